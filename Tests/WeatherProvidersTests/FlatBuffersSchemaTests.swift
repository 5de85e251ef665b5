import Crypto
import Foundation
import TestSupport
import Testing

@testable import WeatherProviders

/// Checks every hard-coded schema number (enum values, field slots) against weather_api.fbs, and
/// the repository's copy of that schema against the reference one.
@Suite struct FlatBuffersSchemaTests {
  // MARK: - The copy

  @Test(SharedFolder.needs(FlatBuffersTestFiles.sharedSchemaPath))
  func theRepositorysSchemaIsTheReferenceByteForByte() throws {
    let copy = try Data(contentsOf: FlatBuffersTestFiles.schemaURL)
    let reference = try SharedFolder.data(FlatBuffersTestFiles.sharedSchemaPath)
    #expect(copy == reference, "\(FlatBuffersTestFiles.schemaURL.path) differs from the reference")
  }

  @Test func theRepositorysSchemaIsTheOneItsProvenanceNames() throws {
    let copy = try Data(contentsOf: FlatBuffersTestFiles.schemaURL)
    let readme = try String(
      contentsOf: FlatBuffersTestFiles.schemaURL.deletingLastPathComponent().appendingPathComponent("README.md"),
      encoding: .utf8)
    let digest = SHA256.hash(data: copy).map { String(format: "%02x", $0) }.joined()
    #expect(readme.contains("SHA-256 `\(digest)`"), "README.md names another SHA-256 than \(digest)")
    let size = "\(copy.count / 1000),\(String(format: "%03d", copy.count % 1000)) bytes"
    #expect(readme.contains(size), "README.md names another size than \(size)")
  }

  // MARK: - A tiny parser for the schema's enum and table declarations

  /// Member names of `enum <name> : type { … }` in declaration order (value = index).
  static func enumMembers(_ name: String, in schema: String) -> [String] {
    members(of: "enum \(name)", in: schema).map { member in
      // "undefined = 0" → "undefined"; the schema only pins the first value to 0.
      String(member.split(separator: "=")[0]).trimmingCharacters(in: .whitespaces)
    }
  }

  /// Field names of `table <name> { … }` in declaration order (index = slot).
  static func tableFields(_ name: String, in schema: String) -> [String] {
    members(of: "table \(name) ", in: schema).map {
      String($0.split(separator: ":")[0]).trimmingCharacters(in: .whitespaces)
    }
  }

  private static func members(of header: String, in schema: String) -> [String] {
    guard let start = schema.range(of: header),
      let open = schema[start.upperBound...].firstIndex(of: "{"),
      let close = schema[open...].firstIndex(of: "}")
    else { return [] }
    let body = schema[schema.index(after: open)..<close]
    let separator: Character = header.hasPrefix("enum") ? "," : ";"
    return body.split(separator: "\n")
      .map { line in line.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)[0] }
      .joined(separator: "\n")
      .split(separator: separator)
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }

  // MARK: - Enum numbers

  @Test func parserSeesTheWholeSchema() throws {
    let schema = try FlatBuffersTestFiles.schema()
    // Spot checks from the SDK's binary-compatibility test (reference/apis.md §2.2).
    let variables = Self.enumMembers("Variable", in: schema)
    #expect(variables.firstIndex(of: "us_aqi_carbon_monoxide") == 102)
    #expect(Self.enumMembers("Model", in: schema).firstIndex(of: "cfsv2") == 51)
    #expect(Self.enumMembers("Unit", in: schema).firstIndex(of: "wmo_code") == 40)
    #expect(Self.enumMembers("Aggregation", in: schema).firstIndex(of: "sum") == 10)
    #expect(variables.first == "undefined" && variables.count >= 172)
  }

  @Test func variableNumbersMatchTheSchema() throws {
    let schema = try FlatBuffersTestFiles.schema()
    let variables = Self.enumMembers("Variable", in: schema)
    let aggregations = Self.enumMembers("Aggregation", in: schema)
    // The forecast's table and the air quality's.
    for entry in FlatBuffersVariableNames.entries + AirQualityVariableNames.entries {
      #expect(
        variables.firstIndex(of: entry.variable.member) == Int(entry.variable.value),
        "\(entry.name)")
      #expect(
        aggregations.firstIndex(of: entry.aggregation.member) == Int(entry.aggregation.value),
        "\(entry.name)")
    }
  }

  // MARK: - Field slots

  @Test func fieldSlotsMatchTheSchema() throws {
    let schema = try FlatBuffersTestFiles.schema()
    func squashed(_ name: String) -> String {
      name.replacingOccurrences(of: "_", with: "").lowercased()
    }
    func check<Field: CaseIterable & RawRepresentable>(_ table: String, _: Field.Type)
    where Field.RawValue == Int {
      let fields = Self.tableFields(table, in: schema)
      #expect(!fields.isEmpty, "table \(table) not found")
      for field in Field.allCases {
        let slot = field.rawValue
        #expect(
          slot < fields.count && squashed(fields[slot]) == squashed("\(field)"), "\(table).\(field)"
        )
      }
    }
    check("WeatherApiResponse", FlatBuffersSchemaFields.WeatherApiResponse.self)
    check("VariablesWithTime", FlatBuffersSchemaFields.VariablesWithTime.self)
    check("VariableWithValues", FlatBuffersSchemaFields.VariableWithValues.self)
  }

  // MARK: - Names

  @Test func everyRequestedVariableHasAnIdentity() {
    let requested =
      OpenMeteoVariables.current + OpenMeteoVariables.minutely15
      + OpenMeteoVariables.hourly + OpenMeteoVariables.daily
    for name in requested {
      #expect(
        FlatBuffersVariableNames.identityByName[name] != nil, "\(name) has no FlatBuffers identity")
    }
  }

  @Test func namesAndIdentitiesAreOneToOne() {
    let entries = FlatBuffersVariableNames.entries
    #expect(Set(entries.map(\.name)).count == entries.count)
    #expect(Set(entries.map(\.identity)).count == entries.count)
  }
}
