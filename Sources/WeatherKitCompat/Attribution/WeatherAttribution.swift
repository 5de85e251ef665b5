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
  /// The provider's mark for light backgrounds: WeatherKit's as its attribution endpoint serves
  /// it; where the provider has none (Open-Meteo asks for the text credit only) or served none
  /// usable, an image of the service's name, dark on clear, as a `data:` URL.
  public var combinedMarkLightURL: URL
  /// The provider's mark for dark backgrounds; where it has none, the service's name in white.
  public var combinedMarkDarkURL: URL
  /// The provider's square mark; where it has none, the service's initial in a square.
  public var squareMarkURL: URL

  init(
    serviceName: String, legalPageURL: URL, legalAttributionText: String, combinedMarkLightURL: URL? = nil,
    combinedMarkDarkURL: URL? = nil, squareMarkURL: URL? = nil
  ) {
    self.serviceName = serviceName
    self.legalPageURL = legalPageURL
    self.legalAttributionText = legalAttributionText
    self.combinedMarkLightURL = combinedMarkLightURL ?? TextMark.combined(serviceName, color: "#000000")
    self.combinedMarkDarkURL = combinedMarkDarkURL ?? TextMark.combined(serviceName, color: "#FFFFFF")
    self.squareMarkURL = squareMarkURL ?? TextMark.square(serviceName)
  }
}

/// A mark drawn from the service's name, where the provider has no image of its own: an SVG in a
/// `data:` URL, which image loaders read as they read a link.
enum TextMark {
  /// The name in the system sans-serif, 64 px tall, transparent behind.
  static func combined(_ name: String, color: String) -> URL {
    let width = 40 * max(1, name.count)
    return url(
      "<svg xmlns='http://www.w3.org/2000/svg' width='\(width)' height='96' viewBox='0 0 \(width) 96'>"
        + "<text x='0' y='72' font-family='sans-serif' font-size='64' fill='\(color)'>\(escaped(name))</text></svg>")
  }

  /// The name's first letter, white on black, in a 96 px square.
  static func square(_ name: String) -> URL {
    url(
      "<svg xmlns='http://www.w3.org/2000/svg' width='96' height='96' viewBox='0 0 96 96'>"
        + "<rect width='96' height='96' fill='#000000'/><text x='48' y='68' text-anchor='middle' "
        + "font-family='sans-serif' font-size='56' fill='#FFFFFF'>\(escaped(String(name.prefix(1))))</text></svg>")
  }

  private static func url(_ svg: String) -> URL {
    URL(string: "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString())!
  }

  private static func escaped(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
      .replacing("'", with: "&apos;")
  }
}
