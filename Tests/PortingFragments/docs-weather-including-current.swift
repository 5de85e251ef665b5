// swift-format-ignore-file
// From https://developer.apple.com/documentation/weatherkit/weatherservice/weather(for:including:)-3cg1d (Apple), verbatim below this header.
let current = try await service.weather(for: newYork, including: .current)
