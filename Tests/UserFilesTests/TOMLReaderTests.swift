import Testing

@testable import UserFiles

/// Table headers that made toml++ abort the process (found by libFuzzer) are syntax errors.
@Suite struct TOMLReaderTests {
  @Test(arguments: [
    ("[[[places]]\n", 1, 3), ("[=]\n", 1, 2), ("[.]\n", 1, 2), ("[[.]]\n", 1, 3), ("a = 1\n  [[ [x]]\n", 2, 6),
    ("x = \"[=]\"\n[ =]\n", 2, 3), ("[[\n", 1, 3), ("[ \r\nx]\n", 1, 3), ("[#x]\n", 1, 2), ("[é]\n", 1, 2),
    ("\u{FEFF}[: p\n", 1, 3),
  ])
  func headersThatStartWithNoKeyAreRefused(text: String, line: Int, column: Int) {
    #expect(TOMLReader.firstRefusal(in: text)! == (line, column))
    #expect(throws: TOMLReader.Problem.self) { try TOMLReader.table(from: text) }
  }

  @Test(arguments: [
    ("w=[}\n", 1, 4), ("w=[[}\n", 1, 5), ("w=[1,}\n", 1, 6), ("w=[ # c\n  }\n", 2, 3), ("w={a=[}}\n", 1, 7),
  ])
  func anArrayValueThatIsABraceIsRefused(text: String, line: Int, column: Int) {
    #expect(
      throws: TOMLReader.Problem(
        line: line, column: column, message: "an array holds '}' where a value belongs; close the array with ']'")
    ) { try TOMLReader.table(from: text) }
  }

  @Test(arguments: [
    ("a = 1979-05-27 0\n", 1, 5), ("a = 0--------- 5\n", 1, 5), ("a = [1, 12:30]\n", 1, 9), ("a=07:32\n", 1, 3),
  ])
  func datesAndTimesAreRefused(text: String, line: Int, column: Int) {
    #expect(throws: TOMLReader.Problem.self) { try TOMLReader.table(from: text) }
    #expect(TOMLReader.firstRefusal(in: text)! == (line, column))
  }

  /// toml++ asserted (SIGABRT, exit 134) on a Unicode line break after `[` or `,`: a file could
  /// crash every start, and a running dashboard when another program rewrote places.toml.
  @Test(arguments: [
    ("x = [\u{2028}\n", 1, 6, "2028"), ("x = [1,\u{2029}2]\n", 1, 8, "2029"), ("x = [\u{85}]\n", 1, 6, "0085"),
    ("a = 1\n\u{2028}b = 2\n", 2, 1, "2028"), ("[places\u{2028}]\n", 1, 8, "2028"), ("[\u{85}x]\n", 1, 2, "0085"),
  ])
  func unicodeLineBreaksOutsideStringsAreRefused(text: String, line: Int, column: Int, code: String) {
    #expect(
      throws: TOMLReader.Problem(
        line: line, column: column,
        message:
          "U+\(code) is a Unicode line break, not a TOML one; replace it with a plain newline (or put it inside quotes)"
      )
    ) { try TOMLReader.table(from: text) }
    #expect(throws: UserFileError.self) { try ConfigLoader.parse(text, path: "config.toml") }
    #expect(throws: UserFileError.self) { try PlaceStore.parse(text, path: "places.toml") }
  }

  @Test func unicodeLineBreaksInStringsAndCommentsStillParse() throws {
    let table = try TOMLReader.table(from: "a = \"x\u{2028}y\" # z\u{2029}\nb = 'p\u{85}q'\n")
    #expect(table["a"]?.string == "x\u{2028}y")
    #expect(table["b"]?.string == "p\u{85}q")
  }

  @Test func numbersWithExponentsAndSignsStillParse() throws {
    let table = try TOMLReader.table(from: "a = 1e-5\nb = -42.8\nc = [1, -2, 3E-2]\nd = \"1979-05-27\"\n")
    #expect(table["a"]?.double == 1e-5)
    #expect(table["b"]?.double == -42.8)
    #expect(table["d"]?.string == "1979-05-27")
  }

  @Test func theFuzzFindingIsAnErrorNamingItsLine() {
    let text = "# 345\"\nservice_id = \"x\"\n\n[[places]]\nname = \"Hobart\"\n\n[[[plxces]]\nname = \"S\"\n"
    #expect(throws: TOMLReader.Problem(line: 7, column: 3, message: Self.message)) {
      try TOMLReader.table(from: text)
    }
    #expect(throws: UserFileError.self) { try ConfigLoader.parse(text, path: "config.toml") }
    #expect(throws: UserFileError.self) { try PlaceStore.parse(text, path: "places.toml") }
  }

  @Test func arraysStringsAndCommentsThatHoldBracketsStillParse() throws {
    let text = """
      # [=] in a comment
      matrix = [
        [1, 2],
        [ [3], [4] ],
      ]
      table = { inner = [ [5] ] }
      text = \"\"\"
      [=] in a multi-line string
      \"\"\"
      literal = '[.]'
      ["quoted key"]
      value = 1
      [[places]]   # a comment
      name = "a"
      """
    #expect(TOMLReader.firstRefusal(in: text) == nil)
    let table = try TOMLReader.table(from: text)
    #expect(table["matrix"]?.array?.count == 2)
    #expect(table["quoted key"]?.table?["value"]?.int == 1)
  }

  static let message = "a table header must start with a key name, like [[places]] or [weatherkit]"
}
