import LasimModel
import LasimTemplate

/// One run found by a contrast sweep, with where it was found.
public struct ContrastFinding: Sendable, Equatable {
    public var theme: String
    public var appearance: Appearance
    public var ios: Int
    public var template: String
    public var sample: String
    public var presentation: Presentation
    public var run: ContrastRun

    /// "sleep · order/in-transit · lock"
    public var place: String { "\(appearance.rawValue) · \(template)/\(sample) · \(presentation.rawValue)" }
}

/// `lasim contrast`: every sample state of the templates, in every
/// appearance the iOS version has and every presentation (StandBy shows
/// only the lock-screen card), checked run by run (`ContrastChecker`).
public struct ContrastReport: Sendable {
    public var theme: String
    public var ios: Int
    public var depth: ColorDepth
    public var appearances: [Appearance]
    public var templates: [String]
    public var samples = 0
    public var renders = 0
    public var runsChecked = 0
    /// Theme and template colours under their threshold: these fail the check.
    public var failures: [ContrastFinding] = []
    /// Colours that came from the payload (a car in the driver's colour):
    /// reported, but the app's data is not the theme's to fix.
    public var dataColours: [ContrastFinding] = []
    /// Pass on the phone, fail as this terminal's colour depth shows them.
    public var terminalOnly: [ContrastFinding] = []

    public var passed: Bool { failures.isEmpty }

    public static func check(theme: Theme, templates: [Template], catalog: TemplateCatalog, ios: Int,
                             depth: ColorDepth = .truecolor, device: Device = .pro,
                             appearances: [Appearance]? = nil) -> ContrastReport {
        let appearances = appearances ?? Appearance.all(ios: ios)
        var report = ContrastReport(theme: theme.name, ios: ios, depth: depth, appearances: appearances,
                                    templates: templates.map(\.name))
        for t in templates { report.samples += t.samples.count }
        for appearance in appearances {
            let options = RenderOptions(theme: theme, appearance: appearance, device: device, ios: ios)
            let renderer = Renderer(catalog: catalog, options: options)
            let presentations: [Presentation] = appearance.isStandBy || !device.hasIsland ? [.lock] : Presentation.phone
            for t in templates {
                for sample in t.samples {
                    let snap = Snapshot(sample: sample, template: t)
                    for p in presentations {
                        let r = renderer.render(p, snap, now: sample.now)
                        report.renders += 1
                        for run in ContrastChecker.runs(in: r.grid, depth: depth) {
                            report.runsChecked += 1
                            let f = ContrastFinding(theme: theme.name, appearance: appearance, ios: ios, template: t.name,
                                                    sample: sample.name, presentation: p, run: run)
                            if !run.passes {
                                if run.ink.fromData { report.dataColours.append(f) } else { report.failures.append(f) }
                            } else if run.failsOnlyAsShown {
                                report.terminalOnly.append(f)
                            }
                        }
                    }
                }
            }
        }
        return report
    }

    /// Failures per appearance, in `appearances` order: "sleep 12, light 0".
    public var countsByAppearance: [(Appearance, Int)] {
        appearances.map { a in (a, failures.filter { $0.appearance == a }.count) }
    }

    public func json() -> JSONValue {
        func colour(_ c: RGB) -> JSONValue { .string(c.hex) }
        func item(_ f: ContrastFinding) -> JSONValue {
            var o = JSONObject()
            o["theme"] = .string(f.theme)
            o["appearance"] = .string(f.appearance.rawValue)
            o["ios"] = .number(Double(f.ios))
            o["template"] = .string(f.template)
            o["sample"] = .string(f.sample)
            o["presentation"] = .string(f.presentation.rawValue)
            o["text"] = .string(f.run.text)
            o["ink"] = .string(f.run.ink.kind.name)
            o["fromData"] = .bool(f.run.ink.fromData)
            o["fg"] = colour(f.run.fg)
            o["bg"] = colour(f.run.bg)
            o["ratio"] = .number((f.run.ratio * 100).rounded(.down) / 100)
            o["required"] = .number(f.run.required)
            o["rect"] = .object(JSONObject(["x": .number(Double(f.run.rect.x)), "y": .number(Double(f.run.rect.y)),
                                            "width": .number(Double(f.run.rect.width)), "height": .number(Double(f.run.rect.height))]))
            if let s = f.run.shown {
                o["shown"] = .object(JSONObject(["fg": colour(s.fg), "bg": colour(s.bg),
                                                 "ratio": .number((s.ratio * 100).rounded(.down) / 100)]))
            }
            return .object(o)
        }
        var o = JSONObject()
        o["theme"] = .string(theme)
        o["ios"] = .number(Double(ios))
        o["colorDepth"] = .string(depth.description)
        o["passed"] = .bool(passed)
        o["appearances"] = .array(appearances.map { .string($0.rawValue) })
        o["templates"] = .array(templates.map { .string($0) })
        o["samples"] = .number(Double(samples))
        o["renders"] = .number(Double(renders))
        o["runsChecked"] = .number(Double(runsChecked))
        o["failures"] = .array(failures.map(item))
        o["payloadColours"] = .array(dataColours.map(item))
        o["terminalOnly"] = .array(terminalOnly.map(item))
        return .object(o)
    }
}
