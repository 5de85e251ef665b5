import Foundation
import TestSupport
import Testing

@testable import WeatherProviders

/// Truncated, bit-flipped and random bodies: the decoder must throw or return, never trap or
/// read out of bounds. A flip may still decode validly (it can hit a float); that is fine.
@Suite struct FlatBuffersFuzzTests {

  /// Bodies to mutate: the recorded one and the project's own rich one (if present).
  private var seeds: [(String, [UInt8])] {
    var result: [(String, [UInt8])] = []
    // Without ../shared the recorded seed is left out; `theRecordedBodyIsASeed` shows that as a skip.
    if FlatBuffersTestFiles.hasRecordedBody {
      do {
        result.append(("recorded", [UInt8](try FlatBuffersTestFiles.recordedBody())))
      } catch {
        Issue.record("\(error)")
      }
    }
    if let own = try? FlatBuffersTestFiles.own("forecast_2places.flatbuffers.bin") {
      result.append(("own", [UInt8](own)))
    }
    return result
  }

  /// Decodes; true if it threw a FlatBufferError, false if it returned. Any other error fails.
  @discardableResult
  private func attempt(_ bytes: [UInt8]) -> Bool {
    do {
      _ = try OpenMeteoFlatBuffersDecoder.decode(Data(bytes))
      return false
    } catch is FlatBufferError {
      return true
    } catch {
      Issue.record("non-FlatBufferError thrown: \(error)")
      return true
    }
  }

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func theRecordedBodyIsASeed() {
    #expect(seeds.contains { $0.0 == "recorded" })
  }

  // MARK: - Truncation

  @Test func everyTruncationOfTheBodyThrowsUnlessItEndsOnAMessageBoundary() {
    for (name, body) in seeds {
      let boundaries = Set(
        (try? FlatBufferReader.sizePrefixedMessages(in: body).map(\.message.upperBound)) ?? [])
      for length in 0..<body.count {
        let threw = attempt(Array(body[0..<length]))
        #expect(
          threw || boundaries.contains(length), "\(name): truncated to \(length) bytes decoded")
      }
    }
  }

  @Test func everyTruncationWithARewrittenSizePrefixThrowsOrDecodes() {
    // Keep the framing consistent so the cut reaches the table reader itself.
    for (_, body) in seeds {
      guard let first = try? FlatBufferReader.sizePrefixedMessages(in: body).first else { continue }
      let message = Array(body[first.message])
      for length in 0..<message.count {
        var prefix = withUnsafeBytes(of: UInt32(length).littleEndian) { Array($0) }
        prefix += message[0..<length]
        attempt(prefix)
      }
    }
  }

  // MARK: - Bit flips

  @Test func everySingleBitFlipOfTheRecordedBodyThrowsOrDecodes() {
    guard var bytes = seeds.first(where: { $0.0 == "recorded" })?.1 else { return }
    for index in bytes.indices {
      for bit in 0..<8 {
        bytes[index] ^= 1 << bit
        attempt(bytes)
        bytes[index] ^= 1 << bit
      }
    }
  }

  @Test func sampledBitFlipsOfTheOwnBodyThrowOrDecode() {
    // 15 KB × 8 bits is too many for every run; a seeded sample of 2000 flips, 1–3 at a time.
    guard let body = seeds.first(where: { $0.0 == "own" })?.1 else { return }
    var random = SplitMix64(state: 7)
    for _ in 0..<2000 {
      var bytes = body
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        bytes[Int.random(in: 0..<bytes.count, using: &random)] ^=
          1 << UInt8.random(in: 0..<8, using: &random)
      }
      attempt(bytes)
    }
  }

  @Test func randomWordOverwritesThrowOrDecode() {
    // Overwriting whole 32-bit words hits offsets and lengths far more often than bit flips.
    var random = SplitMix64(state: 0x5EED_F1A7)
    for (_, body) in seeds {
      for _ in 0..<1000 {
        var bytes = body
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          let at = Int.random(in: 0..<(bytes.count - 3), using: &random)
          let word: UInt32 = [
            0, 1, 0xFFFF_FFFF, 0x8000_0000, 0x7FFF_FFFF, UInt32(bytes.count),
            random.next() as UInt32,
          ]
          .randomElement(using: &random)!
          withUnsafeBytes(of: word.littleEndian) {
            for (k, byte) in $0.enumerated() { bytes[at + k] = byte }
          }
        }
        attempt(bytes)
      }
    }
  }

  // MARK: - Random buffers

  @Test func randomBuffersThrow() {
    var random = SplitMix64(state: 42)
    var decoded = 0
    for _ in 0..<5000 {
      let count = Int.random(in: 0..<512, using: &random)
      var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
      if count >= 16, Bool.random(using: &random) {
        // A plausible size prefix and root offset, so the table reader gets exercised too.
        let size = UInt32(count - 4)
        withUnsafeBytes(of: size.littleEndian) {
          for (k, byte) in $0.enumerated() { bytes[k] = byte }
        }
        bytes[4] = UInt8.random(in: 4..<UInt8(min(count - 4, 255)), using: &random)
        bytes[5] = 0
        bytes[6] = 0
        bytes[7] = 0
      }
      if !attempt(bytes) { decoded += 1 }
    }
    // Pure noise virtually never forms a valid message; a reader accepting most of it is broken.
    #expect(decoded < 50, "\(decoded) of 5000 random buffers decoded")
  }
}
