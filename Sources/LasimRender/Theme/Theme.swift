import LasimTemplate
import LasimText
/// Colours for one appearance. `background` nil means the system default
/// (white card in light, black in dark).
public struct Palette: Sendable, Equatable {
    public var background: RGB?
    public var primary: RGB
    public var secondary: RGB
    public var accent: RGB
    public var warning: RGB
    public var success: RGB
    public var progressEmpty: RGB
    public var progressActive: RGB
    public var progressCompleted: RGB
    /// Whether the surface is dark as the phone sees it (the island, a card
    /// in a dark appearance): SwiftUI's system colours take their dark variants.
    public var darkScheme = false

    public init(background: RGB?, primary: RGB, secondary: RGB, accent: RGB, warning: RGB, success: RGB,
                progressEmpty: RGB, progressActive: RGB, progressCompleted: RGB) {
        self.background = background; self.primary = primary; self.secondary = secondary; self.accent = accent
        self.warning = warning; self.success = success; self.progressEmpty = progressEmpty
        self.progressActive = progressActive; self.progressCompleted = progressCompleted
    }

    /// The colours a template may name (the template language's words for them).
    public typealias Role = ColourRole

    public subscript(role: Role) -> RGB {
        switch role {
        case .primary: return primary
        case .secondary: return secondary
        case .accent: return accent
        case .warning: return warning
        case .success: return success
        case .progressEmpty: return progressEmpty
        case .progressActive: return progressActive
        case .progressCompleted: return progressCompleted
        }
    }

    public static let roleNames = ColourRole.names
}

/// A glyph with the ASCII text to use where emoji cannot be shown.
public struct Glyph: Sendable, Equatable {
    public var emoji: String { didSet { emojiWidth = GraphemeWidth.of(emoji); emojiCell = Cell.code(ofGlyph: emoji) } }
    public var ascii: String { didSet { asciiWidth = GraphemeWidth.of(ascii); asciiCell = Cell.code(ofGlyph: ascii) } }
    /// Measured once: a glyph is drawn in nearly every presentation, and
    /// an emoji's width is the slow kind to find.
    private(set) var emojiWidth: Int
    private(set) var asciiWidth: Int
    /// The cell each is drawn as, when it is one safe grapheme: found once,
    /// not decoded, measured and sanitised again at every draw (callgrind).
    private(set) var emojiCell: UInt32?
    private(set) var asciiCell: UInt32?
    public init(emoji: String, ascii: String) {
        self.emoji = emoji; self.ascii = ascii
        emojiWidth = GraphemeWidth.of(emoji); asciiWidth = GraphemeWidth.of(ascii)
        emojiCell = Cell.code(ofGlyph: emoji); asciiCell = Cell.code(ofGlyph: ascii)
    }
}

/// Colours and glyphs: a file in `Themes/` (see `ThemeLoader`), or the
/// compiled-in `standard`, identical to Themes/default.yaml.
public struct Theme: Sendable, Equatable {
    public var name: String
    public var description: String = ""
    public var light: Palette
    public var dark: Palette
    /// The Dynamic Island: always black.
    public var island: Palette
    /// Keyline drawn around the island and cards in views.
    public var keyline: RGB
    public var glyphs: [String: Glyph]
    /// SF Symbols (`Image(systemName:)` in an app's SwiftUI views) as emoji
    /// and ASCII; a symbol not listed is drawn as its name in brackets.
    public var symbols: [String: Glyph] = Theme.standardSymbols

    /// The card's colours in `appearance` on iOS 17: see `effectivePalette`.
    public func palette(for appearance: Appearance) -> Palette {
        effectivePalette(.card, appearance: appearance, ios: 17)
    }

    public static let systemLightBackground = RGB.white
    public static let systemDarkBackground = RGB.black

    /// The system's card where a palette sets none: white, or black when dark.
    public static func systemBackground(dark: Bool) -> RGB { dark ? systemDarkBackground : systemLightBackground }

    public static let standard = Theme(
        name: "default",
        description: "The system look: white card in light, black in dark, black island",
        light: Palette(background: nil, primary: RGB(0x00, 0x00, 0x00), secondary: RGB(0x5e, 0x5e, 0x63),
                       accent: RGB(0x00, 0x5c, 0xd1), warning: RGB(0xb2, 0x3c, 0x00), success: RGB(0x1d, 0x7a, 0x35),
                       progressEmpty: RGB(0xc7, 0xc7, 0xcc), progressActive: RGB(0x00, 0x5c, 0xd1),
                       progressCompleted: RGB(0x1d, 0x7a, 0x35)),
        dark: Palette(background: nil, primary: RGB(0xff, 0xff, 0xff), secondary: RGB(0xae, 0xae, 0xb2),
                      accent: RGB(0x4d, 0xa3, 0xff), warning: RGB(0xff, 0x9f, 0x0a), success: RGB(0x32, 0xd7, 0x4b),
                      progressEmpty: RGB(0x48, 0x48, 0x4a), progressActive: RGB(0x4d, 0xa3, 0xff),
                      progressCompleted: RGB(0x32, 0xd7, 0x4b)),
        island: Palette(background: RGB.black, primary: RGB(0xff, 0xff, 0xff), secondary: RGB(0xae, 0xae, 0xb2),
                        accent: RGB(0x4d, 0xa3, 0xff), warning: RGB(0xff, 0x9f, 0x0a), success: RGB(0x32, 0xd7, 0x4b),
                        progressEmpty: RGB(0x48, 0x48, 0x4a), progressActive: RGB(0x4d, 0xa3, 0xff),
                        progressCompleted: RGB(0x32, 0xd7, 0x4b)),
        keyline: RGB(0x63, 0x63, 0x66),
        glyphs: Dictionary(uniqueKeysWithValues: GlyphNames.defaults.map { ($0.name, Glyph(emoji: $0.emoji, ascii: $0.ascii)) }))

    /// The common SF Symbols of Live Activities (counted across open-source
    /// apps); Themes/default.yaml lists the same, for designers to change.
    public static let standardSymbols: [String: Glyph] = [
        "car.fill": Glyph(emoji: "🚗", ascii: "=o"),
        "car": Glyph(emoji: "🚗", ascii: "=o"),
        "bicycle": Glyph(emoji: "🚲", ascii: "o-o"),
        "figure.walk": Glyph(emoji: "🚶", ascii: "i"),
        "bag.fill": Glyph(emoji: "🛍", ascii: "[]"),
        "bag": Glyph(emoji: "🛍", ascii: "[]"),
        "cart.fill": Glyph(emoji: "🛒", ascii: "\\_"),
        "takeoutbag.and.cup.and.straw.fill": Glyph(emoji: "🥡", ascii: "[]"),
        "fork.knife": Glyph(emoji: "🍴", ascii: "Y|"),
        "cup.and.saucer.fill": Glyph(emoji: "☕", ascii: "c["),
        "box.truck.fill": Glyph(emoji: "🚚", ascii: "[=o"),
        "shippingbox.fill": Glyph(emoji: "📦", ascii: "#"),
        "shippingbox": Glyph(emoji: "📦", ascii: "#"),
        "airplane": Glyph(emoji: "✈", ascii: ">"),
        "airplane.departure": Glyph(emoji: "🛫", ascii: "/^"),
        "airplane.arrival": Glyph(emoji: "🛬", ascii: "\\_"),
        "tram.fill": Glyph(emoji: "🚋", ascii: "[o]"),
        "bus.fill": Glyph(emoji: "🚌", ascii: "[o]"),
        "train.side.front.car": Glyph(emoji: "🚆", ascii: "[o]"),
        "ev.charger": Glyph(emoji: "🔌", ascii: "=D"),
        "location.fill": Glyph(emoji: "📍", ascii: "*"),
        "location": Glyph(emoji: "📍", ascii: "*"),
        "mappin": Glyph(emoji: "📍", ascii: "*"),
        "mappin.circle.fill": Glyph(emoji: "📍", ascii: "*"),
        "pin": Glyph(emoji: "📌", ascii: "*"),
        "pin.fill": Glyph(emoji: "📌", ascii: "*"),
        "map.fill": Glyph(emoji: "🗺", ascii: "#"),
        "house.fill": Glyph(emoji: "🏠", ascii: "^"),
        "building.2.fill": Glyph(emoji: "🏢", ascii: "#"),
        "clock.fill": Glyph(emoji: "🕒", ascii: "o"),
        "clock": Glyph(emoji: "🕒", ascii: "o"),
        "timer": Glyph(emoji: "⏱", ascii: "o"),
        "hourglass": Glyph(emoji: "⏳", ascii: "%"),
        "alarm": Glyph(emoji: "⏰", ascii: "o"),
        "stopwatch": Glyph(emoji: "⏱", ascii: "o"),
        "calendar": Glyph(emoji: "📅", ascii: "#"),
        "checkmark": Glyph(emoji: "✓", ascii: "v"),
        "checkmark.circle.fill": Glyph(emoji: "✅", ascii: "v"),
        "checkmark.circle": Glyph(emoji: "✅", ascii: "v"),
        "checkmark.seal.fill": Glyph(emoji: "✅", ascii: "v"),
        "xmark": Glyph(emoji: "✕", ascii: "x"),
        "xmark.circle.fill": Glyph(emoji: "❌", ascii: "x"),
        "exclamationmark.triangle.fill": Glyph(emoji: "⚠", ascii: "!"),
        "exclamationmark.triangle": Glyph(emoji: "⚠", ascii: "!"),
        "exclamationmark.circle.fill": Glyph(emoji: "❗", ascii: "!"),
        "info.circle": Glyph(emoji: "ℹ", ascii: "i"),
        "bell.fill": Glyph(emoji: "🔔", ascii: "!"),
        "star.fill": Glyph(emoji: "⭐", ascii: "*"),
        "star": Glyph(emoji: "⭐", ascii: "*"),
        "heart.fill": Glyph(emoji: "❤", ascii: "<3"),
        "heart": Glyph(emoji: "❤", ascii: "<3"),
        "flame.fill": Glyph(emoji: "🔥", ascii: "^"),
        "wind": Glyph(emoji: "💨", ascii: "~"),
        "tennisball.fill": Glyph(emoji: "🎾", ascii: "o"),
        "tennisball": Glyph(emoji: "🎾", ascii: "o"),
        "bolt.fill": Glyph(emoji: "⚡", ascii: "z"),
        "battery.100": Glyph(emoji: "🔋", ascii: "[|"),
        "battery.25": Glyph(emoji: "🔋", ascii: "[."),
        "person.fill": Glyph(emoji: "👤", ascii: "@"),
        "person": Glyph(emoji: "👤", ascii: "@"),
        "person.2.fill": Glyph(emoji: "👥", ascii: "@@"),
        "phone.fill": Glyph(emoji: "📞", ascii: "t"),
        "message.fill": Glyph(emoji: "💬", ascii: ".."),
        "envelope.fill": Glyph(emoji: "✉", ascii: "[@]"),
        "play.fill": Glyph(emoji: "▶", ascii: ">"),
        "pause.fill": Glyph(emoji: "⏸", ascii: "||"),
        "stop.fill": Glyph(emoji: "⏹", ascii: "[]"),
        "forward.fill": Glyph(emoji: "⏩", ascii: ">>"),
        "backward.fill": Glyph(emoji: "⏪", ascii: "<<"),
        "music.note": Glyph(emoji: "🎵", ascii: "d"),
        "sportscourt.fill": Glyph(emoji: "🏟", ascii: "[]"),
        "soccerball": Glyph(emoji: "⚽", ascii: "o"),
        "basketball.fill": Glyph(emoji: "🏀", ascii: "o"),
        "football.fill": Glyph(emoji: "🏈", ascii: "o"),
        "baseball.fill": Glyph(emoji: "⚾", ascii: "o"),
        "hockey.puck.fill": Glyph(emoji: "🏒", ascii: "o"),
        "frying.pan": Glyph(emoji: "🍳", ascii: "o-"),
        "paperplane.fill": Glyph(emoji: "➤", ascii: ">"),
        "tag": Glyph(emoji: "🏷", ascii: "<>"),
        "x.circle.fill": Glyph(emoji: "❌", ascii: "x"),
        "trophy.fill": Glyph(emoji: "🏆", ascii: "Y"),
        "flag.fill": Glyph(emoji: "🏁", ascii: "#"),
        "flag.checkered": Glyph(emoji: "🏁", ascii: "#"),
        "sun.max.fill": Glyph(emoji: "☀", ascii: "*"),
        "cloud.fill": Glyph(emoji: "☁", ascii: "~"),
        "cloud.rain.fill": Glyph(emoji: "🌧", ascii: "~"),
        "moon.fill": Glyph(emoji: "🌙", ascii: "C"),
        "thermometer": Glyph(emoji: "🌡", ascii: "t"),
        "drop.fill": Glyph(emoji: "💧", ascii: "o"),
        "leaf.fill": Glyph(emoji: "🍃", ascii: "~"),
        "gift.fill": Glyph(emoji: "🎁", ascii: "#"),
        "creditcard.fill": Glyph(emoji: "💳", ascii: "="),
        "dollarsign.circle.fill": Glyph(emoji: "💲", ascii: "$"),
        "bitcoinsign.circle.fill": Glyph(emoji: "₿", ascii: "B"),
        "bitcoinsign.circle": Glyph(emoji: "₿", ascii: "B"),
        "arrow.right": Glyph(emoji: "→", ascii: "->"),
        "arrow.left": Glyph(emoji: "←", ascii: "<-"),
        "arrow.up": Glyph(emoji: "↑", ascii: "^"),
        "arrow.down": Glyph(emoji: "↓", ascii: "v"),
        "arrow.clockwise": Glyph(emoji: "↻", ascii: "@"),
        "chevron.right": Glyph(emoji: "›", ascii: ">"),
        "chevron.left": Glyph(emoji: "‹", ascii: "<"),
        "plus": Glyph(emoji: "＋", ascii: "+"),
        "minus": Glyph(emoji: "－", ascii: "-"),
        "ellipsis": Glyph(emoji: "⋯", ascii: "..."),
        "circle.fill": Glyph(emoji: "●", ascii: "o"),
        "circle": Glyph(emoji: "○", ascii: "o"),
        "square.fill": Glyph(emoji: "■", ascii: "#"),
        "gearshape.fill": Glyph(emoji: "⚙", ascii: "*"),
        "wifi": Glyph(emoji: "📶", ascii: "))"),
        "lock.fill": Glyph(emoji: "🔒", ascii: "#"),
        "key.fill": Glyph(emoji: "🔑", ascii: "-o"),
        "sparkles": Glyph(emoji: "✨", ascii: "*"),
        "wand.and.stars": Glyph(emoji: "✨", ascii: "*"),
        "hand.thumbsup.fill": Glyph(emoji: "👍", ascii: "+1"),
        "figure.run": Glyph(emoji: "🏃", ascii: "i"),
        "dumbbell.fill": Glyph(emoji: "🏋", ascii: "="),
        "bed.double.fill": Glyph(emoji: "🛏", ascii: "="),
        "basket": Glyph(emoji: "🛒", ascii: "\\_/"),
        "stove": Glyph(emoji: "🍳", ascii: "=="),
        "oilcan": Glyph(emoji: "🛢", ascii: "[]"),
        "fuelpump": Glyph(emoji: "⛽", ascii: "[]"),
        "gauge": Glyph(emoji: "⏲", ascii: "(/)"),
        "speedometer": Glyph(emoji: "⏲", ascii: "(/)"),
        "battery": Glyph(emoji: "🔋", ascii: "[=]"),
        "mug": Glyph(emoji: "☕", ascii: "c["),
        "arrowtriangle.up": Glyph(emoji: "▲", ascii: "^"),
        "arrowtriangle.down": Glyph(emoji: "▼", ascii: "v"),
        "arrowtriangle.left": Glyph(emoji: "◀", ascii: "<"),
        "arrowtriangle.right": Glyph(emoji: "▶", ascii: ">"),
        "figure": Glyph(emoji: "🚶", ascii: "i"),
        "cube": Glyph(emoji: "⬢", ascii: "#"),
        "bubble.left": Glyph(emoji: "💬", ascii: ".."),
        "record.circle": Glyph(emoji: "⏺", ascii: "o"),
        "mic": Glyph(emoji: "🎤", ascii: "o"),
        "headphones": Glyph(emoji: "🎧", ascii: "()"),
        "questionmark": Glyph(emoji: "❓", ascii: "?"),
        "exclamationmark": Glyph(emoji: "❗", ascii: "!"),
        "exclamationmark.octagon": Glyph(emoji: "🛑", ascii: "!"),
        "exclamationmark.shield": Glyph(emoji: "🛡", ascii: "!"),
        "shield": Glyph(emoji: "🛡", ascii: "U"),
        "trash": Glyph(emoji: "🗑", ascii: "[x]"),
        "brain": Glyph(emoji: "🧠", ascii: "@"),
        "hand": Glyph(emoji: "✋", ascii: "*"),
        "hand.draw": Glyph(emoji: "✍", ascii: "~/"),
        "hand.tap": Glyph(emoji: "👆", ascii: "*"),
        "hand.point.up": Glyph(emoji: "👆", ascii: "*"),
        "magnifyingglass": Glyph(emoji: "🔍", ascii: "o-"),
        "sparkle": Glyph(emoji: "✨", ascii: "*"),
        "power": Glyph(emoji: "⏻", ascii: "O|"),
        "fan": Glyph(emoji: "🌀", ascii: "*"),
        "bookmark": Glyph(emoji: "🔖", ascii: "[]"),
        "dollarsign": Glyph(emoji: "💲", ascii: "$"),
        "antenna.radiowaves.left.and.right": Glyph(emoji: "📡", ascii: "((o))"),
        "checklist": Glyph(emoji: "📋", ascii: "[v]"),
        "list.bullet": Glyph(emoji: "☰", ascii: "="),
        "terminal": Glyph(emoji: "💻", ascii: ">_"),
        "number": Glyph(emoji: "#", ascii: "#"),
        "paintpalette": Glyph(emoji: "🎨", ascii: "*"),
        "theatermasks": Glyph(emoji: "🎭", ascii: ":)"),
        "slider.horizontal": Glyph(emoji: "🎚", ascii: "=|="),
        "syringe": Glyph(emoji: "💉", ascii: "-|"),
        "cross": Glyph(emoji: "✚", ascii: "+"),
        "cross.vial": Glyph(emoji: "⚗", ascii: "|_|"),
        "chevron.up": Glyph(emoji: "⌃", ascii: "^"),
        "chevron.down": Glyph(emoji: "⌄", ascii: "v"),
        "chevron.forward": Glyph(emoji: "›", ascii: ">"),
        "chevron.backward": Glyph(emoji: "‹", ascii: "<"),
        "chevron.up.chevron.down": Glyph(emoji: "↕", ascii: "^v"),
        "chevron.compact.up": Glyph(emoji: "⌃", ascii: "^"),
        "chevron.compact.down": Glyph(emoji: "⌄", ascii: "v"),
        "line.3.horizontal": Glyph(emoji: "≡", ascii: "="),
        "arrow.forward": Glyph(emoji: "→", ascii: "->"),
        "arrow.backward": Glyph(emoji: "←", ascii: "<-"),
        "arrow.triangle.2.circlepath": Glyph(emoji: "🔄", ascii: "@"),
        "arrow.2.squarepath": Glyph(emoji: "🔁", ascii: "@"),
        "arrow.triangle.branch": Glyph(emoji: "⎇", ascii: "Y"),
        "repeat": Glyph(emoji: "🔁", ascii: "@"),
        "link": Glyph(emoji: "🔗", ascii: "-o-"),
        "waveform": Glyph(emoji: "∿", ascii: "~~"),
        "waveform.path.ecg": Glyph(emoji: "💓", ascii: "/\\"),
        "wave.3.right": Glyph(emoji: "∿", ascii: ")))"),
        "applewatch": Glyph(emoji: "⌚", ascii: "[o]"),
        "iphone": Glyph(emoji: "📱", ascii: "[]"),
        "macmini": Glyph(emoji: "🖥", ascii: "[=]"),
        "internaldrive": Glyph(emoji: "💽", ascii: "[=]"),
        "server.rack": Glyph(emoji: "🗄", ascii: "[=]"),
        "cpu": Glyph(emoji: "▣", ascii: "[#]"),
        "sensor": Glyph(emoji: "📡", ascii: "(o)"),
        "network": Glyph(emoji: "🌐", ascii: "(#)"),
        "globe": Glyph(emoji: "🌐", ascii: "(#)"),
        "speaker": Glyph(emoji: "🔈", ascii: "<|"),
        "speaker.slash": Glyph(emoji: "🔇", ascii: "<|x"),
        "speaker.wave.2": Glyph(emoji: "🔊", ascii: "<|)"),
        "keyboard": Glyph(emoji: "⌨", ascii: "[::]"),
        "photo": Glyph(emoji: "🖼", ascii: "[~]"),
        "camera": Glyph(emoji: "📷", ascii: "[o]"),
        "video": Glyph(emoji: "📹", ascii: "[>"),
        "text.bubble": Glyph(emoji: "💬", ascii: ".."),
        "scalemass": Glyph(emoji: "⚖", ascii: "=^="),
        "ruler": Glyph(emoji: "📏", ascii: "|=|"),
        "chart": Glyph(emoji: "📊", ascii: "|||"),
        "chart.bar": Glyph(emoji: "📊", ascii: "|||"),
        "chart.line": Glyph(emoji: "📈", ascii: "/\\/"),
        "chart.pie": Glyph(emoji: "◔", ascii: "(<)"),
        "pencil": Glyph(emoji: "✏", ascii: "/"),
        "target": Glyph(emoji: "🎯", ascii: "(o)"),
        "gear": Glyph(emoji: "⚙", ascii: "*"),
        "ant": Glyph(emoji: "🐜", ascii: "*"),
        "tray": Glyph(emoji: "📥", ascii: "\\_/"),
        "folder": Glyph(emoji: "📁", ascii: "[/]"),
        "doc": Glyph(emoji: "📄", ascii: "[=]"),
        "doc.on.doc": Glyph(emoji: "📋", ascii: "[=]"),
        "note": Glyph(emoji: "🗒", ascii: "[=]"),
        "book": Glyph(emoji: "📖", ascii: "[]"),
        "book.closed": Glyph(emoji: "📕", ascii: "[]"),
        "rectangle": Glyph(emoji: "▭", ascii: "[]"),
        "app": Glyph(emoji: "▢", ascii: "[]"),
        "lightbulb": Glyph(emoji: "💡", ascii: "Q"),
        "graduationcap": Glyph(emoji: "🎓", ascii: "^"),
        "scissors": Glyph(emoji: "✂", ascii: "8<"),
        "delete.left": Glyph(emoji: "⌫", ascii: "<x"),
        "qrcode": Glyph(emoji: "▦", ascii: "[#]"),
        "viewfinder": Glyph(emoji: "⌖", ascii: "[+]"),
        "1.circle": Glyph(emoji: "①", ascii: "1"),
        "2.circle": Glyph(emoji: "②", ascii: "2"),
        "3.circle": Glyph(emoji: "③", ascii: "3"),
        "4.circle": Glyph(emoji: "④", ascii: "4"),
        "5.circle": Glyph(emoji: "⑤", ascii: "5"),
        // The bases the Swift sources of 60-odd open-source apps name that had
        // no entry (a variant draws as its base: `eye.slash`, `icloud.fill`).
        "eye": Glyph(emoji: "👁", ascii: "o"),
        "largecircle.fill.circle": Glyph(emoji: "◉", ascii: "(o)"),
        "icloud": Glyph(emoji: "☁", ascii: "~"),
        "beach.umbrella": Glyph(emoji: "⛱", ascii: "T"),
        "briefcase": Glyph(emoji: "💼", ascii: "[=]"),
        "pawprint": Glyph(emoji: "🐾", ascii: ":."),
        "lines.measurement.horizontal": Glyph(emoji: "📏", ascii: "|=|"),
        "tennis.racket": Glyph(emoji: "🎾", ascii: "o"),
        "aqi": Glyph(emoji: "🌫", ascii: "~"),
        "crown": Glyph(emoji: "👑", ascii: "W"),
        "scope": Glyph(emoji: "⌖", ascii: "(+)"),
        "dot.scope": Glyph(emoji: "⌖", ascii: "(+)"),
        "birthday.cake": Glyph(emoji: "🎂", ascii: "i"),
        "fireworks": Glyph(emoji: "🎆", ascii: "*"),
        "gym.bag": Glyph(emoji: "🎒", ascii: "[]"),
        "faceid": Glyph(emoji: "☺", ascii: ":)"),
        "alert": Glyph(emoji: "⚠", ascii: "!"),
        "film": Glyph(emoji: "🎞", ascii: "[#]"),
        "dot.radiowaves.left.and.right": Glyph(emoji: "📡", ascii: "((o))"),
        "receipt": Glyph(emoji: "📃", ascii: "[=]"),
        "button.horizontal": Glyph(emoji: "🔘", ascii: "[_]"),
        "button.horizontal.top.press": Glyph(emoji: "🔘", ascii: "[_]"),
        "button.vertical.left.press": Glyph(emoji: "🔘", ascii: "[|"),
        "button.vertical.right.press": Glyph(emoji: "🔘", ascii: "|]"),
        "dial.low": Glyph(emoji: "◔", ascii: "(o)"),
        "dial.medium": Glyph(emoji: "◑", ascii: "(o)"),
        "dial.high": Glyph(emoji: "◕", ascii: "(o)"),
        "dot.radiowaves.right": Glyph(emoji: "📡", ascii: "(o)"),
        "dot.radiowaves.forward": Glyph(emoji: "📡", ascii: "(o)"),
        "dot.radiowaves.up.forward": Glyph(emoji: "📡", ascii: "(o)"),
        "stethoscope": Glyph(emoji: "⚕", ascii: "+"),
        "arrow.counterclockwise": Glyph(emoji: "↺", ascii: "@"),
        "livephoto": Glyph(emoji: "◎", ascii: "(o)"),
        "lifepreserver": Glyph(emoji: "◎", ascii: "(O)"),
        "arrow.turn.down.right": Glyph(emoji: "↳", ascii: "L>"),
        "clear": Glyph(emoji: "⌧", ascii: "x"),
        "cup.and.heat.waves": Glyph(emoji: "☕", ascii: "c["),
        "opticaldisc": Glyph(emoji: "💿", ascii: "(o)"),
        "carrot": Glyph(emoji: "🥕", ascii: "v"),
        "suit.heart": Glyph(emoji: "♥", ascii: "<3"),
        "suit.club": Glyph(emoji: "♣", ascii: "%"),
        "suit.spade": Glyph(emoji: "♠", ascii: "^"),
        "suit.diamond": Glyph(emoji: "♦", ascii: "<>"),
        "applelogo": Glyph(emoji: "🍎", ascii: "@"),
        "desktopcomputer": Glyph(emoji: "🖥", ascii: "[=]"),
        "display": Glyph(emoji: "🖥", ascii: "[=]"),
        "macbook.and.iphone": Glyph(emoji: "💻", ascii: "[=]"),
        "macwindow": Glyph(emoji: "🗔", ascii: "[=]"),
        "arrow.uturn.backward": Glyph(emoji: "↩", ascii: "<'"),
        "arrow.uturn.forward": Glyph(emoji: "↪", ascii: "'>"),
        "arrowshape.turn.up.left": Glyph(emoji: "↩", ascii: "<'"),
        "arrowshape.turn.up.right": Glyph(emoji: "↪", ascii: "'>"),
        "archivebox": Glyph(emoji: "🗃", ascii: "[=]"),
        "simcard": Glyph(emoji: "▤", ascii: "[#]"),
        "shoe": Glyph(emoji: "👟", ascii: "_/"),
        "point.topleft.down.curvedto.point.bottomright.up": Glyph(emoji: "⤳", ascii: "~>"),
        "point.topleft.down.to.point.bottomright.curvepath": Glyph(emoji: "⤳", ascii: "~>"),
        "delete.backward": Glyph(emoji: "⌫", ascii: "<x"),
        "curlybraces": Glyph(emoji: "{}", ascii: "{}"),
        "beats.headphones": Glyph(emoji: "🎧", ascii: "()"),
        "airpods": Glyph(emoji: "🎧", ascii: "()"),
        "xbox.logo": Glyph(emoji: "🎮", ascii: "[+]"),
        "gamecontroller": Glyph(emoji: "🎮", ascii: "[+]"),
        "wrench.and.screwdriver": Glyph(emoji: "🛠", ascii: "T"),
        "wrench": Glyph(emoji: "🔧", ascii: "T"),
        "hammer": Glyph(emoji: "🔨", ascii: "T"),
        "timeline.selection": Glyph(emoji: "⋮", ascii: ":"),
        "tablecells": Glyph(emoji: "▦", ascii: "[#]"),
        "swift": Glyph(emoji: "🐦", ascii: "S"),
        "sun": Glyph(emoji: "☀", ascii: "*"),
        "storefront": Glyph(emoji: "🏪", ascii: "[^]"),
        "scribble": Glyph(emoji: "➰", ascii: "~"),
        "safari": Glyph(emoji: "🌐", ascii: "(+)"),
        "microphone": Glyph(emoji: "🎤", ascii: "o"),
        "menucard": Glyph(emoji: "🗒", ascii: "[=]"),
        "lungs": Glyph(emoji: "🌬", ascii: "()"),
        "loupe": Glyph(emoji: "🔍", ascii: "o-"),
        "ladybug": Glyph(emoji: "🐞", ascii: "*"),
        "homekit": Glyph(emoji: "🏠", ascii: "^"),
        "flask": Glyph(emoji: "⚗", ascii: "|_|"),
        "flashlight.off": Glyph(emoji: "🔦", ascii: "=>"),
        "flashlight.on": Glyph(emoji: "🔦", ascii: "=>"),
        "filemenu.and.selection": Glyph(emoji: "☰", ascii: "="),
        "eyeglasses": Glyph(emoji: "👓", ascii: "oo"),
        "ev.plug": Glyph(emoji: "🔌", ascii: "=D"),
        "eurosign": Glyph(emoji: "€", ascii: "E"),
        "escape": Glyph(emoji: "⎋", ascii: "esc"),
        "chevron.compact.right": Glyph(emoji: "›", ascii: ">"),
        "chevron.compact.left": Glyph(emoji: "‹", ascii: "<"),
        "building": Glyph(emoji: "🏢", ascii: "#"),
        "building.columns": Glyph(emoji: "🏛", ascii: "|||"),
        "bubble": Glyph(emoji: "💬", ascii: ".."),
        "books.vertical": Glyph(emoji: "📚", ascii: "||"),
        "barcode": Glyph(emoji: "▥", ascii: "||"),
        "arrow.trianglehead.2.clockwise": Glyph(emoji: "↻", ascii: "@"),
        "arrow.trianglehead.2.counterclockwise": Glyph(emoji: "↺", ascii: "@"),
        "arrow.trianglehead.clockwise": Glyph(emoji: "↻", ascii: "@"),
        "arrow.trianglehead.counterclockwise": Glyph(emoji: "↺", ascii: "@"),
        "arrow.triangle.merge": Glyph(emoji: "⋎", ascii: "Y"),
        "apple.terminal": Glyph(emoji: "💻", ascii: ">_"),
        "apple.intelligence": Glyph(emoji: "✨", ascii: "*"),
        "123.rectangle": Glyph(emoji: "🔢", ascii: "123"),
    ]
}
