import Render
import WeatherCore

// MARK: - Condition words in a width

extension PaneStyle {
  /// A condition's words in at most `width` columns: whole where they fit, else their short
  /// form ("T-storm, heavy hail"), and only a form that still does not fit is cut, ending in the
  /// glyph set's ellipsis. The short form comes before any cut, so conditions never read alike
  /// for being cut (WMO 96 and 99 once both read "Thunderstorm wit").
  public func conditionWords(_ condition: WeatherCondition, servedCode: String?, width: Int) -> String {
    guard width > 0 else { return "" }
    let long = condition.text(servedCode: servedCode)
    if DisplayWidth.of(long) <= width { return long }
    let short = condition.shortText(servedCode: servedCode)
    if DisplayWidth.of(short) <= width { return short }
    return DisplayWidth.clip(short, to: width - DisplayWidth.of(glyphs.ellipsis)) + glyphs.ellipsis
  }

  /// A condition's words as a line item that gives way to its short form before it is left out.
  func conditionItem(_ condition: WeatherCondition, servedCode: String?, role: ThemeRole, priority: Int)
    -> LineFitter.Item
  {
    let forms = conditionForms(condition, servedCode: servedCode, role: role)
    return LineFitter.Item(forms[0], shorter: Array(forms.dropFirst()), priority: priority)
  }

  /// A condition's words, long then short (the short one only where it differs).
  func conditionForms(_ condition: WeatherCondition, servedCode: String?, role: ThemeRole) -> [[Span]] {
    let long = condition.text(servedCode: servedCode)
    let short = condition.shortText(servedCode: servedCode)
    return short == long ? [[span(long, role)]] : [[span(long, role)], [span(short, role)]]
  }
}
