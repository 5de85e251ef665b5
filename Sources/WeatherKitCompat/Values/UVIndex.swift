/// The ultraviolet index and its exposure category.
public struct UVIndex: Codable, Hashable, Sendable {
  /// The index, rounded; −1 when the provider served none (0 is a real reading).
  public var value: Int
  /// The exposure category the rounded index falls in; `.low` when no index was served.
  public var category: ExposureCategory

  /// WHO's exposure categories.
  public enum ExposureCategory: String, CaseIterable, Codable, Comparable, Hashable, Sendable,
    CustomStringConvertible
  {
    /// Low exposure: index 0–2.
    case low
    /// Moderate exposure: index 3–5.
    case moderate
    /// High exposure: index 6–7.
    case high
    /// Very high exposure: index 8–10.
    case veryHigh
    /// Extreme exposure: index 11 and above.
    case extreme

    /// The index values of the category (WHO: 0–2, 3–5, 6–7, 8–10, 11+).
    public var rangeValue: ClosedRange<Int> {
      switch self {
      case .low: 0...2
      case .moderate: 3...5
      case .high: 6...7
      case .veryHigh: 8...10
      case .extreme: 11...Int.max
      }
    }

    /// "Very High".
    public var description: String { titledWords }
    /// The same text, for screen readers.
    public var accessibilityDescription: String { description }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rangeValue.lowerBound < rhs.rangeValue.lowerBound }
  }

  /// From the model's index (already range-checked where it entered the model).
  init(_ index: Double?) {
    guard let index, index.isFinite, index >= 0, index < 100 else {
      self.value = -1
      self.category = .low
      return
    }
    let value = Int(index.rounded())
    self.value = value
    self.category = ExposureCategory.allCases.last { $0.rangeValue.lowerBound <= value } ?? .low
  }
}
