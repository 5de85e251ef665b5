import FoundationEssentials
import Render
import WeatherCore

/// The bottom edge: attribution (always, the licence requires it), data age and the next
/// refresh, a STALE warning with the real age when data is past its expiry, a failed refresh
/// with its time and the retry's, notices, "? help". The credit shortens before the data's age
/// or STALE is left out.
public struct FooterPane: Sendable {
  public var attribution: String
  /// A shorter credit used when `attribution` does not fit (see `Attribution.shortText`).
  public var attributionShort: String?
  /// The shortest credit, for when even `attributionShort` would push the data's age out: the
  /// forecast's short credit, where another pane credits the rest (the alerts pane names its
  /// service on its edge).
  public var attributionMinimal: String?
  public var fetchedAt: Date?
  public var nextRefresh: Date?
  public var isStale: Bool
  public var errorText: String?
  /// What is happening right now, e.g. "updating…"; replaces the next-refresh time.
  public var activity: String?
  public var now: Date
  /// The machine's clock, for the program's own times (the data's age, the next refresh, a
  /// retry); see `zoneLabel`.
  public var timeZone: ZoneRules
  /// The zone's name after the refresh time ("updated 05:25 UTC"), where the screen also shows
  /// a place's clock in another zone; nil where there is no other clock to tell it from.
  public var zoneLabel: String?
  public var style: PaneStyle
  /// A state worth naming, e.g. "quiet hours".
  public var notice: String?
  /// Whether to offer "? help" (not on printed `--once` pages, where no key can be pressed).
  public var showsHelpHint: Bool = true
  /// When the last refresh failed (its reason is in the status view, `i`); nil when it did not.
  /// Shown instead of `errorText`, as "refresh failed 12:03, retrying 12:05".
  public var refreshFailedAt: Date?

  public init(
    attribution: String, fetchedAt: Date?, nextRefresh: Date?, isStale: Bool, errorText: String?,
    activity: String? = nil, now: Date, timeZone: ZoneRules, style: PaneStyle,
    attributionShort: String? = nil, notice: String? = nil
  ) {
    self.notice = notice
    self.activity = activity
    self.attribution = attribution
    self.attributionShort = attributionShort
    self.fetchedAt = fetchedAt
    self.nextRefresh = nextRefresh
    self.isStale = isStale
    self.errorText = errorText
    self.now = now
    self.timeZone = timeZone
    self.style = style
  }

  /// "2 h 5 min", "7 min", "3 d 4 h", "under a minute".
  public static func age(_ seconds: TimeInterval) -> String {
    let minutes = (seconds / 60).roundedInteger(.towardZero).map { max(0, $0) } ?? (seconds > 0 ? Int.max : 0)
    if minutes < 1 { return "under a minute" }
    if minutes < 60 { return "\(minutes) min" }
    let hours = minutes / 60
    if hours < 48 { return minutes % 60 == 0 ? "\(hours) h" : "\(hours) h \(minutes % 60) min" }
    return hours % 24 == 0 ? "\(hours / 24) d" : "\(hours / 24) d \(hours % 24) h"
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    let clock = style.clock(timeZone)
    var credit = [style.untrusted(attribution, .dim)]
    let room = rect.width - 2
    let age = ageItem(clock)
    // The width the data's age needs at the least: "STALE 25 min" or "updated 14:05".
    let ageWidth = age.map { ($0.short ?? $0.full).width } ?? 0
    var shortCredit = attributionShort.map { [style.untrusted($0, .dim)] }
    if let minimal = attributionMinimal.map({ [style.untrusted($0, .dim)] }),
      (shortCredit ?? credit).width + 3 + ageWidth > room
    {
      shortCredit = minimal
    }
    // The data's age must show at every width: the credit takes its short form first.
    if let shortCredit, credit.width + 3 + ageWidth > room { credit = shortCredit }
    var items = [LineFitter.Item(credit, short: shortCredit, priority: 10)] + (age.map { [$0] } ?? [])
    if let refreshFailedAt {
      let failed = "refresh failed \(clock.timeOrDayTime(refreshFailedAt, now: now))\(labelSuffix)"
      let retry = nextRefresh.map { ", retrying \(upcoming($0, clock))" } ?? ""
      let why = showsHelpHint ? " (i: why)" : ""
      items.append(
        .init(
          [style.span(failed + retry + why, .error)],
          short: [style.span(nextRefresh.map { "failed, retry \(upcoming($0, clock))" } ?? "refresh failed", .error)],
          priority: 8))
    } else if let errorText, !errorText.isEmpty {
      let clean = TerminalText.sanitize(errorText)
      items.append(
        .init(
          [style.span(clean, .error)],
          short: Frame.clip([style.span(clean, .error)], to: 24, ellipsis: style.glyphs.ellipsis),
          priority: 7))
    }
    if let activity {
      items.append(.init([style.span(activity, .accent)], priority: 4))
    } else if let nextRefresh, refreshFailedAt == nil {
      items.append(
        .init([style.span("next ", .dim), style.span(upcoming(nextRefresh, clock))], priority: 3))
    }
    if let notice = notice.map(TerminalText.sanitize) {
      // A dimmed wall display says why, a key gets its answer, a warning shows. A long one (a
      // warning naming a file; the status view has it whole) is cut to the room beside the
      // short credit and the age, not dropped.
      let besideCredit = room - 2 - (shortCredit ?? credit).width - 3 - ageWidth - 3
      items.append(
        .init(
          [style.span(notice, .accent)],
          // Cut with the glyph set's own ellipsis: ASCII's "..." is wider than "…", and a short
          // form measured on "…" no longer fitted, so an ASCII screen never showed a warning.
          short: Frame.clip([style.span(notice, .accent)], to: max(16, besideCredit), ellipsis: style.glyphs.ellipsis),
          priority: 7))
    }
    let help = showsHelpHint ? [style.span("? help", .accent)] : []
    // A failed refresh or a notice outranks the credit's long form: the short one still names
    // the source and the licence.
    if let shortCredit {
      let important = items.dropFirst().filter { $0.priority >= 7 }
      let need = important.reduce(credit.width) { $0 + 3 + ($1.short ?? $1.full).width }
      if need > room - 2 {
        credit = shortCredit
        items[0] = LineFitter.Item(credit, priority: 10)
      }
    }
    let separator = [Span(" \(style.glyphs.separator) ", CellStyle(role: .border))]
    let fitter = LineFitter(separator: separator)
    // The attribution must stay whole; "? help" goes before it would be cut.
    var left = fitter.fit(items, width: room - 5 - help.width)
    var right = help
    // "? help" goes before the data's age, STALE, a failure or a notice would.
    let withHint = fitter.forms(items, width: room - 5 - help.width)
    let withoutHint = fitter.forms(items, width: room - 2)
    let hintCostsSomething = items.indices.contains {
      items[$0].priority >= 7 && withHint[$0] == nil && withoutHint[$0] != nil
    }
    if left.isEmpty || left.width + right.width + 5 > room || hintCostsSomething {
      left = fitter.fit(items, width: room - 2)
      right = []
    }
    // Never no credit at all: on a very narrow screen it is cut with an ellipsis instead.
    if left.isEmpty { left = shortCredit ?? credit }
    Frame(chars: style.glyphs.box).drawEdge(.bottom, row: rect.row(0), into: &buffer, left: left, right: right)
  }

  /// The data's age: "updated 14:05", or STALE with how old ("STALE 25 min" when short of room).
  private func ageItem(_ clock: PlaceClock) -> LineFitter.Item? {
    if isStale {
      guard let fetchedAt else { return .init([style.span("STALE", .stale, bold: true)], priority: 9) }
      let age = Self.age(now.timeIntervalSince(fetchedAt))
      return .init(
        [style.span("STALE \(style.glyphs.separator) data \(age) old", .stale, bold: true)],
        short: [style.span("STALE \(age)", .stale, bold: true)], priority: 9)
    }
    guard let fetchedAt else { return nil }
    let time = clock.timeOrDayTime(fetchedAt, now: now)
    // One form: the room a notice gets beside it is measured on this (`ageWidth`).
    return .init([style.span("updated ", .dim), style.span(time + labelSuffix)], priority: 9)
  }

  /// " UTC" after the first time on the line, where the zone needs naming.
  private var labelSuffix: String { zoneLabel.map { " " + TerminalText.sanitize($0) } ?? "" }

  /// A time still to come: one already past (a refresh held by the request budget, a machine
  /// that slept) is "now", never a time the clock has left behind.
  private func upcoming(_ date: Date, _ clock: PlaceClock) -> String {
    date <= now ? "now" : clock.timeOrDayTime(date, now: now)
  }
}
