import Render
import WeatherCore

/// Air quality in words and figures for one hour: "EAQI 32 Fair · mostly O3", in the
/// category's official colour where the theme shows colour (the EEA's and the EPA's palettes),
/// else in the theme's roles from good to error.
public struct AirQualityText: Sendable {
  public var hour: AirQualityHour
  public var scale: AirQualityScale
  public var style: PaneStyle
  public var showsColour: Bool

  public init(hour: AirQualityHour, scale: AirQualityScale, style: PaneStyle, showsColour: Bool) {
    self.hour = hour
    self.scale = scale
    self.style = style
    self.showsColour = showsColour
  }

  /// The source, named beside its figures at every width (its credit), dim.
  public var sourceTag: [Span] { [style.separator, style.span("CAMS", .dim)] }

  /// `summary` fitted to `width`: the pollutant goes first, then the category's long words;
  /// the index and the source stay.
  public func summary(width: Int) -> [Span]? {
    guard let full = summary else { return nil }
    if full.width <= width { return full }
    guard let head = index(shortWords: false) else { return nil }
    if (head + sourceTag).width <= width { return head + sourceTag }
    return index(shortWords: true).map { $0 + sourceTag }
  }

  /// "EAQI 32 Fair · mostly O3 · CAMS"; nil when the index on this scale was not served.
  public var summary: [Span]? {
    guard let head = index(shortWords: false) else { return nil }
    let pollutant = hour.dominantPollutant(on: scale).map {
      [style.separator, style.span("mostly ", .dim), style.span($0.symbol)]
    }
    return head + (pollutant ?? []) + sourceTag
  }

  /// "EAQI 32 Fair".
  public func index(shortWords: Bool) -> [Span]? {
    guard let value = hour.index(on: scale), let category = scale.category(of: value),
      let shown = value.roundedInteger(.toNearestOrAwayFromZero)
    else { return nil }
    let words = shortWords ? category.shortWords : category.words
    return [style.span("\(scale.name) ", .dim), Span("\(shown) \(words)", cellStyle(category, bold: true))]
  }

  /// How a category's words are drawn.
  public func cellStyle(_ category: AirQualityCategory, bold: Bool = false) -> CellStyle {
    let roles: [ThemeRole] = [.good, .good, .warning, .alertSevere, .alertExtreme, .alertExtreme]
    let colour = showsColour ? Self.officialColour(category) : nil
    return CellStyle(role: roles[min(category.level, roles.count - 1)], foreground: colour, bold: bold)
  }

  /// The category's colour as its agency publishes it.
  public static func officialColour(_ category: AirQualityCategory) -> RGB {
    let palette: [RGB]
    switch category.scale {
    // The EEA's European Air Quality Index.
    case .european:
      palette = [
        RGB(0x50, 0xF0, 0xE6), RGB(0x50, 0xCC, 0xAA), RGB(0xF0, 0xE6, 0x41), RGB(0xFF, 0x50, 0x50),
        RGB(0x96, 0x00, 0x32), RGB(0x7D, 0x21, 0x81),
      ]
    // The EPA's AirNow colours.
    case .us:
      palette = [
        RGB(0x00, 0xE4, 0x00), RGB(0xFF, 0xFF, 0x00), RGB(0xFF, 0x7E, 0x00), RGB(0xFF, 0x00, 0x00),
        RGB(0x8F, 0x3F, 0x97), RGB(0x7E, 0x00, 0x23),
      ]
    }
    return palette[min(max(0, category.level), palette.count - 1)]
  }
}
