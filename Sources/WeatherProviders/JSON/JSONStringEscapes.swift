/// Resolves the escapes of a JSON string's raw bytes (between the quotes).
enum JSONStringEscapes {
  /// The text, or nil when an escape is malformed or a `\u` surrogate is unpaired.
  static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
    var scalars = String.UnicodeScalarView()
    var utf8: [UInt8] = []
    var index = 0
    func flush() {
      scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
      utf8.removeAll(keepingCapacity: true)
    }
    func hex4(_ at: Int) -> UInt32? {
      guard at + 4 <= raw.count else { return nil }
      var value: UInt32 = 0
      for byte in raw[at..<(at + 4)] {
        guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
        value = value << 4 | UInt32(digit)
      }
      return value
    }
    while index < raw.count {
      let byte = raw[index]
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        index += 1
        continue
      }
      guard index + 1 < raw.count else { return nil }
      let escape = raw[index + 1]
      index += 2
      let simple: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
      ]
      if let plain = simple[escape] {
        utf8.append(plain)
        continue
      }
      guard escape == UInt8(ascii: "u"), let unit = hex4(index) else { return nil }
      index += 4
      var code = unit
      if (0xD800..<0xDC00).contains(unit) {
        guard index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u"),
          let low = hex4(index + 2), (0xDC00..<0xE000).contains(low)
        else { return nil }
        index += 6
        code = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(code) else { return nil }
      flush()
      scalars.append(scalar)
    }
    flush()
    return String(scalars)
  }
}
