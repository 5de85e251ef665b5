/// Reads the `key = value  # comment` theme format.
///
/// Values: a colour `#rrggbb` or `default` (the terminal's own), then any of `on #rrggbb`
/// (background), `bold`, `dim`, `underline`, `reverse`, `256:N`, `16:N` (palette indices used
/// instead of the computed reduction). Special keys: `name`, `background` (`#rrggbb` painted
/// behind everything; `dark` or `light`, the terminal's own, which the colours are made for; or
/// `none`, the terminal's own, whatever it is) and `gradient` (`-20 #af87ff, 0 #5fd7ff, …` or
/// `none`).
public enum ThemeFile {
  /// The most warnings one file gives; the rest are counted in one more line. A file of a
  /// million bad lines is the wrong file, and each warning is compared with the others shown.
  public static let maximumWarnings = 12

  /// Parses `text`; every bad, unknown or missing key yields a warning naming `fileName`, the
  /// line and the key (the first `maximumWarnings` of them, then a count), and bad or missing
  /// roles take `fallback`'s value (the default theme's).
  public static func parse(_ text: String, fileName: String, fallback: Theme?) -> (Theme, [String]) {
    var warnings = CappedWarnings(file: fileName, limit: maximumWarnings)
    var theme = Theme(name: fileName, gradient: fallback?.gradient ?? .standard, roles: [:])
    theme.background = nil
    theme.madeFor = nil
    var seen: Set<String> = []

    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let where_ = "\(fileName):\(offset + 1)"
      let trimmed = String(rawLine).trimmingSpaces
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let line = stripComment(trimmed).trimmingSpaces
      guard let equals = line.firstIndex(of: "=") else {
        warnings.append("\(where_): expected 'key = value', got '\(excerpt(line))'")
        continue
      }
      let key = excerpt(String(line[..<equals]).trimmingSpaces.lowercased())
      let value = String(line[line.index(after: equals)...]).trimmingSpaces
      if !seen.insert(key).inserted { warnings.append("\(where_): '\(key)' set twice; the later value wins") }

      switch key {
      case "name":
        theme.name = value
      case "background":
        (theme.background, theme.madeFor) = (nil, nil)
        if let tone = BackgroundTone(rawValue: value.lowercased()) {
          theme.madeFor = tone
        } else if let colour = parseHex(value) {
          theme.background = colour
        } else if value.lowercased() != "none" {
          warnings.append(
            "\(where_): bad value '\(excerpt(value))' for 'background' (use #rrggbb, dark, light or none); ignored")
        }
      case "gradient":
        switch parseGradient(value) {
        case .success(let gradient): theme.gradient = gradient
        case .failure(let problem):
          warnings.append("\(where_): bad 'gradient': \(problem.message); using the default theme's")
        }
      default:
        guard let role = ThemeRole(rawValue: key) else {
          warnings.append("\(where_): unknown key '\(key)'; ignored (see themes/dark.theme for the keys)")
          continue
        }
        switch parseStyle(value) {
        case .success(let style): theme.roles[role] = style
        case .failure(let problem):
          warnings.append("\(where_): bad value for '\(key)': \(problem.message); using the default theme's")
          if let fallback { theme.roles[role] = fallback[role] }
        }
      }
    }

    let missing = ThemeRole.allCases.filter { !seen.contains($0.rawValue) }
    for role in missing { theme.roles[role] = fallback?[role] ?? .plain }
    // Outside the cap: however many lines were wrong, which roles fell back is worth a line.
    var lines = warnings.lines
    if missing.count == 1 {
      lines.append("\(fileName): missing key '\(missing[0].rawValue)'; using the default theme's")
    } else if !missing.isEmpty {
      // All of them (there are only so many roles): the one the user misspelt is among them.
      let named = missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      lines.append("\(fileName): missing keys \(named); using the default theme's for them")
    }
    return (theme, lines)
  }

  private static func excerpt(_ text: String) -> String { CappedWarnings.excerpt(text) }

  // MARK: - Values

  /// Why a value was rejected.
  public struct Problem: Error, Equatable {
    public var message: String
  }

  /// Parses a role's value.
  public static func parseStyle(_ value: String) -> Result<RoleStyle, Problem> {
    var style = RoleStyle()
    var tokens = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
    guard let colour = tokens.popFirst() else { return .failure(Problem(message: "empty value")) }
    if colour.lowercased() != "default" {
      guard let rgb = parseHex(colour) else {
        return .failure(Problem(message: "'\(excerpt(colour))' is not a colour (use #rrggbb or default)"))
      }
      style.foreground = rgb
    }
    while let token = tokens.popFirst() {
      switch token.lowercased() {
      case "bold": style.bold = true
      case "dim": style.dim = true
      case "underline": style.underline = true
      case "reverse": style.reverse = true
      case "on":
        guard let next = tokens.popFirst(), let rgb = parseHex(next) else {
          return .failure(Problem(message: "'on' needs a background colour #rrggbb"))
        }
        style.background = rgb
      default:
        if let index = parseIndex(token, prefix: "256:", limit: 255) {
          style.foreground256 = index
        } else if let index = parseIndex(token, prefix: "16:", limit: 15) {
          style.foreground16 = index
        } else {
          return .failure(
            Problem(
              message:
                "unknown word '\(excerpt(token))' (expected bold, dim, underline, reverse, on #rrggbb, 256:N or 16:N)"))
        }
      }
    }
    return .success(style)
  }

  /// `#rrggbb` → RGB.
  public static func parseHex(_ text: String) -> RGB? {
    guard text.hasPrefix("#"), text.count == 7 else { return nil }
    let digits = text.dropFirst()
    guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
    return RGB(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
  }

  /// `-20 #af87ff, 0 #5fd7ff, …` → gradient; `none` → nil.
  static func parseGradient(_ value: String) -> Result<TemperatureGradient?, Problem> {
    if value.lowercased() == "none" { return .success(nil) }
    var stops: [(celsius: Double, colour: RGB)] = []
    for part in value.split(separator: ",") {
      let fields = part.split(separator: " ").map(String.init)
      guard fields.count == 2, let celsius = Double(fields[0].replacingMinus), celsius.isFinite,
        let colour = parseHex(fields[1])
      else { return .failure(Problem(message: "'\(excerpt(part.trimmingSpaces))' is not '<°C> #rrggbb'")) }
      stops.append((celsius, colour))
    }
    guard stops.count >= 2 else { return .failure(Problem(message: "needs at least two stops")) }
    return .success(TemperatureGradient(stops: stops))
  }

  private static func parseIndex(_ token: String, prefix: String, limit: Int) -> UInt8? {
    guard token.hasPrefix(prefix), let n = Int(token.dropFirst(prefix.count)), (0...limit).contains(n) else {
      return nil
    }
    return UInt8(n)
  }

  /// Drops a `#` comment; a `#` that starts a colour (`#` followed by a hex digit) is kept.
  private static func stripComment(_ line: String) -> String {
    var index = line.startIndex
    while let hash = line[index...].firstIndex(of: "#") {
      let next = line.index(after: hash)
      let startsColour =
        next < line.endIndex && line[next].isHexDigit
        && (hash == line.startIndex || line[line.index(before: hash)] == " " || line[line.index(before: hash)] == "=")
      if !startsColour { return String(line[..<hash]) }
      index = next
    }
    return line
  }
}

extension StringProtocol {
  var trimmingSpaces: String {
    var s = Substring(self)
    while let f = s.first, f == " " || f == "\t" || f == "\r" { s.removeFirst() }
    while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
    return String(s)
  }

  var replacingMinus: String { String(self).replacing("−", with: "-") }
}
