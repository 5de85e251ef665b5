import Foundation
import TOMLKit
import WeatherCore

/// The places saved from the dashboard: `$XDG_STATE_HOME/weathertui/places.toml` (default
/// `~/.local/state/weathertui/places.toml`). Once it exists it holds the whole ordered list and
/// wins over the config's `[[places]]`; the config file itself is never written.
struct PlaceStore {
  var path: String

  /// The default path for `environment`.
  static func defaultPath(environment: [String: String]) -> String {
    let base =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/state")
    return base + "/weathertui/places.toml"
  }

  // MARK: - Loading

  /// The saved list; nil when nothing was ever saved. A file that cannot be read is an error
  /// naming it, never silently an empty list (that would lose the places on the next save).
  func load() throws -> [Location]? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw AppFailure.runtime("\(path) cannot be read (\(error.localizedDescription)); check its permissions")
    }
    return try Self.parse(text, path: path)
  }

  static func parse(_ text: String, path: String) throws -> [Location] {
    let table: TOMLTable
    do {
      table = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      throw AppFailure.runtime(
        "\(path):\(error.source.begin.line): \(error.description); fix it or delete the file to start again")
    }
    guard let value = table["places"] else { return [] }
    guard let array = value.array else {
      throw AppFailure.runtime("\(path): 'places' must be an array of tables; fix it or delete the file to start again")
    }
    return try array.enumerated().map { index, element in
      guard let place = element.table, let name = place["name"]?.string,
        let latitude = place["latitude"]?.double ?? place["latitude"]?.int.map(Double.init),
        let longitude = place["longitude"]?.double ?? place["longitude"]?.int.map(Double.init),
        (-90...90).contains(latitude), (-180...180).contains(longitude)
      else {
        throw AppFailure.runtime(
          "\(path): place \(index + 1) needs a name and valid latitude and longitude; fix it or delete the file to start again"
        )
      }
      let zone = place["timezone"]?.string.flatMap { TimeZone(identifier: $0) != nil ? $0 : nil }
      return Location(
        name: name, region: place["region"]?.string ?? "", latitude: latitude, longitude: longitude,
        timeZoneIdentifier: zone, countryCode: place["country_code"]?.string)
    }
  }

  // MARK: - Saving

  /// Writes `places` so that a crash at any moment leaves either the old file or the new one,
  /// whole: write a temporary file beside it, fsync it, rename it over, fsync the directory.
  func save(_ places: [Location]) throws {
    let directory = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw AppFailure.runtime("cannot create \(directory) (\(error.localizedDescription)); check its permissions")
    }
    removeAbandonedTemporaryFiles(in: directory)
    // One temporary name per process, so two dashboards saving at once never mix their writes.
    let temporary = directory + "/.places.toml.\(getpid()).tmp"
    let data = Array(Self.render(places).utf8)
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw failure("cannot write", temporary) }
    var written = 0
    while written < data.count {
      let result = data[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else {
        close(fd)
        unlink(temporary)
        throw failure("cannot write", temporary)
      }
      written += result
    }
    guard fsync(fd) == 0 else {
      close(fd)
      unlink(temporary)
      throw failure("cannot flush", temporary)
    }
    close(fd)
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      throw failure("cannot replace", path)
    }
    // The rename itself is durable only once the directory is flushed.
    let directoryFD = open(directory, O_RDONLY)
    if directoryFD >= 0 {
      fsync(directoryFD)
      close(directoryFD)
    }
  }

  /// Deletes temporary files left by processes that died mid-save (their pid is gone).
  private func removeAbandonedTemporaryFiles(in directory: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for name in names where name.hasPrefix(".places.toml.") && name.hasSuffix(".tmp") {
      let pidText = name.dropFirst(".places.toml.".count).dropLast(".tmp".count)
      guard let pid = pid_t(pidText), pid != getpid() else { continue }
      if kill(pid, 0) == -1 && errno == ESRCH { unlink(directory + "/" + name) }
    }
  }

  private func failure(_ what: String, _ file: String) -> AppFailure {
    AppFailure.runtime("\(what) \(file) (\(String(cString: strerror(errno)))); check the disk and its permissions")
  }

  /// The file's text: a header saying what it is, then one `[[places]]` table per place.
  static func render(_ places: [Location]) -> String {
    var text = """
      # Places saved by the weathertui dashboard (/ adds, d removes, J/K reorder).
      # While this file exists it is the list of places, in order, and the [[places]] of
      # config.toml are not used; delete it to go back to those.

      """
    for place in places {
      text += "\n[[places]]\n"
      text += "name = \(quoted(place.name))\n"
      if !place.region.isEmpty { text += "region = \(quoted(place.region))\n" }
      text += "latitude = \(number(place.latitude))\n"
      text += "longitude = \(number(place.longitude))\n"
      if let zone = place.timeZoneIdentifier { text += "timezone = \(quoted(zone))\n" }
      if let code = place.countryCode { text += "country_code = \(quoted(code))\n" }
    }
    return text
  }

  /// A TOML basic string: quotes, backslashes and control characters escaped.
  static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += String(format: "\\u%04X", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A TOML float that always reads back as one ("13.0", not "13").
  static func number(_ value: Double) -> String {
    let text = String(value)
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }
}
