import LasimModel
import LasimTemplate
import Synchronization

/// The first value of each of the app's `static let`s and globals, kept for
/// the life of the loaded app (every payload, presentation and render of
/// it): the phone builds a static once per process, and PsychonautWiki
/// Journal's `SubstanceRepo.shared` decodes 289 substances (some 100,000
/// steps) that a render rebuilt every time. Nothing in a static can read
/// the payload (it has no context), but what lasim resolves while making a
/// value can depend on the surface it is drawn for: an asset colour's dark
/// variant, the time zone's calendar, the device's screen, the text size.
/// Those are part of the key. The app is loaded once per locale and
/// `--defaults`, so they need not be. A clock read in a static keeps its
/// first reading, as on the phone.
final class StaticValues: Sendable {
    struct Key: Hashable, Sendable {
        var name: String
        var appearance: Appearance
        var device: String?
        var zone: String
        var textSize: DynamicTypeSize
    }

    /// A value no render changes: `copied` says it holds formatters (whose
    /// settings a view may set), which each render gets a copy of.
    private final class Entry: @unchecked Sendable {
        let value: SwiftValue
        let notes: [Problem]
        let copied: Bool
        init(_ value: SwiftValue, notes: [Problem], copied: Bool) { self.value = value; self.notes = notes; self.copied = copied }
    }

    private let entries = Mutex<[Key: Entry]>([:])

    init() {}

    /// The kept value and the notes made while it was made, or nil.
    func value(_ key: Key) -> (value: SwiftValue, notes: [Problem])? {
        guard let e = entries.withLock({ $0[key] }) else { return nil }
        return (e.copied ? e.value.copyingReferences() : e.value, e.notes)
    }

    /// Keeps `value` unless another render kept one first. One that holds
    /// settings objects is kept as a copy: the render that made it goes on
    /// using (and may change) its own.
    func keep(_ value: SwiftValue, notes: [Problem], holdsReferences: Bool, _ key: Key) {
        let e = Entry(holdsReferences ? value.copyingReferences() : value, notes: notes, copied: holdsReferences)
        entries.withLock { entries in
            if entries[key] == nil { entries[key] = e }
        }
    }
}

extension SwiftValue {
    /// The same value, with each formatter and other settings object new:
    /// a view's `formatter.dateFormat = ...` changes its render's copy only.
    func copyingReferences() -> SwiftValue {
        switch self {
        case .opaque(let o): return .opaque(.init(o.kind, o.settings.mapValues { $0.copyingReferences() }))
        case .array(let a): return .array(a.map { $0.copyingReferences() })
        case .dictionary(let d): return .dictionary(d.map { ($0.key.copyingReferences(), $0.value.copyingReferences()) })
        case .tuple(let t): return .tuple(t.map { ($0.label, $0.value.copyingReferences()) })
        case .range(let lo, let hi, let closed): return .range(lower: lo.copyingReferences(), upper: hi.copyingReferences(), closed: closed)
        case .instance(let i): return .instance(.init(type: i.type, fields: i.fields.map { ($0.name, $0.value.copyingReferences()) }))
        case .enumCase(let t, let n, let p): return .enumCase(type: t, name: n, payload: p.map { ($0.label, $0.value.copyingReferences()) })
        default: return self
        }
    }
}

extension Interpreter {
    /// Whether a value holds settings objects (to copy for each render), or
    /// nil where it cannot be kept across renders: a value that must be made again each render
    /// (a closure, whose captured scope is this render's; a view, made with
    /// this render's environment and geometry; a struct whose
    /// `@Environment` properties were read where the static was first used).
    func keepable(_ v: SwiftValue) -> Bool? {
        var references = false
        func walk(_ v: SwiftValue) -> Bool {
            switch v {
            case .closure, .view: return false
            case .bound(let b): return b.receiver.map(walk) ?? true
            case .opaque(let o):
                references = true
                return o.settings.values.allSatisfy(walk)
            case .array(let a): return a.allSatisfy(walk)
            case .dictionary(let d): return d.allSatisfy { walk($0.key) && walk($0.value) }
            case .tuple(let t): return t.allSatisfy { walk($0.value) }
            case .range(let lo, let hi, _): return walk(lo) && walk(hi)
            case .instance(let i):
                if let d = decls.type(i.type), !d.environment.isEmpty { return false }
                return i.fields.allSatisfy { walk($0.value) }
            case .enumCase(_, _, let p): return p.allSatisfy { walk($0.value) }
            default: return true
            }
        }
        return walk(v) ? references : nil
    }

    /// A global's or a static's value: made once per render (`memoKey`), and
    /// kept for the loaded app in `statics` when it can be (`keepable`);
    /// the notes its making left (a missing asset colour, an empty
    /// UserDefaults) are noted again wherever a kept value is read.
    func firstValue(_ name: String, _ make: () throws(SwiftError) -> SwiftValue) throws(SwiftError) -> SwiftValue {
        let memo = memoKey(name)
        if let v = globals.lookup(memo) { return v }
        let key = StaticValues.Key(name: name, appearance: appearance, device: input.device, zone: input.timeZone.identifier,
                                   textSize: input.dynamicTypeSize)
        if let statics, let kept = statics.value(key) {
            for n in kept.notes { note(n) }
            globals.declare(memo, kept.value)
            return kept.value
        }
        let outer = notes
        notes = []
        let v: SwiftValue
        do { v = try initialising(make) } catch {
            let made = notes
            notes = outer
            for n in made { note(n) }
            throw error
        }
        let made = notes
        notes = outer
        for n in made { note(n) }
        if let statics, let references = keepable(v) { statics.keep(v, notes: made, holdsReferences: references, key) }
        globals.declare(memo, v)
        return v
    }
}
