/// Greedy word wrap by display width, shared by every pane that wraps text so they all break
/// lines the same way.
public enum TextWrap {
  /// `text` as lines of at most `width` columns. Words are separated by spaces (runs of spaces
  /// collapse); a word longer than the line (a URL, a long compound) is broken at the width,
  /// never in the middle of a wide character. Empty text, or a width below 1, gives no lines.
  public static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    for piece in text.split(separator: " ") {
      var word = String(piece)
      let candidate = current.isEmpty ? word : current + " " + word
      if DisplayWidth.of(candidate) <= width {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      while DisplayWidth.of(word) > width {
        var head = DisplayWidth.clip(word, to: width)
        // A wide character in a one-column line cannot fit at all: give it its own line
        // rather than loop forever or drop it.
        if head.isEmpty { head = String(word.prefix(1)) }
        lines.append(head)
        word = String(word.dropFirst(head.count))
      }
      current = word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
