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

  /// What a presented frame looked like: its size and a hash of each row. The presenter keeps
  /// this instead of the frame, whose cells (0.24 MB at 200×50) would stay resident all day.
  struct RowHashes: Equatable {
    let width: Int
    let height: Int
    let rows: [Int]

    init(of buffer: CellBuffer) {
      width = buffer.width
      height = buffer.height
      rows = (0..<buffer.height).map { y in
        var hasher = Hasher()
        let start = y * buffer.width
        for cell in buffer.cells[start..<start + buffer.width] { hasher.combine(cell) }
        return hasher.finalize()
      }
    }
  }

  /// Rows of `next` that differ from the frame `previous` was taken of; every row when there
  /// is no previous frame or its size differs. Rows are compared by their 64-bit hashes
  /// (SipHash, seeded per process), so a changed row that kept its hash is a 1-in-2⁶⁴ chance.
  static func rowsToRedraw(from previous: RowHashes?, to next: RowHashes) -> [Int] {
    guard let previous, previous.width == next.width, previous.height == next.height else {
      return Array(0..<next.height)
    }
    return (0..<next.height).filter { next.rows[$0] != previous.rows[$0] }
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
