import LasimText
import LasimModel
import LasimRender
import LasimTemplate

/// The single update loop: every message changes the state and may ask the
/// run loop for an effect (quit, bell).
extension AppState {
    @discardableResult
    public mutating func update(_ message: AppMessage) -> [AppEffect] {
        switch message {
        case .tick(let w):
            wall = max(wall, w)
            let effects = releaseDue()
            if alertID != nil && wall >= alertUntil { alertID = nil }
            return effects
        case .resize(let w, let h):
            width = max(0, w); height = max(0, h)
            return []
        case .key(let key):
            return handle(key)
        case .click(let x, let y):
            // A click anywhere on the island view toggles expansion, as a long press does.
            if view == .island && y < height - 2 && x >= 0 { islandExpanded.toggle() }
            else if view == .lock && y < height - 2 { view = .island }
            return []
        case .bytes(let bytes, let source, let w):
            wall = max(wall, w)
            if intakePaused {
                if queuedBytes + bytes.count <= Self.queueLimit {
                    queued.append((bytes, source)); queuedBytes += bytes.count
                } else {
                    note("intake paused and its queue is full: \(bytes.count) bytes from \(source) dropped")
                }
                return []
            }
            return ingest(bytes, source: source)
        case .endOfInput(let source, let w):
            wall = max(wall, w)
            var effects: [AppEffect] = []
            if var intake = intakes[source] {
                effects += apply(intake.finish())
                intakes[source] = intake
            }
            note("\(source): end of input; the last state stays on screen (q quits)")
            return effects
        case .push(let p, let w):
            wall = max(wall, w)
            return apply([.push(p)])
        case .rejected(let r, let w):
            wall = max(wall, w)
            return apply([.rejected(r)])
        case .control(let e, let w):
            wall = max(wall, w)
            return apply([.control(e)])
        case .note(let text):
            note(text)
            return []
        case .reload(let r):
            reload(r)
            return []
        }
    }

    /// A watched file loaded again: the new version replaces the old one and
    /// the screen is redrawn with the same activities, clock and view.
    mutating func reload(_ r: Reload) {
        switch r {
        case .template(let t, let path):
            let old = config.catalog.templates.first { $0.file == path }
            if let old, old.name != t.name {
                // Renamed in the file: follow it.
                config.catalog.remove(named: old.name)
                if config.previewTemplate == old.name { config.previewTemplate = t.name }
                config.previewAlso = config.previewAlso.map { $0 == old.name ? t.name : $0 }
                if config.catalog.forced == old.name { config.catalog.forced = t.name }
            }
            config.catalog.add(t)
            store.catalog = config.catalog
            reloaded(path, warnings: t.warnings)
        case .swift(let templates, let warnings, let path):
            for t in templates { config.catalog.addImported(t) }
            store.catalog = config.catalog
            reloaded(path, warnings: warnings)
        case .theme(let theme, let warnings, let path):
            options.theme = theme
            config.options.theme = theme
            reloaded(path, warnings: warnings)
        case .failed(let path, let message):
            note("\(message) — still showing the last version that loaded")
            _ = path
        }
    }

    mutating func reloaded(_ path: String, warnings: [String]) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        for w in warnings.dropFirst() { log.append(LogEntry(at: now, kind: .note, text: w)) }
        let first = warnings.first.map { $0.hasPrefix(name + ": ") ? String($0.dropFirst(name.count + 2)) : $0 } ?? ""
        note(warnings.isEmpty ? "\(name) reloaded"
             : "\(name) reloaded · \(warnings.count) warning\(warnings.count == 1 ? "" : "s"): \(first)")
    }

    mutating func ingest(_ bytes: [UInt8], source: String) -> [AppEffect] {
        var intake = intakes[source] ?? PayloadIntake(sourceName: source)
        let items = intake.feed(bytes)
        intakes[source] = intake
        return apply(items)
    }

    mutating func apply(_ items: [PayloadIntake.Item]) -> [AppEffect] {
        var effects: [AppEffect] = []
        for item in items {
            if config.clockMode == .payload, case .push(let p) = item, let t = p.timestamp, !UnixTime.looksLikeMilliseconds(t) {
                // Replayed files may be from any date: their first payload
                // sets the phone's clock; later ones only move it forward.
                if clockSetByPayload { clock.catchUp(to: t, wall: wall) } else { clock.set(to: t, wall: wall) }
                clockSetByPayload = true
            }
            effects += releaseDue()
            let t = now
            switch phone.receive(item, at: t) {
            case .onTheWay(let at, let reason):
                guard case .push(let p) = item else { continue }
                log.append(LogEntry(at: t, kind: .note,
                                    text: Sanitizer.visible("\(p.source): on its way [\(p.activityID) \(p.event.rawValue)]: arrives in \(DeliveryModel.clock(at - t)) (\(reason.text))")))
                trimLog()
            case .decided(let d):
                if case .push(let p) = item { effects += shown(d, of: p, at: t); continue }
                log(d, at: t)
                if d.outcome == .dropped { message = d.line }
            }
        }
        return effects
    }

    /// What the phone does on screen for a push it decided on.
    mutating func shown(_ d: Decision, of p: Push, at t: Double) -> [AppEffect] {
        var effects: [AppEffect] = []
        // A broadcast alerts no one activity here; a start sent to a
        // push-to-start token alerts as the activity the phone made.
        if d.alerted {
            alertID = d.activityID ?? p.activityID
            alertUntil = wall + config.alertSeconds
            selectedID = alertID
            if bell { effects.append(.bell) }
        }
        log(d, at: t)
        if d.outcome == .dropped { message = d.line }
        return effects
    }

    /// Applies the delayed pushes that have reached the phone by now.
    mutating func releaseDue() -> [AppEffect] {
        guard phone.delivery.isRealistic else { return [] }
        var effects: [AppEffect] = []
        for late in phone.arrivals(until: now) { effects += shown(late.decision, of: late.push, at: late.at) }
        return effects
    }

    mutating func log(_ d: Decision, at t: Double) {
        log.append(LogEntry(at: t, kind: d.outcome == .applied ? .applied : .dropped, text: d.line))
        trimLog()
    }

    mutating func note(_ text: String) {
        log.append(LogEntry(at: now, kind: .note, text: text))
        message = text
        trimLog()
    }

    mutating func trimLog() {
        if log.count > Self.logLimit + 500 { log.removeFirst(log.count - Self.logLimit) }
    }

    mutating func handle(_ key: AppKey) -> [AppEffect] {
        if showHelp {
            // Any key closes help; q still quits.
            showHelp = false
            if key == .char("q") { return [.quit] }
            return []
        }
        guard let command = KeyMap.command(for: key) else {
            if case .char(let c) = key { message = "no key \"\(c)\" (? lists the keys)" }
            return []
        }
        switch command {
        case .quit: return [.quit]
        case .lockView: view = .lock
        case .islandView: view = .island
        case .galleryView: view = .gallery
        case .logView: view = .log; logScroll = 0
        case .projectorView: view = .projector
        case .surfacesView: view = .surfaces
        case .help: showHelp = true
        case .nextActivity, .previousActivity:
            let all = lockSnapshots.map(\.id)
            guard !all.isEmpty else { break }
            let i = all.firstIndex(of: selected?.id ?? "") ?? 0
            let j = command == .nextActivity ? (i + 1) % all.count : (i + all.count - 1) % all.count
            selectedID = all[j]
        case .toggleExpanded: islandExpanded.toggle()
        case .cycleAppearance:
            let all = Appearance.allCases
            options.appearance = all[((all.firstIndex(of: options.appearance) ?? 0) + 1) % all.count]
        case .cycleDevice:
            let all = Device.cellClasses
            options.device = all[((all.firstIndex(of: options.device) ?? 0) + 1) % all.count]
        case .largerText, .smallerText:
            // A stepper, not a cycle: past AX5 or xSmall it stays, and says so.
            let all = DynamicTypeSize.allCases
            let i = all.firstIndex(of: options.textSize) ?? 0
            let j = command == .largerText ? min(i + 1, all.count - 1) : max(i - 1, 0)
            options.textSize = all[j]
            message = "text size \(all[j].optionName)" + (i == j ? " is the \(command == .largerText ? "largest" : "smallest")" : "")
        case .nextSample, .previousSample:
            let pairs = previewPairs
            guard !pairs.isEmpty else {
                message = "sample states are for the designer preview (lasim --template NAME)"
                break
            }
            let n = pairs.count
            sampleIndex = command == .nextSample ? (sampleIndex + 1) % n : (sampleIndex + n - 1) % n
            // The template is named where the preview shows more than one.
            let (t, sample) = pairs[sampleIndex]
            message = "sample \(sampleIndex + 1)/\(n): \(config.previewAlso.isEmpty ? "" : t.name + " · ")\(sample.name)"
        case .dismiss:
            guard !isPreview, let id = selected?.id else { break }
            if let d = store.swipe(id, at: now) { log(d, at: now); message = d.line }
        case .toggleIntake:
            intakePaused.toggle()
            if !intakePaused {
                let pending = queued
                queued = []; queuedBytes = 0
                var effects: [AppEffect] = []
                for (bytes, source) in pending { effects += ingest(bytes, source: source) }
                message = "intake resumed"
                return effects
            }
            message = "intake paused: payloads wait until i is pressed again"
        case .toggleLock:
            locked.toggle()
            message = locked ? "phone locked: alerts light the lock screen" : "phone unlocked: alerts expand the island"
        case .toggleClock: clock.togglePause(wall: wall)
        case .faster: clock.stepSpeed(up: true, wall: wall)
        case .slower: clock.stepSpeed(up: false, wall: wall)
        case .jumpMinute: clock.jump(by: 60, wall: wall)
        case .jumpTenMinutes: clock.jump(by: 600, wall: wall)
        case .jumpHour: clock.jump(by: 3600, wall: wall)
        case .toggleBell:
            bell.toggle()
            message = bell ? "bell on alerts: on" : "bell on alerts: off"
        case .toggleASCII: options.ascii.toggle()
        case .saveSVG:
            var grid = AppView.render(self)
            // The view without the status lines, and without blank rows below it.
            var rows = max(0, grid.height - 2)
            while rows > 0 && (0..<grid.width).allSatisfy({ grid[$0, rows - 1].isSpace && grid[$0, rows - 1].style.bg == nil }) { rows -= 1 }
            grid = Grid(width: grid.width, height: rows, cells: Array(grid.cells.prefix(grid.width * rows)))
            let stamp = Format.clock.apply(.date(wall), now: wall, timeZone: options.timeZone).replacing(":", with: "")
            let who = selected.map { "-" + String($0.template.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" }.prefix(40).map(Character.init)) } ?? ""
            return [.saveSVG(grid, name: "lasim\(who)-\(view.rawValue)-\(stamp).svg")]
        case .toggleInspect:
            inspect.toggle()
            message = inspect ? "contrast inspection on: failing runs are underlined, ratios listed" : "contrast inspection off"
        case .scrollUp: logScroll = min(max(0, log.count - 1), logScroll + 1)
        case .scrollDown: logScroll = max(0, logScroll - 1)
        case .pageUp: logScroll = min(max(0, log.count - 1), logScroll + max(1, height - 4))
        case .pageDown: logScroll = max(0, logScroll - max(1, height - 4))
        }
        return []
    }
}
