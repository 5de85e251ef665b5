import Glibc

/// `printf`-style formatting through the C library, always in the "C" locale: what
/// `String(format:)` printed (same rounding, "." as decimal point) whatever `setlocale` chose.
///
/// Only C conversions with C arguments (`%d` with `Int32`/`Int`, `%X`, `%o`, `%f` with `Double`);
/// there is no `%@`.
public enum CFormat {
  /// `format` with `arguments`, as `snprintf` writes it in the "C" locale.
  public static func string(_ format: String, _ arguments: any CVarArg...) -> String {
    string(format, arguments: arguments)
  }

  /// `format` with the `arguments` array.
  public static func string(_ format: String, arguments: [any CVarArg]) -> String {
    // uselocale is per thread, so another thread's setlocale or formatting cannot interfere.
    let previous = uselocale(cLocale)
    defer { if previous != nil { uselocale(previous) } }
    return withVaList(arguments) { list in
      var buffer = [CChar](repeating: 0, count: 64)
      let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
      guard needed >= buffer.count else { return decode(buffer, count: max(needed, 0)) }
      buffer = [CChar](repeating: 0, count: needed + 1)
      return withVaList(arguments) { again in
        _ = vsnprintf(&buffer, buffer.count, format, again)
        return decode(buffer, count: needed)
      }
    }
  }

  private static func decode(_ buffer: [CChar], count: Int) -> String {
    String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The "C" locale, made once; nil only if the C library cannot make it (then the thread's own).
  /// Categories outside the mask come from "C" too, as the base is nil.
  private nonisolated(unsafe) static let cLocale: locale_t? = newlocale(1 << LC_NUMERIC, "C", nil)
}
