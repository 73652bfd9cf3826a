import LasimSwift
import Testing

/// Which files are in a module the widget's file does not import (their
/// types are not the ones it sees).
@Suite struct ModuleVisibilityTests {
    @Test("a framework folder and a package target the widget does not import are not its; the ones it imports, or is in, are")
    func unimported() {
        let files: [(path: String, text: String)] = [
            ("r/OBAWidget/Live.swift", "import SwiftUI\n@preconcurrency import OBAKitCore\nimport struct Kit.Thing\n// ActivityConfiguration"),
            ("r/OBAWidget/Badge.swift", "struct Local {}"),
            ("r/OBAKit/Badge.swift", "import OBAKitCore\nstruct RouteBadgeView {}"),
            ("r/OBAKitCore/Badge.swift", "struct RouteBadgeView {}"),
            ("r/App/Main.swift", "import OBAKit\n@testable import OBAWidget"),
            ("r/Packages/AIChat/Sources/AIChat/UserText.swift", "enum UserText {}"),
            ("r/Packages/Kit/Sources/Kit/Thing.swift", "struct Thing {}"),
            ("r/Widgets/UserText.swift", "enum UserText {}"),
        ]
        #expect(ModuleVisibility.unimported(files, anchors: ["r/OBAWidget/Live.swift"])
                == ["r/OBAKit/Badge.swift", "r/Packages/AIChat/Sources/AIChat/UserText.swift"])
        #expect(ModuleVisibility.unimported(files, anchors: []).isEmpty)
    }
}
