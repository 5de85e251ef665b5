// swift-format-ignore-file
// From https://developer.apple.com/documentation/weatherkit/dailyweathersummaryquery (Apple), verbatim below this header.
let (dailyPrecipitationSummary, dailyTemperatureSummary) = try await service.dailySummary(for: newYork, spanning: timeInterval, including: .precipitation, .temperature)
