import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import WeatherTUIApp

/// `docs/weathertui.1` against the program: the hand-written sections are what `ManualPage`
/// renders from the key tables and defaults today, and every option the parser knows is on
/// the page, with no subcommand the parser would refuse.
@Suite struct ManualPageTests {
  /// The committed page, found from this file's place in the checkout.
  static let pageURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/weathertui.1")

  /// The page's text; a missing page fails the test that asks, never passes it.
  static func page() throws -> String {
    try String(contentsOf: pageURL, encoding: .utf8)
  }

  // MARK: - The hand-written sections

  /// With `RECORD_SNAPSHOTS=1` the page's hand-written part is rewritten (appended when it has
  /// none) and the test fails once, as the screen snapshots do.
  @Test func handSectionsAreWhatTheProgramRenders() throws {
    let page = try Self.page()
    let rendered = ManualPage.handSections()
    if isRecordingSnapshots {
      try ManualPage.replacingHandSections(in: page, with: rendered).write(
        to: Self.pageURL, atomically: true, encoding: .utf8)
      Issue.record(
        "Recorded the hand sections of docs/weathertui.1; check them, then run again without RECORD_SNAPSHOTS=1")
      return
    }
    guard let committed = ManualPage.handSections(in: page) else {
      Issue.record(
        "docs/weathertui.1 has no '\(ManualPage.beginMarker)' … '\(ManualPage.endMarker)' part; record it with RECORD_SNAPSHOTS=1"
      )
      return
    }
    #expect(
      committed == rendered,
      "docs/weathertui.1 differs from ManualPage; re-record with RECORD_SNAPSHOTS=1:\n\(snapshotDiff(expected: committed, actual: rendered))"
    )
  }

  @Test func everyKeyOfEveryScreenIsListed() {
    let text = ManualPage.handSections()
    for screen in ManualPage.keyScreens {
      #expect(text.contains(".Ss " + screen.title))
      for hint in screen.table.hints(glyphs: .unicode) {
        #expect(text.contains(".It Sy " + MDoc.quoted(hint.keys) + "\n" + MDoc.line(hint.action) + "\n"), "\(hint)")
      }
      for command in screen.openedBy {
        #expect(
          KeyTable.dashboard.bindings.contains { $0.command == command },
          "\(screen.title) says it is opened from the dashboard, which has no key for it")
      }
    }
  }

  @Test func splicingKeepsTheGeneratedPartAndReplacesOnlyTheHandPart() {
    let generated = ".Sh NAME\n.Nm weathertui\n"
    let old = ManualPage.beginMarker + "\n.Sh KEYS\nold\n" + ManualPage.endMarker + "\n"
    let page = ManualPage.replacingHandSections(in: generated + old + ".\\\" tail\n", with: "new\n")
    #expect(page == generated + "new\n" + ".\\\" tail\n")
    #expect(ManualPage.replacingHandSections(in: ".Sh NAME", with: "new\n") == ".Sh NAME\nnew\n")
    #expect(ManualPage.handSections(in: generated) == nil)
    #expect(ManualPage.handSections(in: generated + old) == old)
  }

  @Test func escapingKeepsRequestsAndNonASCIIOutOfThePage() {
    #expect(MDoc.line(".hidden") == "\\&.hidden")
    #expect(MDoc.escape("--once S-Tab") == "\\-\\-once S\\-Tab")
    #expect(MDoc.line("'quote") == "\\&'quote")
    #expect(MDoc.escape("← → a\\b") == "\\(<- \\(-> a\\eb")
    #expect(MDoc.escape("1–9 ☂") == "1\\(en9 \\[u2602]")
    #expect(MDoc.quoted("say \"hi\"") == "\"\\&say \\(dqhi\\(dq\"")
    #expect(ManualPage.handSections().unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func runningTextHasASentenceALineAndShortLines() {
    #expect(MDoc.line("One. Two, e.g. three. .four") == "One.\nTwo, e.g. three. .four")
    let long = String(repeating: "word ", count: 40) + "end."
    let lines = MDoc.line(long).split(separator: "\n")
    #expect(lines.count > 1 && lines.allSatisfy { $0.utf8.count <= 80 })
    #expect(lines.joined(separator: " ") == long)
    // Running text only: macro lines and literal displays (commands to copy) stay whole.
    var literal = false
    for line in ManualPage.handSections().split(separator: "\n") {
      if line.hasPrefix(".Bd -literal") || line == ".Ed" { literal = line != ".Ed" }
      guard !literal, !line.hasPrefix(".") else { continue }
      #expect(line.utf8.count <= 80 || !line.contains(" "), "\(line)")
    }
  }

  // MARK: - The generated part

  @Test func everyOptionOfTheCommandIsOnThePage() throws {
    let page = try Self.page()
    let names = try Self.optionNames()
    #expect(names.contains("--location") && names.contains("-l") && names.contains("--help"), "\(names)")
    for name in names {
      #expect(page.contains("Fl " + name.dropFirst()), "docs/weathertui.1 lacks \(name); run scripts/generate-manual")
    }
    // The places named without an option: in the synopsis, and described.
    #expect(page.contains("\n.Op Ar place...\n"), "docs/weathertui.1 lacks the places; run scripts/generate-manual")
    #expect(page.contains("\n.It Ar place...\n"), "docs/weathertui.1 lacks the places; run scripts/generate-manual")
  }

  /// swift-argument-parser's man page generator adds a `help` subcommand to every command's
  /// description (a FIXME in its DumpHelpGenerator) although a command without subcommands has
  /// none: `weathertui help` is an error. scripts/generate-manual takes it out again.
  @Test func thePageOffersNoSubcommand() throws {
    let page = try Self.page()
    #expect(!page.contains(".Ar subcommand"))
    #expect(!page.contains("Em help"))
    #expect(WeatherTUICommand.configuration.subcommands.isEmpty)
    // A word after the command is a place (weathertui Berlin), "help" too: no subcommand.
    #expect((try WeatherTUICommand.parseAsRoot(["help"]) as? WeatherTUICommand)?.places == ["help"])
    #expect(!WeatherTUICommand.helpMessage().contains("SUBCOMMANDS"))
  }

  /// Every `-x` and `--name` the parser accepts, from the JSON the man page generator reads.
  static func optionNames() throws -> [String] {
    var json = ""
    do {
      _ = try WeatherTUICommand.parseAsRoot(["--experimental-dump-help"])
    } catch {
      json = WeatherTUICommand.message(for: error)
    }
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let command = try #require(object?["command"] as? [String: Any], "no command in the dumped help")
    let arguments = try #require(command["arguments"] as? [[String: Any]], "no arguments in the dumped help")
    return arguments.flatMap { argument in
      (argument["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
        guard let text = name["name"] as? String else { return nil }
        switch name["kind"] as? String {
        case "long": return "--" + text
        case "short": return "-" + text
        default: return nil
        }
      }
    }
  }
}
