import LasimModel
import LasimSwift
import LasimTemplate
import SwiftSyntax

/// The app's sample states that only its code makes (`ContentState(match:
/// Match.exampleMatch)`, a static built by its own initialisers), run by the
/// same evaluator that runs its views, then written as its `Encodable`
/// writes them: a sample is a payload, as for every other sample.
extension SwiftLiveViews {
    /// The states made, in order (one equal to a sample already there is
    /// left out), and one line per state that could not be made.
    func samples(_ code: [ImportedSample], after literal: [Sample]) -> (samples: [Sample], notes: [SwiftDiagnostic]) {
        var made: [Sample] = [], notes: [SwiftDiagnostic] = []
        for (k, s) in code.enumerated() {
            guard let c = s.code else { continue }
            switch sample(c, attributes: s.attributes, seed: UInt64(k)) {
            case .success(let (attributes, state)):
                if (literal + made).contains(where: { $0.contentState == state && $0.attributes == attributes }) { continue }
                made.append(Sample(name: s.name, attributes: attributes, contentState: state, now: SwiftImporter.sampleInstant))
            case .failure(let why):
                notes.append(SwiftDiagnostic(file: c.path, line: c.line, message: why.text))
            }
        }
        return (made, notes)
    }

    struct NotMade: Error { var text: String }

    /// One state and its attributes, or why they could not be made.
    /// `seed`: where its random values are drawn from (each state its own draw, the same at every run).
    func sample(_ c: CodeSample, attributes given: JSONObject, seed: UInt64 = 0) -> Result<(JSONObject, JSONObject), NotMade> {
        let what = c.subject
        let i = interpreter(LiveViewInput(content: JSONObject(), attributes: JSONObject(), isStale: false, activityID: "sample",
                                          appearance: .light, now: SwiftImporter.sampleInstant, timeZone: .utc))
        i.random = SeededGenerator(seed: seed)
        let qualified = attributesType + ".ContentState"
        let stateType = decls.type(qualified) != nil ? qualified : "ContentState"
        do throws(SwiftError) {
            var attributes = given
            if let a = c.attributes {
                guard case .object(let o) = try value(i, a, type: attributesType) else {
                    return .failure(NotMade(text: "\(what) skipped: its attributes are not an object"))
                }
                attributes = o
            }
            guard case .object(let state) = try value(i, c.made, type: stateType) else {
                return .failure(NotMade(text: "\(what) skipped: it is not written as an object"))
            }
            if let schema, let failure = SwiftImporter.decodeFailure(state, schema) {
                return .failure(NotMade(text: "\(what) skipped: it does not decode as \(schema.name) (\(failure))"))
            }
            return .success((attributes, state))
        } catch {
            return .failure(NotMade(text: "\(what) skipped: " + Self.why(error, i)))
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
