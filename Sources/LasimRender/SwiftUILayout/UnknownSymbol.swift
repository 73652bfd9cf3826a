import LasimText

/// An SF Symbol name the theme has no glyph for: drawn as a dot, and said
/// once a place. Its words are kept here so that a front end can tell
/// this problem from others (a stand-in name it gave itself).
public enum UnknownSymbol {
    public static func reason(_ name: String) -> String {
        "SF Symbol \"\(Sanitizer.visible(name))\" is not in the theme's symbols; drawn as a dot"
    }
}
