/// The simulated phone clock: follows a wall clock at a chosen speed, can be
/// paused and jumped. Pure: the wall time is passed in with every reading.
public struct SimClock: Sendable, Equatable {
    public static let speeds: [Double] = [1, 10, 60, 600]

    /// Simulated time at the last re-anchoring, and the wall time then.
    private var simAnchor: Double
    private var wallAnchor: Double
    public private(set) var speed: Double = 1
    public private(set) var paused = false

    public init(wall: Double, sim: Double? = nil) {
        wallAnchor = wall
        simAnchor = sim ?? wall
    }

    public func now(wall: Double) -> Double {
        paused ? simAnchor : simAnchor + (wall - wallAnchor) * speed
    }

    private mutating func anchor(_ wall: Double) {
        simAnchor = now(wall: wall)
        wallAnchor = wall
    }

    public mutating func togglePause(wall: Double) {
        anchor(wall)
        paused.toggle()
    }

    public mutating func setSpeed(_ s: Double, wall: Double) {
        anchor(wall)
        speed = s
    }

    /// Next speed up (or down) the 1x / 10x / 60x / 600x ladder.
    public mutating func stepSpeed(up: Bool, wall: Double) {
        let i = Self.speeds.firstIndex(of: speed) ?? 0
        let j = up ? min(Self.speeds.count - 1, i + 1) : max(0, i - 1)
        setSpeed(Self.speeds[j], wall: wall)
    }

    public mutating func jump(by seconds: Double, wall: Double) {
        anchor(wall)
        simAnchor += seconds
    }

    /// Sets the clock to `t`, forwards or back (replaying recorded payloads).
    public mutating func set(to t: Double, wall: Double) {
        anchor(wall)
        simAnchor = t
    }

    /// Moves the clock to `t` if it is ahead (payload time leads in replay mode).
    public mutating func catchUp(to t: Double, wall: Double) {
        anchor(wall)
        if t > simAnchor { simAnchor = t }
    }
}
