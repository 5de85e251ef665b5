import Foundation
import TestSupport
import Testing
import UserFiles
import WeatherCore

@testable import PlaceStoreProbe

/// Kills a process saving places in a loop (the place store the dashboard uses, in the test-only
/// `PlaceStoreProbe`) with SIGKILL, many times at random moments, and requires the file to hold
/// one complete list every time: the old one or the new.
@Suite(.serialized) struct PlaceStoreCrashTests {
  /// Built with the tests (`swift build --build-tests`); a test that cannot find it fails.
  static let binary = StandInAPI.packageRoot.appendingPathComponent(".build/debug/PlaceStoreProbe").path

  @Test("a save killed at any moment leaves a whole list")
  func killedWhileSaving() async throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "no \(Self.binary)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString)").path
    let path = directory + "/weathertui/places.toml"
    let store = PlaceStore(path: path)
    var kills = 0
    var seen: Set<Int> = []
    for round in 0..<40 {
      let process = try ChildProcess(
        path: Self.binary, arguments: [], environment: [SaveLoop.environmentKey: path, "HOME": directory])
      // Random moments, from before the first save to deep into the loop.
      try await Task.sleep(for: .milliseconds(Int.random(in: 5...80)))
      process.send(SIGKILL)
      #expect(process.wait() == .signalled(SIGKILL), "round \(round): it was killed, not finished")
      kills += 1
      guard let saved = try store.load() else { continue }  // killed before the first save
      let which = SaveLoop.lists.firstIndex(of: saved)
      #expect(which != nil, "round \(round): the file holds neither list whole (\(saved.count) places)")
      if let which { seen.insert(which) }
    }
    #expect(kills == 40)
    #expect(try store.load() != nil, "some round got far enough to save")
    #expect(!seen.isEmpty)
    // Only the file, its lock file and at most the last killed process's temporary file are left:
    // each save removes those of processes that died.
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory + "/weathertui")
    #expect(leftovers.filter { !$0.hasPrefix(".places.toml.") }.sorted() == ["places.toml", "places.toml.lock"])
    #expect(leftovers.filter { $0.hasPrefix(".places.toml.") }.count <= 1, "\(leftovers)")
  }
}
