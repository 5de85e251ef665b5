import Foundation
import Panes
import Render
import TestSupport
import Testing

@testable import WeatherTUIApp

/// `--once --width N` prints N columns, and a width the page cannot fit is refused, not ignored.
@Suite(.serialized) struct OnceWidthTests {
  @Test(arguments: [50, 64, 80, 133])
  func everyLineIsAsWideAsAsked(width: Int) async throws {
    let api = try StandInAPI()
    let once = OnceRunnerTests()
    let env = once.environment(api: api, cache: once.temporaryDirectory())
    let text = try await once.run(["--once", "-l", "52.52,13.41", "--width", "\(width)"], environment: env)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(DisplayWidth.of(String(line)) == width, "\(line)")
    }
  }

  @Test(arguments: [20, 40, 49, 1001])
  func aWidthThePageCannotFitIsAUsageError(width: Int) {
    do {
      _ = try WeatherTUICommand.parse(["--once", "-l", "52.52,13.41", "--width", "\(width)"])
      Issue.record("--width \(width) was accepted")
    } catch {
      #expect(WeatherTUICommand.exitCode(for: error) == .validationFailure)
      #expect(WeatherTUICommand.message(for: error).contains("needs \(DashboardLayout.minimumWidth) to 1000 columns"))
    }
  }

  @Test func aNarrowTerminalGetsTheNarrowestPageAndAWarning() throws {
    let command = try WeatherTUICommand.parse(["--once", "-l", "52.52,13.41"])
    let settings = try Settings.resolve(options: command, environment: ["COLUMNS": "40", "HOME": "/nonexistent"])
    let renderer = OnceTextRenderer(settings: settings, environment: ["COLUMNS": "40"], isTerminal: false)
    #expect(renderer.width.columns == DashboardLayout.minimumWidth)
    #expect(renderer.width.warning?.contains("the terminal is 40 columns wide") == true)
    let wide = OnceTextRenderer(settings: settings, environment: ["COLUMNS": "90"], isTerminal: false)
    #expect(wide.width.columns == 90 && wide.width.warning == nil)
  }
}
