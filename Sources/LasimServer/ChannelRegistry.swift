import Synchronization

/// The broadcast channels APNs holds, per bundle id, in creation order.
/// A value: the validator reads and changes it; the server keeps one
/// behind a lock (`SharedChannels`), shared by its listeners.
public struct ChannelRegistry: Sendable, Equatable {
    /// Apple: "you can maintain up to 10,000 channels for your app" in each environment.
    public static let limitPerApp = 10_000

    public struct Channel: Sendable, Equatable {
        public var id: String
        /// `message-storage-policy`: 0 no message stored, 1 the most recent one.
        public var storagePolicy: Int
    }

    private var apps: [String: [Channel]] = [:]
    private var index: [String: [String: Int]] = [:]

    public init() {}

    public func channel(_ id: String, bundleID: String) -> Channel? {
        index[bundleID]?[id].map { apps[bundleID]![$0] }
    }

    public func channels(bundleID: String) -> [Channel] { apps[bundleID] ?? [] }

    public func count(bundleID: String) -> Int { apps[bundleID]?.count ?? 0 }

    /// Every channel id of every app, apps sorted, channels in creation order.
    public var allIDs: [String] { apps.keys.sorted().flatMap { apps[$0]!.map(\.id) } }

    mutating func add(_ c: Channel, bundleID: String) {
        index[bundleID, default: [:]][c.id] = apps[bundleID, default: []].count
        apps[bundleID, default: []].append(c)
    }

    mutating func remove(_ id: String, bundleID: String) {
        guard let i = index[bundleID]?[id] else { return }
        apps[bundleID]!.remove(at: i)
        index[bundleID] = Dictionary(uniqueKeysWithValues: apps[bundleID]!.enumerated().map { ($1.id, $0) })
    }
}

/// One registry behind a lock, for the listeners of one `lasim serve`.
public final class SharedChannels: Sendable {
    private let registry = Mutex(ChannelRegistry())
    public init() {}
    public func withLock<T: Sendable>(_ body: (inout ChannelRegistry) -> T) -> T { registry.withLock { body(&$0) } }
    public var snapshot: ChannelRegistry { registry.withLock { $0 } }
}
