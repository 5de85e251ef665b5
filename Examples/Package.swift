// swift-tools-version: 6.0
// Programs that use the library as another package would, through the `WeatherKit` product
// (`import WeatherKit`, as Apple's code says): `swift run current-weather 43 -76`.
import PackageDescription

let package = Package(
  name: "WeatherKitCompatExamples",
  dependencies: [.package(name: "WeatherTUI", path: "..")],
  targets: [
    .executableTarget(
      name: "current-weather",
      dependencies: [.product(name: "WeatherKit", package: "WeatherTUI")],
      path: "Sources/CurrentWeather")
  ]
)
