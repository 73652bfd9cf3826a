import LasimText
import SwiftSyntax

/// Where a type's `init(from:)` or `encode(to:)` comes from when it writes
/// none: an extension of a protocol it adopts (a boat tracker's measures,
/// `protocol DoubleCodable: Codable` whose extension decodes each from one
/// number). Swift takes such a default as the witness and synthesizes
/// nothing, so the type is coded as that extension says. The importer's
/// schema and the evaluator keep their own models of the declarations; this
/// is the one rule both ask, each handing it its model's answers.
public enum ProtocolDefaults {
    /// The standard library's protocols that widget types adopt and that
    /// refine others (`Codable` is `Decodable & Encodable`).
    static let standardRefinements: [String: [String]] = [
        "Codable": ["Decodable", "Encodable"], "Hashable": ["Equatable"], "Comparable": ["Equatable"],
        "Strideable": ["Comparable"], "CaseIterable": [], "RawRepresentable": [],
    ]

    /// `Swift.Codable` is `Codable`; `A & B` is both.
    static func names(_ written: String) -> [String] {
        written.split(separator: "&").map { part in
            var name = String(part).trimmingSpaces()
            for prefix in ["any ", "Swift.", "Foundation."] where name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
            return name
        }
    }

    /// Every protocol a type adopts, from its inheritance clauses (`inherited`):
    /// directly, through one that refines another (`protocol Timed:
    /// SecondsCodable`), and the standard library's (`Codable` is `Decodable`),
    /// nearest first. `refines` is a protocol's own inheritance clause, as the
    /// caller's model knows it (empty for one it does not declare).
    public static func adopted(_ inherited: [String], refines: (String) -> [String]) -> [String] {
        var out: [String] = []
        var queue = inherited.flatMap(names)
        while !queue.isEmpty {
            let p = queue.removeFirst()
            guard !p.isEmpty, !out.contains(p) else { continue }
            out.append(p)
            queue += (standardRefinements[p] ?? []) + refines(p).flatMap(names)
        }
        return out
    }

    /// Whether a protocol extension's member applies to a type `named` that
    /// adopts `adopted`: `extension P where Self: X` only to one that adopts
    /// `X` too, `where Self == T` only to `T`. A requirement on something
    /// else (an associated type) is not checked. A protocol's own
    /// requirement (no body, not in an extension) is no default.
    public static func applies(_ member: some SyntaxProtocol, to named: String, adopting adopted: [String]) -> Bool {
        var at = member.parent
        while let n = at, !n.is(ExtensionDeclSyntax.self) {
            if n.is(ProtocolDeclSyntax.self) || n.is(SourceFileSyntax.self) { return false }
            at = n.parent
        }
        guard let ext = at?.as(ExtensionDeclSyntax.self) else { return false }
        for r in ext.genericWhereClause?.requirements ?? [] {
            switch r.requirement {
            case .conformanceRequirement(let c) where c.leftType.trimmedDescription == "Self":
                guard names(c.rightType.trimmedDescription).allSatisfy(adopted.contains) else { return false }
            case .sameTypeRequirement(let s) where s.leftType.trimmedDescription == "Self":
                let short = { (t: String) in t.split(separator: ".").last.map(String.init) ?? t }
                guard short(s.rightType.trimmedDescription) == short(named) else { return false }
            default: continue
            }
        }
        return true
    }

    /// The type's own member `isOne` picks (`decodesFromDecoder`), else the
    /// first that applies from the extensions of the protocols it adopts,
    /// nearest first: a type's own witness wins over any default.
    /// `members(p)` are the members of protocol `p`'s extensions (and of its
    /// declaration, whose requirements `applies` leaves out); `syntax` is a
    /// member's node, for a model that keeps more with it (its file).
    public static func witness<Member>(own: [Member], type named: String, adopted: [String], members: (String) -> [Member],
                                       syntax: (Member) -> Syntax, isOne: (Member) -> Bool) -> Member? {
        if let m = own.first(where: isOne) { return m }
        for p in adopted {
            if let m = members(p).first(where: { isOne($0) && applies(syntax($0), to: named, adopting: adopted) }) { return m }
        }
        return nil
    }

    public static func witness<Member: SyntaxProtocol>(own: [Member], type named: String, adopted: [String],
                                                       members: (String) -> [Member], isOne: (Member) -> Bool) -> Member? {
        witness(own: own, type: named, adopted: adopted, members: members, syntax: { Syntax($0) }, isOne: isOne)
    }
}

extension FunctionDeclSyntax {
    /// `func encode(to encoder: Encoder)`: the method `Encodable` runs.
    public var encodesToEncoder: Bool {
        name.text == "encode" && signature.parameterClause.parameters.count == 1
            && signature.parameterClause.parameters.first?.firstName.text == "to"
    }
}
