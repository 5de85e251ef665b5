import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// The reader's identity table against what the real forecast server writes, as read from the
/// server's own source (shared/reference/openmeteo-flatbuffers-identities.md); the stand-in and
/// the fixture builder read the same table, so this is the check that all three are right.
@Suite struct FlatBuffersIdentityTableTests {
  static let referencePath = "reference/openmeteo-flatbuffers-identities.md"

  /// Every variable the dashboard asks for, by section.
  static let requested =
    OpenMeteoVariables.current + OpenMeteoVariables.minutely15 + OpenMeteoVariables.hourly + OpenMeteoVariables.daily

  @Test(SharedFolder.needs(referencePath))
  func everyRequestedVariableHasTheRealServersIdentity() throws {
    let reference = try Self.referenceTable(String(decoding: try SharedFolder.data(Self.referencePath), as: UTF8.self))
    #expect(reference.count >= 40, "the reference table did not parse (\(reference.count) rows)")
    for name in Set(Self.requested).sorted() {
      let served = try #require(reference[name], "\(name) is requested but not in the reference table")
      let entry = try #require(FlatBuffersVariableNames.entries.first { $0.name == name }, "\(name) not in our table")
      #expect(entry.variable.member == served.variable, "\(name): variable")
      #expect(
        entry.altitude == served.altitude, "\(name): altitude \(entry.altitude), the server writes \(served.altitude)")
      #expect(entry.aggregation.member == served.aggregation, "\(name): aggregation")
    }
  }

  @Test func theFixtureBuilderAndTheStandInReadTheReadersTable() throws {
    // openmeteo_flatbuffers.py parses FlatBuffersVariableIdentity.swift; it must see every row.
    let script = """
      import sys; sys.path.insert(0, "scripts/flatbuffers")
      import openmeteo_flatbuffers as o
      for name, (variable, altitude, aggregation) in sorted(o.read_identities().items()):
          print(name, variable, altitude, aggregation or "none")
      """
    let output = try FlatBuffersTestFiles.python(script)
    let expected = FlatBuffersVariableNames.entries.map {
      "\($0.name) \($0.variable.member) \($0.altitude) \($0.aggregation.member)"
    }.sorted()
    #expect(output.split(separator: "\n").map(String.init) == expected)
  }

  // MARK: - Labels that differ by model

  @Test func theDocumentedLabelWinsTheAlternativeIsReadAndAbsenceIsSaid() throws {
    let places = try OpenMeteoFlatBuffersDecoder.decode(
      try FlatBuffersTestFiles.own("apparent_temperature_labels.flatbuffers.bin"))
    #expect(places.count == 3)
    #expect(places[0].current?.values["apparent_temperature"] == 9.5)  // seasonal models: no altitude
    #expect(places[1].current?.values["apparent_temperature"] == 1.5)  // altitude 2 beats altitude 0
    #expect(places[2].current?.values["apparent_temperature"] == nil)

    let now = Date(timeIntervalSince1970: 1_795_306_000)
    let missing = OpenMeteoWeatherMapper.weather(from: places[2], location: Self.berlin, now: now, fetchedAt: now)
    #expect(missing.metadata.missing.contains("current.apparent_temperature"))
    #expect(missing.metadata.isMissing("apparent_temperature", in: "current"))
    let present = OpenMeteoWeatherMapper.weather(from: places[1], location: Self.berlin, now: now, fetchedAt: now)
    #expect(present.currentWeather?.apparentTemperature == 1.5)
    #expect(!present.metadata.isMissing("apparent_temperature", in: "current"))
  }

  static let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.42, timeZoneIdentifier: "Europe/Berlin")

  // MARK: - The reference table

  struct Identity: Equatable {
    var variable: String
    var altitude: Int16
    var aggregation: String
  }

  /// Rows like "| `temperature_2m_max` / `_min` | temperature | 2 | maximum / minimum |": names
  /// split at "," and "/", a name starting with "_" replaces the previous name's last part, and a
  /// column with one value per name pairs up with them ("same name" = the name itself).
  static func referenceTable(_ markdown: String) throws -> [String: Identity] {
    var table: [String: Identity] = [:]
    for line in markdown.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4 else { continue }
      func parts(_ text: String) -> [String] {
        text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: "")
          .split(whereSeparator: { $0 == "," || $0 == "/" }).map { $0.trimmingCharacters(in: .whitespaces) }
          .filter { !$0.isEmpty }
      }
      var names: [String] = []
      for part in parts(cells[0]) {
        if part.hasPrefix("_"), let previous = names.last, let cut = previous.lastIndex(of: "_") {
          names.append(String(previous[..<cut]) + part)
        } else {
          names.append(part)
        }
      }
      var variables: [String] = []
      for part in parts(cells[1]) {
        // "cloud_cover_low/mid/high": a bare suffix continues the previous variable's stem.
        if !part.contains("_"), let previous = variables.last, let cut = previous.lastIndex(of: "_"),
          !["same name"].contains(part), previous.contains("_")
        {
          variables.append(String(previous[..<cut]) + "_" + part)
        } else {
          variables.append(part)
        }
      }
      let altitude = try #require(Int16(cells[2].replacingOccurrences(of: "*", with: "")), "altitude in \(line)")
      let aggregations = parts(cells[3]).map { $0.split(separator: " ").first.map(String.init) ?? $0 }
      for (index, name) in names.enumerated() {
        let variable = variables.count == names.count ? variables[index] : variables[0]
        table[name] = Identity(
          variable: variable == "same name" ? name : variable, altitude: altitude,
          aggregation: aggregations.count == names.count ? aggregations[index] : aggregations[0])
      }
    }
    return table
  }
}
