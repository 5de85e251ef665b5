import Foundation

/// Who the data comes from, and the credit its terms ask apps to show.
public struct WeatherAttribution: Hashable, Sendable {
  /// "Open-Meteo" or "Apple Weather".
  public var serviceName: String
  /// The provider's legal or licence page.
  public var legalPageURL: URL
  /// The credit as text, for apps that cannot show the legal page, e.g. "Weather data by
  /// Open-Meteo.com (CC BY 4.0)".
  public var legalAttributionText: String
  /// The provider's marks for light and dark backgrounds and a square one. Nil where the
  /// provider has none (Open-Meteo asks for the text credit only); WeatherKit's as its
  /// attribution endpoint serves them (nil where a served path is not a plain absolute one).
  public var combinedMarkLightURL: URL?
  /// The provider's combined mark for dark backgrounds; nil where it has none.
  public var combinedMarkDarkURL: URL?
  /// The provider's square mark; nil where it has none.
  public var squareMarkURL: URL?
}
