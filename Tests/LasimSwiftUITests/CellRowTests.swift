import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// Down a column, the rows between two views are the phone's gap between
/// what they draw: texts stacked tight take rows next to each other, a gap
/// of three quarters of a cell or more keeps a blank row.
@Suite struct CellRowTests {
    /// The row of `out` that holds `word`.
    static func row(_ out: String, _ word: String) throws -> Int {
        try #require(out.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(word) }, "no row with \(word): \(out)")
    }

    /// A large timer over a caption, a symbol beside them, `padding` points inside.
    static func timerOverCaption(padding: Int) -> String {
        """
        HStack {
            VStack(alignment: .leading) {
                Text("3:18").font(.system(size: 32, weight: .black, design: .monospaced))
                Text("FOCUSING").font(.caption2).fontWeight(.bold)
            }
            Spacer()
            Image(systemName: "star.fill").font(.largeTitle)
        }
        .padding(\(padding))
        """
    }

    @Test("a large timer and the caption under it take rows next to each other, the symbol beside them on one of their rows")
    func largeTimerOverCaption() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget(Self.timerOverCaption(padding: 20)))
        #expect(try Self.row(out, "FOCUSING") == Self.row(out, "3:18") + 1, "\(out)")
        // The symbol's centre is between the two lines, as on the phone.
        let timer = try Self.row(out, "3:18")
        #expect(try [timer, timer + 1].contains(Self.row(out, "⭐")), "\(out)")
    }

    @Test("texts of a stack with no spacing between them have no blank row between them")
    func defaultSpacingIsTight() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            VStack(alignment: .leading) {
                Text("one").font(.title)
                Text("two").font(.headline)
                Text("three").font(.caption)
                Text("four").font(.system(size: 34, weight: .bold))
                Text("five").font(.system(size: 11))
                Text("six")
            }
            """))
        let rows = try ["one", "two", "three", "four", "five", "six"].map { try Self.row(out, $0) }
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $1 == $0 + 1 }, "\(out)")
    }

    @Test("a gap of 12 points or more keeps one blank row, 8 points none")
    func blankRowFromTheGap() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            VStack(alignment: .leading, spacing: 0) {
                Text("top")
                Text("apart").padding(.top, 16)
                VStack(alignment: .leading, spacing: 0) { Text("near"); Text("close") }.padding(.top, 8)
            }
            """))
        #expect(try Self.row(out, "apart") == Self.row(out, "top") + 2, "\(out)")
        #expect(try Self.row(out, "near") == Self.row(out, "apart") + 1, "\(out)")
        #expect(try Self.row(out, "close") == Self.row(out, "near") + 1, "\(out)")
        #expect(CellBox.blankRows(between: 11, cellHeight: 16) == 0)
        #expect(CellBox.blankRows(between: 12, cellHeight: 16) == 1)
        #expect(CellBox.blankRows(between: 28, cellHeight: 16) == 2)
    }

    @Test("a stack's 12 pt spacing over a bar keeps its blank row in a card whose points have the room, not the padding round it alone")
    func gapOverABarKeepsItsRowInTheCard() throws {
        // A workout card: a large figure over its unit, 12 pt, a zone's
        // label over its bar, padded 16 pt. The phone's card is 7.7 rows of
        // points; the lines and the padding's whole rows took 6, and the
        // 12 pt gap, which a column keeps as a row, gave way.
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            VStack(alignment: .leading, spacing: 12) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("3").font(.system(size: 34, weight: .bold))
                    Text("BPM").font(.system(size: 9))
                }
                VStack(alignment: .leading, spacing: 5) {
                    Text("ZONE").font(.system(size: 10))
                    Rectangle().fill(Color.green).frame(height: 10)
                }
            }
            .padding(16)
            """))
        #expect(try Self.row(out, "ZONE") == Self.row(out, "BPM") + 2, "\(out)")
        #expect(try Self.row(out, "BPM") == Self.row(out, "3") + 1, "\(out)")
        // The bar stays under its label: 5 pt is no row.
        #expect(try Self.row(out, "▅") == Self.row(out, "ZONE") + 1, "\(out)")
    }

    @Test("a small disc beside two lines, its points across both rows, is one dot on the first line's row, not a column of blocks")
    func smallDiscIsOneDot() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            HStack(spacing: 8) {
                Circle().fill(Color.green).frame(width: 16, height: 16)
                VStack(alignment: .leading) {
                    Text("Focus Session").font(.caption2)
                    Text("Time to Focus").font(.caption2)
                }
            }
            """))
        #expect(!out.contains("█") && !out.contains("▄") && !out.contains("▀"), "\(out)")
        #expect(out.components(separatedBy: "●").count == 2, "one dot: \(out)")
        #expect(try Self.row(out, "●") == Self.row(out, "Focus Session"), "\(out)")
    }

    @Test("a text pulled up its column stays off the row of a text beside it that the phone draws above it")
    func textsOnSeparateLinesAcrossColumnsTakeSeparateRows() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            HStack {
                VStack {
                    Color.gray.frame(width: 35, height: 35)
                    Text("Knights").font(.system(size: 12))
                }
                Spacer()
                VStack {
                    Text("Q1").font(.system(size: 14, weight: .bold))
                    Text("14:26").font(.caption2)
                }
                Spacer()
            }
            .padding(5)
            """))
        #expect(try Self.row(out, "14:26") == Self.row(out, "Q1") + 1, "\(out)")
        // "Knights" is 9 pt under the timer on the phone: neither's line
        // holds the other's middle.
        #expect(try Self.row(out, "Knights") == Self.row(out, "14:26") + 1, "\(out)")
    }

    @Test("a status dot before its label goes down a row with it when the label is set apart from a timer beside: one line, as the phone draws it")
    func aDotGoesDownWithItsLabel() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            HStack(spacing: 12) {
                Color.gray.frame(width: 52, height: 44)
                VStack(alignment: .leading, spacing: 3) {
                    Text("AI").font(.system(size: 15, weight: .semibold))
                    HStack(spacing: 4) {
                        Circle().fill(.purple).frame(width: 6, height: 6)
                        Text("Thinking").font(.system(size: 11))
                    }
                }
                Spacer()
                Text("0:01").font(.system(size: 12, design: .monospaced))
            }
            .padding(16)
            """))
        // On the phone "Thinking" is under the timer's line: set a row apart
        // from it, its dot with it (was '●' on the timer's row, 'Thinking' under).
        #expect(out.contains("● Thinking"), "\(out)")
        #expect(try Self.row(out, "Thinking") > Self.row(out, "AI"), "\(out)")
    }

    /// A caption Label over a headline, as workout's card stacks them.
    static let labelOverHeadline = """
        VStack(alignment: .leading) {
            Label("Rowing", systemImage: "star.fill").font(.caption2)
            Text("Intervals").font(.headline)
        }
        """

    @Test("a line centred beside two lines its parent squeezes into two rows takes the row its points' middle is in")
    func aTieBetweenTwoRowsGoesWhereThePointsSay() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            HStack {
                \(Self.labelOverHeadline)
                Spacer()
                Text("12:40").font(.system(size: 32, weight: .semibold))
            }
            .padding()
            """))
        // The timer's 38 pt line is centred on the stack's middle, 19 pt
        // down: in the second row, the headline's.
        #expect(try Self.row(out, "Intervals") == Self.row(out, "Rowing") + 1, "\(out)")
        #expect(try Self.row(out, "12:40") == Self.row(out, "Intervals"), "\(out)")
    }

    @Test("a line centred beside a title over a status, beside a shape taller than the two, is drawn on the nearer one's row, the two lines on rows next to each other")
    func aLineCentredBesideTwoLinesBesideATallShape() throws {
        // The shape's 44 pt take three rows; the column's 34 pt two lines,
        // the timer's middle 22 pt down, inside the title's line (5 to 23 pt).
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 48, height: 44)
                VStack(alignment: .leading, spacing: 3) {
                    Text("Build").font(.system(size: 15, weight: .semibold))
                    Text("Running tests").font(.system(size: 11))
                }
                Spacer()
                Text("1:00").font(.system(size: 12))
            }
            .padding(14)
            """))
        #expect(try Self.row(out, "Running tests") == Self.row(out, "Build") + 1, "\(out)")
        #expect(try Self.row(out, "1:00") == Self.row(out, "Build"), "\(out)")
    }

    @Test("an app's lock card in cells is as tall as its content, as on the phone: two lines and a blank row above and below")
    func lockCardIsAsTallAsItsContent() throws {
        let lock = try LayoutRuleTests.cells(LayoutRuleTests.widget(Self.labelOverHeadline + ".padding()"))
        // 38 pt of texts and 16 pt of padding each side: 70 pt on the
        // phone, not the 84 pt least an expanded island keeps.
        #expect(lock.hasPrefix("== lock · 46x4\n\n"), "\(lock)")
        #expect(try Self.row(lock, "Intervals") == Self.row(lock, "Rowing") + 1, "\(lock)")
        let expanded = try LayoutRuleTests.cells(LayoutRuleTests.widget("Text(\"x\")"), .expanded)
        #expect(expanded.contains("· 46x5\n"), "\(expanded)")
    }

    @Test("texts layered in a ZStack that the phone draws apart on one line keep a cell between them")
    func layeredTextsKeepACellBetweenThem() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            ZStack {
                Text("Knights lead").frame(maxWidth: .infinity, alignment: .leading)
                Text("by four").frame(maxWidth: .infinity, alignment: .trailing)
            }
            .frame(width: 150)
            """))
        // 4.5 pt apart on the phone; the cells' characters are wider.
        #expect(out.contains("Knights lead by four"), "\(out)")
    }

    /// Soccer's expanded island, reduced: a crest (a ring here, an image
    /// there) over a team's name, `score` centred beside them.
    static func crestBeside(_ score: String) -> String {
        """
            struct Side: View {
                let name: String
                var body: some View {
                    HStack {
                        VStack {
                            RoundedRectangle(cornerRadius: 8).stroke(Color.red, lineWidth: 2).frame(width: 40, height: 40)
                            Text(name).fontWeight(.semibold)
                        }
                        \(score).font(.largeTitle).fontWeight(.bold)
                    }
                }
            }
            """
    }

    /// The expanded island with `Side` leading.
    static func crestIsland(_ score: String) throws -> String {
        try LayoutRuleTests.cells(LayoutRuleTests.widget("Text(\"x\")", expanded: """
            DynamicIslandExpandedRegion(.leading) { Side(name: "OWL") }
            DynamicIslandExpandedRegion(.bottom) { Text("Half time").font(.title) }
            """, extra: crestBeside(score)), .expanded)
    }

    @Test("a score centred beside a crest over its team's name is drawn beside the crest, the name under the crest")
    func lineBesideAnAreaStaysOnItsRows() throws {
        let out = try Self.crestIsland(#"Text("2:1")"#)
        // The score's middle is 34 pt down, inside the 40 pt crest; the
        // name is 8 pt under the crest: score on the crest's last row,
        // name on the next, as on the phone.
        let score = try Self.row(out, "2:1")
        #expect(out.split(separator: "\n", omittingEmptySubsequences: false)[score].contains("╰"), "\(out)")
        #expect(try Self.row(out, "OWL") == score + 1, "\(out)")
    }

    @Test("a symbol centred between two rows takes the row of what the phone draws beside its middle")
    func tieGoesToWhatIsBeside() throws {
        // Beside the crest's last row, not the name's row under it.
        let out = try Self.crestIsland(#"Image(systemName: "star.fill")"#)
        let star = try Self.row(out, "⭐")
        #expect(out.split(separator: "\n", omittingEmptySubsequences: false)[star].contains("╰"), "\(out)")
        #expect(try Self.row(out, "OWL") == star + 1, "\(out)")
    }

    /// A card drawn by the app: a filled shape with a ring over it, a timer
    /// over a caption and a symbol beside them `padding` points inside.
    static func ringCard(padding: Int, outside: String = "") throws -> [Substring] {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            ZStack {
                RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.1))
                    .overlay(RoundedRectangle(cornerRadius: 16).stroke(Color(white: 0.2), lineWidth: 1))
                \(timerOverCaption(padding: padding))
            }
            \(outside)
            """))
        return out.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test("a ring's line takes the first row of the room around what it holds: no blank row inside for 20 points")
    func ringHugsItsLines() throws {
        let rows = try Self.ringCard(padding: 20)
        let top = try #require(rows.firstIndex { $0.contains("╭") }), bottom = try #require(rows.firstIndex { $0.contains("╰") })
        // 20 pt between the ring and the timer on the phone: the ring's
        // row takes 16 of them, the 4 left make no blank row.
        #expect(rows[top + 1].contains("3:18") && rows[top + 2].contains("FOCUSING") && bottom == top + 3, "\(rows.joined(separator: "\n"))")
        // The symbol's middle is in the timer's line, not the caption's.
        #expect(rows[top + 1].contains("⭐"), "\(rows.joined(separator: "\n"))")
    }

    @Test("a ring keeps a blank row inside where the room around what it holds is a row more than its line")
    func ringKeepsTheRestOfItsRoom() throws {
        let rows = try Self.ringCard(padding: 36)
        let top = try #require(rows.firstIndex { $0.contains("╭") }), bottom = try #require(rows.firstIndex { $0.contains("╰") })
        #expect(rows[top + 2].contains("3:18") && rows[top + 3].contains("FOCUSING") && bottom == top + 5, "\(rows.joined(separator: "\n"))")
    }

    @Test("a row whose column holds an image and a name takes the rows they draw: the line under it follows the name")
    func imageOverNameGivesBackItsRows() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.leading) {
                HStack {
                    VStack {
                        Image("shield").resizable().frame(width: 40, height: 40)
                        Text("ATM").fontWeight(.semibold)
                    }
                    Text("3").font(.largeTitle).fontWeight(.bold)
                }
            }
            DynamicIslandExpandedRegion(.bottom) {
                VStack {
                    Text("77 min").font(.title)
                    Spacer()
                    Text("Civitas").font(.subheadline)
                }
            }
            """), .expanded)
        // On the phone the time is right under the team's name.
        #expect(try Self.row(out, "77 min") == Self.row(out, "ATM") + 1, "\(out)")
    }

    @Test("a ring in a frame that adds room across only hugs its lines as one at the top does: the card as short")
    func framedRingHugsItsLines() throws {
        let rows = try Self.ringCard(padding: 20, outside: ".frame(maxWidth: .infinity)")
        let out = rows.joined(separator: "\n")
        let top = try #require(rows.firstIndex { $0.contains("╭") }), bottom = try #require(rows.firstIndex { $0.contains("╰") })
        #expect(rows[top + 1].contains("3:18") && rows[top + 2].contains("FOCUSING") && bottom == top + 3, "\(out)")
        // The ring's four rows and the card's own row each side.
        #expect(rows.first?.hasSuffix("x6") == true && top == 2, "\(out)")
    }

    @Test("a row whose image fewer rows would squeeze gives back the rows under its last one all the same, the image at its rows")
    func squeezableImageGivesBackItsRows() throws {
        let a = try AssetImageTests.inline("""
            VStack {
                HStack {
                    VStack {
                        Image("crest").resizable().frame(width: 64, height: 64)
                        Text("ATM").fontWeight(.semibold)
                    }
                    Text("3").font(.largeTitle).fontWeight(.bold)
                }
                Text("77 min").font(.title)
                Text("Civitas").font(.subheadline)
            }
            """)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        // On the phone the time is 8 pt under the team's name.
        #expect(try Self.row(out, "77 min") == Self.row(out, "ATM") + 1, "\(out)")
        // The image keeps the four rows of its 64 points.
        #expect(out.split(separator: "\n").filter { $0.contains("▀") }.count == 4, "\(out)")
    }

    @Test("a row with a bar or a chart beside its image and name gives back the rows under the last one it draws on",
          arguments: ["ProgressView(value: 0.5).frame(width: 40)",
                      #"Chart { BarMark(x: .value("a", "x"), y: .value("v", 3)) }.frame(width: 40, height: 30)"#])
    func rowWithShapesGivesBackItsRows(beside: String) throws {
        let a = try AssetImageTests.inline("""
            VStack {
                HStack {
                    \(beside)
                    VStack {
                        Image("crest").resizable().frame(width: 64, height: 64)
                        Text("ATM").fontWeight(.semibold)
                    }
                    Text("3").font(.largeTitle).fontWeight(.bold)
                }
                Text("77 min").font(.title)
            }
            """)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(try Self.row(out, "77 min") == Self.row(out, "ATM") + 1, "\(out)")
    }

    @Test("a button's capsule, padded around its title, does not take the blank row the title keeps from the line above: the rows TerminalRows counted")
    func capsuleUnderALineKeepsTheBlankRow() throws {
        // 10 pt of spacing and 10 of the capsule's padding: the titles are
        // 20 pt apart, a blank row; the capsule itself only 10.
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            VStack(alignment: .leading, spacing: 10) {
                Text("Run the tests?").font(.subheadline)
                Text("Allow").font(.caption).padding(.horizontal, 12).padding(.vertical, 10)
                    .background(Color.green, in: Capsule())
            }
            .padding(16)
            """))
        #expect(try Self.row(out, "Allow") == Self.row(out, "Run the tests?") + 2, "\(out)")
        // As many blank rows under the title as the card counted: none spare.
        // The card's rows: under its heading, the printout's last newline left out.
        let rows = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let blankBelow = rows.dropFirst(try Self.row(out, "Allow") + 1).prefix { $0.allSatisfy { $0 == " " } }.count
        let blankAbove = rows.dropFirst(1).prefix { $0.allSatisfy { $0 == " " } }.count
        #expect(blankBelow == blankAbove, "\(out)")
    }

    @Test("a text on a card's colour (a ZStack's shape behind it) is as far from the line above as the text is, not the colour")
    func shapeBehindATextKeepsTheBlankRow() throws {
        // The colour starts 8 pt under the caption, its text 20 pt: a blank row.
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            VStack(spacing: 8) {
                Text("ORDER").font(.caption2)
                ZStack {
                    RoundedRectangle(cornerRadius: 8).fill(Color.gray)
                    Text("Ready").padding(12)
                }
            }
            """))
        #expect(try Self.row(out, "Ready") == Self.row(out, "ORDER") + 2, "\(out)")
    }

    @Test("two texts the phone draws side by side on one line (a light word and a bold time) stay on one row when a line beside them moves")
    func textsOnOneLineMoveAsOne() throws {
        // The island's leading column: a caption over a name; the trailing
        // one: a large number over a light "ARRIVE" beside a bold "12:15",
        // the caption's row shared with "ARRIVE 12:15" in the cells.
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.leading) {
                VStack(alignment: .leading) {
                    Spacer()
                    Text("NEXT STATION").font(.caption2)
                    Text("Ben Gurion Airport").font(.callout).fontWeight(.heavy)
                }.dynamicIsland(verticalPlacement: .belowIfTooWide).padding(.leading, 4)
            }
            DynamicIslandExpandedRegion(.trailing) {
                VStack {
                    Spacer()
                    VStack(alignment: .trailing) {
                        HStack(alignment: .firstTextBaseline, spacing: 4) {
                            Text("26").font(.system(size: 28, weight: .heavy, design: .rounded))
                            Text("min").font(.system(size: 20, weight: .bold, design: .rounded))
                        }
                        HStack(spacing: 2) {
                            Text("ARRIVE").fontWeight(.light)
                            Text("12:15").bold()
                        }.font(.caption2)
                    }
                }.padding(.trailing, 4).padding(.bottom, 4)
            }
            """), .expanded)
        #expect(out.contains("ARRIVE 12:15"), "\(out)")
        // The caption stays over the name and beside "26 min", as on the phone.
        #expect(try Self.row(out, "NEXT STATION") == Self.row(out, "26 min"), "\(out)")
        #expect(try Self.row(out, "Ben Gurion") > Self.row(out, "NEXT STATION"), "\(out)")
    }
}
