/// Text set as a picture of dots for big type: each dot inked or not, rows from the top.
///
/// A dot is twice as tall as it is wide, the shape of a quarter of a terminal cell (cells are
/// about 1:2), so a cell holds 2×2 dots as a quadrant block, and an ASCII cell one dot.
public struct Ink: Sendable, Hashable {
  /// Dots across and down.
  public let width: Int
  public let height: Int
  /// Row after row, `width` dots each.
  public private(set) var dots: [Bool]

  /// A blank picture.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    dots = Array(repeating: false, count: self.width * self.height)
  }

  /// Whether the dot at (`x`, `y`) is inked; false outside the picture.
  public subscript(x: Int, y: Int) -> Bool {
    get { x >= 0 && x < width && y >= 0 && y < height ? dots[y * width + x] : false }
    set {
      guard x >= 0 && x < width && y >= 0 && y < height else { return }
      dots[y * width + x] = newValue
    }
  }

  /// The picture from rows `top..<bottom` and columns `left..<right`.
  public func cropped(left: Int, top: Int, right: Int, bottom: Int) -> Ink {
    var result = Ink(width: right - left, height: bottom - top)
    for y in 0..<result.height {
      for x in 0..<result.width where self[left + x, top + y] { result[x, y] = true }
    }
    return result
  }

  /// The same picture without its blank margins (empty when nothing is inked).
  public var trimmed: Ink {
    var left = width
    var right = 0
    var top = height
    var bottom = 0
    for y in 0..<height {
      for x in 0..<width where dots[y * width + x] {
        left = min(left, x)
        right = max(right, x + 1)
        top = min(top, y)
        bottom = max(bottom, y + 1)
      }
    }
    guard left < right else { return Ink(width: 0, height: 0) }
    return cropped(left: left, top: top, right: right, bottom: bottom)
  }
}

/// Sets text as ink for big type: a font on the machine (passed in by the composition root),
/// or `DotFont`, the figures every build has.
public protocol Lettering: Sendable {
  /// `text` as large as fits in `height` × `width` dots, margins trimmed; nil when a
  /// character cannot be drawn or the text cannot be set legibly in that room.
  func ink(_ text: String, height: Int, width: Int) -> Ink?

  /// Whether this lettering draws letters (words), not only figures.
  var setsWords: Bool { get }
}
