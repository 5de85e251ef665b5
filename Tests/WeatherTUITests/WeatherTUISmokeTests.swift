import Testing
@testable import WeatherTUI

@Test func WeatherTUIModuleBuilds() {}
