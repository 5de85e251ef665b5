import ArgumentParser
import Testing

@testable import WeatherTUIApp

@Suite struct VersionTests {
  @Test func versionPrintsTheVersionAndSucceeds() {
    do {
      _ = try WeatherTUICommand.parseAsRoot(["--version"])
      Issue.record("--version should end parsing with a clean exit")
    } catch {
      #expect(WeatherTUICommand.exitCode(for: error) == .success)
      #expect(WeatherTUICommand.message(for: error) == WeatherTUIVersion.current)
    }
  }
}
