import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// The provider over real HTTP on 127.0.0.1 gives the same `Weather` with either wire format,
/// and a corrupt FlatBuffers body becomes a clear `OpenMeteoError`, never a crash.
@Suite struct FlatBuffersProviderTests {
  let places = [
    Location(name: "Berlin", latitude: 52.52, longitude: 13.41),
    Location(name: "Tromsø", latitude: 69.65, longitude: 18.96),
  ]
  /// 2026-11-22T09:20Z, inside the fixture's ranges.
  let now = Date(timeIntervalSince1970: 1_795_338_000 + 1200)

  /// Answers like Open-Meteo: FlatBuffers when `format=flatbuffers` was asked for, else JSON.
  private func server(flatBuffers: Data? = nil) throws -> StandInServer {
    let json = try FlatBuffersTestFiles.own("forecast_2places.json")
    let binary = try flatBuffers ?? FlatBuffersTestFiles.own("forecast_2places.flatbuffers.bin")
    return try StandInServer { request in
      request.query["format"] == "flatbuffers"
        ? StandInResponse(headers: ["Content-Type": "application/octet-stream"], body: binary)
        : StandInResponse(headers: ["Content-Type": "application/json; charset=utf-8"], body: json)
    }
  }

  @Test func bothWireFormatsGiveEqualWeather() async throws {
    let server = try server()
    defer { server.stop() }
    let viaFlatBuffers = try await makeProvider(server, wire: .flatbuffers).forecast(
      for: places, now: now)
    let viaJSON = try await makeProvider(server, wire: .json).forecast(for: places, now: now)
    #expect(server.requests.map { $0.query["format"] } == ["flatbuffers", nil])
    try #require(viaFlatBuffers.count == 2)
    #expect(viaFlatBuffers == viaJSON)
    #expect(viaFlatBuffers[0].currentWeather?.temperature != nil)
    #expect(viaFlatBuffers[1].dailyForecast.count >= 5)
  }

  @Test func eachPlaceIsCachedAsItsOwnMessageAndReadBackEqual() async throws {
    let server = try server()
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    let provider = makeProvider(server, wire: .flatbuffers)
    let service = ForecastService(provider: provider, cache: ForecastCache(directory: CacheDirectory(url: folder)))
    let fetched = await service.forecasts(for: places, now: now)
    let body = try FlatBuffersTestFiles.own("forecast_2places.flatbuffers.bin")
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    var stored = Data()
    for (index, place) in places.enumerated() {
      let entry = try #require(cache.entry(provider: provider.name, location: place))
      #expect(entry.answer.format == "flatbuffers")
      stored.append(entry.answer.body)
      #expect(cache.load(from: provider, location: place)?.weather == fetched[index].weather)
    }
    // The two messages, as served and in order, are the whole body: nothing re-encoded.
    #expect(stored == body)
    #expect(cache.warnings.isEmpty)
  }

  @Test func corruptBodyIsAClearErrorNotACrash() async throws {
    var bytes = [UInt8](try FlatBuffersTestFiles.own("forecast_2places.flatbuffers.bin"))
    bytes.removeLast(100)  // a transfer cut short
    let server = try server(flatBuffers: Data(bytes))
    defer { server.stop() }
    let error = await caught {
      try await makeProvider(server, wire: .flatbuffers).forecast(for: places, now: now)
    }
    guard case .malformedBody(let detail)? = error as? OpenMeteoError else {
      Issue.record("expected malformedBody, got \(String(describing: error))")
      return
    }
    #expect(detail.contains("FlatBuffers message 1"))
    #expect(detail.contains("truncated"))
  }
}
