import Render

/// Reduces exact colours to the xterm-256 and ANSI-16 palettes. Private to the backend so it
/// never depends on how a theme module does the same; both follow xterm's published values.
enum ColorApproximation {
  /// The six channel levels of xterm's 6×6×6 colour cube (indices 16–231).
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// xterm's default 16 colours (indices 0–15).
  static let ansi16: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The nearest xterm-256 index (cube or grey ramp, 16–255) to `color`.
  static func xterm256Index(for color: RGB) -> Int {
    let r = Int(color.r), g = Int(color.g), b = Int(color.b)
    let ri = nearestCubeLevel(r), gi = nearestCubeLevel(g), bi = nearestCubeLevel(b)
    let cube = (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
    let cubeIndex = 16 + 36 * ri + 6 * gi + bi
    // Grey ramp 232–255: 8, 18, …, 238.
    let average = (r + g + b) / 3
    let greyStep = min(23, max(0, (average - 8 + 5) / 10))
    let greyLevel = 8 + 10 * greyStep
    let grey = (greyLevel, greyLevel, greyLevel)
    return distance((r, g, b), grey) < distance((r, g, b), cube) ? 232 + greyStep : cubeIndex
  }

  /// The nearest of the 16 ANSI colours to `color`.
  static func ansi16Index(for color: RGB) -> Int {
    let target = (Int(color.r), Int(color.g), Int(color.b))
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in ansi16.enumerated() {
      let d = distance(target, candidate)
      if d < bestDistance {
        best = index
        bestDistance = d
      }
    }
    return best
  }

  /// The RGB value of an xterm-256 index, for reducing an indexed colour to 16 colours.
  static func rgb(forXterm256 index: Int) -> RGB {
    switch index {
    case 0..<16:
      let (r, g, b) = ansi16[index]
      return RGB(UInt8(r), UInt8(g), UInt8(b))
    case 16..<232:
      let n = index - 16
      return RGB(UInt8(cubeLevels[n / 36]), UInt8(cubeLevels[n / 6 % 6]), UInt8(cubeLevels[n % 6]))
    default:
      let level = UInt8(8 + 10 * min(23, max(0, index - 232)))
      return RGB(level, level, level)
    }
  }

  // MARK: - Private

  private static func nearestCubeLevel(_ value: Int) -> Int {
    // Levels are 0, 95, then steps of 40: midpoints 48, 115, 155, 195, 235.
    if value < 48 { return 0 }
    if value < 115 { return 1 }
    return min(5, (value - 35) / 40)
  }

  /// Squared distance weighted roughly by how sensitive the eye is to each channel.
  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
    return 3 * dr * dr + 4 * dg * dg + 2 * db * db
  }
}
