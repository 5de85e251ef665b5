import Render
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Big type in DejaVu Sans Bold, set by FreeType: figures and words in every script the font
/// covers (Latin with its accents, Greek, Cyrillic, Armenian, Georgian…), each size cached.
///
/// Nothing is loaded until the first text is set: FreeType and the font files are opened then,
/// once. Where either is missing (a server reached over SSH often has no fonts), the figures
/// are drawn in `DotFont` and words stay text, without a word about it on screen.
public final class FontLettering: Lettering {
  /// Font files in the order a character is looked for in them.
  public let paths: [String]
  private let fallback: DotFont
  private let state: Mutex<State>

  private struct State {
    /// The fonts opened so far, and the paths not yet tried: a font after the first is opened
    /// only for a character the ones before it lack.
    var faces: [FontFace] = []
    var untried: [String]
    var settings: [Key: Ink?] = [:]
    var order: [Key] = []

    /// The first face with a glyph for `scalar`, opening the next fonts as needed.
    mutating func glyph(for scalar: Unicode.Scalar) -> (FontFace, UInt32)? {
      var index = 0
      while true {
        if index == faces.count && !openNext() { return nil }
        if let glyph = faces[index].glyph(for: scalar) { return (faces[index], glyph) }
        index += 1
      }
    }

    /// Opens the next font file that exists and is not a copy of one already open.
    mutating func openNext() -> Bool {
      while !untried.isEmpty {
        let path = untried.removeFirst()
        let file = path.split(separator: "/").last.map(String.init) ?? path
        // A font that is not there does not load FreeType: a server without fonts never maps it.
        guard access(path, R_OK) == 0, !faces.contains(where: { $0.path.hasSuffix("/" + file) }),
          let face = FontFace(path: path)
        else { continue }
        faces.append(face)
        return true
      }
      return false
    }
  }

  private struct Key: Hashable {
    var text: String
    var height: Int
    var width: Int
  }

  /// How many settings are kept: every text on one screen at its size, and a few more.
  static let cacheSize = 48

  /// The fonts in `paths` (those that exist), the first with a glyph drawing each character.
  /// Nothing is opened here.
  public init(paths: [String] = FontLettering.systemPaths, fallback: DotFont = DotFont()) {
    self.paths = paths
    self.fallback = fallback
    state = Mutex(State(untried: paths))
  }

  /// DejaVu Sans Bold, then DejaVu Sans for a character only it has, where Debian and Ubuntu
  /// (fonts-dejavu-core), Fedora, Arch, openSUSE and Alpine install them; then, for Chinese,
  /// Japanese and Korean, which DejaVu lacks, the CJK fonts Debian and Ubuntu package
  /// (fonts-noto-cjk, fonts-wqy-zenhei, fonts-droid-fallback) where one is installed.
  public static let systemPaths: [String] =
    ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"].flatMap { file in
      [
        "/usr/share/fonts/truetype/dejavu/", "/usr/share/fonts/dejavu-sans-fonts/", "/usr/share/fonts/TTF/",
        "/usr/share/fonts/truetype/", "/usr/share/fonts/dejavu/",
      ].map { $0 + file }
    } + [
      "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
      "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    ]

  /// Whether a font was found and FreeType loaded (opening them on the first call).
  public var hasFont: Bool {
    state.withLock { state in !state.faces.isEmpty || state.openNext() }
  }

  public var setsWords: Bool { hasFont }

  public func ink(_ text: String, height: Int, width: Int) -> Ink? {
    let key = Key(text: text, height: height, width: width)
    return state.withLock { state -> Ink? in
      if let known = state.settings[key] { return known }
      // Figures under a dozen dots read better in the dot font, drawn for so few dots; and
      // then FreeType need not even be loaded.
      let dots = height < Self.smallestOutlineFigures && DotFont.canDraw(text)
      let ink =
        dots || state.faces.isEmpty && !state.openNext()
        ? fallback.ink(text, height: height, width: width) : Self.fit(text, &state, key)
      if state.order.count >= Self.cacheSize { state.settings[state.order.removeFirst()] = nil }
      state.order.append(key)
      state.settings[key] = ink
      return ink
    }
  }

  // MARK: - Setting

  /// The smallest em, in dots, letters are set at: below it strokes merge into blots.
  static let smallestEm = 7
  /// Figures fewer dots high than this are the dot font's.
  static let smallestOutlineFigures = 12

  /// The largest size of `text` within `key`'s height and width: ink scales with the em, so
  /// each try aims at the size the last one's ink asks for, a handful of tries in all.
  private static func fit(_ text: String, _ state: inout State, _ key: Key) -> Ink? {
    guard key.height > 0, key.width > 0, let glyphs = glyphs(text, &state) else { return nil }
    var em = key.height
    var best: Ink?
    var tried: Set<Int> = []
    for _ in 0..<8 {
      guard em >= smallestEm, tried.insert(em).inserted, let ink = set(glyphs, em: em), ink.width > 0 else { break }
      let scale = min(Double(key.height) / Double(ink.height), Double(key.width) / Double(ink.width))
      if ink.height <= key.height && ink.width <= key.width {
        if ink.height > best?.height ?? 0 { best = ink }
        let next = Int((Double(em) * scale).rounded(.down))
        guard next > em else { break }
        em = next
      } else {
        em = min(em - 1, Int((Double(em) * scale).rounded(.down)))
      }
    }
    return best
  }

  /// Each character's face and glyph; nil when a character has none in any face, or needs
  /// shaping that glyph-by-glyph setting cannot do.
  private static func glyphs(_ text: String, _ state: inout State) -> [(FontFace, UInt32)]? {
    var glyphs: [(FontFace, UInt32)] = []
    for scalar in text.unicodeScalars {
      guard !needsShaping(scalar), let found = state.glyph(for: scalar) else { return nil }
      glyphs.append(found)
    }
    return glyphs.isEmpty ? nil : glyphs
  }

  /// Scripts written right to left or whose letters join or reorder (Hebrew, Arabic, Syriac,
  /// the Indic scripts, Tibetan, Myanmar, Khmer…): set glyph by glyph they would be wrong.
  /// Such a name stays in text, which the terminal shapes.
  static func needsShaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0x0900...0x0DFF, 0x0F00...0x109F, 0x1780...0x18AF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF:
      true
    default:
      scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control
    }
  }

  /// `glyphs` side by side on one baseline at an em `em` dots high, margins trimmed.
  private static func set(_ glyphs: [(FontFace, UInt32)], em: Int) -> Ink? {
    var sized: Set<ObjectIdentifier> = []
    for (face, _) in glyphs where sized.insert(ObjectIdentifier(face)).inserted {
      guard face.setSize(height: em) else { return nil }
    }
    var placed: [(x: Int, y: Int, glyph: FontFace.Glyph)] = []
    var pen = 0
    var previous: (FontFace, UInt32)?
    for (face, index) in glyphs {
      if let previous, previous.0 === face { pen += face.kerning(previous.1, index) }
      guard let glyph = face.render(index) else { return nil }
      placed.append((pen / 64 + glyph.left, -glyph.top, glyph))
      pen += glyph.advance
      previous = (face, index)
    }
    guard let left = placed.map(\.x).min(), let top = placed.map(\.y).min(),
      let right = placed.map({ $0.x + $0.glyph.ink.width }).max(),
      let bottom = placed.map({ $0.y + $0.glyph.ink.height }).max()
    else { return nil }
    var ink = Ink(width: right - left, height: bottom - top)
    for (x, y, glyph) in placed {
      for row in 0..<glyph.ink.height {
        for column in 0..<glyph.ink.width where glyph.ink[column, row] { ink[x - left + column, y - top + row] = true }
      }
    }
    return ink.trimmed
  }
}
