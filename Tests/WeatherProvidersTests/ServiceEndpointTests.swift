import Foundation
import Testing

@testable import WeatherProviders

/// The one table of services (`ServiceEndpoint.all`): its rows agree with each other, with
/// `ProviderEndpoints` and with the shared cache's configuration.
struct ServiceEndpointTests {
  @Test func eachRowHasItsOwnNameVariableAndPublicAddress() {
    let rows = ServiceEndpoint.all
    #expect(rows.count >= 10)
    #expect(Set(rows.map(\.name)).count == rows.count, "two rows share a name")
    #expect(Set(rows.map(\.variable)).count == rows.count, "two rows share a variable")
    for row in rows {
      // The variable is the name, so a reader of either finds the other.
      let derived = "WEATHERTUI_" + row.name.uppercased().replacing("-", with: "_") + "_URL"
      #expect(row.variable == derived, "\(row.name)'s variable is \(row.variable), not \(derived)")
      #expect(row.defaultURL.scheme == "https", "\(row.name) defaults to \(row.defaultURL)")
      #expect(!row.purpose.isEmpty && !row.credit.isEmpty)
    }
  }

  @Test func everyRowIsReadFromItsVariableAndFromTheSharedCache() throws {
    let defaults = try ProviderEndpoints(environment: [:])
    for row in ServiceEndpoint.all {
      #expect(defaults[row] == row.defaultURL, "\(row.name)")
      let own = try ProviderEndpoints(environment: [row.variable: "http://127.0.0.1:9/\(row.name)"])
      #expect(own[row].absoluteString == "http://127.0.0.1:9/\(row.name)")
      let shared = try ProviderEndpoints(environment: [ProviderEndpoints.upstreamVariable: "http://cache:8080/"])
      #expect(shared[row].absoluteString == "http://cache:8080/\(row.name)")
    }
    let standIn = try ProviderEndpoints(environment: ServiceEndpoint.environment(allAt: "http://127.0.0.1:7"))
    #expect(ServiceEndpoint.all.allSatisfy { standIn[$0].absoluteString == "http://127.0.0.1:7" })
    #expect(ProviderEndpoints(allAt: URL(string: "http://127.0.0.1:7")!) == standIn)
  }

  @Test func theAlertSourcesAreCreditedAsTheTableSays() {
    #expect(NWSAlertSource.providerName == ServiceEndpoint.nws.credit)
    #expect(ECCCAlertSource.providerName == ServiceEndpoint.eccc.credit)
    #expect(DWDAlertSource.providerName == ServiceEndpoint.dwd.credit)
    #expect(METNorwayAlertSource.providerName == ServiceEndpoint.metNorway.credit)
    #expect(MeteoAlarmAlertSource.providerName == ServiceEndpoint.meteoAlarm.credit)
  }

  /// deploy/nginx/weathertui-cache.conf forwards each service's path to its public address,
  /// so `WEATHERTUI_UPSTREAM` reaches every row.
  @Test func theSharedCacheHasALocationForEveryService() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let conf = try String(
      contentsOf: root.appendingPathComponent("deploy/nginx/weathertui-cache.conf"), encoding: .utf8)
    for row in ServiceEndpoint.all {
      guard let start = conf.range(of: "location /\(row.name)/ {") else {
        Issue.record("weathertui-cache.conf has no location /\(row.name)/")
        continue
      }
      let block = conf[start.upperBound...].prefix { $0 != "}" }
      #expect(
        block.contains("proxy_pass \(row.defaultURL.absoluteString)/;"),
        "location /\(row.name)/ does not forward to \(row.defaultURL)")
    }
  }
}
