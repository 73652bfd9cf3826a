import LasimModel
import LasimRender
import LasimTemplate
import SwiftSyntax

/// SwiftUI's views and modifiers, and the value types' initializers.
extension Builtins {
    /// `Name(...)` for a builtin type, arguments not yet evaluated: view
    /// containers run their content closures as view builders.
    static func construct(_ t: String, _ raw: [Interpreter.RawArgument], _ s: Scope, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        let expected: [String?] = raw.map { a in
            switch a.label {
            case "red", "green", "blue", "opacity", "white", "value", "total", "spacing", "minLength", "size", "width", "height",
                 "timeIntervalSince1970", "timeIntervalSinceNow", "timeIntervalSinceReferenceDate", "cornerRadius", "lineWidth":
                return "Double"
            // `Image(uiImage: .init(named: "logo")!)`: the image the implicit `.init` makes.
            case "uiImage" where t == "Image": return "UIImage"
            default: return FloatingTypes.contains(t) ? "Double" : nil
            }
        }
        let tapOnly = t == "Button" || t == "Toggle" ? "intent" : t == "Link" ? "destination" : nil
        if let tapOnly, let k = raw.firstIndex(where: { $0.label == tapOnly }) {
            // The intent (a link's URL) is what a tap runs (opens), never what
            // is drawn: one the sources given do not hold (it lives in the
            // app's target, or a library makes it) leaves the label as the phone shows it.
            var rest = raw
            rest.remove(at: k)
            var args = try i.evaluate(rest, s)
            let intent = (try? i.eval(raw[k].expr, s)) ?? .null
            args.insert(Argument(label: tapOnly, value: intent, node: Syntax(raw[k].expr)), at: k)
            return try constructEvaluated(t, args, i, node: node)
        }
        if t == "Text" || t == "Label" || t == "Button", let title = raw.first, title.label == nil,
           let literal = title.expr.as(StringLiteralExprSyntax.self) {
            // A title's words stay when one of its values cannot be shown (`Interpreter.string`).
            let value = try i.titleOrRuns(literal, s)
            // A `Text` with views interpolated is the text they make together.
            if t == "Text", case .view = value { return value }
            let words = Argument(label: nil, value: .string(value.asString ?? i.describe(value)), node: Syntax(title.expr))
            let rest = try i.evaluate(Array(raw.dropFirst()), s, expected: Array(expected.dropFirst()))
            return try constructEvaluated(t, [words] + rest, i, node: node)
        }
        if t == "LocalizedStringKey" || t == "LocalizedStringResource", raw.count == 1, raw[0].label == nil,
           let literal = raw[0].expr.as(StringLiteralExprSyntax.self) {
            return .string(try i.localizedLiteral(literal, s))
        }
        // `String(localized: "\(count) stops left")`: looked up by its key
        // ("%lld stops left"), the values put into what the strings hold;
        // by the printed text, an interpolated key was never found.
        if t == "String", raw.first?.label == "localized", !raw.contains(where: { $0.label == "defaultValue" }),
           let literal = raw[0].expr.as(StringLiteralExprSyntax.self) {
            return .string(try i.localizedLiteral(literal, s))
        }
        return try constructEvaluated(t, try i.evaluate(raw, s, expected: expected), i, node: node)
    }

    /// Whether a title argument is a `LocalizedStringKey` as Swift types it:
    /// a string literal, or a choice between two of them (`Text(isOn ? "a"
    /// : "b")`): `Text`'s `StringProtocol` initializer is a disfavoured
    /// overload, so literals become keys wherever nothing makes them a
    /// `String`, and the phone shows the value the strings hold for the key.
    static func isKeyLiteral(_ node: Syntax) -> Bool {
        if node.is(StringLiteralExprSyntax.self) { return true }
        if let t = node.as(TernaryExprSyntax.self) {
            return isKeyLiteral(Syntax(t.thenExpression)) && isKeyLiteral(Syntax(t.elseExpression))
        }
        if let p = node.as(TupleExprSyntax.self), p.elements.count == 1, let only = p.elements.first, only.label == nil {
            return isKeyLiteral(Syntax(only.expression))
        }
        return false
    }

    static func constructEvaluated(_ t: String, _ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        let loc = i.loc(node)
        let a = args.map(\.value)
        let first = a.first
        func content(_ label: String? = nil, passing: [SwiftValue] = []) throws(SwiftError) -> [ViewNode] {
            let c = label.map { l in args.first { $0.label == l } } ?? args.last { if case .closure = $0.value { return $0.label == nil || $0.label == "content" }; return false }
            guard let c, case .closure = c.value else { return [] }
            let v = try i.invoke(c.value, passing.map { Argument(label: nil, value: $0, node: Syntax(node)) }, node: node, builder: true)
            return try i.viewIfView(v, node: node).map { n in if case .group = n.kind, n.modifiers.isEmpty { return n.children }; return [n] } ?? []
        }
        func number(_ label: String) -> Double? { arg(args, label)?.asDouble }
        func alignment() -> String? { enumName(arg(args, "alignment")) }
        func view(_ k: ViewNode.Kind, _ children: [ViewNode] = []) -> SwiftValue { .view(ViewNode(k, children: children, location: loc)) }
        // `Image("arrow")` of the app's assets; one whose set mirrors right to left flips there.
        func assetImage(_ n: String) -> ViewNode {
            let set = AppResources.named(n, in: i.resources.imageSets)
            // A custom symbol (`Name.symbolset`) is laid out as a symbol, its glyph drawn from the template.
            if set?.isSymbol == true { return ViewNode(.image(name: n, systemName: true), location: loc).adding(.other(ViewModifier.customSymbol)) }
            let image = ViewNode(.image(name: n, systemName: false), location: loc)
            // As for a colour: the phone logs a name its catalogs lack (and draws nothing); a
            // wrong or missing `--assets` is the usual cause, which a placeholder alone hides.
            if set == nil { i.note("Image(\"\(n)\"): no image set named \(n) in the assets beside the sources (drawn as a placeholder)", node) }
            let mirrors = set?.mirrorsRightToLeft == true
            return mirrors ? image.adding(.other("flipsForRightToLeftLayoutDirection")) : image
        }
        func text(_ s: String) -> ViewNode { ViewNode(.text(TextTemplate(parts: [.literal(s)], source: s)), location: loc) }
        /// `Text(timerInterval:)`: the time left (or gone), counting, as a timer prints it.
        func timerText(_ lo: SwiftValue, _ hi: SwiftValue, countsDown: Bool, showsHours: Bool, now: Double, fields: Int = 3) -> ViewNode {
            let seconds = countsDown ? (hi.asDouble ?? now) - now : now - (lo.asDouble ?? now)
            let shown = Formatting.timer(min(seconds, (hi.asDouble ?? 0) - (lo.asDouble ?? 0)), showsHours: showsHours)
            // Two fields at most: "1:23" once past an hour (hours and minutes).
            let kept = fields < 3 ? shown.split(separator: ":").prefix(max(2, fields)).joined(separator: ":") : shown
            return text(kept).adding(.other("timerText"))
        }
        /// iOS 18's `Text(.currentDate, format:)` clocks: `.timer(countingDownIn:)` /
        /// `.timer(countingUpIn:)` as `Text(timerInterval:)` prints them ("1:23:45",
        /// "1:23" with `maxFieldCount: 2` past an hour), `.stopwatch(startingAt:)`
        /// with its hundredths ("00:05.23", "01:00:00.00"). Other formats are not clocks.
        func liveClock(_ format: SwiftValue?) -> ViewNode? {
            guard case .enumCase(_, let name, let payload)? = format else { return nil }
            func option(_ label: String) -> SwiftValue? { payload.first { $0.label == label }?.value }
            let showsHours = option("showsHours")?.asBool ?? true
            if name == "timer", let (label, range) = payload.lazy.compactMap({ p in p.label.map { ($0, p.value) } }).first(where: { $0.0.hasPrefix("counting") }),
               case .range(let lo, let hi, _) = range {
                let countsDown = label == "countingDownIn"
                return timerText(lo, hi, countsDown: countsDown, showsHours: showsHours, now: i.input.now,
                                 fields: Int(option("maxFieldCount")?.asDouble ?? 3))
            }
            if name == "stopwatch", let start = option("startingAt")?.asDouble {
                let digits = precisionDigits(option("maxPrecision"))
                return text(Formatting.stopwatch(i.input.now - start, showsHours: showsHours, fractionDigits: digits)).adding(.other("timerText"))
            }
            return nil
        }
        /// The fraction digits a `maxPrecision:` asks for: `.seconds(1)` none,
        /// `.milliseconds(100)` one, the default `.milliseconds(10)` two.
        func precisionDigits(_ v: SwiftValue?) -> Int {
            guard case .enumCase(_, let unit, let payload)? = v, let n = payload.first?.value.asDouble else { return 2 }
            let seconds = unit == "milliseconds" ? n / 1000 : unit == "seconds" ? n : 0.01
            return seconds >= 1 ? 0 : seconds >= 0.1 ? 1 : 2
        }
        /// A first argument as `Text` reads it: a literal is a
        /// `LocalizedStringKey` (looked up, its Markdown read), a `String`
        /// is shown as it is. `Label` and `Button` titles too.
        func titleText(_ s: String) -> ViewNode {
            isKeyLiteral(args[0].node) ? text(TextMarkdown.plain(i.localized(s))) : text(s)
        }

        switch t {
        case "Text":
            if let v = arg(args, "verbatim") { return .view(text(i.describe(v))) }
            if let interval = arg(args, "timerInterval"), case .range(let lo, let hi, _) = interval {
                // `pauseTime:` stops the clock there: a paused timer shows what was left then;
                // before it the clock runs (a goal-bounded timer's pause lies ahead of now).
                let now = min(i.input.now, arg(args, "pauseTime")?.asDouble ?? i.input.now)
                return .view(timerText(lo, hi, countsDown: arg(args, "countsDown")?.asBool ?? true,
                                       showsHours: arg(args, "showsHours")?.asBool ?? true, now: now))
            }
            guard let v = first else { return .view(text("")) }
            if let style = arg(args, "style") {
                let t = text(try i.dateText(v, style: style, node: node))
                // `.relative` ticks too ("1 min, 11 secs", a second later "12 secs"):
                // the phone lays it out as a timer (LiveStage's lock card: after
                // its Spacer's least, not at the trailing edge). `.offset` is the
                // third style WidgetKit updates as the clock runs ("-11 minutes",
                // then "-10 minutes"): laid out as the other two.
                if case .enumCase(_, let name, _) = style, ["timer", "relative", "offset"].contains(name) {
                    return .view(t.adding(.other("timerText")))
                }
                return .view(t)
            }
            if case .enumCase(_, "currentDate", _) = v, let clock = liveClock(arg(args, "format")) { return .view(clock) }
            if let format = arg(args, "format") { return .view(text(try i.formatted(v, with: format, node: node))) }
            if case .string(let s) = v, isKeyLiteral(args[0].node) { return .view(titleText(s)) }
            // `Text(.init(markdown))`: a `LocalizedStringKey` made from a string, looked up and its Markdown read.
            if case .enumCase(_, "init", let payload) = v, payload.count == 1, let s = payload[0].value.asString {
                return .view(text(TextMarkdown.plain(i.localized(s))))
            }
            if case .view(let n) = v, case .text = n.kind { return v } // Text(Text)
            if case .view(let n) = v, case .image = n.kind { return v } // Text(Image(systemName:)): the symbol inline
            if case .opaque(let o) = v, o.kind == "AttributedString" { return .view(text(o.settings["_"].map { i.describe($0) } ?? "")) }
            // `Text(start...end)`: the two dates as the phone writes an interval.
            if case .range(.date(let lo), .date(let hi), true) = v {
                return .view(text(Formatting.dateRange(lo, hi, i.input.timeZone, locale: i.locale)))
            }
            return .view(text(try i.shown(v, node: args[0].node)))
        case "Image":
            if let n = arg(args, "systemName") { return view(.image(name: i.describe(n), systemName: true)) }
            if let n = first?.asString { return .view(assetImage(n)) }
            if args.first?.label == "uiImage" {
                // A `UIImage(named:)` of the app's assets is that image, in the rendering mode
                // `.withRenderingMode` gave it; one made from bytes is not known here.
                if case .opaque(let o)? = first, o.kind == "UIImage", let n = o.settings["name"]?.asString {
                    var image = ImageBytes.isBytes(n) ? ViewNode(.image(name: n, systemName: false), location: loc) : assetImage(n)
                    if o.settings[redrawnImage] != nil { image = try redrawn(image, size: o.settings["size"], i, node: node) }
                    return .view(enumName(o.settings["renderingMode"]).map { image.adding(.other("renderingMode:\($0)")) } ?? image)
                }
                if case .opaque(let o)? = first, o.kind == "UIImage", let n = o.settings["systemName"]?.asString { return view(.image(name: n, systemName: true)) }
                throw .unsupported("Image(uiImage:)", node, "an image made at run time")
            }
            return .view(assetImage(first.map { i.describe($0) } ?? "image"))
        case "Label":
            var parts: [ViewNode] = []
            if let icon = arg(args, "systemImage") { parts.append(ViewNode(.image(name: i.describe(icon), systemName: true), location: loc)) }
            else if let icon = arg(args, "image") { parts.append(assetImage(i.describe(icon))) }
            else { parts += try content("icon") }
            let icons = parts.count
            if let title = first, args[0].label == nil, !isClosure(title) {
                if let s = title.asString { parts.append(titleText(s)) }
                else if let v = try i.viewIfView(title, node: node) { parts.append(v) }
                else { parts.append(text(i.describe(title))) }
            } else {
                // `Label { title } icon: { ... }`: the title is the unlabelled trailing closure.
                parts += try args.contains { $0.label == "title" } ? content("title") : content()
            }
            // How many of its views are the icon, for a `.labelStyle` around it (`LabelStyles`).
            return .view(ViewNode(.label, children: parts, modifiers: [.other(LabelStyles.iconsMarker + "\(icons)")], location: loc))
        case "HStack", "LazyHStack", "GridRow":
            return view(.hstack(alignment: alignment(), spacing: number("spacing")), try content())
        case "VStack", "LazyVStack", "Section":
            return view(.vstack(alignment: alignment(), spacing: number("spacing")), try content())
        case "Grid":
            // Its rows down a column, `verticalSpacing` apart; `horizontalSpacing`
            // between the cells of each row that sets none of its own.
            let across = number("horizontalSpacing")
            let rows = ViewNode.dissolvingGroups(try content()).map { row -> ViewNode in
                guard let across, case .hstack(let a, nil) = row.kind else { return row }
                return row.with(.hstack(alignment: a, spacing: across))
            }
            // Marked: the layout makes each column as wide as its widest cell.
            return .view(ViewNode(.vstack(alignment: alignment(), spacing: number("verticalSpacing")), children: rows,
                                  modifiers: [.gridColumns], location: loc))
        case "LazyVGrid", "LazyHGrid":
            return .view(lazyGrid(vertical: t == "LazyVGrid", args, items: ViewNode.dissolvingGroups(try content()), location: loc))
        case "ZStack":
            // Drawn back to front: a higher `.zIndex` over a lower one, declaration order between equals
            // (a stable sort); where each is placed does not depend on the order.
            let layers = try content()
            let order = layers.enumerated().sorted { (zIndex($0.element), $0.offset) < (zIndex($1.element), $1.offset) }.map(\.element)
            return view(.zstack(alignment: alignment()), order)
        case "Group":
            return view(.group, try content())
        case "AsyncImage":
            // A widget is drawn once, from what it holds: its `AsyncImage` never
            // loads, so the phone shows the placeholder: the app's own, the phase
            // closure at `.empty` (no image, no error), else SwiftUI's grey fill.
            if args.contains(where: { $0.label == "placeholder" }) { return view(.group, try content("placeholder")) }
            if args.contains(where: { isClosure($0.value) }) {
                return view(.group, try content(passing: [.enumCase(type: "AsyncImagePhase", name: "empty", payload: [])]))
            }
            return view(.color(ViewColor.hierarchical("quaternary") ?? .named("secondary")))
        case "TimelineView":
            // `TimelineView(.periodic(...)) { timeline in ... }`: drawn at the render's
            // instant, which is what `timeline.date` reads.
            return view(.group, try content(passing: [.opaque(.init("TimelineView.Context", ["date": .date(i.input.now)]))]))
        case "ViewThatFits":
            // Every choice kept: the layout draws the first that fits (`LayoutItem.chosen`).
            // `in: .horizontal` (or `.vertical`, or both in an array) is what it measures; both unless given.
            var axes: Set<String> = ["horizontal", "vertical"]
            if let given = arg(args, "in") {
                if case .array(let list) = given { axes = Set(list.compactMap(enumName)) } else { axes = Set([enumName(given)].compactMap { $0 }) }
            }
            return view(.viewThatFits(horizontal: axes.contains("horizontal"), vertical: axes.contains("vertical")), try content())
        case "GeometryReader":
            guard let c = args.last else { return view(.empty) }
            let (k, size) = offeredSize(i)
            let proxy = SwiftValue.opaque(.init("GeometryProxy", ["size": sizeValue(size)]))
            let v = try i.invoke(c.value, [Argument(label: nil, value: proxy, node: Syntax(node))], node: node, builder: true)
            return .view(takingOfferedRoom(try i.viewIfView(v, node: node) ?? ViewNode(.empty, location: loc), k, location: loc))
        case "Canvas": return .view(try canvas(args, i, node: node, location: loc))
        case "ForEach":
            guard let data = first, let c = args.last, isClosure(c.value) else { return view(.empty) }
            var children: [ViewNode] = []
            for x in try i.elements(of: data, node: node) {
                let v = try i.invoke(c.value, [Argument(label: nil, value: x, node: Syntax(node))], node: node, builder: true)
                if let n = try i.viewIfView(v, node: node) { children.append(n) }
                try i.count(1, node)
            }
            return view(.group, children)
        case "Chart": return .view(try chart(args, i, node: node, location: loc))
        case _ where chartAxisTypes.contains(t): return .view(try chartAxisMark(t, args, i, node: node, location: loc))
        case _ where chartMarks[t] != nil: return view(.chartMark(chartMark(chartMarks[t] ?? .point, args, i)))
        case "Spacer": return view(.spacer(minLength: number("minLength")))
        case "Divider": return view(.divider)
        case "ProgressView", "Gauge":
            // A bar's label above it and current value below, from the closures
            // the app gives: one that draws nothing still keeps its place (the
            // style is handed it, whatever it holds), 4 pt from the bar as the
            // phone's cards show (FocusPulse's `{ EmptyView() }` pair).
            func slots() throws(SwiftError) -> [ViewNode] {
                func slot(_ views: [ViewNode], given: Bool) -> [ViewNode] {
                    guard given, views.allSatisfy({ if case .empty = $0.kind { return true }; return false }) else { return views }
                    return [ViewNode(.empty, modifiers: [.frame(width: 0, height: 0, maxWidth: nil, maxHeight: nil, alignment: nil)], location: loc)]
                }
                var label: [ViewNode] = []
                if let title = first?.asString, args[0].label == nil { label.append(text(title)) }
                label += slot(try content("label"), given: args.contains { $0.label == "label" })
                if label.isEmpty { label += slot(try content(), given: args.contains { $0.label == nil && isClosure($0.value) }) }
                return label + slot(try content("currentValueLabel"), given: args.contains { $0.label == "currentValueLabel" })
                    .map { $0.adding(.other(ViewNode.currentValueLabel)) }
            }
            if let interval = arg(args, "timerInterval"), case .range(let lo, let hi, _) = interval,
               let l = lo.asDouble, let h = hi.asDouble {
                let countsDown = arg(args, "countsDown")?.asBool ?? true
                let done = min(max(0, i.input.now - l), h - l)
                // Without a `currentValueLabel:` SwiftUI gives it its own
                // (`DefaultDateProgressLabel`): the time left, ticking, under
                // the bar; apps pass `{ EmptyView() }` to be rid of it.
                let value = args.contains { $0.label == "currentValueLabel" } ? []
                    : [timerText(lo, hi, countsDown: countsDown, showsHours: true, now: i.input.now).adding(.other(ViewNode.currentValueLabel))
                        .adding(ViewEnvironmentRewrites.synthesizedValue)]
                return view(.progress(value: countsDown ? (h - l) - done : done, total: max(0, h - l)), try slots() + value)
            }
            guard let v = arg(args, "value")?.asDouble ?? (t == "Gauge" ? first?.asDouble : nil) else {
                if let v = arg(args, "value"), v.isNil { return view(.progress(value: nil, total: 1)) }
                return view(.progress(value: nil, total: 1), first?.asString.map { [text($0)] } ?? [])
            }
            var total = number("total") ?? 1
            var value = v
            if case .range(let lo, let hi, _)? = arg(args, "in"), let l = lo.asDouble, let h = hi.asDouble {
                value = v - l; total = h - l
            }
            // `ProgressView(value: v) { Text("Label") } currentValueLabel: { ... }`: the label as a trailing closure
            // too, the current value below the bar; a gauge's `minimumValueLabel:` and `maximumValueLabel:`
            // besides, each marked for the place its style gives it.
            guard t == "Gauge" else { return view(.progress(value: value, total: total), try slots()) }
            let bounds = try content("minimumValueLabel").map { $0.adding(.other(ViewNode.minimumValueLabel)) }
                + (try content("maximumValueLabel").map { $0.adding(.other(ViewNode.maximumValueLabel)) })
            return view(.progress(value: value, total: total), try slots() + bounds)
        case "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "ContainerRelativeShape", "UnevenRoundedRectangle":
            // The radius, kept for the drawing in points (the cells draw no corners).
            if let r = number("cornerRadius") ?? number("topLeadingRadius") {
                return .view(ViewNode(.shape(t), modifiers: [.other("cornerRadius:\(r)")], location: loc))
            }
            return view(.shape(t))
        case "LinearGradient", "RadialGradient", "AngularGradient":
            return .color(gradient(t, args, i) ?? .named("secondary"))
        case "Path": return try constructPath(args, i, node: node)
        case "UIBezierPath": return try constructBezierPath(args, i, node: node)
        case "CGRect": return constructRect(args)
        // `UITraitCollection(userInterfaceStyle: .dark)`: what `resolvedColor(with:)` reads.
        case "UITraitCollection": return .opaque(.init(t, Dictionary(args.map { ($0.label ?? "_", $0.value) }, uniquingKeysWith: { a, _ in a })))
        case "Color", "UIColor":
            if let r = number("red"), let g = number("green"), let b = number("blue") {
                return .color(.rgb(r: r, g: g, b: b, opacity: number("opacity") ?? number("alpha") ?? 1))
            }
            if let hex = arg(args, "hex")?.asString {
                // `Color(hex:)` is the app's own extension; when its file was not given, the usual one.
                var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
                if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
                guard digits.count == 6 || digits.count == 8, let n = UInt64(digits, radix: 16) else { return .color(.named("clear")) }
                let v = digits.count == 8 ? n >> 8 : n
                return .color(.rgb(r: Double(v >> 16 & 0xff) / 255, g: Double(v >> 8 & 0xff) / 255, b: Double(v & 0xff) / 255, opacity: 1))
            }
            if let w = number("white") { return .color(.rgb(r: w, g: w, b: w, opacity: number("opacity") ?? 1)) }
            if let name = first?.asString {
                if let c = i.assetColour(name) { return .color(c) }
                // The phone draws a colour missing from the asset catalog as clear, and logs it;
                // a set that is there with no colour in it (Xcode's template AccentColor) is drawn so too.
                if i.resources.colourlessSets.contains(name) {
                    i.note("Color(\"\(name)\"): the colour set \(name) defines no colour (an empty set, as Xcode's template makes it; drawn clear)", node)
                } else {
                    i.note("Color(\"\(name)\"): no colour set named \(name) in the assets beside the sources (drawn clear)", node)
                }
                return .color(.named("clear"))
            }
            if case .color? = first { return first! }
            if case .enumCase(_, let n, _)? = first, let c = try staticMember("Color", n, i, node: node) { return c }
            if let h = number("hue") { return .color(hsb(h, number("saturation") ?? 0, number("brightness") ?? 0, number("opacity") ?? 1)) }
            // `UIColor { traits in ... }` (`dynamicProvider:`): UIKit asks the
            // closure for the colour of the appearance drawn (the island's dark).
            if t == "UIColor", let provider = args.first(where: { $0.label == nil || $0.label == "dynamicProvider" }), isClosure(provider.value) {
                let style = SwiftValue.enumCase(type: "UIUserInterfaceStyle", name: i.appearance.isDark ? "dark" : "light", payload: [])
                let traits = SwiftValue.opaque(.init("UITraitCollection", ["userInterfaceStyle": style]))
                if case .color(let c) = try i.invoke(provider.value, [Argument(label: nil, value: traits, node: Syntax(node))], node: node) {
                    return .color(c)
                }
            }
            throw .unsupported("Color(...)", node, "a colour lasim cannot compute")
        case "EmptyView": return view(.empty)
        case "AnyView": return .view(try first.map { v throws(SwiftError) in try i.view(of: v, node: node) } ?? ViewNode(.empty, location: loc))
        case "Toggle":
            var label = try content("label") + (try content())
            if let s = first?.asString, args[0].label == nil { label = [titleText(s)] }
            return .view(toggle(label: label, on: toggleValue(arg(args, "isOn")), location: loc))
        case "Link", "Button":
            // A button is styled once the views around it are known (`ButtonStyles`).
            let marks: [ViewModifier] = t == "Button" ? [.other(ButtonStyles.marker)] : []
            if let s = first?.asString, args[0].label == nil { return .view(marks.reduce(titleText(s)) { $0.adding($1) }) }
            // `Button { quit() } label: { Image(...) }`: beside a `label:`, the unlabelled closure is the action a tap runs.
            let labelled = args.contains { $0.label == "label" }
            let label = try content("label") + (labelled ? [] : try content())
            if label.count == 1, !marks.isEmpty { return .view(marks.reduce(label[0]) { $0.adding($1) }) }
            return .view(marks.reduce(ViewNode(.group, children: label, location: loc)) { $0.adding($1) })
        case "DynamicIsland":
            var settings: [String: SwiftValue] = [:]
            for (k, a) in args.enumerated() { settings[a.label ?? (k == 0 ? "expanded" : "_\(k)")] = a.value }
            return .opaque(.init("DynamicIsland", settings))
        case "DynamicIslandExpandedRegion":
            let position = enumName(first) ?? "bottom"
            // `priority:` (0 unless given): which region the island sizes first (`Renderer.topSlots`).
            // `.greatestFiniteMagnitude` (written for a leading region that must win) is above any other.
            let written = arg(args, "priority")
            let priority = written?.asDouble ?? (["greatestFiniteMagnitude", "infinity"].contains(enumName(written) ?? "") ? .greatestFiniteMagnitude : 0)
            return .view(ViewNode(.group, children: try content(), modifiers: [.other("region:" + position)]
                                  + (priority == 0 ? [] : [.other("\(Renderer.regionPriorityTrait):\(priority)")]), location: loc))
        // Values
        case "String":
            if let k = arg(args, "localized") { return .string(i.localized(i.describe(k), default: arg(args, "defaultValue").map(i.describe))) }
            if let f = arg(args, "format")?.asString { return .string(formatted(f, args, i)) }
            if let r = arg(args, "repeating"), let n = arg(args, "count")?.asInt { return .string(String(repeating: i.describe(r), count: max(0, min(n, 10_000)))) }
            // `String(255, radix: 16, uppercase: true)`: "FF".
            if let radix = arg(args, "radix")?.asInt, (2...36).contains(radix), let n = first?.asInt {
                return .string(String(n, radix: radix, uppercase: arg(args, "uppercase")?.asBool ?? false))
            }
            // `String(data: d, encoding: .utf8)`, `String(decoding: d, as: UTF8.self)`: the bytes' text;
            // nil (decoding: U+FFFD for each bad byte) where they are not UTF-8.
            if let d = arg(args, "data") ?? arg(args, "decoding"), let bytes = dataBytes(d) {
                if args.first?.label == "decoding" { return .string(String(decoding: bytes, as: UTF8.self)) }
                return String(validating: bytes, as: UTF8.self).map(SwiftValue.string) ?? .null
            }
            if let v = arg(args, "describing") ?? first {
                if case .array(let items) = v, items.allSatisfy({ if case .character = $0 { return true }; return false }) {
                    return .string(items.map { i.describe($0) }.joined())
                }
                return .string(i.describe(v))
            }
            return .string("")
        // `Character("x")`: one grapheme; more or none is Swift's runtime trap.
        case "Character":
            if case .character? = first { return first! }
            guard case .string(let s)? = first else { throw .unsupported("Character(...)", node, "not made from a String") }
            guard s.count == 1, let c = s.first else {
                throw .fatal("Can't form a Character from a String containing more than one extended grapheme cluster", node)
            }
            return .character(c)
        case "UInt64":
            guard let v = first else { return .uint64(0) }
            if case .string(let s) = v { return UInt64(s).map { .uint64($0) } ?? .null }
            if let u = v.asUInt64 { return .uint64(u) }
            if case .int = v { throw .fatal("Negative value is not representable", node) }
            guard let d = v.asDouble, d.isFinite, d > -1, d < 0x1p64 else {
                throw .fatal("Double value cannot be converted to UInt64 because it is outside the representable range", node)
            }
            return .uint64(UInt64(d))
        case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt8", "UInt16", "UInt32":
            guard let v = first else { return .int(0) }
            // `UInt16(truncatingIfNeeded: seconds)`, `UInt8(clamping: level)`:
            // the value the type's width keeps, which the app then encodes.
            if let n = v.asInt, let label = args.first?.label, let bits = IntegerWidths.bits[t] {
                if label == "truncatingIfNeeded" { return .int(IntegerWidths.truncating(n, bits: bits, signed: !t.hasPrefix("U"))) }
                if label == "clamping" { return .int(IntegerWidths.clamping(n, bits: bits, signed: !t.hasPrefix("U"))) }
            }
            if case .string(let s) = v { return Int(s).map { .int($0) } ?? .null }
            if case .uint64(let u) = v {
                guard let n = Int(exactly: u) else { throw .fatal("Not enough bits to represent the passed value", node) }
                return .int(n)
            }
            guard let d = v.asDouble else { return .null }
            if let n = v.asInt, case .int = v { return .int(n) }
            guard d.isFinite, abs(d) < 9.2e18 else { throw .fatal("Double value cannot be converted to Int because it is either infinite or NaN", node) }
            return .int(Int(d))
        case _ where FloatingTypes.contains(t):
            guard let v = first else { return FloatingTypes.value(0, as: t) }
            if case .string(let s) = v { return Double(s).map { FloatingTypes.value($0, as: t) } ?? .null }
            return v.asDouble.map { FloatingTypes.value($0, as: t) } ?? .null
        // `_start = State(initialValue: date)`, a view's initializer setting its
        // `@State` (`Interpreter.wrappedField`): the state's first value, which
        // the view reads as it draws.
        case "State" where args.count == 1 && ["initialValue", "wrappedValue"].contains(args[0].label ?? ""):
            return args[0].value
        case "Bool":
            if case .string(let s)? = first { return s == "true" ? .bool(true) : s == "false" ? .bool(false) : .null }
            return first ?? .bool(false)
        case "Date":
            if let s = number("timeIntervalSince1970") { return .date(s) }
            if let s = number("timeIntervalSinceNow") { return .date(i.input.now + s) }
            if let s = number("timeIntervalSinceReferenceDate") { return .date(s + Value.referenceDateOffset) }
            if let s = number("timeInterval"), case .date(let d)? = arg(args, "since") { return .date(d + s) }
            return .date(i.input.now)
        case "Array", "Set":
            if let r = arg(args, "repeating"), let n = arg(args, "count")?.asInt {
                try i.count(max(0, n), node)
                return .array(Array(repeating: r, count: max(0, n)))
            }
            guard let v = first else { return .array([]) }
            var items = try i.elements(of: v, node: node)
            if t == "Set" { var out: [SwiftValue] = []; for x in items where !out.contains(where: { Interpreter.equal($0, x) }) { out.append(x) }; items = out }
            return .array(items)
        case "Dictionary":
            if case .array(let pairs)? = first, args.first?.label == "uniqueKeysWithValues" {
                return .dictionary(pairs.compactMap { p in if case .tuple(let t) = p, t.count == 2 { return (t[0].value, t[1].value) }; return nil })
            }
            // `Dictionary(grouping: items, by: \.group)` (or a closure): each key's
            // elements in their order; the keys in the order first met.
            if args.first?.label == "grouping", let v = first, let by = arg(args, "by") ?? (args.count == 2 ? args[1].value : nil) {
                var groups: [(key: SwiftValue, value: SwiftValue)] = []
                for x in try i.elements(of: v, node: node) {
                    let key = try i.invoke(by, [Argument(label: nil, value: x, node: Syntax(node))], node: node)
                    if let k = groups.firstIndex(where: { Interpreter.equal($0.key, key) }), case .array(let list) = groups[k].value {
                        groups[k].value = .array(list + [x])
                    } else {
                        groups.append((key, .array([x])))
                    }
                }
                return .dictionary(groups)
            }
            return .dictionary([])
        case "URL": return first.map { .string(i.describe($0)) } ?? .null
        case "URLComponents": return urlComponents(first.map(i.describe))
        case "URLQueryItem": return queryItem(name: arg(args, "name").map(i.describe) ?? "", value: arg(args, "value").flatMap { $0.isNil ? nil : i.describe($0) })
        case "UUID":
            if let u = arg(args, "uuidString") { return uuid(parsing: i.describe(u)) }
            // `let id = UUID()` in an `Identifiable` model: an identity, never
            // what is drawn. A new one each call, numbered, so a render is the
            // same on every run.
            i.uuidsMade += 1
            let n = String(i.uuidsMade, radix: 16, uppercase: true)
            return .string("00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - n.count)) + n)
        case "NSNumber": return first ?? .int(0)
        case "LocalizedStringKey", "LocalizedStringResource": return first.map { .string(i.localized(i.describe($0))) } ?? .string("")
        case "AttributedString":
            // `AttributedString(markdown:)`: the words its Markdown leaves, as a literal `Text`'s.
            if let m = arg(args, "markdown") { return .opaque(.init("AttributedString", ["_": .string(TextMarkdown.plain(i.describe(m)))])) }
            // `AttributedString(nsAttributed)`: the same text.
            if case .opaque(let o)? = first, o.kind == "AttributedString" { return .opaque(o) }
            return .opaque(.init("AttributedString", ["_": first ?? .string("")]))
        case "DateFormatter", "NumberFormatter", "RelativeDateTimeFormatter", "DateComponentsFormatter", "ISO8601DateFormatter", "MeasurementFormatter",
             "ByteCountFormatter":
            return .opaque(.init(t))
        // `Font(uiFont)`: a `UIFont` is already the font it names (`Builtins.uiFont`).
        case "Font": return first.flatMap { isFont($0) ? $0 : nil } ?? .enumCase(type: "", name: "body", payload: [])
        case "UIFont": return uiFont("init", args) ?? .enumCase(type: "", name: "body", payload: [])
        case "NSAttributedString": return nsAttributedString(args, i)
        case "NSString": return first.map { .string(i.describe($0)) } ?? .string("")
        // A type-erased style is the style it wraps; `BackgroundStyle()` is `.background`.
        case "AnyShapeStyle": return first ?? .null
        case "BackgroundStyle": return systemColour("background").map { .color($0) } ?? .null
        case "CGSize", "CGPoint", "EdgeInsets", "Angle", "Measurement", "Duration", "StrokeStyle", "FillStyle", "Gradient", "UnitPoint",
             "KeyPathComparator", "SortDescriptor", "GridItem":
            return .opaque(.init(t, Dictionary(args.map { ($0.label ?? "_", $0.value) }, uniquingKeysWith: { a, _ in a })))
        // `TimeZone(identifier: "UTC")`: what it was made from, for a formatter to read.
        case "Calendar", "Locale", "TimeZone", "Bundle":
            let made = SwiftValue.opaque(.init(t, Dictionary(args.compactMap { a in a.label.map { ($0, a.value) } }, uniquingKeysWith: { a, _ in a })))
            // A name the tz database lacks (`"Bogus"`, `"europe/paris"`) makes
            // no zone, as Foundation's failable initializers say: the app's
            // `?? .current` or `guard` takes over, as on the phone.
            if t == "TimeZone", let label = args.first?.label, ["identifier", "abbreviation", "secondsFromGMT"].contains(label),
               formatterZone(made, i) == nil {
                i.note("TimeZone(\(label): \(first.map(i.debugDescribe) ?? "?")) is nil: no such zone", node)
                return .null
            }
            return made
        case "UIGraphicsImageRenderer":
            guard let renderer = imageRenderer(args) else { throw .unsupported("UIGraphicsImageRenderer(...)", node, "neither size: nor bounds: given") }
            return renderer
        case "Scanner": return .opaque(.init(t, ["string": .string(first.map { i.describe($0) } ?? "")]))
        case "CharacterSet": return characterSet(charactersIn: (arg(args, "charactersIn") ?? first).map { i.describe($0) } ?? "")
        case "UIImage":
            // `UIImage(named:)`: the asset, with its size in points, or nil when the assets lack it
            // (also `UIImage(resource: .logo)`, Xcode's generated symbol, and
            // `imageLiteralResourceName:`, which `#imageLiteral` becomes);
            // from a file or bytes: nil, as the App Group container is empty.
            switch args.first?.label {
            case "named", "resource", "imageLiteralResourceName":
                return assetUIImage(first.map { i.describe($0) } ?? "", i)
            case "systemName": return .opaque(.init(t, ["systemName": first ?? .string("")]))
            // `UIImage(data:)`: the PNG or JPEG those bytes hold (a payload's `Data`,
            // a Base64 literal's, an asset's `pngData()`); nil for others, as on the phone.
            case "data":
                guard let bytes = first.flatMap(dataBytes), let n = ImageBytes.name(bytes, scale: arg(args, "scale")?.asDouble ?? 1),
                      let image = i.resources.image(n, dark: false), image.isDecoded else { return .null }
                return .opaque(.init(t, ["name": .string(n), "size": .opaque(.init("CGSize", ["width": .double(Double(image.width) / image.scale),
                                                                                              "height": .double(Double(image.height) / image.scale)]))]))
            default: return .null
            }
        // `CircularProgressViewStyle()`: the style `.circular` names; its
        // `tint:` (iOS 14's way to colour the bar) is kept for the bar.
        case "CircularProgressViewStyle", "LinearProgressViewStyle", "DefaultProgressViewStyle":
            let style = ["Circular": "circular", "Linear": "linear"][String(t.dropLast(17))] ?? "automatic"
            return .enumCase(type: "", name: style, payload: arg(args, "tint").map { [("tint", $0)] } ?? [])
        // `SwitchToggleStyle(tint: .orange)` (iOS 14's way to colour a switch): `.switch`, its tint kept.
        case "SwitchToggleStyle": return .enumCase(type: "", name: "switch", payload: arg(args, "tint").map { [("tint", $0)] } ?? [])
        case _ where ButtonStyles.styleTypes[t] != nil: return .enumCase(type: "", name: ButtonStyles.styleTypes[t] ?? "", payload: [])
        // `Alignment(horizontal: .leading, vertical: .center)`: the alignment those two name (`.leading`).
        case "Alignment":
            let h = enumName(arg(args, "horizontal")) ?? "center", v = enumName(arg(args, "vertical")) ?? "center"
            let name = v == "center" ? h : h == "center" ? v : v + h.prefix(1).uppercased() + h.dropFirst()
            return .enumCase(type: "", name: name, payload: [])
        case "UserDefaults": return .opaque(.init(t))
        case "FileManager": return .opaque(.init(t))
        case "JSONDecoder": return .opaque(.init(t))
        case "Data":
            if let url = arg(args, "contentsOf") { return try bundleData(url, i, node: node) }
            // `Data()`: no bytes (a preview's empty album art).
            if args.isEmpty { return data(text: "") }
            // `Data(base64Encoded:)`: the bytes, nil when the text is not Base64 (as Foundation).
            if args.first?.label == "base64Encoded" {
                return first?.asString.flatMap { dataBytes(.string($0)) }.map(data) ?? .null
            }
            // `Data(json.utf8)`: a string's bytes, kept as its text (`String.data(using:)`).
            if args.count == 1, args[0].label == nil, case .array(let bytes) = args[0].value {
                let codes = bytes.compactMap { $0.asInt.flatMap(UInt8.init(exactly:)) }
                if codes.count == bytes.count { return data(text: String(decoding: codes, as: UTF8.self)) }
            }
            throw .unsupported("Data(...)", node, "bytes made at run time")
        default:
            // A package's type the app only extends (a preview's sample value made of it):
            // what is missing is its declaration, not something lasim could draw.
            let declared = i.decls.type(t) != nil
            throw .unsupported(t + "(...)", node, declared ? "\(t) is declared outside the sources given, which only extend it" : "not known to lasim")
        }
    }

    /// `UUID(uuidString:)`: nil unless 8-4-4-4-12 hex digits; Swift prints it in capitals.
    static func uuid(parsing s: String) -> SwiftValue {
        let groups = s.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12], groups.allSatisfy({ $0.allSatisfy(\.isHexDigit) }) else { return .null }
        return .string(s.uppercased())
    }

    /// The case a value names (`.leading`, `.bold`), whatever its type.
    static func enumName(_ v: SwiftValue?) -> String? { if case .enumCase(_, let n, _)? = v { return n }; return nil }

    /// An `Edge.Set` argument (`.top`, `[.top, .bottom]`) as `EdgeSet` reads it; nil when it is not one.
    static func edgeSetText(_ v: SwiftValue) -> String? {
        if case .enumCase(_, let n, _) = v { return n }
        if case .array(let list) = v { return list.compactMap { if case .enumCase(_, let n, _) = $0 { return n }; return nil }.joined(separator: ",") }
        return nil
    }

    static func isShape(_ n: ViewNode) -> Bool { if case .shape = n.kind { return true }; return false }

    /// A shape given as an argument (`.clipShape(Ticket())`, `in: Capsule()`):
    /// a built-in one is a view already, an app's own is made one here.
    static func shapeNode(_ v: SwiftValue?, _ i: Interpreter, _ syntax: some SyntaxProtocol) -> ViewNode? {
        switch v {
        case .view(let n)? where isShape(n): return n
        case .instance(let x)? where i.decls.type(x.type)?.isShape == true: return try? i.view(of: .instance(x), node: syntax)
        default: return nil
        }
    }

    static func isClosure(_ v: SwiftValue) -> Bool {
        switch v {
        case .closure, .bound: return true
        default: return false
        }
    }

    static func hsb(_ h: Double, _ s: Double, _ b: Double, _ o: Double) -> ViewColor {
        let i = (h * 6).rounded(.down), f = h * 6 - i
        let p = b * (1 - s), q = b * (1 - f * s), t = b * (1 - (1 - f) * s)
        let (r, g, bl): (Double, Double, Double)
        switch Int(i) % 6 {
        case 0: (r, g, bl) = (b, t, p)
        case 1: (r, g, bl) = (q, b, p)
        case 2: (r, g, bl) = (p, b, t)
        case 3: (r, g, bl) = (p, q, b)
        case 4: (r, g, bl) = (t, p, b)
        default: (r, g, bl) = (b, p, q)
        }
        return .rgb(r: r, g: g, b: bl, opacity: o)
    }

    static func subscriptValue(_ base: SwiftValue, _ key: SwiftValue, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        if case .opaque(let d) = base, d.kind == "ViewDimensions" { return try dimension(d, key, node: node) }
        return try stringSubscript(base, key, node: node)
    }

    // MARK: - Modifiers

    /// Points from a modifier's argument; `.infinity` stays infinite.
    static func points(_ v: SwiftValue?) -> Double? {
        guard let v else { return nil }
        if case .enumCase(_, "infinity", _) = v { return .infinity }
        return v.asDouble
    }

    /// A style's `tint:` (`SwitchToggleStyle(tint:)`, `LinearProgressViewStyle(tint:)`), as a colour.
    static func styleTint(_ style: SwiftValue?, _ i: Interpreter) -> ViewColor? {
        guard case .enumCase(_, _, let payload)? = style, let tint = payload.first(where: { $0.label == "tint" }) else { return nil }
        return colour(tint.value, i)
    }

    /// `.foregroundStyle(.secondary)`, `.fill(done ? .primary : .tertiary)`:
    /// where a `ShapeStyle` is taken, an implicit `.secondary` is
    /// `HierarchicalShapeStyle`'s level of the foreground style in force, not
    /// `Color.secondary` (what `.foregroundColor(.secondary)` and
    /// `Color.secondary` write, a colour of its own). The evaluator reads
    /// both as the colour; the syntax tells them apart.
    static func writesLevel(_ e: ExprSyntax) -> Bool {
        if let m = e.as(MemberAccessExprSyntax.self) { return m.base == nil && ViewColor.levelNames.contains(m.declName.baseName.text) }
        if let t = e.as(TernaryExprSyntax.self) { return writesLevel(t.thenExpression) && writesLevel(t.elseExpression) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return writesLevel(only.expression) }
        return false
    }

    static func colour(_ v: SwiftValue?, _ i: Interpreter) -> ViewColor? {
        switch v {
        case .color(let c)?: return c
        case .enumCase(_, let n, _)?: return i.systemColour(n)
        case .view(let n)? where n.fillColour != nil: return n.fillColour
        default: return nil
        }
    }

    /// Modifiers that change nothing in a still frame (what happens over
    /// time, on a tap, or for VoiceOver): the view is drawn as it is, and their
    /// arguments (an `Animation`, a transition, a closure, a `DragGesture`) are
    /// never run, so one lasim cannot make is no reason for a note. A Live
    /// Activity takes no gesture at all (only a `Button` or `Toggle` with an
    /// App Intent, or a tap opening the app), so a view shared with the app
    /// keeps its gestures and they do nothing. A widget's views are drawn
    /// once and archived: an action that a size or a preference would call
    /// (`.onGeometryChange`, `.onPreferenceChange`, which set a `@State` the
    /// phone never draws again) never runs, and a `.preference` only feeds
    /// them (a view drawn from one, `.overlayPreferenceValue`, is said where it is).
    static let stillFrameModifiers: Set<String> = [
        "animation", "transition", "contentTransition", "symbolEffect", "transaction", "widgetURL", "id", "tag",
        "onAppear", "onDisappear", "onChange", "onReceive", "onTapGesture", "onOpenURL", "task", "sensoryFeedback",
        "gesture", "simultaneousGesture", "highPriorityGesture", "onLongPressGesture", "onHover", "onContinuousHover",
        "onDrag", "onDrop", "draggable", "dropDestination", "onGeometryChange", "onPreferenceChange", "preference",
        "accessibilityLabel", "accessibilityHidden", "accessibilityElement", "accessibilityValue", "accessibilityHint",
        "accessibilityAddTraits", "accessibilityIdentifier", "accessibilitySortPriority",
    ]

    /// iOS 26's Liquid Glass (`.glassEffect()`, `.glassEffect(.regular.tint(.blue), in: .rect(cornerRadius: 8))`):
    /// a material behind the view, which lasim draws as it draws a material
    /// background (`.background(.ultraThinMaterial)`): not at all. Its
    /// `Glass` argument is not made, so one lasim does not model is no reason for a note.
    static let materialModifiers: Set<String> = ["glassEffect"]

    /// An effect's `anchor:` (`.topLeading`, `UnitPoint(x:y:)`): the centre unless given.
    static func effectAnchor(_ args: [Argument]) -> ViewGradient.UnitPoint {
        switch arg(args, "anchor") {
        case .enumCase(_, let n, _)?: return ViewGradient.UnitPoint.named(n) ?? .init(x: 0.5, y: 0.5)
        case .opaque(let o)? where o.kind == "UnitPoint":
            return .init(x: o.settings["x"]?.asDouble ?? 0.5, y: o.settings["y"]?.asDouble ?? 0.5)
        default: return .init(x: 0.5, y: 0.5)
        }
    }

    static func modifier(_ node: ViewNode, _ name: String, _ args: [Argument], _ i: Interpreter, node syntax: some SyntaxProtocol) throws(SwiftError) -> ViewNode? {
        if stillFrameModifiers.contains(name) { return node.adding(.other(name)) }
        let a = args.map(\.value)
        let first = a.first
        if let m = try chartModifier(node, name, args, i, syntax: syntax) { return m }
        switch name {
        case "font":
            guard let f = first else { return node }
            guard case .enumCase(_, _, let payload) = f else { return node.adding(font(f)) }
            // The font's tabular digits and width, as if written inside its
            // `.font`: the environment applies the outer modifier first.
            var node = node
            if payload.contains(where: { $0.label == "monospacedDigit" }) { node = node.adding(.other("fontTabularDigits")) }
            if payload.contains(where: { $0.label == "italic" }) { node = node.adding(.italic) }
            if let w = payload.last(where: { $0.label == "width" }).flatMap({ fontWidth($0.value) }) {
                node = node.adding(.other("fontOwnWidth:\(w)"))
            }
            return node.adding(font(f))
        case "monospaced": return node.adding(.other(first?.asBool == false ? "monospaced:false" : "monospaced"))
        case "monospacedDigit": return node.adding(.other(name))
        case "alignmentGuide": return try alignmentGuide(node, args, i, syntax: syntax)
        case "interpolation": return node.adding(.other(enumName(first) == "none" ? "interpolation:none" : name))
        case "fontDesign":
            guard let design = enumName(first) else { return node.adding(.other(name)) }
            return node.adding(.other("fontDesign:\(design)"))
        case "fontWeight": return node.adding(.font(size: 0, weight: enumName(first), design: nil))
        case "fontWidth":
            guard let w = fontWidth(first) else { return node.adding(.other(name)) }
            return node.adding(.other("fontWidth:\(w)"))
        case "dynamicTypeSize":
            guard let bounds = typeSizeBounds(first) else { return node.adding(.other(name)) }
            return node.adding(.dynamicTypeSize(min: bounds.min, max: bounds.max))
        case "bold": return node.adding(.bold(first?.asBool ?? true))
        case "italic": return node.adding(.italic)
        case "foregroundColor", "foregroundStyle", "tint", "fill", "accentColor":
            // `.fill(style: FillStyle(eoFill: true))`: a path's overlapping parts cut out (a ticket's notches).
            var node = node
            if name == "fill", case .opaque(let s)? = arg(args, "style"), s.kind == "FillStyle", s.settings["eoFill"]?.asBool == true {
                node = node.adding(.other("fillRule:evenodd"))
            }
            guard var c = colour(arg(args, nil), i) else { return node.adding(.other(name)) }
            if name == "foregroundStyle" || name == "fill", let e = args.first(where: { $0.label == nil })?.node.as(ExprSyntax.self),
               writesLevel(e), let level = (0..<4).first(where: { ViewColor.label($0) == c }) {
                c = .named(ViewColor.levelNames[level])
            }
            if name == "tint" { return ViewEnvironmentRewrites.tintedSwitches(node, c).adding(.tint(c)) }
            return node.adding(name == "accentColor" ? .tint(c) : .foreground(c))
        case "background":
            let alignment = enumName(arg(args, "alignment"))
            // `.background(.red, in: RoundedRectangle(cornerRadius: 8))`: the shape filled with the colour.
            if let c = colour(first, i), let shape = shapeNode(arg(args, "in"), i, syntax) {
                return node.adding(.background(.view(shape.adding(.foreground(c)))))
            }
            // A shape, filled or not, is drawn as the shape (its corners), not as its colour.
            if case .view(let n)? = first, case .shape = n.kind { return node.adding(.background(.view(layer(n, alignment)))) }
            if let c = colour(first, i) { return node.adding(.background(.color(c))) }
            if let v = first, let n = try? i.view(of: v, node: syntax) { return node.adding(.background(.view(layer(n, alignment)))) }
            if let c = args.first(where: { isClosure($0.value) }), let n = try i.viewIfView(try i.invoke(c.value, [], node: syntax, builder: true), node: syntax) {
                return node.adding(.background(.view(layer(n, alignment))))
            }
            return node.adding(.other("background"))
        case "overlay":
            let alignment = enumName(arg(args, "alignment"))
            if let c = args.first(where: { isClosure($0.value) }), let n = try i.viewIfView(try i.invoke(c.value, [], node: syntax, builder: true), node: syntax) {
                return node.adding(.overlay(layer(n, alignment)))
            }
            if let v = first, let n = try? i.view(of: v, node: syntax) { return node.adding(.overlay(layer(n, alignment))) }
            return node.adding(.other("overlay"))
        case "padding":
            var edges = "all"
            var amount: Double?
            for x in a {
                if case .enumCase(_, let n, _) = x { edges = n } else if case .array(let list) = x { edges = list.compactMap(enumName).joined(separator: ",") } else { amount = x.asDouble }
            }
            return node.adding(.padding(edges: edges, amount: amount))
        case "frame":
            // A fixed width or height that is infinite, NaN or negative is
            // not laid out: SwiftUI logs this and leaves that dimension
            // unset (`maxWidth: .infinity` is a bound, and valid).
            func fixed(_ label: String) -> Double? {
                guard let v = points(arg(args, label)) else { return nil }
                if v.isFinite && v >= 0 { return v }
                i.note("Invalid frame dimension (negative or non-finite). (\(label): \(v), laid out as not given)", syntax)
                return nil
            }
            return node.adding(.frame(width: fixed("width"), height: fixed("height"),
                                      minWidth: points(arg(args, "minWidth")), maxWidth: points(arg(args, "maxWidth")),
                                      minHeight: points(arg(args, "minHeight")), maxHeight: points(arg(args, "maxHeight")),
                                      alignment: enumName(arg(args, "alignment"))))
        case "lineLimit": return node.adding(.lineLimit(first?.asInt))
        case "opacity": return node.adding(.opacity(first?.asDouble ?? 1))
        case "multilineTextAlignment": return node.adding(.multilineTextAlignment(enumName(first) ?? "leading"))
        case "hidden": return node.adding(.hidden)
        // `.imageScale(.large)`: a symbol's size against its font's (`ViewEnvironment.imageScale`).
        case "imageScale":
            guard let scale = enumName(first) else { return node.adding(.other(name)) }
            return node.adding(.other("imageScale:\(scale)"))
        case "truncationMode":
            // Read by the layout (`TruncationMode`): `.head`, `.middle`, `.tail`.
            guard let mode = enumName(first) else { return node.adding(.other(name)) }
            return node.adding(.other("truncationMode:\(mode)"))
        case "textCase":
            // `.textCase(.uppercase)`: the texts below it as the phone shows them.
            guard let mode = enumName(first), mode == "uppercase" || mode == "lowercase" else { return node.adding(.other(name)) }
            return cased(node, upper: mode == "uppercase")
        case "minimumScaleFactor", "layoutPriority", "tracking", "kerning":
            // The layout reads the value: `minimumScaleFactor:0.7`.
            guard let v = first?.asDouble, v.isFinite else { return node.adding(.other(name)) }
            return node.adding(.other("\(name):\(v)"))
        case "fixedSize" where !a.isEmpty:
            // `.fixedSize(horizontal: false, vertical: true)`: the axes it fixes.
            let h = arg(args, "horizontal").flatMap(\.asBool) ?? true, v = arg(args, "vertical").flatMap(\.asBool) ?? true
            if h && v { return node.adding(.other(name)) }
            if h { return node.adding(.other("fixedSize:horizontal")) }
            if v { return node.adding(.other("fixedSize:vertical")) }
            return node
        case "activityBackgroundTint":
            i.cardTint = colour(first, i)
            return node.adding(.other(name))
        case "activitySystemActionForegroundColor":
            i.actionForeground = colour(first, i)
            return node.adding(.other(name))
        // Kept with their values for the drawing in points; the layout
        // and the cells do not read them.
        case "cornerRadius":
            guard let r = first?.asDouble else { return node.adding(.other(name)) }
            return node.adding(.other("cornerRadius:\(r)"))
        case "clipShape":
            if let shape = shapeNode(first, i, syntax), case .shape(let s) = shape.kind {
                // `.clipShape(RoundedCorner(radius: 20, corners: [.topLeft, .topRight]))`: the app's own shape's path.
                if let outline = shape.outline { return node.adding(.clip(outline)) }
                for case .other(let m) in shape.modifiers where m.hasPrefix("cornerRadius:") { return node.adding(.other(m)) }
                return node.adding(.other("clipShape:\(s)"))
            }
            if case .enumCase(_, let n, let payload)? = first {
                if let r = payload.first(where: { $0.label == "cornerRadius" })?.value.asDouble { return node.adding(.other("cornerRadius:\(r)")) }
                if n == "capsule" || n == "circle" || n == "ellipse" { return node.adding(.other("clipShape:\(n.prefix(1).uppercased() + n.dropFirst())")) }
            }
            return node.adding(.other(name))
        case "zIndex":
            guard let z = first?.asDouble, z.isFinite else { return node.adding(.other(name)) }
            return node.adding(.other("zIndex:\(z)"))
        // `.clipped()`: what reaches past the view's frame (a `.scaledToFill()` photo) is cut at it.
        case "clipped": return node.adding(.other("clipShape:Rectangle"))
        case "offset":
            let x = arg(args, "x")?.asDouble ?? 0, y = arg(args, "y")?.asDouble ?? 0
            guard x != 0 || y != 0 else { return node.adding(.other(name)) }
            return node.adding(.other("offset:\(x),\(y)"))
        case "position":
            // `.position(x:y:)` (each 0 unless given), `.position(CGPoint(x:y:))`.
            var x = arg(args, "x")?.asDouble ?? 0, y = arg(args, "y")?.asDouble ?? 0
            if case .opaque(let o)? = first, o.kind == "CGPoint" { (x, y) = (o.settings["x"]?.asDouble ?? 0, o.settings["y"]?.asDouble ?? 0) }
            return node.adding(.other("position:\(x),\(y)"))
        case "rotationEffect", "rotation":
            // `.rotationEffect(.degrees(10), anchor: .topLeading)`, `Shape.rotation(_:anchor:)`:
            // drawn turned about the anchor (the centre unless given); laid
            // out where it was, its frame unchanged, as SwiftUI does.
            guard let degrees = degrees(first) else { return nil }
            let anchor = effectAnchor(args)
            guard degrees.truncatingRemainder(dividingBy: 360) != 0 else { return node.adding(.other(name)) }
            return node.adding(.other(ViewRotation(degrees: degrees, anchorX: anchor.x, anchorY: anchor.y).modifier))
        case "scaleEffect":
            // `.scaleEffect(0.5)`, `.scaleEffect(x: 1.2, y: 1)`, `.scaleEffect(CGSize(...))`,
            // each with an `anchor:` (the centre unless given): drawn scaled
            // about it, laid out unscaled, as SwiftUI does.
            var x = 1.0, y = 1.0
            switch first {
            case .opaque(let o)? where o.kind == "CGSize":
                (x, y) = (o.settings["width"]?.asDouble ?? 1, o.settings["height"]?.asDouble ?? 1)
            case let v? where args.first?.label == nil && v.asDouble != nil:
                (x, y) = (v.asDouble!, v.asDouble!)
            default:
                x = arg(args, "x")?.asDouble ?? 1; y = arg(args, "y")?.asDouble ?? 1
            }
            let anchor = effectAnchor(args)
            guard x.isFinite, y.isFinite, x != 1 || y != 1 else { return node.adding(.other(name)) }
            return node.adding(.other(ViewScale(x: x, y: y, anchorX: anchor.x, anchorY: anchor.y).modifier))
        case "path" where isShape(node):
            // `Circle().path(in: rect)`: the shape's outline in that rect, as a `Path`.
            guard let r = first.flatMap(rect(of:)), let p = builtinShapePath(node, in: r), case .view(let n) = pathView(p, location: node.location) else { return nil }
            return n
        case "size" where isShape(node):
            // `RoundedRectangle(...).size(CGSize(width: 100, height: 50))`: the
            // shape's path in that size at the top leading corner of the room
            // the shape still fills.
            var size = (arg(args, "width")?.asDouble, arg(args, "height")?.asDouble)
            if case .opaque(let o)? = first, o.kind == "CGSize" { size = (o.settings["width"]?.asDouble, o.settings["height"]?.asDouble) }
            guard let w = size.0, let h = size.1 else { return nil }
            return ViewNode(.zstack(alignment: "topLeading"), children: [node.adding(.frame(width: w, height: h, maxWidth: nil, alignment: nil))],
                            modifiers: [.frame(width: nil, height: nil, maxWidth: .infinity, maxHeight: .infinity, alignment: "topLeading")],
                            location: node.location)
        // `ContainerRelativeShape().inset(by: 8)` (InsettableShape): the same
        // shape, that much inside its frame on every side.
        case "inset" where isShape(node):
            guard let amount = points(arg(args, "by")) else { return nil }
            return node.adding(.padding(edges: "all", amount: amount))
        case "trim" where isShape(node):
            // `Circle().trim(from: 0, to: p)`: the part of its outline from `from` to `to`.
            let from = arg(args, "from")?.asDouble ?? 0, to = arg(args, "to")?.asDouble ?? 1
            return node.adding(.other("trim:\(from) \(to)"))
        case "strokedPath" where path(of: .view(node)) != nil:
            return strokedPath(node, first)
        case "stroke", "strokeBorder":
            // `Circle().stroke(.purple, lineWidth: 1.5)`: the shape's outline, in that colour.
            let style = strokeStyle(arg(args, "style"))
            let width = points(arg(args, "lineWidth")) ?? style?.width
            let stroked = colour(first, i).map { node.adding(.foreground($0)) } ?? node
            // `.stroke(style: StrokeStyle(dash: [4, 2]))`: the outline dashed.
            var dashed = style.map { $0.dash.isEmpty ? stroked : stroked.adding(.other("strokeDash:" + $0.dash.map { "\($0)" }.joined(separator: " "))) } ?? stroked
            // `StrokeStyle(lineWidth: 8, lineCap: .round)`: the ends rounded.
            if style?.roundCap == true { dashed = dashed.adding(.other("strokeCap:round")) }
            return dashed.adding(.other("\(name):\(width ?? 1)"))
        case "shadow":
            guard let radius = arg(args, "radius")?.asDouble else { return node.adding(.other(name)) }
            var s = ViewShadow(radius: radius, x: arg(args, "x")?.asDouble ?? 0, y: arg(args, "y")?.asDouble ?? 0)
            if let c = colour(arg(args, "color"), i) { s.colour = c }
            return node.adding(.shadow(s))
        case "buttonStyle":
            // An app's own style (its `makeBody` is not run) draws the label as it is.
            return node.adding(.other("buttonStyle:\(enumName(first) ?? "custom")"))
        case "labelStyle":
            // An app's own style (its `makeBody` is not run) draws the label as it is.
            return node.adding(.other("labelStyle:\(enumName(first) ?? "custom")"))
        case "dynamicIsland":
            // `.dynamicIsland(verticalPlacement: .belowIfTooWide)`: read where the expanded island places its regions.
            return enumName(arg(args, "verticalPlacement")) == "belowIfTooWide" ? node.adding(Renderer.belowIfTooWideMark) : node.adding(.other(name))
        case "contentMargins" where node.modifiers.contains(where: { if case .other(let m) = $0 { return m.hasPrefix("region:") }; return false }):
            // `DynamicIslandExpandedRegion(...) { }.contentMargins(.trailing, 8)`: that region's own margins.
            guard let length = args.first(where: { $0.label == nil && $0.value.asDouble != nil })?.value.asDouble,
                  args.count <= 2 else { return node.adding(.other(name)) }
            let edges = args.count == 2 ? edgeSetText(args[0].value) ?? "all" : "all"
            return node.adding(.other("\(Renderer.regionMarginsTrait):\(edges):\(length)"))
        case "controlSize":
            // Read by the bordered button styles (`ButtonStyles`): the pill's padding.
            return node.adding(.other("controlSize:\(enumName(first) ?? "regular")"))
        case "buttonBorderShape":
            guard case .enumCase(_, let shape, let payload)? = first else { return node.adding(.other(name)) }
            let radius = payload.first { $0.label == "radius" }?.value.asDouble
            return node.adding(.other("buttonBorderShape:\(shape)" + (radius.map { ":\($0)" } ?? "")))
        case "aspectRatio":
            // `.aspectRatio(contentMode: .fill)`, `.aspectRatio(16 / 9, contentMode: .fit)`,
            // `.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill)`: which way
            // the image keeps its shape, and the shape when given.
            let mode = enumName(arg(args, "contentMode")) ?? "fit"
            var ratio = args.first?.label == nil ? first?.asDouble : nil
            if args.first?.label == nil, case .opaque(let o)? = first, o.kind == "CGSize",
               let w = o.settings["width"]?.asDouble, let h = o.settings["height"]?.asDouble, h > 0 {
                ratio = w / h
            }
            return node.adding(.other("aspectRatio:" + mode + (ratio.map { ":\($0)" } ?? "")))
        case "symbolVariant": return ViewEnvironmentRewrites.symbolVariant(node, parts: ViewEnvironmentRewrites.variantParts(first))
        case "labelsHidden": return ViewEnvironmentRewrites.labelsHidden(node)
        case "toggleStyle" where enumName(first) == "button": return ViewEnvironmentRewrites.toggleAsButton(node)
        case "toggleStyle" where enumName(first) == "switch":
            guard let c = styleTint(first, i) else { return node }
            return ViewEnvironmentRewrites.tintedSwitches(node, c)
        // `.strikethrough(delay > 0)`, `.underline()`: the line through or under the text's words.
        // `.flipsForRightToLeftLayoutDirection(true)`: mirrored where the layout is right to left.
        case "flipsForRightToLeftLayoutDirection":
            return node.adding(.other(first?.asBool == false ? "\(name):false" : name))
        case "underline", "strikethrough":
            return node.adding(.other("\(name):\(arg(args, nil)?.asBool ?? true ? "on" : "off")"))
        case "progressViewStyle", "gaugeStyle", "renderingMode":
            guard let style = enumName(first) else {
                return (name == "progressViewStyle" ? ViewEnvironmentRewrites.withoutSynthesizedValue(node) : node).adding(.other(name))
            }
            // `.progressViewStyle(LinearProgressViewStyle(tint: .orange))`: the bar in that colour, as `.tint(.orange)` draws it.
            if let c = styleTint(first, i) {
                return node.adding(.other("\(name):\(style)")).adding(.foreground(c))
            }
            return node.adding(.other("\(name):\(style)"))
        // The colour kept as components (its light variant for an adaptive
        // one), which every pixel of what it wraps is multiplied by.
        case "colorMultiply":
            guard let hex = colour(first, i)?.hex else { return node.adding(.other(name)) }
            return node.adding(.other("colorMultiply:\(hex)"))
        case "redacted", "unredacted",
             "privacySensitive", "invalidatableContent",
             "keylineTint", "contentMargins", "dynamicIslandExpandedRegion",
             "resizable", "scaledToFit", "scaledToFill", "fixedSize",
             "allowsTightening", "environment", "symbolRenderingMode",
             "numericTextTransition",
             "containerBackground", "widgetAccentable",
             "blur",
             "mask", "border", "contentShape",
             "saturation", "brightness", "grayscale", "compositingGroup", "drawingGroup",
             "luminanceToAlpha", "colorInvert", "blendMode", "ignoresSafeArea", "edgesIgnoringSafeArea",
             "baselineOffset", "disabled",
             "help", "lineSpacing", "listRowBackground",
             "background(in:)", "trim", "rotation3DEffect", "toggleStyle", "gridCellColumns",
             // A grid's column and cell placement: nothing outside a `Grid`, whose columns lasim lays out as rows.
             "gridColumnAlignment", "gridCellAnchor", "gridCellUnsizedAxes",
             "widgetBackground", "activityFamily", "environmentObject", "preferredColorScheme", "colorScheme", "equatable":
            return node.adding(.other(name))
        default:
            return nil
        }
    }

    /// `UIImage(named:)`: the asset, with its size in points, or nil when the
    /// assets lack it (also Xcode's generated `UIImage.logo`).
    static func assetUIImage(_ name: String, _ i: Interpreter) -> SwiftValue {
        var n = name
        // UIKit reads a PNG's name with or without its extension, and
        // an asset catalogue's "lhf" answers to `UIImage(named: "lhf.png")`
        // (images moved into a catalogue keep the code that named the file).
        if i.resources.image(n, dark: i.appearance.isDark) == nil, n.lowercased().hasSuffix(".png") { n = String(n.dropLast(4)) }
        guard let image = i.resources.image(n, dark: i.appearance.isDark), image.problem == nil else { return .null }
        let size = SwiftValue.opaque(.init("CGSize", ["width": .double(Double(image.width) / image.scale),
                                                      "height": .double(Double(image.height) / image.scale)]))
        return .opaque(.init("UIImage", ["name": .string(n), "size": size]))
    }

    /// A layer of `.overlay(alignment:)` / `.background(alignment:)`: the
    /// layer is offered the view's size and placed at the alignment in it,
    /// which is what a frame as large as offered, aligned so, does.
    /// A view's `.zIndex` (0 unless given): its outermost one, which is what the stack reads.
    static func zIndex(_ n: ViewNode) -> Double {
        for case .other(let m) in n.modifiers.reversed() where m.hasPrefix("zIndex:") { return Double(m.dropFirst(7)) ?? 0 }
        return 0
    }

    static func layer(_ n: ViewNode, _ alignment: String?) -> ViewNode {
        guard let alignment, alignment != "center" else { return n }
        return n.adding(.frame(width: nil, height: nil, maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
    }

    static func cased(_ n: ViewNode, upper: Bool) -> ViewNode {
        var kind = n.kind
        if case .text(let t) = n.kind {
            kind = .text(TextTemplate(parts: t.parts.map { p in
                if case .literal(let s) = p { return .literal(upper ? s.uppercased() : s.lowercased()) }
                return p
            }, source: t.source))
        }
        return ViewNode(kind, children: n.children.map { cased($0, upper: upper) }, modifiers: n.modifiers, location: n.location)
    }

    /// `.title`, `.system(size: 34, weight: .bold)`, `.caption.bold()`: the point size of a text style on iPhone.
    static func font(_ f: SwiftValue) -> ViewModifier {
        guard case .enumCase(_, let name, let payload) = f else { return .font(size: 17, weight: nil, design: nil) }
        var size = SwiftUIFont.textStyleSizes[name] ?? 17, weight: String? = name == "headline" ? "semibold" : nil
        var design: String?
        // `.system(size:)` is fixed unless made relative to a style; `.custom(_:size:)`
        // scales as body does, `.custom(_:fixedSize:)` does not.
        var textStyle: String? = SwiftUIFont.textStyleSizes[name] != nil ? name : name == "custom" ? "body" : nil
        for p in payload {
            switch p.label {
            // `.system(.title2, design: .rounded)`: the text style's size and weight.
            case nil:
                guard case .enumCase(_, let style, _) = p.value, let s = SwiftUIFont.textStyleSizes[style] else { break }
                size = s
                textStyle = style
                if style == "headline" { weight = weight ?? "semibold" }
            case "relativeTo": if case .enumCase(_, let style, _) = p.value, SwiftUIFont.textStyleSizes[style] != nil { textStyle = style }
            case "size": size = p.value.asDouble ?? size
            case "fixedSize": size = p.value.asDouble ?? size; textStyle = nil
            case "weight": if case .enumCase(_, let w, _) = p.value { weight = w }
            case "design": if case .enumCase(_, let d, _) = p.value { design = d }
            case "bold": weight = "bold"
            default: break
            }
        }
        return .font(size: size, weight: weight, design: design, style: textStyle)
    }

    /// `.condensed`, `Font.Width(0.1)`: `Font.Width`'s value; nil for what is neither.
    static func fontWidth(_ v: SwiftValue?) -> Double? {
        guard case .enumCase(_, let name, let payload)? = v else { return v?.asDouble }
        // `Font.Width(0.1)` is read as the member `Width` of `Font`, called.
        if name == "Width" { return payload.first?.value.asDouble }
        return SwiftUIFont.widthValues[name]
    }

    /// `.dynamicTypeSize(.large)`, `(...DynamicTypeSize.xxLarge)`,
    /// `(.small ... .xLarge)`, `(.large..<.accessibility1)`: the sizes the
    /// subtree keeps to; nil for what is none of these.
    static func typeSizeBounds(_ v: SwiftValue?) -> (min: DynamicTypeSize, max: DynamicTypeSize)? {
        let size = Interpreter.typeSize
        if let v, let one = size(v) { return (one, one) }
        guard case .range(let lo, let hi, let closed)? = v else { return nil }
        // An open end is the interpreter's Int.min / Int.max.
        let low = lo.asInt == Int.min ? DynamicTypeSize.xSmall : size(lo)
        var high = hi.asInt == Int.max ? DynamicTypeSize.accessibility5 : size(hi)
        if !closed, let h = high { high = DynamicTypeSize(rawValue: h.rawValue - 1) }
        guard let low, let high, low <= high else { return nil }
        return (low, high)
    }

    /// A `Font` value: a text style, `.system(...)` or `.custom(...)` (a
    /// `UIFont` is made as one, `Builtins.uiFont`).
    static func isFont(_ v: SwiftValue) -> Bool {
        guard case .enumCase(let t, let style, _) = v, t.isEmpty || t == "Font" else { return false }
        return SwiftUIFont.textStyleSizes[style] != nil || style == "system" || style == "custom"
    }

    /// `.caption2.weight(.black)`, `.system(size: 9).bold()`, `.headline.monospacedDigit()`,
    /// `.custom("Inter", fixedSize: 23).width(.condensed)`:
    /// a font made from a text style, `.system(...)` or `.custom(...)` keeps
    /// its size and weight, with what the method adds as one more argument;
    /// nil for what is not such a font.
    static func fontMethod(_ font: SwiftValue, _ name: String, _ first: SwiftValue?) -> SwiftValue? {
        guard isFont(font), case .enumCase(let t, let style, let payload) = font else { return nil }
        let added: [(label: String?, value: SwiftValue)]
        switch name {
        case "weight", "width": added = first.map { [(name, $0)] } ?? []
        case "bold": added = [("bold", .bool(true))]
        case "monospaced": added = [("design", .enumCase(type: "", name: "monospaced", payload: []))]
        case "monospacedDigit": added = [("monospacedDigit", .bool(true))]
        // `.caption.italic()`: slanted as `.italic()` on the text slants it (`.font` adds it).
        case "italic": added = [("italic", .bool(true))]
        // Glyph forms a cell or point width does not show.
        case "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading":
            added = []
        default: return nil
        }
        return .enumCase(type: t, name: style, payload: payload + added)
    }

    /// `Text("a") + Text("b")`: one text. With `Text(Image(systemName: "bolt"))`
    /// in it, a run of texts and images on one baseline, side by side.
    static func concatenate(_ l: SwiftValue, _ r: SwiftValue, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        guard case .view(let a) = l, case .view(let b) = r else { throw .unsupported("+", node, "only Text + Text") }
        if case .text(let x) = a.kind, case .text(let y) = b.kind, !styledApart(a, b) {
            return .view(ViewNode(.text(TextTemplate(parts: x.parts + y.parts, source: x.source + y.source)),
                                  modifiers: a.modifiers, location: a.location))
        }
        guard var left = inlineRuns(a), var right = inlineRuns(b) else { throw .unsupported("+", node, "only Text + Text") }
        // Words meeting words stay one text, as they wrap and space as one.
        if let last = left.last, let first = right.first, case .text = last.kind, case .text = first.kind, !styledApart(last, first),
           case .view(let joined) = try concatenate(.view(last), .view(first), i, node: node) {
            left[left.count - 1] = joined
            right.removeFirst()
        }
        // Words before an image keep their trailing spaces (`Text("ETA ") +
        // Text(Image(...))` is one line of glyphs on the phone, the space
        // drawn): a text alone drops them, as a wrapped line's end does, so
        // they become no-break spaces, which are measured and drawn as spaces
        // (a terminal draws U+00A0 as one, as it does the formatters' own).
        let children = left + right
        let runs = children.indices.map { k in k + 1 < children.count ? keepingTrailingSpaces(children[k]) : children[k] }
        return .view(ViewNode(.hstack(alignment: "firstTextBaseline", spacing: 0), children: runs,
                              modifiers: [.other(inlineRun)], location: a.location))
    }

    /// Two texts styled apart (a score's `Text("2").foregroundColor(home) +
    /// Text("-") + Text("1").foregroundColor(away)`) keep each its own style,
    /// side by side on one baseline as the phone draws them, where neither
    /// has a space between its words (one before or after them is kept), so
    /// that no line could wrap inside them.
    /// Joined, they took the first one's style: the phone's red "1" was green.
    /// Words with spaces stay one text (they wrap as one), in the first one's style.
    static func styledApart(_ a: ViewNode, _ b: ViewNode) -> Bool {
        func oneWord(_ n: ViewNode) -> Bool {
            guard case .text(let t) = n.kind else { return false }
            // A space alone (a tennis score's 4 pt gap before its tiebreak) is no word: it joins.
            let blank = t.parts.allSatisfy { p in
                guard case .literal(let s) = p else { return false }
                return s.allSatisfy(\.isWhitespace)
            }
            return !blank && t.parts.allSatisfy { p in
                guard case .literal(let s) = p else { return true }
                return !s.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).contains(where: \.isWhitespace)
            }
        }
        // Only a text's own style: a clock's ticking text (`Text(date, style: .relative)`
        // between brackets) is one text with its neighbours, never a run that takes the row.
        func styleOnly(_ n: ViewNode) -> Bool {
            n.modifiers.allSatisfy { m in
                switch m {
                case .font, .bold, .italic, .foreground: return true
                default: return false
                }
            }
        }
        return a.modifiers != b.modifiers && styleOnly(a) && styleOnly(b) && oneWord(a) && oneWord(b)
    }

    static func keepingTrailingSpaces(_ n: ViewNode) -> ViewNode {
        guard case .text(let t) = n.kind, case .literal(let s)? = t.parts.last, s.last == " " else { return n }
        let words = s.reversed().drop { $0 == " " }.reversed()
        let kept = String(words) + String(repeating: "\u{00A0}", count: s.count - words.count)
        return n.with(.text(TextTemplate(parts: t.parts.dropLast() + [.literal(kept)], source: t.source)))
    }

    /// Marks the stack `Text + Text(Image(...))` makes, so that one more `+` joins it.
    static let inlineRun = "inlineRun"

    /// What a concatenated text is made of: a text, an inline image, or a run already joined.
    static func inlineRuns(_ n: ViewNode) -> [ViewNode]? {
        switch n.kind {
        case .text, .image: return [n]
        case .hstack where n.modifiers == [.other(inlineRun)]: return n.children
        default: return nil
        }
    }
}
