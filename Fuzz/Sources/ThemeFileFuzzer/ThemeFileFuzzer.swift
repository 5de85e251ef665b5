// fuzz-options: -max_len=8192 -dict=theme.dict
// fuzz-seeds: themes:themes/*.theme
import Foundation
import Render

/// Theme files as `Theme.load` reads them (UTF-8 text, else the default theme), then the parts
/// drawing uses: every role, the bar gradient at each colour depth across the temperature range.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeFile(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  guard let text = String(data: Data(bytes: bytes, count: count), encoding: .utf8) else { return 0 }
  let (theme, _) = ThemeFile.parse(text, fileName: "fuzz.theme", fallback: .default)
  for role in ThemeRole.allCases { _ = theme[role] }
  for depth in ColorDepth.allCases {
    guard let gradient = theme.barGradient(for: depth) else { continue }
    for celsius in stride(from: -60.0, through: 60.0, by: 15) { _ = gradient.colour(celsius: celsius) }
  }
  return 0
}
