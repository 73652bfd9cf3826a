import SwiftSyntax

/// The type a piece of code is written in: the struct around it, or the
/// type an extension around it extends (its last name). A widget's
/// configuration finds its helpers there as `self`'s; a preview is named
/// after its provider.
public enum EnclosingType {
    public static func name(of node: some SyntaxProtocol) -> String? {
        var p = node.parent
        while let n = p {
            if let s = n.as(StructDeclSyntax.self) { return s.name.text }
            if let e = n.as(ExtensionDeclSyntax.self) { return e.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) }
            p = n.parent
        }
        return nil
    }
}
