import Testing
@testable import ViewModels

@Test func ViewModelsModuleBuilds() {}
