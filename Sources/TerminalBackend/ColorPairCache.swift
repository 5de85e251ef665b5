import CNcurses
import Render

/// Turns resolved styles into curses attributes and colour pairs, allocating each pair (and
/// each custom true colour) once and remembering it.
@MainActor
final class ColorPairCache {
  private struct PairKey: Hashable {
    var foreground: Int32
    var background: Int32
  }

  private let capabilities: TerminalCapabilities
  private var pairs: [PairKey: Int32] = [:]
  private var customColors: [RGB: Int32] = [:]
  /// Custom colours are defined above the standard 256 so no palette colour the user (or a
  /// theme's `.index` role) sees is ever redefined.
  private var nextCustomColor: Int32 = 256
  /// Cap on redefined colours: a gradient needs dozens, not thousands.
  private static let customColorBudget: Int32 = 1024

  init(capabilities: TerminalCapabilities) {
    self.capabilities = capabilities
  }

  /// The attributes and pair number for `style`. Pair 0 (terminal defaults) when colours are
  /// off or the terminal ran out of pairs: the cell still shows, only uncoloured.
  func attributesAndPair(for style: ResolvedStyle) -> (attributes: attr_t, pair: Int32) {
    var attributes = weathertui_a_normal()
    if style.bold { attributes |= weathertui_a_bold() }
    if style.dim { attributes |= weathertui_a_dim() }
    if style.underline { attributes |= weathertui_a_underline() }
    if style.reverse { attributes |= weathertui_a_reverse() }
    let key = PairKey(foreground: number(for: style.foreground), background: number(for: style.background))
    if key.foreground == -1 && key.background == -1 { return (attributes, 0) }
    return (attributes, pair(for: key))
  }

  // MARK: - Private

  private func pair(for key: PairKey) -> Int32 {
    if let pair = pairs[key] { return pair }
    // alloc_pair recycles the oldest pair when the table is full, which would silently
    // recolour cells already on screen; stop short of that instead.
    guard pairs.count < capabilities.colorPairs - 2 else { return 0 }
    let pair = alloc_pair(key.foreground, key.background)
    guard pair > 0 else { return 0 }
    pairs[key] = pair
    return pair
  }

  private func number(for color: ResolvedColor) -> Int32 {
    switch color {
    case .number(let number):
      return number
    case .custom(let rgb):
      if let number = customColors[rgb] { return number }
      let limit = min(Int32(clamping: capabilities.colors), 256 + Self.customColorBudget)
      guard nextCustomColor < limit else {
        return Int32(ColorReduction.xterm256(rgb))
      }
      // curses colour components are 0…1000.
      let scale = { (channel: UInt8) in Int32(channel) * 1000 / 255 }
      guard init_extended_color(nextCustomColor, scale(rgb.r), scale(rgb.g), scale(rgb.b)) != ERR else {
        return Int32(ColorReduction.xterm256(rgb))
      }
      customColors[rgb] = nextCustomColor
      nextCustomColor += 1
      return customColors[rgb]!
    }
  }
}
