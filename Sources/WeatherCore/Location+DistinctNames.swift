import FoundationEssentials

// MARK: - Names that tell saved places apart

extension Location {
  /// Short names for a list of places, each as short as it can be while differing from the others.
  ///
  /// A wall of tabs reading "Springfield 8°  Springfield 8° ⚠" cannot say which one has the
  /// alert, so a name shared by several places takes the first part of its region
  /// ("Springfield, Illinois"), and the whole region when that part is shared too.
  public static func distinctNames(_ locations: [Location]) -> [String] {
    locations.map { location in
      let namesakes = locations.filter { $0.name == location.name }
      guard namesakes.count > 1 else { return location.name }
      let first = location.regionFirstPart
      let firstIsShared = namesakes.filter { $0.regionFirstPart == first }.count > 1
      let qualifier = firstIsShared ? location.region : first
      return qualifier.isEmpty ? location.name : "\(location.name), \(qualifier)"
    }
  }

  /// "Illinois" of "Illinois, United States".
  private var regionFirstPart: String {
    region.split(separator: ",", maxSplits: 1).first.map { $0.trimmingWhitespace() } ?? ""
  }
}
