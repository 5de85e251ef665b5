import Foundation
import Testing

/// Files written as code for Apple's platforms is written (`Tests/PortingChecks`) compile against
/// the library with warnings as errors: exhaustive switches over WeatherKit's enums (Apple's
/// cases, no more), and a file that imports Foundation and WeatherKit together and uses
/// `MeasurementFormatter`, `String(localized:)`, `Codable` forecasts, `CLGeocoder` and
/// `CLLocationManager`.
@Suite struct PortingChecksTests {
  static let folder = PortingTableTests.root.appendingPathComponent("Tests/PortingChecks")

  /// The compiler's errors and warnings for `file` as a library file against the built modules.
  static func diagnostics(typechecking file: URL) throws -> (status: Int32, lines: [String]) {
    let build = PortingTableTests.root.appendingPathComponent(".build/debug")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-parse-as-library", "-warnings-as-errors", "-swift-version", "6", "-I",
      build.appendingPathComponent("Modules").path, "-Xcc",
      "-fmodule-map-file=" + build.appendingPathComponent("CCurl.build/module.modulemap").path, file.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    // Diagnostics, not the source lines quoted under them ("didFailWithError error: Error").
    return (process.terminationStatus, lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") })
  }

  @Test(arguments: ["ExhaustiveSwitches.swift", "FoundationAndWeatherKit.swift"])
  func compilesWithWarningsAsErrors(name: String) throws {
    let file = Self.folder.appendingPathComponent(name)
    try #require(FileManager.default.fileExists(atPath: file.path), "\(file.path) is missing")
    let (status, lines) = try Self.diagnostics(typechecking: file)
    #expect(status == 0 && lines.isEmpty, "\(name):\n\(lines.joined(separator: "\n"))")
  }

  @Test func anExtraCaseWouldFailTheSwitchCheck() throws {
    // The check can fail: a switch that misses one of Apple's cases is an error here.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Missing.swift")
    try """
    import WeatherKit
    func f(_ t: PressureTrend) -> Int {
      switch t {
      case .rising: return 1
      case .falling: return 2
      }
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    let (status, lines) = try Self.diagnostics(typechecking: file)
    #expect(status != 0 && lines.contains { $0.contains("must be exhaustive") }, "\(lines)")
  }
}
