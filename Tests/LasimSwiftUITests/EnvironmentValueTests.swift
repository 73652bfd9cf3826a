import Testing
@testable import LasimSwiftUI

/// `.environment(\.key, value)` hands the value down to the views inside,
/// whose `@Environment(\.key)` reads it; the views beside them do not.
@Suite struct EnvironmentValueTests {
    static let keys = WidgetIdiomTests.plain + """

        enum Density { case roomy, tight }
        private struct DensityKey: EnvironmentKey { static let defaultValue: Density = .roomy }
        private struct LabelKey: EnvironmentKey { static let defaultValue = "plain" }
        extension EnvironmentValues {
            var density: Density {
                get { self[DensityKey.self] }
                set { self[DensityKey.self] = newValue }
            }
            var label: String {
                get { self[LabelKey.self] }
                set { self[LabelKey.self] = newValue }
            }
            @Entry var badge: String = "no badge"
        }
        struct Row: View {
            @Environment(\\.density) var density
            @Environment(\\.label) var label
            @Environment(\\.badge) var badge
            @Environment(\\.colorScheme) var scheme
            var body: some View {
                Text(density == .tight ? "tight \\(label)" : "roomy \\(label)")
                Text(badge)
                Text(scheme == .dark ? "dark row" : "light row")
            }
        }
        """

    static func lock(_ view: String) throws -> String {
        try EvaluatorTests.lock(Self.keys, view, state: WidgetIdiomTests.state)
    }

    @Test("the app's own key set on a view is what its @Environment reads; an implicit member is the key's type")
    func setOnTheView() throws {
        let out = try Self.lock(#"VStack { Row().environment(\.density, .tight).environment(\.label, "gold") }"#)
        #expect(out.contains("tight gold") && !out.contains("roomy") && !out.contains("["), "\(out)")
    }

    @Test("a value set on a stack reaches the views made inside it, and not the views beside it")
    func setOnTheStack() throws {
        let out = try Self.lock(#"VStack { HStack { Row() }.environment(\.label, "inner"); Row() }"#)
        #expect(out.contains("roomy inner") && out.contains("roomy plain"), "\(out)")
    }

    @Test("a view made before the modifier (a stored view) reads the value where it is drawn")
    func storedViewReadsWhereDrawn() throws {
        let out = try EvaluatorTests.lock(Self.keys + """

            struct Holder: View {
                let row = Row()
                var body: some View { row.environment(\\.label, "held") }
            }
            """, "Holder()", state: WidgetIdiomTests.state)
        #expect(out.contains("roomy held"), "\(out)")
    }

    @Test("`@Entry var key = value` reads its value, and what a modifier sets")
    func entryMacro() throws {
        #expect(try Self.lock("Row()").contains("no badge"))
        let set = try Self.lock(#"Row().environment(\.badge, "gold badge")"#)
        #expect(set.contains("gold badge") && !set.contains("no badge"), "\(set)")
    }

    @Test("a value lasim cannot make drops the modifier with a note; the views inside still draw")
    func unknownValue() throws {
        let out = try Self.lock(#"Row().environment(\.managedObjectContext, PersistenceController.shared.container.viewContext)"#)
        #expect(out.contains("roomy plain") && out.contains(".environment not applied"), "\(out)")
    }

    @Test("SwiftUI's own keys can be set too: `.environment(\\.colorScheme, .dark)` on a light card")
    func systemKey() throws {
        #expect(try Self.lock("Row()").contains("light row"))
        let out = try Self.lock(#"Row().environment(\.colorScheme, .dark)"#)
        #expect(out.contains("dark row") && !out.contains("light row"), "\(out)")
    }

    /// Keys a widget reads that were nil: a `.isEmpty` on them failed the view.
    @Test("\\.redactionReasons is empty, \\.calendar, \\.timeZone and \\.locale are the phone's, updates are not reduced")
    func systemKeysRead() throws {
        let out = try EvaluatorTests.lock(WidgetIdiomTests.plain + """

            struct Probe: View {
                @Environment(\\.redactionReasons) var reasons
                @Environment(\\.calendar) var calendar
                @Environment(\\.timeZone) var zone
                @Environment(\\.locale) var locale
                @Environment(\\.isActivityUpdateReduced) var reduced
                var body: some View {
                    Text(reasons.isEmpty && !reasons.contains(.privacy) ? "shown" : "redacted")
                    Text("hour \\(calendar.component(.hour, from: Date(timeIntervalSince1970: 1_700_000_000)))")
                    Text("zone \\(zone.identifier) \\(TimeZone.current.identifier)")
                    Text("locale \\(locale.identifier) \\(Locale.current.identifier)")
                    Text(reduced ? "reduced" : "full")
                }
            }
            """, "Probe()", state: WidgetIdiomTests.state)
        for text in ["shown", "hour 22", "zone UTC UTC", "locale en_US en_US", "full"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("["), "\(out)")
    }

    @Test("iOS 16's locale.language.languageCode?.identifier and locale.region?.identifier name the --locale's language and region, also of a Locale(identifier:)")
    func localeLanguageAndRegion() throws {
        func lock(_ locale: String) throws -> String {
            try EvaluatorTests.lock(WidgetIdiomTests.plain + """

                struct Probe: View {
                    @Environment(\\.locale) var locale
                    var body: some View {
                        VStack {
                            Text("lang " + (locale.language.languageCode?.identifier ?? "none") + " " + (locale.region?.identifier ?? "none"))
                            Text(Locale.current.language.languageCode?.identifier == "en" ? "english" : "other")
                            Text("made " + (Locale(identifier: "he_IL").language.region?.identifier ?? "none"))
                        }
                    }
                }
                """, "Probe()", state: WidgetIdiomTests.state, locale: locale)
        }
        let english = try lock("en_US")
        for text in ["lang en US", "english", "made IL"] { #expect(english.contains(text), "\(text) in \(english)") }
        let german = try lock("de_DE")
        for text in ["lang de DE", "other"] { #expect(german.contains(text), "\(text) in \(german)") }
    }
}

/// An object handed down by its type: iOS 17's `.environment(model)` read by
/// `@Environment(Model.self)`, and `.environmentObject(model)` read by
/// `@EnvironmentObject`. Both were read as no value ("[.title]").
@Suite struct EnvironmentObjectTests {
    static let types = WidgetIdiomTests.plain + """

        @Observable final class Model {
            var title: String
            init(title: String) { self.title = title }
        }
        final class Legacy: ObservableObject {
            @Published var count: Int
            init(count: Int) { self.count = count }
        }
        struct Title: View {
            @Environment(Model.self) var model
            var body: some View { Text("title \\(model.title)") }
        }
        struct Counter: View {
            @EnvironmentObject var legacy: Legacy
            var body: some View { Text("count \\(legacy.count)") }
        }
        """

    @Test("@Environment(Model.self) reads the object .environment(_:) set around it; @EnvironmentObject the one .environmentObject(_:) set")
    func objectsByType() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Title().environment(Model(title: context.state.word))
                Counter().environmentObject(Legacy(count: context.state.count))
            }
            """, state: WidgetIdiomTests.state)
        for text in ["title #AB12cd", "count 3"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("["), "\(out)")
    }
}


/// `@FetchRequest(...)` / `@Query` properties are made by their attribute:
/// the memberwise initializer takes no argument for them, and they read the
/// app's data store, empty here. The view was not drawn ("no argument for 'items'").
@Suite struct FetchedResultsTests {
    @Test("a view with @FetchRequest and @Query properties is made with its other arguments; the results are empty")
    func storeResultsAreEmpty() throws {
        let types = WidgetIdiomTests.plain + """

            struct Listing: View {
                @FetchRequest(sortDescriptors: []) private var items: FetchedResults<Item>
                @Query(sort: \\Trip.start) var trips: [Trip]
                let word: String
                var body: some View {
                    ForEach(items) { item in Text("row") }
                    Text("\\(word) \\(items.count) \\(trips.count)")
                }
            }
            """
        let out = try EvaluatorTests.lock(types, "Listing(word: context.state.word)", state: WidgetIdiomTests.state)
        #expect(out.contains("#AB12cd 0 0"), "\(out)")
        #expect(!out.contains("row"), "\(out)")
    }
}
