/// Every key the app knows, in one table: the update loop dispatches on it
/// and the help overlay lists it, so the two cannot drift apart.
public enum Command: String, Sendable, CaseIterable {
    case lockView, islandView, galleryView, logView, projectorView, surfacesView, help
    case nextActivity, previousActivity, toggleExpanded
    case cycleAppearance, cycleDevice, largerText, smallerText, nextSample, previousSample
    case dismiss, toggleIntake, toggleLock
    case toggleClock, faster, slower, jumpMinute, jumpTenMinutes, jumpHour
    case toggleBell, toggleASCII, toggleInspect, saveSVG, scrollUp, scrollDown, pageUp, pageDown, quit
}

public struct KeyBinding: Sendable {
    public var keys: [AppKey]
    public var label: String
    public var command: Command
    public var help: String
}

public enum KeyMap {
    public static let bindings: [KeyBinding] = [
        KeyBinding(keys: [.char("1")], label: "1", command: .lockView, help: "lock screen"),
        KeyBinding(keys: [.char("2")], label: "2", command: .islandView, help: "Dynamic Island"),
        KeyBinding(keys: [.char("3")], label: "3", command: .galleryView, help: "gallery: all presentations"),
        KeyBinding(keys: [.char("4"), .char("l")], label: "4 l", command: .logView, help: "event log: every decision"),
        KeyBinding(keys: [.char("5")], label: "5", command: .projectorView, help: "projector view"),
        KeyBinding(keys: [.char("6")], label: "6", command: .surfacesView, help: "Watch, CarPlay, Mac menu bar"),
        KeyBinding(keys: [.char("?"), .char("h")], label: "? h", command: .help, help: "this help"),
        KeyBinding(keys: [.tab, .right], label: "Tab →", command: .nextActivity, help: "next activity"),
        KeyBinding(keys: [.backTab, .left], label: "S-Tab ←", command: .previousActivity, help: "previous activity"),
        KeyBinding(keys: [.char("e"), .enter], label: "e Enter", command: .toggleExpanded, help: "expand island (or click)"),
        KeyBinding(keys: [.char("a")], label: "a", command: .cycleAppearance, help: "light / dark / sleep"),
        KeyBinding(keys: [.char("d")], label: "d", command: .cycleDevice, help: "device: Pro, Max, SE"),
        KeyBinding(keys: [.char("+"), .char("=")], label: "+ =", command: .largerText, help: "larger text (to AX5)"),
        KeyBinding(keys: [.char("-")], label: "-", command: .smallerText, help: "smaller text (to xSmall)"),
        KeyBinding(keys: [.char("n")], label: "n", command: .nextSample, help: "next sample (preview)"),
        KeyBinding(keys: [.char("p")], label: "p", command: .previousSample, help: "previous sample"),
        KeyBinding(keys: [.char("x")], label: "x", command: .dismiss, help: "swipe away the activity"),
        KeyBinding(keys: [.char("i")], label: "i", command: .toggleIntake, help: "pause / resume intake"),
        KeyBinding(keys: [.char("u")], label: "u", command: .toggleLock, help: "lock / unlock the phone"),
        KeyBinding(keys: [.char(" ")], label: "Space", command: .toggleClock, help: "pause / run the clock"),
        KeyBinding(keys: [.char(">"), .char(".")], label: "> .", command: .faster, help: "clock faster (to 600x)"),
        KeyBinding(keys: [.char("<"), .char(",")], label: "< ,", command: .slower, help: "clock slower"),
        KeyBinding(keys: [.char("]")], label: "]", command: .jumpMinute, help: "clock +1 min"),
        KeyBinding(keys: [.char("}")], label: "}", command: .jumpTenMinutes, help: "clock +10 min"),
        KeyBinding(keys: [.char(")")], label: ")", command: .jumpHour, help: "clock +1 h"),
        KeyBinding(keys: [.char("b")], label: "b", command: .toggleBell, help: "bell on alerts"),
        KeyBinding(keys: [.char("g")], label: "g", command: .toggleASCII, help: "ASCII glyphs"),
        KeyBinding(keys: [.char("c")], label: "c", command: .toggleInspect, help: "inspect contrast (WCAG)"),
        KeyBinding(keys: [.char("s")], label: "s", command: .saveSVG, help: "save the view as SVG"),
        KeyBinding(keys: [.up, .char("k")], label: "↑ k", command: .scrollUp, help: "scroll log up"),
        KeyBinding(keys: [.down, .char("j")], label: "↓ j", command: .scrollDown, help: "scroll log down"),
        KeyBinding(keys: [.pageUp], label: "PgUp", command: .pageUp, help: "page up"),
        KeyBinding(keys: [.pageDown], label: "PgDn", command: .pageDown, help: "page down"),
        KeyBinding(keys: [.char("q"), .ctrl("c"), .escape], label: "q Esc", command: .quit, help: "quit (Esc: close help)"),
    ]

    public static func command(for key: AppKey) -> Command? {
        bindings.first { $0.keys.contains(key) }?.command
    }

    /// The key table of docs/commands.md, made from `bindings` (a test keeps
    /// the document equal to it): the docs, the help overlay and the update
    /// loop read one table.
    public static var markdownTable: String {
        var out = "| keys | does |\n| --- | --- |\n"
        for b in bindings {
            let keys = b.label.split(separator: " ").map { k in k.count == 1 && k.first!.isASCII ? "`\(k)`" : String(k) }
            out += "| \(keys.joined(separator: " ")) | \(b.help.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")) |\n"
        }
        return out
    }
}
