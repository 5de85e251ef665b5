import FoundationEssentials

/// Parses Open-Meteo's ISO-8601 local wall times, which carry no offset of their own.
enum OpenMeteoISOTime {
  /// "YYYY-MM-DDTHH:MM" or "YYYY-MM-DD" (plus optional ":SS") as an instant, using the single
  /// `utc_offset_seconds` the server applied to the whole response; nil when malformed.
  static func instant(_ text: String, utcOffsetSeconds: Int) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count == 10 || bytes.count == 16 || bytes.count == 19 else { return nil }
    func field(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let byte = bytes[index]
        guard byte >= 48, byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard bytes[4] == 45, bytes[7] == 45, let year = field(0..<4), let month = field(5..<7),
      let day = field(8..<10), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    var hour = 0
    var minute = 0
    var second = 0
    if bytes.count >= 16 {
      guard bytes[10] == 84, bytes[13] == 58, let h = field(11..<13), let m = field(14..<16),
        h < 24, m < 60
      else { return nil }
      hour = h
      minute = m
    }
    if bytes.count == 19 {
      guard bytes[16] == 58, let s = field(17..<19), s < 60 else { return nil }
      second = s
    }
    let days = daysFromCivil(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - utcOffsetSeconds
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
