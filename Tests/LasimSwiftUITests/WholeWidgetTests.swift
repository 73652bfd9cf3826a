import Foundation
import LasimModel
import LasimRender
@testable import LasimSwiftUI
import Testing

/// Whole widgets: every presentation of the app's own views, drawn by the one renderer.
@Suite struct WholeWidgetTests {
    /// The schema part 1 (`--swift`) imports; written by hand here so these
    /// tests stand alone: `eta` is a Date (seconds since 2001).
    static let pizzaSchemas: [String: SwiftUIFrontEnd.Schemas] = [
        "PizzaDeliveryAttributes": .init(schema: ContentSchema(name: "ContentState", fields: [
            .init(name: "stage", type: .enumeration(name: "Stage", cases: ["baking", "onTheWay", "arrived"])),
            .init(name: "eta", type: .date), .init(name: "progress", type: .double),
            .init(name: "courier", type: .string, optional: true), .init(name: "pizzas", type: .int),
        ]), attributesSchema: ContentSchema(name: "PizzaDeliveryAttributes", fields: [
            .init(name: "orderNumber", type: .string), .init(name: "shop", type: .string),
        ])),
    ]
    // 1_700_000_000 Unix = 721_692_800 since 2001; eta 12:30 later.
    static let attributes = Fixture.json(#"{"orderNumber": "A-1042", "shop": "Luigi's Pizza"}"#)

    @Test("pizza delivery: every presentation, three states", arguments: [
        ("baking", #"{"stage": "baking", "eta": 721693550, "progress": 0.2, "pizzas": 2}"#),
        ("on-the-way", #"{"stage": "onTheWay", "eta": 721693550, "progress": 0.65, "courier": "Marta", "pizzas": 2}"#),
        ("arrived", #"{"stage": "arrived", "eta": 721692800, "progress": 1, "courier": "Marta", "pizzas": 2}"#),
    ])
    func pizza(_ name: String, _ state: String) throws {
        let a = try #require(try Fixture.activities("PizzaDeliveryWidget.swift", schemas: Self.pizzaSchemas).first)
        #expect(a.template.attributesType == "PizzaDeliveryAttributes")
        assertSnapshot(Fixture.draw(a, state: Fixture.json(state), attributes: Self.attributes), named: "pizza-\(name)")
    }
}
