import SwiftSyntax

/// Every type, extension and typealias declared in the files looked at,
/// by qualified name ("DeliveryAttributes.ContentState").
struct TypeIndex {
    enum Kind { case structure, enumeration, classType, actor, proto }

    struct TypeDecl {
        var name: String
        var kind: Kind
        var file: Int
        var node: Syntax
        /// Members of the declaration and of every extension of it.
        var members: [(file: Int, decl: DeclSyntax)]
        var inherited: [String]
        var genericParameters: [String]
    }

    struct Alias {
        var name: String
        var file: Int
        var type: TypeSyntax
    }

    var types: [String: TypeDecl] = [:]
    var aliases: [String: Alias] = [:]
    /// Extensions whose type is not declared in these files yet.
    var pendingExtensions: [(name: String, file: Int, node: ExtensionDeclSyntax)] = []
    var duplicates: [(name: String, file: Int, node: Syntax, first: TypeDecl)] = []
    var indexedFiles: Set<Int> = []

    mutating func add(file: Int, tree: SourceFileSyntax) {
        guard indexedFiles.insert(file).inserted else { return }
        for item in tree.statements {
            if let decl = item.item.as(DeclSyntax.self) { add(decl, scope: [], file: file) }
        }
        // Extensions may come before (or in another file than) their type.
        let pending = pendingExtensions
        pendingExtensions = []
        for p in pending { addExtension(p.node, name: p.name, file: p.file) }
    }

    private mutating func add(_ decl: DeclSyntax, scope: [String], file: Int) {
        func register(_ name: String, _ kind: Kind, _ node: Syntax, _ members: MemberBlockSyntax,
                      _ inheritance: InheritanceClauseSyntax?, _ generics: GenericParameterClauseSyntax?) {
            let qualified = (scope + [name]).joined(separator: ".")
            let t = TypeDecl(name: qualified, kind: kind, file: file, node: node,
                             members: members.members.map { (file, $0.decl) },
                             inherited: inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                             genericParameters: generics?.parameters.map { $0.name.text } ?? [])
            if let first = types[qualified] {
                duplicates.append((qualified, file, node, first))
            } else {
                types[qualified] = t
                for m in members.members { add(m.decl, scope: scope + [name], file: file) }
            }
        }
        if let s = decl.as(StructDeclSyntax.self) {
            register(s.name.text, .structure, Syntax(s), s.memberBlock, s.inheritanceClause, s.genericParameterClause)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            register(e.name.text, .enumeration, Syntax(e), e.memberBlock, e.inheritanceClause, e.genericParameterClause)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            register(c.name.text, .classType, Syntax(c), c.memberBlock, c.inheritanceClause, c.genericParameterClause)
        } else if let a = decl.as(ActorDeclSyntax.self) {
            register(a.name.text, .actor, Syntax(a), a.memberBlock, a.inheritanceClause, a.genericParameterClause)
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            register(p.name.text, .proto, Syntax(p), p.memberBlock, p.inheritanceClause, nil)
        } else if let t = decl.as(TypeAliasDeclSyntax.self) {
            let qualified = (scope + [t.name.text]).joined(separator: ".")
            if aliases[qualified] == nil { aliases[qualified] = Alias(name: qualified, file: file, type: t.initializer.value) }
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            pendingExtensions.append((Self.plainName(x.extendedType), file, x))
        } else if let ifc = decl.as(IfConfigDeclSyntax.self) {
            // #if blocks: the clauses an iPhone build may take (the app's own
            // flags are not known: each of theirs counts). At the top of a file
            // a clause holds statements (Apple's samples wrap the attributes in
            // `#if canImport(ActivityKit)`), in a type it holds members.
            for clause in IfConfigClauses.taken(ifc) {
                switch clause.elements {
                case .decls(let list)?: for m in list { add(m.decl, scope: scope, file: file) }
                case .statements(let items)?:
                    for item in items { if let d = item.item.as(DeclSyntax.self) { add(d, scope: scope, file: file) } }
                default: break
                }
            }
        }
    }

    private mutating func addExtension(_ x: ExtensionDeclSyntax, name: String, file: Int) {
        let resolved = types[name] != nil ? name : (resolvedAlias(name) ?? name)
        guard types[resolved] != nil else {
            pendingExtensions.append((name, file, x))
            return
        }
        types[resolved]!.members += x.memberBlock.members.map { (file, $0.decl) }
        types[resolved]!.inherited += x.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        for m in x.memberBlock.members { add(m.decl, scope: resolved.split(separator: ".").map(String.init), file: file) }
    }

    /// "A.B" for `A.B`, `A<T>.B`; module prefixes kept (resolved later).
    static func plainName(_ type: TypeSyntax) -> String {
        if let i = type.as(IdentifierTypeSyntax.self) { return i.name.text }
        if let m = type.as(MemberTypeSyntax.self) { return plainName(m.baseType) + "." + m.name.text }
        return type.trimmedDescription
    }

    /// The type an alias names, looked up from where the alias is declared
    /// (`typealias Status = ContentState` inside `A` is `A.ContentState`).
    func resolvedAlias(_ name: String) -> String? {
        guard let alias = aliases[name] else { return nil }
        let target = Self.plainName(alias.type)
        return lookup(target, from: name.split(separator: ".").dropLast().map(String.init)) ?? target
    }

    /// The names, aliases included, that stand for the type `name`.
    func names(of name: String) -> [String] {
        [name] + aliases.keys.filter { resolvedAlias($0) == name }.sorted()
    }

    /// Every protocol the type adopts, nearest first (`ProtocolDefaults.adopted`).
    func adopted(_ decl: TypeDecl) -> [String] {
        ProtocolDefaults.adopted(decl.inherited) { p in types[p].map { $0.kind == .proto ? $0.inherited : [] } ?? [] }
    }

    /// The members of protocol `name`'s declaration and extensions, also of a
    /// standard protocol only extended here (`extension Decodable where Self: P`).
    func protocolMembers(_ name: String) -> [(file: Int, decl: DeclSyntax)] {
        var out = types[name].map { $0.kind == .proto ? $0.members : [] } ?? []
        for p in pendingExtensions where p.name == name { out += p.node.memberBlock.members.map { (p.file, $0.decl) } }
        return out
    }

    /// Looks `name` up as Swift does from inside `scope`: innermost first.
    func lookup(_ name: String, from scope: [String]) -> String? {
        var s = scope
        while true {
            let candidate = (s + [name]).joined(separator: ".")
            if types[candidate] != nil || aliases[candidate] != nil { return candidate }
            if s.isEmpty { return nil }
            s.removeLast()
        }
    }
}
