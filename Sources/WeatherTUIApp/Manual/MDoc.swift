/// Text made safe for an mdoc(7) page: what `man` would otherwise read as a request, an escape
/// or a character it cannot show.
enum MDoc {
  /// `text` as running text: escaped, each sentence on a line of its own (mdoc's rule, so
  /// sentences get their spacing) and lines broken at spaces to stay within 80 bytes.
  static func line(_ text: String) -> String {
    sentences(escape(text)).flatMap { wrapped($0, width: 80) }.map(guarded).joined(separator: "\n")
  }

  /// `word` marked not to be hyphenated when it is a path, a URL or a variable's name, which a
  /// hyphen at a line's end would change.
  private static func unbroken(_ word: Substring) -> String {
    let capitals = word.filter(\.isLetter).count > 2 && !word.contains(where: \.isLowercase)
    let literal = word.count > 1 && (capitals || word.contains { "/_$".contains($0) })
    return literal ? "\\%" + word : String(word)
  }

  /// `text` escaped for one line of a literal display, unwrapped.
  static func verbatim(_ text: String) -> String {
    guarded(escape(text))
  }

  /// `text` as one quoted macro argument, so its words are never read as macros ("Ar", "No").
  static func quoted(_ text: String) -> String {
    // \& first: a lone "?" or "." would otherwise be read as punctuation, leaving the macro empty.
    "\"\\&" + escape(text) + "\""
  }

  /// Backslashes, quotes and minus signs escaped; non-ASCII characters named, so the page reads the same
  /// under groff without preconv, under mandoc, and in an ASCII locale ("<-" for "←").
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\e"
      case "\"": result += "\\(dq"
      // A minus, not a hyphen: "--once" and "S-Tab" must copy and search as typed.
      case "-": result += "\\-"
      case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
      default:
        result += namedCharacters[scalar] ?? "\\[u" + hex(scalar.value) + "]"
      }
    }
    return result
  }

  // MARK: - Lines

  /// `\&` before a leading "." or "'", which would make the line a request.
  private static func guarded(_ line: String) -> String {
    line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
  }

  /// `text` split after each ". " that ends a sentence (a capital letter follows).
  private static func sentences(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    var characters = text[...]
    while let character = characters.popFirst() {
      current.append(character)
      if character == ".", characters.first == " ", characters.dropFirst().first?.isUppercase == true {
        result.append(current)
        current = ""
        characters = characters.dropFirst()
      }
    }
    return current.isEmpty ? result : result + [current]
  }

  /// `line` broken at spaces into lines of at most `width` bytes (a longer word stays whole).
  private static func wrapped(_ line: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in line.split(separator: " ", omittingEmptySubsequences: false).map(unbroken) {
      if !current.isEmpty, current.utf8.count + 1 + word.utf8.count > width {
        lines.append(current)
        current = String(word)
      } else {
        current += (current.isEmpty ? "" : " ") + word
      }
    }
    return lines + [current]
  }

  // MARK: - Characters

  private static let namedCharacters: [Unicode.Scalar: String] = [
    "←": "\\(<-", "→": "\\(->", "↑": "\\(ua", "↓": "\\(da", "–": "\\(en", "—": "\\(em", "°": "\\(de",
    "’": "\\(cq", "‘": "\\(oq", "“": "\\(lq", "”": "\\(rq", "×": "\\(mu",
  ]

  /// Four or more upper-case hex digits, as groff's `\[uXXXX]` wants them.
  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
