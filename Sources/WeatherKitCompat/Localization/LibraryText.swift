import Foundation

/// The words the library writes itself (unit names at `.wide`, condition descriptions), found by
/// key in the language of the locale they are written for. English, the text beside each key in
/// the code, is the only language so far: a translation is one table from key to text, added
/// here, and nothing that writes the words changes.
enum LibraryText {
  /// The translated tables by language code ("de"); English needs none.
  static let translations: [String: [String: String]] = [:]

  /// The text of `key` in `locale`'s language, `english` where it has no translation.
  static func text(_ key: String, english: String, locale: Locale) -> String {
    guard let language = locale.language.languageCode?.identifier, let table = translations[language],
      let text = table[key]
    else { return english }
    return text
  }
}
