import LasimTemplate
import LasimText
/// The true-size backend: a laid-out tree drawn in points, as SVG, at the
/// size the phone draws it (`--format svg|html|png` with an app's own
/// views). The terminal draws the same `LaidOutView` in cells
/// (`CellDrawer`); this draws it as shapes and text: fills and shapes in
/// their colours, each text line where the layout put it in its font's
/// size and weight, SF Symbols as the theme's glyph scaled to the symbol's
/// frame, asset images embedded when the caller finds their file (a
/// labelled placeholder otherwise), progress bars and dividers. Colours
/// resolve as the cells resolve them (palette roles, fixed colours,
/// `ViewColor.system`). Pure: the caller reads image files.
public enum PointSVG {
    /// An asset image's file, ready to embed.
    public struct Image: Sendable {
        /// `image/png`, `image/jpeg`, `image/svg+xml`.
        public var mime: String
        public var base64: String
        /// Its imageset's `template-rendering-intent` is `template`.
        public var isTemplate: Bool
        /// A custom symbol's glyph (`Name.symbolset`): its size at medium
        /// scale in ems of the font it is drawn with.
        public var symbolEm: (width: Double, height: Double)?
        public init(mime: String, base64: String, isTemplate: Bool = false, symbolEm: (width: Double, height: Double)? = nil) {
            self.mime = mime; self.base64 = base64; self.isTemplate = isTemplate; self.symbolEm = symbolEm
        }
    }

    public struct Options: Sendable {
        /// Pixels per point of the `width`/`height` attributes (the
        /// viewBox stays in points).
        public var scale: Double = 1
        public var title: String?
        /// The file of an asset image, by its name in `Image("name")`.
        public var image: @Sendable (String) -> Image? = { _ in nil }
        /// `.interpolation(.none)`: the asset at that many pixels, enlarged without smoothing.
        public var pixelated: @Sendable (_ name: String, _ width: Int, _ height: Int) -> Image? = { _, _, _ in nil }
        /// Between presentations drawn in one image.
        public var gap: Double = 16
        /// Which fonts the texts name (`TextFace`).
        public var textFace: TextFace = .viewer
        /// Whether what draws the image draws colour emoji fonts. librsvg,
        /// which rasterises `--format png`, draws their glyphs blank (Noto
        /// Color Emoji's bitmaps): a symbol's stand-in there names Symbola's
        /// outlines only, else it vanished where such a font is installed.
        public var colourEmoji = true
        /// A colour emoji's bitmap (read by FreeType), by the emoji: where
        /// colour emoji are not drawn (`colourEmoji` false), a `.fill`
        /// symbol's stand-in is its alpha, filled in the symbol's colour,
        /// where Symbola's outline drew it hollow (`person.fill` 👤).
        public var filledGlyph: @Sendable (String) -> Image? = { _ in nil }
        public init() {}
    }

    /// The fonts an image's texts name. `viewer`: SF Pro where the image
    /// is looked at on an Apple device, then fonts near its metrics (an SVG
    /// or a page to open elsewhere). `inter`: Inter, tightened by
    /// `interTracking` to the advances the layout measures with
    /// (`GlyphAdvances`), for an image rasterised here (`--format png`)
    /// where Inter is installed: its shapes are SF Pro's nearest of the
    /// free fonts, and once tightened its lines are as long as the
    /// layout's within 1% at every weight and size, where DejaVu Sans
    /// Condensed's stray by up to 13% (digits) and look like no phone.
    public enum TextFace: Sendable, Equatable {
        case viewer, inter

        var family: String { self == .inter ? PointSVG.interFamily : PointSVG.fontFamily }
        /// What is added to every character's advance in `font`, in
        /// points, drawn `font.stretch` times as wide (see `text`): the
        /// view's `.tracking`; for Inter, SF Pro's own tracking at the size
        /// (which the layout measured with) and Inter's tightening to the
        /// layout's advances at its weight; SF Pro, where a viewer has it,
        /// tracks itself.
        func letterSpacing(_ font: SwiftUIFont, capitals: Double) -> Double {
            guard self == .inter, font.design != "monospaced" && font.design != "serif" else { return font.tracking / font.stretch }
            return (font.tracking + font.systemTracking) / font.stretch + PointSVG.interTightening(font, capitals: capitals) * font.size
        }
    }

    /// SF Pro where the viewer has it, then the fonts closest to its
    /// metrics; DejaVu Sans Condensed is what Debian's rasteriser finds,
    /// about as wide as SF Pro Text; Symbola (`fonts-symbola`) draws in
    /// outline the symbols and emoji DejaVu has not (⏸, 🥡), which would
    /// otherwise be boxes where no emoji font is installed.
    public static let fontFamily = "'SF Pro Text', -apple-system, BlinkMacSystemFont, Inter, 'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans Condensed', 'DejaVu Sans', \(symbolFamily), sans-serif"
    static let symbolFamily = "Symbola"
    /// `TextFace.inter`: Inter, then what `fontFamily` falls back to.
    static let interFamily = "Inter, 'DejaVu Sans Condensed', 'DejaVu Sans', \(symbolFamily), sans-serif"
    /// Inter (text optical size) is about 0.006 em a character wider than
    /// the layout's advances untracked (eighteen Live Activity lines
    /// measured with Pillow, regular to bold, spread 0.005 em): taken off
    /// each advance.
    static let interTracking = -0.006
    /// A character's average advance in SF Pro Text regular (words, spaces
    /// and digits of Live Activity lines: 0.49 to 0.52 em).
    static let averageEm = 0.52
    /// How many em a character of Inter's static weights (Thin for
    /// ultraLight ... Black, as `font-weight` picks them) is wider than
    /// its regular's: thirteen Live Activity lines measured with Pillow.
    /// Inter widens less with weight than SF Pro does (`weightWidth`:
    /// Inter's bold 3.2% wider, SF Pro's 5.6% on the phone).
    static let interWeightEm: [String: Double] = [
        "ultraLight": -0.0195, "thin": -0.0130, "light": -0.0065, "medium": 0.0052, "semibold": 0.0104,
        "bold": 0.0157, "heavy": 0.0209, "black": 0.0262,
    ]

    /// Em added to each of Inter's advances in `font` so that its lines are
    /// as long as the layout's: its width against the layout's untracked,
    /// and the average character's difference from SF Pro's where SF Pro
    /// draws narrower (its display design, `opticalWidth`) or wider (its
    /// weight, `weightWidth`, less for capitals: `capitals` is their share
    /// of the characters) than Inter does.
    static func interTightening(_ font: SwiftUIFont, capitals: Double = 0) -> Double {
        let inter = font.weight.flatMap { interWeightEm[$0] } ?? 0
        let weight = font.weightWidth * (1 - capitals) + font.capitalWeightWidth * capitals
        return interTracking + averageEm * (font.opticalWidth * weight - 1) - inter
    }

    /// A Hangul syllable's advance in the font that draws it beside Inter
    /// (WenQuanYi Micro Hei, the one Korean font of the platform's).
    static let fallbackHangulEm = 1.0
    /// For SF Symbols' stand-ins, the theme's emoji (texts fall back to the
    /// emoji fonts by themselves; listed for all text, they won digits),
    /// then Symbola's outlines where there is no emoji font.
    static let emojiFamily = "'Apple Color Emoji', 'Noto Color Emoji', 'Segoe UI Emoji', \(symbolFamily), sans-serif"
    /// Where colour emoji fonts are drawn blank (`Options.colourEmoji`).
    static let outlineEmojiFamily = "\(symbolFamily), sans-serif"
    static let monoFamily = "'SF Mono', ui-monospace, Menlo, 'DejaVu Sans Mono', monospace"
    static let roundedFamily = "'SF Pro Rounded', ui-rounded, " + fontFamily
    /// The rounded design in `face`: SF Pro Rounded where the viewer has it.
    static func roundedFamily(_ face: TextFace) -> String { face == .inter ? interFamily : roundedFamily }
    static let serifFamily = "'New York', ui-serif, Georgia, 'DejaVu Serif', serif"

    /// The presentations one above the other, each at its size, `gap`
    /// apart, on a transparent page as wide as the widest.
    public static func svg(_ presentations: [PointPresentation], options o: Options = Options()) -> String {
        let width = presentations.map(\.width).max() ?? 0
        let height = presentations.map(\.height).reduce(0, +) + o.gap * Double(max(0, presentations.count - 1))
        var out = header(width: width, height: height, options: o)
        var y = 0.0
        for (i, p) in presentations.enumerated() {
            out += group(p, x: (width - p.width) / 2, y: y, id: "p\(i)", options: o)
            y += p.height + o.gap
        }
        return out + "</svg>\n"
    }

    /// One presentation as its own `<svg>` element (for a page: no XML declaration).
    public static func inline(_ p: PointPresentation, id: String, options o: Options = Options()) -> String {
        var o = o
        o.title = p.label
        return header(width: p.width, height: p.height, options: o, declaration: false) + group(p, x: 0, y: 0, id: id, options: o)
            + "</svg>\n"
    }

    static func header(width: Double, height: Double, options o: Options, declaration: Bool = true) -> String {
        var out = declaration ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
        out += """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width * o.scale))" height="\(n(height * o.scale))" viewBox="0 0 \(n(width)) \(n(height))" font-family="\(esc(o.textFace.family))">

        """
        if let t = o.title { out += "<title>\(esc(t))</title>\n" }
        return out
    }

    /// The outline painted, its views drawn inside it and clipped to it.
    static func group(_ p: PointPresentation, x: Double, y: Double, id: String, options o: Options) -> String {
        var out = "<g transform=\"translate(\(n(x)) \(n(y)))\">\n"
        out += "<desc>\(esc(p.label))</desc>\n"
        let r = min(p.cornerRadius, p.height / 2, p.width / 2)
        out += "<clipPath id=\"\(id)-clip\"><rect width=\"\(n(p.width))\" height=\"\(n(p.height))\" rx=\"\(n(r))\"/></clipPath>\n"
        out += "<rect width=\"\(n(p.width))\" height=\"\(n(p.height))\" rx=\"\(n(r))\" fill=\"\(p.background.hex)\"/>\n"
        out += "<g clip-path=\"url(#\(id)-clip)\">\n"
        var drawer = Drawer(palette: p.palette, background: p.background, symbols: p.symbols, image: o.image,
                            pixelated: o.pixelated, id: id, face: o.textFace, colourEmoji: o.colourEmoji, filledGlyph: o.filledGlyph)
        for part in p.parts {
            drawer.out += "<g transform=\"translate(\(n(part.x)) \(n(part.y)))\">\n"
            drawer.draw(part.view)
            drawer.out += "</g>\n"
        }
        out += drawer.out
        out += "</g>\n"
        if let k = p.keyline {
            // The keyline inside the outline's edge, over what the views draw there.
            let w = Renderer.keylineWidthPt
            out += "<rect x=\"\(n(w / 2))\" y=\"\(n(w / 2))\" width=\"\(n(p.width - w))\" height=\"\(n(p.height - w))\" "
                + "rx=\"\(n(max(0, r - w / 2)))\" fill=\"none\" stroke=\"\(k.hex)\" stroke-width=\"\(n(w))\"/>\n"
        }
        out += "</g>\n"
        return out
    }

    struct Drawer {
        let palette: Palette
        let background: RGB
        let symbols: ThemeTables
        let image: @Sendable (String) -> Image?
        let pixelated: @Sendable (String, Int, Int) -> Image?
        /// Makes the clip paths' ids unique in the page.
        let id: String
        let face: TextFace
        let colourEmoji: Bool
        let filledGlyph: @Sendable (String) -> Image?
        var clips = 0
        var gradients = 0
        var shadows = 0
        var filters = 0
        var out = ""

        init(palette: Palette, background: RGB, symbols: ThemeTables, image: @escaping @Sendable (String) -> Image?,
             pixelated: @escaping @Sendable (String, Int, Int) -> Image?, id: String, face: TextFace, colourEmoji: Bool,
             filledGlyph: @escaping @Sendable (String) -> Image?) {
            self.palette = palette; self.background = background; self.symbols = symbols; self.image = image
            self.pixelated = pixelated; self.id = id; self.face = face; self.colourEmoji = colourEmoji; self.filledGlyph = filledGlyph
        }

        /// The view moved by its `.offset`, its `.shadow` under it, and
        /// clipped by its corners or `.clipShape` (a fill takes them as its
        /// own outline instead).
        mutating func draw(_ v: LaidOutView) {
            if v.hidden || v.environment.opacity < 0.01 { return }
            let paint = v.paint
            if paint.isPlain { return drawContent(v) }
            var close = ""
            if paint.mirrored {
                out += "<g transform=\"matrix(-1 0 0 1 \(n(2 * v.frame.midX)) 0)\">\n"
                close += "</g>\n"
            }
            if paint.offsetX != 0 || paint.offsetY != 0 {
                out += "<g transform=\"translate(\(n(paint.offsetX)) \(n(paint.offsetY)))\">\n"
                close += "</g>\n"
            }
            if paint.rotation != 0 {
                let f = v.frame
                out += "<g transform=\"rotate(\(n(paint.rotation)) \(n(f.x + paint.rotationAnchorX * f.width)) \(n(f.y + paint.rotationAnchorY * f.height)))\">\n"
                close += "</g>\n"
            }
            var isFill = false
            if case .fill = v.content { isFill = true }
            func clip() {
                guard let outline = outline(v.frame, paint, shape: paint.clipShape) else { return }
                clips += 1
                let clipID = "\(id)-c\(clips)"
                out += "<clipPath id=\"\(clipID)\">\(outline)</clipPath>\n<g clip-path=\"url(#\(clipID))\">\n"
                close += "</g>\n"
            }
            let clippedOutside = paint.scale != nil && paint.clipOutsideScale
            if clippedOutside { clip() }
            if let s = paint.scale {
                let f = v.frame, ax = f.x + s.anchorX * f.width, ay = f.y + s.anchorY * f.height
                out += "<g transform=\"matrix(\(n(s.x)) 0 0 \(n(s.y)) \(n(ax - s.x * ax)) \(n(ay - s.y * ay)))\">\n"
                close += "</g>\n"
            }
            if let s = paint.shadow, openShadow(s, v.frame) { close += "</g>\n" }
            if !isFill && !clippedOutside { clip() }
            drawContent(v)
            out += close
        }

        /// A rounded rectangle, capsule or circle over `f`, or the shape's
        /// own path placed there; nil when the paint asks for none.
        func outline(_ f: PointRect, _ paint: ViewPaint, shape: String?, defaultRadius: Double? = nil, fill: String = "") -> String? {
            if let path = paint.path ?? paint.clipPath { return "<path d=\"\(path.svg(dx: f.x, dy: f.y))\"\(fill)/>" }
            switch shape {
            case "Circle":
                return "<circle cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" r=\"\(n(min(f.width, f.height) / 2))\"\(fill)/>"
            case "Ellipse":
                return "<ellipse cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" rx=\"\(n(f.width / 2))\" ry=\"\(n(f.height / 2))\"\(fill)/>"
            default:
                let r: Double
                if shape == "Capsule" {
                    r = min(f.width, f.height) / 2
                } else if let c = paint.cornerRadius ?? defaultRadius {
                    // A negative or NaN radius (SVG refuses a negative rx) is none.
                    r = c > 0 ? min(c, f.width / 2, f.height / 2) : 0
                } else if fill.isEmpty && shape != "Rectangle" {
                    // No corners, no clip; but a `.clipped()` (`.clipShape(Rectangle())`) view is cut at its frame.
                    return nil
                } else {
                    r = 0
                }
                return "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\"" + (r > 0 ? " rx=\"\(n(r))\"" : "") + "\(fill)/>"
            }
        }

        mutating func drawContent(_ v: LaidOutView) {
            switch v.content {
            case .text(let t):
                text(t, v, colour: foreground(v, or: palette.primary) ?? palette.primary, gradient: true)
            case .placeholder(let t, _, _):
                text(t, v, colour: palette.warning)
            case .failure(let t, _):
                text(t, v, colour: palette.warning, weight: "bold")
            case .image(let name, let systemName):
                if systemName && !v.paint.customSymbol { symbol(name, v) } else { asset(name, v) }
            case .spacer:
                break
            case .divider:
                divider(v)
            case .progress(let fraction):
                progress(fraction, v)
            case .fill(let shape):
                fill(shape, v)
            case .chart(let chart):
                self.chart(chart, v)
            case .hstack, .vstack, .zstack, .padding, .frame, .fixedSize, .background, .overlay:
                for c in v.children { draw(c) }
            }
        }

        /// A view's colour as the surface draws it (`Palette.colour`, as the cells do).
        func colour(_ c: ViewColor?) -> RGB? { c.flatMap(palette.colour) }
        /// A text's, symbol's or shape's own colour (else `fallback`), under its `.colorMultiply`.
        func foreground(_ v: LaidOutView, or fallback: RGB?) -> RGB? { (colour(v.environment.foreground) ?? fallback).map(v.environment.multiplied) }

        /// The view's opacity and its colour's, as SVG's `opacity` (a
        /// gradient's stops carry their own).
        /// The view's opacity, times its foreground colour's where that colour
        /// is what it draws in (`inked`): an asset image drawn as it is (not a
        /// template) keeps its own pixels under `.foregroundStyle(c.opacity(0))`.
        func opacity(_ v: LaidOutView, inked: Bool = true) -> String {
            var colour = inked ? v.environment.foreground?.opacity ?? 1 : 1
            if isGradient(v.environment.foreground) { colour = 1 }
            let o = v.environment.opacity * colour
            return o < 0.995 ? " opacity=\"\(n(max(0, min(1, o))))\"" : ""
        }

        static func weight(_ name: String?) -> Int {
            switch name {
            case "ultraLight": return 100
            case "thin": return 200
            case "light": return 300
            case "medium": return 500
            case "semibold": return 600
            case "bold": return 700
            case "heavy": return 800
            case "black": return 900
            default: return 400
            }
        }

        /// Each line at its place: lines `lineHeight` apart, centred as a
        /// block in the text's frame, aligned by `multilineTextAlignment`;
        /// the baseline where SF Pro's (ascender 0.952 em in a 1.2 em line).
        mutating func text(_ t: LaidOutText, _ v: LaidOutView, colour: RGB, weight: String? = nil, gradient: Bool = false) {
            if CellDrawer.isClear(v.environment.foreground) { return }
            var font = t.font
            let w = weight ?? v.environment.weight ?? font.weight
            font.weight = w
            let lh = font.lineHeight
            let top = v.frame.y + (v.frame.height - lh * Double(t.lines.count)) / 2
            let a = v.environment.lineAlignment
            let (x, anchor) = a < 0.25 ? (v.frame.x, "start") : a > 0.75 ? (v.frame.maxX, "end") : (v.frame.x + v.frame.width / 2, "middle")
            let fill = (gradient ? gradientPaint(v) : nil) ?? colour.hex
            var attrs = " font-size=\"\(n(font.size))\" fill=\"\(fill)\""
            if Self.weight(w) != 400 { attrs += " font-weight=\"\(Self.weight(w))\"" }
            if v.environment.italic { attrs += " font-style=\"italic\"" }
            let characters = t.lines.reduce(0) { $0 + $1.count }
            let capitals = t.lines.reduce(0) { $0 + $1.utf8.filter(GlyphAdvances.isCapital).count }
            let spacing = face.letterSpacing(font, capitals: characters == 0 ? 0 : Double(capitals) / Double(characters))
            if spacing != 0 { attrs += " letter-spacing=\"\(n(spacing))\"" }
            // SF Pro's width axis (`.fontWidth`): the line drawn narrower or
            // wider about its anchor, as long as the layout measured it.
            let stretch = font.stretch
            if stretch != 1 {
                // To the thousandth: two decimals would leave a long line a point off.
                let k = (stretch * 1000).rounded() / 1000
                attrs += " transform=\"matrix(\(k) 0 0 1 \(n((1 - k) * x)) 0)\""
            }
            switch font.design {
            case "monospaced": attrs += " font-family=\"\(esc(PointSVG.monoFamily))\""
            case "rounded": attrs += " font-family=\"\(esc(PointSVG.roundedFamily(face)))\""
            case "serif": attrs += " font-family=\"\(esc(PointSVG.serifFamily))\""
            default: break
            }
            // A text whose first strong letter is written right to left is a
            // right-to-left paragraph (its closing apostrophe on the left, as
            // the phone sets "דק'"); its anchor names the same edge from that side.
            var svgAnchor = anchor
            if Bidi.isRightToLeft(t.text) {
                attrs += " direction=\"rtl\""
                svgAnchor = anchor == "start" ? "end" : anchor == "end" ? "start" : anchor
            }
            if svgAnchor != "start" { attrs += " text-anchor=\"\(svgAnchor)\"" }
            attrs += opacity(v)
            // SVG collapses runs of spaces unless told to keep them: columns
            // aligned with spaces ("CPU  18%") would go ragged.
            if t.lines.contains(where: { $0.contains("  ") || $0.first == " " || $0.last == " " }) { attrs += " xml:space=\"preserve\"" }
            out += "<text\(attrs)>"
            for (i, line) in t.lines.enumerated() {
                let baseline = top + Double(i) * lh + font.baselineInLine
                out += "<tspan x=\"\(n(x))\" y=\"\(n(baseline))\">\(content(line, font))</tspan>"
            }
            out += "</text>\n"
            decorations(t, v, x: x, anchor: anchor, top: top, fill: fill)
        }

        /// A line's words in its tspan. For Inter, each run of Hangul
        /// syllables in a tspan of its own, spaced so that the font that
        /// draws them here (WenQuanYi Micro Hei: 1 em a syllable) advances
        /// as the layout measured them (`GlyphAdvances.hangulEm`): else a
        /// Korean line is drawn 15% longer than the phone's, past its frame.
        func content(_ line: String, _ font: SwiftUIFont) -> String {
            guard face == .inter, line.unicodeScalars.contains(where: GlyphAdvances.isHangulSyllable) else { return esc(drawn(line)) }
            let hangulEm = GlyphAdvances.hangulEm * font.opticalWidth - PointSVG.fallbackHangulEm
            let spacing = (font.tracking + font.systemTracking) / font.stretch + hangulEm * font.size
            var out = "", run = "", inHangul = false
            func flush() {
                guard !run.isEmpty else { return }
                out += inHangul ? "<tspan letter-spacing=\"\(n(spacing))\">\(esc(drawn(run)))</tspan>" : esc(drawn(run))
                run = ""
            }
            for g in line {
                let hangul = g.unicodeScalars.first.map(GlyphAdvances.isHangulSyllable) ?? false
                if hangul != inHangul { flush(); inHangul = hangul }
                run.append(g)
            }
            flush()
            return out
        }

        /// `.strikethrough()` and `.underline()`: a line across each line's
        /// words (through their middle, or under the baseline) in the text's
        /// colour, drawn as a rect: librsvg does not draw `text-decoration`.
        mutating func decorations(_ t: LaidOutText, _ v: LaidOutView, x: Double, anchor: String, top: Double, fill: String) {
            let env = v.environment
            guard env.strikethrough || env.underline else { return }
            let font = t.font, thickness = max(0.5, font.size * 0.07)
            for (i, line) in t.lines.enumerated() {
                let w = GlyphAdvances.width(line, font)
                let start = anchor == "end" ? x - w : anchor == "middle" ? x - w / 2 : x
                let baseline = top + Double(i) * font.lineHeight + font.baselineInLine
                for (on, y) in [(env.strikethrough, baseline - 0.3 * font.size), (env.underline, baseline + 0.1 * font.size)] where on {
                    out += "<rect x=\"\(n(start))\" y=\"\(n(y - thickness / 2))\" width=\"\(n(w))\" height=\"\(n(thickness))\" fill=\"\(fill)\"\(opacity(v))/>\n"
                }
            }
        }

        /// The theme's glyph for the symbol, centred on its frame: as large
        /// as the frame's shorter side when resizable, else its font's size
        /// at its image scale at most.
        mutating func symbol(_ name: String, _ v: LaidOutView) {
            if CellDrawer.isClear(v.environment.foreground) || v.frame.width <= 0 || v.frame.height <= 0 { return }
            let glyph = symbols.symbol(name)?.emoji ?? "•"
            let side = min(v.frame.height, v.frame.width)
            let size = v.paint.resizable ? side : min(side, v.environment.effectiveFont.size * 1.25 * v.environment.imageScale)
            let fill = foreground(v, or: palette.primary) ?? palette.primary
            // A filled disc (`circle.fill`) fills its frame as the symbol's
            // own shape does: the glyph is a fraction of its em, a small dot
            // in a large frame.
            if glyph == "●" {
                out += "<circle cx=\"\(n(v.frame.midX))\" cy=\"\(n(v.frame.midY))\" r=\"\(n(0.45 * min(v.frame.width, v.frame.height)))\" fill=\"\(gradientPaint(v) ?? fill.hex)\"\(opacity(v))><title>\(esc(name))</title></circle>\n"
                return
            }
            // An emoji from the emoji fonts; a mark drawn as text (✈, ▶, ✕)
            // from Symbola's outlines before the text's, in the view's colour,
            // as the symbol is: Symbola's marks are about as large in their em
            // as its emoji, so that every stand-in's ink is about the phone's
            // symbol's (1 em tall). The text's fonts drew `airplane` (✈, 11 pt)
            // 8.7 x 9.3 pt of ink where the phone's is 12.0 x 11.0 (AirLine).
            let emoji = glyph.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0 == "\u{FE0F}" }
            if emoji, !colourEmoji, name.split(separator: ".").contains("fill"), let img = filledGlyph(glyph) {
                filled(img, name, v, size: size, colour: fill)
                return
            }
            let family = " font-family=\"\(esc(emoji && colourEmoji ? PointSVG.emojiFamily : PointSVG.outlineEmojiFamily))\""
            out += "<text x=\"\(n(v.frame.x + v.frame.width / 2))\" y=\"\(n(v.frame.y + v.frame.height / 2 + 0.35 * size))\" font-size=\"\(n(size))\"\(family) text-anchor=\"middle\" fill=\"\(gradientPaint(v) ?? fill.hex)\"\(opacity(v))><title>\(esc(name))</title>\(esc(drawn(glyph)))</text>\n"
        }

        /// A `.fill` symbol's emoji stand-in from its colour bitmap (cropped
        /// to its shape), filled in the symbol's colour, on the frame's
        /// centre: its larger side as large as Symbola's stand-ins are drawn
        /// at the median (0.85 of the glyph's `size`, about 1 em of the
        /// symbol's font, as the phone's symbols measure).
        mutating func filled(_ img: Image, _ name: String, _ v: LaidOutView, size: Double, colour: RGB) {
            let side = 0.85 * size
            let filter = imageFilter(AssetImageLook(tint: colour))
            out += "<image x=\"\(n(v.frame.midX - side / 2))\" y=\"\(n(v.frame.midY - side / 2))\" width=\"\(n(side))\" height=\"\(n(side))\" "
                + "preserveAspectRatio=\"xMidYMid meet\" href=\"data:\(img.mime);base64,\(img.base64)\"\(filter)\(opacity(v))><title>\(esc(name))</title></image>\n"
        }

        /// A text as this image's fonts can draw it: where colour emoji come
        /// out blank (`Options.colourEmoji`), each emoji asks for its text
        /// presentation (U+FE0E), which the outline fonts draw: without it
        /// the text engine takes the colour font for ✨ or 🍕 whatever the
        /// family says.
        /// A flag (🇺🇸) has no outline in any font the PNG is drawn with:
        /// Symbola draws its two regional indicators as two boxed letters,
        /// and the selector after each split the pair. It is drawn as
        /// Symbola's outlined flag (🏳), one picture where the phone draws
        /// one, about as wide as the layout measured it (`GraphemeWidth`:
        /// a flag is one emoji).
        func drawn(_ text: String) -> String {
            guard !colourEmoji, text.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0 == "\u{FE0F}" }) else { return text }
            var out = String.UnicodeScalarView()
            for g in text {
                if GraphemeWidth.isFlag(g) {
                    out.append(contentsOf: "\u{1F3F3}\u{FE0E}".unicodeScalars)
                    continue
                }
                for u in g.unicodeScalars where u != "\u{FE0F}" {
                    out.append(u)
                    if u.properties.isEmojiPresentation { out.append("\u{FE0E}") }
                }
            }
            return String(out)
        }

        /// The asset's file, embedded; a grey rounded placeholder with its name when none was found.
        mutating func asset(_ name: String, _ v: LaidOutView) {
            var f = v.frame
            guard f.width > 0, f.height > 0 else { return }
            // A custom symbol's glyph is its font's size at its image scale, centred in its frame, as a symbol's is.
            if v.paint.customSymbol, !v.paint.resizable, let em = image(name)?.symbolEm, em.width > 0, em.height > 0 {
                let size = v.environment.effectiveFont.size * v.environment.imageScale
                let fit = min(1, f.width / (em.width * size), f.height / (em.height * size))
                let (w, h) = (em.width * size * fit, em.height * size * fit)
                f = PointRect(x: f.midX - w / 2, y: f.midY - h / 2, width: w, height: h)
            }
            // Pixel art at 3x, the most a PNG is drawn at: each of its pixels a block, as the phone draws it.
            let sharp = v.paint.pixelated ? pixelated(name, Int((f.width * 3).rounded()), Int((f.height * 3).rounded())) : nil
            if let img = sharp ?? image(name) {
                let env = v.environment
                let template = env.drawsTemplate(asset: img.isTemplate)
                let look = AssetImageLook(tint: template ? colour(env.foreground) ?? palette.primary : nil,
                                          inverted: env.colorInverted, multiplier: env.colorMultiplier)
                let filter = imageFilter(look)
                out += "<image x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" preserveAspectRatio=\"xMidYMid meet\" href=\"data:\(img.mime);base64,\(img.base64)\"\(filter)\(opacity(v, inked: template))><title>\(esc(name))</title></image>\n"
                return
            }
            out += "<g\(opacity(v))><rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" rx=\"\(n(min(8, f.width / 4, f.height / 4)))\" fill=\"#8e8e93\" fill-opacity=\"0.35\"/>"
            // The name as large as fits the box (about 0.55 em a character), 11 pt at most.
            let size = min(11, f.height * 0.6, f.width * 0.9 / (0.55 * Double(max(1, name.count))))
            if size >= 4 {
                out += "<text x=\"\(n(f.x + f.width / 2))\" y=\"\(n(f.y + f.height / 2 + 0.35 * size))\" font-size=\"\(n(size))\" text-anchor=\"middle\" fill=\"#8e8e93\">\(esc(name))</text>"
            }
            out += "</g>\n"
        }

        /// An image's look as an SVG filter (defined here, in sRGB as the
        /// pixels are): a template flooded with its tint inside the image's
        /// alpha, then the colours inverted; "" when drawn as it is.
        mutating func imageFilter(_ look: AssetImageLook) -> String {
            if look.isPlain { return "" }
            filters += 1
            let fid = "\(id)-f\(filters)"
            out += "<filter id=\"\(fid)\" color-interpolation-filters=\"sRGB\">"
            if let tint = look.tint { out += "<feFlood flood-color=\"\(tint.hex)\"/><feComposite in2=\"SourceAlpha\" operator=\"in\"/>" }
            if look.inverted { out += "<feColorMatrix type=\"matrix\" values=\"-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0\"/>" }
            if let m = look.multiplier {
                func k(_ c: UInt8) -> String { n(Double(c) / 255) }
                out += "<feColorMatrix type=\"matrix\" values=\"\(k(m.r)) 0 0 0 0 0 \(k(m.g)) 0 0 0 0 0 \(k(m.b)) 0 0 0 0 0 1 0\"/>"
            }
            out += "</filter>\n"
            return " filter=\"url(#\(fid))\""
        }

        /// A hairline across the longer side, in the separator's grey.
        mutating func divider(_ v: LaidOutView) {
            let f = v.frame
            if f.width >= f.height {
                out += "<rect x=\"\(n(f.x))\" y=\"\(n(f.midY - 0.25))\" width=\"\(n(f.width))\" height=\"0.5\" fill=\"\(palette.secondary.hex)\" fill-opacity=\"0.6\"/>\n"
            } else {
                out += "<rect x=\"\(n(f.midX - 0.25))\" y=\"\(n(f.y))\" width=\"0.5\" height=\"\(n(f.height))\" fill=\"\(palette.secondary.hex)\" fill-opacity=\"0.6\"/>\n"
            }
        }

        /// SwiftUI's linear style: a 4 pt capsule track, the done part in
        /// the tint; the circular style (or a circular gauge) a ring; a
        /// spinner as a ring of dashes.
        mutating func progress(_ fraction: Double?, _ v: LaidOutView) {
            let f = v.frame
            guard let fraction else {
                let r = max(1, min(f.width, f.height, 20) / 2 - 1)
                out += "<circle cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" r=\"\(n(r))\" fill=\"none\" stroke=\"\(palette.secondary.hex)\" stroke-width=\"\(n(max(1, r / 4)))\" stroke-dasharray=\"\(n(r / 2)) \(n(r / 3))\"\(opacity(v))/>\n"
                return
            }
            let tint = colour(v.environment.controlTint) ?? palette.progressCompleted
            if v.environment.circularProgress {
                // A ring: the track, and the done part from the top, clockwise.
                let side = min(f.width, f.height)
                let stroke = max(2, side / 10), r = max(0.5, side / 2 - stroke / 2)
                let done = max(0, min(1, fraction.isNaN ? 0 : fraction)) * 2 * Double.pi * r
                out += "<g\(opacity(v)) fill=\"none\" stroke-width=\"\(n(stroke))\"><circle cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" r=\"\(n(r))\" stroke=\"\(palette.progressEmpty.hex)\"/>"
                if done > 0 {
                    out += "<circle cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" r=\"\(n(r))\" stroke=\"\(tint.hex)\" stroke-linecap=\"round\" stroke-dasharray=\"\(n(done)) \(n(2 * Double.pi * r))\" transform=\"rotate(-90 \(n(f.midX)) \(n(f.midY)))\"/>"
                }
                out += "</g>\n"
                return
            }
            let h = min(4, f.height), y = f.midY - h / 2
            let done = max(0, min(1, fraction.isNaN ? 0 : fraction)) * f.width
            out += "<g\(opacity(v))><rect x=\"\(n(f.x))\" y=\"\(n(y))\" width=\"\(n(f.width))\" height=\"\(n(h))\" rx=\"\(n(h / 2))\" fill=\"\(palette.progressEmpty.hex)\"/>"
            if done > 0 {
                out += "<rect x=\"\(n(f.x))\" y=\"\(n(y))\" width=\"\(n(done))\" height=\"\(n(h))\" rx=\"\(n(h / 2))\" fill=\"\(tint.hex)\"/>"
            }
            out += "</g>\n"
        }

        /// A colour or a shape in its frame: `Circle` the largest circle
        /// in it, `Capsule` rounded by half its shorter side,
        /// `RoundedRectangle` by its radius (a quarter of its shorter side
        /// up to 12 pt when lasim has none); a colour by its `.cornerRadius`
        /// or `.clipShape`.
        mutating func fill(_ shape: String?, _ v: LaidOutView) {
            var f = v.frame
            guard f.width > 0, f.height > 0, !CellDrawer.isClear(v.environment.foreground), v.paint.path?.isEmpty != true else { return }
            guard let c = foreground(v, or: shape != nil ? palette.primary : nil) else { return }
            let hex = gradientPaint(v) ?? c.hex
            var paint = " fill=\"\(hex)\"" + (v.paint.evenOdd ? " fill-rule=\"evenodd\"" : "") + opacity(v)
            let rounded = shape == "RoundedRectangle" || shape == "UnevenRoundedRectangle" || shape == "ContainerRelativeShape"
            let outlineShape = shape == "Circle" || shape == "Ellipse" || shape == "Capsule" ? shape : v.paint.clipShape
            if let w = v.paint.strokeWidth {
                // An outline: `.strokeBorder` keeps it inside the frame.
                // A path is made inside its frame already (`LayoutItem.path`).
                let path = v.paint.path != nil
                if v.paint.strokeInside && !path {
                    f = PointRect(x: f.x + w / 2, y: f.y + w / 2, width: max(0, f.width - w), height: max(0, f.height - w))
                }
                var dash = v.paint.strokeDash.isEmpty ? "" : " stroke-dasharray=\"\(v.paint.strokeDash.map(n).joined(separator: " "))\""
                if (v.paint.trimFrom > 0 || v.paint.trimTo < 1) && !path {
                    // `.trim(from:to:)`: one dash as long as that part of the outline, from where it starts.
                    guard v.paint.trimTo > v.paint.trimFrom else { return }
                    let radius = outlineShape == "Capsule" ? min(f.width, f.height) / 2
                        : v.paint.cornerRadius ?? (rounded ? min(12, min(f.width, f.height) / 4) : 0)
                    let length = PointSVG.outlineLength(f, shape: outlineShape, radius: radius)
                    dash = " stroke-dasharray=\"\(n(length * (v.paint.trimTo - v.paint.trimFrom))) \(n(length))\""
                        + (v.paint.trimFrom > 0 ? " stroke-dashoffset=\"\(n(-length * v.paint.trimFrom))\"" : "")
                }
                let cap = v.paint.strokeRoundCap ? " stroke-linecap=\"round\"" : ""
                paint = " fill=\"none\" stroke=\"\(hex)\" stroke-width=\"\(n(w))\"" + cap + dash + opacity(v)
            }
            let defaultRadius = rounded ? min(12, min(f.width, f.height) / 4) : nil
            if case .gradient(let g)? = v.environment.foreground, case .angular = g.kind {
                let white = v.paint.strokeWidth.map { " fill=\"none\" stroke=\"#ffffff\" stroke-width=\"\(n($0))\"" } ?? " fill=\"#ffffff\""
                let mask = outline(f, v.paint, shape: outlineShape, defaultRadius: defaultRadius, fill: white) ?? "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\"\(white)/>"
                return angular(g, f, mask: mask, opacity: v.environment.opacity)
            }
            out += (outline(f, v.paint, shape: outlineShape, defaultRadius: defaultRadius, fill: paint) ?? "") + "\n"
        }
    }

    /// The length of a shape's outline as `outline` draws it in `f`: a
    /// circle's circumference, an ellipse's (Ramanujan's), a rectangle's
    /// sides with its corners rounded by `radius`.
    static func outlineLength(_ f: PointRect, shape: String?, radius: Double) -> Double {
        switch shape {
        case "Circle": return Double.pi * min(f.width, f.height)
        case "Ellipse":
            let a = f.width / 2, b = f.height / 2
            return Double.pi * (3 * (a + b) - ((3 * a + b) * (a + 3 * b)).squareRoot())
        default:
            let r = max(0, min(radius, f.width / 2, f.height / 2))
            return 2 * (f.width + f.height) - 8 * r + 2 * Double.pi * r
        }
    }

    static func n(_ v: Double) -> String { v.isFinite ? SVGPrinter.n(v) : "0" }
    static func esc(_ s: String) -> String { SVGPrinter.escape(s) }
}


extension PointSVG {
    /// `--format html`: each presentation's SVG inline under its label, on a
    /// plain page; `sections` group them (a sample, an activity) under a heading.
    public static func html(_ sections: [(title: String, presentations: [PointPresentation])], title: String,
                            options o: Options = Options()) -> String {
        var out = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <title>\(esc(title))</title>
        <style>
        body { margin: 24px; background: #d1d1d6; color: #1c1c1e; font: 13px -apple-system, 'SF Pro Text', Inter, Helvetica, Arial, sans-serif; }
        h2 { font-size: 15px; margin: 24px 0 8px; }
        figure { margin: 0 0 20px; }
        figcaption { margin: 0 0 6px; color: #3a3a3c; }
        svg { display: block; }
        </style></head>
        <body>

        """
        var i = 0
        for s in sections {
            if !s.title.isEmpty { out += "<h2>\(esc(s.title))</h2>\n" }
            for p in s.presentations {
                out += "<figure><figcaption>\(esc(p.label))</figcaption>\n"
                out += inline(p, id: "p\(i)", options: o)
                out += "</figure>\n"
                i += 1
            }
        }
        return out + "</body></html>\n"
    }
}
