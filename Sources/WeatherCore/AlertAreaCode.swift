/// The code of an official warning area as a country feed names it: a MeteoAlarm `EMMA_ID`
/// ("AT0301"), a NUTS code ("BE211"), a Czech `CISORP` ("2101") or the like.
public enum AlertAreaCode {
  /// The longest code accepted; the registries' codes are far shorter.
  public static let maximumLength = 24

  /// `text` as a code (trimmed, letters upper-cased, as the feeds write them), or nil when it
  /// cannot be one: empty, too long, or holding anything but letters, digits, `-`, `_` and `.`.
  public static func normalized(_ text: String) -> String? {
    let code = text.trimmingWhitespace().uppercased()
    guard !code.isEmpty, code.count <= maximumLength,
      code.unicodeScalars.allSatisfy({ scalar in
        ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
      })
    else { return nil }
    return code
  }
}
