import Foundation
import Testing
import ViewModels
import WeatherCore

@testable import UserFiles

#if canImport(Glibc)
  import Glibc
#endif

/// Every bad user file gets one line naming the file, the problem and the fix: the file type
/// is checked before anything blocks, the size is capped, and bad bytes are found by line,
/// column and offset.
@Suite struct UserFileMessageTests {
  static let root: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("userfiles-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  /// Makes a file of the case's kind and returns its path.
  enum Setup: Sendable, CustomStringConvertible {
    case directory, fifo, devZero, linkToDevZero, sparse(Int), bytes([UInt8]), fileInPath

    var description: String {
      switch self {
      case .directory: "directory"
      case .fifo: "FIFO"
      case .devZero: "/dev/zero"
      case .linkToDevZero: "link to /dev/zero"
      case .sparse(let size): "\(size)-byte file"
      case .bytes(let bytes): "bytes \(bytes.prefix(12))"
      case .fileInPath: "a file where a folder should be"
      }
    }

    func make() throws -> String {
      let path = UserFileMessageTests.root + "/" + UUID().uuidString + ".toml"
      switch self {
      case .directory: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      case .fifo: #expect(mkfifo(path, 0o600) == 0)
      case .devZero: return "/dev/zero"
      case .linkToDevZero: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
      case .sparse(let size):
        FileManager.default.createFile(atPath: path, contents: nil)
        #expect(truncate(path, off_t(size)) == 0)
      case .bytes(let bytes): FileManager.default.createFile(atPath: path, contents: Data(bytes))
      case .fileInPath:
        FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
        return path + "/config.toml"
      }
      return path
    }
  }

  /// (what, file kind, expected message after "path: " or "path:line:column: ").
  static let cases: [(Setup, UserFileError.File, String)] = [
    (.directory, .config, "is a directory, not a file; replace it with a TOML file, or point --config at one"),
    (.directory, .places, "is a directory, not a file; move it out of the way (the dashboard then writes a new one)"),
    (.fifo, .config, "is a FIFO (named pipe), not a file; replace it with a TOML file, or point --config at one"),
    (
      .fifo, .places, "is a FIFO (named pipe), not a file; move it out of the way (the dashboard then writes a new one)"
    ),
    (.fifo, .theme, "is a FIFO (named pipe), not a file; replace it with a theme file"),
    (.devZero, .config, "is a character device, not a file; replace it with a TOML file, or point --config at one"),
    (
      .linkToDevZero, .places,
      "is a character device (/dev/zero), not a file; move it out of the way (the dashboard then writes a new one)"
    ),
    (.sparse(5 << 20), .config, "is 5242880 bytes, more than the 1 MiB a config file may be; is it the right file?"),
    (
      .sparse((1 << 20) + 1), .places,
      "is 1048577 bytes, more than the 1 MiB a places file may be; is it the right file?"
    ),
    (
      .bytes(Array("units = \"metric\"\nname = \"a".utf8) + [0xFF, 0x41]), .config,
      "2:10: byte 0xFF at byte offset 26 is not UTF-8; the file must be plain UTF-8 text; remove the byte or save it as UTF-8"
    ),
    (
      .bytes(Array("[[places]]\nname = \"Zürich\u{0}\"".utf8)), .places,
      "2:15: control byte 0x00 (NUL) at byte offset 26; the file must be plain UTF-8 text; fix it or delete the file to start again"
    ),
    (
      .bytes([0x1B, 0x5B, 0x32, 0x4A]), .theme,
      "1:1: control byte 0x1B (ESC) at byte offset 0; the file must be plain UTF-8 text; remove the byte or save it as UTF-8"
    ),
    (.fileInPath, .config, "cannot be read: part of the path is a file, not a folder; check the path"),
  ]

  @Test(arguments: cases.indices)
  func eachProblemHasItsOneLineMessage(index: Int) throws {
    let (setup, file, expected) = Self.cases[index]
    let path = try setup.make()
    #expect {
      _ = try UserFileReader.read(file, path: path)
    } throws: { error in
      guard let error = error as? UserFileError else { return false }
      let separator = error.line == nil ? ": " : ":"
      #expect(error.description == path + separator + expected, "\(setup)")
      #expect(!error.description.contains("\n"))
      return error.file == file
    }
  }

  @Test func aFIFOWithNoWriterNeverBlocks() throws {
    // Before the fix the open waited for a writer forever; this test would hang, not fail,
    // so the check runs in a child thread with a deadline.
    let path = try Setup.fifo.make()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = try? UserFileReader.read(.config, path: path)
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 10) == .success, "reading a FIFO blocked")
  }

  @Test func onlyPermissionProblemsSayCheckItsPermissions() {
    // Root reads any file, so the real EACCES cannot be made here; the errno table is tested.
    #expect(UserFileReader.reason(EACCES, file: .config).contains("check its permissions"))
    #expect(UserFileReader.reason(EPERM, file: .config).contains("check its permissions"))
    for code in [EIO, ELOOP, ENOTDIR, ENAMETOOLONG, EOVERFLOW] {
      #expect(!UserFileReader.reason(code, file: .places).contains("permission"), "errno \(code)")
    }
  }

  @Test func goodTextAndMissingFilesReadAsTheyAre() throws {
    let path = try Setup.bytes(Array("a = \"Reykjavík\"\r\n\tb = 1\n".utf8)).make()
    #expect(try UserFileReader.read(.config, path: path) == "a = \"Reykjavík\"\r\n\tb = 1\n")
    #expect(try UserFileReader.read(.config, path: Self.root + "/absent.toml") == nil)
  }

  // MARK: - The state file

  @Test func aZeroLengthStateFileIsAnErrorNamingItNotAnEmptyList() throws {
    let path = try Setup.bytes([]).make()
    #expect(
      throws: UserFileError(
        .places, path: path,
        message: "is empty (0 bytes), not a list the dashboard saved; delete it to use the [[places]] of config.toml")
    ) {
      try PlaceStore(path: path).load()
    }
  }

  @Test func tooManyPlacesIsOneLineNamingTheFileAndTheFix() throws {
    let many = (0..<100_000).map { index in
      Location(name: "P\(index)", latitude: Double(index % 90), longitude: Double(index % 180))
    }
    let text = PlaceStore.render(many)
    let expected =
      "/s/places.toml: lists 100000 places, more than the 50 the dashboard can refresh; remove some (or delete the file to start again)"
    #expect(throws: UserFileError(.places, path: "/s/places.toml", message: String(expected.dropFirst(16)))) {
      try PlaceStore.parse(text, path: "/s/places.toml")
    }
    #expect(try PlaceStore.parse(PlaceStore.render(Array(many.prefix(50))), path: "/s").count == 50)
    var config = ""
    for index in 0..<51 { config += "[[places]]\nname = \"P\(index)\"\nlatitude = 1\nlongitude = \(index)\n" }
    #expect(
      throws: UserFileError.config(
        path: "/c.toml", line: nil,
        message: "key 'places' lists 51 places, more than the 50 the dashboard can refresh; remove some")
    ) {
      try ConfigLoader.parse(config, path: "/c.toml")
    }
  }

  @Test func theFuzzEntryPointsTakeBytes() throws {
    #expect(try ConfigLoader.parse(bytes: Array("units = \"metric\"\n".utf8), path: "c").config.units == .metric)
    #expect(try PlaceStore.parse(bytes: Array(PlaceStore.render([]).utf8), path: "p") == [])
    #expect(throws: UserFileError.self) { try PlaceStore.parse(bytes: [0xC0, 0x80], path: "p") }
  }
}
