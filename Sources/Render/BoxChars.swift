/// The characters a frame is drawn with: single-line box drawing or plain ASCII.
public struct BoxChars: Sendable, Hashable {
  public var horizontal: Character
  public var vertical: Character
  public var topLeft: Character
  public var topRight: Character
  public var bottomLeft: Character
  public var bottomRight: Character
  /// Where a separator row meets the left and right edges: ├ and ┤.
  public var teeRight: Character
  public var teeLeft: Character

  public init(
    horizontal: Character, vertical: Character, topLeft: Character, topRight: Character,
    bottomLeft: Character, bottomRight: Character, teeRight: Character, teeLeft: Character
  ) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
    self.teeRight = teeRight
    self.teeLeft = teeLeft
  }

  /// ┌─┐ │ ├ ┤ └─┘
  public static let single = BoxChars(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐",
    bottomLeft: "└", bottomRight: "┘", teeRight: "├", teeLeft: "┤")

  /// +-+ | + + +-+
  public static let ascii = BoxChars(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+",
    bottomLeft: "+", bottomRight: "+", teeRight: "+", teeLeft: "+")

  /// Every character, for width checks.
  public var all: [Character] {
    [horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight, teeRight, teeLeft]
  }
}
