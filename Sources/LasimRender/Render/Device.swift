/// A phone class: its sizes in points (Apple's HIG) and in cells.
public struct Device: Sendable, Equatable {
    public var name: String
    public var label: String
    public var screenWidthPt: Double
    /// The screen's height in portrait (`UIScreen.main.bounds.height`).
    public var screenHeightPt: Double
    public var lockWidthPt: Double
    /// The expanded island's width: the lock card's on the phones Apple's
    /// HIG lists; a point narrower on a 402 pt phone, as its screenshots show.
    public var expandedWidthPt: Double
    public var hasIsland: Bool
    public var islandWidthPt: Double
    public var compactWidthPt: Double
    public var minimalWidthPt: Double
    /// One terminal cell in points (8 x 16 by default).
    public var cellWidthPt: Double = 8
    public var cellHeightPt: Double = 16

    public var lockWidth: Int { Int(lockWidthPt / cellWidthPt) }
    /// The lock card's width or the expanded island's, in points.
    public func cardWidthPt(lockCard: Bool) -> Double { lockCard ? lockWidthPt : expandedWidthPt }
    public var islandWidth: Int { Int(islandWidthPt / cellWidthPt) }
    public var compactWidth: Int { Int(compactWidthPt / cellWidthPt) }
    public var minimalWidth: Int { Int(minimalWidthPt / cellWidthPt) }
    /// How wide a compact side may grow for its content: until the island
    /// is as wide as the lock card; in cells, and in points.
    public var widestCompactWidth: Int {
        Int(Self.widestCompact(side: Double(compactWidth), island: Double(islandWidth), lock: Double(lockWidth)).rounded(.down))
    }
    public var widestCompactWidthPt: Double { Self.widestCompact(side: compactWidthPt, island: islandWidthPt, lock: lockWidthPt) }
    static func widestCompact(side: Double, island: Double, lock: Double) -> Double { max(side, (lock - (island - 2 * side)) / 2) }
    /// The camera between the compact island's two sides, in points: what
    /// is left of the island between them.
    public var cameraWidthPt: Double { islandWidthPt - 2 * compactWidthPt }
    /// The island's height in points, the same on every phone with one.
    public static let islandHeightPt = 36.67
    /// 36.67 pt high island = 2 rows.
    public var islandHeight: Int { Int(Self.islandHeightPt / cellHeightPt) }
    /// The lock card as tall as its content (real apps' cards of 69 and
    /// 76 pt on the phone, under the HIG's 84), the expanded island at
    /// least 84 pt; in points, for apps' views and templates alike.
    public static func leastLiveCardHeightPt(lockCard: Bool) -> Double { lockCard ? 0 : 84 }
    public var maxCardHeight: Int { Int(160 / cellHeightPt) }

    /// 393 pt: iPhone 15, 15 Pro and 16 (Apple's HIG). lasim's default: the
    /// 402 pt phones draw the same cells.
    public static let pro = Device(name: "pro", label: "iPhone 15 Pro / 16 (393 pt)", screenWidthPt: 393, screenHeightPt: 852, lockWidthPt: 371,
                                   expandedWidthPt: 371, hasIsland: true, islandWidthPt: 230, compactWidthPt: 52.33,
                                   minimalWidthPt: 45)
    /// 402 pt: iPhone 16 Pro, 17 and 17 Pro. Measured on 3x screenshots of
    /// such phones: the lock card 374 pt (14 pt from each screen edge), the
    /// expanded island 373 (372.7 and 373.3 on two apps); the island's
    /// camera and compact sides as on a 393 pt phone.
    public static let pro402 = Device(name: "402", label: "iPhone 16 Pro / 17 / 17 Pro (402 pt)", screenWidthPt: 402, screenHeightPt: 874,
                                      lockWidthPt: 374, expandedWidthPt: 373, hasIsland: true, islandWidthPt: 230,
                                      compactWidthPt: 52.33, minimalWidthPt: 45)
    public static let proMax = Device(name: "pro-max", label: "iPhone 15 Pro Max / 16 Plus (430 pt)", screenWidthPt: 430, screenHeightPt: 932,
                                      lockWidthPt: 408, expandedWidthPt: 408, hasIsland: true, islandWidthPt: 250,
                                      compactWidthPt: 62.33, minimalWidthPt: 45)
    /// 440 pt: iPhone 16 Pro Max and 17 Pro Max: the 402 pt phone's margins
    /// (lock card 14 pt from each edge, the expanded island a point
    /// narrower) on the Pro Max's island. The lock card measured 412.0 pt,
    /// 14.0 pt from the edge, on a 3x screenshot (SatStack's, 1320 px).
    public static let proMax440 = Device(name: "440", label: "iPhone 16 Pro Max / 17 Pro Max (440 pt)", screenWidthPt: 440, screenHeightPt: 956,
                                         lockWidthPt: 412, expandedWidthPt: 411, hasIsland: true, islandWidthPt: 250,
                                         compactWidthPt: 62.33, minimalWidthPt: 45)
    public static let se = Device(name: "se", label: "iPhone SE (375 pt, no Dynamic Island)", screenWidthPt: 375, screenHeightPt: 667,
                                  lockWidthPt: 359, expandedWidthPt: 0, hasIsland: false, islandWidthPt: 0, compactWidthPt: 0,
                                  minimalWidthPt: 0)

    public static let all: [Device] = [.pro, .pro402, .proMax, .proMax440, .se]
    /// What the `d` key steps through: the 402 and 440 pt phones draw the
    /// same cells as the 393 and 430 pt ones, so only these differ in a terminal.
    public static let cellClasses: [Device] = [.pro, .proMax, .se]

    /// For `--device`'s help and its error: every name, with its phones.
    public static let choices = all.map { "\($0.name): \($0.label)" }.joined(separator: "; ")
    public static let optionHelp = "The phone drawn: \(choices); or a model's name: iphone-16-pro, iphone-17, iphone-17-pro-max..."

    public static func named(_ name: String) -> Device? {
        let n = name.lowercased()
        return all.first { $0.name == n } ?? [
            "iphone-16": pro, "iphone-15-pro": pro, "iphone-15": pro, "393": pro,
            "iphone-16-pro": pro402, "iphone-17": pro402, "iphone-17-pro": pro402,
            "iphone-15-pro-max": proMax, "iphone-16-plus": proMax, "430": proMax, "promax": proMax,
            "iphone-16-pro-max": proMax440, "iphone-17-pro-max": proMax440,
            "iphone-se": se, "noisland": se, "no-island": se,
        ][n]
    }
}
