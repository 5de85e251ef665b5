import FoundationEssentials
import WeatherCore

extension DashboardState {
  /// The warning-area box (`A`): opening it asks for the country's areas; typing narrows them;
  /// Enter saves the choice with the place and refreshes, so its alerts come from that area.
  mutating func reduceAlertArea(_ action: DashboardAction) -> DashboardEffect? {
    switch action {
    case .openAlertAreas:
      guard overlay == .none, let place = selectedPlace else { return nil }
      areaPicker = AlertAreaPicker(location: place.location)
      overlay = .alertArea
      // The forecast's zone tells the country of a place known only by its coordinates.
      var asked = place.location
      if asked.timeZoneIdentifier == nil {
        asked.timeZoneIdentifier = place.snapshot?.weather.location.timeZoneIdentifier
      }
      return .fetchAlertAreas(location: asked)

    case .alertAreasLoaded(let location, let outcome):
      guard overlay == .alertArea, var picker = areaPicker, picker.location.roundedKey == location.roundedKey
      else { return nil }
      switch outcome {
      case .found(let country, let areas, let suggested, let byPosition):
        picker.country = country
        picker.areas = areas
        picker.suggested = suggested
        picker.suggestedByPosition = byPosition
        picker.status = .ready
      case .failed(let message):
        picker.status = .failed(message)
      }
      picker.selection = picker.suggestedSelection
      areaPicker = picker
      return nil

    case .searchTyped(let text):
      let clean = String(text.unicodeScalars.filter { !$0.isControlOrFormat }.map(Character.init))
      guard var picker = areaPicker, !clean.isEmpty else { return nil }
      picker.query = String((picker.query + clean).prefix(PlaceSearch.maximumLength))
      picker.selection = 0
      areaPicker = picker
      return nil

    case .searchDeleteBackward, .searchCleared:
      guard var picker = areaPicker, !picker.query.isEmpty else { return nil }
      picker.query = { if case .searchCleared = action { "" } else { String(picker.query.dropLast()) } }()
      picker.selection = 0
      areaPicker = picker
      return nil

    case .searchMoveSelection(let delta):
      guard var picker = areaPicker else { return nil }
      picker.selection = min(max(0, picker.selection + delta), max(0, picker.rows.count - 1))
      areaPicker = picker
      return nil

    case .searchConfirmed(let now):
      guard let picker = areaPicker, let row = picker.selectedRow else { return nil }
      overlay = .none
      areaPicker = nil
      return choose(row, for: picker.location, now: now)

    case .alertsRefreshed(let location, let weather):
      // Only the alerts: the forecast on screen may have been refreshed meanwhile.
      for index in places.indices where places[index].location == location {
        places[index].forecast = places[index].forecast.mapValue { snapshot in
          var snapshot = snapshot
          snapshot.weather.alerts = weather.alerts
          snapshot.weather.datasetMetadata[.weatherAlerts] = weather.datasetMetadata[.weatherAlerts]
          snapshot.weather.location.alertArea = location.alertArea
          return snapshot
        }
        noteAlertAnswer(at: index)
      }
      return watchAlerts()

    case .openSearch, .searchDue, .searchLoaded:
      return nil

    default:
      return reducePlaces(action)
    }
  }

  /// Saves the area with the place and asks its alerts again now (the forecast stays: only
  /// the alerts depend on the area).
  private mutating func choose(_ row: AlertAreaPicker.Row, for location: Location, now: Date) -> DashboardEffect? {
    guard let index = places.firstIndex(where: { $0.location.roundedKey == location.roundedKey }) else { return nil }
    let area: String?
    switch row {
    case .area(let choice):
      area = choice.code
      flash("alert area: \(choice.name) (\(choice.code))")
    case .typedCode(let code):
      area = code
      flash("alert area: \(code)")
    case .clear:
      area = nil
      flash("alert area cleared")
    }
    guard places[index].location.alertArea != area else { return nil }
    self.now = now
    places[index].location.alertArea = area
    let save = DashboardEffect.savePlaces(.setAlertArea(places[index].location, area), list: places.map(\.location))
    guard let fetch = alertsFetch(at: index) else { return save }
    return .all([save, fetch])
  }

  /// The alerts of the place at `index` asked again for the weather it shows; nil while it
  /// shows none (its first forecast brings them).
  mutating func alertsFetch(at index: Int) -> DashboardEffect? {
    guard let weather = places[index].snapshot?.weather else { return nil }
    return .fetchAlerts(location: places[index].location, weather: weather)
  }
}
