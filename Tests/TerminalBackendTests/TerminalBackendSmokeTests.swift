import Testing
@testable import TerminalBackend

@Test func TerminalBackendModuleBuilds() {}
