import LasimText
import LasimModel
import SwiftSyntax

/// Swift types -> schemas, decoded as synthesized `Decodable` and a default
/// `JSONDecoder` decode them.
struct SchemaBuilder {
    let sources: SwiftSourceSet
    var index: TypeIndex
    var diagnostics: [SwiftDiagnostic] = []
    private var building: Set<String> = []
    private var cache: [String: ContentSchema.FieldType] = [:]
    /// The declared types the schemas were built from (qualified names).
    var built: Set<String> { Set(cache.keys) }
    private var reported: Set<String> = []
    /// Type names used but not declared in the files indexed so far.
    var unknownNames: Set<String> = []
    /// Standard names (`Date`) read as the standard type, and protocols the
    /// types adopt, not declared in the files indexed so far: the importer
    /// reads the files that declare them (an app's own `Date` shadows
    /// Foundation's) or, for a protocol, extend it (where a default
    /// `init(from:)` may be).
    var standardNamesRead: Set<String> = []
    var protocolsAdopted: Set<String> = []
    /// Enum type -> case name -> raw value, for samples.
    var enumRaws: [String: [String: JSONValue]] = [:]
    /// A decoder lasim cannot read whole, the content state's or a type's
    /// it holds (or the attributes'): the views' evaluator runs it on every
    /// update (`LiveViews.decodeFailure`, `Interpreter.decode`), which it
    /// can where the app's `ActivityConfiguration` is among the files.
    static let runByApp = "custom decoding, run as the app's own code where its ActivityConfiguration is given"

    init(sources: SwiftSourceSet, index: TypeIndex) {
        self.sources = sources
        self.index = index
    }

    mutating func note(_ file: Int, _ node: some SyntaxProtocol, _ message: String, once key: String? = nil) {
        if let key, !reported.insert(key).inserted { return }
        diagnostics.append(SwiftDiagnostic(file: sources.files[file].path, line: sources.line(of: node, in: file),
                                           message: message))
    }

    /// Swift integer widths and their ranges.
    static let integers: [String: (Double, Double)] = [
        "Int8": (-128, 127), "Int16": (-32768, 32767), "Int32": (-2_147_483_648, 2_147_483_647),
        "UInt8": (0, 255), "UInt16": (0, 65535), "UInt32": (0, 4_294_967_295),
        "UInt": (0, 1.8446744073709552e19), "UInt64": (0, 1.8446744073709552e19),
        "Int64": (-9.223372036854775808e18, 9.223372036854775807e18),
    ]

    /// The field type of a written type, and whether it is optional.
    mutating func fieldType(_ type: TypeSyntax, scope: [String], file: Int) -> (ContentSchema.FieldType, Bool) {
        if let o = type.as(OptionalTypeSyntax.self) {
            return (fieldType(o.wrappedType, scope: scope, file: file).0.wrappedOnce, true)
        }
        if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return (fieldType(o.wrappedType, scope: scope, file: file).0.wrappedOnce, true)
        }
        if let a = type.as(ArrayTypeSyntax.self) {
            return (.array(element(a.element, scope: scope, file: file)), false)
        }
        if let d = type.as(DictionaryTypeSyntax.self) {
            return (dictionary(key: d.key, value: d.value, scope: scope, file: file), false)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return fieldType(attributed.baseType, scope: scope, file: file)
        }
        var name = TypeIndex.plainName(type)
        var generics: [TypeSyntax] = []
        if let i = type.as(IdentifierTypeSyntax.self) {
            generics = i.genericArgumentClause?.arguments.compactMap { Syntax($0.argument).as(TypeSyntax.self) } ?? []
        } else if let m = type.as(MemberTypeSyntax.self) {
            generics = m.genericArgumentClause?.arguments.compactMap { Syntax($0.argument).as(TypeSyntax.self) } ?? []
        }
        // `Foundation.Date` is Foundation's whatever the app declares.
        var moduleNamed = false
        for module in ["Swift.", "Foundation.", "CoreGraphics.", "SwiftUI."] where name.hasPrefix(module) {
            name.removeFirst(module.count)
            moduleNamed = true
        }
        switch (name, generics.count) {
        case ("Optional", 1): return (fieldType(generics[0], scope: scope, file: file).0.wrappedOnce, true)
        case ("Array", 1): return (.array(element(generics[0], scope: scope, file: file)), false)
        case ("Set", 1): return (.set(element(generics[0], scope: scope, file: file)), false)
        case ("Dictionary", 2): return (dictionary(key: generics[0], value: generics[1], scope: scope, file: file), false)
        case ("ClosedRange", 1), ("Range", 1):
            return (.range(name: name, bound: element(generics[0], scope: scope, file: file)), false)
        default: break
        }
        // User types shadow the standard ones (`StandardTypeNames`).
        let standard = StandardTypeNames.coded.contains(name)
        if !(moduleNamed && standard), let found = index.lookup(name, from: scope) { return (userType(found, file: file, node: type), false) }
        if standard && !moduleNamed { standardNamesRead.insert(name) }
        switch name {
        case "String", "Character", "Substring": return (.string, false)
        case "Bool": return (.bool, false)
        case "Int": return (.int, false)
        case "Double", "Float64", "Decimal": return (.double, false)
        case _ where DoubleAliases.names.contains(name): return (.double, false)
        case "Float", "Float32": return (.floating(name: "Float"), false)
        case "Float16": return (.floating(name: "Float16"), false)
        case "CGFloat": return (.floating(name: "CGFloat"), false)
        case "Date": return (.date, false)
        case "Duration": return (.duration, false)
        case "URL": return (.url, false)
        case "UUID": return (.uuid, false)
        case "Data": return (.data, false)
        default:
            if let r = Self.integers[name] { return (.integer(name: name, min: r.0, max: r.1), false) }
            // `Donut.ID` of an `Identifiable` type: the type of its `id`, as Swift infers the associated type
            // (an enum's `var id: Int { rawValue }` as well as a stored `id`).
            if name.hasSuffix(".ID"), let base = index.lookup(String(name.dropLast(3)), from: scope), let decl = index.types[base],
               let id = declaredProperty(decl, "id"), let t = id.type {
                return fieldType(t, scope: base.split(separator: ".").map(String.init), file: id.file)
            }
            // `Kind.RawValue` of an enum with a raw type: that type, as Swift infers `RawRepresentable`'s.
            if name.hasSuffix(".RawValue"), let base = index.lookup(String(name.dropLast(9)), from: scope), let decl = index.types[base],
               decl.kind == .enumeration, let raw = Self.rawType(decl) {
                return fieldType(TypeSyntax(IdentifierTypeSyntax(name: .identifier(raw))), scope: [], file: decl.file)
            }
            unknownNames.insert(String(name.split(separator: ".").first ?? ""))
            // A platform type the app makes Codable itself (`extension Color: Codable`, a weather
            // app's colours in its attributes) is declared, only not by the app: its own coding.
            if let own = index.pendingExtensions.first(where: { $0.name == name && Self.conformsToDecodable($0.node.inheritanceClause) }) {
                note(file, type, "type \(type.trimmedDescription) is made Codable by the app's own extension "
                     + "(\(sources.files[own.file].path):\(sources.line(of: own.node, in: own.file))): custom decoding, not simulated (values accepted as they are)",
                     once: "unknown:\(name)")
                return (.custom(name: type.trimmedDescription), false)
            }
            note(file, type, "type \(type.trimmedDescription) is not declared in the files given: custom decoding, not simulated (values accepted as they are)",
                 once: "unknown:\(name)")
            return (.custom(name: type.trimmedDescription), false)
        }
    }

    /// Whether an inheritance clause names `Codable` or `Decodable`.
    static func conformsToDecodable(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { ["Codable", "Decodable", "Swift.Codable", "Swift.Decodable"].contains($0.type.trimmedDescription) } ?? false
    }

    private mutating func element(_ type: TypeSyntax, scope: [String], file: Int) -> ContentSchema.FieldType {
        let (t, optional) = fieldType(type, scope: scope, file: file)
        return optional ? .optional(t) : t
    }

    private mutating func dictionary(key: TypeSyntax, value: TypeSyntax, scope: [String], file: Int) -> ContentSchema.FieldType {
        let k = fieldType(key, scope: scope, file: file).0
        switch k {
        case .string, .int, .integer:
            // String and Int keys encode as a JSON object (Int keys as strings).
            return .dictionary(element(value, scope: scope, file: file))
        default:
            // Other keys encode as an unkeyed [key, value, key, value...] array.
            return .custom(name: "[\(key.trimmedDescription): \(value.trimmedDescription)]")
        }
    }

    /// A type declared in the files: struct/class -> object, enum -> its coding.
    mutating func userType(_ qualified: String, file: Int, node: some SyntaxProtocol) -> ContentSchema.FieldType {
        if let cached = cache[qualified] { return cached }
        if let alias = index.aliases[qualified] {
            guard !building.contains(qualified) else { return .custom(name: qualified) }
            building.insert(qualified)
            defer { building.remove(qualified) }
            let scope = Array(qualified.split(separator: ".").dropLast().map(String.init))
            let t = fieldType(alias.type, scope: scope, file: alias.file)
            let result = t.1 ? ContentSchema.FieldType.optional(t.0) : t.0
            cache[qualified] = result
            return result
        }
        guard let decl = index.types[qualified] else { return .custom(name: qualified) }
        // A push SDK's `AnyCodable` of lasim's model decodes any JSON value:
        // its decoder, run by the views' evaluator, is the SDK's, not the app's.
        if sources.files[decl.file].path == PushSDKModel.path && PushSDKModel.anyValueTypes.contains(qualified) {
            cache[qualified] = .any
            return .any
        }
        // A recursive type (indirect enum, a node with children): checked one level.
        guard !building.contains(qualified), building.count < 32 else { return .custom(name: qualified) }
        building.insert(qualified)
        defer { building.remove(qualified) }
        let result: ContentSchema.FieldType
        switch decl.kind {
        case .enumeration: result = enumType(decl)
        case .structure, .classType, .actor:
            // Its own `init(from:)` may read one value, not keys (a measure
            // decoding itself from a number): any value is accepted, as for an
            // enum decoding itself, and a typical state sends one of the type read.
            if let custom = customInit(decl), let reads = singleValueRead(custom.0, file: custom.1, scope: qualified.split(separator: ".").map(String.init)) {
                note(custom.1, custom.0, "\(qualified).init(from:): \(Self.runByApp) (one value, not keys)", once: "single:\(qualified)")
                result = .custom(name: qualified, reads: reads)
            } else {
                result = .object(objectSchema(decl))
            }
        case .proto:
            note(decl.file, decl.node, "\(qualified) is a protocol: custom decoding, not simulated", once: "proto:\(qualified)")
            result = .custom(name: qualified)
        }
        cache[qualified] = result
        return result
    }

    // MARK: - Structs

    /// Stored properties in declaration order, as synthesized `Decodable` sees them.
    struct Property {
        var name: String
        var type: TypeSyntax?
        var initializer: ExprSyntax?
        var isLet: Bool
        var file: Int
        var node: Syntax
    }

    func storedProperties(_ decl: TypeIndex.TypeDecl) -> [Property] {
        var out: [Property] = []
        for (file, member) in decl.members {
            guard let v = member.as(VariableDeclSyntax.self) else { continue }
            if v.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) { continue }
            let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
            var pending: [Property] = []
            for binding in v.bindings {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                if let accessors = binding.accessorBlock {
                    // Computed unless it only observes (willSet/didSet).
                    guard case .accessors(let list) = accessors.accessors,
                          list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else { continue }
                }
                var p = Property(name: id.identifier.text.trimming("`"), type: binding.typeAnnotation?.type,
                                 initializer: binding.initializer?.value, isLet: isLet, file: file, node: Syntax(binding))
                if p.type != nil {
                    // `let a, b: Int`: the annotation covers the names before it.
                    for i in pending.indices where pending[i].type == nil && pending[i].initializer == nil { pending[i].type = p.type }
                }
                if !v.attributes.isEmpty { p.type = nil; p.initializer = nil }
                pending.append(p)
            }
            out += pending
        }
        return out
    }

    /// The types an enum's raw values can have, which its first inherited type names when it has them.
    static let rawTypes: Set<String> = Set(integers.keys).union(["Int", "String", "Character", "Double", "Float", "Float32", "Float64", "CGFloat"])

    /// An enum's raw type (`enum Kind: Swift.Int`: "Int"); nil when its first
    /// inherited type is none (`enum Kind: Codable`).
    static func rawType(_ decl: TypeIndex.TypeDecl) -> String? {
        guard let first = decl.inherited.first else { return nil }
        let name = first.hasPrefix("Swift.") ? String(first.dropFirst(6)) : first
        return rawTypes.contains(name) ? name : nil
    }

    /// A property the type declares with its type written, stored or computed
    /// (what an associated type such as `Identifiable.ID` is inferred from).
    func declaredProperty(_ decl: TypeIndex.TypeDecl, _ name: String) -> Property? {
        if let stored = storedProperties(decl).first(where: { $0.name == name && $0.type != nil }) { return stored }
        for (file, member) in decl.members {
            guard let v = member.as(VariableDeclSyntax.self), !v.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { continue }
            for binding in v.bindings {
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimming("`") == name, let t = binding.typeAnnotation?.type else { continue }
                return Property(name: name, type: t, initializer: nil, isLet: false, file: file, node: Syntax(binding))
            }
        }
        return nil
    }

    /// `CodingKeys` cases: property name -> key (raw value or the name).
    func codingKeys(_ decl: TypeIndex.TypeDecl) -> [(property: String, key: String)]? {
        guard let keys = index.types[decl.name + ".CodingKeys"], keys.kind == .enumeration else { return nil }
        var out: [(String, String)] = []
        for (_, member) in keys.members {
            guard let c = member.as(EnumCaseDeclSyntax.self) else { continue }
            for element in c.elements {
                let name = element.name.text.trimming("`")
                var key = name
                if let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self), let s = SwiftLiterals.literal(raw) { key = s }
                out.append((name, key))
            }
        }
        return out
    }

    mutating func objectSchema(_ decl: TypeIndex.TypeDecl) -> ContentSchema {
        let scope = decl.name.split(separator: ".").map(String.init)
        let keys = codingKeys(decl)
        let custom = customInit(decl)
        var fields: [ContentSchema.Field] = []
        for p in storedProperties(decl) {
            // `let x = 1` is never decoded (Swift warns); `var x = 1` is, and its key is required.
            if p.isLet && p.initializer != nil { continue }
            var key = p.name
            if let keys {
                guard let k = keys.first(where: { $0.property == p.name }) else { continue }
                key = k.key
            }
            let (type, optional): (ContentSchema.FieldType, Bool)
            if let written = p.type {
                (type, optional) = fieldType(written, scope: scope, file: p.file)
            } else if let initial = p.initializer {
                type = SwiftLiterals.inferredType(initial)
                optional = false
            } else {
                // A property wrapper or a pattern lasim does not read.
                type = .custom(name: "\(p.name) (property wrapper)")
                optional = true
                // Its own `init(from:)` says how the key is read: that is followed below.
                if custom == nil {
                    note(p.file, p.node, "\(decl.name).\(p.name): property wrappers use their own coding: custom decoding, not simulated")
                }
            }
            fields.append(ContentSchema.Field(name: key, type: type, optional: optional,
                                              source: sources.location(of: p.node, in: p.file),
                                              property: key == p.name ? nil : p.name))
        }
        var schema = ContentSchema(name: decl.name, fields: fields, swiftType: decl.name,
                                   source: sources.location(of: decl.node, in: decl.file))
        if let custom {
            schema.ownDecoder = true
            applyCustomInit(custom.0, file: custom.1, to: &schema, scope: scope, keys: keys)
        }
        return schema
    }

    /// The type's `init(from:)`: its own, or a default of a protocol it
    /// adopts (`ProtocolDefaults`, the rule the evaluator asks too); nil,
    /// synthesized. A protocol not indexed yet is noted for the importer.
    private mutating func customInit(_ decl: TypeIndex.TypeDecl) -> (InitializerDeclSyntax, Int)? {
        let adopted = index.adopted(decl)
        for p in adopted where index.types[p] == nil && !StandardTypeNames.coded.contains(p) { protocolsAdopted.insert(p) }
        let own = decl.members.filter { $0.decl.is(InitializerDeclSyntax.self) }
        let found = ProtocolDefaults.witness(own: own, type: decl.name, adopted: adopted, members: index.protocolMembers,
                                             syntax: { Syntax($0.decl) }) { $0.decl.as(InitializerDeclSyntax.self)?.decodesFromDecoder ?? false }
        return found.flatMap { f in f.decl.as(InitializerDeclSyntax.self).map { ($0, f.file) } }
    }

    /// What an `init(from:)` that asks for a single-value container and no
    /// keyed one reads: the type of its first `decode(T.self)`, or any value.
    private mutating func singleValueRead(_ initDecl: InitializerDeclSyntax, file: Int, scope: [String]) -> ContentSchema.FieldType? {
        let reader = DecodeCallReader(viewMode: .sourceAccurate)
        if let body = initDecl.body { reader.walk(body) }
        guard reader.singleValue && !reader.keyed else { return nil }
        guard let text = reader.firstUnkeyedType, let t = SwiftLiterals.parseType(text) else { return .any }
        let (type, optional) = fieldType(t, scope: scope, file: file)
        return optional ? .optional(type) : type
    }

    /// A custom `init(from:)`: its `decode` / `decodeIfPresent` calls say
    /// which keys are required; anything else is accepted, never a false error.
    private mutating func applyCustomInit(_ initDecl: InitializerDeclSyntax, file: Int, to schema: inout ContentSchema,
                                          scope: [String], keys: [(property: String, key: String)]?) {
        let (fields, opaque) = keysRead(initDecl, file: file, scope: scope, keys: keys)
        schema.fields = fields
        if opaque > 0 || fields.contains(where: { if case .custom = $0.type { return true } else { return false } }) {
            schema.customDecoding = Self.runByApp
            note(file, initDecl, "\(schema.name).init(from:): \(Self.runByApp) (\(opaque) call(s) lasim cannot follow); keys it reads plainly are checked, the rest accepted unless it throws")
        }
    }

    /// The keys a custom `init(from:)` reads from a keyed container, each with
    /// the type it reads (checked where read plainly), and how many calls it
    /// makes that lasim cannot follow.
    private mutating func keysRead(_ initDecl: InitializerDeclSyntax, file: Int, scope: [String],
                                   keys: [(property: String, key: String)]?) -> ([ContentSchema.Field], Int) {
        let reader = DecodeCallReader(viewMode: .sourceAccurate)
        if let body = initDecl.body { reader.walk(body) }
        var fields: [ContentSchema.Field] = []
        for call in reader.calls {
            let key = keys?.first(where: { $0.property == call.caseName })?.key ?? call.caseName
            guard !fields.contains(where: { $0.name == key }) else { continue }
            var type: ContentSchema.FieldType = .custom(name: "custom decoding")
            var optional = call.ifPresent || !call.plain
            if let typeText = call.typeText, let t = SwiftLiterals.parseType(typeText).map({ fieldType($0, scope: scope, file: file) }) {
                // Under `try?` or `??` what is sent is not checked, but a typical state still sends the type read.
                if call.plain { type = t.0; optional = optional || t.1 } else { type = .custom(name: "custom decoding", reads: t.0) }
            }
            fields.append(ContentSchema.Field(name: key, type: type, optional: optional,
                                              source: sources.location(of: call.node, in: file)))
        }
        return (fields, reader.opaque)
    }

    // MARK: - Enums

    mutating func enumType(_ decl: TypeIndex.TypeDecl) -> ContentSchema.FieldType {
        let raw = Self.rawType(decl)
        var stringCases: [String] = []
        var intCases: [Int] = []
        var tagged: [ContentSchema] = []
        var next = 0
        // A raw value that is not an integer literal (`case half = 0.5`).
        var fractional = false
        let scope = decl.name.split(separator: ".").map(String.init)
        for (file, member) in decl.members {
            guard let c = member.as(EnumCaseDeclSyntax.self) else { continue }
            for element in c.elements {
                let name = element.name.text.trimming("`")
                var raws = enumRaws[decl.name] ?? [:]
                if let value = element.rawValue?.value {
                    if let s = value.as(StringLiteralExprSyntax.self).flatMap(SwiftLiterals.literal) {
                        stringCases.append(s)
                        raws[name] = .string(s)
                    }
                    if let n = SwiftLiterals.integer(value) {
                        intCases.append(n); next = n + 1
                        if raws[name] == nil { raws[name] = .number(Double(n)) }
                    } else if !value.is(StringLiteralExprSyntax.self) {
                        fractional = true
                    }
                } else {
                    stringCases.append(name)
                    intCases.append(next)
                    raws[name] = raw == "String" ? .string(name) : .number(Double(next))
                    next += 1
                }
                enumRaws[decl.name] = raws
                var fields: [ContentSchema.Field] = []
                for (i, param) in (element.parameterClause?.parameters ?? []).enumerated() {
                    let label = param.firstName?.text ?? "_\(i)"
                    let (t, optional) = fieldType(param.type, scope: scope, file: file)
                    fields.append(ContentSchema.Field(name: label == "_" ? "_\(i)" : label, type: t, optional: optional,
                                                      source: sources.location(of: param, in: file)))
                }
                tagged.append(ContentSchema(name: name, fields: fields, swiftType: "\(decl.name).\(name)"))
            }
        }
        if let custom = customInit(decl) {
            // Its own decoder decides what it accepts; a typical state sends one
            // of its raw values, or the keys it reads from a keyed container.
            note(decl.file, decl.node, "\(decl.name).init(from:): \(Self.runByApp)", once: "enuminit:\(decl.name)")
            let reads: ContentSchema.FieldType
            switch raw {
            case "String": reads = .enumeration(name: decl.name, cases: stringCases)
            case .some(let r) where Self.integers[r] != nil || r == "Int": reads = .intEnumeration(name: decl.name, cases: intCases)
            default:
                let fields = keysRead(custom.0, file: custom.1, scope: scope, keys: codingKeys(decl)).0
                reads = fields.isEmpty ? .any : .object(ContentSchema(name: decl.name, fields: fields, swiftType: decl.name,
                                                                      source: sources.location(of: decl.node, in: decl.file),
                                                                      customDecoding: Self.runByApp))
            }
            return .custom(name: decl.name, reads: reads)
        }
        switch raw {
        case "String": return .enumeration(name: decl.name, cases: stringCases)
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return .intEnumeration(name: decl.name, cases: intCases)
        // A floating raw type counts up from integer literals as Int does: the
        // phone decodes the number (`"status": 2`), not a keyed case.
        case "Double", "Float", "Float32", "Float64", "CGFloat":
            guard !fractional else {
                note(decl.file, decl.node, "\(decl.name): raw values that are not whole numbers: decoding not simulated", once: "enumraw:\(decl.name)")
                return .custom(name: decl.name)
            }
            return .intEnumeration(name: decl.name, cases: intCases)
        default:
            // No raw type: the synthesized keyed form {"case": {...}}.
            return .taggedUnion(name: decl.name, cases: tagged)
        }
    }
}

extension ContentSchema.FieldType {
    /// `T??` is flattened for a field (its optionality is the field's); inner
    /// optionals stay (`[Int?]`).
    var wrappedOnce: ContentSchema.FieldType { self }
}

/// The `container.decode(T.self, forKey: .k)` calls of a custom `init(from:)`.
final class DecodeCallReader: SyntaxVisitor {
    struct Call {
        var caseName: String
        var typeText: String?
        var ifPresent: Bool
        /// A straight `try c.decode(...)`: not under `try?`, `??`, a condition or a closure.
        var plain: Bool
        var node: Syntax
    }
    var calls: [Call] = []
    /// Calls it cannot follow: helpers taking the decoder, nested or single-value containers.
    var opaque = 0
    /// Whether it asks for a keyed container, and for a single-value one.
    var keyed = false
    var singleValue = false
    /// The type of its first `decode(T.self)` of no key (a single value's).
    var firstUnkeyedType: String?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else {
            if node.arguments.contains(where: { $0.expression.trimmedDescription == "decoder" }) { opaque += 1 }
            return .visitChildren
        }
        let method = member.declName.baseName.text
        switch method {
        case "decode", "decodeIfPresent":
            guard let keyArg = node.arguments.first(where: { $0.label?.text == "forKey" }) else {
                if firstUnkeyedType == nil, let first = node.arguments.first, first.label == nil,
                   let m = first.expression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self", let base = m.base {
                    firstUnkeyedType = base.trimmedDescription
                }
                opaque += 1
                return .visitChildren
            }
            let keyName: String
            if let m = keyArg.expression.as(MemberAccessExprSyntax.self) {
                keyName = m.declName.baseName.text.trimming("`")
            } else {
                opaque += 1
                return .visitChildren
            }
            var typeText: String?
            if let first = node.arguments.first, first.label == nil,
               let m = first.expression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self", let base = m.base {
                typeText = base.trimmedDescription
            }
            calls.append(Call(caseName: keyName, typeText: typeText, ifPresent: method == "decodeIfPresent",
                              plain: Self.isPlain(node), node: Syntax(node)))
        case "container":
            keyed = true
        case "singleValueContainer":
            singleValue = true
            opaque += 1
        case "nestedContainer", "nestedUnkeyedContainer", "superDecoder":
            opaque += 1
        default:
            if node.arguments.contains(where: { $0.expression.trimmedDescription == "decoder" }) { opaque += 1 }
        }
        return .visitChildren
    }

    /// Up to the statement: only `try`, assignment and the call itself.
    static func isPlain(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let t = parent.as(TryExprSyntax.self) {
                if t.questionOrExclamationMark != nil { return false }
            } else if parent.is(CodeBlockItemSyntax.self) {
                // Straight-line only: the statement's block must be the init's body.
                return parent.parent?.parent?.parent?.is(InitializerDeclSyntax.self) ?? false
            } else if parent.is(SequenceExprSyntax.self) {
                if let seq = parent.as(SequenceExprSyntax.self),
                   seq.elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }) { return false }
            } else if parent.is(ClosureExprSyntax.self) || parent.is(ConditionElementSyntax.self) {
                return false
            } else if !(parent.is(ExprListSyntax.self) || parent.is(AssignmentExprSyntax.self) || parent.is(InitializerClauseSyntax.self)
                        // An argument of `self.init(fraction: try c.decode(...))`: every argument is evaluated.
                        || parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
                        || parent.is(PatternBindingSyntax.self) || parent.is(PatternBindingListSyntax.self)
                        || parent.is(VariableDeclSyntax.self) || parent.is(ExprSyntax.self)) {
                return false
            }
            current = parent
        }
        return false
    }
}
