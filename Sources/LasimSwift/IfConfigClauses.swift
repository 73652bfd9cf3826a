import SwiftSyntax

/// `#if` as the widget extension is compiled: for an iPhone, by a current
/// Swift. A condition lasim can decide (`os(iOS)`, `canImport(ActivityKit)`,
/// `targetEnvironment(macCatalyst)`) picks its clause as the compiler does,
/// so `#if os(iOS) struct A: ActivityAttributes {...} #else struct A {...}
/// #endif` is one type. One it cannot (`DEBUG`, the app's own flags) keeps
/// every clause, as before: the first declaration of a name wins.
public enum IfConfigClauses {
    /// The clauses the compiler may take, in order.
    public static func taken(_ ifc: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        var out: [IfConfigClauseSyntax] = []
        for clause in ifc.clauses {
            // `#else` has no condition: it is taken when nothing before it was surely.
            guard let condition = clause.condition else { out.append(clause); break }
            switch value(condition) {
            case true?: return out + [clause]
            case false?: continue
            case nil: out.append(clause)
            }
        }
        return out
    }

    /// The clause a body's statements run on the phone, an App Store build:
    /// the first surely taken, else `#else`. A condition only the build
    /// settings decide (`DEBUG`, `targetEnvironment(simulator)`) is false
    /// there, so `#if targetEnvironment(simulator) store = .file #else
    /// store = .iCloud #endif` sets the device's store; nil: none runs.
    public static func running(_ ifc: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in ifc.clauses {
            guard let condition = clause.condition else { return clause }
            if value(condition) == true { return clause }
        }
        return nil
    }

    /// Frameworks an iPhone widget extension can import.
    static let iOSModules: Set<String> = [
        "ActivityKit", "WidgetKit", "SwiftUI", "UIKit", "Foundation", "AppIntents", "Combine", "CoreLocation",
        "MapKit", "Charts", "AlarmKit", "UserNotifications", "CoreGraphics", "OSLog", "os", "Darwin", "Intents",
    ]
    static let otherModules: Set<String> = ["AppKit", "WatchKit", "ClockKit", "Glibc", "Musl", "WinSDK", "TVUIKit"]

    private static func and(_ l: Bool?, _ r: Bool?) -> Bool? { l == false || r == false ? false : (l == true && r == true ? true : nil) }
    private static func or(_ l: Bool?, _ r: Bool?) -> Bool? { l == true || r == true ? true : (l == false && r == false ? false : nil) }

    /// true or false when an iPhone build decides it; nil when only the app's build settings do.
    static func value(_ e: ExprSyntax) -> Bool? {
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return value(p.expression).map(!) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return value(only.expression) }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let sequence = e.as(SequenceExprSyntax.self) {
            // Not folded (the importer parses without the operator table):
            // `a && b || c` is `||` over runs of `&&`, as Swift groups them.
            var anyOf: [[ExprSyntax]] = [[]]
            for element in sequence.elements {
                switch element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                case "||"?: anyOf.append([])
                case "&&"?: continue
                case _?: return nil
                case nil: anyOf[anyOf.count - 1].append(element)
                }
            }
            let runs = anyOf.map { run in run.reduce(Bool?.some(true)) { all, x in and(all, value(x)) } }
            return runs.reduce(Bool?.some(false)) { any, x in or(any, x) }
        }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            let l = value(i.leftOperand), r = value(i.rightOperand)
            switch op {
            case "&&": return and(l, r)
            case "||": return or(l, r)
            default: return nil
            }
        }
        guard let call = e.as(FunctionCallExprSyntax.self), let argument = call.arguments.first?.expression.trimmedDescription else { return nil }
        switch call.calledExpression.trimmedDescription {
        case "os": return argument == "iOS"
        case "targetEnvironment": return argument == "macCatalyst" ? false : nil
        case "canImport":
            if iOSModules.contains(argument) { return true }
            return otherModules.contains(argument) ? false : nil
        case "swift", "compiler": return argument.hasPrefix(">=")
        case "arch": return nil
        default: return nil
        }
    }
}
