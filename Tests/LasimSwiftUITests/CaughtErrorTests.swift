import Testing

/// A view function that parses what its state carries, as JSON-layout
/// bridges (Capacitor's) draw their cards: a `do { try ... } catch { }`
/// whose catch draws `error.localizedDescription`. What was thrown inside
/// the `do` became a placeholder where it stood and the rest ran on ("ok
/// [dict]"); `localizedDescription` was not known.
@Suite struct CaughtErrorTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var payload: String } }
        struct Layout: Decodable { let kind: String }
        enum Oops: LocalizedError {
            case late
            var errorDescription: String? { "Running late" }
        }
        enum Parse {
            static func card(_ json: String) -> AnyView {
                do {
                    let object = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [])
                    guard let dict = object as? [String: Any] else { return AnyView(Text("not a dictionary")) }
                    return AnyView(Text("ok \\(dict.count)"))
                } catch {
                    return AnyView(Text("Parse Error: \\(error.localizedDescription)"))
                }
            }
            static func layout(_ json: String) -> AnyView {
                do {
                    let l = try JSONDecoder().decode(Layout.self, from: Data(json.utf8))
                    if l.kind == "late" { throw Oops.late }
                    return AnyView(Text(l.kind))
                } catch {
                    return AnyView(Text(error.localizedDescription))
                }
            }
        }
        """

    @Test(arguments: [
        ("Parse.card(context.state.payload)", "nope", "Parse Error: The data couldn’t be read because it isn’t in the correct format."),
        ("Parse.card(context.state.payload)", "{\\\"a\\\": 1}", "ok 1"),
        ("Parse.layout(context.state.payload)", "[1", "The data couldn’t be read because it isn’t in the correct format."),
        ("Parse.layout(context.state.payload)", "{\\\"kind\\\": \\\"late\\\"}", "Running late"),
        ("Parse.layout(context.state.payload)", "{\\\"kind\\\": \\\"row\\\"}", "row"),
    ])
    func caught(view: String, payload: String, expected: String) throws {
        let out = try EvaluatorTests.lock(Self.types, view, state: "{\"payload\": \"\(payload)\"}")
        // The card's rows joined: a long message wraps at its words.
        let words = out.split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "│" }).joined(separator: " ")
        #expect(words.contains(expected), "\(out)")
    }
}
