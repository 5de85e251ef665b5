// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "WeatherTUI",
  products: [
    .executable(name: "weathertui", targets: ["WeatherTUI"]),
    .library(name: "WeatherCore", targets: ["WeatherCore"]),
    .library(name: "WeatherProviders", targets: ["WeatherProviders"]),
    // WeatherKit's Swift API on Linux, for other programs; the weathertui binary does not link
    // it (it needs Foundation's Measurement, which brings ICU).
    .library(name: "WeatherKitCompat", targets: ["WeatherKitCompat"]),
    // The same API under Apple's module name, for code that says `import WeatherKit` (Linux).
    .library(name: "WeatherKit", targets: ["WeatherKit"]),
    // Libraries for the fuzz package in Fuzz/ (config and places files, theme files), which can
    // only use products.
    .library(name: "UserFiles", targets: ["UserFiles"]),
    .library(name: "Render", targets: ["Render"]),
    // The terminal's answers (the background query, late answers among the keys), for the fuzz
    // package too.
    .library(name: "TerminalBackend", targets: ["TerminalBackend"]),
    .library(name: "SystemFiles", targets: ["SystemFiles"]),
    // Stand-in servers on 127.0.0.1, child processes and snapshot assertions, for this package's
    // tests and the benchmarks in Benchmarks/, which can only use products. Not API.
    .library(name: "TestSupport", targets: ["TestSupport"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    // `swift package generate-documentation` for WeatherKitCompat's DocC catalogue; a plugin,
    // so nothing of it is built into the products.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // MARK: - Modules (see DESIGN.md for the arrows between them)
    // ncursesw (libncursesw-dev): the module map links it and its shim switches on the wide
    // API. No pkg-config: SwiftPM refuses its -D flags anyway, and asking printed "prohibited
    // flag(s)" in every build of a package using ours, though the library never uses ncurses.
    .systemLibrary(name: "CNcurses"),
    // libcurl's headers at build time (libcurl4-openssl-dev); the library itself is loaded on
    // first use (see Sources/CCurl), so nothing links against it.
    .target(name: "CCurl"),
    // FreeType's few declarations big type uses (the library is loaded on first use, see
    // Sources/CFreeType); FreeTypeABITests holds them against the real headers.
    .target(name: "CFreeType"),
    .target(name: "WeatherCore"),
    // What the machine provides, read at the edges: the tz database (installed as WeatherCore's
    // ZoneCatalog) and home directories for "~" in paths.
    .target(name: "SystemFiles", dependencies: ["WeatherCore"]),
    .target(
      name: "WeatherProviders",
      dependencies: [
        "WeatherCore", "SystemFiles", "CCurl", .product(name: "Crypto", package: "swift-crypto"),
      ]),
    .target(name: "Render"),
    // The machine's fonts, read at the edge: FreeType and DejaVu Sans set big type for Render.
    .target(name: "SystemFonts", dependencies: ["Render", "CFreeType"]),
    .target(name: "Panes", dependencies: ["Render", "WeatherCore"]),
    .target(name: "ViewModels", dependencies: ["WeatherCore"]),
    // The async-signal-safe crash handler is C: Swift code cannot promise not to allocate or lock.
    .target(name: "CTerminalCrashGuard"),
    .target(name: "TerminalBackend", dependencies: ["Render", "CNcurses", "CTerminalCrashGuard"]),
    // The user's own files (config.toml, places.toml): a library, so fuzz targets can call
    // the parsers, which they cannot do in an executable target.
    .target(
      name: "UserFiles",
      dependencies: [
        "WeatherCore", "SystemFiles", "Render", .product(name: "TOMLKit", package: "TOMLKit"),
      ]),
    // The program as a library: the installed executable below is its entry point alone, and a
    // test build (Tests/FastClockDashboard) runs it on a faster clock.
    .target(
      name: "WeatherTUIApp",
      dependencies: [
        "WeatherCore", "SystemFiles", "WeatherProviders", "Render", "Panes", "ViewModels", "TerminalBackend",
        "UserFiles", "SystemFonts", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "WeatherTUI", dependencies: ["WeatherTUIApp"]),
    // WeatherKit's API over the same model and providers: imports them internally, so a user of
    // `import WeatherKitCompat` sees WeatherKit's `Weather`, not WeatherCore's.
    .target(
      name: "WeatherKitCompat",
      dependencies: [
        "WeatherCore", "SystemFiles", "WeatherProviders",
        .target(name: "CoreLocation", condition: .when(platforms: [.linux])),
      ]),
    // CoreLocation's types for Linux under its own module name, so WeatherKit code that says
    // `import CoreLocation` compiles unchanged; Apple platforms use the real framework. CLGeocoder
    // searches with the project's geocoding (imported internally).
    .target(name: "CoreLocation", dependencies: ["WeatherCore", "SystemFiles", "WeatherProviders"]),
    .target(name: "WeatherKit", dependencies: ["WeatherKitCompat"]),
    // MARK: - Tests
    // Points the program at its stand-ins through the services' one table (WeatherProviders'
    // ServiceEndpoint).
    .target(name: "TestSupport", dependencies: ["WeatherProviders"], path: "Tests/TestSupport"),
    // Test-only: takes the terminal like the dashboard and then crashes for real (TerminalSignalTests).
    // Test-only: saves and edits the place list in a loop for the crash and lock tests, which
    // kill or race it; kept out of the installed program.
    .executableTarget(
      name: "PlaceStoreProbe", dependencies: ["UserFiles", "ViewModels", "WeatherCore"],
      path: "Tests/PlaceStoreProbe"),
    // Test-only: the whole program with a dashboard clock that runs faster (soak, end-to-end).
    .executableTarget(name: "FastClockDashboard", dependencies: ["WeatherTUIApp"], path: "Tests/FastClockDashboard"),
    .executableTarget(
      name: "TerminalCrashProbe", dependencies: ["TerminalBackend", "Render"], path: "Tests/TerminalCrashProbe"),
    .testTarget(name: "WeatherCoreTests", dependencies: ["WeatherCore", "SystemFiles"]),
    .testTarget(
      name: "WeatherProvidersTests",
      dependencies: [
        "WeatherProviders", "SystemFiles", "TestSupport", .product(name: "Crypto", package: "swift-crypto"),
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "RenderTests", dependencies: ["Render", "UserFiles"]),
    // FreeType's real headers (libfreetype-dev, through pkg-config, which links the library
    // into this test target only), to hold CFreeType's declarations against them.
    .systemLibrary(
      name: "CFreeTypeHeaders", path: "Tests/CFreeTypeHeaders", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]),
    .testTarget(
      name: "SystemFontsTests",
      dependencies: ["SystemFonts", "CFreeType", "CFreeTypeHeaders", "Render", "Panes", "TestSupport"]),
    .testTarget(
      name: "PanesTests", dependencies: ["Panes", "SystemFiles", "SystemFonts", "TestSupport"], exclude: ["Snapshots"]),
    .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels", "SystemFiles"]),
    .testTarget(name: "TerminalBackendTests", dependencies: ["TerminalBackend"]),
    .testTarget(
      name: "WeatherTUITests",
      dependencies: [
        "WeatherTUIApp", "Render", "SystemFiles", "UserFiles", "TestSupport", "PlaceStoreProbe", "FastClockDashboard",
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      exclude: ["Snapshots"]),
    // Test-only: Apple's WeatherKit snippets, verbatim, import and all, as a program.
    .executableTarget(name: "PortingSnippets", dependencies: ["WeatherKit"], path: "Tests/PortingSnippets"),
    .testTarget(
      name: "WeatherKitCompatTests",
      dependencies: [
        "WeatherKitCompat", "TestSupport", "PortingSnippets", "WeatherCore", "WeatherProviders", "SystemFiles",
        .product(name: "Crypto", package: "swift-crypto"),
      ]),
    .testTarget(
      name: "UserFilesTests",
      dependencies: ["UserFiles", "SystemFiles", "WeatherProviders", "ViewModels", "WeatherCore"]),
  ]
)

// Foundation-only API (ICU) must not reach the installed program: with member import
// visibility, a module sees String extensions only from modules its file imports, so
// `import FoundationEssentials` really limits it to FoundationEssentials.
for target in package.targets
where [
  "WeatherCore", "SystemFiles", "WeatherProviders", "Render", "SystemFonts", "Panes", "ViewModels", "TerminalBackend",
  "UserFiles", "WeatherTUIApp", "WeatherTUI",
]
.contains(target.name) {
  target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
