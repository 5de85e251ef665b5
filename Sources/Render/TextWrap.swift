/// Greedy word wrap by display width, shared by every pane that wraps text so they all break
/// lines the same way.
public enum TextWrap {
  /// `text` as lines of at most `width` columns. Words are separated by spaces (runs of spaces
  /// collapse); a word longer than the line (a URL, a long compound) is broken at the width,
  /// never in the middle of a wide character. Empty text, or a width below 1, gives no lines.
  ///
  /// Linear in the text: each character is measured once. (Measuring the rest of a long word
  /// again for every line it filled made an alert of 900,000 letters take minutes to draw.)
  public static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for piece in text.split(separator: " ") {
      let wordWidth = DisplayWidth.of(String(piece))
      if current.isEmpty, wordWidth <= width {
        current = String(piece)
        currentWidth = wordWidth
        continue
      }
      if !current.isEmpty, currentWidth + 1 + wordWidth <= width {
        current += " " + piece
        currentWidth += 1 + wordWidth
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = ""
      currentWidth = 0
      guard wordWidth > width else {
        current = String(piece)
        currentWidth = wordWidth
        continue
      }
      // A word longer than the line is broken at the width.
      for character in piece {
        let characterWidth = DisplayWidth.of(character)
        if currentWidth + characterWidth > width {
          if current.isEmpty {
            // A wide character in a one-column line cannot fit at all: give it its own line
            // rather than loop forever or drop it.
            lines.append(String(character))
            continue
          }
          lines.append(current)
          current = ""
          currentWidth = 0
        }
        current.append(character)
        currentWidth += characterWidth
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
