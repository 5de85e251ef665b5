import Foundation
import Testing

/// Compares `lines` with `Snapshots/<name>.txt` beside the calling test file. With
/// `RECORD_SNAPSHOTS=1` the file is written and the test FAILS, so a recording run can never
/// pass silently. Shared by every test target that snapshots the screen.
public func assertSnapshot(
  _ lines: [String], named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  let file = directory.appendingPathComponent("\(name).txt")
  let text = lines.joined(separator: "\n") + "\n"
  if isRecordingSnapshots {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "Recorded snapshot \(name).txt; check it, then run again without RECORD_SNAPSHOTS=1",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("Could not write snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
    Issue.record("Missing snapshot \(file.path); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
    return
  }
  guard expected != text else { return }
  Issue.record(
    "Snapshot \(name) differs:\n\(snapshotDiff(expected: expected, actual: text))", sourceLocation: sourceLocation)
}

/// Whether this run records snapshots (`RECORD_SNAPSHOTS=1`) instead of comparing with them.
public var isRecordingSnapshots: Bool {
  ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
}

/// The lines that differ between two texts, numbered, for a failure message.
public func snapshotDiff(expected: String, actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var diff: [String] = []
  for i in 0..<max(old.count, new.count) {
    let a = i < old.count ? String(old[i]) : "<none>"
    let b = i < new.count ? String(new[i]) : "<none>"
    if a != b { diff.append("line \(i + 1):\n  expected: \(a)\n  actual:   \(b)") }
  }
  return diff.joined(separator: "\n")
}
