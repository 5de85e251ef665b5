#if canImport(Glibc)
  import Glibc
#endif

/// How this long-running process uses glibc's allocator: few arenas, freed memory handed back.
///
/// The one place that talks to malloc directly; on other C libraries both calls do nothing.
enum ProcessMemory {
  /// Caps glibc's malloc arenas at two, unless the user set `MALLOC_ARENA_MAX` themselves.
  ///
  /// glibc gives threads their own arenas, up to eight per core, and every transfer runs on a
  /// Dispatch thread of its own: over the bench's 1,000 refreshes resident memory grew 2.7 MB
  /// with the default and 0.8 MB with two arenas, and a wall display refreshes for weeks.
  static func limitArenas(environment: [String: String]) {
    #if canImport(Glibc)
      guard environment["MALLOC_ARENA_MAX"] == nil, let set = mallopt else { return }
      _ = set(arenaMaxParameter, 2)
    #endif
  }

  /// Hands freed memory back to the system; decoding a refresh briefly needs a few MB that glibc
  /// would otherwise keep in its arenas. Called once per refresh.
  static func returnFreedMemory() {
    #if canImport(Glibc)
      _ = mallocTrim?(0)
    #endif
  }

  #if canImport(Glibc)
    /// `M_ARENA_MAX` from malloc.h, which Swift's Glibc module does not import.
    private static let arenaMaxParameter: Int32 = -8

    // mallopt and malloc_trim are glibc extensions the Glibc module leaves out; look them up once.
    private static let mallopt: (@convention(c) (Int32, Int32) -> Int32)? = dlsym(nil, "mallopt").map {
      unsafeBitCast($0, to: (@convention(c) (Int32, Int32) -> Int32).self)
    }
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = dlsym(nil, "malloc_trim").map {
      unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self)
    }
  #endif
}
