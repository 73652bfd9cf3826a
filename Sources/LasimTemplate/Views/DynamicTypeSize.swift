/// The phone's text size setting (Settings > Display & Brightness > Text
/// Size, and Larger Accessibility Sizes): SwiftUI's `DynamicTypeSize`, in
/// its order, `large` the default.
public enum DynamicTypeSize: Int, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// SwiftUI's case name (`xxLarge`, `accessibility1`).
    public var name: String { "\(self)" }

    /// What `--text-size` calls it: SwiftUI's name, AX1...AX5 for the
    /// accessibility sizes (as Xcode's previews and the HIG label them).
    public var optionName: String { isAccessibilitySize ? "AX\(rawValue - Self.accessibility1.rawValue + 1)" : name }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// UIKit's `ContentSizeCategory` case for the same size (`\.sizeCategory`).
    public var contentSizeCategory: String {
        ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
         "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
         "accessibilityExtraExtraExtraLarge"][rawValue]
    }

    /// A size by its option name, SwiftUI's name or `ContentSizeCategory`'s, in any case.
    public init?(name: String) {
        let n = name.lowercased()
        guard let s = Self.allCases.first(where: {
            [$0.optionName, $0.name, $0.contentSizeCategory].contains { $0.lowercased() == n }
        }) else { return nil }
        self = s
    }

    /// The option's values, in order, for help and errors.
    public static var optionNames: String { allCases.map(\.optionName).joined(separator: ", ") }
}
