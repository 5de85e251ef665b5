import Foundation
import TestSupport
import Testing
import UserFiles
import WeatherCore

@testable import PlaceStoreProbe

/// Several real processes edit one state file at once, each edit a locked read-modify-write
/// as the dashboard makes it: no edit may be lost (a place missing) or undone (a removed place
/// back), which is what happened before the lock whenever two saves overlapped.
@Suite(.serialized) struct PlaceFileLockTests {
  @Test("three processes racing 24 edits each lose none")
  func racingEditsAllLand() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: PlaceStoreCrashTests.binary), "no \(PlaceStoreCrashTests.binary)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)").path
    let path = directory + "/weathertui/places.toml"
    let ids = [1, 2, 3]
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for round in 0..<3 {
      try? FileManager.default.removeItem(atPath: path)
      let processes = try ids.map { id in
        try ChildProcess(
          path: PlaceStoreCrashTests.binary, arguments: [],
          environment: [
            EditLoop.environmentKey: path, EditLoop.idKey: "\(id)", "HOME": directory,
          ], standardError: directory + "/stderr-\(id).txt")
      }
      for (id, process) in zip(ids, processes) {
        let ended = process.wait()
        let errors = (try? String(contentsOfFile: directory + "/stderr-\(id).txt", encoding: .utf8)) ?? ""
        #expect(ended == .exited(0), "round \(round), instance \(id): \(errors)")
      }
      let expected = Set(
        ids.flatMap { id in
          (1...EditLoop.placesPerInstance).filter { $0 % 2 == 0 }.map { EditLoop.place(id: id, index: $0).name }
        })
      let saved = try PlaceStore(path: path).load() ?? []
      #expect(
        Set(saved.map(\.name)) == expected,
        "round \(round): missing \(expected.subtracting(saved.map(\.name))), back \(Set(saved.map(\.name)).subtracting(expected))"
      )
      #expect(saved.count == expected.count, "no place twice")
    }
  }
}
