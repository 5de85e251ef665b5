import FoundationEssentials
import Glibc

/// Parses a JSON number in place, without making a string in the common case.
///
/// Open-Meteo prints a few decimals (`20.5`, `-3.25`, `0.00`): a mantissa of at most 15 digits
/// scaled by an exact power of ten of at most 22, which one IEEE division or multiplication
/// rounds correctly (Clinger's fast path), so the result is the same Double `strtod` gives.
/// Longer or larger numbers take `strtod` itself.
enum JSONNumberText {
  private static let powersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

  /// The number starting at `index` (which moves past it), or nil when there is none there.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, from index: inout Int) -> Double? {
    let start = index
    var position = index
    let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var integerDigits = 0
    var fractionDigits = 0
    while position < bytes.count, let digit = digit(bytes[position]) {
      if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
      digits += 1
      integerDigits += 1
      position += 1
    }
    // JSON: at least one integer digit, and no leading zero before more digits.
    guard integerDigits > 0, !(integerDigits > 1 && bytes[position - integerDigits] == UInt8(ascii: "0")) else {
      return nil
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      while position < bytes.count, let digit = digit(bytes[position]) {
        if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
        digits += 1
        fractionDigits += 1
        position += 1
      }
      guard fractionDigits > 0 else { return nil }
    }
    var exponent = 0
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      var exponentNegative = false
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        exponentNegative = bytes[position] == UInt8(ascii: "-")
        position += 1
      }
      var exponentDigits = 0
      while position < bytes.count, let digit = digit(bytes[position]) {
        if exponent < 100_000 { exponent = exponent * 10 + digit }
        exponentDigits += 1
        position += 1
      }
      guard exponentDigits > 0 else { return nil }
      if exponentNegative { exponent = -exponent }
    }
    index = position
    let scale = exponent - fractionDigits
    if digits <= 15, abs(scale) <= 22 {
      var value = Double(mantissa)
      value = scale < 0 ? value / powersOfTen[-scale] : value * powersOfTen[scale]
      return negative ? -value : value
    }
    return slowParse(bytes, start..<position)
  }

  @inline(__always)
  private static func digit(_ byte: UInt8) -> Int? {
    byte >= 48 && byte <= 57 ? Int(byte) - 48 : nil
  }

  /// `strtod` on a copy of the number's text.
  private static func slowParse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
    var text = Array(bytes[range])
    text.append(0)
    return text.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { strtod($0, nil) }
    }
  }
}
