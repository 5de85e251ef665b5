// MARK: - Layout: carving a rectangle into rows, columns and margins

extension Rect {
  /// Splits off the bottom `rows` rows: (rest, bottom).
  public func splitBottom(_ rows: Int) -> (Rect, Rect) {
    let rows = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: height - rows),
      Rect(x: x, y: maxY - rows, width: width, height: rows)
    )
  }

  /// Splits off the left `columns` columns: (left, rest).
  public func splitLeft(_ columns: Int) -> (Rect, Rect) {
    let columns = min(max(0, columns), width)
    return (
      Rect(x: x, y: y, width: columns, height: height),
      Rect(x: x + columns, y: y, width: width - columns, height: height)
    )
  }

  /// Splits off the right `columns` columns: (rest, right).
  public func splitRight(_ columns: Int) -> (Rect, Rect) {
    let columns = min(max(0, columns), width)
    return (
      Rect(x: x, y: y, width: width - columns, height: height),
      Rect(x: maxX - columns, y: y, width: columns, height: height)
    )
  }

  /// The rectangle shrunk by `dx` columns left and right and `dy` rows top and bottom.
  public func inset(dx: Int, dy: Int) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// Stacks rows of the given heights from the top; a height that does not fit is cut to what
  /// is left, so the result always has one rectangle per requested height.
  public func rows(_ heights: [Int]) -> [Rect] {
    var rest = self
    return heights.map { h in
      let (top, remainder) = rest.splitTop(h)
      rest = remainder
      return top
    }
  }

  /// `count` columns of equal width from the left, each `width` wide, separated by `gap`.
  public func columns(count: Int, width columnWidth: Int, gap: Int = 0) -> [Rect] {
    (0..<max(0, count)).map { i in
      Rect(x: x + i * (columnWidth + gap), y: y, width: columnWidth, height: height)
    }
  }

  /// A rectangle of `size` centred in this one (clipped to it).
  public func centered(width w: Int, height h: Int) -> Rect {
    let w = min(w, width)
    let h = min(h, height)
    return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
  }

  /// Whether the point lies inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }
}
