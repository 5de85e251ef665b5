import FoundationEssentials
import Glibc

/// When to try again after failed refreshes: exponential backoff with jitter, capped, and never
/// before a rate limit's reset time. Pure: the jitter is drawn by the caller and passed in.
public enum RetryBackoff {
  /// The first retry waits a minute: far below Open-Meteo's 600 calls a minute.
  public static let base: TimeInterval = 60
  /// No wait grows past ten minutes, Open-Meteo's update cadence.
  public static let cap: TimeInterval = 600
  /// Jitter spreads retries by up to this fraction, so many displays that lost the same
  /// connection do not come back in step.
  public static let maximumJitter = 0.2

  /// The wait after `failures` failed refreshes in a row (1 for the first): 1, 2, 4, 8 minutes …
  /// up to the cap, stretched by `jitter` (0…1, a fraction of `maximumJitter`); a known
  /// `retryAt` (from a 429) wins when it is later.
  public static func delay(failures: Int, jitter: Double, now: Date, retryAt: Date? = nil) -> TimeInterval {
    let exponent = min(max(0, failures - 1), 16)
    let plain = min(cap, base * pow(2, Double(exponent)))
    let spread = plain * maximumJitter * min(max(jitter, 0), 1)
    let wait = min(cap * (1 + maximumJitter), plain + spread)
    guard let retryAt else { return wait }
    return max(wait, retryAt.timeIntervalSince(now))
  }
}
