import Panes
import Render

/// What a key asks the dashboard to do.
enum KeyCommand: Equatable {
  case scrollHours(Int)
  case nextPlace, previousPlace
  case selectPlace(Int)
  /// `o`: every place at a glance, or back.
  case overview
  /// Enter on an overview card.
  case openSelectedPlace
  /// Arrows in the overview: the card that many columns and rows away.
  case moveCard(dx: Int, dy: Int)
  case refresh
  case cycleUnits, cycleTheme
  case help, statistics, status, closeOverlay
  case openAlert
  /// In the alert view: scroll the text (lines; `page` = a screenful) or move between alerts.
  case scrollAlert(lines: Int, page: Int)
  case nextAlert(Int)
  /// In the status view: scroll (lines; `page` = a screenful).
  case scrollStatus(lines: Int, page: Int)
  case redraw
  case quit
  // MARK: Places
  case search
  /// The warning-area box (`A`).
  case alertAreas
  case removePlace
  case movePlace(Int)
  // MARK: The search box
  /// Text typed into a text-entry table (any printable key it does not bind).
  case type(String)
  case searchMove(Int)
  case searchConfirm
  case searchDelete, searchClear
  // MARK: The remove question
  /// The answer to "Remove this place?": true removes it.
  case answerRemove(Bool)
}

/// A key table: it drives both dispatch and what the screen shows (the help screen, an
/// overlay's hint line), so they cannot disagree. The dashboard has one; each overlay has its
/// own: the search box (which takes text), the alert view, the remove question, and help and
/// statistics (where any key closes).
struct KeyTable {
  /// How the help screen names a binding's keys; the glyph set spells them, so ASCII mode
  /// gets "<- ->" rather than "?".
  enum Label {
    /// No row of its own: the binding is named by the row above it (→ by "← → h l").
    case none
    case keys([Key])
    /// A run of keys named by its ends, "1–9".
    case range(Key, Key)
  }

  /// One line of the table: the keys, how the screen names them, what they do.
  struct Binding {
    var keys: [Key]
    var label: Label
    var summary: String
    /// A shorter summary for narrow screens.
    var brief: String? = nil
    var command: KeyCommand
    /// Shown at every size (quit, leave).
    var isEssential = false
  }

  /// What every key the table does not bind does, e.g. "any other key closes".
  struct Fallback {
    var label: String
    var summary: String
    var command: KeyCommand
  }

  var bindings: [Binding]
  /// Whether printable keys the table does not bind are typed text (the search box).
  var takesText = false
  /// What other keys do; without one they do nothing.
  var fallback: Fallback? = nil

  // MARK: - The tables

  /// More hours or lines than any strip or text has: Home and End scroll by it, and the
  /// reducer stops at the ends.
  static let wholeLength = 1 << 30

  /// The dashboard's bindings.
  static let dashboard = KeyTable(
    bindings: [
      Binding(
        keys: [.left, .character("h")], label: .keys([.left, .right, .character("h"), .character("l")]),
        summary: "earlier / later hours", brief: "hours", command: .scrollHours(-1)),
      Binding(keys: [.right, .character("l")], label: .none, summary: "later hours", command: .scrollHours(1)),
      Binding(
        keys: [.pageUp], label: .keys([.pageUp, .pageDown]), summary: "12 hours back / ahead", brief: "12 hours",
        command: .scrollHours(-12)),
      Binding(keys: [.pageDown], label: .none, summary: "ahead 12 hours", command: .scrollHours(12)),
      Binding(
        keys: [.home], label: .keys([.home, .end]), summary: "back to now / the last hour", brief: "now / last",
        command: .scrollHours(-wholeLength)),
      Binding(keys: [.end], label: .none, summary: "the last hour", command: .scrollHours(wholeLength)),
      Binding(
        keys: [.down, .character("j"), .tab], label: .keys([.down, .character("j"), .tab]), summary: "next place",
        command: .nextPlace),
      Binding(
        keys: [.up, .character("k"), .backTab], label: .keys([.up, .character("k"), .backTab]),
        summary: "previous place", brief: "prev. place", command: .previousPlace),
    ]
      + (1...9).map { n in
        Binding(
          keys: [.character(Character(String(n)))],
          label: n == 1 ? .range(.character("1"), .character("9")) : .none, summary: "jump to that place",
          brief: "go to place", command: .selectPlace(n - 1))
      } + [
        Binding(
          keys: [.character("o")], label: .keys([.character("o")]), summary: "all places at a glance",
          brief: "overview", command: .overview),
        Binding(
          keys: [.character("/")], label: .keys([.character("/")]), summary: "search and add a place",
          brief: "add a place", command: .search),
        Binding(
          keys: [.character("d")], label: .keys([.character("d")]), summary: "remove this place (asks first)",
          brief: "remove place", command: .removePlace),
        Binding(
          keys: [.character("J")], label: .keys([.character("J"), .character("K")]),
          summary: "move this place down / up", brief: "move place", command: .movePlace(1)),
        Binding(keys: [.character("K")], label: .none, summary: "move this place up", command: .movePlace(-1)),
        Binding(keys: [.character("r")], label: .keys([.character("r")]), summary: "refresh now", command: .refresh),
        Binding(
          keys: [.character("u")], label: .keys([.character("u")]), summary: "metric / imperial", brief: "units",
          command: .cycleUnits),
        Binding(keys: [.character("t")], label: .keys([.character("t")]), summary: "next theme", command: .cycleTheme),
        Binding(
          keys: [.character("a"), .enter], label: .keys([.character("a"), .enter]), summary: "read the alerts",
          brief: "alerts", command: .openAlert),
        Binding(
          keys: [.character("A")], label: .keys([.character("A")]),
          summary: "choose this place's alert area (Europe, MeteoAlarm)", brief: "alert area", command: .alertAreas),
        Binding(
          keys: [.character("s")], label: .keys([.character("s")]), summary: "climate statistics", brief: "statistics",
          command: .statistics),
        Binding(
          keys: [.character("i")], label: .keys([.character("i")]), summary: "status: data age, errors, warnings",
          brief: "status", command: .status),
        Binding(
          keys: [.character("?"), .function(1)], label: .keys([.character("?"), .function(1)]), summary: "this help",
          command: .help),
        Binding(
          keys: [.control("l")], label: .keys([.control("l")]), summary: "redraw the screen", brief: "redraw",
          command: .redraw),
        Binding(
          keys: [.character("q")], label: .keys([.character("q")]), summary: "quit", command: .quit,
          isEssential: true),
      ])

  /// The overview's bindings: the arrows move between cards, Enter (or `o`) opens one; the
  /// dashboard's other keys work on the card picked out.
  static let overview = KeyTable(
    bindings: [
      Binding(
        keys: [.left, .character("h")], label: .keys([.left, .right, .up, .down]), summary: "choose a place",
        brief: "choose", command: .moveCard(dx: -1, dy: 0)),
      Binding(keys: [.right, .character("l")], label: .none, summary: "right", command: .moveCard(dx: 1, dy: 0)),
      Binding(keys: [.up, .character("k")], label: .none, summary: "up", command: .moveCard(dx: 0, dy: -1)),
      Binding(keys: [.down, .character("j")], label: .none, summary: "down", command: .moveCard(dx: 0, dy: 1)),
      Binding(
        keys: [.enter, .character("o")], label: .keys([.enter, .character("o")]), summary: "open that place",
        brief: "open", command: .openSelectedPlace),
      Binding(keys: [.tab], label: .keys([.tab]), summary: "next place", command: .nextPlace),
      Binding(keys: [.backTab], label: .none, summary: "previous place", command: .previousPlace),
      Binding(
        keys: [.character("a")], label: .keys([.character("a")]), summary: "read that place's alerts",
        brief: "alerts", command: .openAlert),
    ]
      + dashboard.bindings.filter { binding in
        // The dashboard's keys that mean the same here; the hour keys and Enter (alerts) do not.
        !binding.keys.contains {
          [.left, .right, .up, .down, .enter, .tab, .backTab, .pageUp, .pageDown, .home, .end, .character("o")]
            .contains($0)
        }
      })

  /// The search box's bindings; every other printable key types. On a first run, with no
  /// place to go back to, Esc quits.
  static func search(canCancel: Bool) -> KeyTable {
    KeyTable(
      bindings: [
        Binding(
          keys: [.up], label: .keys([.up, .down]), summary: "choose a place", brief: "choose", command: .searchMove(-1)),
        Binding(keys: [.down], label: .none, summary: "next match", command: .searchMove(1)),
        Binding(
          keys: [.enter], label: .keys([.enter]), summary: "add it and show it", brief: "add", command: .searchConfirm,
          isEssential: true),
        Binding(
          keys: [.backspace], label: .keys([.backspace]), summary: "erase a letter", brief: "erase",
          command: .searchDelete),
        Binding(keys: [.control("u")], label: .keys([.control("u")]), summary: "erase all", command: .searchClear),
        Binding(
          keys: [.escape], label: .keys([.escape]), summary: canCancel ? "cancel" : "quit",
          command: canCancel ? .closeOverlay : .quit, isEssential: true),
      ], takesText: true)
  }

  /// The search box's bindings while there are places to go back to.
  static let search = search(canCancel: true)

  /// The warning-area box's bindings; every other printable key types (narrowing the list).
  static let alertArea = KeyTable(
    bindings: [
      Binding(
        keys: [.up], label: .keys([.up, .down]), summary: "choose an area", brief: "choose", command: .searchMove(-1)),
      Binding(keys: [.down], label: .none, summary: "next area", command: .searchMove(1)),
      Binding(
        keys: [.pageUp], label: .keys([.pageUp, .pageDown]), summary: "page", command: .searchMove(-10)),
      Binding(keys: [.pageDown], label: .none, summary: "page down", command: .searchMove(10)),
      Binding(
        keys: [.enter], label: .keys([.enter]), summary: "use it for this place", brief: "use",
        command: .searchConfirm, isEssential: true),
      Binding(
        keys: [.backspace], label: .keys([.backspace]), summary: "erase a letter", brief: "erase",
        command: .searchDelete),
      Binding(keys: [.control("u")], label: .keys([.control("u")]), summary: "erase all", command: .searchClear),
      Binding(keys: [.escape], label: .keys([.escape]), summary: "cancel", command: .closeOverlay, isEssential: true),
    ], takesText: true)

  /// The bindings while an alert's full text is open, most important first (its hint line
  /// drops from the end when narrow).
  static let alertDetail = KeyTable(bindings: [
    Binding(
      keys: [.escape, .character("q"), .character("a")], label: .keys([.escape, .character("q")]), summary: "back",
      command: .closeOverlay, isEssential: true),
    Binding(
      keys: [.down, .character("j")], label: .keys([.up, .down, .character("j"), .character("k")]),
      summary: "scroll", command: .scrollAlert(lines: 1, page: 0)),
    Binding(keys: [.up, .character("k")], label: .none, summary: "up", command: .scrollAlert(lines: -1, page: 0)),
    Binding(
      keys: [.right, .tab, .character("n")], label: .keys([.left, .right]), summary: "previous / next alert",
      brief: "alerts", command: .nextAlert(1)),
    Binding(keys: [.left, .backTab, .character("p")], label: .none, summary: "previous", command: .nextAlert(-1)),
    Binding(
      keys: [.pageDown, .character(" ")], label: .keys([.pageUp, .pageDown]), summary: "page",
      command: .scrollAlert(lines: 0, page: 1)),
    Binding(keys: [.pageUp], label: .none, summary: "page up", command: .scrollAlert(lines: 0, page: -1)),
    Binding(
      keys: [.home], label: .keys([.home, .end]), summary: "top / end",
      command: .scrollAlert(lines: -wholeLength, page: 0)
    ),
    Binding(keys: [.end], label: .none, summary: "end", command: .scrollAlert(lines: wholeLength, page: 0)),
  ])

  /// The bindings while the status view is open.
  static let status = KeyTable(bindings: [
    Binding(
      keys: [.escape, .character("q"), .character("i")], label: .keys([.escape, .character("i")]), summary: "back",
      command: .closeOverlay, isEssential: true),
    Binding(
      keys: [.down, .character("j")], label: .keys([.up, .down, .character("j"), .character("k")]),
      summary: "scroll", command: .scrollStatus(lines: 1, page: 0)),
    Binding(keys: [.up, .character("k")], label: .none, summary: "up", command: .scrollStatus(lines: -1, page: 0)),
    Binding(
      keys: [.pageDown, .character(" ")], label: .keys([.pageUp, .pageDown]), summary: "page",
      command: .scrollStatus(lines: 0, page: 1)),
    Binding(keys: [.pageUp], label: .none, summary: "page up", command: .scrollStatus(lines: 0, page: -1)),
    Binding(
      keys: [.home], label: .keys([.home, .end]), summary: "top / end",
      command: .scrollStatus(lines: -wholeLength, page: 0)
    ),
    Binding(keys: [.end], label: .none, summary: "end", command: .scrollStatus(lines: wholeLength, page: 0)),
  ])

  /// "Remove this place?": y removes it, any other key (n, Esc) keeps it.
  static let confirm = KeyTable(
    bindings: [
      Binding(
        keys: [.character("y"), .character("Y")], label: .keys([.character("y")]), summary: "remove it",
        command: .answerRemove(true), isEssential: true)
    ], fallback: Fallback(label: "n or any other key", summary: "keep it", command: .answerRemove(false)))

  /// Help and statistics: any key closes them, q and Esc included. No key quits from an
  /// overlay: a q pressed to leave the help, as it leaves the alert and status views, must not
  /// end a wall display's session; q quits from the dashboard.
  static let closesOnAnyKey = KeyTable(
    bindings: [], fallback: Fallback(label: "any key", summary: "closes", command: .closeOverlay))

  // MARK: - Dispatch

  /// The command bound to `key`; in a text table an unbound printable key types itself; any
  /// other key gets the fallback's command, or does nothing.
  func command(for key: Key) -> KeyCommand? {
    if let bound = bindings.first(where: { $0.keys.contains(key) })?.command { return bound }
    if takesText, case .character(let character) = key { return .type(String(character)) }
    return fallback?.command
  }

  // MARK: - What the screen shows

  /// The table as the screen names it: one hint per labelled binding in table order, then the
  /// fallback, keys spelled by `glyphs`.
  func hints(glyphs: GlyphSet) -> [KeyHint] {
    let rows = bindings.compactMap { binding -> KeyHint? in
      let keys: String
      switch binding.label {
      case .none: return nil
      case .keys(let shown): keys = glyphs.keyNames(shown)
      case .range(let first, let last): keys = glyphs.keyName(first) + glyphs.text("–") + glyphs.keyName(last)
      }
      return KeyHint(keys: keys, action: binding.summary, brief: binding.brief, isEssential: binding.isEssential)
    }
    guard let fallback else { return rows }
    return rows + [KeyHint(keys: fallback.label, action: fallback.summary, isEssential: true)]
  }

  /// The help screen's rows: the dashboard's table, then the search box's under a heading. The
  /// help key itself is left out (the screen is open; the footer names it, the manual lists
  /// it), so every row fits the 50×15 minimum.
  static func helpRows(glyphs: GlyphSet, overview: Bool = false) -> [KeyHint] {
    // Not a key: the legend of the mark on values we computed, where people look things up.
    let legend = KeyHint(
      keys: glyphs.computed, action: "marks a value WeatherTUI computed, not served (s: how)",
      brief: "computed")
    // ASCII draws with punctuation that means something else in prose: say what each means.
    let symbols =
      glyphs.isASCII
      ? [KeyHint(keys: "", action: "Symbols:")]
        + glyphs.legend.map { KeyHint(keys: $0.symbols, action: $0.meaning, brief: $0.meaning) } : []
    var keys = overview ? KeyTable.overview : dashboard
    keys.bindings.removeAll { $0.command == .help }
    return keys.hints(glyphs: glyphs) + [
      legend, KeyHint(keys: "", action: "In the search box:"),
    ]
      + search.hints(glyphs: glyphs) + symbols
  }
}
