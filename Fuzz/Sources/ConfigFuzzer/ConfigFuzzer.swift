// fuzz-options: -max_len=16384
// fuzz-seeds: tests:Fuzz/Seeds/config.toml
// fuzz-ci: replay-only toml++ 3 (inside TOMLKit 0.6.0) aborts on assertions for malformed TOML; four classes are refused before it (TOMLReader) and 1,000,000 runs then stayed clean, but a fifth class would fail an unrelated submission
import Foundation
import UserFiles

/// `config.toml` as the program reads it: the byte checks (UTF-8, no control bytes), then the
/// TOML parse and every key's validation. Errors are fine; a trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = try? ConfigLoader.parse(bytes: UnsafeBufferPointer(start: bytes, count: count), path: "config.toml")
  return 0
}
