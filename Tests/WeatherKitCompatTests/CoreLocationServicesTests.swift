import Foundation
import TestSupport
import Testing
import WeatherProviders

@testable import CoreLocation

/// `CLGeocoder` on the project's geocoding (the stand-in API's Open-Meteo search), and a
/// `CLLocationManager` that reports the configured location.
@Suite(.serialized) struct CoreLocationServicesTests {
  let api: StandInAPI
  let geocoder: CLGeocoder

  init() throws {
    api = try StandInAPI()
    geocoder = CLGeocoder(
      geocoder: OpenMeteoGeocoder(client: CurlHTTPClient(), baseURL: URL(string: api.baseURL)!, cache: nil))
  }

  @Test func aCityNameBecomesPlacemarksTheMostPopulousFirst() async throws {
    let placemarks = try await geocoder.geocodeAddressString("Springfield")
    #expect(placemarks.count == 3)
    let first = try #require(placemarks.first)
    #expect(first.name == "Springfield" && first.administrativeArea == "Missouri" && first.isoCountryCode == "US")
    #expect(first.timeZone?.identifier == "America/Chicago" && first.country == "United States")
    let location = try #require(first.location)
    #expect(abs(location.coordinate.latitude - 37.21533) < 1e-9 && location.altitude == 40)
    #expect(first.thoroughfare == nil && first.postalCode == nil)
  }

  @Test func noMatchIsCoreLocationsNoResultError() async throws {
    await #expect(throws: CLError.self) { try await geocoder.geocodeAddressString("Xyzzyville") }
    do {
      _ = try await geocoder.geocodeAddressString("Xyzzyville")
    } catch let error as CLError {
      #expect(error.code == .geocodeFoundNoResult && error.localizedDescription.contains("Xyzzyville"))
    }
  }

  @Test(.timeLimit(.minutes(1))) func theCompletionHandlerIsCalledOnTheMainQueue() async throws {
    // The main queue, as CoreLocation calls back (under the test runner it is drained by a worker
    // thread, so "main thread" cannot be asked; the queue's own mark can).
    let key = DispatchSpecificKey<String>()
    DispatchQueue.main.setSpecific(key: key, value: "main")
    let answer: (placemarks: [CLPlacemark]?, queue: String?) = await withCheckedContinuation { continuation in
      geocoder.geocodeAddressString("Vienna") { placemarks, _ in
        continuation.resume(returning: (placemarks, DispatchQueue.getSpecific(key: key)))
      }
    }
    #expect(answer.placemarks?.first?.isoCountryCode == "AT")
    #expect(answer.queue == "main")
  }

  @Test func reverseGeocodingTellsWhatTheCoordinateItselfDoes() async throws {
    let placemarks = try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 55.68, longitude: 12.57))
    let placemark = try #require(placemarks.first)
    #expect(placemark.timeZone?.identifier == "Europe/Copenhagen")
    #expect(placemark.isoCountryCode == "DK" && placemark.country == "Denmark")
    #expect(placemark.name == nil && placemark.locality == nil, "no keyless source names the place")
    #expect(api.requests.isEmpty, "reverse geocoding asks nothing of the network")
  }

  @Test func theManagerReportsTheConfiguredLocation() async throws {
    let manager = CLLocationManager(configuredLocation: CLLocation(latitude: 55.68, longitude: 12.57))
    #expect(manager.authorizationStatus == .authorizedAlways)
    #expect(manager.location?.coordinate.latitude == 55.68)
    let here = try #require(try await manager.configuredLocation())
    #expect(here.coordinate.longitude == 12.57)
  }

  @Test func textFromTheEnvironmentIsACoordinateOrNothing() {
    #expect(CLLocationManager.coordinate("55.68,12.57")?.latitude == 55.68)
    #expect(CLLocationManager.coordinate(" 55.68 , 12.57 ")?.longitude == 12.57)
    #expect(CLLocationManager.coordinate("91,0") == nil)
    #expect(CLLocationManager.coordinate("Copenhagen") == nil)
  }
}
