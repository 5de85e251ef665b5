import CNcurses
import Render

/// Draws `CellBuffer`s on the terminal. Writes only rows that changed since the last frame and
/// lets curses send only the changed cells (wnoutrefresh + doupdate); never clears except on a
/// size change or an explicit `forceFullRepaint()` (Ctrl-L), so a wall display never flickers.
@MainActor
public final class Presenter {
  private let screen: TerminalScreen
  private var resolver: StyleResolver
  private var pairs: ColorPairCache
  private var resolvedStyles: [CellStyle: (attributes: attr_t, pair: Int32)] = [:]
  /// `solidBlock`'s answers, by the full block's style.
  private var solidStyles: [CellStyle: (attributes: attr_t, pair: Int32)?] = [:]
  /// What stdscr holds now, by row hashes; nil forces every row to be rewritten.
  private var lastFrame: FramePlan.RowHashes?
  private var clearOnNextFrame = false

  /// Creates a presenter for a running screen drawing `theme` at `depth` (from
  /// `ColorDepth.detect`, given this screen's terminfo colours).
  public init(screen: TerminalScreen, theme: Theme, depth: ColorDepth) {
    self.screen = screen
    self.resolver = StyleResolver(theme: theme, depth: depth, capabilities: screen.capabilities)
    self.pairs = ColorPairCache(capabilities: screen.capabilities)
  }

  /// The depth colours are drawn at.
  public var depth: ColorDepth { resolver.depth }

  /// The theme in use; changing it (theme switch) repaints every cell in the new colours.
  public var theme: Theme {
    get { resolver.theme }
    set {
      guard newValue != resolver.theme else { return }
      resolver = StyleResolver(theme: newValue, depth: resolver.depth, capabilities: screen.capabilities)
      resolvedStyles.removeAll()
      solidStyles.removeAll()
      lastFrame = nil
    }
  }

  /// Makes the next `present` clear the terminal and redraw everything (Ctrl-L, or after
  /// something else scribbled on the screen).
  public func forceFullRepaint() {
    clearOnNextFrame = true
    lastFrame = nil
  }

  /// Shows `buffer`. A buffer of a different size than the last one (after a resize) clears
  /// the screen first, because terminals reflow old content unpredictably when resized.
  public func present(_ buffer: CellBuffer) {
    guard screen.isRunning else { return }
    guard let window = weathertui_stdscr() else { return }
    if let lastFrame, lastFrame.width != buffer.width || lastFrame.height != buffer.height {
      clearOnNextFrame = true
      self.lastFrame = nil
    }
    if clearOnNextFrame {
      werase(window)
      clearok(window, true)
      clearOnNextFrame = false
    }
    let (columns, rows) = screen.size
    let width = min(buffer.width, columns)
    let hashes = FramePlan.RowHashes(of: buffer)
    for y in FramePlan.rowsToRedraw(from: lastFrame, to: hashes) where y < rows {
      drawRow(y, of: buffer, width: width, in: window)
    }
    lastFrame = hashes
    wnoutrefresh(window)
    doupdate()
  }

  // MARK: - Drawing

  private func drawRow(_ y: Int, of buffer: CellBuffer, width: Int, in window: UnsafeMutablePointer<WINDOW>) {
    for glyph in FramePlan.glyphs(ofRow: y, in: buffer, width: width) {
      put(glyph.text, style: glyph.style, x: glyph.x, y: y, in: window)
      // Keep curses' model aligned with the buffer when libc thinks the glyph is narrower
      // than DisplayWidth does: fill the second column with a blank.
      if glyph.isWide, Self.libcWidth(of: glyph.text) < 2 {
        put(" ", style: glyph.style, x: glyph.x + 1, y: y, in: window)
      }
    }
  }

  private func put(_ text: String, style: CellStyle, x: Int, y: Int, in window: UnsafeMutablePointer<WINDOW>) {
    var (attributes, pair) = curses(style)
    var text = text
    // Fonts draw the full block a hair short of the cell (DejaVu Sans Mono in xterm leaves a dark
    // line between the rows of big type, bars and curves); a space on a background of the
    // block's colour fills the cell exactly.
    if text == Self.fullBlock, let solid = solidBlock(style) {
      (attributes, pair) = solid
      text = " "
    }
    // A cell holds one spacing character and at most CCHARW_MAX - 1 combining marks.
    var characters = text.unicodeScalars.prefix(Int(CCHARW_MAX)).map { wchar_t(bitPattern: $0.value) }
    if characters.isEmpty { characters = [wchar_t(0x20)] }
    characters.append(0)
    var cell = cchar_t()
    if weathertui_setcchar(&cell, characters, attributes, pair) == ERR {
      _ = weathertui_setcchar(&cell, [0x20, 0], attributes, pair)
    }
    // Writing the bottom-right cell returns ERR (the cursor cannot move on); the cell is drawn.
    _ = mvwadd_wch(window, Int32(y), Int32(x), &cell)
  }

  private static let fullBlock = "\u{2588}"

  /// The curses look of a space that shows as a full block in `style`: the block's colour as
  /// the background too. Nil (the glyph stays) where that colour is the terminal's own or one of
  /// the eight that bold brightens (xterm shows a bold block in the bright twin, a background
  /// never), faint (which dims the glyph only) or reversed, or no colour pair is left.
  private func solidBlock(_ style: CellStyle) -> (attributes: attr_t, pair: Int32)? {
    if let cached = solidStyles[style] { return cached }
    var look = resolver.resolve(style)
    var solid: (attributes: attr_t, pair: Int32)?
    let isFixedColour =
      switch look.foreground {
      case .custom: true
      case .number(let number): number >= 8
      }
    if isFixedColour, !look.dim, !look.reverse {
      look.background = look.foreground
      (look.bold, look.underline) = (false, false)
      let resolved = pairs.attributesAndPair(for: look)
      solid = resolved.pair == 0 ? nil : resolved
    }
    solidStyles[style] = solid
    return solid
  }

  private func curses(_ style: CellStyle) -> (attributes: attr_t, pair: Int32) {
    if let cached = resolvedStyles[style] { return cached }
    let resolved = pairs.attributesAndPair(for: resolver.resolve(style))
    resolvedStyles[style] = resolved
    return resolved
  }

  private static func libcWidth(of text: String) -> Int32 {
    guard let first = text.unicodeScalars.first else { return 0 }
    return weathertui_wcwidth(first.value)
  }
}
