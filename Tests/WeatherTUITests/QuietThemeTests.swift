import Render
import Testing

@testable import WeatherTUIApp

@Suite struct QuietThemeTests {
  @Test func quietHoursDimEveryRoleAndDropTheColours() {
    let quiet = Theme.default.quiet
    #expect(quiet.gradient == nil, "no temperature colours")
    #expect(quiet.background == nil)
    for role in ThemeRole.allCases {
      let style = quiet[role]
      #expect(!style.bold && style.dim, "\(role)")
      #expect(style.foreground16 == 8, "\(role): never black on black")
      let grey = style.foreground.map { Int($0.r) } ?? 255
      #expect(grey <= 120, "\(role): low contrast")
    }
    #expect(Theme.default.barGradient(for: .trueColor) != nil, "the normal theme keeps its colours")
  }
}
