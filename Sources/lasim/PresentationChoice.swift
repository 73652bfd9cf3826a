import ArgumentParser
import LasimRender

/// `render --presentation`: one presentation by its name, the surfaces
/// beyond the phone, or the phone's four. The names and the help come from
/// `Presentation`, so a new one is offered here without a change.
enum PresentationChoice: RawRepresentable, CaseIterable, Equatable, ExpressibleByArgument {
    case one(Presentation)
    case surfaces
    case all

    init?(rawValue: String) {
        switch rawValue {
        case "surfaces": self = .surfaces
        case "all": self = .all
        default:
            guard let p = Presentation(rawValue: rawValue) else { return nil }
            self = .one(p)
        }
    }

    var rawValue: String {
        switch self {
        case .one(let p): return p.rawValue
        case .surfaces: return "surfaces"
        case .all: return "all"
        }
    }

    static var allCases: [PresentationChoice] { Presentation.allCases.map(PresentationChoice.one) + [.surfaces, .all] }

    /// "lock, compact, ..., small (Apple Watch), ..., surfaces (those three) or all (the phone's four)."
    static var help: String {
        let names = Presentation.allCases.map { p in p.spec.cliNote.map { "\(p.rawValue) (\($0))" } ?? p.rawValue }
        return names.joined(separator: ", ") + ", surfaces (those \(spelled(Presentation.elsewhere.count)))"
            + " or all (the phone's \(spelled(Presentation.phone.count)))."
    }

    static func spelled(_ n: Int) -> String {
        let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        return n < words.count ? words[n] : String(n)
    }
}
