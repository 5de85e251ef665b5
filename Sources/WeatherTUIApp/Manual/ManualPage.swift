/// The sections of `docs/weathertui.1` that swift-argument-parser cannot write (keys, files,
/// environment, exit status, examples), rendered as mdoc from the tables and defaults the
/// program itself uses, so the page cannot drift from them unnoticed: `ManualPageTests`
/// compares this text with the committed page and rewrites it under `RECORD_SNAPSHOTS=1`.
enum ManualPage {
  /// The comment line the hand-written part starts with; `scripts/generate-manual` keeps
  /// everything from it to `endMarker` when it regenerates the rest.
  static let beginMarker = #".\" BEGIN hand sections"#
  /// The comment line the hand-written part ends with.
  static let endMarker = #".\" END hand sections"#

  /// The hand-written sections, markers included, in mdoc(7)'s section order.
  static func handSections() -> String {
    let lines =
      [beginMarker, provenance] + keysSection() + environmentSection() + filesSection() + exitStatusSection()
      + examplesSection() + seeAlsoSection() + [endMarker]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Says where the part comes from, for whoever edits the page by hand.
  static let provenance =
    #".\" Written by Sources/WeatherTUIApp/Manual; RECORD_SNAPSHOTS=1 swift test --filter ManualPageTests"#

  // MARK: - The committed page

  /// The part of `page` from the begin marker's line to the end marker's, both included, with
  /// a newline after each line; nil when either is missing.
  static func handSections(in page: String) -> String? {
    guard let (lines, range) = handRange(in: page) else { return nil }
    return lines[range].map { $0 + "\n" }.joined()
  }

  /// `page` with its hand-written part replaced by `sections`; a page without one gets them
  /// at the end, where mdoc(7) wants KEYS…SEE ALSO after the generated DESCRIPTION.
  static func replacingHandSections(in page: String, with sections: String = handSections()) -> String {
    guard let (lines, range) = handRange(in: page) else {
      return page + (page.hasSuffix("\n") || page.isEmpty ? "" : "\n") + sections
    }
    let before = lines[..<range.lowerBound].map { $0 + "\n" }.joined()
    let after = lines[(range.upperBound + 1)...].joined(separator: "\n")
    return before + sections + after
  }

  /// `page`'s lines and the closed range of the hand-written part among them.
  private static func handRange(in page: String) -> ([Substring], ClosedRange<Int>)? {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    guard let begin = lines.firstIndex(where: { $0 == beginMarker }),
      let end = lines[begin...].firstIndex(where: { $0 == endMarker })
    else { return nil }
    return (lines, begin...end)
  }

  // MARK: - mdoc building blocks

  /// A `.Bl -tag` list of `(tag macro line, body lines)` items; `compact` leaves out the blank
  /// line between items (for one-line items such as keys).
  static func tagList(width: String = "Ds", compact: Bool = false, _ items: [(tag: String, body: [String])])
    -> [String]
  {
    let begin = ".Bl -tag -width \(width)" + (compact ? " -compact" : "")
    let body: [String] = items.flatMap { item in [".It " + item.tag] + item.body }
    return [begin] + body + [".El"]
  }
}
