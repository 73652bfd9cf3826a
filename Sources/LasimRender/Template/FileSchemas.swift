import LasimModel

/// JSON Schemas (draft-07, what YAML language servers read) of the two
/// file formats a designer writes, built from the same lists the loaders
/// check against (`TemplateLoader.topKeys`, `ElementParser.kinds`,
/// `Format.nameList`, the default theme's glyphs, `ThemeLoader`'s keys), so
/// editor completion and the loaders cannot drift apart.
public enum FileSchemas {
    static func obj(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue { .object(JSONObject(pairs)) }
    static func strings(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
    static func ref(_ name: String) -> JSONValue { obj(["$ref": .string("#/definitions/\(name)")]) }

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
            "description": .string("A theme role (\(Palette.roleNames.joined(separator: ", "))), \"#rrggbb\", or a template like \"{carColorHex}\"."),
            "anyOf": [
                obj(["enum": strings(Palette.roleNames + ["empty", "active", "completed"])]),
                obj(["pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"]),
                obj(["pattern": "\\{"]),
            ],
        ])
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

    /// The keys every element kind may carry besides its own.
    static var modifiers: [(String, JSONValue)] {
        [
            ("if", obj(["$ref": "#/definitions/expression", "description": "Drawn only when this expression is true."])),
            ("color", ref("colour")),
            ("background", ref("colour")),
            ("bold", obj(["type": "boolean"])),
            ("dim", obj(["type": "boolean"])),
            ("italic", obj(["type": "boolean"])),
            ("align", obj(["enum": ["leading", "center", "trailing", "top", "bottom"]])),
            ("spacing", obj(["type": "integer", "minimum": 0])),
        ]
    }

    static func kind(_ name: String, _ body: JSONValue, extra: [(String, JSONValue)] = [], description: String) -> JSONValue {
        var props = JSONObject()
        props[name] = body
        for (k, v) in modifiers + extra { props[k] = v }
        return obj([
            "type": "object",
            "description": .string(description),
            "required": .array([.string(name)]),
            "properties": .object(props),
            "additionalProperties": false,
        ])
    }

    static var element: JSONValue {
        let segmentedSpec = obj([
            "type": "object",
            "properties": obj(["segments": ref("expression"), "active": ref("expression"),
                               "progress": ref("expression"), "rider": ref("glyphName")]),
            "additionalProperties": false,
        ])
        return obj([
            "description": .string("An element: text, a list (a vstack), or a mapping with one kind (\(ElementParser.kinds.joined(separator: ", ")))."),
            "anyOf": [
                ref("textTemplate"),
                obj(["type": "array", "items": ref("element")]),
                kind("text", ref("textTemplate"), extra: [("lines", obj(["type": "integer", "minimum": 1, "maximum": 10]))],
                     description: "Text, cut with … when it does not fit."),
                kind("glyph", ref("glyphName"), description: "A theme glyph by name (emoji, with an ASCII fallback)."),
                kind("hstack", obj(["type": "array", "items": ref("element")]), description: "Elements side by side."),
                kind("vstack", obj(["type": "array", "items": ref("element")]), description: "Elements one under another."),
                kind("spacer", obj(["type": ["integer", "object", "null"]]), extra: [("min", obj(["type": "integer"]))],
                     description: "Flexible space."),
                kind("progress", ref("expression"), extra: [("total", ref("expression")), ("rider", ref("glyphName"))],
                     description: "A bar: value / total, with an optional rider glyph at the tip."),
                kind("segmented", obj(["anyOf": [segmentedSpec, obj(["type": "null"])]]),
                     extra: [("segments", ref("expression")), ("active", ref("expression")),
                             ("progress", ref("expression")), ("rider", ref("glyphName"))],
                     description: "Capsule segments, the active one highlighted; progress (0-100) draws the rider over them."),
                kind("big", ref("textTemplate"), description: "Digits three rows high (projector)."),
                kind("fields", obj(["type": ["object", "null"]]), description: "Every content-state field as label/value rows."),
            ],
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
        let elementRef = ref("element")
        return obj([
            "$schema": "http://json-schema.org/draft-07/schema#",
            "title": "lasim template",
            "description": "How a Live Activity's content state becomes its presentations (lasim, Templates/*.yaml).",
            "type": "object",
            "properties": obj([
                "name": obj(["type": "string"]),
                "description": obj(["type": "string"]),
                "attributes-type": obj(["type": "string", "description": "The ActivityAttributes type name payloads carry in attributes-type."]),
                "attributes": ref("fields"),
                "content-state": ref("fields"),
                "let": obj(["type": "object", "additionalProperties": ref("expression")]),
                "samples": obj(["type": "object", "additionalProperties": ref("sample")]),
                "lock": elementRef,
                "compact-leading": elementRef,
                "compact-trailing": elementRef,
                "minimal": elementRef,
                "small": obj(["$ref": "#/definitions/element",
                              "description": "Apple Watch Smart Stack and CarPlay (ActivityFamily.small); without it the compact views are merged."]),
                "expanded": obj([
                    "type": "object",
                    "properties": .object(JSONObject(TemplateLoader.expandedRegions.map { JSONObject.Entry(key: $0, value: elementRef) })),
                    "additionalProperties": false,
                ]),
            ]),
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
                "sample": obj([
                    "type": "object",
                    "properties": obj([
                        "attributes": obj(["type": "object"]), "content-state": obj(["type": "object"]),
                        "now": obj(["type": "number"]), "stale-date": obj(["type": "number"]),
                        "state": obj(["enum": strings(ActivityState.allCases.map(\.rawValue))]),
                    ]),
                    "additionalProperties": false,
                ]),
            ]),
        ])
    }

    /// `lasim schema theme`.
    public static var theme: JSONValue {
        let hex = "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"
        func palette(_ keys: [String]) -> JSONValue {
            var props = JSONObject()
            for k in keys {
                props[k] = k == "background"
                    ? obj(["type": "string", "description": "\"system\" (white card in light, black in dark) or the app's own tint, \"#rrggbb\".",
                           "anyOf": [obj(["pattern": .string(hex)]), obj(["enum": ["system"]])]])
                    : obj(["type": "string", "pattern": .string(hex), "description": "Quote it: an unquoted # starts a YAML comment."])
            }
            return obj(["type": "object", "properties": .object(props), "additionalProperties": false])
        }
        var glyphs = JSONObject()
        for name in GlyphNames.standard { glyphs[name] = ref("glyph") }
        return obj([
            "$schema": "http://json-schema.org/draft-07/schema#",
            "title": "lasim theme",
            "description": "Colours and glyphs (lasim, Themes/*.yaml); every key falls back to the default theme's.",
            "type": "object",
            "properties": obj([
                "name": obj(["type": "string", "pattern": "^[\\x21-\\x2e\\x30-\\x7e]+$"]),
                "description": obj(["type": "string"]),
                "light": palette(ThemeLoader.paletteKeys),
                "dark": palette(ThemeLoader.paletteKeys),
                "island": palette(ThemeLoader.islandKeys),
                "glyphs": obj(["type": "object", "properties": .object(glyphs), "additionalProperties": ref("glyph"),
                               "description": .string("Glyph names templates use: \(GlyphNames.standard.joined(separator: ", ")), or new ones.")]),
                "symbols": obj(["type": "object", "additionalProperties": ref("glyph"),
                                "description": "SF Symbols by name (Image(systemName:) in an app's own views, --swift); one not listed is drawn as [its.name]."]),
            ]),
            "additionalProperties": false,
            "definitions": obj([
                "glyph": obj(["anyOf": [
                    obj(["type": "string", "minLength": 1]),
                    obj(["type": "object",
                         "properties": obj(["emoji": obj(["type": "string"]), "ascii": obj(["type": "string", "pattern": "^[\\x20-\\x7e]+$"])]),
                         "additionalProperties": false]),
                ]]),
            ]),
        ])
    }
}
