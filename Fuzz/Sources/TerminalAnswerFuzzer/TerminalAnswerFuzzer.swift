// fuzz-options: -max_len=4096
// fuzz-seeds: tests:Fuzz/Seeds/terminal-answers.bin
import Render

@testable import TerminalBackend

/// What a terminal answers to the background query (`TerminalBackground.parse`), and the same
/// bytes arriving as keys after the wait (`KeyDecoder`, the input cut into reads at each byte
/// 0x00, every read's wait running out): a colour, when found, has a tone, and the decoder
/// holds no more than its longest reply string.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalAnswer(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let input = Array(UnsafeBufferPointer(start: bytes, count: count))
  let (colour, _) = TerminalBackground.parse(input)
  if let colour { _ = BackgroundTone(of: colour) }
  _ = TerminalBackground.tone(colorFGBG: String(decoding: input, as: UTF8.self))

  var decoder = KeyDecoder(sequences: KeySequences(terminfo: [:]))
  for read in input.split(separator: 0, omittingEmptySubsequences: false) {
    _ = decoder.decode(read)
    _ = decoder.flush()
    if decoder.isWaiting { fatalError("a read whose wait ran out left bytes held") }
  }
  return 0
}
