import Foundation
import LasimSnapshotTesting
import Testing

/// Golden files under Tests/LasimRenderTests/__Snapshots__/ (the rule: LasimSnapshotTesting).
func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    LasimSnapshotTesting.assertSnapshot(actual, named: name, in: dir, sourceLocation: sourceLocation)
}
