/// The warnings about one file, the first `limit` of them in full and the rest as a count: a
/// file of a million unknown keys gives thirteen lines, in time linear in the file.
public struct CappedWarnings: Sendable {
  /// The file the warnings are about, as the count line names it.
  public let file: String
  public let limit: Int
  private var kept: [String] = []
  private var dropped = 0

  public init(file: String, limit: Int) {
    self.file = file
    self.limit = limit
  }

  public mutating func append(_ warning: String) {
    if kept.count < limit { kept.append(warning) } else { dropped += 1 }
  }

  /// At most 40 characters of what a file said, so a warning that quotes it stays one line.
  public static func excerpt(_ text: String) -> String {
    text.unicodeScalars.count <= 40 ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(39))) + "…"
  }

  /// The kept warnings, then one line counting the others when there were any.
  public var lines: [String] {
    dropped == 0 ? kept : kept + ["\(file): \(dropped) more problems not listed; fix the ones above and look again"]
  }
}
