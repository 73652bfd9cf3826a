import Foundation
import LasimModel
import LasimText
import Yams

/// Every file a user edits (templates, themes) is YAML (JSON is YAML too),
/// read into a `JSONValue` so one set of checks serves both.
public enum DataFile {
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        public var file: String
        public var message: String
        public var description: String { "\(file): \(message)" }
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
        let node: Node?
        do {
            // `.basic`: no regular expressions (see YAMLPlainScalar); plain
            // scalars keep their implicit tag and `convert` resolves them.
            node = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw LoadError(file: file, message: oneLine(error))
        } catch {
            throw LoadError(file: file, message: Sanitizer.visible("\(error)"))
        }
        guard let node else { throw LoadError(file: file, message: "the file is empty") }
        return try convert(node, file: file, depth: 0)
    }

    static func oneLine(_ error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _):
            let ctx = context.map { " \($0.text)" } ?? ""
            return "line \(mark.line), column \(mark.column): \(problem)\(ctx)"
        default:
            return Sanitizer.visible("\(error)".split(separator: "\n").first.map(String.init) ?? "YAML error")
        }
    }

    static func convert(_ node: Node, file: String, depth: Int) throws(LoadError) -> JSONValue {
        guard depth < 64 else { throw LoadError(file: file, message: "nesting deeper than 64 levels") }
        switch node {
        case .scalar(let s):
            // The tag as written: "" for a plain scalar, "!" for a quoted one.
            let kind: YAMLPlainScalar
            switch s.tag.description {
            case Tag.Name.implicit.rawValue: kind = YAMLPlainScalar.kind(of: s.string)
            case Tag.Name.null.rawValue: kind = .null
            case Tag.Name.bool.rawValue: kind = .bool
            case Tag.Name.int.rawValue: kind = .int
            case Tag.Name.float.rawValue: kind = .float
            default: kind = .text
            }
            switch kind {
            case .null: return .null
            case .bool: return node.bool.map(JSONValue.bool) ?? .string(s.string)
            case .int: return node.int.map { .number(Double($0)) } ?? .string(s.string)
            case .float: return node.float.map(JSONValue.number) ?? .string(s.string)
            case .text: return .string(s.string)
            }
        case .sequence(let seq):
            var items: [JSONValue] = []
            for n in seq { items.append(try convert(n, file: file, depth: depth + 1)) }
            return .array(items)
        case .mapping(let map):
            var o = JSONObject()
            for (k, v) in map {
                guard let key = k.string else {
                    throw LoadError(file: file, message: "line \(k.mark?.line ?? 0): keys must be strings")
                }
                o.entries.append(JSONObject.Entry(key: key, value: try convert(v, file: file, depth: depth + 1)))
            }
            return .object(o)
        case .alias:
            throw LoadError(file: file, message: "line \(node.mark?.line ?? 0): YAML aliases are not supported")
        }
    }
}
