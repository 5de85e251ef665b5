// swift-format-ignore-file
// From https://developer.apple.com/documentation/weatherkit/weatherservice/weather(for:including:)-5jqwy (Apple), verbatim below this header.
`let (current, minute, hourly, daily, alerts) = try await service.weather(for: newYork, including: .current, .minute, .hourly, .daily, .alerts)`
