// swift-format-ignore-file
// From https://developer.apple.com/documentation/weatherkit/dailyweatherstatisticsquery (Apple), verbatim below this header.
let (dailyPrecipitationStatistics, dailyTemperatureStatistics) = try await service.dailyStatistics(for: newYork, spanning: timeInterval, including: .precipitation, .temperature)
