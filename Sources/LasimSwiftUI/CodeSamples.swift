import LasimModel
import LasimSwift
import LasimTemplate
import SwiftSyntax

/// The app's sample states (`ContentState(match: Match.exampleMatch)`, a
/// static, a `#Preview`'s state), run by the same evaluator that runs its
/// views, then written as its `Encodable` writes them: a sample is a
/// payload, as for every other sample. The one evaluator of preview states:
/// render, validate, test and the app all get theirs here.
extension SwiftLiveViews {
    /// The states made, in order (one equal to a state already made is
    /// left out), and one line per state, or attributes, that could not be made.
    func samples(_ code: [ImportedSample]) -> (samples: [Sample], notes: [SwiftDiagnostic]) {
        var made: [Sample] = [], notes: [SwiftDiagnostic] = []
        // Attributes several states share are run once, and said once when they cannot be.
        var attributesMade: [CodeSample.Made: JSONObject] = [:]
        // One line per cause: a preview listing a static that cannot be made stops where the static does.
        var said: Set<String> = []
        func note(_ c: CodeSample, _ why: NotMade) {
            if said.insert(why.cause).inserted { notes.append(SwiftDiagnostic(file: c.path, line: c.line, message: why.text)) }
        }
        // The states whose attributes were run (a failure already says why they are bare).
        var attempted: Set<String> = []
        for (k, s) in code.enumerated() {
            let c = s.code
            var attributes = JSONObject()
            if let a = c.attributes {
                attempted.insert(s.name)
                if let o = attributesMade[a] {
                    attributes = o
                } else {
                    switch self.attributes(a, seed: UInt64(k)) {
                    case .success(let o): attributes = o
                    case .failure(let why): note(c, why)
                    }
                    attributesMade[a] = attributes
                }
            }
            switch sample(c, attributes: attributes, seed: UInt64(k)) {
            case .success(let state):
                if made.contains(where: { $0.contentState == state && $0.attributes == attributes }) { continue }
                made.append(Sample(name: s.name, attributes: attributes, contentState: state, now: SwiftImporter.sampleInstant))
            case .failure(let why): note(c, why)
            }
        }
        // A static state with no attributes to show it with (the attributes type has no
        // static) that a preview lists again is shown as the preview shows it, with its
        // `using:` attributes, not also bare: the phone never draws it without them.
        let shownWithAttributes = made.filter { $0.attributes.count > 0 }.map(\.contentState)
        made.removeAll { $0.attributes.count == 0 && shownWithAttributes.contains($0.contentState) }
        // One still bare is shown with typical attributes (each string its field's name,
        // numbers 3), as a typical state is, not with "nil" where the phone requires a value.
        let typical = TypicalState.make(attributesSchema, now: SwiftImporter.sampleInstant)
        guard typical.count > 0 else { return (made, notes) }
        if let first = made.first(where: { $0.attributes.count == 0 && !attempted.contains($0.name) }),
           let c = code.first(where: { $0.name == first.name })?.code {
            notes.append(SwiftDiagnostic(file: c.path, line: c.line, message: "\(attributesType) has no attributes to show \(c.subject) with "
                + "(no static \(attributesType), no #Preview using:): drawn with typical attributes, each string its field's name"))
        }
        for k in made.indices where made[k].attributes.count == 0 { made[k].attributes = typical }
        return (made, notes)
    }

    /// What could not be made, and why (what the app's code stopped at, and where).
    struct NotMade: Error {
        var what: String
        var why: String
        /// Where the app's code stopped, when it did: states stopped at one place share a cause.
        var stoppedAt = false
        var text: String { "\(what) skipped: \(why)" }
        var cause: String { stoppedAt ? why : text }
    }

    /// An evaluator for sample states: no payload, the samples' instant,
    /// `seed` where its random values are drawn from (each state its own
    /// draw, the same at every run).
    private func sampleInterpreter(seed: UInt64) -> Interpreter {
        let i = interpreter(LiveViewInput(content: JSONObject(), attributes: JSONObject(), isStale: false, activityID: "sample",
                                          appearance: .light, now: SwiftImporter.sampleInstant, timeZone: .utc))
        i.random = SeededGenerator(seed: seed)
        return i
    }

    /// The attributes a state is shown with, or why they could not be made.
    func attributes(_ a: CodeSample.Made, seed: UInt64 = 0) -> Result<JSONObject, NotMade> {
        let what: String
        switch a {
        case .staticMember(let owner, let name, _): what = "sample \(owner).\(name)"
        case .expression: what = "#Preview attributes"
        }
        let i = sampleInterpreter(seed: seed)
        do throws(SwiftError) {
            guard case .object(let o) = try value(i, a, type: attributesType) else {
                return .failure(NotMade(what: what, why: "it is not written as an object"))
            }
            if let schema = attributesSchema, let failure = SwiftImporter.decodeFailure(o, schema) {
                return .failure(NotMade(what: what, why: "it does not decode as \(schema.name) (\(failure))"))
            }
            return .success(o)
        } catch {
            return .failure(NotMade(what: what, why: Self.why(error, i), stoppedAt: error.node != nil))
        }
    }

    /// One state, or why it could not be made.
    func sample(_ c: CodeSample, attributes: JSONObject, seed: UInt64 = 0) -> Result<JSONObject, NotMade> {
        let what = c.subject
        let i = sampleInterpreter(seed: seed)
        let qualified = attributesType + ".ContentState"
        let stateType = decls.type(qualified) != nil ? qualified : "ContentState"
        do throws(SwiftError) {
            guard case .object(let state) = try value(i, c.made, type: stateType) else {
                return .failure(NotMade(what: what, why: "it is not written as an object"))
            }
            if let schema, let failure = SwiftImporter.decodeFailure(state, schema) {
                return .failure(NotMade(what: what, why: "it does not decode as \(schema.name) (\(failure))"))
            }
            return .success(state)
        } catch {
            return .failure(NotMade(what: what, why: Self.why(error, i), stoppedAt: error.node != nil))
        }
    }

    /// The value `made` names, run and encoded.
    func value(_ i: Interpreter, _ made: CodeSample.Made, type: String) throws(SwiftError) -> JSONValue {
        switch made {
        case .staticMember(let owner, let name, let isFunction):
            let node = anchor
            guard var v = try i.staticMember(owner, name, node: node) else {
                throw .unsupported("\(owner).\(name)", node, "not found in the views' files")
            }
            if isFunction { v = try i.invoke(v, [], node: node) }
            return try i.encode(v, node: node)
        case .expression(let text, let path, let offset):
            guard let e = expression(text, path: path, offset: offset) else {
                throw .unsupported(text, anchor, "its file is not among the views' files")
            }
            return try i.encode(try i.eval(e, Scope(parent: i.globals), expected: type), node: e)
        }
    }

    /// The expression as the views' files hold it (folded, so its
    /// operators run as the views' do), found where the importer saw it.
    func expression(_ text: String, path: String, offset: Int) -> ExprSyntax? {
        guard let f = files.files.first(where: { $0.path == path }),
              let token = f.tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
        var node: Syntax? = Syntax(token)
        var found: ExprSyntax?
        while let n = node, n.positionAfterSkippingLeadingTrivia.utf8Offset == offset {
            if let e = n.as(ExprSyntax.self), e.trimmedDescription == text { found = e }
            node = n.parent
        }
        return found
    }

    /// What stopped the evaluator, in a line: the construct, why, and where.
    static func why(_ error: SwiftError, _ i: Interpreter) -> String {
        let place = error.node.map { " (\(i.loc($0)))" } ?? ""
        switch error.kind {
        case .unsupported(let construct, let note):
            return "lasim cannot run \(construct.prefix(60))" + (note.isEmpty ? "" : ": \(note)") + place
        case .fatal(let message): return "the app's code crashes: \(message)" + place
        case .thrown(let v): return "the app's code throws \(i.describe(v))" + place
        case .budget: return "over the evaluator's budget" + place
        case .nilChain: return "a nil optional chain" + place
        }
    }
}
