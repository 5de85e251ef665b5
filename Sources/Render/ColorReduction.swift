/// Maps 24-bit colours to the xterm 256- and 16-colour palettes, the way terminals that cannot
/// show true colour need them.
public enum ColorReduction {
  /// The six levels of each axis of the xterm 6×6×6 colour cube (indices 16–231).
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The 16 standard colours as xterm draws them (indices 0–15).
  public static let ansi16Palette: [RGB] = [
    RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
    RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
    RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
    RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
  ]

  /// The nearest xterm-256 index, choosing between the colour cube and the grey ramp
  /// (232–255); the 16 system colours are skipped because terminals redefine them.
  public static func xterm256(_ colour: RGB) -> UInt8 {
    let r = Int(colour.r), g = Int(colour.g), b = Int(colour.b)
    let ri = nearestCubeLevel(r), gi = nearestCubeLevel(g), bi = nearestCubeLevel(b)
    let cube = RGB(UInt8(cubeLevels[ri]), UInt8(cubeLevels[gi]), UInt8(cubeLevels[bi]))
    let cubeIndex = 16 + 36 * ri + 6 * gi + bi

    // Grey ramp: 8, 18, …, 238.
    let average = (r + g + b) / 3
    let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
    let greyLevel = 8 + 10 * greyStep
    let grey = RGB(UInt8(greyLevel), UInt8(greyLevel), UInt8(greyLevel))

    return distance(grey, colour) < distance(cube, colour) ? UInt8(232 + greyStep) : UInt8(cubeIndex)
  }

  /// The colour an xterm-256 index stands for.
  public static func rgb(ofXterm256 index: UInt8) -> RGB {
    switch index {
    case 0..<16: return ansi16Palette[Int(index)]
    case 16..<232:
      let i = Int(index) - 16
      return RGB(UInt8(cubeLevels[i / 36]), UInt8(cubeLevels[(i / 6) % 6]), UInt8(cubeLevels[i % 6]))
    default:
      let level = UInt8(8 + 10 * (Int(index) - 232))
      return RGB(level, level, level)
    }
  }

  /// The nearest of the 16 standard colours (0–7 normal, 8–15 bright).
  public static func ansi16(_ colour: RGB) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in ansi16Palette.enumerated() {
      let d = distance(candidate, colour)
      if d < bestDistance {
        best = index
        bestDistance = d
      }
    }
    return UInt8(best)
  }

  /// One of the 16 on a terminal with only 8: brights fold onto their normal colour, and
  /// bright black (grey) onto white, not black, so dim text stays readable on a dark background.
  public static func ansi8(fromAnsi16 index: UInt8) -> UInt8 {
    index < 8 ? index : index == 8 ? 7 : index - 8
  }

  // MARK: - Arithmetic

  private static func nearestCubeLevel(_ value: Int) -> Int {
    if value < 48 { return 0 }
    if value < 115 { return 1 }
    return min(5, (value - 35) / 40)
  }

  /// Squared distance weighted for the eye's sensitivity (the "redmean" approximation).
  static func distance(_ a: RGB, _ b: RGB) -> Int {
    let rMean = (Int(a.r) + Int(b.r)) / 2
    let dr = Int(a.r) - Int(b.r), dg = Int(a.g) - Int(b.g), db = Int(a.b) - Int(b.b)
    return (((512 + rMean) * dr * dr) >> 8) + 4 * dg * dg + (((767 - rMean) * db * db) >> 8)
  }
}
