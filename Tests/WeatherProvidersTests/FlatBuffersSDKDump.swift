import Foundation
import Testing

@testable import WeatherProviders

/// Compares our decoder's payloads with a JSON description of the same messages, variable by
/// variable: either the official Python SDK's dump (scripts/flatbuffers/crosscheck.py) or the
/// flatc source JSON. Identities are resolved through `FlatBuffersVariableNames`.
enum FlatBuffersSDKDump {
  /// One variable as a dump describes it.
  struct Variable {
    var identity: FlatBuffersVariableIdentity
    var value: Double?
    var values: [Double?]?
    var stamps: [Int64]?
  }

  static func double(_ any: Any?) -> Double? {
    (any as? NSNumber)?.doubleValue
  }

  static func int64(_ any: Any?) -> Int64? {
    (any as? NSNumber)?.int64Value
  }

  /// Requires `payload` to hold exactly the known variables of `section`, with equal values.
  /// Float32 values are compared as Float, since the dump widens them exactly and we widen to
  /// the shortest decimal.
  static func expectSection(
    _ variables: [Variable], current: OpenMeteoPayload.Snapshot?, series: OpenMeteoPayload.Series?,
    label: String, names: FlatBuffersNameTable = FlatBuffersVariableNames.table,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var expectedNames: Set<String> = []
    for variable in variables {
      guard let index = names.indexByIdentity[variable.identity] else { continue }
      let name = names.names[index]
      expectedNames.insert(name)
      if let current {
        let ours = current.values[name] ?? nil
        #expect(
          ours.map(Float.init) == variable.value.map(Float.init), "\(label) \(name)",
          sourceLocation: sourceLocation)
      } else if let values = variable.values {
        let ours = series?.values[name]?.map { $0.map(Float.init) }
        #expect(
          ours == values.map { $0.map(Float.init) }, "\(label) \(name)",
          sourceLocation: sourceLocation)
      } else if let stamps = variable.stamps {
        let expected = stamps.map {
          $0 == Int64.max ? nil : Date(timeIntervalSince1970: Double($0))
        }
        #expect(
          series?.timestamps[name] == expected, "\(label) \(name)", sourceLocation: sourceLocation)
      }
    }
    let ours = Set(current.map { Array($0.values.keys) } ?? [])
      .union(series.map { Array($0.values.keys) + Array($0.timestamps.keys) } ?? [])
    #expect(ours == expectedNames, "\(label) variable names", sourceLocation: sourceLocation)
  }
}
