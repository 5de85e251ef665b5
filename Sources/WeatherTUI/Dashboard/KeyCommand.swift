import Render

/// What a key asks the dashboard to do.
enum KeyCommand: Equatable {
  case scrollHours(Int)
  case nextPlace, previousPlace
  case selectPlace(Int)
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
  case removePlace
  case movePlace(Int)
  // MARK: The search box
  /// Text typed into a text-entry table (any printable key it does not bind).
  case type(String)
  case searchMove(Int)
  case searchConfirm
  case searchDelete, searchClear
}

/// A key table: it drives both dispatch and the help screen, so they cannot disagree. The
/// dashboard has one; the search box, which takes text, has a second small one, and the help
/// screen shows both.
struct KeyTable {
  /// One line of the table: the keys, how the help screen names them, what they do.
  struct Binding {
    var keys: [Key]
    var label: String
    var summary: String
    var command: KeyCommand
  }

  var bindings: [Binding]
  /// Whether printable keys the table does not bind are typed text (the search box).
  var takesText = false

  /// The dashboard's bindings.
  static let dashboard = KeyTable(
    bindings: [
      Binding(
        keys: [.left, .character("h")], label: "← → h l", summary: "earlier / later hours", command: .scrollHours(-1)),
      Binding(keys: [.right, .character("l")], label: "", summary: "later hours", command: .scrollHours(1)),
      Binding(keys: [.pageUp], label: "PgUp PgDn", summary: "12 hours back / ahead", command: .scrollHours(-12)),
      Binding(keys: [.pageDown], label: "", summary: "ahead 12 hours", command: .scrollHours(12)),
      Binding(keys: [.down, .character("j"), .tab], label: "↓ j Tab", summary: "next place", command: .nextPlace),
      Binding(
        keys: [.up, .character("k"), .backTab], label: "↑ k S-Tab", summary: "previous place", command: .previousPlace),
    ]
      + (1...9).map { n in
        Binding(
          keys: [.character(Character(String(n)))], label: n == 1 ? "1–9" : "", summary: "jump to that place",
          command: .selectPlace(n - 1))
      } + [
        Binding(keys: [.character("/")], label: "/", summary: "search and add a place", command: .search),
        Binding(keys: [.character("d")], label: "d", summary: "remove this place (asks first)", command: .removePlace),
        Binding(keys: [.character("J")], label: "J K", summary: "move this place down / up", command: .movePlace(1)),
        Binding(keys: [.character("K")], label: "", summary: "move this place up", command: .movePlace(-1)),
        Binding(keys: [.character("r")], label: "r", summary: "refresh now", command: .refresh),
        Binding(keys: [.character("u")], label: "u", summary: "metric / imperial", command: .cycleUnits),
        Binding(keys: [.character("t")], label: "t", summary: "next theme", command: .cycleTheme),
        Binding(keys: [.character("a"), .enter], label: "a Enter", summary: "read the alerts", command: .openAlert),
        Binding(keys: [.character("s")], label: "s", summary: "climate statistics", command: .statistics),
        Binding(
          keys: [.character("i")], label: "i", summary: "status: data age, errors, warnings", command: .status),
        Binding(keys: [.character("?")], label: "?", summary: "this help", command: .help),
        Binding(keys: [.escape], label: "Esc", summary: "close help or statistics", command: .closeOverlay),
        Binding(keys: [.control("l")], label: "Ctrl-L", summary: "redraw the screen", command: .redraw),
        Binding(keys: [.character("q")], label: "q", summary: "quit", command: .quit),
      ])

  /// The search box's bindings; every other printable key types.
  static let search = KeyTable(
    bindings: [
      Binding(keys: [.up], label: "↑ ↓", summary: "choose a place", command: .searchMove(-1)),
      Binding(keys: [.down], label: "", summary: "next match", command: .searchMove(1)),
      Binding(keys: [.enter], label: "Enter", summary: "add it and show it", command: .searchConfirm),
      Binding(keys: [.backspace], label: "Bksp C-U", summary: "erase a letter / all", command: .searchDelete),
      Binding(keys: [.control("u")], label: "", summary: "erase all", command: .searchClear),
      Binding(keys: [.escape], label: "Esc", summary: "cancel", command: .closeOverlay),
    ], takesText: true)

  /// The bindings while an alert's full text is open.
  static let alertDetail = KeyTable(bindings: [
    Binding(keys: [.down, .character("j")], label: "↓ j", summary: "down", command: .scrollAlert(lines: 1, page: 0)),
    Binding(keys: [.up, .character("k")], label: "↑ k", summary: "up", command: .scrollAlert(lines: -1, page: 0)),
    Binding(
      keys: [.pageDown, .character(" ")], label: "PgDn", summary: "page down", command: .scrollAlert(lines: 0, page: 1)),
    Binding(keys: [.pageUp], label: "PgUp", summary: "page up", command: .scrollAlert(lines: 0, page: -1)),
    Binding(keys: [.right, .tab, .character("n")], label: "→ n", summary: "next alert", command: .nextAlert(1)),
    Binding(keys: [.left, .backTab, .character("p")], label: "← p", summary: "previous", command: .nextAlert(-1)),
    Binding(
      keys: [.escape, .character("q"), .character("a")], label: "Esc q", summary: "back", command: .closeOverlay),
  ])

  /// The bindings while the status view is open.
  static let status = KeyTable(bindings: [
    Binding(keys: [.down, .character("j")], label: "↓ j", summary: "down", command: .scrollStatus(lines: 1, page: 0)),
    Binding(keys: [.up, .character("k")], label: "↑ k", summary: "up", command: .scrollStatus(lines: -1, page: 0)),
    Binding(
      keys: [.pageDown, .character(" ")], label: "PgDn", summary: "page down", command: .scrollStatus(lines: 0, page: 1)
    ),
    Binding(keys: [.pageUp], label: "PgUp", summary: "page up", command: .scrollStatus(lines: 0, page: -1)),
    Binding(
      keys: [.escape, .character("q"), .character("i")], label: "Esc i", summary: "back", command: .closeOverlay),
  ])

  /// The command bound to `key`; in a text table an unbound printable key types itself;
  /// other unknown keys do nothing.
  func command(for key: Key) -> KeyCommand? {
    if let bound = bindings.first(where: { $0.keys.contains(key) })?.command { return bound }
    if takesText, case .character(let character) = key { return .type(String(character)) }
    return nil
  }

  /// Rows for the help screen: one per labelled binding, in table order.
  var helpRows: [(keys: String, action: String)] {
    bindings.filter { !$0.label.isEmpty }.map { ($0.label, $0.summary) }
  }

  /// The help screen's rows: the dashboard's table, then the search box's under a heading.
  static var helpRows: [(keys: String, action: String)] {
    dashboard.helpRows + [("Search", "(in the box)")] + search.helpRows
  }
}
