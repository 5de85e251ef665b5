import Render
import Testing

@testable import TerminalBackend

@Suite struct ColorApproximationTests {
  @Test(arguments: [
    (RGB(0, 0, 0), 16), (RGB(255, 255, 255), 231), (RGB(255, 0, 0), 196), (RGB(0, 255, 0), 46),
    (RGB(0, 0, 255), 21), (RGB(95, 135, 175), 67), (RGB(0, 80, 255), 27),
    (RGB(128, 128, 128), 244), (RGB(8, 8, 8), 232), (RGB(238, 238, 238), 255), (RGB(48, 48, 48), 236),
  ])
  func xterm256(color: RGB, expected: Int) {
    #expect(ColorApproximation.xterm256Index(for: color) == expected)
  }

  @Test func everyXtermIndexMapsBackToItself() {
    // Colours that exist in the palette must be found exactly (grey-ramp values that also
    // exist in the cube are allowed either index).
    for index in 16..<256 {
      let rgb = ColorApproximation.rgb(forXterm256: index)
      let found = ColorApproximation.xterm256Index(for: rgb)
      #expect(ColorApproximation.rgb(forXterm256: found) == rgb, "index \(index) → \(found)")
    }
  }

  @Test(arguments: [
    (RGB(0, 0, 0), 0), (RGB(255, 255, 255), 15), (RGB(250, 10, 10), 9), (RGB(180, 0, 0), 1),
    (RGB(0, 200, 200), 6), (RGB(120, 120, 120), 8), (RGB(230, 230, 230), 7),
  ])
  func ansi16(color: RGB, expected: Int) {
    #expect(ColorApproximation.ansi16Index(for: color) == expected)
  }
}
