import Foundation
import SystemFiles
import Testing
import WeatherCore

/// `PathText` answers as `NSString`'s path methods did.
@Suite struct PathTextEquivalenceTests {
  static let paths: [String] = {
    let parts = ["", "/", "//", "a", "b.toml", ".hidden", "..", ".", "~", "~root", "é", " "]
    var result: [String] = []
    for first in parts { for second in parts { for third in parts { result.append(first + second + third) } } }
    // Left out, as NSString traps on them on Linux: combining marks ("/\u{301}") and runs of
    // slashes ("a//b//"); PathText treats a run of slashes as one.
    return result.filter { !$0.contains("//") } + [
      "/home/u/.config/weathertui/places.toml", "places.toml", "/a/b/", "~/", "~/key.p8",
    ]
  }()

  @Test func lastAndDeletingLastComponentMatchNSString() {
    for path in Self.paths {
      #expect(PathText.lastComponent(of: path) == (path as NSString).lastPathComponent, "\(path.debugDescription)")
      // NSString traps where the answer is "" (one relative component, "a"); PathText answers "".
      guard PathText.deletingLastComponent(of: path) != "" else { continue }
      #expect(
        PathText.deletingLastComponent(of: path) == (path as NSString).deletingLastPathComponent,
        "\(path.debugDescription)")
    }
  }

  @Test func tildeExpansionMatchesNSString() {
    for path in Self.paths + ["~nosuchuser-weathertui/x", "~root/.ssh", "~/\u{301}", "~root/\u{301}/"] {
      #expect(PathText.expandingTilde(in: path) == (path as NSString).expandingTildeInPath, "\(path.debugDescription)")
    }
  }

  @Test func homeDirectoryMatchesNSHomeDirectory() {
    #expect(PathText.homeDirectory() == NSHomeDirectory())
  }
}
