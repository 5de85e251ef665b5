import Foundation
import Testing

@testable import Render

/// `ASCIIFolding` is Foundation's diacritic- and width-insensitive folding for every scalar whose
/// folded form is ASCII, and the ASCII glyph set's text shows exactly what it did before.
@Suite struct ASCIIFoldingEquivalenceTests {
  static func foundationFolding(_ scalar: Unicode.Scalar) -> Character? {
    let folded = String(scalar).folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    return folded.unicodeScalars.allSatisfy(\.isASCII) && folded.count == 1 ? folded.first : nil
  }

  @Test func everyNonASCIIScalarFoldsAsFoundationDid() {
    var mismatches: [String] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let folded = String(scalar).folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
      let expected: String? = folded.unicodeScalars.allSatisfy(\.isASCII) && !folded.isEmpty ? folded : nil
      if ASCIIFolding.folded(scalar).map(String.init) != expected { mismatches.append(String(value, radix: 16)) }
    }
    #expect(mismatches == [])
  }
}
