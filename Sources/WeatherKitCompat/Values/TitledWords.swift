extension RawRepresentable where RawValue == String {
  /// The camel-case raw value as WeatherKit writes it for people: "mostlyCloudy" → "Mostly
  /// Cloudy", "northNortheast" → "North Northeast".
  var titledWords: String {
    var words = ""
    for character in rawValue {
      if character.isUppercase && !words.isEmpty { words += " " }
      words.append(character)
    }
    return words.prefix(1).uppercased() + words.dropFirst()
  }
}
