/// Fits a line of items into a width: items have a priority and an optional shorter form;
/// the least important items are shortened first, then dropped, keeping the order of the rest.
public struct LineFitter: Sendable {
  /// One item of a line.
  public struct Item: Sendable {
    public var full: [Span]
    /// Shorter forms, longest first, each tried before the item is left out.
    public var shorter: [[Span]]
    /// Higher is more important; ties go to the earlier item.
    public var priority: Int

    public init(_ full: [Span], short: [Span]? = nil, priority: Int = 0) {
      self.init(full, shorter: short.map { [$0] } ?? [], priority: priority)
    }

    public init(_ full: [Span], shorter: [[Span]], priority: Int = 0) {
      self.full = full
      self.shorter = shorter
      self.priority = priority
    }

    /// The first shorter form, if any.
    public var short: [Span]? { shorter.first }
    /// The shortest form.
    public var shortest: [Span] { shorter.last ?? full }
  }

  public var separator: [Span]

  public init(separator: [Span]) { self.separator = separator }

  /// The spans of the items that fit in `width`, joined by the separator. Working up from the
  /// least important item, each is first shortened (through its shorter forms), then dropped,
  /// until the line fits; more important items stay whole as long as possible.
  public func fit(_ items: [Item], width: Int) -> [Span] {
    var result: [Span] = []
    for form in forms(items, width: width).compactMap({ $0 }) {
      if !result.isEmpty { result += separator }
      result += form
    }
    return result
  }

  /// The form each item takes in `width`, in order: its full or short spans, or nil when it is
  /// left out. `fit` joins these.
  public func forms(_ items: [Item], width: Int) -> [[Span]?] {
    var forms: [[Span]?] = items.map(\.full)
    func total() -> Int {
      let present = forms.compactMap { $0 }
      return present.reduce(0) { $0 + $1.width } + max(0, present.count - 1) * separator.width
    }
    // Least important first; among equals, the later item goes first.
    let order = items.indices.sorted {
      items[$0].priority != items[$1].priority ? items[$0].priority < items[$1].priority : $0 > $1
    }
    for index in order where total() > width {
      for form in items[index].shorter where total() > width {
        forms[index] = form
      }
      if total() > width { forms[index] = nil }
    }
    return forms
  }
}
