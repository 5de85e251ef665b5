import Foundation
import Testing
import ViewModels
import WeatherCore

@testable import WeatherTUIApp

/// `on_alert`: the command gets the alert as JSON on its standard input, and a command that
/// fails or hangs is said in one line, never waited for beyond its timeout.
@Suite struct AlertHookTests {
  static let announcement = AlertAnnouncement(
    placeName: "Wien", location: Location(name: "Vienna", latitude: 48.21, longitude: 16.37, countryCode: "AT"),
    alert: WeatherAlert(
      id: "2.49.0.0.40.0.AT.1", event: "Wind warning", severity: .moderate,
      onset: Date(timeIntervalSince1970: 1_785_000_000), source: "GeoSphere Austria via EUMETNET – MeteoAlarm",
      description: "Gusts to 90 km/h\u{1B}[2J"))

  static let announced = AnnouncedAlert(announcement, at: Date(timeIntervalSince1970: 1_784_990_000))

  @Test func theCommandReadsTheAlertsAsAJSONArray() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("hook-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let problem = AlertHook.runBlocking(
      command: "cat > '\(file)'", input: AlertHook.payload([Self.announced]), timeout: 10)
    #expect(problem == nil)
    let array = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [[String: Any]])
    #expect(array.count == 1)
    let json = array[0]
    #expect((json["place"] as? [String: Any])?["name"] as? String == "Wien")
    #expect(json["upgraded"] as? Bool == false)
    let alert = try #require(json["alert"] as? [String: Any])
    #expect(alert["id"] as? String == "2.49.0.0.40.0.AT.1")
    #expect(alert["severity"] as? String == "moderate")
    #expect(alert["eventOnsetTime"] as? String == "2026-07-25T17:20:00Z")
  }

  @Test func aCommandThatReadsNothingNeitherEndsTheProgramNorHoldsIt() {
    // Far more than any buffer holds: a write to a pipe the command closed would raise SIGPIPE
    // (which ends the dashboard), and a blocking one would wait for ever on a command that never
    // reads.
    let big = Data(repeating: UInt8(ascii: "x"), count: 4 << 20)
    #expect(AlertHook.runBlocking(command: "exec 0<&-; exit 0", input: big, timeout: 10) == nil)
    #expect(AlertHook.runBlocking(command: "exit 0", input: big, timeout: 10) == nil)
    let started = Date()
    #expect(
      AlertHook.runBlocking(command: "exec 0<&-; sleep 30", input: big, timeout: 1)
        == "still running after 1 s, stopped; make the command finish sooner")
    #expect(Date().timeIntervalSince(started) < 10)
    // A command that reads it all gets it all.
    #expect(AlertHook.runBlocking(command: "test $(wc -c) -eq \(4 << 20)", input: big, timeout: 20) == nil)
  }

  @Test func aFailingOrHangingCommandIsSaidInOneLine() {
    let input = AlertHook.payload([Self.announced])
    #expect(AlertHook.runBlocking(command: "exit 3", input: input, timeout: 10) == "the command exited with status 3")
    let started = Date()
    let hung = AlertHook.runBlocking(command: "sleep 30", input: input, timeout: 1)
    #expect(hung == "still running after 1 s, stopped; make the command finish sooner")
    #expect(Date().timeIntervalSince(started) < 10, "the timeout stops it, children included")
  }
}
