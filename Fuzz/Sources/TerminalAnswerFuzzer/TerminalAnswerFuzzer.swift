// fuzz-options: -max_len=4096
// fuzz-seeds: tests:Fuzz/Seeds/terminal-answers.bin
import Render

@testable import TerminalBackend

/// What a terminal answers to the background query (`TerminalBackground.parse`), and the same
/// bytes arriving as keys after the wait (`TerminalReplyFilter`, one code a byte, the input cut
/// into reads at each byte 0x00): whatever passes the filter is in the input, in order, and a
/// colour, when found, has a tone.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalAnswer(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let input = Array(UnsafeBufferPointer(start: bytes, count: count))
  let (colour, _) = TerminalBackground.parse(input)
  if let colour { _ = BackgroundTone(of: colour) }
  _ = TerminalBackground.tone(colorFGBG: String(decoding: input, as: UTF8.self))

  var filter = TerminalReplyFilter(expectsReplies: true)
  var passed: [Int32] = []
  for byte in input {
    if byte == 0 {
      passed += filter.endOfRead().map(\.code)
      continue
    }
    passed += filter.pass((Int32(byte), false)).map(\.code)
  }
  passed += filter.endOfRead().map(\.code)
  // A subsequence of the input's codes: nothing made up, nothing reordered.
  var rest = input.filter { $0 != 0 }.map(Int32.init)[...]
  for code in passed {
    guard let at = rest.firstIndex(of: code) else { fatalError("the filter passed a code it was not given") }
    rest = rest[(at + 1)...]
  }
  return 0
}
