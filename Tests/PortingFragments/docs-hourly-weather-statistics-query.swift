// swift-format-ignore-file
// From https://developer.apple.com/documentation/weatherkit/hourlyweatherstatisticsquery (Apple), verbatim below this header.
let (hourlyTemperatureStatistics) = try await service.hourlyStatistics(for: newYork, spanning: timeInterval, including: .temperature)
