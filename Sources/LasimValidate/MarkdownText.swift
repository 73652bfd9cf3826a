import LasimText

/// Text put in a cell of a GitHub-flavoured Markdown table. Messages quote
/// payload keys and values, which anyone can write: markup in them must
/// show as written, not turn into a link, an image, HTML or a new column.
enum MarkdownText {
    /// Markdown's backslash escapes any ASCII punctuation; these are the
    /// characters that start markup in a cell.
    private static let special: Set<Unicode.Scalar> = ["\\", "|", "`", "*", "_", "[", "]", "<", ">", "&", "~", "!", "#"]

    static func cell(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        // Control characters become visible pictures: a raw line feed would end the row.
        for scalar in Sanitizer.visible(text).unicodeScalars {
            if special.contains(scalar) { out.append("\\") }
            out.append(scalar)
        }
        return String(out)
    }
}
