import Testing
@testable import WeatherProviders

@Test func WeatherProvidersModuleBuilds() {}
