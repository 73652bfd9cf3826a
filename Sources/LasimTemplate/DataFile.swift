#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimText

/// Every file a user edits (templates, themes) is YAML (JSON is YAML too),
/// read into a `JSONValue` so one set of checks serves both.
public enum DataFile {
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        public var file: String
        public var message: String
        public var description: String { "\(file): \(message)" }

        package init(file: String, message: String) { self.file = file; self.message = message }
    }

    public static let sizeLimit = 1 << 20

    public static func load(path: String) throws(LoadError) -> JSONValue {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(file: path, message: "cannot read the file")
        }
        guard data.count <= sizeLimit else { throw LoadError(file: path, message: "file is \(data.count) bytes; at most \(sizeLimit)") }
        guard let text = String(data: data, encoding: .utf8) else { throw LoadError(file: path, message: "not valid UTF-8") }
        return try parse(text, file: path)
    }

    public static func parse(_ text: String, file: String) throws(LoadError) -> JSONValue {
        let node: YAMLNode?
        do throws(YAMLReader.Failure) {
            node = try YAMLReader.read(text)
        } catch {
            throw LoadError(file: file, message: Sanitizer.visible("line \(error.line), column \(error.column): \(error.message)"))
        }
        guard let node else { throw LoadError(file: file, message: "the file is empty") }
        return try convert(node, file: file, depth: 0)
    }

    static func convert(_ node: YAMLNode, file: String, depth: Int) throws(LoadError) -> JSONValue {
        guard depth < 64 else { throw LoadError(file: file, message: "nesting deeper than 64 levels") }
        switch node.content {
        case .scalar(let text, let style):
            let kind: YAMLPlainScalar
            switch node.tag {
            case nil: kind = style == .plain ? YAMLPlainScalar.kind(of: text) : .text
            case "tag:yaml.org,2002:null": kind = .null
            case "tag:yaml.org,2002:bool": kind = .bool
            case "tag:yaml.org,2002:int": kind = .int
            case "tag:yaml.org,2002:float": kind = .float
            default: kind = .text
            }
            // Numbers only from plain text, as Yams' constructors read them:
            // `!!int "3"` stays the text "3".
            switch kind {
            case .null: return .null
            case .bool: return YAMLPlainScalar.bool(text).map(JSONValue.bool) ?? .string(text)
            case .int: return (style == .plain ? YAMLPlainScalar.int(text) : nil).map { .number(Double($0)) } ?? .string(text)
            case .float: return (style == .plain ? YAMLPlainScalar.float(text) : nil).map(JSONValue.number) ?? .string(text)
            case .text: return .string(text)
            }
        case .sequence(let items):
            var out: [JSONValue] = []
            for n in items { out.append(try convert(n, file: file, depth: depth + 1)) }
            return .array(out)
        case .mapping(let pairs):
            var o = JSONObject()
            for pair in pairs {
                guard case .scalar(let key, _) = pair.key.content else {
                    throw LoadError(file: file, message: "line \(pair.key.line): keys must be strings")
                }
                o.entries.append(JSONObject.Entry(key: key, value: try convert(pair.value, file: file, depth: depth + 1)))
            }
            return .object(o)
        case .alias:
            throw LoadError(file: file, message: "line \(node.line): YAML aliases are not supported")
        }
    }
}
