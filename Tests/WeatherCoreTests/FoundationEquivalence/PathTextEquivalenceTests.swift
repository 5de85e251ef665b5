import Foundation
import Testing
import WeatherCore

/// `PathText` answers as `NSString`'s path methods did.
@Suite struct PathTextEquivalenceTests {
  static let paths: [String] = {
    let parts = ["", "/", "//", "a", "b.toml", ".hidden", "..", ".", "~", "~root", "é", "x\u{301}", " "]
    var result: [String] = []
    for first in parts { for second in parts { for third in parts { result.append(first + second + third) } } }
    // Known differences, left out: NSString traps on a "/" followed by a combining mark
    // ("/\u{301}"), and answers "" for a path of only slashes ("//"), where PathText says "/".
    return result.filter { $0.isEmpty || $0 == "/" || $0.contains { $0 != "/" } } + [
      "/home/u/.config/weathertui/places.toml", "places.toml", "/a/b/", "a//b//", "~/", "~/key.p8",
    ]
  }()

  @Test func lastAndDeletingLastComponentMatchNSString() {
    for path in Self.paths {
      #expect(PathText.lastComponent(of: path) == (path as NSString).lastPathComponent, "\(path.debugDescription)")
      #expect(
        PathText.deletingLastComponent(of: path) == (path as NSString).deletingLastPathComponent,
        "\(path.debugDescription)")
    }
  }

  @Test func tildeExpansionMatchesNSString() {
    for path in Self.paths + ["~nosuchuser-weathertui/x", "~root/.ssh", "~/a//b/", "~/\u{301}", "~root/\u{301}/"] {
      #expect(PathText.expandingTilde(in: path) == (path as NSString).expandingTildeInPath, "\(path.debugDescription)")
    }
  }

  @Test func homeDirectoryMatchesNSHomeDirectory() {
    #expect(PathText.homeDirectory() == NSHomeDirectory())
  }
}
