/// The colours a template may name by role: resolved against the palette
/// of the surface drawn on (`Palette`, in the renderer), so one template
/// suits every theme and appearance.
public enum ColourRole: Sendable {
    case primary, secondary, accent, warning, success, progressEmpty, progressActive, progressCompleted

    public init?(name: String) {
        switch name {
        case "primary": self = .primary
        case "secondary": self = .secondary
        case "accent": self = .accent
        case "warning": self = .warning
        case "success": self = .success
        case "progress-empty", "empty": self = .progressEmpty
        case "progress-active", "active": self = .progressActive
        case "progress-completed", "completed": self = .progressCompleted
        default: return nil
        }
    }

    /// The short names `init(name:)` also takes (a template's colour may
    /// say `active`): the JSON Schema lists them beside `names`.
    public static let aliases = ["empty", "active", "completed"]

    /// The roles' names, as templates and themes write them.
    public static let names = ["primary", "secondary", "accent", "warning", "success",
                               "progress-empty", "progress-active", "progress-completed"]
}
