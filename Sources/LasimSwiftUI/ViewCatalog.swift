import SwiftSyntax

/// A `struct ...: View` (or any struct with members views use): its stored
/// properties, computed properties and helper functions, by name.
final class ViewDecl {
    let name: String
    /// In declaration order, with their default values.
    var stored: [(name: String, initial: ExprSyntax?)] = []
    /// `@Environment(\.colorScheme) var scheme` -> ("scheme", "colorScheme").
    var environment: [String: String] = [:]
    var computed: [String: CodeBlockItemListSyntax] = [:]
    var functions: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    init(name: String) { self.name = name }
}

/// Every struct, extension and top-level function of the sources, and the
/// `ActivityConfiguration(for: X.self)` calls: what the translator looks up.
final class ViewCatalog {
    var types: [String: ViewDecl] = [:]
    var globalFunctions: [String: [FunctionDeclSyntax]] = [:]
    var configurations: [FunctionCallExprSyntax] = []

    init(_ files: SwiftFiles) {
        for f in files.files {
            visit(f.tree.statements.map { Syntax($0.item) }, in: nil)
            findConfigurations(Syntax(f.tree))
        }
    }

    func decl(_ name: String) -> ViewDecl {
        if let d = types[name] { return d }
        let d = ViewDecl(name: name)
        types[name] = d
        return d
    }

    private func visit(_ items: [Syntax], in owner: ViewDecl?) {
        for item in items {
            if let s = item.as(StructDeclSyntax.self) {
                let d = decl(s.name.text)
                members(s.memberBlock, into: d)
            } else if let e = item.as(ExtensionDeclSyntax.self) {
                let name = e.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
                members(e.memberBlock, into: decl(name))
            } else if let f = item.as(FunctionDeclSyntax.self) {
                globalFunctions[f.name.text, default: []].append(f)
            } else if let e = item.as(EnumDeclSyntax.self) {
                visit(e.memberBlock.members.map { Syntax($0.decl) }, in: nil)
            } else if let c = item.as(ClassDeclSyntax.self) {
                visit(c.memberBlock.members.map { Syntax($0.decl) }, in: nil)
            } else if let i = item.as(IfConfigDeclSyntax.self) {
                // #if DEBUG ... #endif: every clause, the first one wins on a clash.
                for clause in i.clauses {
                    if case .statements(let s)? = clause.elements { visit(s.map { Syntax($0.item) }, in: owner) }
                    if case .decls(let m)? = clause.elements { visit(m.map { Syntax($0.decl) }, in: owner) }
                }
            }
        }
    }

    private func members(_ block: MemberBlockSyntax, into d: ViewDecl) {
        for m in block.members {
            if let v = m.decl.as(VariableDeclSyntax.self) {
                let env = v.attributes.compactMap { $0.as(AttributeSyntax.self) }
                    .first { $0.attributeName.trimmedDescription == "Environment" }
                for b in v.bindings {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let env {
                        let key = env.arguments?.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
                        d.environment[name] = key
                        continue
                    }
                    switch b.accessorBlock?.accessors {
                    case .getter(let body)?: d.computed[name] = body
                    case .accessors(let list)?:
                        if let get = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = get.body {
                            d.computed[name] = body.statements
                        } else if !d.stored.contains(where: { $0.name == name }) {
                            d.stored.append((name, b.initializer?.value)) // willSet/didSet: still stored
                        }
                    case nil:
                        if v.modifiers.contains(where: { $0.name.text == "static" }) { continue }
                        if !d.stored.contains(where: { $0.name == name }) { d.stored.append((name, b.initializer?.value)) }
                    }
                }
            } else if let f = m.decl.as(FunctionDeclSyntax.self) {
                d.functions[f.name.text, default: []].append(f)
            } else if let i = m.decl.as(InitializerDeclSyntax.self) {
                d.initializers.append(i)
            } else if let s = m.decl.as(StructDeclSyntax.self) {
                members(s.memberBlock, into: decl(s.name.text))
            } else if let e = m.decl.as(EnumDeclSyntax.self) {
                visit(e.memberBlock.members.map { Syntax($0.decl) }, in: nil)
            }
        }
    }

    private func findConfigurations(_ node: Syntax) {
        final class Finder: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let callee = node.calledExpression.trimmedDescription
                if callee == "ActivityConfiguration" || callee == "ActivityConfiguration.init" { found.append(node) }
                return .visitChildren
            }
        }
        let f = Finder(viewMode: .sourceAccurate)
        f.walk(node)
        configurations += f.found
    }
}
