import Render

/// What to write to curses for a frame, worked out without curses: which rows changed, and
/// the glyphs of a row with wide characters and their continuations resolved. Pure.
enum FramePlan {
  /// One glyph to write at column `x`.
  struct Glyph: Equatable {
    var x: Int
    var text: String
    var style: CellStyle
    /// The glyph covers two columns (its continuation cell is not written).
    var isWide: Bool
  }

  /// Rows of `next` that differ from `previous`; every row when there is no previous frame
  /// or its size differs.
  static func rowsToRedraw(from previous: CellBuffer?, to next: CellBuffer) -> [Int] {
    guard let previous, previous.width == next.width, previous.height == next.height else {
      return Array(0..<next.height)
    }
    return (0..<next.height).filter { y in
      let start = y * next.width
      return next.cells[start..<start + next.width] != previous.cells[start..<start + next.width]
    }
  }

  /// The glyphs of row `y`, visible up to `width` columns. A wide character is one glyph
  /// whose continuation is skipped; a continuation without its wide character (overwritten by
  /// a fill), or a wide character cut by the right edge, becomes a blank so no column is left
  /// holding stale content.
  static func glyphs(ofRow y: Int, in buffer: CellBuffer, width: Int) -> [Glyph] {
    let width = min(width, buffer.width)
    var glyphs: [Glyph] = []
    glyphs.reserveCapacity(width)
    var x = 0
    while x < width {
      let cell = buffer[x, y]
      if cell.isContinuation {
        glyphs.append(Glyph(x: x, text: " ", style: cell.style, isWide: false))
        x += 1
      } else if x + 1 < buffer.width, buffer[x + 1, y].isContinuation, DisplayWidth.of(cell.text) == 2 {
        let fits = x + 1 < width
        glyphs.append(Glyph(x: x, text: fits ? cell.text : " ", style: cell.style, isWide: fits))
        x += 2
      } else {
        glyphs.append(Glyph(x: x, text: cell.text, style: cell.style, isWide: false))
        x += 1
      }
    }
    return glyphs
  }
}
