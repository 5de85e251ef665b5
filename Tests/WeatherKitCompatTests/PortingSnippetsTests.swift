import Foundation
import TestSupport
import Testing

/// Apple's WeatherKit snippets compile unchanged, `import WeatherKit` and all (the
/// `PortingSnippets` program is built with the tests), and run on Linux against the stand-in
/// API; the "Porting from WeatherKit" article shows those same snippets.
@Suite(.serialized) struct PortingSnippetsTests {
  static let root = StandInAPI.packageRoot
  static let program = root.appendingPathComponent(".build/debug/PortingSnippets").path
  static let article = root.appendingPathComponent(
    "Sources/WeatherKitCompat/WeatherKitCompat.docc/PortingFromWeatherKit.md")
  static let snippets = root.appendingPathComponent("Tests/PortingSnippets/main.swift")

  /// The article's snippets: name and Apple's code.
  static func pairs() throws -> [(name: String, apple: String)] {
    let text = try String(contentsOf: article, encoding: .utf8)
    var pairs: [(String, String)] = []
    for part in text.components(separatedBy: "<!-- snippet: ").dropFirst() {
      let name = String(part.prefix { $0 != " " })
      let blocks = part.components(separatedBy: "```swift\n").dropFirst().map {
        String($0.prefix(upTo: $0.range(of: "\n```")!.lowerBound))
      }
      try #require(blocks.count == 1, "\(name): the article shows \(blocks.count) code blocks, not 1")
      pairs.append((name, blocks[0]))
    }
    return pairs
  }

  /// The program's snippet `name`, between its BEGIN and END lines.
  static func programSnippet(_ name: String, in source: String) -> String? {
    guard let start = source.range(of: "// BEGIN \(name)\n"), let end = source.range(of: "// END \(name)\n") else {
      return nil
    }
    return String(source[start.upperBound..<end.lowerBound])
  }

  @Test func eachSnippetImportsWeatherKitAsApplesDoes() throws {
    let pairs = try Self.pairs()
    #expect(pairs.count == 8)
    for (name, apple) in pairs {
      let lines = apple.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.contains("import WeatherKit"), "\(name)")
      #expect(!lines.contains("import WeatherKitCompat"), "\(name): Apple's code has no WeatherKitCompat")
    }
    let program = try String(contentsOf: Self.snippets, encoding: .utf8)
    #expect(program.contains("\nimport WeatherKit\n") && !program.contains("import WeatherKitCompat"))
  }

  @Test func theArticleShowsTheCodeTheTestsRun() throws {
    let source = try String(contentsOf: Self.snippets, encoding: .utf8)
    for (name, apple) in try Self.pairs() {
      let body = try #require(Self.programSnippet(name, in: source), "\(name) is not in Tests/PortingSnippets")
      let code = apple.split(separator: "\n", omittingEmptySubsequences: false)
        .drop { $0.hasPrefix("import ") || $0.hasPrefix("//") || $0.isEmpty }
        .drop { $0.hasPrefix("import ") || $0.isEmpty }
      #expect(code.joined(separator: "\n") == body.trimmingCharacters(in: .newlines), "\(name)")
    }
  }

  /// Checks that the first Swift block after `heading` in the file at `path` (imports aside) is
  /// the program's snippet `name`, so the documents show code that is compiled and run.
  static func expectFirstBlock(after heading: String, in path: String, isSnippet name: String) throws {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    let section = try #require(text.components(separatedBy: heading).dropFirst().first, "\(path): no \(heading)")
    let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first)
    let code = block.prefix(upTo: block.range(of: "```")!.lowerBound)
      .split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("import ") || $0.isEmpty }
    let source = try String(contentsOf: snippets, encoding: .utf8)
    let body = try #require(programSnippet(name, in: source))
    #expect(code.joined(separator: "\n").trimmingCharacters(in: .newlines) == body.trimmingCharacters(in: .newlines))
  }

  @Test func theLibraryPagesFirstProgramIsTheOneThatRuns() throws {
    try Self.expectFirstBlock(after: "## Library: ", in: "docs/library.md", isSnippet: "readme-library")
  }

  @Test func theGettingStartedProgramIsOneThatRuns() throws {
    try Self.expectFirstBlock(
      after: "### Write the first program", in: "Sources/WeatherKitCompat/WeatherKitCompat.docc/GettingStarted.md",
      isSnippet: "getting-started")
  }

  @Test func theDocumentsShowBeyondTheForecastAsItRuns() throws {
    try Self.expectFirstBlock(
      after: "## Beyond the forecast", in: "docs/library.md", isSnippet: "library-beyond-the-forecast")
    try Self.expectFirstBlock(
      after: "### Beyond the forecast", in: "Sources/WeatherKitCompat/WeatherKitCompat.docc/GettingStarted.md",
      isSnippet: "library-beyond-the-forecast")
  }

  @Test func theSnippetsRunOnLinux() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.program), "build the tests first: \(Self.program)")
    let api = try StandInAPI()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("WEATHERKIT_") }
    environment.merge(api.endpointEnvironment) { $1 }
    environment["XDG_CACHE_HOME"] = folder.path
    // CLLocationManager's configured location, found by name with CLGeocoder.
    environment["WEATHERTUI_LOCATION"] = "Copenhagen"
    let output = folder.appendingPathComponent("out").path
    let errors = folder.appendingPathComponent("err").path
    let child = try ChildProcess(
      path: Self.program, arguments: [], environment: environment, standardOutput: output, standardError: errors)
    let ended = child.wait()
    let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    #expect(ended == .exited(0), "\((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")")
    let lines = Dictionary(
      printed.split(separator: "\n").map { line in (String(line.prefix { $0 != " " }), String(line)) },
      uniquingKeysWith: { first, _ in first })
    #expect(lines["hourly"] == "hourly 25 daily 10 alerts 0")
    #expect(lines["attribution"]?.hasPrefix("attribution Open-Meteo https://open-meteo.com/") == true)
    #expect(lines["hourlyPrecipitation"] == "hourlyPrecipitation 25")
    #expect(lines["changes"]?.hasPrefix("changes 9 ") == true)
    #expect(lines["mostSignificant"]?.contains("Trend") == true)
    #expect(lines["months"] == "months 12 [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]")
    #expect(lines["pastDays"] != "pastDays -1.0")
    #expect(printed.contains(" hours, 10 days"), "the library page's first program printed: \(printed)")
    // Beyond the forecast: a place by name, a forecast kept and read back, the formatter, the
    // computed twilight and moon times named in the metadata.
    #expect(printed.contains(" now, 25 hours kept"), "\(printed)")
    #expect(
      lines["dawn"]?.contains("days[].sunriseCivil") == true && lines["dawn"]?.contains("days[].moonrise") == true)
    #expect(lines["dawn"]?.hasPrefix("dawn none") == false, "Copenhagen has a civil dawn every day")
    #expect(lines["Copenhagen"] == "Copenhagen Denmark 55.67594")
    #expect(lines["55.67594"] == "55.67594 12.56553", "the configured place, found by name")
    #expect(printed.contains(" degrees "), "MeasurementFormatter's long style names the unit: \(printed)")
  }
}
