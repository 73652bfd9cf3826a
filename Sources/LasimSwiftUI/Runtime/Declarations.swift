import LasimSwift
import SwiftSyntax
import Synchronization

/// A struct, class, enum or a type only extended here (`Color`, `String`):
/// its members as the sources declare them, extensions merged in.
final class TypeDecl {
    enum Kind { case structure, enumeration, classType, external }
    let name: String
    var kind: Kind
    /// The struct, class, enum or actor declaration (nil: only extended here).
    var declaration: Syntax?
    /// `isLazy`: `lazy var`, its initial value made when first read (with `self`), not by the initializer.
    struct Stored { var name: String; var type: TypeSyntax?; var initial: ExprSyntax?; var isLet: Bool; var isLazy = false }
    /// Stored properties in declaration order: the memberwise initializer's parameters.
    var stored: [Stored] = []
    /// `@Environment(\.colorScheme) var scheme` -> ("scheme", "colorScheme").
    var environment: [String: String] = [:]
    /// Where each `@Environment` property is declared, for what its read says.
    var environmentAttributes: [String: AttributeSyntax] = [:]
    /// `@ScaledMetric(relativeTo: .caption) var gap = 4.0` -> ("gap", "caption"):
    /// a stored value scaled with the text style (body unless named) at the text size.
    var scaledMetrics: [String: String] = [:]
    /// `@AppStorage("key", store: ...) var dark = false` -> ("dark", the key's expression):
    /// a stored value the app's `UserDefaults` hold, its initial value the default.
    var appStorage: [String: ExprSyntax] = [:]
    /// `@FetchRequest(...) var items`, `@Query var trips`: results of the app's
    /// data store, the request written in the attribute (no memberwise argument).
    var fetched: [String: Syntax] = [:]
    /// `@Dependency(\.router) private var url`: a property wrapper of a
    /// library (its attribute makes the value: no memberwise argument).
    var libraryWrapped: [String: AttributeSyntax] = [:]
    /// `@ViewBuilder var content: () -> Content`: stored closures that build views.
    var builders: Set<String> = []
    var computed: [String: AccessorBody] = [:]
    /// A computed property's `set { }` (or `set(v) { }`) and its value's name.
    var setters: [String: (body: AccessorBody, newValue: String)] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var staticStored: [String: (type: TypeSyntax?, initial: ExprSyntax?)] = [:]
    var staticComputed: [String: AccessorBody] = [:]
    var staticMethods: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    struct Case { var name: String; var rawValue: ExprSyntax?; var parameters: [(label: String?, type: TypeSyntax)] }
    var cases: [Case] = []
    /// The first inherited type: an enum's raw type (`String`, `Int`).
    var inherited: [String] = []
    /// A `CodingKeys` enum: property -> key sent in the payload.
    var codingKeys: [String: String] = [:]
    /// Its `init(from:)` and `encode(to:)`: its own, or a default of a
    /// protocol it adopts (`ProtocolDefaults`); nil, synthesized. Found once
    /// all files are read (`Declarations.findCodableWitnesses`).
    fileprivate(set) var ownDecoder: InitializerDeclSyntax?
    fileprivate(set) var ownEncoder: FunctionDeclSyntax?
    init(name: String, kind: Kind) { self.name = name; self.kind = kind }

    var rawType: String? {
        guard kind == .enumeration else { return nil }
        return inherited.first { ["String", "Int", "Character", "UInt", "Int64", "Int32"].contains($0) || FloatingTypes.contains($0) }
    }
    /// A `Widget`'s `body` is a configuration, not a view.
    var isView: Bool { inherited.contains("View") || (computed["body"] != nil && !inherited.contains { $0.hasSuffix("Widget") }) }
    /// The app's own `Shape`: a `path(in:)`, no `body`.
    var isShape: Bool { computed["body"] == nil && inherited.contains { $0 == "Shape" || $0 == "InsettableShape" } }
}

/// A getter's statements, and the node for `File.swift:line`.
struct AccessorBody {
    var statements: CodeBlockItemListSyntax
    var node: Syntax
}

/// Every declaration of the app's sources the widget code can reach, by name.
final class Declarations {
    var types: [String: TypeDecl] = [:]
    var functions: [String: [FunctionDeclSyntax]] = [:]
    var globals: [String: (type: TypeSyntax?, initial: ExprSyntax?)] = [:]
    var globalComputed: [String: AccessorBody] = [:]
    /// `typealias A = B`.
    var aliases: [String: String] = [:]
    var configurations: [FunctionCallExprSyntax] = []
    /// Functions and properties whose body is a view builder, found once
    /// (reading attributes' text at every call was a measurable share of a render).
    private(set) var builders: Set<SyntaxIdentifier> = []
    /// Expressions that end a chain with `?.` in it: only they catch a nil chain.
    private(set) var chainEnds: Set<SyntaxIdentifier> = []
    /// Types declared again after the one kept (files read nearest the widget first).
    private(set) var duplicates: [(name: String, kept: Syntax, ignored: Syntax)] = []
    /// A `private` (or `fileprivate`) type a second file declares by a name
    /// another file's type already has (`private struct Palette` in two
    /// views of one widget): Swift lets each file see its own, so it is kept
    /// by a name of its own, and its file's code finds it by the short one.
    /// File (its tree's id) -> name written -> name kept by.
    private var filePrivate: [SyntaxIdentifier: [String: String]] = [:]
    /// The file being read.
    private var reading: SyntaxIdentifier?
    private var duplicateNames: Set<String> = []
    /// Which of them the views looked up: only those matter (a test target's
    /// copy of a helper is in reach of a text scan, not of the views).
    private let lookedUp = Mutex<Set<String>>([])
    var duplicatesLookedUp: Set<String> { lookedUp.withLock { $0 } }

    /// An app's `EnvironmentValues` properties: the key type each reads
    /// (`self[K.self]`), found once, not by walking the getter at every read.
    private(set) var environmentKeys: [String: (keyType: String, node: Syntax, type: TypeSyntax?)] = [:]

    init(_ files: SwiftFiles) {
        for f in files.files {
            reading = Syntax(f.tree).id
            visit(f.tree.statements.map { Syntax($0.item) }, owner: nil)
            findConfigurations(Syntax(f.tree))
            let finder = ShapeFinder(viewMode: .sourceAccurate)
            finder.walk(f.tree)
            builders.formUnion(finder.builders)
            chainEnds.formUnion(finder.chainEnds)
        }
        mergeExtensionsOfAliases()
        findCodableWitnesses()
        duplicateNames = Set(duplicates.map(\.name))
        memberTypes = Self.memberTypes(types)
        makeChains()
        for (name, body) in types["EnvironmentValues"]?.computed ?? [:] {
            let finder = EnvironmentKeyFinder(viewMode: .sourceAccurate)
            finder.walk(body.statements)
            if let keyType = finder.keyType {
                environmentKeys[name] = (keyType, body.node, body.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type)
            }
        }
    }

    /// The `K` of `self[K.self]` in an `EnvironmentValues` property's getter.
    private final class EnvironmentKeyFinder: SyntaxVisitor {
        var keyType: String?
        override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
            if keyType == nil, let m = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
               m.declName.baseName.plain == "self", let base = m.base {
                keyType = base.trimmedDescription
            }
            return .skipChildren
        }
    }

    private final class ShapeFinder: SyntaxVisitor {
        var builders: Set<SyntaxIdentifier> = []
        var chainEnds: Set<SyntaxIdentifier> = []
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if Interpreter.returnsView(Syntax(node)) { builders.insert(node.id) }
            return .visitChildren
        }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if node.accessorBlock != nil, Interpreter.returnsView(Syntax(node)) { builders.insert(node.id) }
            return .visitChildren
        }
        override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
            var e = ExprSyntax(node)
            while !Interpreter.isChainEnd(e), let p = e.parent?.as(ExprSyntax.self) { e = p }
            chainEnds.insert(e.id)
            return .visitChildren
        }
    }

    func isBuilder(_ node: some SyntaxProtocol) -> Bool { builders.contains(node.id) }

    /// The type a name written at `node` means: its file's own file-private
    /// type of that name, else the name.
    func typeName(_ name: String, writtenAt node: some SyntaxProtocol) -> String {
        guard !filePrivate.isEmpty else { return name }
        return filePrivate[node.root.id]?[name] ?? name
    }

    /// How a type's name prints (`Palette(...)`): a file-private twin by the name it was written with.
    static func shownName(_ kept: String) -> String {
        guard let mark = kept.firstIndex(of: twinMark) else { return kept }
        return String(kept[..<mark]) + (kept[mark...].firstIndex(of: ".").map { String(kept[$0...]) } ?? "")
    }

    private static let twinMark: Character = "\u{2062}"

    /// `name` where it is a whole type name in `text` (not `Palettes` or `My.Palette`'s tail).
    private static func replacingWord(_ name: String, with kept: String, in text: String) -> String {
        guard text.contains(name) else { return text }
        var out = "", word = ""
        func flush() { out += (word == name && !out.hasSuffix(".")) ? kept : word; word = "" }
        for ch in text {
            if ch.isLetter || ch.isNumber || ch == "_" { word.append(ch) } else { flush(); out.append(ch) }
        }
        flush()
        return out
    }

    /// The name a top-level type is kept by: its own, or, for a file-private
    /// type whose name another file's type has, one of its own (noted for its file).
    private func keptName(_ item: Syntax, _ name: String, owner: TypeDecl?) -> String {
        guard owner == nil, let file = reading, let d = types[name], d.kind != .external,
              let kept = d.declaration, kept.root.id != file,
              let modifiers = item.asProtocol(WithModifiersSyntax.self)?.modifiers,
              modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) else { return name }
        let own = name + String(Self.twinMark) + String(filePrivate.count + 1)
        filePrivate[file, default: [:]][name] = own
        return own
    }

    /// Where a value of a declared type finds its members: the type, what it
    /// conforms to, and `View` for a view. Made as the declarations are read.
    private var chains: [String: [String]] = [:]

    func lookupChain(_ type: String) -> [String] {
        if let c = chains[type] { return c }
        return [type]
    }

    private func makeChains() {
        for (key, d) in types {
            chains[key] = [d.name] + d.inherited + (d.isView ? ["View"] : [])
        }
        for (alias, _) in aliases { if let d = type(alias) { chains[alias] = chains[d.name] } }
    }

    /// The declared type of a stored property by its name, when every type
    /// that declares one by that name agrees: what `a?.overs ?? 0` makes of
    /// its `0` when `a` is nil (a `Float` prints "0.0").
    func memberType(_ name: String) -> String? { memberTypes[name] ?? nil }

    /// Made once, as the declarations are read (renders on several threads share them):
    /// name -> the one type its stored properties are declared with (nil: they disagree).
    private var memberTypes: [String: String?] = [:]

    private static func memberTypes(_ types: [String: TypeDecl]) -> [String: String?] {
        var out: [String: String?] = [:]
        for d in types.values {
            for p in d.stored {
                guard let t = p.type else { continue }
                let text = Interpreter.plainTypeName(t)
                if let seen = out[p.name] { if seen != text { out[p.name] = .some(nil) } } else { out[p.name] = text }
            }
        }
        return out
    }

    /// `File.swift:12` by node, made once for all renders (on any thread):
    /// every view made names where it was written.
    private let locations = Mutex<[SyntaxIdentifier: String]>([:])
    private let typeNames = Mutex<[SyntaxIdentifier: String]>([:])

    func typeName(_ t: TypeSyntax) -> String {
        let id = t.id
        if let known = typeNames.withLock({ $0[id] }) { return known }
        var text = Interpreter.plainTypeName(t)
        if !filePrivate.isEmpty, let own = filePrivate[t.root.id] {
            // `Palette`, `[Palette]`, `Palette.Tone` in a file with its own `Palette`.
            for (name, kept) in own { text = Self.replacingWord(name, with: kept, in: text) }
        }
        text = ownNested(text, writtenIn: Syntax(t))
        typeNames.withLock { if $0.count < 100_000 { $0[id] = text } }
        return text
    }

    /// `var units: Units` inside `Temperature`, with `Distance` nesting a
    /// `Units` too: the one nested in the type the name is written in (or
    /// in one around it), as Swift looks it up, before the short name's
    /// first owner (`aliases`).
    private func ownNested(_ text: String, writtenIn node: Syntax) -> String {
        var owners: [String] = []
        var at = node.parent
        while let n = at {
            if let d = n.asProtocol(NamedDeclSyntax.self), n.is(StructDeclSyntax.self) || n.is(EnumDeclSyntax.self) || n.is(ClassDeclSyntax.self) || n.is(ActorDeclSyntax.self) {
                owners.insert(d.name.text, at: 0)
            } else if let e = n.as(ExtensionDeclSyntax.self) {
                owners.insert(Interpreter.plainTypeName(e.extendedType), at: 0)
            }
            at = n.parent
        }
        guard !owners.isEmpty else { return text }
        let owner = owners.joined(separator: ".")
        var out = text
        for word in Set(text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)) where word.first?.isUppercase == true {
            // Unchanged where the short name already is that type.
            if let qualified = nestedType(word, in: owner), (types[word] != nil ? word : aliases[word]) != qualified {
                out = Self.replacingWord(word, with: qualified, in: out)
            }
        }
        return out
    }

    /// `Constants` inside `SmallLabel`: the type nested in the enclosing
    /// type (`owner`), or in one around it, before any other of that name,
    /// as Swift looks names up (several views may each have a `Constants`).
    func nestedType(_ name: String, in owner: String?) -> String? {
        var owner = owner
        while let o = owner {
            if types[o + "." + name] != nil { return o + "." + name }
            owner = o.lastIndex(of: ".").map { String(o[..<$0]) }
        }
        return nil
    }

    /// The type `extension Outer.Inner` adds to when no type has that
    /// qualified name yet: `Inner` of `Outer` where `Outer` is known (through
    /// an alias too), else the type the short name is. Never another owner's
    /// `Inner`: with two attributes types each nesting a `ContentState`, the
    /// extension read before its owner's file waits under its own name
    /// (`decl` joins it to the declaration), where the short name would give
    /// its statics to the first `ContentState` read.
    private func extended(_ full: String) -> TypeDecl? {
        guard let dot = full.lastIndex(of: ".") else { return type(full) }
        let short = String(full[full.index(after: dot)...])
        let owner = type(String(full[..<dot]))?.name ?? String(full[..<dot])
        if let nested = types[owner + "." + short] { return nested }
        guard let t = type(short), !t.name.contains(".") || t.name.hasPrefix(owner + ".") else { return nil }
        return t
    }

    func location(_ node: some SyntaxProtocol, in files: SwiftFiles) -> String {
        let id = node.id
        if let known = locations.withLock({ $0[id] }) { return known }
        let text = files.location(node)
        locations.withLock { if $0.count < 100_000 { $0[id] = text } }
        return text
    }

    func type(_ name: String) -> TypeDecl? {
        var name = name
        // `typealias ContentState = Match`, and `Match` nested: a chain of names.
        for _ in 0..<8 {
            if let t = types[name] {
                if !duplicateNames.isEmpty, duplicateNames.contains(t.name) { lookedUp.withLock { _ = $0.insert(t.name) } }
                return t
            }
            guard let a = aliases[name], a != name else { return nil }
            name = a
        }
        return nil
    }

    /// The app's own type by a name that is also a standard one's (`Date`):
    /// one it declares (not only extends), by that name or through its own
    /// typealias. What the decoder asks before its standard rules
    /// (`StandardTypeNames`).
    func declaredType(_ name: String) -> TypeDecl? {
        guard let d = type(name), d.kind != .external else { return nil }
        return d
    }

    /// Nested types are kept by their qualified name (`Match.ContentState`),
    /// and by their own name while no other type takes it, unless a standard
    /// type has that name: `Game.Date` is not `Date` outside `Game`, and
    /// inside it the name is written out whole (`typeName`).
    private func decl(_ short: String, _ kind: TypeDecl.Kind, in owner: TypeDecl?) -> TypeDecl {
        let name = owner.map { $0.name + "." + short } ?? short
        if owner != nil && types[short] == nil && aliases[short] == nil && !StandardTypeNames.coded.contains(short) { aliases[short] = name }
        if let d = types[name] {
            if d.kind == .external && kind != .external { d.kind = kind }
            return d
        }
        let d = TypeDecl(name: name, kind: kind)
        types[name] = d
        return d
    }

    /// `extension State { }` read before the file with `typealias State =
    /// Attributes.ContentState`: its members belong to the type the alias names.
    private func mergeExtensionsOfAliases() {
        for (name, d) in types.sorted(by: { $0.key < $1.key }) where d.kind == .external && aliases[name] != nil {
            types[name] = nil
            guard let target = type(name), target !== d else { types[name] = d; continue }
            target.inherited += d.inherited
            target.computed.merge(d.computed) { own, _ in own }
            target.methods.merge(d.methods) { $0 + $1 }
            target.staticStored.merge(d.staticStored) { own, _ in own }
            target.staticComputed.merge(d.staticComputed) { own, _ in own }
            target.staticMethods.merge(d.staticMethods) { $0 + $1 }
            target.initializers += d.initializers
        }
    }

    /// Each type's `init(from:)` and `encode(to:)`, by the one rule the
    /// importer's schema asks too: its own, else a default from an extension
    /// of a protocol it adopts. Protocols and standard types only extended
    /// here are kept as `.external` types, their extensions' members on them.
    private func findCodableWitnesses() {
        func protocolOrExtended(_ p: String) -> TypeDecl? { types[p].flatMap { $0.kind == .external ? $0 : nil } }
        func refines(_ p: String) -> [String] { protocolOrExtended(p)?.inherited ?? [] }
        // A standard type only extended here keeps its own too (`extension Color: Codable { init(from:) }`).
        for d in types.values {
            let adopted = ProtocolDefaults.adopted(d.inherited, refines: refines)
            d.ownDecoder = ProtocolDefaults.witness(own: d.initializers, type: d.name, adopted: adopted,
                                                    members: { protocolOrExtended($0)?.initializers ?? [] }, isOne: \.decodesFromDecoder)
            d.ownEncoder = ProtocolDefaults.witness(own: d.methods["encode"] ?? [], type: d.name, adopted: adopted,
                                                    members: { protocolOrExtended($0)?.methods["encode"] ?? [] }, isOne: \.encodesToEncoder)
        }
    }

    private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" } ?? []
    }

    /// A type declared a second time (a stale copy of a file left in the
    /// folder, a clause of `#if`): the first is the one, as for the importer.
    private func declaredBefore(_ item: Syntax, in owner: TypeDecl?) -> Bool {
        guard let name = item.asProtocol(NamedDeclSyntax.self)?.name.plain,
              item.is(StructDeclSyntax.self) || item.is(ClassDeclSyntax.self) || item.is(EnumDeclSyntax.self) || item.is(ActorDeclSyntax.self)
        else { return false }
        guard let d = types[owner.map { $0.name + "." + name } ?? name], d.kind != .external else { return false }
        if keptName(item, name, owner: owner) != name { return false }
        if let kept = d.declaration { duplicates.append((d.name, kept, item)) }
        return true
    }

    private func visit(_ items: [Syntax], owner: TypeDecl?) {
        for item in items where !declaredBefore(item, in: owner) {
            func own(_ name: String) -> String { owner == nil ? (reading.flatMap { filePrivate[$0]?[name] } ?? name) : name }
            if let s = item.as(StructDeclSyntax.self) {
                let d = decl(own(s.name.plain), .structure, in: owner)
                d.declaration = item
                d.inherited += inherited(s.inheritanceClause)
                members(s.memberBlock, into: d)
            } else if let c = item.as(ClassDeclSyntax.self) {
                let d = decl(own(c.name.plain), .classType, in: owner)
                d.declaration = item
                d.inherited += inherited(c.inheritanceClause)
                members(c.memberBlock, into: d)
            } else if let c = item.as(ActorDeclSyntax.self) {
                let d = decl(c.name.plain, .classType, in: owner)
                d.declaration = item
                members(c.memberBlock, into: d)
            } else if let e = item.as(EnumDeclSyntax.self) {
                let d = decl(own(e.name.plain), .enumeration, in: owner)
                d.declaration = item
                d.inherited += inherited(e.inheritanceClause)
                members(e.memberBlock, into: d)
            } else if let e = item.as(ExtensionDeclSyntax.self) {
                var full = e.extendedType.trimmedDescription
                for module in ["Swift.", "SwiftUI.", "Foundation.", "UIKit.", "ActivityKit.", "WidgetKit."] where full.hasPrefix(module) {
                    full = String(full.dropFirst(module.count))
                }
                full = own(full)
                let d = types[full] ?? extended(full) ?? decl(full, .external, in: nil)
                d.inherited += inherited(e.inheritanceClause)
                members(e.memberBlock, into: d)
            } else if let p = item.as(ProtocolDeclSyntax.self) {
                // Protocol extensions' default members live on the protocol's
                // name; what it refines says where else defaults come from.
                decl(p.name.text, .external, in: nil).inherited += inherited(p.inheritanceClause)
            } else if let f = item.as(FunctionDeclSyntax.self) {
                functions[f.name.plain, default: []].append(f)
            } else if let v = item.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain else { continue }
                    if let body = Self.getter(b) { globalComputed[name] = body } else { globals[name] = (b.typeAnnotation?.type, b.initializer?.value) }
                }
            } else if let t = item.as(TypeAliasDeclSyntax.self) {
                aliases[t.name.text] = t.initializer.value.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            } else if let i = item.as(IfConfigDeclSyntax.self) {
                // `#if DEBUG ... #endif`: every clause an iPhone build may take; on a clash the first wins.
                for clause in IfConfigClauses.taken(i) {
                    if case .statements(let s)? = clause.elements { visit(s.map { Syntax($0.item) }, owner: owner) }
                    if case .decls(let m)? = clause.elements { visit(m.map { Syntax($0.decl) }, owner: owner) }
                }
            }
        }
    }

    /// `@Environment(\.colorScheme)` reads "colorScheme"; `@Environment(Model.self)`
    /// (an `@Observable` object) reads the object of that type `.environment(model)` set.
    static func environmentKey(_ argument: String) -> String {
        argument.hasSuffix(".self") ? objectKey(String(argument.dropLast(5))) : argument.split(separator: ".").last.map(String.init) ?? ""
    }

    /// Where an environment object of a type is kept (`@Environment(T.self)`, `@EnvironmentObject var x: T`).
    static func objectKey(_ type: String) -> String { "object:" + (type.split(separator: ".").last.map(String.init) ?? type) }

    static func getter(_ b: PatternBindingSyntax) -> AccessorBody? {
        switch b.accessorBlock?.accessors {
        case .getter(let body)?: return AccessorBody(statements: body, node: Syntax(b))
        case .accessors(let list)?:
            if let get = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = get.body {
                return AccessorBody(statements: body.statements, node: Syntax(b))
            }
            return nil
        case nil: return nil
        }
    }

    static func setter(_ b: PatternBindingSyntax) -> (body: AccessorBody, newValue: String)? {
        guard case .accessors(let list)? = b.accessorBlock?.accessors,
              let set = list.first(where: { $0.accessorSpecifier.text == "set" }), let body = set.body else { return nil }
        return (AccessorBody(statements: body.statements, node: Syntax(set)), set.parameters?.name.text ?? "newValue")
    }

    /// `@AppStorage("key", store: ...)`'s key expression, or the key
    /// `@Default(.key)` names (the Defaults package's `Defaults.Keys` static).
    static func appStorageKey(_ attributes: AttributeListSyntax) -> ExprSyntax? {
        for case .attribute(let a) in attributes where ["AppStorage", "Default"].contains(a.attributeName.trimmedDescription) {
            if case .argumentList(let args)? = a.arguments { return args.first?.expression }
        }
        return nil
    }

    /// `@Dependency(\.router)`, `@Injected(\.api)`: an attribute with
    /// arguments naming a type lasim does not model, not an actor.
    static func isLibraryWrapper(_ a: AttributeSyntax) -> Bool {
        let name = a.attributeName.trimmedDescription
        guard a.arguments != nil, name.first?.isUppercase == true, !name.hasSuffix("Actor") else { return false }
        return !knownWrappers.contains(name.split(separator: ".").last.map(String.init) ?? name)
    }

    /// SwiftUI's and the Defaults package's wrappers, each read by its own rule.
    static let knownWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "FetchRequest", "SectionedFetchRequest", "Query", "ScaledMetric", "AppStorage",
        "SceneStorage", "Default", "State", "StateObject", "ObservedObject", "Binding", "Bindable", "Published", "FocusState",
        "GestureState", "Namespace", "FocusedValue", "FocusedBinding",
    ]

    private func members(_ block: MemberBlockSyntax, into d: TypeDecl) {
        for m in block.members { member(m.decl, into: d) }
    }

    private func member(_ decl: DeclSyntax, into d: TypeDecl) {
        if let v = decl.as(VariableDeclSyntax.self) {
            let isStatic = v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            let attributes = v.attributes.compactMap { $0.as(AttributeSyntax.self) }
            let env = attributes.first { $0.attributeName.trimmedDescription == "Environment" }
            let object = attributes.first { $0.attributeName.trimmedDescription == "EnvironmentObject" }
            let fetch = attributes.first { ["FetchRequest", "SectionedFetchRequest", "Query"].contains($0.attributeName.trimmedDescription) }
            let scaled = attributes.first { $0.attributeName.trimmedDescription == "ScaledMetric" }
            let storageKey = Self.appStorageKey(v.attributes)
            for b in v.bindings {
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain else { continue }
                if let scaled {
                    d.scaledMetrics[name] = scaled.arguments?.trimmedDescription.split(separator: ".").last.map(String.init) ?? "body"
                }
                if let storageKey { d.appStorage[name] = storageKey }
                if let env {
                    d.environment[name] = Self.environmentKey(env.arguments?.trimmedDescription ?? "")
                    d.environmentAttributes[name] = env
                    continue
                }
                if let fetch, b.initializer == nil {
                    d.fetched[name] = Syntax(fetch)
                    continue
                }
                if !isStatic, b.initializer == nil, Self.getter(b) == nil, let wrapper = attributes.first(where: Self.isLibraryWrapper) {
                    d.libraryWrapped[name] = wrapper
                    continue
                }
                if object != nil, let t = b.typeAnnotation?.type ?? v.bindings.last?.typeAnnotation?.type {
                    d.environment[name] = Self.objectKey(Interpreter.plainTypeName(t))
                    continue
                }
                if let body = Self.getter(b) {
                    if isStatic { d.staticComputed[name] = body } else { d.computed[name] = body }
                    if !isStatic, let set = Self.setter(b) { d.setters[name] = set }
                } else if isStatic {
                    d.staticStored[name] = (b.typeAnnotation?.type, b.initializer?.value)
                } else if !d.stored.contains(where: { $0.name == name }) {
                    if Interpreter.isBuilder(v.attributes) { d.builders.insert(name) }
                    // A type annotation may sit on the last of `var a, b: Int`.
                    let type = b.typeAnnotation?.type ?? v.bindings.last?.typeAnnotation?.type
                    d.stored.append(.init(name: name, type: type, initial: b.initializer?.value, isLet: v.bindingSpecifier.text == "let",
                                          isLazy: v.modifiers.contains { $0.name.text == "lazy" }))
                }
            }
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            if f.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                d.staticMethods[f.name.plain, default: []].append(f)
            } else {
                d.methods[f.name.plain, default: []].append(f)
            }
        } else if let i = decl.as(InitializerDeclSyntax.self) {
            d.initializers.append(i)
        } else if let c = decl.as(EnumCaseDeclSyntax.self) {
            for e in c.elements {
                let params = e.parameterClause?.parameters.map { p in
                    (label: p.firstName.flatMap { $0.text == "_" ? nil : $0.text }, type: p.type)
                } ?? []
                d.cases.append(.init(name: e.name.plain, rawValue: e.rawValue?.value, parameters: params))
            }
        } else if let e = decl.as(EnumDeclSyntax.self), e.name.plain == "CodingKeys" {
            for m in e.memberBlock.members {
                guard let c = m.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for el in c.elements {
                    var key = el.name.plain
                    if let s = el.rawValue?.value.as(StringLiteralExprSyntax.self) { key = s.segments.trimmedDescription }
                    d.codingKeys[el.name.plain] = key
                }
            }
            visit([Syntax(e)], owner: d)
        } else if let i = decl.as(IfConfigDeclSyntax.self) {
            for clause in IfConfigClauses.taken(i) { if case .decls(let m)? = clause.elements { for x in m { member(x.decl, into: d) } } }
        } else if let t = decl.as(TypeAliasDeclSyntax.self) {
            let target = t.initializer.value.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            aliases[t.name.text] = target
            // `A.ContentState` where `A` says `typealias ContentState = Phase`.
            aliases[d.name + "." + t.name.text] = target
        } else {
            // Nested types are found by their own name (`Attributes.ContentState` as `ContentState`).
            visit([Syntax(decl)], owner: d)
        }
    }

    private func findConfigurations(_ node: Syntax) {
        configurations += ActivityConfigurationCall.all(in: node)
    }
}
