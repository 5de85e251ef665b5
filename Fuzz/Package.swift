// swift-tools-version: 6.0
// libFuzzer targets for every decoder and parser of WeatherTUI (see README.md here).
//
// A separate package because a libFuzzer target has no `main` (libFuzzer brings it): inside the
// root package it would break a plain `swift build`. Build only with `--sanitize=fuzzer`, as
// `scripts/fuzz` does.
import PackageDescription

/// One line per target: its name (folder `Sources/<name>/`, executable `<name>`) and the root
/// package's library products it calls.
let fuzzTargets: [(name: String, uses: [String])] = [
  ("OpenMeteoFlatBuffersFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
  ("OpenMeteoJSONFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
  ("AirQualityFuzzer", ["WeatherProviders", "WeatherCore"]),
  ("OpenMeteoArchiveFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
  ("OpenMeteoArchiveFlatBuffersFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
  ("OpenMeteoGeocodingFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
  ("ErrorBodyFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
  ("NWSAlertsFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
  ("AlertSourcesFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
  ("CAPFeedsFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
  ("WeatherKitWeatherFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
  ("WeatherKitAlertDetailFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
  ("ThemeFileFuzzer", ["Render"]),
  ("TerminalAnswerFuzzer", ["TerminalBackend", "Render"]),
  ("ConfigFuzzer", ["UserFiles"]),
  ("PlaceStateFuzzer", ["UserFiles", "WeatherCore"]),
  ("ZoneFileFuzzer", ["WeatherCore"]),
  ("ForecastCacheFileFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
  ("BudgetLedgerFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
  ("CacheFilesFuzzer", ["WeatherProviders", "WeatherCore", "SystemFiles"]),
]

let package = Package(
  name: "WeatherTUIFuzz",
  products: fuzzTargets.map { .executable(name: $0.name, targets: [$0.name]) },
  dependencies: [.package(name: "WeatherTUI", path: "..")],
  targets: fuzzTargets.map { target in
    .executableTarget(
      name: target.name,
      dependencies: target.uses.map { .product(name: $0, package: "WeatherTUI") },
      // `LLVMFuzzerTestOneInput` is the entry point; libFuzzer's own `main` calls it.
      swiftSettings: [.unsafeFlags(["-parse-as-library"])])
  }
)
