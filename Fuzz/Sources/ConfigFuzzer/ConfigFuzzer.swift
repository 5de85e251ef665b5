// fuzz-options: -max_len=16384
// fuzz-seeds: tests:Fuzz/Seeds/config.toml
// fuzz-ci: replay-only TOMLKit 0.6.0's toml++ 3 still aborts on an assertion for some malformed TOML (open, see README Fuzzing)
import Foundation
import UserFiles

/// `config.toml` as the program reads it: the byte checks (UTF-8, no control bytes), then the
/// TOML parse and every key's validation. Errors are fine; a trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = try? ConfigLoader.parse(bytes: UnsafeBufferPointer(start: bytes, count: count), path: "config.toml")
  return 0
}
