/// A row of block characters whose heights follow a series of values.
public struct Sparkline: Sendable {
  public var glyphs: GlyphSet

  public init(glyphs: GlyphSet) { self.glyphs = glyphs }

  /// One character per value, scaled between `range` (the values' own min…max by default).
  /// A missing value is a space, never a made-up height.
  public func render(_ values: [Double?], range: ClosedRange<Double>? = nil) -> String {
    let present = values.compactMap { $0 }.filter(\.isFinite)
    guard let low = range?.lowerBound ?? present.min(),
      let high = range?.upperBound ?? present.max()
    else { return String(repeating: " ", count: values.count) }
    let span = high - low
    return values.map { value -> String in
      guard let value, value.isFinite else { return " " }
      return glyphs.sparkline(level: span > 0 ? (value - low) / span : 0.5)
    }.joined()
  }

  /// `width` characters following `values` linearly interpolated, each value centred in its
  /// own `width / values.count` slot: a smooth curve under columns of a table.
  public func resample(_ values: [Double?], width: Int) -> [Double?] {
    guard !values.isEmpty, width > 0 else { return [] }
    let slot = Double(width) / Double(values.count)
    return (0..<width).map { column -> Double? in
      let position = (Double(column) + 0.5) / slot - 0.5
      let lower = position.clampedIndex(.down, in: 0...values.count - 1)
      let upper = min(values.count - 1, lower + 1)
      guard let a = values[lower] else { return nil }
      guard let b = values[upper] else { return a }
      let t = max(0, min(1, position - Double(lower)))
      return a + (b - a) * t
    }
  }
}

// MARK: - Taller charts

extension Sparkline {
  /// A bar chart `height` rows tall, one column per value: the rows from top to bottom, each
  /// with one string per value. Every present value shows at least one eighth of a block.
  public func rows(_ values: [Double?], range: ClosedRange<Double>? = nil, height: Int) -> [[String]] {
    guard height > 0 else { return [] }
    let present = values.compactMap { $0 }.filter(\.isFinite)
    let low = range?.lowerBound ?? present.min() ?? 0
    let high = range?.upperBound ?? present.max() ?? 0
    let levels = glyphs.sparkline.count
    let eighths: [Int?] = values.map { value in
      guard let value, value.isFinite else { return nil }
      let fraction = high > low ? min(1, max(0, (value - low) / (high - low))) : 0.5
      return 1
        + (fraction * Double(levels * height - 1)).clampedIndex(.toNearestOrAwayFromZero, in: 0...levels * height - 1)
    }
    return (0..<height).reversed().map { level in
      eighths.map { total -> String in
        guard let total else { return " " }
        let inRow = min(levels, max(0, total - level * levels))
        return inRow == 0 ? " " : glyphs.sparkline[inRow - 1]
      }
    }
  }
}
