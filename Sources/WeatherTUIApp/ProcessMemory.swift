#if canImport(Glibc)
  import Glibc
#endif

/// How this long-running process keeps its resident memory down: few malloc arenas, freed memory
/// handed back, and the relocation table let go once start-up is over.
///
/// The one place that talks to malloc and `madvise` directly; without glibc every call does
/// nothing.
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

  /// Gives back the pages of the program's relocation table once start-up is over.
  ///
  /// The dynamic loader reads the table (`DT_RELA`: 1.1 MB of a position-independent Swift
  /// binary, one entry for each pointer in its metadata) once, before `main`, and nothing reads
  /// it again: libraries loaded later (libcurl) are relocated from their own tables. Its pages
  /// stayed resident all the same. Dropping them is `madvise(MADV_DONTNEED)` on the whole pages
  /// inside the table; they are clean file pages, so a read that came anyway would load them again
  /// from the file. Returns the bytes given back (0 where there is no such table).
  @discardableResult
  static func releaseRelocationTable() -> Int {
    #if canImport(Glibc)
      guard let range = ProgramHeaders.current()?.relocationTable else { return 0 }
      let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
      let start = (range.lowerBound + page - 1) / page * page
      let end = range.upperBound / page * page
      guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return 0 }
      return madvise(address, Int(end - start), MADV_DONTNEED) == 0 ? Int(end - start) : 0
    #else
      return 0
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
