import Dispatch
import Synchronization
import SystemFiles
import UserFiles
import ViewModels
import WeatherCore

/// The dashboard's side of the shared state file: saves the user's edits (merged, under the
/// lock, with what another dashboard saved) and notices when another dashboard changed the
/// file. Everything runs on one serial queue off the main thread, in the order asked, so a
/// check never races this process's own save.
final class PlaceFileWatch: @unchecked Sendable {
  /// What happened, for the main thread: a list to show, or a one-line warning.
  enum Event: Sendable {
    case reloaded([Location])
    case warning(String)
    /// What became of a `--location` session's edit, for the footer.
    case sessionEdit(String)
  }

  let store: PlaceStore
  /// Whether the dashboard shows the saved list (false for a `--location` session list, which
  /// edits still add to the file but which the file must not replace).
  let follows: Bool
  /// The saved places outside a `--location` session when there is no file yet: the config's
  /// `[[places]]`, which a session's edit applies to.
  let baseline: [Location]
  private let queue = DispatchQueue(label: "weathertui.places.file")
  /// Saves asked for and not yet finished.
  private let pending = Mutex(0)
  /// The file as last read or written here; touched only on `queue`.
  private var identity: FileIdentity?
  /// The file as `check` last saw it (`.none`: never looked); touched only on the main thread.
  private var lastLook: FileIdentity?? = .none

  /// `identity` is the file's identity taken before the list shown at start was read.
  init(store: PlaceStore, follows: Bool, identity: FileIdentity?, baseline: [Location] = []) {
    self.store = store
    self.follows = follows
    self.identity = identity
    self.baseline = baseline
  }

  /// Saves `edit` (or `list`, the list after it, when nothing is saved yet) and reports the
  /// merged list.
  func save(_ edit: PlaceEdit, list: [Location], report: @escaping @Sendable (Event) -> Void) {
    pending.withLock { $0 += 1 }
    queue.async { [self] in
      defer { pending.withLock { $0 -= 1 } }
      do {
        guard follows else {
          let saved = try store.apply(edit, onto: baseline)
          identity = saved.identity
          report(.sessionEdit(Self.sessionReport(edit, saved: saved.changed, file: store.path)))
          return
        }
        let saved = try store.apply(edit, otherwise: list)
        identity = saved.identity
        report(.reloaded(saved.places))
      } catch {
        report(.warning("places not saved: \(error)"))
      }
    }
  }

  /// The footer's line on a `--location` session's edit: saved to the file, or this session's
  /// only, because the place is not among the saved ones.
  static func sessionReport(_ edit: PlaceEdit, saved: Bool, file: String) -> String {
    let name = PathText.lastComponent(of: file)
    let what: String
    let place: Location
    switch edit {
    case .add(let location): (what, place) = ("added \(location.name)", location)
    case .remove(let location): (what, place) = ("removed \(location.name)", location)
    case .move(let location, let delta):
      (what, place) = ("moved \(location.name) \(delta < 0 ? "up" : "down")", location)
    case .setAlertArea(let location, let area):
      (what, place) = (area.map { "alert area \($0) for \(location.name)" } ?? "alert area cleared", location)
    }
    return saved
      ? "saved to \(name): \(what)"
      : "this session only (--location): \(place.name) is not among the places saved in \(name)"
  }

  /// Reloads the list when the file is not the one last read or written here: one `stat`,
  /// and a read only when it changed. A file that went away leaves the list as it is.
  ///
  /// Called on the main thread, which first looks itself: a file just as the last check saw it
  /// was checked then, and the queue is not woken (its thread, made afresh after 5 idle
  /// seconds, would be made every minute for one `stat`).
  func check(report: @escaping @Sendable (Event) -> Void) {
    guard follows else { return }
    let seen = FileIdentity(path: store.path)
    if case .some(let previous) = lastLook, previous == seen { return }
    lastLook = .some(seen)
    queue.async { [self] in
      let current = FileIdentity(path: store.path)
      guard current != identity else { return }
      identity = current
      guard current != nil else { return }
      do {
        if let places = try store.load() { report(.reloaded(places)) }
      } catch {
        report(.warning("places not reloaded: \(error)"))
      }
    }
  }

  /// Whether a save asked for has not finished (or not started: when threads have run out, it
  /// may never).
  var savesPending: Bool { pending.withLock { $0 > 0 } }

  /// Lets pending saves finish before the process exits, waiting at most `limit` (a save
  /// waits up to `PlaceStore.lockWait` for another process's lock); false when one is still
  /// waiting, and the process may exit without it.
  func waitForSaves(limit: Duration = .seconds(3)) -> Bool {
    let done = DispatchSemaphore(value: 0)
    queue.async { done.signal() }
    let (seconds, attoseconds) = limit.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    return done.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success
  }
}
