import FoundationEssentials

/// Applies `PlausibleRanges` to values as they enter the model and counts what it refused.
///
/// A value outside its range, or not finite, becomes nil ("not available"); nothing is
/// clamped, because a clamped value would look real.
public struct PlausibilityCheck: Sendable {
  /// How many values were refused so far.
  public private(set) var rejected = 0

  public init() {}

  /// `value` when it lies in `range`; nil (and counted) otherwise. Nil stays nil uncounted.
  public mutating func value(_ value: Double?, in range: ClosedRange<Double>) -> Double? {
    guard let value else { return nil }
    guard value.isFinite, range.contains(value) else {
      rejected += 1
      return nil
    }
    return value
  }

  /// An instant inside `PlausibleRanges.instant`; nil (and counted) otherwise.
  public mutating func instant(_ date: Date?) -> Date? {
    guard let date else { return nil }
    guard Self.isPlausible(date) else {
      rejected += 1
      return nil
    }
    return date
  }

  /// An instant no further from `reference` than `offsets` allows; nil (and counted) otherwise.
  public mutating func instant(_ date: Date?, near reference: Date, within offsets: ClosedRange<Double>) -> Date? {
    guard let date = instant(date) else { return nil }
    guard offsets.contains(date.timeIntervalSince(reference)) else {
      rejected += 1
      return nil
    }
    return date
  }

  /// `value` made nil (and counted) unless it lies in `range`: `value(_:in:)` in place.
  public mutating func screen(_ value: inout Double?, in range: ClosedRange<Double>) {
    if value != nil { value = self.value(value, in: range) }
  }

  /// `date` made nil (and counted) unless it is plausible and no further from `reference` than
  /// `offsets` allows: `instant(_:near:within:)` in place.
  public mutating func screen(_ date: inout Date?, near reference: Date, within offsets: ClosedRange<Double>) {
    if date != nil { date = instant(date, near: reference, within: offsets) }
  }

  /// Counts a whole entry that was dropped (a forecast step without a usable time).
  public mutating func reject() { rejected += 1 }

  /// Whether `date` lies inside `PlausibleRanges.instant`.
  public static func isPlausible(_ date: Date) -> Bool {
    PlausibleRanges.instant.contains(date.timeIntervalSince1970)
  }
}
