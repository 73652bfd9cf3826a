import Testing
@testable import LasimModel

/// Splits `input` fed all at once, then checks feeding it one byte at a time
/// and in uneven pieces gives the same chunks.
private func split(_ input: [UInt8], maxValueBytes: Int = 1 << 20) -> [JSONChunk] {
    var whole = JSONStreamSplitter(maxValueBytes: maxValueBytes)
    let chunks = whole.feed(input) + whole.finish()

    var single = JSONStreamSplitter(maxValueBytes: maxValueBytes)
    var byByte: [JSONChunk] = []
    for b in input { byByte += single.feed(CollectionOfOne(b)) }
    byByte += single.finish()
    #expect(byByte == chunks, "byte at a time")

    var pieces = JSONStreamSplitter(maxValueBytes: maxValueBytes)
    var byPiece: [JSONChunk] = []
    var k = 0
    var size = 1
    while k < input.count {
        let stop = min(input.count, k + size)
        byPiece += pieces.feed(input[k..<stop])
        k = stop
        size = size % 7 + 2
    }
    byPiece += pieces.finish()
    #expect(byPiece == chunks, "uneven pieces")
    return chunks
}

private func split(_ text: String, maxValueBytes: Int = 1 << 20) -> [JSONChunk] {
    split(Array(text.utf8), maxValueBytes: maxValueBytes)
}

private func value(_ line: Int, _ text: String) -> JSONChunk {
    JSONChunk(line: line, result: .value(Array(text.utf8)[...]))
}

private func error(_ line: Int, _ message: String) -> JSONChunk {
    JSONChunk(line: line, result: .error(message))
}

@Suite("JSONStreamSplitter")
struct JSONStreamSplitterTests {
    @Test func ndjson() throws {
        let chunks = split("{\"a\":1}\n{\"b\":[1,2]}\n{\"c\":\"x\"}\n")
        #expect(chunks == [value(1, "{\"a\":1}"), value(2, "{\"b\":[1,2]}"), value(3, "{\"c\":\"x\"}")])
        for chunk in chunks {
            #expect(throws: Never.self) { try JSONParser.parse(chunk.value!) }
        }
    }

    @Test func valueIsReportedAsSoonAsItsLastByteArrives() {
        var splitter = JSONStreamSplitter()
        #expect(splitter.feed(Array("{\"a\":".utf8)) == [])
        #expect(splitter.feed(Array("1}".utf8)) == [value(1, "{\"a\":1}")])
        #expect(splitter.feed(Array("\"str\"".utf8)) == [value(1, "\"str\"")])
        #expect(splitter.feed(Array("42".utf8)) == []) // a number may go on
        #expect(splitter.feed(Array("\n".utf8)) == [value(1, "42")])
        #expect(splitter.finish() == [])
    }

    @Test func prettyPrintedValuesOneAfterAnother() {
        let input = """
            {
              "a": 1,
              "b": [1, {"c": 2}],
              "s": "}]{[ \\" }"
            }
            {
              "d": true
            }

            [
              1,
              2
            ]
            {"e": null}
            """
        let chunks = split(input)
        #expect(chunks.map(\.line) == [1, 6, 10, 14])
        #expect(chunks.allSatisfy { $0.value != nil })
        let first = try? JSONParser.parse(chunks[0].value!)
        #expect(first?["s"] == .string("}]{[ \" }"))
        #expect(chunks[3] == value(14, "{\"e\": null}"))
    }

    @Test func mixedNDJSONAndPrettyPrinted() {
        let chunks = split("{\"a\":1}\n{\n  \"b\": 2\n}\n{\"c\":3}")
        #expect(chunks == [value(1, "{\"a\":1}"), value(2, "{\n  \"b\": 2\n}"), value(5, "{\"c\":3}")])
    }

    @Test func brokenMiddleLineIsReportedAndTheNextLineStillComes() {
        #expect(split("{\"a\":1}\n{\"b\":\n{\"c\":3}\n") == [
            value(1, "{\"a\":1}"),
            error(2, "unterminated value (a new value starts at line 3)"),
            value(3, "{\"c\":3}"),
        ])
        // Cut inside a string: the line feed ends the string for the scanner.
        #expect(split("{\"a\":1}\n{\"b\":\"trunc\n{\"c\":3}\n") == [
            value(1, "{\"a\":1}"),
            error(2, "unterminated value (a new value starts at line 3)"),
            value(3, "{\"c\":3}"),
        ])
        // Cut inside a nested array, after an escape.
        #expect(split("{\"b\":[1,\"\\\n{\"c\":3}") == [
            error(1, "unterminated value (a new value starts at line 2)"),
            value(2, "{\"c\":3}"),
        ])
        // An extra closer.
        #expect(split("{\"a\":1}\n{\"b\":2}}\n{\"c\":3}\n") == [
            value(1, "{\"a\":1}"),
            value(2, "{\"b\":2}"),
            error(2, "unexpected '}' outside any value"),
            value(3, "{\"c\":3}"),
        ])
        // Broken JSON that balances still comes through as a value: the
        // parser says what is wrong with it.
        let chunks = split("{\"a\":1}\n{\"b\" 2}\n{\"c\":3}\n")
        #expect(chunks.map(\.line) == [1, 2, 3])
        #expect(throws: JSONError(message: "expected ':' after an object key, found '2'", offset: 5)) {
            try JSONParser.parse(chunks[1].value!)
        }
    }

    @Test func indentedBraceInsideAValueIsNotAResync() {
        #expect(split("[\n  {\"a\":1},\n  {\"b\":2}\n]\n") == [value(1, "[\n  {\"a\":1},\n  {\"b\":2}\n]")])
    }

    @Test func junkBetweenValues() {
        #expect(split("}\n{\"a\":1}\n]]\nhello world\n  ]  {\"b\":2}\nsending {\"c\":3}") == [
            error(1, "unexpected '}' outside any value"),
            value(2, "{\"a\":1}"),
            error(3, "unexpected ']' outside any value"),
            error(4, "unexpected 'h' outside any value"),
            error(5, "unexpected ']' outside any value"),
            value(5, "{\"b\":2}"),
            error(6, "unexpected 's' outside any value"),
            value(6, "{\"c\":3}"),
        ])
        let odd: [UInt8] = [0xC3, 0xA9, 0x0A, 0xFF, 0x0A, 0xE2, 0x80, 0xAE, 0x0A, 0x1B, 0x5B, 0x30, 0x6D, 0x0A]
        #expect(split(odd) == [
            error(1, "unexpected U+00E9 outside any value"),
            error(2, "unexpected 0xFF outside any value"),
            error(3, "unexpected U+202E outside any value"),
            error(4, "unexpected U+001B outside any value"),
            // "[0m" of the escape sequence opens an array that never closes.
            error(4, "unexpected end of input inside a value"),
        ])
    }

    @Test func scalarsAndCommasBetweenValues() {
        #expect(split("42 \"a b\" true\n-1.5,null,\"q\\\"\",{\"x\":1},\n[2],\n,\n\"\"") == [
            value(1, "42"), value(1, "\"a b\""), value(1, "true"),
            value(2, "-1.5"), value(2, "null"), value(2, "\"q\\\"\""), value(2, "{\"x\":1}"),
            value(3, "[2]"), value(5, "\"\""),
        ])
        // A top-level string cut by the end of its line: the parser says so.
        let chunks = split("\"abc\n1")
        #expect(chunks == [value(1, "\"abc"), value(2, "1")])
        #expect(throws: JSONError(message: "unterminated string", offset: 0)) {
            try JSONParser.parse(chunks[0].value!)
        }
    }

    @Test func endOfInputInsideAValue() {
        #expect(split("{\"a\":1}\n{\"b\":") == [
            value(1, "{\"a\":1}"), error(2, "unexpected end of input inside a value"),
        ])
        #expect(split("\n\n\"abc") == [error(3, "unexpected end of input inside a value")])
        #expect(split("[1, 2") == [error(1, "unexpected end of input inside a value")])
        #expect(split("12") == [value(1, "12")])
        #expect(split("x") == [error(1, "unexpected 'x' outside any value")])
        #expect(split("") == [])
        #expect(split(" \n\t\r\n") == [])
    }

    @Test func finishResetsForANewStream() {
        var splitter = JSONStreamSplitter()
        _ = splitter.feed(Array("\n\n{\"a\":".utf8))
        #expect(splitter.finish() == [error(3, "unexpected end of input inside a value")])
        #expect(splitter.feed(Array("{\"b\":1}".utf8)) == [value(1, "{\"b\":1}")])
    }

    @Test func byteOrderMark() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(split(bom + Array("{\"a\":1}\n{\"b\":2}".utf8)) == [value(1, "{\"a\":1}"), value(2, "{\"b\":2}")])
        #expect(split(bom) == [])
        #expect(split(bom + Array("42".utf8)) == [value(1, "42")])
        // Only at the very start.
        #expect(split(Array("{\"a\":1}\n".utf8) + bom + Array("{\"b\":2}".utf8)) == [
            value(1, "{\"a\":1}"), error(2, "unexpected U+FEFF outside any value"), value(2, "{\"b\":2}"),
        ])
        // Not a whole BOM: junk.
        #expect(split([0xEF, 0xBB] + Array("{\"a\":1}".utf8)) == [
            error(1, "unexpected 0xEF outside any value"), value(1, "{\"a\":1}"),
        ])
        #expect(split([0xEF]) == [error(1, "unexpected 0xEF outside any value")])
    }

    @Test func crlfLineEndings() {
        #expect(split("{\"a\":1}\r\n{\r\n \"b\":2\r\n}\r\n{\"c\":\r\n{\"d\":4}\r\n") == [
            value(1, "{\"a\":1}"),
            value(2, "{\r\n \"b\":2\r\n}"),
            error(5, "unterminated value (a new value starts at line 6)"),
            value(6, "{\"d\":4}"),
        ])
    }

    @Test func oversizedValuesAreSkipped() {
        #expect(split("{\"a\":\"0123456789\"}\n{\"b\":1}\n[1,2,3,4,5]", maxValueBytes: 11) == [
            error(1, "value larger than 11 bytes (skipped)"),
            value(2, "{\"b\":1}"),
            value(3, "[1,2,3,4,5]"), // exactly the limit
        ])
        #expect(split("123456789012 1", maxValueBytes: 11) == [
            error(1, "value larger than 11 bytes (skipped)"), value(1, "1"),
        ])
        #expect(split("\"0123456789ab\" 1", maxValueBytes: 11) == [
            error(1, "value larger than 11 bytes (skipped)"), value(1, "1"),
        ])
        // Cut, or still open at the end: reported as too large all the same.
        #expect(split("{\"a\":\"0123456789\",\n{\"b\":1}", maxValueBytes: 11) == [
            error(1, "value larger than 11 bytes (skipped)"), value(2, "{\"b\":1}"),
        ])
        #expect(split("{\"a\":\"0123456789\",", maxValueBytes: 11) == [
            error(1, "value larger than 11 bytes (skipped)"),
        ])
    }

    @Test func tenMegabyteValueIsSkippedWithoutBeingBuffered() throws {
        var big: [UInt8] = Array("{\"big\":\"".utf8)
        big += [UInt8](repeating: UInt8(ascii: "x"), count: 10 << 20)
        big += Array("\"}\n{\"ok\":true}\n".utf8)
        let expected = [
            error(1, "value larger than 1048576 bytes (skipped)"),
            value(2, "{\"ok\":true}"),
        ]

        // In pieces, as from a pipe: never more than the limit held.
        var splitter = JSONStreamSplitter()
        var chunks: [JSONChunk] = []
        var k = 0
        var maxBuffered = 0
        while k < big.count {
            let stop = min(big.count, k + 65_536)
            chunks += splitter.feed(big[k..<stop])
            maxBuffered = max(maxBuffered, splitter.bufferedByteCount)
            k = stop
        }
        chunks += splitter.finish()
        #expect(chunks == expected)
        #expect(maxBuffered <= 1 << 20)

        // All at once.
        var whole = JSONStreamSplitter()
        #expect(whole.feed(big) + whole.finish() == expected)

        let ok = try JSONParser.parse(try #require(chunks.last?.value))
        #expect(ok["ok"] == .bool(true))
    }

    @Test func byteAtATimeEqualsWhole() {
        // A stream with one of everything; `split` checks the equivalence.
        var input: [UInt8] = [0xEF, 0xBB, 0xBF]
        input += Array("""
            {"a": "x\\"}{", "b": [1, {"c": "\\\\"}]}
            {"broken": [1,
            {
              "pretty": "é😀",
              "n": -1.5e3
            }
            }] junk here
            12, true ,null "s\\"t" "cut
            [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]
            {"last":
            """.utf8)
        input += [0xC3, 0xA9, 0x0A, 0xFF, 0x0A]
        input += Array("{\"end\": 1}\n{\"open\": [".utf8)
        let chunks = split(input, maxValueBytes: 40)
        #expect(chunks == [
            value(1, "{\"a\": \"x\\\"}{\", \"b\": [1, {\"c\": \"\\\\\"}]}"),
            error(2, "unterminated value (a new value starts at line 3)"),
            value(3, "{\n  \"pretty\": \"é😀\",\n  \"n\": -1.5e3\n}"),
            error(7, "unexpected '}' outside any value"),
            value(8, "12"), value(8, "true"), value(8, "null"), value(8, "\"s\\\"t\""), value(8, "\"cut"),
            error(9, "value larger than 40 bytes (skipped)"),
            error(10, "unterminated value (a new value starts at line 12)"),
            value(12, "{\"end\": 1}"),
            error(13, "unexpected end of input inside a value"),
        ])
    }

    @Test func randomStreamsSplitTheSameInAnyPieces() {
        let alphabet = Array("{}[]\"\\,: \n\r\t1a-".utf8) + [0xEF, 0xBB, 0xBF, 0xC3]
        var state: UInt64 = 99
        for _ in 0..<300 {
            var input: [UInt8] = []
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 58) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                input.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            _ = split(input, maxValueBytes: 8)
        }
    }

    @Test func nonContiguousCollectionsCanBeFed() {
        var splitter = JSONStreamSplitter()
        let chunks = splitter.feed(Array("{\"a\":1} 2 ".utf8).lazy.map { $0 })
        #expect(chunks == [value(1, "{\"a\":1}"), value(1, "2")])
    }

    @Test func lineOfAnErrorInsideAValue() throws {
        let chunks = split("\n\n{\n  \"a\": 1,\n  \"b\": tru\n}\n")
        let chunk = try #require(chunks.first)
        #expect(chunk.line == 3)
        do {
            _ = try JSONParser.parse(chunk.value!)
            Issue.record("should not parse")
        } catch {
            #expect(error.message == "invalid literal, expected 'true'")
            #expect(chunk.line(atOffset: error.offset) == 5)
        }
    }

    @Test func manyPayloadsGoThrough() throws {
        var input: [UInt8] = []
        let payload = #"{"event":"update","content-state":{"title":"Order #42","progress":0.5,"eta":"2025-01-01T12:00:00Z"},"timestamp":1735732800}"#
        for _ in 0..<2000 { input += Array(payload.utf8); input.append(0x0A) }
        var splitter = JSONStreamSplitter()
        let chunks = splitter.feed(input) + splitter.finish()
        #expect(chunks.count == 2000)
        #expect(chunks.last?.line == 2000)
        let parsed = try JSONParser.parse(try #require(chunks.last?.value))
        #expect(parsed["content-state"]?["progress"] == .number(0.5))
    }
}
