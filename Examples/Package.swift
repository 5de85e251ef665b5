// swift-tools-version: 6.0
// Programs that use WeatherKitCompat as another package would: `swift run current-weather 43 -76`.
import PackageDescription

let package = Package(
  name: "WeatherKitCompatExamples",
  dependencies: [.package(name: "WeatherTUI", path: "..")],
  targets: [
    .executableTarget(
      name: "current-weather",
      dependencies: [.product(name: "WeatherKitCompat", package: "WeatherTUI")],
      path: "Sources/CurrentWeather")
  ]
)
