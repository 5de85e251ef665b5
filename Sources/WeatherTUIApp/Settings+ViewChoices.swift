import UserFiles

extension Settings {
  /// The dashboard as the user last left it (`ViewChoices`), where nothing more recent says
  /// otherwise: the command line always wins, and the config's units or theme win when the
  /// config changed after the choice was made (the last thing the user changed is what shows).
  /// Only the dashboard reads it: `--once` output never depends on a key pressed earlier.
  mutating func applyRemembered(_ choices: ViewChoices, configIsNewer: Bool) {
    func mayOverride(_ given: Given) -> Bool { given == .none || (given == .config && !configIsNewer) }
    if let units = choices.units, mayOverride(unitsGiven) { self.units = units }
    if let theme = choices.theme, mayOverride(themeGiven) { self.theme = theme }
    startPlaceKey = choices.placeKey
  }
}
