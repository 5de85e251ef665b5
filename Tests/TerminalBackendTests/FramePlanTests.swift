import Render
import Testing

@testable import TerminalBackend

@Suite struct FramePlanTests {
  private func buffer(_ rows: [String], width: Int = 8) -> CellBuffer {
    var buffer = CellBuffer(width: width, height: rows.count)
    for (y, row) in rows.enumerated() { buffer.put(row, x: 0, y: y) }
    return buffer
  }

  private func rows(from before: CellBuffer?, to after: CellBuffer) -> [Int] {
    FramePlan.rowsToRedraw(from: before.map(FramePlan.RowHashes.init(of:)), to: FramePlan.RowHashes(of: after))
  }

  @Test func firstFrameRedrawsEveryRow() {
    #expect(rows(from: nil, to: buffer(["a", "b", "c"])) == [0, 1, 2])
  }

  @Test func onlyChangedRowsAreRedrawn() {
    let before = buffer(["a", "b", "c"])
    #expect(rows(from: before, to: before).isEmpty)
    #expect(rows(from: before, to: buffer(["a", "B", "c"])) == [1])
    var restyled = before
    restyled.put("c", x: 0, y: 2, style: CellStyle(role: .accent))
    #expect(rows(from: before, to: restyled) == [2])
    // The same text one column further along is a different row.
    #expect(rows(from: buffer(["ab", "", ""]), to: buffer(["a b", "", ""])) == [0])
  }

  @Test func sizeChangeRedrawsEverything() {
    let before = buffer(["a", "b"])
    #expect(rows(from: before, to: buffer(["a", "b"], width: 9)) == [0, 1])
    #expect(rows(from: before, to: buffer(["a", "b", "c"])) == [0, 1, 2])
  }

  @Test func wideCharactersSkipTheirContinuation() {
    let glyphs = FramePlan.glyphs(ofRow: 0, in: buffer(["a東b"]), width: 8)
    #expect(glyphs.prefix(3).map(\.x) == [0, 1, 3])
    #expect(glyphs.prefix(3).map(\.text) == ["a", "東", "b"])
    #expect(glyphs.prefix(3).map(\.isWide) == [false, true, false])
    #expect(glyphs.count == 7)  // 8 columns, one glyph covering two
  }

  @Test func orphanContinuationBecomesBlank() {
    var row = buffer(["東京"])
    row[2, 0] = .blank  // a fill overwrote the left half of 京
    let glyphs = FramePlan.glyphs(ofRow: 0, in: row, width: 8)
    #expect(glyphs.prefix(3).map(\.text) == ["東", " ", " "])
    #expect(glyphs[2].x == 3)
  }

  @Test func wideCharacterCutByTheEdgeBecomesBlank() {
    let glyphs = FramePlan.glyphs(ofRow: 0, in: buffer(["ab東"]), width: 3)
    #expect(glyphs.map(\.text) == ["a", "b", " "])
    #expect(glyphs.last?.isWide == false)
  }

  @Test func stylesTravelWithGlyphs() {
    var row = CellBuffer(width: 3, height: 1)
    row.put("x", x: 1, y: 0, style: CellStyle(role: .error, bold: true))
    #expect(FramePlan.glyphs(ofRow: 0, in: row, width: 3)[1].style == CellStyle(role: .error, bold: true))
  }
}
