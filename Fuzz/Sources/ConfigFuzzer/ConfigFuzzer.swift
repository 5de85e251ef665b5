// fuzz-options: -max_len=16384
// fuzz-seeds: tests:Fuzz/Seeds/config.toml
// fuzz-ci: replay-only toml++ 3 (inside TOMLKit 0.6.0) aborts on assertions for malformed TOML; five classes are refused before it (TOMLReader; the fifth, a Unicode line break after '[' or ',', was found by hand) and 1,000,000 runs then stayed clean (again on 2026-11-27), but a sixth class would fail an unrelated submission
import Foundation
import UserFiles

/// `config.toml` as the program reads it: the byte checks (UTF-8, no control bytes), then the
/// TOML parse and every key's validation. Errors are fine; a trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = try? ConfigLoader.parse(bytes: UnsafeBufferPointer(start: bytes, count: count), path: "config.toml")
  return 0
}
