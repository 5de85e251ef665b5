import FoundationEssentials
import WeatherCore

/// The one part of a WeatherKit alert detail (apis.md §4.5) the app uses: the agency's text,
/// `messages: [{language, text}]` (`eventText` in older clients).
struct WeatherKitAlertDetail: Decodable {
  var messages: [Message]?
  var eventText: [Message]?

  struct Message: Decodable {
    var language: String?
    var text: String?
  }

  /// The text in `language` (or its base language), else the first one; nil when there is none.
  static func text(in body: Data, language: String) -> String? {
    guard let detail = try? JSONDecoder().decode(WeatherKitAlertDetail.self, from: body) else {
      return nil
    }
    let messages = (detail.messages ?? detail.eventText ?? []).filter {
      !($0.text ?? "").trimmingWhitespaceAndNewlines().isEmpty
    }
    let base = language.split(separator: "-").first.map(String.init)?.lowercased() ?? ""
    let match =
      messages.first { $0.language?.lowercased() == language.lowercased() }
      ?? messages.first { $0.language?.lowercased().hasPrefix(base) == true }
      ?? messages.first
    return match?.text
  }
}
