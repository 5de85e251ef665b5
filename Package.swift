// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "WeatherTUI",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "weathertui", targets: ["WeatherTUI"]),
    .library(name: "WeatherCore", targets: ["WeatherCore"]),
    .library(name: "WeatherProviders", targets: ["WeatherProviders"]),
    // For the fuzz package in Fuzz/ (theme files), which can only use products.
    .library(name: "Render", targets: ["Render"]),
    .executable(name: "weathertui-bench", targets: ["WeatherTUIBench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
  ],
  targets: [
    // MARK: - Modules (see DESIGN.md for the arrows between them)
    .systemLibrary(
      name: "CNcurses", pkgConfig: "ncursesw",
      providers: [.apt(["libncursesw5-dev"])]),
    .systemLibrary(
      name: "CCurl", pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"])]),
    .target(name: "WeatherCore"),
    .target(
      name: "WeatherProviders",
      dependencies: ["WeatherCore", "CCurl", .product(name: "Crypto", package: "swift-crypto")]),
    .target(name: "Render"),
    .target(name: "Panes", dependencies: ["Render", "WeatherCore"]),
    .target(name: "ViewModels", dependencies: ["WeatherCore"]),
    .target(name: "TerminalBackend", dependencies: ["Render", "CNcurses"]),
    .executableTarget(
      name: "WeatherTUI",
      dependencies: [
        "WeatherCore", "WeatherProviders", "Render", "Panes", "ViewModels", "TerminalBackend",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "TOMLKit", package: "TOMLKit"),
      ]),
    .executableTarget(
      name: "WeatherTUIBench", dependencies: ["WeatherProviders", "WeatherCore"],
      path: "Sources/WeatherTUIBench"),

    // MARK: - Tests
    .target(name: "StandInServer", path: "Tests/StandInServer"),
    .testTarget(name: "WeatherCoreTests", dependencies: ["WeatherCore"]),
    .testTarget(
      name: "WeatherProvidersTests", dependencies: [
        "WeatherProviders", "StandInServer", .product(name: "Crypto", package: "swift-crypto"),
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "RenderTests", dependencies: ["Render"]),
    .testTarget(name: "PanesTests", dependencies: ["Panes"], exclude: ["Snapshots"]),
    .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels"]),
    .testTarget(name: "TerminalBackendTests", dependencies: ["TerminalBackend"]),
    .testTarget(name: "WeatherTUITests", dependencies: ["WeatherTUI", "StandInServer"]),
  ]
)
