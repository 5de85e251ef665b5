/// Terminal column width of characters and strings (wcwidth rules, simplified to what the
/// dashboard draws: combining marks 0, East Asian wide and emoji 2, everything else 1).
public enum DisplayWidth {
  /// Columns a single grapheme cluster occupies.
  public static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    // Emoji presentation selector makes a text-default symbol wide.
    if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return of(first)
  }

  /// Columns a single scalar occupies.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
    // Nearly every scalar the dashboard draws lies in blocks without marks or format characters
    // (text, °, arrows, boxes, bars); asking the standard library's category table for each was
    // a tenth of the dashboard's start-up instructions (callgrind).
    if isNarrowWithoutMarks(v) { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if isWide(v) { return 2 }
    return 1
  }

  /// True in ranges where Unicode has no nonspacing or enclosing mark and no format character,
  /// and `isWide` is false: printable ASCII, Latin-1 to the spacing modifiers (but the soft
  /// hyphen), and U+2190–U+27BF (arrows, mathematical and technical symbols, enclosed
  /// alphanumerics, box drawing, blocks, geometric shapes, miscellaneous symbols, dingbats).
  /// `DisplayWidthTests` checks every scalar against the category table.
  private static func isNarrowWithoutMarks(_ v: UInt32) -> Bool {
    switch v {
    case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2190..<0x27C0: return true
    default: return false
    }
  }

  /// Columns a string occupies.
  public static func of(_ string: String) -> Int {
    string.reduce(0) { $0 + of($1) }
  }

  static func isWide(_ v: UInt32) -> Bool {
    switch v {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1F680...0x1F6FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// The longest prefix of `string` that fits in `columns`, never splitting a wide character;
  /// when `ellipsis` is set and the string had to be cut, the last column becomes "…". Reads
  /// only as far as `columns` reach, so clipping a long text costs what is kept, not the text.
  public static func clip(_ string: String, to columns: Int, ellipsis: Bool = false) -> String {
    guard columns > 0 else { return "" }
    let budget = ellipsis ? columns - 1 : columns
    var used = 0
    var cut: String.Index?  // where the text stops fitting in `budget`
    var index = string.startIndex
    while index < string.endIndex {
      let next = string.index(after: index)
      let w = of(string[index])
      if cut == nil && used + w > budget { cut = index }
      used += w
      if used > columns { return String(string[..<(cut ?? index)]) + (ellipsis ? "…" : "") }
      index = next
    }
    return string
  }

  /// `string` padded with spaces (or clipped) to exactly `columns`.
  public static func pad(_ string: String, to columns: Int, alignRight: Bool = false) -> String {
    let clipped = clip(string, to: columns)
    let padding = String(repeating: " ", count: max(0, columns - of(clipped)))
    return alignRight ? padding + clipped : clipped + padding
  }
}
