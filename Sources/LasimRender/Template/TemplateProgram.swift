import LasimModel

/// What drawing a template reads, in one object made when the template
/// loads or changes: the `let:` names by index, the slots by position (a
/// dictionary keyed by `Slot` hashed its raw string at every read), the
/// names in all of their expressions bound (see `NameBinder`), and the
/// schemas. One object, so that a render takes a reference rather than a
/// copy of the template: its two dozen references were counted at every
/// payload drawn (issue 12).
final class TemplateProgram: Sendable {
    let definitions: DefinitionTable
    let slots: [Element?]
    let cardTint: TextTemplate?
    let schema: ContentSchema?
    let attributesSchema: ContentSchema?

    init(definitions: [String: Expression], slots: [Slot: Element], cardTint: TextTemplate?, schema: ContentSchema?,
         attributesSchema: ContentSchema?) {
        let table = DefinitionTable(definitions).bound(to: schema)
        let binder = NameBinder(definitions: table, schema: schema)
        self.definitions = table
        self.slots = Slot.allCases.map { slots[$0].map { binder.bind($0) } }
        self.cardTint = cardTint.map { binder.bind($0) }
        self.schema = schema
        self.attributesSchema = attributesSchema
    }

    func element(_ slot: Slot) -> Element? { slots[slot.position] }
}
