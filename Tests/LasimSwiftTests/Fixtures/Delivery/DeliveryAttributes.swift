import ActivityKit
import Foundation

// A food-delivery Live Activity written the way open-source apps write them:
// a nested ContentState, a String enum, optional intervals, a samples extension.
struct DeliveryAttributes: ActivityAttributes {
    public typealias Status = ContentState

    public struct ContentState: Codable, Hashable {
        var status: OrderStatus
        var progress: Double
        var eta: ClosedRange<Date>?
        var courier: Courier?
        var itemCount: UInt8
        var updatedAt: Date
        var note: String? = nil
        var isLate: Bool {
            progress < 0.5
        }
        static let maxItems = 99
    }

    var orderNumber: Int
    var restaurant: String
    let currency = "EUR"
}

enum OrderStatus: String, Codable, Hashable {
    case placed
    case cooking
    case inTransit = "in_transit"
    case delivered
}

extension DeliveryAttributes {
    static var preview: DeliveryAttributes {
        DeliveryAttributes(orderNumber: 4812, restaurant: "Pho Corner")
    }
}

extension DeliveryAttributes.ContentState {
    static let cooking = DeliveryAttributes.ContentState(
        status: .cooking, progress: 0.25, eta: Date()...Date().addingTimeInterval(25 * 60),
        courier: nil, itemCount: 3, updatedAt: .now)
    static var onTheWay: Self {
        .init(status: .inTransit, progress: 0.7, eta: Date()...Date(timeIntervalSinceNow: 600),
              courier: Courier(name: "Ana", vehicle: .bike(colour: "red")), itemCount: 3, updatedAt: .now)
    }
}
