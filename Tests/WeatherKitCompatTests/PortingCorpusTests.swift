import Foundation
import Testing

/// WeatherKit code nobody here wrote (`Tests/PortingCorpus/corpus.tsv`: public repositories'
/// files, by repository, commit and path): the porting article's counts are the list's, and with
/// the files at hand (`WEATHERKIT_PORTING_CORPUS`, a folder of OWNER+NAME/PATH; the files are their
/// authors' and are not in this repository) each verdict is the compiler's.
@Suite struct PortingCorpusTests {
  static let list = PortingTableTests.root.appendingPathComponent("Tests/PortingCorpus/corpus.tsv")
  static let folder = ProcessInfo.processInfo.environment["WEATHERKIT_PORTING_CORPUS"].flatMap {
    $0.isEmpty ? nil : URL(fileURLWithPath: $0)
  }

  /// One file: where it is from, what it is compiled with, and what the list says of it.
  struct Row {
    var repository: String
    var path: String
    var companions: [String]
    var verdict: String

    /// Whether it imports nothing Linux lacks, so it is compiled.
    var isCandidate: Bool { !verdict.hasPrefix("needs ") }
  }

  static func rows() throws -> [Row] {
    let text = try String(contentsOf: list, encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
      let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return Row(
        repository: cells[0], path: cells[2],
        companions: cells[4].split(separator: ";").map(String.init), verdict: cells[5])
    }
  }

  @Test func theArticleCountsAreTheLists() throws {
    let rows = try Self.rows()
    let candidates = rows.filter(\.isCandidate)
    let compiled = candidates.filter { $0.verdict == "compiles" }
    let repositories = Set(rows.map(\.repository)).count
    let article = try String(contentsOf: PortingSnippetsTests.article, encoding: .utf8)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let summary =
      "**\(compiled.count) of the \(candidates.count) files that need no framework Linux lacks compile "
      + "unchanged**: \(rows.count) files from \(repositories) repositories"
    #expect(article.contains(summary), "the article should say: \(summary)")
    #expect(
      rows.allSatisfy {
        ["compiles"].contains($0.verdict) || $0.verdict.hasPrefix("needs ")
          || $0.verdict.hasPrefix("fails on Apple too: ")
      })
  }

  @Test(
    .enabled(if: folder != nil, "WEATHERKIT_PORTING_CORPUS is not set: the outside files' verdicts are not checked"))
  func eachVerdictIsTheCompilers() throws {
    let folder = try #require(Self.folder)
    for row in try Self.rows() {
      let base = folder.appendingPathComponent(row.repository.replacing("/", with: "+"))
      let files = ([row.path] + row.companions).map { base.appendingPathComponent($0) }
      for file in files {
        try #require(
          FileManager.default.fileExists(atPath: file.path), "\(file.path) is missing from the corpus folder")
      }
      if !row.isCandidate {
        // Not compiled: the framework named is imported by the file or a file compiled with it.
        let imports = try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
        let named = row.verdict.dropFirst("needs ".count).split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
          named.allSatisfy {
            imports.contains("import \($0)") || ($0 == "Combine" && imports.contains("ObservableObject"))
          },
          "\(row.path): \(row.verdict)")
        continue
      }
      let errors = try Self.errors(typechecking: files)
      if row.verdict == "compiles" {
        #expect(errors.isEmpty, "\(row.repository) \(row.path): \(errors)")
      } else {
        #expect(!errors.isEmpty, "\(row.repository) \(row.path) compiles; the list says \(row.verdict)")
      }
    }
  }

  /// The compiler's errors for `files` against the built library: one file as a program, several
  /// as a library's files.
  static func errors(typechecking files: [URL]) throws -> [String] {
    let build = PortingTableTests.root.appendingPathComponent(".build/debug")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swiftc", "-typecheck", "-I", build.appendingPathComponent("Modules").path, "-Xcc",
        "-fmodule-map-file=" + build.appendingPathComponent("CCurl.build/module.modulemap").path,
      ] + (files.count > 1 ? ["-parse-as-library"] : []) + files.map(\.path)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    // Diagnostics, not the source lines quoted under them ("func f(_ error: Error)").
    let errors = lines.filter { $0.contains(": error: ") }
    return process.terminationStatus != 0 && errors.isEmpty ? ["swiftc failed"] : errors
  }
}
