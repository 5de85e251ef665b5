import FoundationEssentials

/// Reads the `daily` section of each message of an Open-Meteo `format=flatbuffers` body (the
/// archive API or the forecast API's `past_days`) into columns: the local day of every step,
/// and the float values of the wanted variables, recognised by their identity
/// (`FlatBuffersVariableNames`), never by position. Everything else in a message is skipped.
///
/// Malformed input throws a `FlatBufferError`; nothing is read outside the body.
enum DailyHistoryFlatBuffersReader {
  private typealias Response = FlatBuffersSchemaFields.WeatherApiResponse
  private typealias Section = FlatBuffersSchemaFields.VariablesWithTime
  private typealias Variable = FlatBuffersSchemaFields.VariableWithValues

  static let secondsPerDay: Int64 = 86_400

  /// The columns of each message, in the order of the body (one message per place).
  static func places(in body: Data, variables: [String]) throws -> [DailyHistoryColumns] {
    let wanted = Dictionary(
      uniqueKeysWithValues: variables.compactMap { name in
        FlatBuffersVariableNames.identityByName[name].map { ($0, name) }
      })
    let messages = try FlatBufferReader.sizePrefixedMessages(in: [UInt8](body))
    return try messages.enumerated().map { index, message in
      do {
        return try columns(from: message, wanted: wanted)
      } catch let error as FlatBufferError {
        throw FlatBufferError.inMessage(index: index, error)
      }
    }
  }

  private static func columns(
    from message: FlatBufferReader, wanted: [FlatBuffersVariableIdentity: String]
  ) throws -> DailyHistoryColumns {
    let root = try message.rootTable("WeatherApiResponse")
    let offset = Int64(try root.int32(slot: Response.utcOffsetSeconds.rawValue, "utc_offset_seconds"))
    guard let daily = try root.table(slot: Response.daily.rawValue, "daily") else {
      throw FlatBufferError.invalidContent("the message has no daily section")
    }
    let time = try daily.int64(slot: Section.time.rawValue, "time")
    let timeEnd = try daily.int64(slot: Section.timeEnd.rawValue, "time_end")
    let interval = Int64(try daily.int32(slot: Section.interval.rawValue, "interval"))
    guard interval == secondsPerDay else {
      throw FlatBufferError.invalidContent("the daily section steps \(interval) s, expected 86400")
    }
    let (span, overflow) = timeEnd.subtractingReportingOverflow(time)
    guard !overflow, span >= 0, abs(offset) <= 18 * 3600 else {
      throw FlatBufferError.invalidContent("the daily section ends (\(timeEnd)) before it starts (\(time))")
    }
    let steps = Int(span / interval)
    // Each genuine step costs at least 4 bytes per variable: more steps than bytes is corrupt.
    guard steps <= message.message.count else {
      throw FlatBufferError.invalidContent(
        "the daily section claims \(steps) steps in a \(message.message.count)-byte message")
    }
    // Local midnight in UTC plus the offset is the local date's midnight as if UTC.
    let (firstLocal, localOverflow) = time.addingReportingOverflow(offset)
    guard !localOverflow else { throw FlatBufferError.invalidContent("the daily time \(time) is out of range") }
    let firstDay = Int(floorDivision(firstLocal, secondsPerDay))
    var columns = DailyHistoryColumns()
    columns.dayNumbers = Array(firstDay..<(firstDay + steps))

    guard
      let list = try daily.vector(slot: Section.variables.rawValue, "variables", elementSize: 4)
    else { return columns }
    for index in 0..<list.count {
      let variable = try list.table(at: index)
      let identity = try FlatBuffersVariableIdentity(reading: variable)
      guard let name = wanted[identity] else { continue }
      guard columns.values[name] == nil else {
        throw FlatBufferError.invalidContent("\(name) appears twice in the daily section")
      }
      guard let floats = try variable.vector(slot: Variable.values.rawValue, "values", elementSize: 4) else {
        throw FlatBufferError.invalidContent("\(name) has no float values")
      }
      guard floats.count == steps else {
        throw FlatBufferError.invalidContent("\(name) has \(floats.count) values for \(steps) days")
      }
      columns.values[name] = floats.mapFloat32(FlatBuffersDecimal.double)
      let unit = try variable.uint8(slot: Variable.unit.rawValue, "unit")
      columns.units[name] = unitText[unit] ?? "unit \(unit)"
    }
    return columns
  }

  /// The JSON unit text of the FlatBuffers `Unit` members a daily history can carry (schema
  /// positions, reference/apis.md §2.2), so both wires share one unit check.
  static let unitText: [UInt8: String] = [
    1: "°C", 9: "°F", 2: "cm", 32: "mm", 18: "inch",
  ]

  private static func floorDivision(_ value: Int64, _ divisor: Int64) -> Int64 {
    let quotient = value / divisor
    return value % divisor < 0 ? quotient - 1 : quotient
  }
}
