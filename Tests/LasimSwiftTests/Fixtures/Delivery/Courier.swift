import Foundation

struct Courier: Codable, Hashable {
    var name: String
    var vehicle: Vehicle
    var rating: Float?
}

enum Vehicle: Codable, Hashable {
    case bike(colour: String)
    case car(plate: String, seats: Int)
    case walking
}
