#if canImport(Glibc)
  import Glibc
#endif

/// How this long-running process keeps its resident memory down: few malloc arenas, freed memory
/// handed back, and the relocation table let go once start-up is over.
///
/// The one place that talks to malloc and `madvise` directly; without glibc every call does
/// nothing.
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
    /// `M_ARENA_MAX` from malloc.h, which Swift's Glibc module does not import.
    private static let arenaMaxParameter: Int32 = -8

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
