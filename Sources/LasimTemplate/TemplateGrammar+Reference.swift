/// The reference section of docs/templates.md, made from the grammar (a
/// test keeps the page equal to it; `LASIM_RECORD=1` writes it there).
extension TemplateGrammar {
    public static var markdownReference: String {
        var out = """
        ### Top-level keys

        \(table(top, heading: "key"))
        ### `expanded` regions

        \(table(expandedRegions, heading: "region"))
        ### A sample's keys

        \(table(sample, heading: "key"))
        ### Element kinds

        | kind | value | its own keys | |
        | --- | --- | --- | --- |

        """
        for kind in kinds {
            let own = kind.keys.isEmpty ? "" : kind.keys.map { "`\($0.name)`" }.joined(separator: ", ")
            out += row(["`\(kind.name)`", kind.body.words, own, kind.summary])
        }
        out += "\n### Keys of one kind\n\n| kind | key | value | default | |\n| --- | --- | --- | --- | --- |\n"
        for kind in kinds {
            for key in kind.keys {
                out += row(["`\(kind.name)`", "`\(key.name)`", key.value.words, key.defaultValue ?? "", key.summary])
            }
        }
        out += "\n### Keys on every element\n\n\(table(modifiers, heading: "key"))\n"
        out += """
        A colour is a theme role (\(ColourRole.names.map { "`\($0)`" }.joined(separator: ", "))), \
        `"#rrggbb"` (quoted: an unquoted `#` starts a YAML comment), \
        a colour name in any case (\(ColourSpec.names.map { "`\($0)`" }.joined(separator: ", "))), \
        or a hole such as `"{carColorHex}"`. \
        A glyph name is one of the theme's (\(GlyphNames.standard.map { "`\($0)`" }.joined(separator: ", "))), \
        a hole such as `"{icon}"`, or literal text that is not a name (`"•"`).

        """
        return out
    }

    static func table(_ keys: [Key], heading: String) -> String {
        "| \(heading) | value | default | |\n| --- | --- | --- | --- |\n"
            + keys.map { row(["`\($0.name)`", $0.value.words, $0.defaultValue ?? "", $0.summary]) }.joined()
    }

    /// One table row; a `|` in a cell is escaped so it does not end the cell.
    static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }.joined(separator: " | ") + " |\n"
    }
}

extension TemplateGrammar.Value {
    /// How the reference names the value.
    var words: String {
        switch self {
        case .string: return "text"
        case .boolean: return "`true` or `false`"
        case .number: return "a number"
        case .integer(let minimum?, let maximum?): return "an integer, \(minimum) to \(maximum)"
        case .integer(let minimum?, nil): return "an integer, at least \(minimum)"
        case .integer: return "an integer"
        case .oneOf(let names): return names.map { "`\($0)`" }.joined(separator: ", ")
        case .element: return "an element"
        case .elements: return "a list of elements"
        case .textTemplate: return "text with [`{...}` holes](#holes-formats-expressions)"
        case .expression: return "an [expression](#holes-formats-expressions)"
        case .colour: return "a colour"
        case .glyphName: return "a glyph name"
        case .fields: return "a [schema](#schemas-content-state-attributes)"
        case .named(let each): return "names, each \(each.words)"
        case .sample: return "a [sample](#a-samples-keys)"
        case .mapping(let keys): return "a mapping of " + keys.map { "`\($0.name)`" }.joined(separator: ", ")
        case .object: return "a mapping"
        case .types(_, let words): return words
        case .orNothing(let value): return "\(value.words), or nothing"
        }
    }
}
