import Render

/// How the overview shares its room among the places' cards: as many columns and rows as make
/// the cards largest for the places there are, with every card wide enough for its whole name
/// and alert badge. When even the smallest cards cannot hold every place, the places go on pages.
public struct OverviewLayout: Sendable, Equatable {
  /// Cards side by side.
  public var columns: Int
  /// Rows of cards on one page.
  public var rows: Int
  public var cardWidth: Int
  /// Rows of one card, its title row included.
  public var cardHeight: Int

  /// Columns between two cards side by side.
  public static let gap = 3
  /// The narrowest card: a name, a temperature and a badge.
  public static let minimumCardWidth = 22
  /// Title row and one line of weather.
  public static let minimumCardHeight = 2

  /// Cards on one page.
  public var perPage: Int { columns * rows }

  /// Shares `width`×`height` cells among `placeCount` cards whose longest name is
  /// `longestName` columns.
  public init(placeCount: Int, width: Int, height: Int, longestName: Int = 0) {
    let count = max(1, placeCount)
    // Name, a space, the badge's glyph and two columns of line either side of it.
    let narrowest = max(Self.minimumCardWidth, longestName + 6)
    var best: (score: Double, columns: Int, rows: Int)?
    for columns in 1...count {
      let rows = (count + columns - 1) / columns
      let cardWidth = (width - (columns - 1) * Self.gap) / columns
      let cardHeight = height / rows
      guard cardWidth >= narrowest, cardHeight >= Self.minimumCardHeight else { continue }
      // A card reads best about 36 columns by 7 rows; the layout whose cards come nearest to
      // that on their shorter side wins, ties to fewer columns (longer lines).
      let score = min(Double(cardWidth) / 36, Double(cardHeight) / 7)
      if best.map({ score > $0.score }) ?? true { best = (score, columns, rows) }
    }
    if let best {
      columns = best.columns
      rows = best.rows
    } else {
      // Too many places for one screen: the smallest cards, on pages.
      columns = max(1, min(count, (width + Self.gap) / (narrowest + Self.gap)))
      rows = max(1, min((count + columns - 1) / columns, height / Self.minimumCardHeight))
    }
    cardWidth = max(0, (width - (columns - 1) * Self.gap) / columns)
    cardHeight = max(0, height / rows)
  }

  /// The page place `index` is on.
  public func page(of index: Int) -> Int { max(0, index) / max(1, perPage) }

  /// How many pages `placeCount` places take.
  public func pageCount(_ placeCount: Int) -> Int { max(1, (placeCount + perPage - 1) / max(1, perPage)) }

  /// Where the card in `slot` (0-based on its page, row by row) of `shown` on the page goes in
  /// `rect`. A short last row's cards share the row's whole width: no cell of the screen is
  /// left empty.
  public func frame(ofSlot slot: Int, of shown: Int, in rect: Rect) -> Rect {
    let row = slot / columns
    let lastRow = max(0, shown - 1) / columns
    let inLastRow = shown - lastRow * columns
    let across = row == lastRow ? max(1, inLastRow) : columns
    let width = row == lastRow ? max(0, (rect.width - (across - 1) * Self.gap) / across) : cardWidth
    return Rect(
      x: rect.x + (slot % columns) * (width + Self.gap), y: rect.y + row * cardHeight, width: width,
      height: cardHeight)
  }

  /// The index `index` moves to by `dx` columns and `dy` rows in a grid of `placeCount`,
  /// stopping at the edges (left from the first column stays put); down onto a short last row,
  /// its last card, which spans the columns beyond it.
  public func moving(_ index: Int, dx: Int, dy: Int, placeCount: Int) -> Int {
    guard placeCount > 0 else { return 0 }
    let column = index % columns
    var moved = index
    if dx != 0 {
      let target = column + dx
      if (0..<columns).contains(target) { moved = index + dx }
    }
    if dy != 0 { moved += dy * columns }
    if moved >= placeCount && dy > 0 && moved / columns == (placeCount - 1) / columns { return placeCount - 1 }
    return moved >= 0 && moved < placeCount ? moved : index
  }
}
