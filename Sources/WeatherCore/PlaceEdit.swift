/// One change the user made to the place list, as a value, so it can be replayed on the list
/// another dashboard saved meanwhile instead of overwriting that list with this one's.
/// Places are matched by `Location.roundedKey`, as adding does.
public enum PlaceEdit: Sendable, Equatable {
  /// Append a place (nothing happens if the list already has it).
  case add(Location)
  /// Remove a place (nothing happens if it is already gone).
  case remove(Location)
  /// Move a place `by` positions (−1 up, +1 down), when it and the target position exist.
  case move(Location, by: Int)
  /// Set (or with nil clear) the official warning area chosen for a place.
  case setAlertArea(Location, String?)

  /// The most places a list may hold. One refresh asks Open-Meteo for every place in one call
  /// weighted about 6.4 calls per place (53 variables over 17 days), so 50 places cost about
  /// 320 of the 600 calls a minute the free tier allows, leaving room for searches and climate;
  /// and the tab row of an 80-column screen shows about a dozen names, the `1`–`9` keys nine.
  public static let maximumPlaces = 50

  /// `list` with the edit applied.
  public func applied(to list: [Location]) -> [Location] {
    var list = list
    switch self {
    case .add(let location):
      guard !list.contains(where: { $0.roundedKey == location.roundedKey }) else { return list }
      list.append(location)
    case .remove(let location):
      if let index = list.firstIndex(where: { $0.roundedKey == location.roundedKey }) { list.remove(at: index) }
    case .move(let location, let delta):
      guard let index = list.firstIndex(where: { $0.roundedKey == location.roundedKey }),
        list.indices.contains(index + delta)
      else { return list }
      let moved = list.remove(at: index)
      list.insert(moved, at: index + delta)
    case .setAlertArea(let location, let area):
      if let index = list.firstIndex(where: { $0.roundedKey == location.roundedKey }) { list[index].alertArea = area }
    }
    return list
  }
}
