import LasimModel
import LasimText

/// Builds a `Template` from a data file. Only an unreadable file or a wrong
/// top-level shape fails the load; a bad element or expression becomes an
/// inline error element plus a warning, so a designer sees it where it is.
public enum TemplateLoader {
    public static func load(path: String) throws(DataFile.LoadError) -> Template {
        let value = try DataFile.load(path: path)
        return try build(value, file: path)
    }

    public static func build(_ value: JSONValue, file: String) throws(DataFile.LoadError) -> Template {
        guard case .object(let top) = value else {
            throw DataFile.LoadError(file: file, message: "a template is a mapping (name, attributes-type, content-state, lock, ...)")
        }
        var warnings: [String] = []
        let fileName = file.split(separator: "/").last.map { String($0) } ?? file
        let name = top["name"]?.stringValue ?? String(fileName.split(separator: ".").first ?? "template")
        let attributesType = top["attributes-type"]?.stringValue
        let typeName = attributesType ?? name

        var schema: ContentSchema?
        if let cs = top["content-state"] {
            do throws(SchemaError) {
                schema = try ContentSchema.parse(cs, name: "\(typeName).ContentState", path: "content-state")
            } catch {
                throw DataFile.LoadError(file: file, message: error.description)
            }
        }
        var attributesSchema: ContentSchema?
        if let a = top["attributes"] {
            do throws(SchemaError) {
                attributesSchema = try ContentSchema.parse(a, name: typeName, path: "attributes")
            } catch {
                throw DataFile.LoadError(file: file, message: error.description)
            }
        }

        var definitions: [String: Expression] = [:]
        if let lets = top["let"]?.objectValue {
            for e in lets.entries {
                let source = e.value.stringValue ?? e.value.numberValue.map { formatNumber($0) } ?? "nil"
                do throws(ExpressionError) {
                    definitions[e.key] = try ExpressionParser.parse(source)
                } catch {
                    warnings.append("let.\(e.key): \(error)")
                }
            }
        }

        var samples: [Sample] = []
        if let s = top["samples"]?.objectValue {
            for e in s.entries {
                guard let o = e.value.objectValue else { warnings.append("samples.\(e.key): expected a mapping"); continue }
                warnings += unknownKeys(o.keys, known: Self.sampleKeys, at: "samples.\(e.key): ")
                let state = o["state"]?.stringValue.flatMap(ActivityState.init(rawValue:)) ?? .active
                samples.append(Sample(name: e.key, attributes: o["attributes"]?.objectValue ?? JSONObject(),
                                      contentState: o["content-state"]?.objectValue ?? JSONObject(),
                                      now: o["now"]?.numberValue ?? defaultSampleTime,
                                      staleDate: o["stale-date"]?.numberValue, state: state))
            }
        }

        var parser = ElementParser(warnings: [])
        var slots: [Slot: Element] = [:]
        for slot in Slot.allCases {
            let parts = slot.rawValue.split(separator: ".").map(String.init)
            var node: JSONValue? = top[parts[0]]
            if parts.count == 2 { node = node?[parts[1]] }
            if let node { slots[slot] = parser.parse(node, path: slot.rawValue) }
        }
        warnings += parser.warnings
        warnings += unknownKeys(top.keys, known: Self.topKeys, at: "")
        if let expanded = top["expanded"]?.objectValue {
            warnings += unknownKeys(expanded.keys, known: Self.expandedRegions, at: "expanded: ", noun: "region",
                                    after: " (regions: \(Self.expandedRegions.joined(separator: ", ")))")
        }
        return Template(name: name, description: top["description"]?.stringValue ?? "", attributesType: attributesType,
                        schema: schema, attributesSchema: attributesSchema, definitions: definitions, samples: samples,
                        slots: slots, warnings: warnings.map { "\(fileName): \($0)" }, file: file)
    }

    /// A line for each key not among `known`, in the keys' order: the one
    /// wording of an unknown key wherever a template's keys are checked,
    /// with a "did you mean" among `suggestions` (`known` unless given).
    /// `instead` may word a key otherwise (a key another kind takes).
    static func unknownKeys(_ keys: [String], known: [String], suggestions: [String]? = nil, at prefix: String,
                            noun: String = "key", after suffix: String = "",
                            instead: (String) -> String? = { _ in nil }) -> [String] {
        keys.filter { !known.contains($0) }.map { key in
            instead(key) ?? "\(prefix)unknown \(noun) \"\(Sanitizer.visible(key))\" ignored\(Suggest.hint(key, in: suggestions ?? known))\(suffix)"
        }
    }

    static let topKeys = TemplateGrammar.top.map(\.name)
    static let expandedRegions = TemplateGrammar.expandedRegions.map(\.name)
    static let sampleKeys = TemplateGrammar.sample.map(\.name)

    /// 2023-11-14 22:13:20 UTC: samples without `now:` are shown at this instant.
    public static let defaultSampleTime: Double = 1_700_000_000
}

struct ElementParser {
    var warnings: [String]

    static let kinds = TemplateGrammar.kindNames
    static let alignments = Element.Align.allCases.map(\.rawValue)

    mutating func parse(_ node: JSONValue, path: String) -> Element {
        switch node {
        case .string(let s):
            return text(s, lines: 1, path: path)
        case .array(let items):
            return Element(.vstack(items.enumerated().map { parse($0.element, path: "\(path)[\($0.offset)]") }), path: path)
        case .object(let o):
            let present = Self.kinds.filter { o[$0] != nil }
            // `progress` is also segmented's optional key.
            let kindsHere = present.count == 2 && present.contains("segmented") ? ["segmented"] : present
            guard kindsHere.count == 1, let kind = kindsHere.first else {
                if present.isEmpty {
                    let guess = o.keys.lazy.compactMap { key in Suggest.nearest(key, in: Self.kinds).map { (typo: key, kind: $0) } }.first
                    let hint = guess.map { ": \"\(Sanitizer.visible($0.typo))\" is not an element (did you mean \($0.kind)?)" } ?? ""
                    return problem("no element kind (one of \(Self.kinds.joined(separator: ", ")))\(hint)", path: path)
                }
                return problem("more than one element kind: \(present.joined(separator: ", "))", path: path)
            }
            checkKeys(o, kind: kind, path: path)
            let e = build(kind, o[kind]!, o, path: "\(path).\(kind)")
            if let c = o["if"] {
                if let x = expression(c, path: "\(path).if") { e.condition = x } else { return problem("bad condition", path: path) }
            }
            if let c = o["color"]?.stringValue { e.color = textTemplate(c, path: "\(path).color") }
            if let c = o["background"]?.stringValue { e.background = textTemplate(c, path: "\(path).background") }
            e.bold = o["bold"]?.boolValue ?? false
            e.dim = o["dim"]?.boolValue ?? false
            e.italic = o["italic"]?.boolValue ?? false
            if let a = o["align"]?.stringValue {
                if let align = Element.Align(rawValue: a) { e.align = align }
                else { warnings.append("\(path).align: \"\(Sanitizer.visible(a))\" is not \(Self.alignments.dropLast().joined(separator: ", ")) or \(Self.alignments.last ?? "")") }
            }
            e.spacing = Element.cells(o["spacing"]?.numberValue ?? 0)
            return e
        default:
            return problem("expected text, a list or a mapping", path: path)
        }
    }

    /// Keys beside `kind` that it does not take: unknown (with a "did you
    /// mean" among the keys it does take), or another kind's (`lines` on a
    /// glyph), which the JSON Schema refuses too.
    mutating func checkKeys(_ o: JSONObject, kind: String, path: String) {
        guard let spec = TemplateGrammar.kind(kind) else { return }
        let allowed = TemplateGrammar.keys(of: spec).map(\.name)
        warnings += TemplateLoader.unknownKeys(o.keys, known: [kind] + allowed, suggestions: Self.kinds + allowed, at: "\(path): ") { key in
            let owners = TemplateGrammar.kinds.filter { k in k.keys.contains { $0.name == key } }.map(\.name)
            return owners.isEmpty ? nil : "\(path): \"\(key)\" is a key of \(owners.joined(separator: ", ")), not of \(kind); ignored"
        }
    }

    mutating func build(_ kind: String, _ body: JSONValue, _ o: JSONObject, path: String) -> Element {
        switch kind {
        case "text":
            guard let s = scalarText(body) else { return problem("text must be a string", path: path) }
            return text(s, lines: Int(saturating: o["lines"]?.numberValue ?? Double(TemplateGrammar.textLines.lowerBound)), path: path)
        case "big":
            guard let s = scalarText(body), let t = textTemplate(s, path: path) else { return problem("big must be a string", path: path) }
            return Element(.bigText(t), path: path)
        case "glyph":
            guard let s = scalarText(body), let t = textTemplate(s, path: path) else { return problem("glyph must be a name", path: path) }
            if t.isConstant { checkGlyph(s, path: path) }
            return Element(.glyph(t), path: path)
        case "hstack", "vstack":
            guard let items = body.arrayValue else { return problem("\(kind) takes a list of elements", path: path) }
            let children = items.enumerated().map { parse($0.element, path: "\(path)[\($0.offset)]") }
            return Element(kind == "hstack" ? .hstack(children) : .vstack(children), path: path)
        case "fields":
            return Element(.fields, path: path)
        case "spacer":
            return Element(.spacer(min: Element.cells(body.numberValue ?? o["min"]?.numberValue ?? 0)), path: path)
        case "progress":
            guard let value = expression(body, path: path) else { return problem("bad progress value", path: path) }
            let total = o["total"].flatMap { expression($0, path: "\(path).total") }
            if let r = o["rider"]?.stringValue { checkGlyph(r, path: "\(path).rider") }
            return Element(.progress(value: value, total: total, rider: o["rider"]?.stringValue), path: path)
        case "segmented":
            let spec = body.objectValue ?? o
            if let inside = body.objectValue {
                warnings += TemplateLoader.unknownKeys(inside.keys, known: TemplateGrammar.segmentedKeys.map(\.name), at: "\(path): ")
            }
            guard let segments = spec["segments"].flatMap({ expression($0, path: "\(path).segments") }),
                  let active = spec["active"].flatMap({ expression($0, path: "\(path).active") }) else {
                return problem("segmented needs segments and active", path: path)
            }
            let progress = spec["progress"].flatMap { expression($0, path: "\(path).progress") }
            if let r = spec["rider"]?.stringValue { checkGlyph(r, path: "\(path).rider") }
            return Element(.segmented(segments: segments, active: active, progress: progress,
                                      rider: spec["rider"]?.stringValue), path: path)
        default:
            return problem("unknown element \(kind)", path: path)
        }
    }

    /// A word that looks like a glyph name but is none of the default
    /// theme's: most likely a typo (`glyph: pizza`). Still drawn as the word,
    /// since a theme may define it (the renderer reports it if the theme does not).
    mutating func checkGlyph(_ name: String, path: String) {
        guard GlyphNames.looksLikeName(name), !GlyphNames.standard.contains(name) else { return }
        warnings.append("\(path): \"\(Sanitizer.visible(name))\" is not a glyph name\(Suggest.hint(name, in: GlyphNames.standard)); drawn as the word itself unless the theme defines it (glyphs: \(GlyphNames.standard.joined(separator: ", ")))")
    }

    func scalarText(_ v: JSONValue) -> String? {
        switch v {
        case .string(let s): return s
        case .number(let n): return formatNumber(n)
        case .bool(let b): return b ? "true" : "false"
        default: return nil
        }
    }

    mutating func text(_ s: String, lines: Int, path: String) -> Element {
        guard let t = textTemplate(s, path: path) else { return problem("bad text", path: path) }
        return Element(.text(t, lines: min(max(lines, TemplateGrammar.textLines.lowerBound), TemplateGrammar.textLines.upperBound)), path: path)
    }

    mutating func textTemplate(_ s: String, path: String) -> TextTemplate? {
        do throws(ExpressionError) { return try TextTemplate.parse(s) }
        catch { warnings.append("\(path): \(error)"); return nil }
    }

    mutating func expression(_ v: JSONValue, path: String) -> Expression? {
        let source: String
        switch v {
        case .string(let s): source = s
        case .number(let n): return .literal(.number(n))
        case .bool(let b): return .literal(.bool(b))
        case .null: return .literal(.null)
        default: warnings.append("\(path): expected an expression"); return nil
        }
        do throws(ExpressionError) { return try ExpressionParser.parse(source) }
        catch { warnings.append("\(path): \(error)"); return nil }
    }

    mutating func problem(_ message: String, path: String) -> Element {
        let m = "\(path): \(message)"
        if !warnings.contains(where: { $0.hasPrefix(path + ":") }) { warnings.append(m) }
        return Element(.error(m), path: path)
    }
}
