import LasimText

/// GitHub Actions workflow commands: a line the runner reads from a step's
/// output and shows as an annotation on the file, in the pull request.
public enum GitHubAnnotation {
    /// `::error file=F,line=L,col=C,title=T::message`. Messages quote
    /// payload text, which anyone can write: control characters are shown
    /// as pictures (a raw line feed would start a second command, ESC would
    /// colour the log), then GitHub's own escaping applies.
    public static func command(_ f: Finding, paths: ArtifactPath) -> String {
        let properties = [
            ("file", paths.relative(f.file)), ("line", String(f.line)), ("col", String(f.column)),
            ("title", "\(f.code): \(f.rule.title)"),
        ]
        let list = properties.map { "\($0.0)=\(escapeProperty(Sanitizer.visible($0.1)))" }.joined(separator: ",")
        return "::\(f.severity.rawValue) \(list)::\(escapeData(Sanitizer.visible("\(f.path): \(f.message)")))"
    }

    /// The message after `::`, escaped as the runner unescapes it.
    public static func escapeData(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A property's value: as data, and `:` and `,` too, which would end it.
    public static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
