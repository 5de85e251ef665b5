import Foundation
internal import WeatherCore

/// Gathers the places asked for at about the same time into one provider request: the first
/// call waits `window` for others, then one request serves them all (a server answering many
/// users, or `async let` over several places, sends one request instead of many).
actor RequestBatch<Answer: Sendable> {
  private let window: Duration
  private let fetch: @Sendable ([Location]) async -> [Answer]
  private var waiting: [(location: Location, continuation: CheckedContinuation<Answer, Never>)] = []

  init(window: Duration = .milliseconds(5), fetch: @escaping @Sendable ([Location]) async -> [Answer]) {
    self.window = window
    self.fetch = fetch
  }

  /// The answer for `location`, from a request shared with the places asked for meanwhile.
  func answer(for location: Location) async -> Answer {
    await withCheckedContinuation { continuation in
      waiting.append((location, continuation))
      if waiting.count == 1 {
        Task { await self.send() }
      }
    }
  }

  private func send() async {
    try? await Task.sleep(for: window)
    let batch = waiting
    waiting = []
    let answers = await fetch(batch.map(\.location))
    for (index, entry) in batch.enumerated() {
      entry.continuation.resume(returning: answers[index])
    }
  }
}
