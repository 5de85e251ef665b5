// fuzz-options: -max_len=16384
// fuzz-seeds: tests:Fuzz/Seeds/places.toml
// fuzz-ci: replay-only toml++ 3 (inside TOMLKit 0.6.0) aborts on assertions for malformed TOML; five classes are refused before it (TOMLReader; the fifth, a Unicode line break after '[' or ',', was found by hand) and 1,000,000 runs then stayed clean (again on 2026-11-27), but a sixth class would fail an unrelated submission
import Foundation

@testable import UserFiles

/// The dashboard's `places.toml` as the program reads it: the byte checks, the TOML parse and
/// each place's validation; what parses is rendered back and must parse again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlaceState(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  guard let places = try? PlaceStore.parse(bytes: UnsafeBufferPointer(start: bytes, count: count), path: "places.toml")
  else { return 0 }
  // What we would write back must read back as the same list: a save never loses a place.
  guard let again = try? PlaceStore.parse(PlaceStore.render(places), path: "places.toml"), again == places else {
    fatalError("places.toml round trip changed \(places.count) places")
  }
  return 0
}
