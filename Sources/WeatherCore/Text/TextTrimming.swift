extension Unicode.Scalar {
  /// A space or tab: general category Zs, U+0009 and U+200B ZERO WIDTH SPACE (a Zs character
  /// until Unicode 4.0.1), what Foundation's `CharacterSet.whitespaces` holds.
  public var isSpaceOrTab: Bool {
    value == 0x09 || value == 0x200B || properties.generalCategory == .spaceSeparator
  }

  /// A space, tab or line break: `isSpaceOrTab` plus U+000A–U+000D, U+0085, U+2028 and U+2029,
  /// what Foundation's `CharacterSet.whitespacesAndNewlines` holds.
  public var isSpaceOrNewline: Bool {
    switch value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return isSpaceOrTab
    }
  }

  /// A control or format character (general categories Cc and Cf), what Foundation's
  /// `CharacterSet.controlCharacters` holds.
  public var isControlOrFormat: Bool {
    // Foundation repeats plane 14's first block (U+E0001, U+E0020–E007F, the tag characters)
    // in every block of the plane; we keep its answer so input filtering stays the same.
    if value >> 16 == 0xE {
      let low = value & 0xFF
      return low == 0x01 || (0x20...0x7F).contains(low)
    }
    switch properties.generalCategory {
    case .control, .format: return true
    default: return false
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs (`isSpaceOrTab`).
  public func trimmingWhitespace() -> String { trimmingScalars(where: \.isSpaceOrTab) }

  /// The text without leading and trailing spaces, tabs and line breaks (`isSpaceOrNewline`).
  public func trimmingWhitespaceAndNewlines() -> String { trimmingScalars(where: \.isSpaceOrNewline) }

  /// The text without the leading and trailing scalars that match `predicate`. Works on scalars,
  /// not characters, as Foundation's `trimmingCharacters(in:)` does: a combining mark after a
  /// trimmed space stays.
  public func trimmingScalars(where predicate: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !predicate($0) }),
      let last = scalars.lastIndex(where: { !predicate($0) })
    else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }
}
