import FoundationEssentials
import Render
import WeatherCore

/// The whole screen: header edge, current card, next hour, hourly strip, daily bars, alerts,
/// footer edge; or the loading/error message, or the "too small" screen; help drawn on top.
public struct DashboardView: Sendable {
  public var content: DashboardContent

  public init(content: DashboardContent) { self.content = content }

  /// Draws into all of `buffer`.
  public func render(into buffer: inout CellBuffer) {
    render(in: buffer.area, into: &buffer)
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.fill(rect)
    let style = content.style
    if rect.width < DashboardLayout.minimumWidth || rect.height < DashboardLayout.minimumHeight {
      TooSmallPane(needed: (DashboardLayout.minimumWidth, DashboardLayout.minimumHeight), style: style)
        .render(in: rect, into: &buffer)
      return
    }
    if let cards = content.overview {
      overview(cards).render(in: rect, into: &buffer)
    } else if let weather = content.weather {
      drawDashboard(weather, in: rect, into: &buffer)
    } else {
      message.render(in: rect, into: &buffer)
    }
    switch content.overlay {
    case .none: break
    case .help(let bindings, let closing):
      HelpOverlayPane(bindings: bindings, closing: closing, style: style).render(in: rect, into: &buffer)
    case .search(let box): PlaceSearchPane(box: box, style: style).render(in: rect, into: &buffer)
    case .confirm(let question, let answers):
      ConfirmPane(question: question, answers: answers, style: style).render(in: rect, into: &buffer)
    }
  }

  /// The loading or error screen shown before any data exists.
  var message: MessagePane {
    let name = content.displayName
    if content.placeCount == 0 {
      return MessagePane(
        kind: .info, title: "WeatherTUI", headline: "No places saved yet",
        details: ["Press / to search for a place."], footer: "Esc or Ctrl-C quits", style: content.style)
    }
    let title = name.isEmpty ? "WeatherTUI" : name
    let place = name.isEmpty ? "" : " for \(name)"
    if let error = content.errorText, !content.isLoading {
      return MessagePane(
        kind: .error, title: title, headline: "Could not load the weather\(place)",
        details: [error, "Press r to try again."], style: content.style)
    }
    return MessagePane(
      kind: .loading, title: title, headline: "Loading weather\(place)\(content.glyphs.ellipsis)",
      details: content.waitNotice.map { [$0 + "."] } ?? [], style: content.style)
  }

  // MARK: - The overview

  /// Every place's card, with the room's clock and every shown service's credit.
  public func overview(_ cards: [PlaceCard]) -> OverviewPane {
    var pane = OverviewPane(
      cards: cards, selected: content.placeIndex, now: content.now, localTimeZone: content.localTimeZone,
      style: content.style)
    pane.isDemo = content.isDemo
    pane.prefersBigFigures = content.prefersBigFigures
    pane.lettering = content.lettering
    pane.showsColour = content.gradient != nil
    // The overview puts the credit of what it shows in.
    var footer = FooterPane(
      attribution: "", fetchedAt: content.fetchedAt, nextRefresh: content.nextRefresh, isStale: false,
      errorText: nil, activity: content.isLoading ? "updating\(content.glyphs.ellipsis)" : nil, now: content.now,
      timeZone: content.localTimeZone, style: content.style, notice: content.notice)
    footer.refreshFailedAt = content.isLoading ? nil : content.refreshFailedAt
    pane.footer = footer
    return pane
  }

  // MARK: - The dashboard

  private func drawDashboard(_ weather: Weather, in rect: Rect, into buffer: inout CellBuffer) {
    let page = page(weather, in: rect)
    header(weather).render(in: rect.row(0), into: &buffer)
    page.render(in: rect, into: &buffer)
    footer(weather).render(in: rect.row(rect.height - 1), into: &buffer)
  }

  /// The sections of `weather`'s dashboard in a screen `rect`, its rows shared among them.
  func page(_ weather: Weather, in rect: Rect) -> SectionPage {
    SectionPage(
      sections: content.sections(weather, on: .screen(width: rect.width, height: rect.height)), width: rect.width,
      height: rect.height, frame: Frame(chars: content.glyphs.box))
  }

  func header(_ weather: Weather?) -> HeaderPane {
    HeaderPane(
      placeName: content.displayName, placeIndex: content.placeIndex, placeCount: content.placeCount,
      timeZone: content.timeZone, now: content.now, isDemo: content.isDemo, style: content.style)
  }

  func footer(_ weather: Weather) -> FooterPane {
    let climateLoaded = content.climate?.record != nil
    var credit = Attribution.onScreen(weather, climateLoaded: climateLoaded)
    // The alerts' service is credited on the alerts pane's edge, and the air's beside its
    // index, at every width: where the footer cannot hold every credit and the data's age, it
    // keeps the forecast's credit whole (then short) rather than shorten it for the others'.
    let othersCreditedElsewhere = Attribution.alerts(of: weather) != nil || content.airQuality != nil
    if content.airQuality != nil {
      credit.text += " \u{00B7} " + (AirQuality.attribution.shortText ?? AirQuality.attribution.text)
    }
    var footer = FooterPane(
      attribution: credit.text, fetchedAt: content.fetchedAt ?? weather.metadata.readTime,
      nextRefresh: content.nextRefresh, isStale: content.isStale, errorText: content.errorText,
      activity: content.isLoading ? "updating\(content.glyphs.ellipsis)" : nil,
      now: content.now, timeZone: content.localTimeZone, style: content.style,
      attributionShort: credit.shortText, notice: content.notice)
    // The program's times are on the machine's clock; where the header shows another zone's,
    // the footer names its own so the two are not read as one.
    if content.localTimeZone.secondsFromGMT(for: content.now) != content.timeZone.secondsFromGMT(for: content.now) {
      footer.zoneLabel = content.localTimeZone.abbreviation(for: content.now)
    }
    footer.refreshFailedAt = content.isLoading ? nil : content.refreshFailedAt
    if othersCreditedElsewhere {
      var forecastOnly = weather
      forecastOnly.datasetMetadata[.weatherAlerts] = nil
      let forecast = Attribution.onScreen(forecastOnly, climateLoaded: climateLoaded)
      footer.attributionShort = forecast.text
      footer.attributionMinimal = forecast.shortText ?? forecast.text
    }
    return footer
  }
}

extension DashboardView {
  /// From this size on, the dashboard draws the temperature, the clock and the words in big type.
  public static let largeScreen = (width: 140, height: 40)

  /// How many hour columns the strip shows in a terminal `width` × `height`; the view model
  /// can page the strip by this many hours.
  public static func hourColumns(forTerminalWidth width: Int, height: Int) -> Int {
    HourlyStripPane.columns(forWidth: width - 2, scale: HourlySection.showsScale(screenWidth: width, height: height))
  }
}
