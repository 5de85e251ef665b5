// swift-tools-version: 6.0
// The library-level benchmarks of WeatherTUI: weathertui-bench (decoders, archive, forecast
// refresh, climate from an empty cache, callgrind markers) and weatherkitcompat-bench
// (WeatherKitCompat's Weather and alerts, fetched and cached).
//
// A separate package so the root package's products are the program and its libraries alone;
// it can only use the root's library products. Build it with release flags:
//   swift build -c release --package-path Benchmarks
// (not with --static-swift-stdlib: TestSupport's stand-in imports Testing). scripts/bench/ runs
// the executables from Benchmarks/.build/release/.
import PackageDescription

let package = Package(
  name: "WeatherTUIBenchmarks",
  products: [
    .executable(name: "weathertui-bench", targets: ["WeatherTUIBench"]),
    .executable(name: "weatherkitcompat-bench", targets: ["WeatherKitCompatBench"]),
  ],
  dependencies: [.package(name: "WeatherTUI", path: "..")],
  targets: [
    .executableTarget(
      name: "WeatherTUIBench",
      dependencies: [
        .product(name: "WeatherProviders", package: "WeatherTUI"),
        .product(name: "WeatherCore", package: "WeatherTUI"),
        .product(name: "SystemFiles", package: "WeatherTUI"),
        .product(name: "TestSupport", package: "WeatherTUI"),
      ]),
    .executableTarget(
      name: "WeatherKitCompatBench",
      dependencies: [
        .product(name: "WeatherKitCompat", package: "WeatherTUI"),
        .product(name: "TestSupport", package: "WeatherTUI"),
      ]),
  ]
)
