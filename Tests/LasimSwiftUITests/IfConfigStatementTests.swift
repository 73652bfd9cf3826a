import Testing
@testable import LasimSwiftUI

/// `#if` inside a body runs the clause the phone's build (an App Store
/// one) has: a car app's settings singleton sets its store under
/// `#if targetEnvironment(simulator) ... #else ... #endif` in its `init`.
/// Before, every `#if` in a body was skipped: the store was never set and
/// the island drew "[syncStore]", and views under `#if os(iOS)` were lost.
@Suite struct IfConfigStatementTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        final class Settings {
            static let shared = Settings()
            let store: String
            private init() {
                #if targetEnvironment(simulator)
                store = "file"
                #else
                store = "iCloud"
                #endif
            }
        }
        func mode() -> String {
            #if DEBUG
            return "debug"
            #else
            return "release"
            #endif
        }
        func platform() -> String {
            var s = "?"
            #if os(iOS)
            s = "iOS"
            #elseif os(watchOS)
            s = "watch"
            #endif
            #if APP_STORE_FLAG
            s += "+flag"
            #endif
            return s
        }
        """

    @Test(arguments: [("Settings.shared.store", "iCloud"), ("mode()", "release"), ("platform()", "iOS")])
    func statementsOfThePhonesBuild(expression: String, expected: String) throws {
        try Fixture.expectPrinted(Self.types, expression, expected)
    }

    @Test("a view under #if os(iOS) is drawn, its #else is not")
    func viewsOfThePhonesBuild() throws {
        let a = try Fixture.activity(types: Self.types, lock: """
            VStack {
                Text("always")
                #if os(iOS)
                Text("on the phone")
                #else
                Text("elsewhere")
                #endif
            }
            """)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("always") && out.contains("on the phone") && !out.contains("elsewhere"), "\(out)")
    }
}
