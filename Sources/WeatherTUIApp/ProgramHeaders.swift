#if canImport(Glibc)
  import Glibc

  /// The running program's own ELF program headers and dynamic section, as the kernel mapped them.
  ///
  /// Read from the auxiliary vector (`AT_PHDR`, `AT_PHNUM`), so no file is opened.
  struct ProgramHeaders {
    /// Where the program was loaded: its addresses plus this are run-time addresses.
    let loadBias: UInt
    let dynamicSection: UnsafePointer<Elf64_Dyn>?
    /// Run-time address ranges of the loadable segments the program cannot write to.
    let readOnlySegments: [Range<UInt>]

    /// The headers of this process's executable, or nil where the auxiliary vector has none.
    static func current() -> ProgramHeaders? {
      guard let auxiliaryValue else { return nil }
      let phdrAddress = auxiliaryValue(UInt(AT_PHDR))
      let count = Int(auxiliaryValue(UInt(AT_PHNUM)))
      guard count > 0, let first = UnsafePointer<Elf64_Phdr>(bitPattern: phdrAddress) else { return nil }
      let headers = UnsafeBufferPointer(start: first, count: count)
      // PT_PHDR names the headers' own link-time address; the difference is the load bias (0 for a
      // program that is not position-independent). Without it the bias is unknown, and guessing
      // would mean reading through a wrong address.
      guard let own = headers.first(where: { $0.p_type == UInt32(PT_PHDR) }) else { return nil }
      let bias = phdrAddress &- UInt(own.p_vaddr)
      var dynamic: UnsafePointer<Elf64_Dyn>?
      if let header = headers.first(where: { $0.p_type == UInt32(PT_DYNAMIC) }) {
        dynamic = UnsafePointer<Elf64_Dyn>(bitPattern: bias &+ UInt(header.p_vaddr))
      }
      let readOnly = headers.filter { $0.p_type == UInt32(PT_LOAD) && $0.p_flags & UInt32(PF_W) == 0 }.map {
        (bias &+ UInt($0.p_vaddr))..<(bias &+ UInt($0.p_vaddr) &+ UInt($0.p_memsz))
      }
      return ProgramHeaders(loadBias: bias, dynamicSection: dynamic, readOnlySegments: readOnly)
    }

    // getauxval is in sys/auxv.h, which Swift's Glibc module does not import; look it up once.
    private static let auxiliaryValue = ProcessMemory.glibcFunction(
      "getauxval", as: (@convention(c) (UInt) -> UInt).self)

    /// The run-time address range of the `DT_RELA` relocation table, or nil if there is none or it
    /// is not wholly inside a segment the program cannot write (so no page of it holds data that
    /// would be lost if it were dropped).
    var relocationTable: Range<UInt>? {
      guard let dynamicSection else { return nil }
      var address: UInt?
      var size: UInt?
      var entry = dynamicSection
      while entry.pointee.d_tag != Int64(DT_NULL) {
        switch entry.pointee.d_tag {
        case Int64(DT_RELA): address = UInt(entry.pointee.d_un.d_ptr)
        case Int64(DT_RELASZ): size = UInt(entry.pointee.d_un.d_val)
        default: break
        }
        entry += 1
      }
      guard let address, let size, size > 0 else { return nil }
      // glibc rewrites the executable's d_ptr entries to run-time addresses where its dynamic
      // section is writable (x86-64), and leaves them as link-time ones where it is not.
      let start = address >= loadBias ? address : address &+ loadBias
      let table = start..<(start &+ size)
      guard readOnlySegments.contains(where: { $0.contains(table.lowerBound) && table.upperBound <= $0.upperBound })
      else { return nil }
      return table
    }
  }
#endif
