import LasimModel

/// What drawing a template reads, in one object made when the template
/// loads or changes: the `let:` names by index, the slots by position (a
/// dictionary keyed by `Slot` hashed its raw string at every read), the
/// names in all of their expressions bound (see `NameBinder`), and the
/// schemas. One object, so that a render takes a reference rather than a
/// copy of the template: its two dozen references were counted at every
/// payload drawn.
package final class TemplateProgram: @unchecked Sendable {
    package let definitions: DefinitionTable
    package let slots: [Element?]
    package let cardTint: TextTemplate?
    package let schema: ContentSchema?
    package let attributesSchema: ContentSchema?
    package let liveViews: (any LiveViews)?
    /// A live view's notes, by slot position: they join the problems of
    /// the presentations that draw the slot.
    package var notes: [[Problem]] = []
    /// A live view's trees, by slot position: laid out by SwiftUI's rules
    /// (`SwiftUILayout`) where the presentation has room for them.
    package var liveNodes: [ViewNode?] = []
    /// The asset images the live trees name, decoded.
    package var liveImages: [String: AssetImage] = [:]
    /// The island's margins an app's views set, by presentation.
    package var liveMargins: [IslandMode: IslandMargins] = [:]
    /// The app's views are laid out right to left (`LiveViewOutput.rightToLeft`).
    package var liveRightToLeft = false
    /// The island's keyline tint and the card's dismiss button's colour an app's views set.
    package var liveKeyline: ViewColor?
    package var liveActionForeground: ViewColor?

    package func liveNode(_ slot: Slot) -> ViewNode? { slot.position < liveNodes.count ? liveNodes[slot.position] : nil }

    package init(definitions: [String: Expression], slots: [Slot: Element], cardTint: TextTemplate?, schema: ContentSchema?,
         attributesSchema: ContentSchema?, liveViews: (any LiveViews)? = nil) {
        self.liveViews = liveViews
        let table = DefinitionTable(definitions).bound(to: schema)
        let binder = NameBinder(definitions: table, schema: schema)
        self.definitions = table
        self.slots = Slot.allCases.map { slots[$0].map { binder.bind($0) } }
        self.cardTint = cardTint.map { binder.bind($0) }
        self.schema = schema
        self.attributesSchema = attributesSchema
    }

    package func element(_ slot: Slot) -> Element? { slots[slot.position] }

    /// The program one render draws: for live views, their output for
    /// this input, lowered to elements; otherwise itself.
    package func evaluated(_ input: LiveViewInput) -> TemplateProgram {
        guard let liveViews else { return self }
        let out = liveViews.evaluate(input)
        // The live trees are drawn by SwiftUILayout; only the watch's and
        // CarPlay's surfaces still draw elements (of these slots): lowering
        // the rest at every render would be work nothing reads.
        var slots: [Slot: Element] = [:]
        for (slot, node) in out.slots where [.small, .compactLeading, .compactTrailing].contains(slot) {
            slots[slot] = ViewLowering.element(node)
        }
        let tint = out.cardTint.flatMap(ViewLowering.colour).map { TextTemplate(parts: [.literal($0)], source: $0) }
        let program = TemplateProgram(definitions: [:], slots: slots, cardTint: tint, schema: schema, attributesSchema: attributesSchema)
        program.notes = Slot.allCases.map { out.notes[$0] ?? [] }
        program.liveNodes = Slot.allCases.map { out.slots[$0] }
        program.liveImages = out.images
        program.liveMargins = out.margins
        program.liveRightToLeft = out.rightToLeft
        program.liveKeyline = out.keylineTint
        program.liveActionForeground = out.actionForeground
        return program
    }
}
