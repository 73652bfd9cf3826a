import SwiftSyntax

extension InitializerDeclSyntax {
    /// `init(from decoder: Decoder)`: the initializer `Decodable` runs. One
    /// parameter labelled `from` is not enough: `init(from library:
    /// LibraryTrack)` is an app's own conversion, and reading it as the
    /// decoder made its `library.name` a method of the decoder (a music
    /// remote's track drew "(Function)"). Its type is `Decoder` (`any`,
    /// `some`, `Swift.`), or a generic parameter that is one.
    public var decodesFromDecoder: Bool {
        let params = signature.parameterClause.parameters
        guard params.count == 1, let p = params.first, p.firstName.text == "from" else { return false }
        func isDecoder(_ text: String) -> Bool {
            var t = text
            for prefix in ["any ", "some "] where t.hasPrefix(prefix) { t = String(t.dropFirst(prefix.count)) }
            if t.hasPrefix("Swift.") { t = String(t.dropFirst(6)) }
            return t == "Decoder"
        }
        let type = p.type.trimmedDescription
        if isDecoder(type) { return true }
        let generic = genericParameterClause?.parameters.first { $0.name.text == type }
        if let inherited = generic?.inheritedType?.trimmedDescription, isDecoder(inherited) { return true }
        return genericWhereClause?.requirements.contains { r in
            guard case .conformanceRequirement(let c) = r.requirement else { return false }
            return c.leftType.trimmedDescription == type && isDecoder(c.rightType.trimmedDescription)
        } ?? false
    }
}
