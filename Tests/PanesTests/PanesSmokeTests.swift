import Testing
@testable import Panes

@Test func PanesModuleBuilds() {}
