import Render

/// One key binding as the screen shows it: "q" "quit". The executable's key tables make these,
/// already named for the glyph set, so what a screen says and what the keys do cannot differ.
public struct KeyHint: Sendable, Hashable {
  /// How the keys are named, e.g. "← → h l" or, in ASCII, "<- -> h l".
  public var keys: String
  /// What they do, e.g. "earlier / later hours".
  public var action: String
  /// A shorter `action` for narrow screens, e.g. "hours"; nil when `action` is short already.
  public var brief: String?
  /// Never dropped for room (quit, close).
  public var isEssential: Bool

  public init(keys: String, action: String, brief: String? = nil, isEssential: Bool = false) {
    self.keys = keys
    self.action = action
    self.brief = brief
    self.isEssential = isEssential
  }

  /// "keys action", or with the brief action when `brief` is set.
  public func text(brief useBrief: Bool = false) -> String {
    keys.isEmpty ? action : keys + " " + (useBrief ? brief ?? action : action)
  }
}

extension KeyHint {
  /// The hints that fit on one line of `width` columns, joined by `style`'s separator. Hints are
  /// in order of importance: when they do not all fit, brief actions are tried, then the last
  /// non-essential hints are dropped first; essential ones stay even if the line must be cut.
  public static func line(_ hints: [KeyHint], width: Int, style: PaneStyle, role: ThemeRole = .dim) -> [Span] {
    guard width > 0, !hints.isEmpty else { return [] }
    func spans(_ shown: [KeyHint], brief: Bool) -> [Span] { Self.spans(shown, brief: brief, style: style, role: role) }
    var shown = hints
    while true {
      for brief in [false, true] {
        let line = spans(shown, brief: brief)
        if line.width <= width { return line }
      }
      guard let last = shown.lastIndex(where: { !$0.isEssential }) else { break }
      shown.remove(at: last)
    }
    return Frame.clip(spans(shown, brief: true), to: width, ellipsis: style.glyphs.ellipsis)
  }

  /// Every hint, on as many lines of `width` as they take: whole hints with brief actions, in
  /// order, never one split across lines (one wider than the line alone is cut).
  public static func lines(_ hints: [KeyHint], width: Int, style: PaneStyle, role: ThemeRole = .dim) -> [[Span]] {
    guard width > 0 else { return [] }
    var lines: [[KeyHint]] = []
    for hint in hints {
      if let last = lines.last, spans(last + [hint], brief: true, style: style, role: role).width <= width {
        lines[lines.count - 1].append(hint)
      } else {
        lines.append([hint])
      }
    }
    return lines.map {
      Frame.clip(spans($0, brief: true, style: style, role: role), to: width, ellipsis: style.glyphs.ellipsis)
    }
  }

  /// Whether every hint fits on one line of `width`, with brief actions at least.
  public static func allFit(_ hints: [KeyHint], width: Int, style: PaneStyle) -> Bool {
    spans(hints, brief: true, style: style, role: .dim).width <= width
  }

  /// "keys action · keys action", keys picked out.
  private static func spans(_ shown: [KeyHint], brief: Bool, style: PaneStyle, role: ThemeRole) -> [Span] {
    style.joined(
      shown.map { hint in
        hint.keys.isEmpty
          ? [style.span(hint.action, role)]
          : [
            style.span(hint.keys, .accent, bold: true),
            style.span(" " + (brief ? hint.brief ?? hint.action : hint.action), role),
          ]
      })
  }
}
