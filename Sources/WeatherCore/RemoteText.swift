/// Text that came from the network, made safe once where it enters the model: a string from a
/// provider must never move the cursor, change colours, retitle the window or reorder what is
/// shown around it, on screen, in `--once` text, in the JSON a script pipes to a terminal, or in
/// the cache.
///
/// It also caps the length, so no text can make drawing, wrapping or the cache slow: no name,
/// code or link needs more than `lineLimit` characters, and no alert more than `textLimit`
/// (the longest NWS descriptions run to a few thousand).
public enum RemoteText {
  /// The most characters (Unicode scalars) a one-line text keeps.
  public static let lineLimit = 512
  /// The most characters a text with line breaks (an alert's description) keeps.
  public static let textLimit = 20_000

  /// Removes escape sequences (CSI, OSC/DCS/APC/PM/SOS strings up to ST or BEL, and two-byte ESC
  /// sequences), every other C0 and C1 control character, DEL, and every format character
  /// (Unicode category Cf: the bidirectional marks, overrides and isolates, zero-width spaces
  /// and joiners U+200B…U+200D, U+2060…U+2064, the byte-order mark U+FEFF, the soft hyphen) and
  /// the tag characters U+E0000…U+E007F: invisible, they could hide or reorder what a person
  /// reads, and a terminal and our width count would disagree on them. Tabs become spaces; line breaks (CR LF, CR, U+2028/2029) become
  /// "\n" when `keepingLineBreaks` (an alert's text keeps its paragraphs), else single spaces.
  /// What is longer than `lineLimit` (or `textLimit` when keeping line breaks) is cut, and ends
  /// in "…".
  public static func sanitize(_ string: String, keepingLineBreaks: Bool = false) -> String {
    let limit = keepingLineBreaks ? textLimit : lineLimit
    // Printable ASCII within the limit passes unchanged; most strings are, and the scalar walk
    // below builds a copy.
    if string.utf8.count <= limit && string.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return string }
    var output = String.UnicodeScalarView()
    var kept = 0
    var scalars = string.unicodeScalars[...]
    func append(_ scalar: Unicode.Scalar) {
      output.append(scalar)
      kept += 1
    }
    while kept <= limit, let scalar = scalars.popFirst() {
      switch scalar.value {
      case 0x1B:  // ESC
        skipEscape(&scalars)
      case 0x9B:  // C1 CSI
        skipCSI(&scalars)
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F:  // C1 DCS, SOS, OSC, PM, APC
        skipString(&scalars)
      case 0x0A, 0x0D, 0x2028, 0x2029:
        if keepingLineBreaks {
          if scalar.value == 0x0D, scalars.first == "\n" { scalars.removeFirst() }
          append("\n")
        } else if output.last != " " {
          append(" ")
        }
      case 0x09:
        if output.last != " " { append(" ") }
      case 0x00..<0x20, 0x7F..<0xA0:
        continue
      case 0xE0000...0xE007F:
        continue  // tag characters, assigned (Cf) or not
      default:
        if scalar.properties.generalCategory == .format { continue }
        append(scalar)
      }
    }
    if kept > limit {
      // One over: the last two kept characters give way to the mark that says the text was cut.
      output.removeLast()
      output.removeLast()
      output.append("…")
    }
    return String(output)
  }

  /// `sanitize` for an optional.
  public static func sanitize(_ string: String?, keepingLineBreaks: Bool = false) -> String? {
    string.map { sanitize($0, keepingLineBreaks: keepingLineBreaks) }
  }

  // MARK: - Escape sequence grammar (ECMA-48)

  private static func skipEscape(_ scalars: inout Substring.UnicodeScalarView) {
    guard let next = scalars.popFirst() else { return }
    switch next {
    case "[": skipCSI(&scalars)
    case "]", "P", "X", "^", "_": skipString(&scalars)
    default:
      // Intermediate bytes (0x20–0x2F) then one final byte.
      var current = next
      while (0x20...0x2F).contains(current.value), let following = scalars.popFirst() {
        current = following
      }
    }
  }

  /// Parameters and intermediates up to a final byte 0x40–0x7E.
  private static func skipCSI(_ scalars: inout Substring.UnicodeScalarView) {
    while let scalar = scalars.popFirst() {
      if (0x40...0x7E).contains(scalar.value) { return }
      if !(0x20...0x3F).contains(scalar.value) { return }  // malformed: stop eating
    }
  }

  /// A control string runs to ST (ESC \ or 0x9C) or BEL.
  private static func skipString(_ scalars: inout Substring.UnicodeScalarView) {
    while let scalar = scalars.popFirst() {
      switch scalar.value {
      case 0x07, 0x9C: return
      case 0x1B:
        if scalars.first == "\\" { scalars.removeFirst() }
        return
      default: continue
      }
    }
  }
}
