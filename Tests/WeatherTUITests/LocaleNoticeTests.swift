import Testing

@testable import WeatherTUIApp

/// A UTF-8 locale asked for but not installed is named on screen, with the fix.
@Suite struct LocaleNoticeTests {
  @Test func anUninstalledUTF8LocaleIsNamedWithTheFix() {
    let notice = LocaleNotice.text(environment: ["LANG": "de_AT.UTF-8"], isUTF8: false)
    #expect(notice?.contains("de_AT.UTF-8 is not installed") == true, "\(String(describing: notice))")
    #expect(notice?.contains("LANG=C.UTF-8") == true)
    // LC_ALL wins over LANG, as in the C library.
    let overridden = LocaleNotice.text(environment: ["LC_ALL": "fr_FR.utf8", "LANG": "C"], isUTF8: false)
    #expect(overridden?.contains("fr_FR.utf8") == true)
  }

  @Test func noNoticeWhereNothingWasLost() {
    #expect(LocaleNotice.text(environment: ["LANG": "en_US.UTF-8"], isUTF8: true) == nil)
    #expect(LocaleNotice.text(environment: ["LANG": "C"], isUTF8: false) == nil)
    #expect(LocaleNotice.text(environment: ["LANG": "de_DE.ISO-8859-1"], isUTF8: false) == nil)
    #expect(LocaleNotice.text(environment: [:], isUTF8: false) == nil)
    #expect(LocaleNotice.text(environment: ["LC_ALL": "", "LANG": "en_GB.UTF-8@euro"], isUTF8: false) != nil)
  }

  @Test func aHostileLocaleNameReachesTheScreenClean() {
    let notice = LocaleNotice.text(environment: ["LANG": "x\u{1B}]0;pwned\u{07}.UTF-8"], isUTF8: false) ?? ""
    #expect(!notice.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
  }
}
