/// A phone class: its sizes in points (Apple's HIG) and in cells.
public struct Device: Sendable, Equatable {
    public var name: String
    public var label: String
    public var screenWidthPt: Double
    public var lockWidthPt: Double
    public var hasIsland: Bool
    public var islandWidthPt: Double
    public var compactWidthPt: Double
    public var minimalWidthPt: Double
    /// One terminal cell in points (8 x 16 by default).
    public var cellWidthPt: Double = 8
    public var cellHeightPt: Double = 16

    public var lockWidth: Int { Int(lockWidthPt / cellWidthPt) }
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
    /// The island's height in points, the same on every phone with one.
    public static let islandHeightPt = 36.67
    /// 36.67 pt high island = 2 rows.
    public var islandHeight: Int { Int(Self.islandHeightPt / cellHeightPt) }
    /// Lock screen and expanded: 84...160 pt high.
    public var minCardHeight: Int { Int(84 / cellHeightPt) }
    /// An app's own views: the lock card as tall as its content (real
    /// apps' cards of 69 and 76 pt on the phone), the expanded island at
    /// least 84 pt; in points.
    public static func leastLiveCardHeightPt(lockCard: Bool) -> Double { lockCard ? 0 : 84 }
    public var maxCardHeight: Int { Int(160 / cellHeightPt) }

    public static let pro = Device(name: "pro", label: "iPhone 15/16 Pro (393 pt)", screenWidthPt: 393, lockWidthPt: 371,
                                   hasIsland: true, islandWidthPt: 230, compactWidthPt: 52.33, minimalWidthPt: 45)
    public static let proMax = Device(name: "pro-max", label: "iPhone 15/16 Pro Max (430 pt)", screenWidthPt: 430,
                                      lockWidthPt: 408, hasIsland: true, islandWidthPt: 250, compactWidthPt: 62.33,
                                      minimalWidthPt: 45)
    public static let se = Device(name: "se", label: "iPhone SE (375 pt, no Dynamic Island)", screenWidthPt: 375,
                                  lockWidthPt: 359, hasIsland: false, islandWidthPt: 0, compactWidthPt: 0, minimalWidthPt: 0)

    public static let all: [Device] = [.pro, .proMax, .se]

    public static func named(_ name: String) -> Device? {
        let n = name.lowercased()
        return all.first { $0.name == n } ?? [
            "iphone-16-pro": pro, "iphone-15-pro": pro, "393": pro,
            "iphone-16-pro-max": proMax, "iphone-15-pro-max": proMax, "430": proMax, "promax": proMax,
            "iphone-se": se, "noisland": se, "no-island": se,
        ][n]
    }
}
