import LasimModel
import LasimTemplate

/// The theme file's JSON Schema, beside the template's (`FileSchemas`),
/// built from the keys `ThemeLoader` checks so the two cannot drift apart.
extension FileSchemas {
    /// `lasim schema theme`.
    public static var theme: JSONValue {
        let hex = RGB.hexPattern
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
