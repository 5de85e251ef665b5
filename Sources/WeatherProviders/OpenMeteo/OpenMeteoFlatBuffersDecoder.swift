import FoundationEssentials

/// Decodes an Open-Meteo `format=flatbuffers` body into payloads, one per place in request order.
///
/// The body is a run of size-prefixed `WeatherApiResponse` messages (reference/apis.md §2).
/// Variables are recognised by their identity (variable, altitude, aggregation, …) and named
/// as in Open-Meteo's JSON; ones this app does not know are skipped. Any malformed input
/// throws a `FlatBufferError`; nothing is read outside the body.
enum OpenMeteoFlatBuffersDecoder {
  private typealias Response = FlatBuffersSchemaFields.WeatherApiResponse
  private typealias Section = FlatBuffersSchemaFields.VariablesWithTime
  private typealias Variable = FlatBuffersSchemaFields.VariableWithValues

  /// Sunrise/sunset value meaning "the event does not happen this local day".
  static let missingTimestamp = Int64.max

  /// - Parameter names: the variables to read (the forecast's by default); others are skipped.
  static func decode(_ data: Data, names: FlatBuffersNameTable = FlatBuffersVariableNames.table) throws
    -> [OpenMeteoPayload]
  {
    let messages = try FlatBufferReader.sizePrefixedMessages(in: [UInt8](data))
    var payloads: [OpenMeteoPayload] = []
    payloads.reserveCapacity(messages.count)
    for (index, message) in messages.enumerated() {
      do {
        payloads.append(try payload(from: message, names: names))
      } catch let error as FlatBufferError {
        throw FlatBufferError.inMessage(index: index, error)
      }
    }
    return payloads
  }

  // MARK: - WeatherApiResponse

  private static func payload(from message: FlatBufferReader, names: FlatBuffersNameTable) throws
    -> OpenMeteoPayload
  {
    let root = try message.rootTable("WeatherApiResponse")
    let elevation = try root.float32(slot: Response.elevation.rawValue, "elevation")
    return OpenMeteoPayload(
      latitude: FlatBuffersDecimal.widen(
        try root.float32(slot: Response.latitude.rawValue, "latitude")),
      longitude: FlatBuffersDecimal.widen(
        try root.float32(slot: Response.longitude.rawValue, "longitude")),
      elevation: FlatBuffersDecimal.double(elevation),
      utcOffsetSeconds: Int(
        try root.int32(slot: Response.utcOffsetSeconds.rawValue, "utc_offset_seconds")),
      timezone: try root.string(slot: Response.timezone.rawValue, "timezone"),
      timezoneAbbreviation: try root.string(
        slot: Response.timezoneAbbreviation.rawValue, "timezone_abbreviation"),
      current: try root.table(slot: Response.current.rawValue, "current").map { try snapshot($0, names) },
      minutely15: try root.table(slot: Response.minutely15.rawValue, "minutely_15").map { try series($0, names) },
      hourly: try root.table(slot: Response.hourly.rawValue, "hourly").map { try series($0, names) },
      daily: try root.table(slot: Response.daily.rawValue, "daily").map { try series($0, names) })
  }

  // MARK: - VariablesWithTime

  /// The `current` section: one `value` per variable at `time`.
  private static func snapshot(_ section: FlatBufferTable, _ names: FlatBuffersNameTable) throws
    -> OpenMeteoPayload.Snapshot
  {
    let time = try section.int64(slot: Section.time.rawValue, "time")
    let interval = try section.int32(slot: Section.interval.rawValue, "interval")
    var values: [String: Double?] = [:]
    try forEachKnownVariable(in: section, names: names) { name, variable in
      let value = try variable.float32(slot: Variable.value.rawValue, "value")
      values[name] = .some(FlatBuffersDecimal.double(value))
    }
    return OpenMeteoPayload.Snapshot(
      time: Date(timeIntervalSince1970: Double(time)), interval: Int(interval), values: values)
  }

  /// A time-series section: step i is `time + i·interval`, up to `time_end` (exclusive).
  private static func series(_ section: FlatBufferTable, _ names: FlatBuffersNameTable) throws
    -> OpenMeteoPayload.Series
  {
    let time = try section.int64(slot: Section.time.rawValue, "time")
    let timeEnd = try section.int64(slot: Section.timeEnd.rawValue, "time_end")
    let interval = Int64(try section.int32(slot: Section.interval.rawValue, "interval"))
    guard interval > 0 else {
      throw FlatBufferError.invalidContent(
        "a time series has interval \(interval) s, expected a positive step")
    }
    let (span, overflow) = timeEnd.subtractingReportingOverflow(time)
    guard !overflow, span >= 0 else {
      throw FlatBufferError.invalidContent(
        "a time series ends (\(timeEnd)) before it starts (\(time))")
    }
    let steps = Int(span / interval)
    // Every genuine step costs at least 4 bytes per variable, so more steps than message bytes
    // can only be a corrupt time range; refusing it also bounds the allocation below.
    guard steps <= section.reader.message.count else {
      throw FlatBufferError.invalidContent(
        "a time series claims \(steps) steps in a \(section.reader.message.count)-byte message")
    }
    var times: [Date] = []
    times.reserveCapacity(steps)
    for step in 0..<Int64(steps) {
      times.append(Date(timeIntervalSince1970: Double(time + step * interval)))
    }
    var result = OpenMeteoPayload.Series(times: times)
    try forEachKnownVariable(in: section, names: names) { name, variable in
      if let floats = try variable.vector(slot: Variable.values.rawValue, "values", elementSize: 4) {
        try requireLength(floats.count, steps: steps, name: name)
        result.values[name] = floats.mapFloat32(FlatBuffersDecimal.double)
      } else if let stamps = try variable.vector(
        slot: Variable.valuesInt64.rawValue, "values_int64", elementSize: 8)
      {
        try requireLength(stamps.count, steps: steps, name: name)
        result.timestamps[name] = stamps.mapInt64 { seconds in
          seconds == missingTimestamp ? nil : Date(timeIntervalSince1970: Double(seconds))
        }
      }
    }
    return result
  }

  private static func requireLength(_ count: Int, steps: Int, name: String) throws {
    guard count == steps else {
      throw FlatBufferError.invalidContent("\(name) has \(count) values for \(steps) time steps")
    }
  }

  // MARK: - VariableWithValues

  /// Calls `body` for each variable whose identity has an Open-Meteo name this app knows: the
  /// identity the real server writes, else a model's alternative (`Entry.alternativeAltitude`).
  ///
  /// A name may occur once per section and identity: besides being meaningless, repeats would
  /// let a small hostile body (many tables pointing at one long vector) cost quadratic decoding
  /// time.
  private static func forEachKnownVariable(
    in section: FlatBufferTable, names: FlatBuffersNameTable, _ body: (String, FlatBufferTable) throws -> Void
  ) throws {
    guard
      let variables = try section.vector(
        slot: Section.variables.rawValue, "variables", elementSize: 4)
    else { return }
    var seen: UInt64 = 0
    var seenAlternative: UInt64 = 0
    var alternatives: [(Int, FlatBufferTable)] = []
    for index in 0..<variables.count {
      let variable = try variables.table(at: index)
      let identity = try FlatBuffersVariableIdentity(reading: variable)
      if let known = names.indexByIdentity[identity] {
        let name = names.names[known]
        guard seen & (1 << known) == 0 else {
          throw FlatBufferError.invalidContent("\(name) appears twice in one section")
        }
        seen |= 1 << known
        try body(name, variable)
      } else if let known = names.indexByAlternativeIdentity[identity] {
        guard seenAlternative & (1 << known) == 0 else {
          throw FlatBufferError.invalidContent("\(names.names[known]) appears twice in one section")
        }
        seenAlternative |= 1 << known
        alternatives.append((known, variable))
      }
    }
    for (known, variable) in alternatives where seen & (1 << known) == 0 {
      try body(names.names[known], variable)
    }
  }
}
