import LasimModel
import LasimTemplate

/// What the renderer needs of an activity at one instant: from the model's
/// `Activity`, or from a template's sample state.
public struct Snapshot: Sendable {
    public var id: String
    public var template: String
    public var content: JSONObject
    public var attributes: JSONObject
    public var state: ActivityState
    public var startedAt: Double
    public var lastUpdateAt: Double
    public var staleDate: Double?
    public var alert: Push.Alert?

    public init(id: String, template: String, content: JSONObject, attributes: JSONObject, state: ActivityState,
                startedAt: Double, lastUpdateAt: Double, staleDate: Double? = nil, alert: Push.Alert? = nil) {
        self.id = id; self.template = template; self.content = content; self.attributes = attributes
        self.state = state; self.startedAt = startedAt; self.lastUpdateAt = lastUpdateAt
        self.staleDate = staleDate; self.alert = alert
    }

    /// The id as labels show it: push tokens are 64+ hex digits, so long
    /// ids keep their first and last characters; a sample's "Type:sample"
    /// (an app's Swift type names are long) stays whole up to 32 characters.
    public var displayID: String {
        id.count <= 20 || (id.contains(":") && id.count <= 32) ? id : String(id.prefix(8)) + "…" + String(id.suffix(4))
    }

    /// Field by field, not through the memberwise init: delegating made the
    /// snapshot and then copied it, a reference count per string.
    @inlinable
    public init(_ a: borrowing Activity, at now: Double) {
        id = a.id; template = a.template; content = a.content; attributes = a.attributes
        state = a.state(at: now); startedAt = a.startedAt; lastUpdateAt = a.lastUpdateAt
        staleDate = a.staleDate; alert = a.lastAlert
    }

    /// A sample state of `template`, shown as it would be at the sample's instant.
    public init(sample: Sample, template: Template) {
        self.init(id: template.name + ":" + sample.name, template: template.name, content: sample.contentState,
                  attributes: sample.attributes, state: sample.state, startedAt: sample.now - 600,
                  lastUpdateAt: sample.state == .stale ? sample.now - 900 : sample.now, staleDate: sample.staleDate)
    }
}

extension BuiltinValues {
    /// The built-in names' values for `snapshot` drawn at `now`.
    convenience init(snapshot: borrowing Snapshot, now: Double, appearance: Appearance, ascii: Bool) {
        self.init(state: snapshot.state, lastUpdateAt: snapshot.lastUpdateAt, startedAt: snapshot.startedAt,
                  staleDate: snapshot.staleDate, id: snapshot.id, alert: snapshot.alert, now: now, appearance: appearance,
                  ascii: ascii)
    }
}
