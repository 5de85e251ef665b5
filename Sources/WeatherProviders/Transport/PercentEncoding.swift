/// Percent-encoding of URL parts (RFC 3986): every UTF-8 byte outside the kept ASCII
/// characters becomes "%XX" with upper-case hex, as Foundation's `addingPercentEncoding` wrote it.
enum PercentEncoding {
  /// `text` with every byte not in `keep` percent-encoded; non-ASCII is always encoded.
  static func encode(_ text: String, keeping keep: (Unicode.Scalar) -> Bool) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if byte < 0x80 && keep(Unicode.Scalar(byte)) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A-Z, a-z or 0-9: the ASCII part of Foundation's `CharacterSet.alphanumerics`.
  static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9": return true
    default: return false
    }
  }
}
