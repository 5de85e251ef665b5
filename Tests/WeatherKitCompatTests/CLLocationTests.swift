import Foundation
import Testing
import WeatherKitCompat

struct CLLocationTests {
  @Test func coordinatesAndDistance() {
    let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
    let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
    #expect(paris.coordinate.latitude == 48.8566)
    // 343.5 km by the haversine formula on the mean-radius sphere.
    #expect(abs(paris.distance(from: london) - 343_556) < 1_000)
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: .nan, longitude: 0)))
  }
}
