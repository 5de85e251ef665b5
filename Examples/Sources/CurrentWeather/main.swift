// Current weather and the next 24 hours for a place, keyless (Open-Meteo), through WeatherKit's
// API on Linux.
//
//   swift run current-weather 52.52 13.41
//
// Its one import is Apple's: `WeatherKit` brings CoreLocation and Foundation with it, as on
// Apple's platforms.
import WeatherKit

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let latitude = Double(arguments.first!), let longitude = Double(arguments.last!),
  abs(latitude) <= 90, abs(longitude) <= 180
else {
  FileHandle.standardError.write(
    Data("usage: current-weather LATITUDE LONGITUDE (degrees, e.g. 52.52 13.41 for Berlin)\n".utf8))
  exit(2)
}

let place = CLLocation(latitude: latitude, longitude: longitude)
let service = WeatherService.shared
do {
  let (current, hourly) = try await service.weather(for: place, including: .current, .hourly)
  let attribution = try await service.attribution

  let clock = DateFormatter()
  clock.dateFormat = "HH:mm"
  print("\(latitude), \(longitude) at \(clock.string(from: current.date)) (\(clock.timeZone.identifier))")
  print(
    "  \(current.temperature.formatted()) \(current.condition.description), feels like "
      + "\(current.apparentTemperature.formatted()), wind \(current.wind.speed.formatted()) "
      + "\(current.wind.compassDirection.abbreviation), humidity \(Int((current.humidity * 100).rounded())) %")
  print("Next 24 hours")
  for hour in hourly.prefix(24) {
    let chance = hour.precipitationChance.isNaN ? "–" : "\(Int((hour.precipitationChance * 100).rounded())) %"
    print(
      "  \(clock.string(from: hour.date))  \(hour.temperature.formatted().padding(toLength: 7, withPad: " ", startingAt: 0))"
        + "\(hour.condition.description.padding(toLength: 16, withPad: " ", startingAt: 0)) rain \(chance), "
        + hour.precipitationAmount.formatted())
  }
  print(attribution.legalAttributionText)
} catch let error as WeatherError {
  FileHandle.standardError.write(Data("current-weather: \(error.errorDescription ?? "\(error)")\n".utf8))
  exit(1)
}
