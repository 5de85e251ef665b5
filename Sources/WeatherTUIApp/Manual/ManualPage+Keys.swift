import Panes
import Render

extension ManualPage {
  /// One screen's keys as the page lists them.
  struct KeyScreen {
    var title: String
    var table: KeyTable
    /// The dashboard commands that open the screen; none for the dashboard itself.
    var openedBy: [KeyCommand]
    /// What the screen is, before how it is opened.
    var about: String
  }

  /// Every screen with keys of its own, in the order a user meets them; the same tables the
  /// help screen and the hint lines are drawn from.
  static let keyScreens: [KeyScreen] = [
    KeyScreen(title: "Dashboard", table: .dashboard, openedBy: [], about: "One place at a time."),
    KeyScreen(
      title: "Overview", table: .overview, openedBy: [.overview],
      about: "Every place at a glance, one card each (also --overview)."),
    KeyScreen(title: "Search box", table: .search, openedBy: [.search], about: "Adds a place by name or coordinates."),
    KeyScreen(
      title: "Alert area box", table: .alertArea, openedBy: [.alertAreas],
      about: "Picks the official warning area for the place shown."),
    KeyScreen(title: "Alert view", table: .alertDetail, openedBy: [.openAlert], about: "An alert's full text."),
    KeyScreen(
      title: "Status view", table: .status, openedBy: [.status],
      about: "The age of each piece of data, errors and warnings."),
    KeyScreen(title: "Remove question", table: .confirm, openedBy: [.removePlace], about: "Asks before a place goes."),
    KeyScreen(
      title: "Help and statistics", table: .closesOnAnyKey, openedBy: [.help, .statistics],
      about: "The key list and the climate statistics."),
  ]

  /// KEYS: each screen's bindings under a heading of its own, keys named as the help screen
  /// names them in a UTF-8 terminal.
  static func keysSection() -> [String] {
    var lines = [
      ".Sh KEYS",
      "Each screen has keys of its own; the dashboard lists them with",
      ".Ic \\&? .",
    ]
    for screen in keyScreens {
      lines += [".Ss " + MDoc.escape(screen.title), MDoc.line(screen.about + opening(screen))]
      if screen.table.takesText { lines.append("Any other key types into the box.") }
      let hints = screen.table.hints(glyphs: .unicode)
      lines += tagList(
        width: "12n", compact: true, hints.map { (tag: "Sy " + MDoc.quoted($0.keys), body: [MDoc.line($0.action)]) })
    }
    if KeyTable.search(canCancel: false).command(for: .escape) == .quit {
      // Said once, here: the first-run box is the only place a key other than q quits.
      lines += [".Pp"]
      lines.append(MDoc.line("On a first run, with no place saved yet, the search box opens by itself and Esc quits."))
    }
    return lines
  }

  /// " Opened with KEYS." from the dashboard's bindings of `screen.openedBy`; "" for none.
  private static func opening(_ screen: KeyScreen) -> String {
    let keys = screen.openedBy.flatMap { command in
      KeyTable.dashboard.bindings.filter { $0.command == command }.flatMap(\.keys)
    }
    return keys.isEmpty ? "" : " Opened with " + keys.map(GlyphSet.unicode.keyName).joined(separator: " or ") + "."
  }
}
