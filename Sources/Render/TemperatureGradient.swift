/// Colours along a cold → hot scale: the 10-day bars are painted cell by cell with it.
public struct TemperatureGradient: Sendable, Hashable {
  /// Colour stops in ascending °C.
  public var stops: [(celsius: Double, colour: RGB)] {
    zip(temperatures, colours).map { ($0, $1) }
  }
  private var temperatures: [Double]
  private var colours: [RGB]

  /// Stops must be non-empty; they are sorted by temperature.
  public init(stops: [(celsius: Double, colour: RGB)]) {
    let sorted = stops.sorted { $0.celsius < $1.celsius }
    temperatures = sorted.map(\.celsius)
    colours = sorted.map(\.colour)
  }

  /// −20 violet, −10 blue, 0 cyan, 10 green, 20 yellow, 30 orange, 40 red.
  public static let standard = TemperatureGradient(stops: [
    (-20, RGB(175, 135, 255)), (-10, RGB(95, 135, 255)), (0, RGB(95, 215, 255)),
    (10, RGB(135, 215, 95)), (20, RGB(255, 215, 95)), (30, RGB(255, 135, 0)),
    (40, RGB(255, 55, 55)),
  ])

  /// The colour for a temperature, linearly interpolated between stops and clamped at the ends.
  public func colour(celsius: Double) -> RGB {
    guard let first = temperatures.first, let last = temperatures.last else { return RGB(255, 255, 255) }
    guard celsius.isFinite else { return colours[0] }
    if celsius <= first { return colours[0] }
    if celsius >= last { return colours[colours.count - 1] }
    let upper = temperatures.firstIndex { $0 >= celsius }!
    let lower = upper - 1
    let t = (celsius - temperatures[lower]) / (temperatures[upper] - temperatures[lower])
    return Self.mix(colours[lower], colours[upper], t)
  }

  static func mix(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
    func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
      UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded())
    }
    return RGB(channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b))
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.temperatures == rhs.temperatures && lhs.colours == rhs.colours
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(temperatures)
    hasher.combine(colours)
  }
}
