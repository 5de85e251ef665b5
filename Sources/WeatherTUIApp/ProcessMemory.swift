#if canImport(Glibc)
  import Glibc
#endif

/// How this long-running process keeps its heap small: few malloc arenas, and freed memory
/// handed back.
///
/// The program's one piece of runtime tuning, and public glibc API only (`mallopt`,
/// `malloc_trim`, looked up by name because Swift's Glibc module leaves them out); where they
/// are missing every call does nothing and the program runs the same.
enum ProcessMemory {
  /// Sets glibc's malloc up for a long-running, mostly idle process: one arena, and large blocks
  /// always in mappings of their own, unless the user set `MALLOC_ARENA_MAX` or
  /// `MALLOC_MMAP_THRESHOLD_` themselves. Called before any other thread allocates.
  ///
  /// - Arenas: glibc gives threads their own, up to eight per core, and every transfer runs on a
  ///   Dispatch thread of its own: over the bench's 1,000 refreshes resident memory grew 2.7 MB
  ///   with the default and 0.8 MB with two arenas, and a wall display refreshes for weeks. The
  ///   second arena (the job thread's) still held about 0.7 MB more at idle than the same memory
  ///   in the first; a program this quiet has no lock contention to save.
  /// - Large blocks (128 KiB and more: a frame's cells, a response body) are mapped and unmapped
  ///   with each use. Left to itself, glibc raises that threshold to the size of the first such
  ///   block freed, and from then on keeps the next ones in the heap, where their pages stay
  ///   resident between frames (0.25 MB at idle).
  static func configureMalloc(environment: [String: String]) {
    #if canImport(Glibc)
      guard let set = mallopt else { return }
      if environment["MALLOC_ARENA_MAX"] == nil {
        _ = set(arenaMaxParameter, 1)
      }
      if environment["MALLOC_MMAP_THRESHOLD_"] == nil {
        _ = set(mmapThresholdParameter, 128 * 1024)
      }
    #endif
  }

  /// Hands freed memory back to the system; decoding a refresh briefly needs a few MB that glibc
  /// would otherwise keep in its arenas. Called after the first frame and once per refresh.
  static func returnFreedMemory() {
    #if canImport(Glibc)
      _ = mallocTrim?(0)
    #endif
  }

  #if canImport(Glibc)
    /// `M_ARENA_MAX` and `M_MMAP_THRESHOLD` from malloc.h, which Swift's Glibc module does not
    /// import.
    private static let arenaMaxParameter: Int32 = -8
    private static let mmapThresholdParameter: Int32 = -3

    // mallopt and malloc_trim are glibc extensions the Glibc module leaves out; look them up once.
    private static let mallopt = glibcFunction("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self)
    private static let mallocTrim = glibcFunction("malloc_trim", as: (@convention(c) (Int) -> Int32).self)

    /// A function of the C library that Swift's Glibc module does not import, found by name in the
    /// running process; nil where the C library has none.
    static func glibcFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
      dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }
  #endif
}
