import Foundation
import Testing

@testable import SystemFiles

#if canImport(Glibc)
  import Glibc
#endif

/// The one atomic-write routine: the real thing on disk, and its call sequence through the
/// system-call seam (to prove the folder is flushed after the rename, and that a failure at
/// any step removes the temporary file and leaves the target alone).
@Suite struct AtomicFileTests {
  func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func replacesTheFileWithTheModeAskedAndLeavesNoTemporaryFile() throws {
    let dir = try folder()
    let path = dir + "/state.toml"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    try AtomicFile(path: path, mode: 0o600).write(Array("new contents".utf8))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new contents")
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["state.toml"])
  }

  @Test func aMissingFolderIsAFailureNamingTheTemporaryFile() throws {
    let path = try folder() + "/absent/state.toml"
    #expect {
      try AtomicFile(path: path).write(Array("x".utf8))
    } throws: { error in
      let failure = error as? AtomicFile.Failure
      return failure?.code == ENOENT && failure?.call == "create"
        && failure?.path.contains("/absent/.state.toml.") == true
    }
  }

  // MARK: - The call sequence

  /// Records every call; `failing` makes that call fail with `code` (once).
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var calls: [String] = []
    var failing: String?
    var code: Int32 = EIO
    private var nextFD: Int32 = 100

    func record(_ call: String, _ name: String) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      calls.append(call)
      return failing == name
    }

    func fd() -> Int32 {
      lock.lock()
      defer { lock.unlock() }
      nextFD += 1
      return nextFD
    }

    var systemCalls: AtomicFile.SystemCalls {
      AtomicFile.SystemCalls(
        open: { path, flags, _ in
          let isFolder = flags & O_DIRECTORY != 0
          let name = isFolder ? "open folder" : "open temp"
          let exclusive = flags & O_EXCL != 0 && flags & O_CREAT != 0
          let shown = isFolder ? "open(\(path))" : "open(\(exclusive ? "excl" : "NOT EXCL") temp)"
          return self.record(shown, name) ? -1 : self.fd()
        },
        write: { fd, bytes in self.record("write(\(fd), \(bytes.count))", "write") ? -1 : bytes.count },
        fsync: { fd in self.record("fsync(\(fd))", fd == 101 ? "fsync temp" : "fsync folder") ? -1 : 0 },
        close: { fd in self.record("close(\(fd))", "close") ? -1 : 0 },
        rename: { from, to in
          self.record("rename(temp -> \((to as NSString).lastPathComponent))", "rename") || !from.hasSuffix(".tmp")
            ? -1 : 0
        },
        unlink: { path in self.record("unlink(\(path.hasSuffix(".tmp") ? "temp" : path))", "unlink") ? -1 : 0 },
        errno: { self.code })
    }
  }

  @Test func writesFlushesRenamesThenFlushesTheFolder() throws {
    let recorder = Recorder()
    try AtomicFile(path: "/data/state.toml", calls: recorder.systemCalls).write(Array("hello".utf8))
    #expect(
      recorder.calls == [
        "open(excl temp)", "write(101, 5)", "fsync(101)", "close(101)", "rename(temp -> state.toml)",
        "open(/data)", "fsync(102)", "close(102)",
      ])
  }

  @Test func aCacheWriteReplacesWithoutWaitingForTheDisk() throws {
    let recorder = Recorder()
    try AtomicFile(path: "/cache/entry", durable: false, calls: recorder.systemCalls).write(Array("hello".utf8))
    #expect(recorder.calls == ["open(excl temp)", "write(101, 5)", "close(101)", "rename(temp -> entry)"])
  }

  @Test(arguments: ["open temp", "write", "fsync temp", "rename"])
  func aFailureRemovesTheTemporaryFileAndNeverRenames(step: String) throws {
    let recorder = Recorder()
    recorder.failing = step
    recorder.code = ENOSPC
    #expect(throws: AtomicFile.Failure.self) {
      try AtomicFile(path: "/data/state.toml", calls: recorder.systemCalls).write(Array("hello".utf8))
    }
    let renamedAt = recorder.calls.firstIndex { $0.hasPrefix("rename") }
    if step == "open temp" {
      #expect(recorder.calls == ["open(excl temp)"], "nothing was created, so nothing to remove")
    } else {
      #expect(recorder.calls.last == "unlink(temp)", "\(step): \(recorder.calls)")
      #expect(step == "rename" || renamedAt == nil, "\(step): \(recorder.calls)")
    }
    #expect(!recorder.calls.contains("open(/data)"), "no folder flush after a failed write")
  }

  @Test func aFolderThatCannotBeFlushedIsAFailureUnlessTheFileSystemCannotDoIt() throws {
    let recorder = Recorder()
    recorder.failing = "fsync folder"
    recorder.code = EIO
    #expect(throws: AtomicFile.Failure(call: "flush folder", path: "/data", code: EIO)) {
      try AtomicFile(path: "/data/state.toml", calls: recorder.systemCalls).write(Array("x".utf8))
    }
    let unsupported = Recorder()
    unsupported.failing = "fsync folder"
    unsupported.code = EINVAL
    try AtomicFile(path: "/data/state.toml", calls: unsupported.systemCalls).write(Array("x".utf8))
  }

  @Test func abandonedTemporaryFilesOfDeadProcessesAreRemoved() throws {
    let dir = try folder()
    let path = dir + "/places.toml"
    // pid 2^22+1 is above Linux's pid_max default of 2^22, so no process has it.
    let dead = dir + "/.places.toml.4194305.abc.tmp"
    let mine = dir + "/.places.toml.\(getpid()).def.tmp"
    let other = dir + "/.other.toml.4194305.abc.tmp"
    for file in [dead, mine, other] { FileManager.default.createFile(atPath: file, contents: Data()) }
    AtomicFile(path: path).removeAbandonedTemporaryFiles()
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == [
        ".other.toml.4194305.abc.tmp", ".places.toml.\(getpid()).def.tmp",
      ])
  }
}
