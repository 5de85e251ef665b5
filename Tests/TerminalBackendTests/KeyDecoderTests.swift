import Render
import Testing

@testable import TerminalBackend

/// ncurses key codes as the terminfo ABI defines them (octal in curses.h), written out so the
/// tests do not depend on the constants the decoder itself uses.
private enum Code {
  static let down: Int32 = 0o402, up: Int32 = 0o403, left: Int32 = 0o404, right: Int32 = 0o405
  static let home: Int32 = 0o406, backspace: Int32 = 0o407, f0: Int32 = 0o410
  static let pageDown: Int32 = 0o522, pageUp: Int32 = 0o523, enter: Int32 = 0o527
  static let backTab: Int32 = 0o541, end: Int32 = 0o550, resize: Int32 = 0o632, mouse: Int32 = 0o631
}

@Suite struct KeyDecoderTests {
  @Test(arguments: [
    (Code.up, Key.up), (Code.down, .down), (Code.left, .left), (Code.right, .right),
    (Code.home, .home), (Code.end, .end), (Code.pageUp, .pageUp), (Code.pageDown, .pageDown),
    (Code.backspace, .backspace), (Code.enter, .enter), (Code.backTab, .backTab),
    (Code.f0 + 1, .function(1)), (Code.f0 + 12, .function(12)),
  ])
  func functionKeys(code: Int32, expected: Key) {
    #expect(KeyDecoder.key(code: code, isFunctionKey: true) == expected)
  }

  @Test(arguments: [
    (Int32(9), Key.tab), (10, .enter), (13, .enter), (27, .escape), (127, .backspace), (8, .backspace),
    (1, .control("a")), (12, .control("l")), (26, .control("z")), (3, .control("c")),
    (0x71, .character("q")), (0x3F, .character("?")), (0x20, .character(" ")), (0x31, .character("1")),
    (0xE9, .character("é")), (0x6771, .character("東")), (0x1F600, .character("😀")),
  ])
  func characters(code: Int32, expected: Key) {
    #expect(KeyDecoder.key(code: code, isFunctionKey: false) == expected)
  }

  @Test func functionCodeIsNotACharacter() {
    // 0o403 is KEY_UP as a key code but 'ă' (U+0103) as a wide character.
    #expect(KeyDecoder.key(code: Code.up, isFunctionKey: false) == .character("ă"))
    #expect(KeyDecoder.key(code: Code.up, isFunctionKey: true) == .up)
  }

  @Test func resizeIsAnEventNotAKey() {
    #expect(KeyDecoder.event(code: Code.resize, isFunctionKey: true) == .resize)
    #expect(KeyDecoder.key(code: Code.resize, isFunctionKey: true) == nil)
    #expect(KeyDecoder.event(code: Code.up, isFunctionKey: true) == .key(.up))
  }

  @Test(arguments: [Int32(0), 28, 31, 0x85, 0x9F, 0xD800, -1, 0x110000])
  func controlAndInvalidCodesAreDropped(code: Int32) {
    #expect(KeyDecoder.key(code: code, isFunctionKey: false) == nil)
  }

  @Test func unmappedFunctionCodesAreDropped() {
    #expect(KeyDecoder.event(code: Code.mouse, isFunctionKey: true) == nil)
    #expect(KeyDecoder.key(code: Code.f0, isFunctionKey: true) == nil)
  }
}
