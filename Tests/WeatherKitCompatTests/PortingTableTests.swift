import Foundation
import TestSupport
import Testing

/// The porting article's table of Apple's WeatherKit samples stays true: each quoted sample is
/// compiled as published (a snippet of `Tests/PortingSnippets`, built and run with the tests, or
/// a fragment of `Tests/PortingFragments`, compiled here on its own with `swiftc`), its verdict
/// is the compiler's, and the counts under the table are the rows'.
@Suite struct PortingTableTests {
  static let root = StandInAPI.packageRoot
  static let fragments = root.appendingPathComponent("Tests/PortingFragments")

  /// One row: the sample, and the "Compiles unchanged" and "Runs on Linux" cells.
  struct Row {
    var name: String
    var compiles: String
    var runs: String
  }

  static func rows() throws -> (rows: [Row], summary: String) {
    let text = try String(contentsOf: PortingSnippetsTests.article, encoding: .utf8)
    let start = try #require(text.range(of: "<!-- porting-table -->\n"))
    let end = try #require(text.range(of: "<!-- end porting-table -->"))
    let rows = text[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2).map { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      return Row(name: cells[1].trimmingCharacters(in: ["`"]), compiles: cells[3], runs: cells[4])
    }
    let after = text[end.upperBound...]
    let summary = try #require(after.split(separator: "\n").first { $0.hasPrefix("**") })
    return (rows, String(summary))
  }

  /// A fragment's text below its header comments: exactly what Apple's page shows.
  static func fragment(_ name: String) -> String? {
    let url = fragments.appendingPathComponent(name + ".swift")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    return text.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("//") }
      .joined(separator: "\n")
  }

  /// What the documentation pages assume is declared (`service`, `newYork`, an interval).
  static let prelude = """
    import CoreLocation
    import Foundation
    import WeatherKit

    let service = WeatherService.shared
    let newYork = CLLocation(latitude: 40.71, longitude: -74.01)
    let timeInterval = DateInterval(start: .now, duration: 7 * 86_400)
    let interval = timeInterval

    """

  /// The compiler's errors for `source` as a program against the built library; empty when it
  /// compiles.
  static func errors(compiling source: String) throws -> [String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("porting-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let build = root.appendingPathComponent(".build/debug")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-I", build.appendingPathComponent("Modules").path, "-Xcc",
      "-fmodule-map-file=" + build.appendingPathComponent("CCurl.build/module.modulemap").path, file.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    let errors = lines.filter { $0.contains("error:") }
    if process.terminationStatus != 0 && errors.isEmpty { return ["swiftc failed: " + lines.joined(separator: " ")] }
    return errors
  }

  @Test func eachQuotedSampleCompilesAsItsRowSays() throws {
    let snippets = try String(contentsOf: PortingSnippetsTests.snippets, encoding: .utf8)
    let (rows, _) = try Self.rows()
    #expect(rows.count == 20)
    var checked = 0
    for row in rows {
      let block = PortingSnippetsTests.programSnippet(row.name, in: snippets)
      let fragment = Self.fragment(row.name)
      if row.compiles.contains("(by hand)") {
        // Apple's sample-project files are not in the repository, so nothing here can stand for them.
        #expect(block == nil && fragment == nil, "\(row.name) is kept here; test it instead of 'by hand'")
        continue
      }
      if block != nil {
        // Built with the tests and run by PortingSnippetsTests.
        #expect(row.compiles.hasPrefix("yes") && row.runs == "yes", "\(row.name)")
        checked += 1
        continue
      }
      let code = try #require(fragment, "\(row.name): neither a snippet nor a fragment, nor checked by hand")
      let errors = try Self.errors(compiling: Self.prelude + code)
      if row.compiles.hasPrefix("yes") {
        #expect(errors.isEmpty, "\(row.name) should compile: \(errors)")
        #expect(row.compiles.contains("given the `service` and `newYork`"), "\(row.name) needs the prelude's names")
      } else {
        #expect(!errors.isEmpty, "\(row.name) compiles; its row says \(row.compiles)")
        // The reason's first quoted name is in the compiler's first error ("spanning", "hourlyStatistics").
        let quoted = row.compiles.split(separator: "`").dropFirst().first.map {
          $0.trimmingCharacters(in: .punctuationCharacters)
        }
        if let quoted, let first = errors.first {
          #expect(first.contains(quoted), "\(row.name): '\(quoted)' is not in \(first)")
        }
      }
      if row.runs == "yes" {
        // Run as part of the snippets program: the fragment's lines are in one of its blocks.
        #expect(snippets.contains(code.trimmingCharacters(in: .newlines)), "\(row.name) does not run anywhere")
      }
      checked += 1
    }
    #expect(checked == 13, "quoted samples checked: \(checked)")
  }

  @Test func theCountsAreTheRows() throws {
    let (rows, summary) = try Self.rows()
    let compiles = rows.filter { $0.compiles.hasPrefix("yes") }.count
    let runs = rows.filter { $0.runs == "yes" }.count
    #expect(
      summary.hasPrefix("**\(compiles) of the \(rows.count) compile unchanged and \(runs) of them run."), "\(summary)")
  }
}
