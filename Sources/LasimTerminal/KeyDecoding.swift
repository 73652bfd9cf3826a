import CNcursesw

extension Key {
    /// The key for a character `wget_wch` returned with OK (not a key code).
    static func fromCharacter(_ value: UInt32) -> Key? {
        switch value {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x1B: return .escape
        case 0x08, 0x7F: return .backspace
        case 0x00: return .ctrl("@")
        case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(0x60 + value)!))
        case 0x1C...0x1F: return .ctrl(Character(Unicode.Scalar(0x40 + value)!))
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The key for a code `wget_wch` returned with KEY_CODE_YES (not resize or mouse).
    static func fromKeyCode(_ code: Int32) -> Key {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_BTAB: return .backtab
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        default:
            let f0 = lasim_key_f0()
            if code > f0 && code <= lasim_key_f(63) { return .function(Int(code - f0)) }
            return .unknown(Int(code))
        }
    }
}
