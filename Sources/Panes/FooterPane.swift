import FoundationEssentials
import Render
import WeatherCore

/// The bottom edge: attribution (always, the licence requires it), data age and the next
/// refresh, a STALE warning with the real age when data is past its expiry, a failed refresh
/// with its time and the retry's, notices, and "? help" at every width (a newcomer's way to the
/// keys). The credit shortens before the data's age or STALE is left out; only a credit that
/// fits whole without the hint and not beside it (Apple's legal link) displaces the hint.
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
    // "? help" stays at every width: the line's other items share what is left of it (the
    // corners and the padding of both labels, which parts them where the line is full).
    let help = showsHelpHint ? [style.span("? help", .accent)] : []
    let helpRoom = help.isEmpty ? 0 : help.width + 2
    let room = rect.width - 4 - helpRoom
    let age = ageItem(clock)
    // The width the credit makes room for: "STALE 25 min" or "updated 14:05" (the shorter
    // forms are for when even the short credit leaves too little).
    let ageWidth = age.map { ((isStale ? $0.short : nil) ?? $0.full).width } ?? 0
    var shortCredit = attributionShort.map { [style.untrusted($0, .dim)] }
    if let minimal = attributionMinimal.map({ [style.untrusted($0, .dim)] }),
      (shortCredit ?? credit).width + 3 + ageWidth > room
    {
      shortCredit = minimal
    }
    // The data's age must show: the credit takes its short form first.
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
      let besideCredit = room - (shortCredit ?? credit).width - 3 - ageWidth - 3
      items.append(
        .init(
          [style.span(notice, .accent)],
          // Cut with the glyph set's own ellipsis: ASCII's "..." is wider than "…", and a short
          // form measured on "…" no longer fitted, so an ASCII screen never showed a warning.
          short: Frame.clip([style.span(notice, .accent)], to: max(12, besideCredit), ellipsis: style.glyphs.ellipsis),
          priority: 7))
    }
    // A failed refresh or a notice outranks the credit's long form: the short one still names
    // the source and the licence.
    if let shortCredit {
      // Past the credit and the age (measured as the credit makes room for it).
      let important = items.dropFirst(age == nil ? 1 : 2).filter { $0.priority >= 7 }
      let need = important.reduce(credit.width + (age == nil ? 0 : 3 + ageWidth)) {
        $0 + 3 + ($1.short ?? $1.full).width
      }
      if need > room {
        credit = shortCredit
        items[0] = LineFitter.Item(credit, priority: 10)
      }
    }
    // … and STALE's long form: "STALE 2 h 5 min" beside the failure says as much.
    if isStale, let age, let short = age.short {
      let important = items.dropFirst(2).filter { $0.priority >= 7 }
      let need = important.reduce(credit.width + 3 + age.full.width) { $0 + 3 + ($1.short ?? $1.full).width }
      if !important.isEmpty, need > room {
        items[1] = LineFitter.Item(short, shorter: Array(age.shorter.dropFirst()), priority: 9)
      }
    }
    let separator = [Span(" \(style.glyphs.separator) ", CellStyle(role: .border))]
    let fitter = LineFitter(separator: separator)
    var left = fitter.fit(items, width: room)
    var right = help
    // The one thing "? help" gives way to: a credit (a licence, Apple's legal link) that fits
    // whole only without it. Where it cannot be whole either way it is cut, and the hint stays.
    if left.isEmpty, !help.isEmpty, fitter.forms(items, width: room + helpRoom)[0] != nil {
      left = fitter.fit(items, width: room + helpRoom)
      right = []
    }
    // Never no credit at all: on a very narrow screen it is cut with an ellipsis instead.
    if left.isEmpty {
      left = Frame.clip(shortCredit ?? credit, to: max(1, room), ellipsis: style.glyphs.ellipsis)
    }
    Frame(chars: style.glyphs.box).drawEdge(.bottom, row: rect.row(0), into: &buffer, left: left, right: right, gap: 0)
  }

  /// The data's age: "updated 14:05", or STALE with how old ("STALE 25 min", then "STALE" alone,
  /// when short of room). Beside "? help" on the narrowest screens a fresh age is "at 14:05",
  /// or its time alone.
  private func ageItem(_ clock: PlaceClock) -> LineFitter.Item? {
    if isStale {
      guard let fetchedAt else { return .init([style.span("STALE", .stale, bold: true)], priority: 9) }
      let age = Self.age(now.timeIntervalSince(fetchedAt))
      return .init(
        [style.span("STALE \(style.glyphs.separator) data \(age) old", .stale, bold: true)],
        shorter: [
          [style.span("STALE \(age)", .stale, bold: true)], [style.span("STALE", .stale, bold: true)],
        ], priority: 9)
    }
    guard let fetchedAt else { return nil }
    let time = clock.timeOrDayTime(fetchedAt, now: now)
    // The room a notice gets beside it is measured on the full form (`ageWidth`).
    return .init(
      [style.span("updated ", .dim), style.span(time + labelSuffix)],
      shorter: [[style.span("at ", .dim), style.span(time + labelSuffix)], [style.span(time + labelSuffix)]],
      priority: 9)
  }

  /// " UTC" after the first time on the line, where the zone needs naming.
  private var labelSuffix: String { zoneLabel.map { " " + TerminalText.sanitize($0) } ?? "" }

  /// A time still to come: one already past (a refresh held by the request budget, a machine
  /// that slept) is "now", never a time the clock has left behind.
  private func upcoming(_ date: Date, _ clock: PlaceClock) -> String {
    date <= now ? "now" : clock.timeOrDayTime(date, now: now)
  }
}
