/// Cleans untrusted text (alert descriptions, place names, error messages) before it reaches a
/// cell: a string from the network must never move the cursor, change colours, retitle the
/// window or reorder what is shown around it.
public enum TerminalText {
  /// Removes escape sequences (CSI, OSC/DCS/APC/PM/SOS strings up to ST or BEL, and two-byte ESC
  /// sequences), every other C0 and C1 control character and the bidirectional overrides and
  /// isolates. Tabs and line breaks (also U+2028/2029) become single spaces so a line stays one line.
  public static func sanitize(_ string: String) -> String {
    var output = String.UnicodeScalarView()
    var scalars = Array(string.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      switch scalar.value {
      case 0x1B:  // ESC
        skipEscape(&scalars)
      case 0x9B:  // C1 CSI
        skipCSI(&scalars)
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F:  // C1 DCS, SOS, OSC, PM, APC
        skipString(&scalars)
      case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
        if output.last != " " { output.append(" ") }
      case 0x00..<0x20, 0x7F..<0xA0:
        continue
      case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
        continue  // bidi marks, embeddings, overrides and isolates
      default:
        output.append(scalar)
      }
    }
    return String(output)
  }

  // MARK: - Escape sequence grammar (ECMA-48)

  private static func skipEscape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
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
  private static func skipCSI(_ scalars: inout ArraySlice<Unicode.Scalar>) {
    while let scalar = scalars.popFirst() {
      if (0x40...0x7E).contains(scalar.value) { return }
      if !(0x20...0x3F).contains(scalar.value) { return }  // malformed: stop eating
    }
  }

  /// A control string runs to ST (ESC \ or 0x9C) or BEL.
  private static func skipString(_ scalars: inout ArraySlice<Unicode.Scalar>) {
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
