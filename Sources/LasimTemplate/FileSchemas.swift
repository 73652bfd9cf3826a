import LasimModel

/// JSON Schemas (draft-07, what YAML language servers read) of the two
/// file formats a designer writes, built from the same tables the loaders
/// check against (`TemplateGrammar`, `Format.nameList`, the default
/// glyphs; the theme's, in the renderer, from `ThemeLoader`'s keys), so
/// editor completion and the loaders cannot drift apart.
public enum FileSchemas {
    package static func obj(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue { .object(JSONObject(pairs)) }
    package static func strings(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
    package static func ref(_ name: String) -> JSONValue { obj(["$ref": .string("#/definitions/\(name)")]) }

    static let typeNames = ["string", "int", "integer", "double", "number", "float", "bool", "boolean", "date", "any"]

    /// Text with `{expression|format}` holes: any string, but a `|name}`
    /// that is not a format is refused (`||` is the expression's "or").
    static var textTemplate: JSONValue {
        let formats = Format.nameList.joined(separator: "|")
        return obj([
            "type": ["string", "number", "boolean"],
            "description": .string("Text; {expression} or {expression|format} is replaced. Formats: \(Format.names)."),
            "pattern": .string("^(?![\\s\\S]*[^|]\\|(?!(?:\(formats))\\s*(?::\\s*\\d+)?\\s*\\})[A-Za-z_][A-Za-z0-9_]*\\s*(?::\\s*\\d+)?\\s*\\})"),
        ])
    }

    static var colour: JSONValue {
        obj([
            "type": "string",
            "description": .string("A theme role (\(ColourRole.names.joined(separator: ", "))), \"#rrggbb\", a colour name (\(ColourSpec.names.joined(separator: ", ")); any case), or a template like \"{carColorHex}\"."),
            "anyOf": [
                obj(["enum": strings(ColourRole.names + ColourRole.aliases)]),
                obj(["pattern": .string(RGB.hexPattern)]),
                obj(["pattern": "\\{"]),
                // The names for completion, and in any case, as the loader matches them.
                obj(["enum": strings(ColourSpec.names)]),
                obj(["pattern": .string("^(" + ColourSpec.names.map(caseless).joined(separator: "|") + ")$")]),
            ],
        ])
    }

    /// A pattern matching `word` in any case ("[rR][eE][dD]"): JSON Schema
    /// patterns have no case-insensitive flag.
    static func caseless(_ word: String) -> String {
        word.map { c in c.isLetter ? "[\(c.lowercased())\(c.uppercased())]" : String(c) }.joined()
    }

    static var glyphName: JSONValue {
        obj([
            "description": .string("A theme glyph (\(GlyphNames.standard.joined(separator: ", "))), a template like \"{icon}\", or literal text that is not a name."),
            "anyOf": [
                obj(["enum": strings(GlyphNames.standard)]),
                obj(["type": "string", "pattern": "\\{"]),
                obj(["type": "string", "not": obj(["pattern": "^[a-z0-9-]+$"])]),
            ],
        ])
    }

    static var expression: JSONValue {
        obj(["type": ["string", "number", "boolean", "null"], "description": "An expression over the content-state fields, `let:` names and built-ins (now, state, isStale...)."])
    }

    /// A key's JSON Schema: its value's, with the grammar's line as its
    /// description (what an editor shows on hover).
    static func property(_ key: TemplateGrammar.Key) -> JSONValue {
        guard case .object(var o) = schema(key.value) else { return schema(key.value) }
        o["description"] = .string(key.summary)
        return .object(o)
    }

    static func properties(_ keys: [TemplateGrammar.Key]) -> JSONValue {
        .object(JSONObject(keys.map { JSONObject.Entry(key: $0.name, value: property($0)) }))
    }

    static func schema(_ value: TemplateGrammar.Value) -> JSONValue {
        switch value {
        case .string: return obj(["type": "string"])
        case .boolean: return obj(["type": "boolean"])
        case .number: return obj(["type": "number"])
        case .integer(let minimum, let maximum):
            var o = JSONObject(["type": "integer"])
            if let minimum { o["minimum"] = .number(Double(minimum)) }
            if let maximum { o["maximum"] = .number(Double(maximum)) }
            return .object(o)
        case .oneOf(let names): return obj(["enum": strings(names)])
        case .element: return ref("element")
        case .elements: return obj(["type": "array", "items": ref("element")])
        case .textTemplate: return ref("textTemplate")
        case .expression: return ref("expression")
        case .colour: return ref("colour")
        case .glyphName: return ref("glyphName")
        case .fields: return ref("fields")
        case .named(let each): return obj(["type": "object", "additionalProperties": schema(each)])
        case .sample: return ref("sample")
        case .mapping(let keys): return obj(["type": "object", "properties": properties(keys), "additionalProperties": false])
        case .object: return obj(["type": "object"])
        case .types(let types, _): return obj(["type": strings(types)])
        case .orNothing(let v): return obj(["anyOf": [schema(v), obj(["type": "null"])]])
        }
    }

    /// One element kind: a mapping with its key, the modifiers and its own keys.
    static func kind(_ kind: TemplateGrammar.Kind) -> JSONValue {
        var props = JSONObject()
        props[kind.name] = schema(kind.body)
        for key in TemplateGrammar.keys(of: kind) { props[key.name] = property(key) }
        return obj([
            "type": "object",
            "description": .string(kind.summary),
            "required": .array([.string(kind.name)]),
            "properties": .object(props),
            "additionalProperties": false,
        ])
    }

    static var element: JSONValue {
        obj([
            "description": .string("An element: text, a list (a vstack), or a mapping with one kind (\(TemplateGrammar.kindNames.joined(separator: ", ")))."),
            "anyOf": .array([ref("textTemplate"), schema(.elements)] + TemplateGrammar.kinds.map(kind)),
        ])
    }

    static var field: JSONValue {
        let typeName = obj(["type": "string", "pattern": .string("^\\s*\\[?\\s*(\(typeNames.joined(separator: "|")))\\s*\\]?\\s*\\??\\s*$")])
        return obj([
            "description": .string("A field: a type name (\(typeNames.joined(separator: ", ")), [T] for a list, T? optional) or a mapping."),
            "anyOf": [
                typeName,
                obj([
                    "type": "object",
                    "properties": obj([
                        "type": typeName, "optional": obj(["type": "boolean"]),
                        "enum": obj(["type": "array", "items": obj(["type": "string"]), "minItems": 1]),
                        "name": obj(["type": "string"]), "fields": ref("fields"), "items": typeName,
                        "min": obj(["type": "number"]), "max": obj(["type": "number"]), "default": obj([:]),
                    ]),
                    "additionalProperties": false,
                ]),
            ],
        ])
    }

    /// `lasim schema template`.
    public static var template: JSONValue {
        obj([
            "$schema": "http://json-schema.org/draft-07/schema#",
            "title": "lasim template",
            "description": "How a Live Activity's content state becomes its presentations (lasim, Templates/*.yaml).",
            "type": "object",
            "properties": properties(TemplateGrammar.top),
            "additionalProperties": false,
            "definitions": obj([
                "element": element,
                "textTemplate": textTemplate,
                "expression": expression,
                "colour": colour,
                "glyphName": glyphName,
                "format": obj(["enum": strings(Format.nameList), "description": "Formats after | in a {hole}; number takes :N decimals."]),
                "fields": obj(["type": "object", "additionalProperties": ref("field")]),
                "field": field,
                "sample": schema(.mapping(TemplateGrammar.sample)),
            ]),
        ])
    }
}
