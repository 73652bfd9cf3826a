#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimRender
import LasimTemplate
import LasimText

/// `lasim validate`: the checks APNs and the phone make on a payload, done
/// offline over a stream of payloads (NDJSON, pretty-printed JSON, `.apns`
/// files, envelopes), and the content-state checked against the template's
/// schema. Every problem is reported, not only the first the phone logs.
public struct PayloadLinter {
    public let catalog: TemplateCatalog
    public private(set) var report = LintReport()
    /// The template each activity started with, earlier in the stream.
    private var activityTemplates: [String: String] = [:]

    /// Seconds from 1970 to 2001-01-01, Swift's `Date` reference.
    static let referenceDate = AppleEpoch.unixSeconds
    /// When set, each payload's findings go here as they are found and the
    /// report keeps only the counts: memory stays constant however long
    /// the stream (`lasim validate` prints them this way).
    public var onFinding: (([Finding]) -> Void)?
    /// When set, every payload's outcome goes here, with or without
    /// findings: JUnit has a test case for each payload, passed or not.
    public var onPayload: ((PayloadOutcome) -> Void)?

    /// The attributes each activity started with (the app's views read them).
    private var activityAttributes: [String: JSONObject] = [:]
    /// The too-large image warnings given so far: each once a run.
    private var imagesReported: Set<String> = []
    private var renderer: Renderer?

    public init(catalog: TemplateCatalog) { self.catalog = catalog }

    /// The name findings give a path: `-` is stdin.
    public static func fileName(_ path: String) -> String { path == "-" ? "stdin" : path }

    private mutating func emit(_ findings: [Finding], file: String, line: Int?) {
        report.add(findings, keep: onFinding == nil)
        if !findings.isEmpty { onFinding?(findings) }
        onPayload?(PayloadOutcome(file: file, line: line, findings: findings))
    }

    /// Lints a file; `-` reads stdin. Read in pieces: any size runs in
    /// constant memory (with `onFinding` set; else the findings are kept).
    public mutating func lint(path: String) {
        report.files += 1
        let file = Self.fileName(path)
        var splitter = JSONStreamSplitter(maxValueBytes: 1 << 20)
        let readable = ChunkedInput.read(path) { chunk in
            for c in splitter.feed(chunk) { lint(c, file: file) }
        }
        guard readable else {
            emit([Finding(file: file, line: 1, severity: .error, path: "$", rule: .unreadable,
                          message: "cannot read the file")], file: file, line: nil)
            return
        }
        for c in splitter.finish() { lint(c, file: file) }
    }

    /// Lints every payload of a stream held in memory.
    public mutating func lint(bytes: [UInt8], file: String) {
        report.files += 1
        var splitter = JSONStreamSplitter(maxValueBytes: 1 << 20)
        for chunk in splitter.feed(bytes) + splitter.finish() { lint(chunk, file: file) }
    }

    mutating func lint(_ chunk: JSONChunk, file: String) {
        switch chunk.result {
        case .error(let message):
            report.payloads += 1
            emit([Finding(file: file, line: chunk.line, severity: .error, path: "$", rule: .stream, message: message)],
                 file: file, line: chunk.line)
        case .value(let bytes):
            report.payloads += 1
            var payload = PayloadCheck(file: file, chunk: chunk, bytes: bytes)
            check(&payload)
            // In line order within the payload; same line: as found.
            emit(payload.findings.enumerated()
                .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element),
                 file: file, line: chunk.line)
        }
    }

    // MARK: - One payload

    private mutating func check(_ p: inout PayloadCheck) {
        let value: JSONValue
        do throws(JSONError) {
            value = try JSONParser.parse(p.bytes, maxDepth: 64, keyOffsets: &p.keyOffsets)
        } catch {
            let (line, column) = p.position(atOffset: error.offset)
            p.findings.append(Finding(file: p.file, line: line, column: column, severity: .error,
                                      path: "$", rule: .malformedJSON,
                                      message: "malformed JSON: \(error.message) (APNs answers 400 PayloadEmpty)"))
            return
        }
        // The payload itself, inside an envelope or bare: paths are the payload's.
        let top = value.objectValue
        let enveloped = top.map { $0["payload"] != nil || $0["activity"] != nil || $0["token"] != nil } ?? false
        if enveloped { p.base = JSONPath(keys: "payload") }
        var decoded: Push?
        switch PushDecoder.decode(value, source: p.file, byteCount: p.bytes.count) {
        case .success(let push): decoded = push
        case .failure(let r):
            p.add(.error, r.problem.path, .dropped, r.reason)
        }
        guard let top else { return }
        let body: JSONObject
        if enveloped {
            guard case .object(let inner)? = top["payload"] else { return }
            body = inner
        } else {
            body = top
        }
        guard case .object(let aps)? = body["aps"] else { return }
        let activityID = decoded?.activityID
            ?? (top["activity"]?.stringValue ?? top["token"]?.stringValue ?? PushDecoder.defaultActivity)
        checkAps(aps, activityID: activityID, into: &p)
    }

    private mutating func checkAps(_ aps: JSONObject, activityID: String, into p: inout PayloadCheck) {
        let event = aps["event"]?.stringValue.flatMap(Push.Event.init(rawValue:))
        for key in aps.keys where !PushDecoder.knownApsKeys.contains(key) {
            let hint = Self.nearest(key, in: PushDecoder.knownApsKeys.keys).map { " (did you mean \($0)?)" } ?? ""
            p.add(.warning, Self.aps.appending(key: key), .unknownKey, "unknown aps key: the phone ignores it\(hint)")
        }

        // Dates APNs reads: Unix seconds.
        let timestamp = aps["timestamp"]?.numberValue
        if aps["timestamp"] == nil {
            p.add(.warning, Self.aps, .noTimestamp, "no aps.timestamp: the phone cannot order this update against others")
        } else if let t = timestamp, UnixTime.looksLikeMilliseconds(t) {
            p.add(.error, Self.aps.appending(key: "timestamp"), .millisecondTimestamp,
                  "\(formatNumber(t)) looks like milliseconds (\(Self.utc(t / 1000))); APNs expects seconds, and every later update sent in seconds looks older and is dropped")
        }
        let seconds = timestamp.flatMap { UnixTime.looksLikeMilliseconds($0) ? nil : $0 }
        if let stale = aps["stale-date"]?.numberValue {
            if UnixTime.looksLikeMilliseconds(stale) {
                p.add(.warning, Self.aps.appending(key: "stale-date"), .millisecondDate,
                      "\(formatNumber(stale)) looks like milliseconds; as seconds it is \(Self.utc(stale)), so the activity never goes stale")
            } else if let t = seconds, stale <= t {
                p.add(.warning, Self.aps.appending(key: "stale-date"), .stalePast,
                      "stale-date \(Self.utc(stale)) is not after the payload's timestamp \(Self.utc(t)): the activity shows as stale as soon as it arrives")
            }
        }
        if let dismissal = aps["dismissal-date"]?.numberValue {
            if event != .end {
                p.add(.warning, Self.aps.appending(key: "dismissal-date"), .dismissalNotEnd,
                      "dismissal-date only has an effect on an end event; on \(event?.rawValue ?? "this event") it is ignored")
            } else if UnixTime.looksLikeMilliseconds(dismissal) {
                p.add(.warning, Self.aps.appending(key: "dismissal-date"), .millisecondDate,
                      "\(formatNumber(dismissal)) looks like milliseconds; the phone removes the activity after at most 4 hours anyway")
            } else if let t = seconds, dismissal > t + 4 * 3600 {
                p.add(.warning, Self.aps.appending(key: "dismissal-date"), .dismissalCapped,
                      "dismissal-date \(Self.utc(dismissal)) is more than 4 hours after the end (\(Self.utc(t))): the phone removes the activity after 4 hours")
            }
        }
        if event == .start && aps["alert"] == nil {
            p.add(.error, Self.aps, .startWithoutAlert,
                  "a start event without aps.alert: iOS needs an alert to start a Live Activity by push")
        }

        // Content-state (and attributes) against the template's schema.
        guard let event else { return }
        let state = aps["content-state"]?.objectValue
        let pick = template(event: event, activityID: activityID, attributesType: aps["attributes-type"]?.stringValue,
                            state: state, into: &p)
        guard let template = pick.template, template.name != catalog.generic.name else {
            // No schema: an app lasim does not know. Numbers that look like
            // dates are still worth a word, since a Swift `Date` field reads
            // them as seconds since 2001.
            if let state { checkUnknownDates(.object(state), path: Self.aps.appending(key: "content-state"), into: &p) }
            return
        }
        let note = pick.guessed
            ? " (assuming template \(template.name), the closest fit; --template chooses)" : ""
        if let state, let schema = template.schema {
            checkState(state, schema, root: Self.aps.appending(key: "content-state"), timestamp: seconds, note: note, into: &p)
            // The app's own decoders (the state's, a nested type's) are run as
            // written, where the app's code is given: what they throw, the phone drops.
            checkAppDecoder(state, schema, .contentState, template: template, outcome: "the phone drops this update", into: &p)
        }
        if event == .start, let attributes = aps["attributes"]?.objectValue, let schema = template.attributesSchema {
            checkState(attributes, schema, root: Self.aps.appending(key: "attributes"), timestamp: seconds, note: note, into: &p)
            checkAppDecoder(attributes, schema, .attributes, template: template,
                            outcome: "the phone drops this start: the activity never shows", into: &p)
        }
        if event == .start { activityAttributes[activityID] = aps["attributes"]?.objectValue }
        if let state, template.liveViews != nil {
            checkImages(template, state: state, attributes: activityAttributes[activityID] ?? JSONObject(),
                        now: seconds ?? 0, into: &p)
        }
    }

    /// The app's own decoders (the type's, a nested type's) run as written,
    /// where the app's code is given: what they throw, the phone drops.
    private func checkAppDecoder(_ value: JSONObject, _ schema: ContentSchema, _ part: DropReason.DecodedPart, template: Template,
                                 outcome: String, into p: inout PayloadCheck) {
        guard schema.hasCustomDecoder, let failure = catalog.appDecoderFailure(template: template.name, part, value) else { return }
        p.add(.error, Self.aps.appending(key: part.rawValue), .decodeFailure, "\(failure.message): \(outcome)")
    }

    /// The app's own views drawn for the payload, in every presentation of
    /// the phone: an asset image with more pixels than its slot has points
    /// at 3x is a warning, once a run for each image and slot.
    private mutating func checkImages(_ template: Template, state: JSONObject, attributes: JSONObject, now: Double,
                                      into p: inout PayloadCheck) {
        let renderer = self.renderer ?? Renderer(catalog: catalog)
        self.renderer = renderer
        let sample = Sample(name: "validate", attributes: attributes, contentState: state, now: now, state: .active)
        let snap = Snapshot(sample: sample, template: template)
        for presentation in Presentation.phone {
            for problem in renderer.render(presentation, snap, now: now).problems.map(\.description) where problem.hasSuffix(Renderer.imageTooLargeMark) {
                guard imagesReported.insert(problem).inserted else { continue }
                p.add(.warning, Self.aps.appending(key: "content-state"), .imageTooLarge, String(problem.dropLast(Renderer.imageTooLargeMark.count)))
            }
        }
    }

    /// The template an activity is drawn with, as the store would choose it;
    /// for an update of an activity not started in this stream whose state
    /// fits no template, the template sharing most of its field names.
    private mutating func template(event: Push.Event, activityID: String, attributesType: String?, state: JSONObject?,
                                   into p: inout PayloadCheck) -> (template: Template?, guessed: Bool) {
        if let forced = catalog.forced { return (catalog.template(named: forced), false) }
        if event == .start {
            let name = catalog.resolve(attributesType: attributesType, contentState: state).template
            activityTemplates[activityID] = name
            if let type = attributesType, !catalog.templates.contains(where: { $0.attributesType == type }) {
                let known = catalog.templates.compactMap(\.attributesType).sorted().joined(separator: ", ")
                p.add(.warning, Self.aps.appending(key: "attributes-type"), .unknownAttributesType,
                      "no template draws \(type) (known: \(known)); content-state not checked: give --template")
                return (nil, false)
            }
            return (catalog.template(named: name), false)
        }
        if let name = activityTemplates[activityID] { return (catalog.template(named: name), false) }
        guard let state else { return (nil, false) }
        let name = catalog.resolve(attributesType: nil, contentState: state).template
        if name != catalog.generic.name { return (catalog.template(named: name), false) }
        var best: (Template, Int)?
        for t in catalog.templates where t.name != catalog.generic.name {
            guard let schema = t.schema else { continue }
            let overlap = state.keys.filter { schema.field($0) != nil }.count
            if overlap > 0, overlap * 2 >= state.count, overlap > (best?.1 ?? 0) { best = (t, overlap) }
        }
        return (best?.0, best != nil)
    }

    // MARK: - Schema

    private func checkState(_ state: JSONObject, _ schema: ContentSchema, root: JSONPath, timestamp: Double?,
                            note: String, into p: inout PayloadCheck) {
        let before = p.findings.count
        checkObject(state, schema, path: root, timestamp: timestamp, into: &p)
        // What the phone logs: StateDecoder's first error, on the finding it matches.
        do throws(StateDecoder.Failure) {
            _ = try StateDecoder(mode: .strict).decode(state, as: schema)
        } catch {
            let failurePath = root.appending(error.path)
            let phone = " — the phone drops the whole update (\(schema.name): \(error.line)); APNs still answers 200"
            if let i = p.findings[before...].firstIndex(where: { $0.jsonPath == failurePath && $0.severity == .error }) {
                p.findings[i].message += phone
            } else {
                p.add(.error, failurePath, .decodeFailure, "does not decode" + phone)
            }
        }
        if !note.isEmpty {
            for i in before..<p.findings.count { p.findings[i].message += note }
        }
    }

    private func checkObject(_ o: JSONObject, _ schema: ContentSchema, path: JSONPath, timestamp: Double?,
                             into p: inout PayloadCheck) {
        for field in schema.fields {
            let fieldPath = path.appending(key: field.name)
            let before = p.findings.count
            defer {
                // Swift schemas: say which property, of which type, declared where.
                if let declared = Self.declared(field, in: schema) {
                    for i in before..<p.findings.count where p.findings[i].severity == .error { p.findings[i].message += declared }
                }
            }
            guard let v = o[field.name] else {
                if !field.optional {
                    p.add(.error, fieldPath, .missingField, "missing required field (\(field.type.swiftName))", lineOf: path)
                }
                continue
            }
            if v.isNull {
                if !field.optional {
                    p.add(.error, fieldPath, .nullField, "null, but \(field.name) is a non-optional \(field.type.swiftName)")
                }
                continue
            }
            checkValue(v, field.type, range: field.range, path: fieldPath, timestamp: timestamp, into: &p)
        }
        if let custom = schema.customDecoding {
            p.add(.warning, path, .customDecoding,
                  "\(schema.swiftType ?? schema.name) has a custom init(from:)\(schema.source.map { " (\($0))" } ?? ""): \(custom); the keys it reads plainly were checked")
            // It may read keys lasim cannot see, but a key next to one it reads is a
            // near miss the decoder never reads (`criticalText` sent, `critical_text` read).
            let read = schema.fields.map(\.name)
            for key in o.keys where schema.field(key) == nil {
                guard let near = Self.nearest(key, in: read) else { continue }
                p.add(.warning, path.appending(key: key), .extraField,
                      "not read by \(schema.swiftType ?? schema.name)'s init(from:), which reads \(near) (did you mean \(near)?)")
            }
            return
        }
        let names = schema.fields.map(\.name)
        for key in o.keys where schema.field(key) == nil {
            let hint = Self.nearest(key, in: names).map { " (did you mean \($0)?)" } ?? ""
            let at = schema.source.map { ", declared at \($0)" } ?? ""
            p.add(.warning, path.appending(key: key), .extraField,
                  "not a field of \(schema.name)\(at): the app's decoder ignores it\(hint)")
        }
    }

    /// " — DeliveryAttributes.ContentState.progress: Double, Widget/Attributes.swift:12" for Swift schemas.
    static func declared(_ field: ContentSchema.Field, in schema: ContentSchema) -> String? {
        guard let source = field.source else { return nil }
        return " [\(schema.name).\(field.property ?? field.name): \(field.type.swiftName)\(field.optional ? "?" : ""), \(source)]"
    }

    private func checkValue(_ v: JSONValue, _ type: ContentSchema.FieldType, range: ClosedRange<Double>?, path: JSONPath,
                            timestamp: Double?, into p: inout PayloadCheck) {
        func mismatch(_ expected: String) {
            p.add(.error, path, .wrongType, "expected \(expected), found \(Self.describe(v))")
        }
        switch type {
        case .any: return
        case .string: if v.stringValue == nil { mismatch("String") }
        case .bool: if v.boolValue == nil { mismatch("Bool") }
        case .double: if v.numberValue == nil { mismatch("Double") }
        case .int:
            guard let n = v.numberValue else { return mismatch("Int") }
            if n != n.rounded() || abs(n) > 9.2e18 {
                p.add(.error, path, .wrongType, "expected Int, found \(formatNumber(n)), which is not a whole number")
            }
        case .date:
            guard let n = v.numberValue else {
                return mismatch("Date (a number of seconds since 2001-01-01; custom date formats fail to decode)")
            }
            checkDate(n, path: path, timestamp: timestamp, into: &p)
        case .enumeration(let name, let cases):
            guard let s = v.stringValue else { return mismatch("\(name) (a string)") }
            if !cases.contains(s) {
                let hint = Self.nearest(s, in: cases).map { "did you mean \($0)? " } ?? ""
                p.add(.error, path, .unknownCase,
                      "\"\(String(s.prefix(60)))\" is not a case of \(name): \(hint)cases are \(cases.joined(separator: ", "))")
            }
        case .object(let sub):
            guard let o = v.objectValue else { return mismatch("\(sub.name) (a dictionary)") }
            checkObject(o, sub, path: path, timestamp: timestamp, into: &p)
        case .array(let item), .set(let item):
            guard let items = v.arrayValue else { return mismatch("an array of \(item.swiftName)") }
            for (i, element) in items.enumerated() {
                checkElement(element, item, path: path.appending(index: i), timestamp: timestamp, into: &p)
            }
        case .dictionary(let item):
            guard let o = v.objectValue else { return mismatch("\(type.swiftName) (a dictionary)") }
            for e in o.entries {
                checkElement(e.value, item, path: path.appending(key: e.key), timestamp: timestamp, into: &p)
            }
        case .range(_, let bound):
            guard let items = v.arrayValue else {
                return mismatch("\(type.swiftName) as the array [lower, upper] (Swift's unkeyed Range coding)")
            }
            for (i, element) in items.prefix(2).enumerated() {
                checkElement(element, bound, path: path.appending(index: i), timestamp: timestamp, into: &p)
            }
            if let f = StateDecoder.failure(decoding: v, as: type, path: path), f.path == path || items.count < 2 {
                p.add(.error, path, .wrongValue, f.message)
            }
        case .optional(let wrapped):
            if !v.isNull { checkValue(v, wrapped, range: nil, path: path, timestamp: timestamp, into: &p) }
        case .taggedUnion(let name, let cases):
            guard let o = v.objectValue else { return mismatch("\(name) (a dictionary with one key, the case name)") }
            let known = o.keys.filter { k in cases.contains { $0.name == k } }
            guard known.count == 1, let sub = cases.first(where: { $0.name == known[0] }), let inner = o[known[0]]?.objectValue else {
                let names = cases.map(\.name).joined(separator: ", ")
                p.add(.error, path, .unknownCase,
                      "\(name) decodes from a dictionary with exactly one key, the case name (\(names)); found \(o.keys.isEmpty ? "no keys" : o.keys.map { Sanitizer.visible(String($0.prefix(40))) }.joined(separator: ", "))")
                return
            }
            checkObject(inner, sub, path: path.appending(key: known[0]), timestamp: timestamp, into: &p)
        case .custom:
            return
        case .integer, .floating, .url, .uuid, .data, .intEnumeration, .duration:
            // One rule for leaves: the decoder's.
            if let f = StateDecoder.failure(decoding: v, as: type, path: path) {
                p.add(.error, path, f.kind == .typeMismatch ? .wrongType : .wrongValue,
                      "\(type.swiftName): \(f.message)")
            }
        }
        if let range, let n = v.numberValue, !range.contains(n) {
            p.add(.error, path, .outOfRange,
                  "\(formatNumber(n)) is outside \(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound)), the range the template declares")
        }
    }

    /// Without a schema: every number in `value` that looks like Unix
    /// seconds (2001...2100) or milliseconds gets a warning with the date a
    /// Swift `Date` field would show (the default strategy reads seconds
    /// since 2001-01-01). Warnings only: it may be an id, not a date.
    private func checkUnknownDates(_ value: JSONValue, path: JSONPath, into p: inout PayloadCheck) {
        switch value {
        case .object(let o):
            for e in o.entries { checkUnknownDates(e.value, path: path.appending(key: e.key), into: &p) }
        case .array(let items):
            for (i, v) in items.enumerated() { checkUnknownDates(v, path: path.appending(index: i), into: &p) }
        case .number(let n):
            let seconds = Self.referenceDate...4_102_444_800.0 // 2001-01-01 ... 2100-01-01
            if seconds.contains(n) {
                p.add(.warning, path, .unixDateUnknownApp,
                      "\(formatNumber(n)) looks like Unix seconds (\(Self.utc(n))); if the app decodes it as a Swift Date (seconds since 2001-01-01) the phone shows \(Self.utc(n + Self.referenceDate)); send \(formatNumber(n - Self.referenceDate)) or set a dateDecodingStrategy")
            } else if seconds.contains(n / 1000) {
                p.add(.warning, path, .millisecondDateUnknownApp,
                      "\(formatNumber(n)) looks like Unix milliseconds (\(Self.utc(n / 1000))); if the app decodes it as a Swift Date (seconds since 2001-01-01) the phone shows a date tens of thousands of years ahead; send \(formatNumber((n / 1000 - Self.referenceDate).rounded())) seconds since 2001")
            }
        default: break
        }
    }

    /// An element of a collection: null only where the element type is optional.
    private func checkElement(_ v: JSONValue, _ type: ContentSchema.FieldType, path: JSONPath, timestamp: Double?,
                              into p: inout PayloadCheck) {
        if v.isNull {
            switch type {
            case .optional, .any, .custom: return
            default: p.add(.error, path, .nullField, "null, but the element type \(type.swiftName) is not optional")
            }
            return
        }
        checkValue(v, type, range: nil, path: path, timestamp: timestamp, into: &p)
    }

    /// A `Date` decodes as seconds since 2001: a Unix time there shows up 31
    /// years late.
    private func checkDate(_ n: Double, path: JSONPath, timestamp: Double?, into p: inout PayloadCheck) {
        let shown = n + Self.referenceDate
        if UnixTime.looksLikeMilliseconds(n) {
            p.add(.error, path, .millisecondDate,
                  "\(formatNumber(n)) looks like milliseconds; the phone reads a Date as seconds since 2001-01-01 and would show a date thousands of years ahead")
            return
        }
        let decades = 20 * 365.25 * 86400
        let suspicious = timestamp.map { shown - $0 > decades } ?? (n > 1e9)
        if n > 1e9 && suspicious {
            p.add(.error, path, .unixDate,
                  "\(formatNumber(n)) looks like Unix time: the phone reads a Date as seconds since 2001-01-01 and would show \(Self.utc(shown)), not \(Self.utc(n)) (subtract 978307200)")
        }
    }

    // MARK: - Helpers

    static func describe(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): return "a string \"\(String(s.prefix(40)))\""
        case .number(let n): return "a number \(formatNumber(n))"
        case .bool(let b): return "a bool \(b)"
        case .array: return "an array"
        case .object: return "a dictionary"
        case .null: return "null"
        }
    }

    /// The `aps` dictionary, where every payload path starts.
    static let aps = JSONPath(keys: "aps")

    /// The closest name, when one is a likely typo of `word` (see `Suggest`).
    static func nearest(_ word: String, in names: [String]) -> String? { Suggest.nearest(word, in: names) }

    /// "2054-11-15 22:13 UTC" for Unix seconds.
    public static func utc(_ t: Double) -> String {
        guard t.isFinite, abs(t) < 1e13 else { return "a date far away" }
        let (date, rem) = CivilDate.split(Int(t.rounded(.down)))
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let (y, m, d) = (date.year, date.month, date.day)
        return "\(y)-\(two(m))-\(two(d)) \(two(rem / 3600)):\(two(rem % 3600 / 60)) UTC"
    }
}

/// Findings of one payload, with what is needed to place them on a line.
struct PayloadCheck {
    let file: String
    let chunk: JSONChunk
    let bytes: ArraySlice<UInt8>
    var findings: [Finding] = []
    /// Where each key of the payload starts, as the JSON reader saw it.
    var keyOffsets: [JSONPath: Int] = [:]
    /// Where the payload sits in the value read: inside an envelope's `payload`.
    var base = JSONPath.root

    init(file: String, chunk: JSONChunk, bytes: ArraySlice<UInt8>) {
        self.file = file; self.chunk = chunk; self.bytes = bytes
    }

    mutating func add(_ severity: Finding.Severity, _ path: JSONPath, _ rule: Rule, _ message: String,
                      lineOf linePath: JSONPath? = nil) {
        let (line, column) = position(of: linePath ?? path)
        findings.append(Finding(file: file, line: line, column: column, severity: severity, path: path,
                                rule: rule, message: message))
    }

    /// Line and column of the deepest key of `path` the payload has (an
    /// element of an array: the key of the array); else where the payload
    /// starts.
    func position(of path: JSONPath) -> (line: Int, column: Int) {
        guard !path.isRoot else { return (chunk.line, 1) }
        var components = base.appending(path).components
        while components.count > base.components.count {
            if case .key = components.last, let offset = keyOffsets[JSONPath(components)] {
                return position(atOffset: offset)
            }
            components.removeLast()
        }
        return (chunk.line, 1)
    }

    /// Line and 1-based column (in Unicode scalars) of byte `offset` of the
    /// payload. On the payload's first line the column counts from its first
    /// byte: the splitter does not say where on its line a value starts,
    /// and NDJSON and pretty-printed files start each one at the margin.
    func position(atOffset offset: Int) -> (line: Int, column: Int) {
        let end = bytes.startIndex + max(0, min(offset, bytes.count))
        var lineStart = end
        while lineStart > bytes.startIndex && bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        // UTF-8 continuation bytes (10xxxxxx) do not start a scalar.
        let column = 1 + bytes[lineStart..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return (chunk.line(atOffset: offset), column)
    }
}
