/// A rectangle of terminal cells: origin at the top left, x to the right, y down.
public struct Rect: Sendable, Hashable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The rectangle shrunk by `by` cells on every side (never below zero size).
  public func inset(by amount: Int) -> Rect {
    Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// Splits off the top `rows` rows: (top, rest).
  public func splitTop(_ rows: Int) -> (Rect, Rect) {
    let rows = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: rows),
      Rect(x: x, y: y + rows, width: width, height: height - rows)
    )
  }

  /// Row `index` of the rectangle as a one-row rectangle.
  public func row(_ index: Int) -> Rect {
    Rect(x: x, y: y + index, width: width, height: index < height ? 1 : 0)
  }
}
