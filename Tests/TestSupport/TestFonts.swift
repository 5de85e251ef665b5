import Foundation

/// The fonts Debian's fonts-dejavu-core installs, which tests of big type and of the glyphs
/// read with FreeType (libfreetype6). `scripts/bootstrap --test` installs both and `scripts/test`
/// sets `WEATHERTUI_REQUIRE_FONTS=1`: then a missing font or library fails its test instead of
/// skipping it, as it may where the fonts truly cannot be had.
public enum TestFonts {
  /// DejaVu Sans Mono, the terminal font the picture is checked in.
  public static let sansMono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
  /// DejaVu Sans Bold, big type's font.
  public static let sansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

  public static let requireKey = "WEATHERTUI_REQUIRE_FONTS"

  /// Whether a missing font or FreeType must fail (`WEATHERTUI_REQUIRE_FONTS=1`).
  public static var isRequired: Bool { ProcessInfo.processInfo.environment[requireKey] == "1" }

  /// Whether the fonts are there.
  public static var present: Bool {
    [sansMono, sansBold].allSatisfy { FileManager.default.fileExists(atPath: $0) }
  }

  /// Whether a test that needs the fonts runs: when they are there, and when they are required
  /// but missing, so it fails naming them instead of skipping.
  public static var run: Bool { present || isRequired }
}
