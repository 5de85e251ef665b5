import Foundation
import StandInServer
import Testing

@testable import WeatherTUIApp

#if canImport(Glibc)
  import Glibc
#endif

/// What the installed program does to keep its resident memory down: the relocation table it
/// gives back after start-up, and the order file its release link reads.
@Suite struct ProcessMemoryTests {
  #if canImport(Glibc)
    @Test("the relocation table found from the auxiliary vector lies in this executable's own mapping")
    func relocationTableIsInTheExecutable() throws {
      let headers = try #require(ProgramHeaders.current(), "the auxiliary vector names no program headers")
      let table = try #require(headers.relocationTable, "this test binary has a DT_RELA table")
      #expect(table.count > 4096, "a Swift test binary has thousands of relocations, not \(table.count) bytes")
      let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
      let holding = maps.split(separator: "\n").first { line in
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
        return bounds.count == 2 && bounds[0] <= table.lowerBound && table.upperBound <= bounds[1]
      }
      let line = try #require(holding, "no mapping holds \(table)")
      #expect(line.hasSuffix(executable), "the table is mapped from \(line), not from \(executable)")
    }

    @Test("giving the table back leaves the process working: its pages are no longer resident, and it goes on")
    func releasingTheTable() throws {
      let table = try #require(ProgramHeaders.current()?.relocationTable)
      let released = ProcessMemory.releaseRelocationTable()
      #expect(released > 0 && released <= table.count, "released \(released) of \(table.count) bytes")
      // mincore does not see a private file mapping's own page table; /proc/self/pagemap does.
      let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
      let first = (table.lowerBound + page - 1) / page
      let pagemap = try #require(FileHandle(forReadingAtPath: "/proc/self/pagemap"))
      defer { try? pagemap.close() }
      try pagemap.seek(toOffset: UInt64(first * 8))
      let entry = try #require(try pagemap.read(upToCount: 8)).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
      #expect(entry >> 63 == 0, "the table's first whole page is still present")
      // Loading a library afterwards relocates it from its own table.
      let library = dlopen("libm.so.6", RTLD_NOW)
      #expect(library != nil)
      if let library { dlclose(library) }
    }
  #endif

  @Test("the order file the release link reads is there and lists functions by section name")
  func orderFile() throws {
    let path = StandInAPI.packageRoot.appendingPathComponent("Sources/WeatherTUI/weathertui.order").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.count > 1000, "\(lines.count) lines; scripts/bench/order-file records it")
    #expect(lines.allSatisfy { $0.hasPrefix(".text.") && !$0.contains(" ") }, "every line is .text.<symbol>")
    #expect(lines.contains { $0.hasPrefix(".text.$s13WeatherTUIApp") }, "the program's own functions are in it")
  }
}
