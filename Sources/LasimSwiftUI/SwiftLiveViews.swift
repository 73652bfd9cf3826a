import LasimModel
import LasimRender
import LasimSwift
import LasimTemplate
import SwiftSyntax

/// One `ActivityConfiguration` of an app, run for each render: the lock
/// view, the Dynamic Island's regions and (when declared) the small family.
final class SwiftLiveViews: LiveViews, @unchecked Sendable {
    // Never changed after init: renders on several threads share it.
    let files: SwiftFiles
    let decls: Declarations
    let attributesType: String
    let resources: AppResources
    let lock: ClosureExprSyntax?
    let island: ClosureExprSyntax?
    let small: Bool
    let owner: String?
    /// The importer's schemas: what decodes the payload when the types' declarations are not in the given files.
    var schema: ContentSchema?
    var attributesSchema: ContentSchema?
    var locale: FormatLocale = .enUS
    /// `--defaults`: the values the app's `UserDefaults` hold.
    var defaults: [String: JSONValue] = [:]
    /// The zones the app names, read when it loaded (`ZoneNames`).
    var zones: [String: Zone] = [:]
    /// The app's statics and globals, made once for every render of it.
    let statics = StaticValues()

    init(files: SwiftFiles, decls: Declarations, call: FunctionCallExprSyntax, attributesType: String, resources: AppResources) {
        self.files = files; self.decls = decls; self.attributesType = attributesType; self.resources = resources
        lock = call.trailingClosure ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
        island = call.additionalTrailingClosures.first { $0.label.text == "dynamicIsland" }?.closure
            ?? call.arguments.first { $0.label?.text == "dynamicIsland" }?.expression.as(ClosureExprSyntax.self)
        small = SwiftUIFrontEnd.supplementalFamilies(call, decls).contains("small")
        // The type the configuration is written in: its helpers are in reach as `self`'s.
        owner = EnclosingType.name(of: call)
    }

    /// No views: an evaluator of the app's code alone (its sample states).
    init(files: SwiftFiles, decls: Declarations, attributesType: String, resources: AppResources) {
        self.files = files; self.decls = decls; self.attributesType = attributesType; self.resources = resources
        lock = nil; island = nil; small = false; owner = nil
    }

    func evaluate(_ input: LiveViewInput) -> LiveViewOutput {
        let (out, notes) = run(input, statics: statics)
        let problems = notes.filter { !$0.value.isEmpty }
        // The phone lays a translucent tint (`Color.black.opacity(0.8)`)
        // over the lock screen's own card: the card is the mix, not the
        // colour at full strength.
        let card = Theme.standard.palette(for: input.appearance).background
            ?? Theme.systemBackground(dark: input.appearance.isDark)
        // The phone's direction, at the root of every slot (a `.environment(\.layoutDirection, ...)` inside sets its own).
        let rtl = ViewEnvironment.layoutDirection(rightToLeft: true)
        let slots = !resources.rightToLeft ? out.slots : out.slots.mapValues { n in
            // The view as written (its root padding, which the points draw) says so too.
            ViewNode(n.kind, children: n.children, modifiers: n.modifiers + [rtl], location: n.location, asWritten: n.asWritten?.adding(rtl))
        }
        return LiveViewOutput(slots: slots, cardTint: out.cardTint?.composited(over: card, dark: input.appearance.isDark), notes: problems,
                              images: images(in: slots.values, dark: input.appearance.isDark), margins: out.margins,
                              rightToLeft: resources.rightToLeft,
                              actionForeground: Self.seeThrough(out.cardTint) ? nil : out.actionForeground, keylineTint: out.keylineTint)
    }

    /// A card tint the wallpaper shows through (`.clear`, a colour's
    /// `.opacity(0.3)`): what the dismiss button's ✕ is drawn on is not known.
    static func seeThrough(_ tint: ViewColor?) -> Bool {
        guard let tint else { return false }
        if case .named("clear") = tint.flat { return true }
        return tint.opacity < 1
    }

    /// The app's asset images the trees name, decoded (once per load).
    func images<S: Sequence>(in trees: S, dark: Bool) -> [String: AssetImage] where S.Element == ViewNode {
        var out: [String: AssetImage] = [:]
        for tree in trees {
            tree.walk { n in
                // A custom symbol's glyph is an asset's picture too.
                if case .image(let name, let systemName) = n.kind, !systemName || n.modifiers.contains(.other(ViewModifier.customSymbol)),
                   out[name] == nil, let image = resources.image(name, dark: dark) {
                    out[name] = image
                }
            }
        }
        return out
    }

    /// The views, and the notes of each slot as the evaluator made them.
    /// `statics`: where the app's statics are kept (the phone's renders);
    /// nil makes them afresh (lasim's own look at the samples, which must
    /// not fix what a static reading the clock keeps).
    func run(_ input: LiveViewInput, statics: StaticValues?) -> (output: LiveViewOutput, notes: [Slot: [Problem]]) {
        let (first, readers) = run(input, geometry: [], statics: statics)
        guard readers > 0 else { return first }
        let device = input.device.flatMap(Device.named) ?? .pro
        return run(input, geometry: GeometryPass.sizes(first.output.slots, count: readers, device: device,
                                                           textSize: input.dynamicTypeSize), statics: statics).drawn
    }

    /// One render, its `GeometryReader`s at `geometry` (in the order they are
    /// made), and how many it made.
    func run(_ input: LiveViewInput, geometry: [GeometryPass.Size], statics: StaticValues?)
        -> (drawn: (output: LiveViewOutput, notes: [Slot: [Problem]]), readers: Int) {
        let i = interpreter(input)
        i.statics = statics
        i.geometrySizes = geometry
        i.random = SeededGenerator(seed: Interpreter.renderSeed)
        i.notesRandom = true
        let drawn = run(i, input)
        return (drawn, i.geometryReaders)
    }

    func run(_ i: Interpreter, _ input: LiveViewInput) -> (output: LiveViewOutput, notes: [Slot: [Problem]]) {
        var slots: [Slot: ViewNode] = [:]
        let context: SwiftValue
        do {
            context = try self.context(i, input)
        } catch {
            var failure = i.failureView(error) ?? ViewNode(.failure(message: "the content state could not be decoded"), location: lock.map { i.loc($0) } ?? "?")
            // The app's own `init(from:)` threw: ActivityKit drops the update; nothing crashes.
            if case .thrown(let v) = error.kind {
                failure = ViewNode(.failure(message: thrownByDecoder(v, i) + ": the phone drops this update"), location: failure.location)
            }
            return (LiveViewOutput(slots: [.lock: failure]), [:])
        }
        var notes: [Slot: [Problem]] = [:]
        var tint: ViewColor?, action: ViewColor?
        if let lock {
            slots[.lock] = slot(i, lock, context, builder: true)
            notes[.lock] = i.notes
            // The lock card's tint is the lock view's: a view that tints its
            // `.small` family otherwise (Home Assistant's opaque grey for the
            // watch and CarPlay, the lock screen's own material on the card)
            // sets it again below.
            tint = i.cardTint
            action = i.actionForeground
            if small {
                i.family = "small"
                i.notes = []
                slots[.small] = slot(i, lock, context, builder: true)
                notes[.small] = i.notes
                i.family = "medium"
            }
        }
        var margins: [IslandMode: IslandMargins] = [:]
        if let island { margins = regions(i, island, context, into: &slots, notes: &notes) }
        return (LiveViewOutput(slots: slots, cardTint: tint, margins: margins, actionForeground: action, keylineTint: i.keylineTint), notes)
    }

    /// The content state in the app's own type, decoded as its code decodes it.
    func state(_ i: Interpreter, _ content: JSONObject, node: Syntax) throws(SwiftError) -> SwiftValue {
        let qualified = attributesType + ".ContentState"
        let stateType = decls.type(qualified) != nil ? qualified : "ContentState"
        return decls.type(stateType) == nil && schema != nil
            ? try i.decode(content, schema: schema!, node: node)
            : try i.decode(.object(content), as: stateType, node: node)
    }

    /// The attributes in the app's own type, decoded as its code decodes them.
    func attributes(_ i: Interpreter, _ value: JSONObject, node: Syntax) throws(SwiftError) -> SwiftValue {
        decls.type(attributesType) == nil && attributesSchema != nil
            ? try i.decode(value, schema: attributesSchema!, node: node)
            : try i.decode(.object(value), as: attributesType, node: node)
    }

    /// What the app's `init(from:)` throws for a content state or the
    /// attributes, as the model's verdict words it: the phone drops such an
    /// update (a start: the activity never shows). Only what the app's code
    /// throws counts; what lasim cannot run is no verdict.
    func decodeFailure(_ part: DropReason.DecodedPart, _ value: JSONObject) -> StateDecoder.Failure? {
        let i = interpreter(LiveViewInput(content: part == .contentState ? value : JSONObject(),
                                          attributes: part == .attributes ? value : JSONObject(), isStale: false, activityID: "",
                                          appearance: .light, now: 0, timeZone: .utc))
        do {
            switch part {
            case .contentState: _ = try state(i, value, node: anchor)
            case .attributes: _ = try attributes(i, value, node: anchor)
            }
            return nil
        } catch {
            guard case .thrown(let v) = error.kind else { return nil }
            // Swift's DecodingError names its case; anything else the app throws reads as corrupt data.
            var kind = StateDecoder.Failure.Kind.dataCorrupted
            if case .enumCase("DecodingError", let name, _) = v, let k = StateDecoder.Failure.Kind(rawValue: name) { kind = k }
            return StateDecoder.Failure(kind: kind, path: .root, message: thrownByDecoder(v, i))
        }
    }

    /// An evaluator for one input, in the app's locale as its iOS writes it.
    func interpreter(_ input: LiveViewInput) -> Interpreter {
        let i = Interpreter(files: files, decls: decls, input: input, resources: resources)
        i.locale = locale.onIOS(input.ios)
        i.defaults = defaults
        i.zones = zones
        return i
    }

    /// Where decoding the context is placed: the configuration's first closure.
    var anchor: Syntax { lock.map(Syntax.init) ?? island.map(Syntax.init) ?? Syntax(TokenSyntax.identifier("?")) }

    /// What the app's decoder threw, in the card and in the model's verdict alike.
    func thrownByDecoder(_ v: SwiftValue, _ i: Interpreter) -> String { "the app's init(from:) throws \(i.describe(v))" }

    /// `context`: the activity's attributes and state in the app's own types.
    func context(_ i: Interpreter, _ input: LiveViewInput) throws(SwiftError) -> SwiftValue {
        let node = anchor
        let attributes = try self.attributes(i, input.attributes, node: node)
        let state = try self.state(i, input.content, node: node)
        return .instance(.init(type: "ActivityViewContext", fields: [
            ("state", state), ("attributes", attributes), ("isStale", .bool(input.isStale)), ("activityID", .string(input.activityID)),
        ]))
    }

    /// The scope a configuration's closure runs in: its parameter is the
    /// context, `self` the widget struct it is written in.
    func scope(_ i: Interpreter, _ c: ClosureExprSyntax, _ context: SwiftValue) -> Scope {
        let s = Scope(parent: i.globals, selfType: owner)
        if let owner, let d = decls.type(owner), d.kind == .structure {
            s.declare("self", .instance((try? i.memberwise(d, [], node: c)) ?? i.madeOnRead(d)))
        }
        let names = Interpreter.parameters(c)
        s.declare(names.first ?? "$0", context)
        return s
    }

    func slot(_ i: Interpreter, _ c: ClosureExprSyntax, _ context: SwiftValue, builder: Bool) -> ViewNode {
        do {
            let v = try i.run(c.statements, scope(i, c, context), builder: builder)
            guard let written = try i.viewIfView(v, node: c) else { return ViewNode(.empty, location: i.loc(c)) }
            let root = Self.styled(written, dark: i.appearance.isDark, accent: i.accentColour)
            // The card pads its content already: a root `.padding` outside the app's own layers is the card's.
            let margin = Set(ViewNode.cardMarginPaddings(root.modifiers))
            guard !margin.isEmpty else { return root }
            let kept = root.modifiers.indices.filter { !margin.contains($0) }.map { root.modifiers[$0] }
            return ViewNode(root.kind, children: root.children, modifiers: kept, location: root.location, asWritten: root)
        } catch {
            return fallback(i, error, c)
        }
    }

    /// An app's view as the phone draws it: its buttons and labels in the styles around them.
    static func styled(_ n: ViewNode, dark: Bool, accent: ViewColor) -> ViewNode {
        LabelStyles.styled(ButtonStyles.styled(n, dark: dark, ButtonStyles.Environment(accent: accent)))
    }

    func fallback(_ i: Interpreter, _ error: SwiftError, _ c: some SyntaxProtocol) -> ViewNode {
        if let n = i.failureView(error) { return n }
        return ViewNode(.placeholder(construct: "view", note: Interpreter.overBudgetNote),
                        location: error.node.map { i.loc($0) } ?? i.loc(c))
    }

    /// The island's regions into `slots`; returns the margins it sets (`.contentMargins(_:_:for:)`).
    @discardableResult
    func regions(_ i: Interpreter, _ c: ClosureExprSyntax, _ context: SwiftValue, into slots: inout [Slot: ViewNode],
                 notes: inout [Slot: [Problem]]) -> [IslandMode: IslandMargins] {
        let island: SwiftValue
        i.notes = []
        i.inIsland = true
        i.islandMargins = [:]
        defer { i.inIsland = false }
        do {
            i.branchValue = nil
            var v = try i.run(c.statements, scope(i, c, context), builder: false)
            if case .void = v, let last = i.branchValue { v = last }
            island = v
        } catch {
            slots[.expandedCenter] = fallback(i, error, c)
            return [:]
        }
        guard case .opaque(let o) = island, o.kind == "DynamicIsland" else {
            slots[.expandedCenter] = ViewNode(.placeholder(construct: "dynamicIsland", note: "expected DynamicIsland { }, got \(island.typeName)"), location: i.loc(c))
            return [:]
        }
        func run(_ key: String, builder: Bool) -> ViewNode? {
            guard let f = o.settings[key] else { return nil }
            do {
                    let v = try i.invoke(f, [], node: c, builder: builder)
                return try i.viewIfView(v, node: c).map { Self.styled($0, dark: i.appearance.isDark, accent: i.accentColour) }
            } catch {
                return fallback(i, error, c)
            }
        }
        if let expanded = run("expanded", builder: true) {
            var leftover: [ViewNode] = []
            place(expanded, into: &slots, leftover: &leftover)
            if !leftover.isEmpty { slots[.expandedBottom] = slots[.expandedBottom] ?? ViewNode(.group, children: leftover, location: i.loc(c)) }
        }
        notes[.expandedCenter] = i.notes
        for (key, slot) in [("compactLeading", Slot.compactLeading), ("compactTrailing", .compactTrailing), ("minimal", .minimal)] {
            i.notes = []
            slots[slot] = run(key, builder: true)
            notes[slot] = i.notes
        }
        return i.islandMargins
    }

    /// The expanded builder's regions, by position; anything else (a
    /// placeholder where a region failed) goes to the bottom.
    func place(_ n: ViewNode, into slots: inout [Slot: ViewNode], leftover: inout [ViewNode]) {
        for case .other(let m) in n.modifiers where m.hasPrefix("region:") {
            let slot: Slot
            switch m.dropFirst(7) {
            case "leading": slot = .expandedLeading
            case "trailing": slot = .expandedTrailing
            case "center": slot = .expandedCenter
            default: slot = .expandedBottom
            }
            let content = ViewNode(.group, children: n.children, modifiers: n.modifiers.filter { $0 != .other(m) }, location: n.location)
            // Two regions in one place (rare): one under the other.
            slots[slot] = slots[slot].map { ViewNode(.vstack(alignment: nil, spacing: 0), children: [$0, content], location: n.location) } ?? content
            return
        }
        if case .group = n.kind { for c in n.children { place(c, into: &slots, leftover: &leftover) }; return }
        leftover.append(n)
    }

    // MARK: - Coverage

    /// What the views make of the app's sample states (or an empty state):
    /// every view drawn, approximated or left out, per presentation.
    func coverage(samples: [Sample]) -> Coverage {
        var c = Coverage()
        let inputs: [LiveViewInput] = (samples.isEmpty ? [nil] : samples.map { Optional($0) }).map { s in
            LiveViewInput(content: s?.contentState ?? JSONObject(), attributes: s?.attributes ?? JSONObject(), isStale: false,
                          activityID: "coverage", appearance: .light, now: s?.now ?? 1_700_000_000, timeZone: .utc)
        }
        for input in inputs.prefix(4) {
            let (out, notes) = run(input, statics: nil)
            for (slot, node) in out.slots.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                record(node, Presentation.reporting(slot).rawValue, into: &c)
            }
            for (slot, list) in notes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                for n in list { c.record(Presentation.reporting(slot).rawValue, n.reason, .approximated, note: "", at: n.place ?? "?") }
            }
        }
        // The same construct at the same place counts once.
        var seen = Set<String>()
        c.entries = c.entries.filter { seen.insert("\($0.presentation)|\($0.construct)|\($0.location)|\($0.outcome)|\($0.note)").inserted }
        return c
    }

    func record(_ n: ViewNode, _ p: String, into c: inout Coverage) {
        n.walk { v in
            let construct: String
            var outcome = Coverage.Outcome.drawn
            var note = ""
            switch v.kind {
            case .text: construct = "Text"
            case .image(_, let system):
                construct = system ? "Image(systemName:)" : "Image(asset)"
                if !system { outcome = .approximated; note = "drawn in half-block pixels (without colour: its name in brackets; a missing asset: a mark)" }
            case .label: construct = "Label"
            case .hstack: construct = "HStack"
            case .vstack: construct = "VStack"
            case .zstack: construct = "ZStack"
            case .group: return
            case .viewThatFits: construct = "ViewThatFits"
            case .spacer: construct = "Spacer"
            case .divider: construct = "Divider"
            case .progress: construct = "ProgressView"
            case .shape(let s):
                construct = s; outcome = .approximated
                if v.outline != nil {
                    note = "its path drawn true size; in the cells, the cells it covers by half (filled) or line characters along it (stroked)"
                } else {
                    note = "its cells filled (a dot when small), corners square"
                    if v.modifiers.contains(where: { if case .other(let m) = $0 { return m.hasPrefix("trim:") }; return false }) {
                        note += "; its .trim drawn as the part of its outline it keeps"
                    }
                }
            case .color: construct = "Color"
            case .chart(let chart): construct = "Chart"; outcome = .approximated; note = Self.chartNote(chart)
            case .chartMark, .chartAxis: return
            case .empty: return
            case .placeholder(let what, let why): construct = what; outcome = .leftOut; note = why
            case .failure(let message): construct = "⚠"; outcome = .leftOut; note = message
            }
            c.record(p, construct, outcome, note: note, at: v.location)
            if let turn = Self.unturnedInCells(v) {
                c.record(p, "rotationEffect", .approximated, note: "turned \(turn)° in true size; drawn unturned in the cells", at: v.location)
            }
            for case .other(let m) in v.modifiers {
                guard let s = ViewScale(modifier: m) else { continue }
                let by = s.x == s.y ? "\(s.x)" : "\(s.x) x \(s.y)"
                c.record(p, "scaleEffect", .approximated, note: "scaled by \(by) in true size; drawn at its own size in the cells", at: v.location)
            }
        }
    }

    /// The degrees a view is turned that the cells cannot draw: an angle
    /// between quarter turns, or any turn of a view that is not a shape.
    static func unturnedInCells(_ v: ViewNode) -> String? {
        var shape = false
        if case .shape = v.kind { shape = true }
        for case .other(let m) in v.modifiers {
            guard let r = ViewRotation(modifier: m) else { continue }
            if !shape || ViewRotation.quarterTurns(r.degrees) == nil { return "\(r.degrees)" }
        }
        return nil
    }

    /// What of a chart the cells leave out or change; its axes are drawn true size.
    static func chartNote(_ chart: ViewChart) -> String {
        var parts = ["marks drawn as braille dots"]
        let marks = chart.xAxis.drawn + chart.yAxis.drawn
        if marks.contains(where: \.label) {
            parts.append("axis labels beside and under the plot where it keeps 4 columns and 2 rows (otherwise left out)")
        }
        if marks.contains(where: { $0.grid || $0.tick }) { parts.append("axis grid lines and ticks true size only") }
        if chart.plotBackground != nil { parts.append("the plot's background true size only") }
        return parts.joined(separator: "; ")
    }
}
