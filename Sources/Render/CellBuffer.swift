/// A grid of cells the panes draw into; the terminal backend presents it and the one-shot
/// output prints its lines. Pure: no terminal involved.
public struct CellBuffer: Sendable, Equatable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The whole buffer as a rectangle.
  public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * width + x] }
    set { cells[y * width + x] = newValue }
  }

  /// Writes `string` at (x, y), clipped to `clip` (the whole buffer by default) by display
  /// width. Control characters never reach a cell: they are dropped here as a last line of
  /// defence. Returns the column after the last cell written.
  @discardableResult
  public mutating func put(
    _ string: String, x: Int, y: Int, style: CellStyle = .plain, clip: Rect? = nil
  ) -> Int {
    let bounds = clip ?? area
    guard y >= bounds.y, y < bounds.maxY, y >= 0, y < height else { return x }
    let limit = min(bounds.maxX, width)
    var column = x
    for character in string {
      if character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }) {
        continue
      }
      let w = DisplayWidth.of(character)
      if w == 0 { continue }
      if column + w > limit { break }
      if column >= max(bounds.x, 0) {
        self[column, y] = Cell(text: String(character), style: style)
        if w == 2 { self[column + 1, y] = Cell(text: "", style: style) }
      }
      column += w
    }
    return column
  }

  /// Fills `rect` with `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
    for y in max(0, rect.y)..<min(height, rect.maxY) {
      for x in max(0, rect.x)..<min(width, rect.maxX) { self[x, y] = cell }
    }
  }

  /// The text of every row, trailing spaces trimmed: what a test or `--once` prints.
  public var lines: [String] {
    (0..<height).map { y in
      var line = ""
      for x in 0..<width { line += self[x, y].text }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}
