import FoundationEssentials
import Render
import WeatherCore

/// One line on precipitation in the coming hour: the provider's own summary where it served
/// one ("Rain starting in 20 min"), else ours from the minutes, marked as computed
/// ("≈ Rain starting in 20 min ▁▁▂▃▅▅▃▂▁"); minutes without data are said to be unknown, never
/// drawn as dry; or the honest "Minute precipitation not available here".
public struct NextHourPane: Sendable {
  public var minutes: [MinuteWeather]
  /// Hourly forecast, to name what will fall (rain, sleet, snow) in a sentence of ours.
  public var hourly: [HourWeather]
  /// The provider's summary (WeatherKit's periods); empty when it served none.
  public var servedSummary: [NextHourPeriod] = []
  /// The place's zone, for "no data after 06:30".
  public var timeZone: ZoneRules = .utc
  public var now: Date
  public var style: PaneStyle
  /// Whether the line names clock times ("Rain from 06:30") instead of minutes from now, and
  /// leaves out the sparkline: a card's line then changes when the forecast does, not every
  /// minute, so an idle wall of cards writes nothing for it.
  public var usesClockTimes = false

  public init(minutes: [MinuteWeather], hourly: [HourWeather], now: Date, style: PaneStyle) {
    self.minutes = minutes
    self.hourly = hourly
    self.now = now
    self.style = style
  }

  /// The pane for `weather`'s next hour.
  public init(weather: Weather, now: Date, style: PaneStyle) {
    self.init(minutes: weather.minuteForecast, hourly: weather.hourlyForecast, now: now, style: style)
    servedSummary = weather.servedNextHourSummary
    timeZone = weather.location.timeZone
  }

  /// Sparkline slots: twelve of five minutes each.
  static let slots = 12
  static let slotLength: TimeInterval = 300

  /// The served summary's sentence for now; nil when none was served or it has run out.
  var served: NextHourSummary? { NextHourSummary(periods: servedSummary, now: now) }

  /// The summary this pane shows: the served one, else ours.
  public var summary: NextHourSummary { sentence.shown }

  /// The served summary (nil when none covers now) and the one shown, worked out once for all
  /// that a line needs of them.
  private var sentence: (served: NextHourSummary?, shown: NextHourSummary) {
    let served = self.served
    return (served, served ?? NextHourSummary(minutes: minutes, now: now, kind: kind))
  }

  /// What falls, named from the forecast hour in which the first wet step lies.
  var kind: PrecipitationKind {
    let wet = minutes.first {
      ($0.precipitationIntensity ?? 0) >= NextHourSummary.wetThreshold && $0.date.addingTimeInterval($0.duration) > now
    }
    let instant = max(now, wet?.date ?? now)
    let hour = hourly.last { $0.date <= instant } ?? hourly.first
    return PrecipitationKind(condition: hour?.condition, temperature: hour?.temperature)
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    buffer.put(spans(width: rect.width), in: rect.row(0), align: .left)
  }

  /// Whether the line shows a sentence of ours (then marked), not the provider's.
  public var isComputed: Bool { Self.isComputed(sentence) }

  private static func isComputed(_ sentence: (served: NextHourSummary?, shown: NextHourSummary)) -> Bool {
    sentence.served == nil && sentence.shown != .unavailable
  }

  /// The sentence, with where the minutes' data gives out when it does within the hour.
  public var text: String { text(sentence) }

  private func text(_ sentence: (served: NextHourSummary?, shown: NextHourSummary)) -> String {
    let summary = sentence.shown
    let said = usesClockTimes ? clockText(summary).long : summary.text
    guard sentence.served == nil, let gap = NextHourSummary.firstGap(minutes: minutes, now: now) else {
      return said
    }
    let clock = style.clock(timeZone)
    if summary != .unavailable { return "\(said), no data after \(clock.time(gap.from))" }
    return gap.to.map { "No minute data until \(clock.time($0))" } ?? "No minute data for the coming hour"
  }

  /// The line's content for a row `width` columns wide.
  public func spans(width: Int) -> [Span] {
    let sentence = self.sentence
    let mark = Self.isComputed(sentence) ? [style.computedMark, Span(" ")] : []
    var text = text(sentence)
    // A small card or a narrow screen gets the sentence in fewer words rather than cut.
    if mark.width + DisplayWidth.of(style.glyphs.text(text)) > width {
      text = usesClockTimes ? clockText(sentence.shown).short : sentence.shown.shortText
    }
    var spans: [Span]
    switch sentence.shown {
    case .unavailable:
      spans = [style.span(text, .dim)]
    case .dry:
      spans = mark + [style.span(text, .good)]
    case .continuing, .starting, .stopping:
      spans = mark + [style.span(text, .rain, bold: true)]
      let chart = usesClockTimes ? [] : sparkline()
      if !chart.isEmpty, spans.width + 2 + chart.width <= width {
        spans += [Span("  ")] + chart
      }
    }
    return spans
  }

  // MARK: - Clock times

  /// The sentence with the times it names as the place's clock times, in full and in fewer
  /// words: "Rain starting at 06:30" / "Rain from 06:30". A sentence that names no time
  /// ("No precipitation for the next hour") is the usual one.
  func clockText(_ summary: NextHourSummary) -> (long: String, short: String) {
    let clock = style.clock(timeZone)
    func at(_ minutes: Int) -> String { clock.time(Self.instant(now, plus: minutes)) }
    switch summary {
    case .unavailable:
      return (summary.text, summary.shortText)
    // "through": the data ends there, and what comes after is not known, not a change.
    case .dry(let minutes) where minutes < 55:
      return ("No precipitation through \(at(minutes))", "Dry through \(at(minutes))")
    case .continuing(let kind, let intensity, let minutes) where minutes < 55:
      let noun = intensity.map { "\($0.word) \(kind.noun)" } ?? kind.sentenceNoun
      return ("\(noun) through \(at(minutes))", "\(kind.sentenceNoun) through \(at(minutes))")
    case .dry, .continuing, .starting(_, 0, _):
      return (summary.text, summary.shortText)
    case .starting(let kind, let start, let lasting):
      let noun = kind.sentenceNoun
      let stop = lasting.map { ", stopping at \(at(start + $0))" } ?? ""
      return ("\(noun) starting at \(at(start))\(stop)", "\(noun) from \(at(start))")
    case .stopping(let kind, let minutes):
      let noun = kind.sentenceNoun
      return ("\(noun) stopping at \(at(minutes))", "\(noun) until \(at(minutes))")
    }
  }

  /// `now` plus whole minutes, to the nearest minute: the summary's minutes are rounded from
  /// step times on whole minutes, so this is the step's own time, not one a minute off.
  static func instant(_ now: Date, plus minutes: Int) -> Date {
    let seconds = now.timeIntervalSince1970 + Double(minutes) * 60
    return Date(timeIntervalSince1970: (seconds / 60).rounded() * 60)
  }

  /// The hour as twelve 5-minute slots, each as high as the strongest step overlapping it, on a
  /// scale up to at least light rain's limit so a drizzle does not look like a downpour; dry
  /// slots are drawn dim, slots whose steps have no value as a dim "?".
  func sparkline() -> [Span] {
    var unknown = Set<Int>()
    let values: [Double?] = (0..<Self.slots).map { slot in
      let start = now.addingTimeInterval(Double(slot) * Self.slotLength)
      let end = start.addingTimeInterval(Self.slotLength)
      let overlapping = minutes.filter { $0.date < end && $0.date.addingTimeInterval($0.duration) > start }
      guard !overlapping.isEmpty else { return nil }
      let known = overlapping.filter(NextHourSummary.isKnown)
      if known.isEmpty { unknown.insert(slot) }
      return known.compactMap(\.precipitationIntensity).max()
    }
    // Finite only: a NaN peak would make the range below invalid, and ranges trap.
    let peak = values.compactMap { $0 }.filter(\.isFinite).max() ?? 0
    let blocks = Sparkline(glyphs: style.glyphs).render(values, range: 0...max(peak, NextHourSummary.lightLimit))
    return zip(blocks, values).enumerated().map { slot, pair in
      let (block, value) = pair
      if unknown.contains(slot) { return Span(style.glyphs.unknown, CellStyle(role: .dim)) }
      return Span(String(block), CellStyle(role: (value ?? 0) >= NextHourSummary.wetThreshold ? .rain : .dim))
    }
  }
}
