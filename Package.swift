// swift-tools-version: 6.0
import PackageDescription

// MARK: - The installed program's link

/// Linux release builds of `weathertui` only, to keep its resident memory down (README, "A lean
/// runtime"). Unsafe flags are allowed here because this executable is in no library product.
/// - `--no-export-dynamic`: the toolchain exports every symbol of the program's own objects
///   (14,000, 1 MB of symbol tables); nothing looks them up.
/// - `--section-ordering-file` (gold, the toolchain's linker on Linux): it puts the functions a
///   dashboard session runs next to each other, so the kernel maps fewer 64 KB runs of code
///   around them. The list is measured, not written: `scripts/bench/order-file` records it;
///   names it lacks are laid out as before.
/// - libstdc++ linked statically (TOMLKit's toml++ and the Swift runtime use it): the shared
///   library cost 1.1 MB resident, most of it symbol tables and relocated data for a few
///   functions. The toolchain always asks for `-lstdc++`, so an empty linker script of that
///   name (`StaticLibstdcxx/libstdc++.so`) answers it, and `-Bstatic -lstdc++` at the end takes
///   GCC's archive. Where a system has a `libstdc++.so` earlier on the path, the archive adds
///   nothing and the link is as before.
let installedProgramLinkerSettings: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-Xlinker", "--no-export-dynamic",
      "-Xlinker", "--section-ordering-file=\(Context.packageDirectory)/Sources/WeatherTUI/weathertui.order",
      "-L", "\(Context.packageDirectory)/Sources/WeatherTUI/StaticLibstdcxx",
      "-Xlinker", "-Bstatic", "-Xlinker", "-lstdc++", "-Xlinker", "-Bdynamic",
    ], .when(platforms: [.linux], configuration: .release))
]

let package = Package(
  name: "WeatherTUI",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "weathertui", targets: ["WeatherTUI"]),
    .library(name: "WeatherCore", targets: ["WeatherCore"]),
    .library(name: "WeatherProviders", targets: ["WeatherProviders"]),
    // WeatherKit's Swift API on Linux, for other programs; the weathertui binary does not link
    // it (it needs Foundation's Measurement, which brings ICU).
    .library(name: "WeatherKitCompat", targets: ["WeatherKitCompat"]),
    // Libraries for the fuzz package in Fuzz/ (config and places files, theme files), which can
    // only use products.
    .library(name: "UserFiles", targets: ["UserFiles"]),
    .library(name: "Render", targets: ["Render"]),
    .executable(name: "weathertui-bench", targets: ["WeatherTUIBench"]),
    .executable(name: "weatherkitcompat-bench", targets: ["WeatherKitCompatBench"]),
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
    .systemLibrary(
      name: "CNcurses", pkgConfig: "ncursesw",
      providers: [.apt(["libncursesw5-dev"])]),
    // libcurl's headers at build time (libcurl4-openssl-dev); the library itself is loaded on
    // first use (see Sources/CCurl), so nothing links against it.
    .target(name: "CCurl"),
    // Starts the fetch helper (posix_spawn with what Swift's Glibc module lacks) and names it.
    .target(name: "CFetchHelperProcess"),
    .target(name: "WeatherCore"),
    // What the machine provides, read at the edges: the tz database (installed as WeatherCore's
    // ZoneCatalog) and home directories for "~" in paths.
    .target(name: "SystemFiles", dependencies: ["WeatherCore"]),
    .target(
      name: "WeatherProviders",
      dependencies: [
        "WeatherCore", "SystemFiles", "CCurl", "CFetchHelperProcess", .product(name: "Crypto", package: "swift-crypto"),
      ]),
    .target(name: "Render", dependencies: ["WeatherCore"]),
    .target(name: "Panes", dependencies: ["Render", "WeatherCore"]),
    .target(name: "ViewModels", dependencies: ["WeatherCore"]),
    // The async-signal-safe crash handler is C: Swift code cannot promise not to allocate or lock.
    .target(name: "CTerminalCrashGuard"),
    .target(name: "TerminalBackend", dependencies: ["Render", "CNcurses", "CTerminalCrashGuard"]),
    // The Swift runtime's global-enqueue hook and libdispatch's main-queue drain, for an idle
    // program that no timer of the runtimes wakes (GlobalJobThread, MainQueueLoop).
    .target(name: "CConcurrencyRuntime"),
    // The user's own files (config.toml, places.toml): a library, so fuzz targets can call
    // the parsers, which they cannot do in an executable target.
    .target(
      name: "UserFiles",
      dependencies: [
        "WeatherCore", "SystemFiles", "ViewModels", "WeatherProviders", "Render",
        .product(name: "TOMLKit", package: "TOMLKit"),
      ]),
    // The program as a library: the installed executable below is its entry point alone, and a
    // test build (Tests/FastClockDashboard) runs it on a faster clock.
    .target(
      name: "WeatherTUIApp",
      dependencies: [
        "WeatherCore", "SystemFiles", "WeatherProviders", "Render", "Panes", "ViewModels", "TerminalBackend",
        "UserFiles", "CConcurrencyRuntime", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "WeatherTUI", dependencies: ["WeatherTUIApp"], exclude: ["weathertui.order", "StaticLibstdcxx"],
      linkerSettings: installedProgramLinkerSettings),
    // WeatherKit's API over the same model and providers: imports them internally, so a user of
    // `import WeatherKitCompat` sees WeatherKit's `Weather`, not WeatherCore's.
    .target(
      name: "WeatherKitCompat",
      dependencies: [
        "WeatherCore", "SystemFiles", "WeatherProviders",
        .target(name: "CoreLocation", condition: .when(platforms: [.linux])),
      ]),
    // CLLocation for Linux under CoreLocation's own module name, so WeatherKit code that says
    // `import CoreLocation` compiles unchanged; Apple platforms use the real framework.
    .target(name: "CoreLocation"),
    .executableTarget(
      name: "WeatherTUIBench", dependencies: ["WeatherProviders", "WeatherCore", "SystemFiles", "StandInServer"],
      path: "Sources/WeatherTUIBench"),

    .executableTarget(
      name: "WeatherKitCompatBench", dependencies: ["WeatherKitCompat", "StandInServer"],
      path: "Sources/WeatherKitCompatBench"),

    // MARK: - Tests
    .target(name: "StandInServer", path: "Tests/StandInServer"),
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
        "WeatherProviders", "SystemFiles", "StandInServer", .product(name: "Crypto", package: "swift-crypto"),
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "RenderTests", dependencies: ["Render", "UserFiles"]),
    .testTarget(name: "PanesTests", dependencies: ["Panes", "SystemFiles", "StandInServer"], exclude: ["Snapshots"]),
    .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels", "SystemFiles"]),
    .testTarget(name: "TerminalBackendTests", dependencies: ["TerminalBackend"]),
    .testTarget(
      name: "WeatherTUITests",
      dependencies: [
        "WeatherTUIApp", "SystemFiles", "UserFiles", "StandInServer", "PlaceStoreProbe", "FastClockDashboard",
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      exclude: ["Snapshots"]),
    // Test-only: Apple's WeatherKit snippets, verbatim but for the import, as a program.
    .executableTarget(name: "PortingSnippets", dependencies: ["WeatherKitCompat"], path: "Tests/PortingSnippets"),
    .testTarget(
      name: "WeatherKitCompatTests",
      dependencies: [
        "WeatherKitCompat", "StandInServer", "PortingSnippets", "WeatherCore", "WeatherProviders", "SystemFiles",
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
  "WeatherCore", "SystemFiles", "WeatherProviders", "Render", "Panes", "ViewModels", "TerminalBackend", "UserFiles",
  "WeatherTUIApp", "WeatherTUI",
]
.contains(target.name) {
  target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
