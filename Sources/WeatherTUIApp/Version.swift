/// The program's version, printed by `weathertui --version`; raised with each release.
enum WeatherTUIVersion {
  static let current = "0.1.0"
}
