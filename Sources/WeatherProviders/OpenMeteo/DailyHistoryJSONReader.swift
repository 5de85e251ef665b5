import FoundationEssentials
import WeatherCore

/// Reads Open-Meteo's JSON daily history (one place's object, or the array a multi-location
/// request returns) straight from the bytes: only `daily_units` and `daily` are kept, every
/// other value is skipped. No `JSONSerialization`, no `NSNumber`: numbers are parsed in place.
///
/// Malformed input of any kind (a truncated stream, text after the value, nesting too deep)
/// throws `OpenMeteoError.malformedBody`; nothing is read outside the body.
struct DailyHistoryJSONReader {
  /// The columns of each place, in the order of the answer.
  static func places(in body: Data, variables: [String]) throws -> [DailyHistoryColumns] {
    try body.withUnsafeBytes { raw in
      var reader = DailyHistoryJSONReader(
        cursor: JSONByteCursor(bytes: raw.bindMemory(to: UInt8.self), failure: notAnObject), variables: variables)
      return try reader.readBody()
    }
  }

  private var cursor: JSONByteCursor
  /// The wanted variable names as UTF-8, to compare keys without making strings.
  private let wanted: [(name: String, utf8: [UInt8])]

  private init(cursor: JSONByteCursor, variables: [String]) {
    self.cursor = cursor
    wanted = variables.map { ($0, Array($0.utf8)) }
  }

  // MARK: - Structure

  private mutating func readBody() throws -> [DailyHistoryColumns] {
    var places: [DailyHistoryColumns] = []
    cursor.skipWhitespace()
    switch cursor.peek() {
    case UInt8(ascii: "{"):
      places.append(try readPlace())
    case UInt8(ascii: "["):
      cursor.index += 1
      cursor.skipWhitespace()
      if cursor.peek() == UInt8(ascii: "]") {
        cursor.index += 1
      } else {
        repeat {
          cursor.skipWhitespace()
          guard cursor.peek() == UInt8(ascii: "{") else { throw Self.notAnObject }
          places.append(try readPlace())
          cursor.skipWhitespace()
        } while try cursor.consumeSeparator(closing: UInt8(ascii: "]"))
      }
    default:
      throw Self.notAnObject
    }
    cursor.skipWhitespace()
    // Text after the value: the server failed mid-stream and appended its message.
    guard cursor.index == cursor.bytes.count else { throw Self.notAnObject }
    return places
  }

  /// One place's object; the cursor is on its `{`.
  private mutating func readPlace() throws -> DailyHistoryColumns {
    var columns = DailyHistoryColumns()
    var sawTime = false
    try readObject { reader, key in
      if Self.equal(key, "daily_units") {
        try reader.readUnits(into: &columns)
      } else if Self.equal(key, "daily") {
        sawTime = try reader.readDaily(into: &columns)
      } else {
        try reader.cursor.skipValue()
      }
    }
    guard sawTime else {
      throw OpenMeteoError.malformedBody(detail: "the daily history has no 'daily.time' list")
    }
    for (name, values) in columns.values where values.count != columns.dayNumbers.count {
      throw OpenMeteoError.malformedBody(detail: "daily '\(name)' is not a list as long as 'time'")
    }
    return columns
  }

  private mutating func readUnits(into columns: inout DailyHistoryColumns) throws {
    guard cursor.peek() == UInt8(ascii: "{") else { return try cursor.skipValue() }
    try readObject { reader, key in
      guard let name = reader.wantedName(key), reader.cursor.peek() == UInt8(ascii: "\"") else {
        return try reader.cursor.skipValue()
      }
      columns.units[name] = try reader.readString()
    }
  }

  /// The `daily` object; returns whether it had a `time` list.
  private mutating func readDaily(into columns: inout DailyHistoryColumns) throws -> Bool {
    guard cursor.peek() == UInt8(ascii: "{") else { throw Self.notAnObject }
    var sawTime = false
    try readObject { reader, key in
      if Self.equal(key, "time") {
        columns.dayNumbers = try reader.readDays()
        sawTime = true
      } else if let name = reader.wantedName(key) {
        columns.values[name] = try reader.readNumbers(name, expected: columns.dayNumbers.count)
      } else {
        try reader.cursor.skipValue()
      }
    }
    return sawTime
  }

  /// Calls `member` for each key of the object at the cursor with the cursor on its value.
  private mutating func readObject(
    _ member: (inout DailyHistoryJSONReader, UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    try cursor.expect(UInt8(ascii: "{"))
    cursor.skipWhitespace()
    if cursor.peek() == UInt8(ascii: "}") {
      cursor.index += 1
      return
    }
    repeat {
      cursor.skipWhitespace()
      let key = try cursor.readRawString()
      cursor.skipWhitespace()
      try cursor.expect(UInt8(ascii: ":"))
      cursor.skipWhitespace()
      try member(&self, key)
      cursor.skipWhitespace()
    } while try cursor.consumeSeparator(closing: UInt8(ascii: "}"))
  }

  // MARK: - Arrays

  /// `["yyyy-mm-dd", …]` as day numbers.
  private mutating func readDays() throws -> [Int] {
    var days: [Int] = []
    try readArray { reader in
      let text = try reader.cursor.readRawString()
      guard let day = Self.dayNumber(text) else {
        let shown = String(decoding: text, as: UTF8.self)
        throw OpenMeteoError.malformedBody(
          detail: "daily time '\(UntrustedText.clean(shown, limit: 40))' is not a yyyy-mm-dd date")
      }
      days.append(day)
    } notAList: {
      OpenMeteoError.malformedBody(detail: "the daily history has no 'daily.time' list")
    }
    return days
  }

  /// `[number|null, …]`; `expected` is the length of `time` when it came first (it does in
  /// Open-Meteo's answers), so the list is sized once.
  private mutating func readNumbers(_ name: String, expected: Int) throws -> [Double?] {
    var values: [Double?] = []
    values.reserveCapacity(expected)
    try readArray { reader in
      values.append(try reader.readNumberOrNull(name))
    } notAList: {
      OpenMeteoError.malformedBody(detail: "daily '\(name)' is not a list as long as 'time'")
    }
    return values
  }

  private mutating func readArray(
    _ element: (inout DailyHistoryJSONReader) throws -> Void, notAList: () -> OpenMeteoError
  ) throws {
    guard cursor.peek() == UInt8(ascii: "[") else { throw notAList() }
    cursor.index += 1
    cursor.skipWhitespace()
    if cursor.peek() == UInt8(ascii: "]") {
      cursor.index += 1
      return
    }
    repeat {
      cursor.skipWhitespace()
      try element(&self)
      cursor.skipWhitespace()
    } while try cursor.consumeSeparator(closing: UInt8(ascii: "]"))
  }

  // MARK: - Scalars

  private mutating func readNumberOrNull(_ name: String) throws -> Double? {
    if cursor.peek() == UInt8(ascii: "n") {
      try cursor.expectLiteral("null")
      return nil
    }
    let start = cursor.index
    guard let value = JSONNumberText.parse(cursor.bytes, from: &cursor.index), cursor.index > start else {
      throw OpenMeteoError.malformedBody(detail: "daily '\(name)' holds something that is not a number")
    }
    return value
  }

  /// The string at the cursor, escapes resolved.
  private mutating func readString() throws -> String {
    let raw = try cursor.readRawString()
    guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
    guard let text = JSONStringEscapes.unescape(raw) else { throw Self.notAnObject }
    return text
  }

  private func wantedName(_ key: UnsafeBufferPointer<UInt8>) -> String? {
    wanted.first { $0.utf8.elementsEqual(key) }?.name
  }

  private static func equal(_ key: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
    key.count == name.utf8CodeUnitCount
      && key.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
  }

  /// "yyyy-mm-dd" of a real calendar day as days since 1970-01-01.
  private static func dayNumber(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
    guard text.count == 10, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-") else { return nil }
    func digits(_ range: Range<Int>) -> Int? {
      var value = 0
      for position in range {
        let digit = Int(text[position]) - 48
        guard (0...9).contains(digit) else { return nil }
        value = value * 10 + digit
      }
      return value
    }
    guard let year = digits(0..<4), let month = digits(5..<7), let day = digits(8..<10),
      (1...12).contains(month), day >= 1, day <= CalendarDay.length(ofMonth: month, year: year)
    else { return nil }
    return CalendarDay(year: year, month: month, day: day).dayNumber
  }

  private static let notAnObject = OpenMeteoError.malformedBody(detail: "the daily history is not a JSON object")
}
