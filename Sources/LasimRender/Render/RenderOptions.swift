import LasimModel
import LasimTemplate
import LasimText

/// How to draw: everything except the activities and the clock.
public struct RenderOptions: Sendable {
    public var theme: Theme
    public var appearance: Appearance
    public var device: Device
    public var timeZone: Zone
    /// ASCII glyphs instead of emoji (terminals without UTF-8, or by choice).
    public var ascii: Bool
    /// The iOS version simulated: 16 keeps a custom background tint in sleep,
    /// 17 forces it dark (see `Theme.effectivePalette`); the compact
    /// island's outer margin follows it (`Renderer.compactOuterInsetPt`).
    public var ios: Int
    /// The colours the output will show: the grid keeps RGB and the
    /// printers degrade it (`ColorDepth`); with none (NO_COLOR) an app's
    /// asset image is its labelled placeholder `[name]`, not pixels.
    public var colorDepth: ColorDepth
    /// The output keeps the characters only (`--format text`): an app's
    /// asset image is drawn as its shape in block characters, where pixels
    /// of two colours a cell would be a field of "▀" (`ImageCells`).
    public var glyphsOnly = false
    /// Which layout draws a YAML template's slots in cells.
    public var templateLayout: TemplateLayout
    /// The phone's text size (`--text-size`): an app's text styles are
    /// measured at it, and a template's text in the true-size layout.
    public var textSize: DynamicTypeSize

    public init(theme: Theme = .standard, appearance: Appearance = .light, device: Device = .pro,
                timeZone: Zone = .utc, ascii: Bool = false, ios: Int = 17, colorDepth: ColorDepth = .truecolor,
                templateLayout: TemplateLayout = .cells, textSize: DynamicTypeSize = .large) {
        self.theme = theme; self.appearance = appearance; self.device = device
        self.timeZone = timeZone; self.ascii = ascii; self.ios = ios; self.colorDepth = colorDepth
        self.templateLayout = templateLayout
        self.textSize = textSize
    }
}

extension RenderOptions {
    /// How the cells draw an app's asset images for this output.
    var imageCells: ImageCells { colorDepth == .none ? .labels : glyphsOnly ? .shapes : .pixels }
}

/// How the cells draw an app's decoded asset images: as pixels (two a cell,
/// "▀" in two colours), as their shape against the paper under them
/// ("▀▄█", for an output with no colour to tell the two pixels apart), or
/// as their labelled placeholder `[name]` (no colour at all: NO_COLOR).
public enum ImageCells: Sendable {
    case pixels, shapes, labels
}

/// The two layouts a YAML template's slots can be drawn in cells by: the
/// cells' own (`RenderContext.measure`/`draw`), or its view tree
/// (`RenderContext.viewNode`) laid out in points by SwiftUI's rules and
/// drawn by `CellDrawer`, as an app's own views are.
public enum TemplateLayout: String, Sendable, CaseIterable {
    case cells, points
}
