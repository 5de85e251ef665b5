import FoundationEssentials

extension Double {
  /// Rounded to a whole number with thousands separated by commas ("8,000"), as call counts are
  /// written; a value that is off (infinite, or beyond any count) reads "unlimited" rather than
  /// trapping in `Int(_:)`.
  public var groupedThousands: String {
    guard isFinite, abs(self) < 1e15 else { return "unlimited" }
    let whole = Int(rounded())
    return whole >= 1000 ? "\(whole / 1000),\(CFormat.string("%03ld", whole % 1000))" : String(whole)
  }
}
