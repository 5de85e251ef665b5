// swift-format-ignore-file
// From https://developer.apple.com/documentation/weatherkit/monthlyweatherstatisticsquery (Apple), verbatim below this header.
let (monthlyPrecipitationStatistics, monthlyTemperatureStatistics) = try await service.monthlyStatistics(for: newYork, spanning: interval, including: .precipitation, .temperature)
