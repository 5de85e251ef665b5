extension String {
  /// The text as a person types it to find a name: lower case, Latin letters without their
  /// marks ("Kärnten" → "karnten", "Gospić" → "gospic"), "ß" as "ss".
  public var foldedForSearch: String {
    var result = ""
    for scalar in lowercased().unicodeScalars {
      if scalar == "ß" {
        result += "ss"
        continue
      }
      // "LATIN SMALL LETTER C WITH ACUTE" → "c": the Unicode name says the base letter, and
      // FoundationEssentials has no decomposition to strip the mark with.
      if !scalar.isASCII, let name = scalar.properties.name, name.hasPrefix("LATIN SMALL LETTER "),
        let base = name.dropFirst("LATIN SMALL LETTER ".count).split(separator: " ").first, base.count == 1
      {
        result += base.lowercased()
        continue
      }
      result.unicodeScalars.append(scalar)
    }
    return result
  }
}
