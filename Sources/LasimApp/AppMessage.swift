import LasimModel
import LasimRender
import LasimTemplate

/// Everything that can happen to the app, as one stream of messages: keys,
/// clicks, clock ticks, payload bytes, pushes from the endpoint, resizes.
public enum AppMessage: Sendable {
    case key(AppKey)
    case click(x: Int, y: Int)
    case tick(wall: Double)
    /// Bytes of a payload stream (stdin or a file), with its name for messages.
    case bytes([UInt8], source: String, wall: Double)
    /// The stream `source` ended.
    case endOfInput(source: String, wall: Double)
    /// A push accepted by the endpoint (already decoded).
    case push(Push, wall: Double)
    /// A request body the endpoint accepted but could not turn into a push.
    case rejected(Rejection, wall: Double)
    /// A channel created or deleted on the endpoint.
    case control(ControlEvent, wall: Double)
    /// A line for the event log from outside (endpoint requests, errors).
    case note(String)
    case resize(width: Int, height: Int)
    /// A watched file changed and was loaded again by the run loop.
    case reload(Reload)
}

/// The outcome of loading a watched file again. The core does no I/O: the
/// run loop's file watcher loads the file and sends this.
public enum Reload: Sendable {
    case template(Template, path: String)
    case theme(Theme, warnings: [String], path: String)
    /// `--swift` loaded again after `path` was saved: the app's own types
    /// (schemas, samples, views) replace the ones loaded before.
    case swift([Template], warnings: [String], path: String)
    /// The file no longer loads: its error is shown, the last good version stays.
    case failed(path: String, message: String)
}

/// Keys the app understands, independent of the terminal library.
public enum AppKey: Sendable, Equatable {
    case char(Character)
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, tab, backTab
    case ctrl(Character)
}

/// What the run loop must do after an update.
public enum AppEffect: Sendable, Equatable {
    case quit
    case bell
    /// Save this grid (the current view) as an SVG file named `name`.
    case saveSVG(Grid, name: String)
}
