import TOMLKit

/// Parses TOML text with TOMLKit, after refusing what its bundled toml++ 3 cannot survive.
///
/// toml++ asserts (and so aborts the process, assertions being on in release builds) on some
/// malformed text: a table header whose first key character is neither a bare-key character nor
/// a quote (`[=]`, `[[[places]]`, `[é]`, `[` ending the line), an array value that is `}`, some
/// dates, and a Unicode line break (U+2028, U+2029, U+0085) where a key or value belongs. libFuzzer found each; each is reported here as a syntax error with its line and
/// column before toml++ sees the text.
enum TOMLReader {
  /// A syntax problem: the line (1-based, when known) and what is wrong.
  struct Problem: Error, Equatable {
    var line: Int?
    var column: Int?
    var message: String
  }

  static func table(from text: String) throws(Problem) -> TOMLTable {
    var scanner = Scanner(Array(text.unicodeScalars))
    if let bad = scanner.run() {
      throw Problem(line: bad.line, column: bad.column, message: bad.problem.message)
    }
    do {
      return try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      throw Problem(line: error.source.begin.line, column: nil, message: error.description)
    } catch {
      throw Problem(line: nil, column: nil, message: "\(error)")
    }
  }

  // MARK: - Header scan

  /// The position of the first construct toml++ asserts on (see `Refusal`). Tracks strings,
  /// comments and the brackets of values, so an array whose continuation line starts with `[`
  /// is not taken for a header.
  static func firstRefusal(in text: String) -> (line: Int, column: Int)? {
    var scanner = Scanner(Array(text.unicodeScalars))
    return scanner.run().map { ($0.line, $0.column) }
  }

  /// What the scan refuses.
  enum Refusal {
    /// `[=]`, `[[[x]]`: toml++ asserts in `parse_key`.
    case headerWithoutKey
    /// `x = [}`, `x = [1, }`: toml++ asserts in `parse_value`.
    case braceAsArrayValue
    /// `x = 1979-05-27 0`, `x = 0--------- 5`: toml++ asserts while telling dates from numbers;
    /// weathertui's files hold no dates or times, so none is accepted.
    case dateOrTime
    /// U+2028, U+2029 or U+0085 outside a string or comment: toml++ asserts when one follows
    /// `[` or `,`; TOML's only line breaks are LF and CRLF, so none is valid there anyway.
    case unicodeLineBreak(Unicode.Scalar)

    var message: String {
      switch self {
      case .headerWithoutKey: "a table header must start with a key name, like [[places]] or [weatherkit]"
      case .braceAsArrayValue: "an array holds '}' where a value belongs; close the array with ']'"
      case .dateOrTime: "dates and times are not used here; write numbers without '-' or ':' (or quote the text)"
      case .unicodeLineBreak(let scalar):
        "U+\(Self.hex(scalar)) is a Unicode line break, not a TOML one; replace it with a plain newline "
          + "(or put it inside quotes)"
      }
    }

    /// A scalar's code as Unicode writes it: at least four uppercase hex digits.
    private static func hex(_ scalar: Unicode.Scalar) -> String {
      let digits = String(scalar.value, radix: 16, uppercase: true)
      return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
  }

  private struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var lineStart = 0
    /// Open `[` and `{` of values (not of headers), innermost last.
    var open: [Unicode.Scalar] = []
    /// Inside an array, after `[` or `,`: the next thing that is not blank or a comment is a value.
    var expectsArrayValue = false

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func run() -> (line: Int, column: Int, problem: Refusal)? {
      var atLineStart = true
      // toml++ skips a byte-order mark, so what follows it starts the first line.
      if scalars.first == "\u{FEFF}" { index = 1 }
      while index < scalars.count {
        let c = scalars[index]
        if Self.isUnicodeLineBreak(c) { return (line, index - lineStart + 1, .unicodeLineBreak(c)) }
        if expectsArrayValue && c != " " && c != "\t" && c != "\n" && c != "\r" && c != "#" {
          expectsArrayValue = false
          if c == "}" { return (line, index - lineStart + 1, .braceAsArrayValue) }
          if isDateOrTime() { return (line, index - lineStart + 1, .dateOrTime) }
        }
        if atLineStart && open.isEmpty {
          if c == " " || c == "\t" {
            index += 1
            continue
          }
          atLineStart = false
          if c == "[" {
            if let bad = header() { return bad }
            continue
          }
        }
        switch c {
        case "\n":
          newline()
          atLineStart = true
        case "#":
          while index < scalars.count && scalars[index] != "\n" { index += 1 }
          continue
        case "\"", "'":
          string(quote: c)
          continue
        case "[", "{":
          open.append(c)
          expectsArrayValue = c == "["
        case "]", "}":
          _ = open.popLast()
        case ",":
          expectsArrayValue = open.last == "["
        case "=":
          var next = index + 1
          while next < scalars.count && (scalars[next] == " " || scalars[next] == "\t") { next += 1 }
          let saved = index
          index = next
          if isDateOrTime() { return (line, index - lineStart + 1, .dateOrTime) }
          index = saved
        default:
          break
        }
        index += 1
      }
      return nil
    }

    /// At a header's `[`: checks the first key character after `[` or `[[` and blanks, then
    /// skips the header up to its line's end (quoted keys may hold brackets).
    mutating func header() -> (line: Int, column: Int, problem: Refusal)? {
      index += 1
      if index < scalars.count && scalars[index] == "[" { index += 1 }
      while index < scalars.count && (scalars[index] == " " || scalars[index] == "\t") { index += 1 }
      if index < scalars.count {
        let c = scalars[index]
        let bare = c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "-")
        // A line end, a comment or a non-ASCII letter here trips the assertion too.
        if Self.isUnicodeLineBreak(c) { return (line, index - lineStart + 1, .unicodeLineBreak(c)) }
        if !(bare || c == "\"" || c == "'" || c == "]") {
          return (line, index - lineStart + 1, .headerWithoutKey)
        }
      }
      while index < scalars.count && scalars[index] != "\n" {
        let c = scalars[index]
        if Self.isUnicodeLineBreak(c) { return (line, index - lineStart + 1, .unicodeLineBreak(c)) }
        if c == "\"" || c == "'" {
          string(quote: c)
        } else if c == "#" {
          while index < scalars.count && scalars[index] != "\n" { index += 1 }
        } else {
          index += 1
        }
      }
      return nil
    }

    /// Whether the value at `index` is a date or time rather than a number: it starts with a
    /// digit and has a '-' (before any exponent) or a ':' before it ends.
    func isDateOrTime() -> Bool {
      guard index < scalars.count, ("0"..."9").contains(scalars[index]) else { return false }
      var i = index
      while i < scalars.count {
        let c = scalars[i]
        if c == "e" || c == "E" || c == " " || c == "\t" || c == "\n" || c == "," || c == "]" || c == "}" || c == "#" {
          return false
        }
        if c == "-" || c == ":" { return true }
        i += 1
      }
      return false
    }

    /// Skips a basic or literal string, single- or multi-line, leaving `index` after it.
    mutating func string(quote: Unicode.Scalar) {
      let multiline = index + 2 < scalars.count && scalars[index + 1] == quote && scalars[index + 2] == quote
      index += multiline ? 3 : 1
      while index < scalars.count {
        let c = scalars[index]
        if c == "\\" && quote == "\"" {
          index += 2
          continue
        }
        if c == "\n" {
          if !multiline { return }  // an unterminated string: toml++ reports it
          newline()
          index += 1
          continue
        }
        if c == quote {
          if !multiline {
            index += 1
            return
          }
          if index + 2 < scalars.count && scalars[index + 1] == quote && scalars[index + 2] == quote {
            index += 3
            return
          }
        }
        index += 1
      }
    }

    static func isUnicodeLineBreak(_ c: Unicode.Scalar) -> Bool {
      c == "\u{2028}" || c == "\u{2029}" || c == "\u{85}"
    }

    mutating func newline() {
      line += 1
      lineStart = index + 1
    }
  }
}
