import Dispatch
import FoundationEssentials
import Glibc
import Render
import UserFiles
import ViewModels
import WeatherCore

/// Announces new alerts: the bell, and the user's `on_alert` command (`AlertHook`), each alert
/// once across restarts (`AnnouncedAlerts` in the state folder), with the machine kept in
/// bounds however many come:
///
/// - the alerts of one answer go to one run, as one JSON array;
/// - at most `maximumRuns` run at once; alerts that come meanwhile wait, and all that waited go
///   to the next run together (a flood of 2,000 alerts is one run, not 2,000);
/// - each run is a process group of its own, killed after the hook's timeout, and at quit
///   every group still there is sent SIGTERM, then SIGKILL after `grace`;
/// - an alert is written to the record once its run has ended (any exit status: the command
///   had it), or at once when there is no command; one still waiting or running at quit is
///   announced again at the next start, never lost.
///
/// Thread-safe: `announce` is called on the main queue, runs block a worker thread each.
final class AlertNotifier: @unchecked Sendable {
  /// Runs at once: a command that hangs holds one, and the alerts behind it still go out.
  static let maximumRuns = 2
  /// How long commands get to end after SIGTERM at quit; `q` must not wait longer than that.
  static let grace: TimeInterval = 1

  private let hook: AlertHook?
  private let recordPath: String?
  private let environment: [String: String]
  private let hourCycle: HourCycle
  private let failed: @Sendable (String) -> Void

  private let lock = ThreadLock()
  private var record: AnnouncedAlerts
  /// Alerts waiting for a run.
  private var waiting: [AnnouncedAlert] = []
  /// The process groups of the runs in progress (the shell's pid), and whether quit ended them.
  private var running: [pid_t: Bool] = [:]
  /// Groups whose shell has ended but which still had processes then (a command's `… &`).
  private var lingering: Set<pid_t> = []
  /// Runs started and not yet finished (a run is counted before its process exists).
  private var runs = 0
  private var stopped = false
  /// Saves of the record, one at a time, in order, off the main queue.
  private let saves = DispatchQueue(label: "weathertui.announced-alerts")

  /// - Parameters:
  ///   - command: `on_alert`, nil for none.
  ///   - record: what earlier runs announced, and where to keep it (nil: in memory only).
  ///   - environment: the program's, of which the command inherits a part (`AlertHook.inherited`).
  ///   - failed: one line for the status view when a command fails or cannot be recorded.
  init(
    command: String?, record: AnnouncedAlerts, recordPath: String?, environment: [String: String],
    hourCycle: HourCycle, failed: @escaping @Sendable (String) -> Void
  ) {
    hook = command.map { AlertHook(command: $0) }
    self.record = record
    self.recordPath = recordPath
    self.environment = environment
    self.hourCycle = hourCycle
    self.failed = failed
  }

  /// Announces the alerts of one answer: the bell (unless `ringBell` is false: quiet hours, or
  /// no bell asked for) through `bell`, and one `on_alert` run for all of them, now or when a
  /// run ends.
  func announce(_ announcements: [AlertAnnouncement], now: Date, ringBell: Bool, bell: () -> Void) {
    guard !announcements.isEmpty else { return }
    if ringBell { bell() }
    let alerts = announcements.map { AnnouncedAlert($0, at: now) }
    guard hook != nil else {
      // Nothing to wait for: the bell and the screen have told.
      remember(alerts)
      return
    }
    lock.withLock {
      guard !stopped else { return }
      waiting += alerts
    }
    startRuns()
  }

  /// Starts a run with everything waiting, while fewer than `maximumRuns` run.
  private func startRuns() {
    guard let hook else { return }
    let batch: [AnnouncedAlert]? = lock.withLock {
      guard !stopped, runs < Self.maximumRuns, !waiting.isEmpty else { return nil }
      runs += 1
      defer { waiting = [] }
      // Most severe first, then by onset: the first is the one the variables describe.
      return waiting.sorted { AlertStatus.displayOrder($0.alert, $1.alert) }
    }
    guard let batch else { return }
    let input = AlertHook.payload(batch)
    let environment = AlertHook.environment(for: batch, inheriting: environment, hourCycle: hourCycle)
    DispatchQueue.global(qos: .utility).async { [self] in
      var group: pid_t = 0
      let problem = AlertHook.runBlocking(
        command: hook.command, input: input, environment: environment, timeout: hook.timeout
      ) { pid in
        group = pid
        let quitting = lock.withLock {
          running[pid] = stopped
          return stopped
        }
        // Started as the program quits: it must not outlive it.
        if quitting { kill(-pid, SIGKILL) }
      }
      let endedByQuit = lock.withLock {
        runs -= 1
        // What the command left running in its group (`… &`) is ended at quit too.
        if group > 0, kill(-group, 0) == 0 { lingering.insert(group) }
        return running.removeValue(forKey: group) ?? false
      }
      if endedByQuit { return }
      remember(batch)
      if let problem {
        let what =
          batch.count == 1
          ? "\(batch[0].alert.event) at \(batch[0].placeName)"
          : "\(batch.count) alerts (\(batch[0].alert.event) at \(batch[0].placeName), …)"
        failed("on_alert for \(what): \(problem)")
      }
      startRuns()
    }
  }

  /// Writes `alerts` to the record as announced (at the time they were announced, on the
  /// program's clock).
  private func remember(_ alerts: [AnnouncedAlert]) {
    guard let now = alerts.map(\.announcedAt).max() else { return }
    let snapshot: AnnouncedAlerts = lock.withLock {
      for alert in alerts { record.record(alert.alert, placeKey: alert.location.roundedKey, now: now) }
      record = record.pruned(now: now)
      return record
    }
    guard let recordPath else { return }
    let failed = self.failed
    saves.async {
      do {
        try snapshot.save(path: recordPath)
      } catch {
        failed("\(error); alerts announced now may be announced again at the next start")
      }
    }
  }

  /// Ends every run at quit: what waits is dropped (announced at the next start), each process
  /// group still running gets SIGTERM, and SIGKILL after `grace`; returns once they are gone or
  /// a little after, and once the record's pending saves are written.
  func stop(grace: TimeInterval = AlertNotifier.grace) {
    let groups: [pid_t] = lock.withLock {
      stopped = true
      waiting = []
      for pid in running.keys { running[pid] = true }
      return Array(running.keys) + lingering.filter { kill(-$0, 0) == 0 }
    }
    for group in groups { kill(-group, SIGTERM) }
    let deadline = Date().addingTimeInterval(grace)
    func anyLeft() -> Bool { lock.withLock { runs > 0 || lingering.contains { kill(-$0, 0) == 0 } } }
    while Date() < deadline, anyLeft() { usleep(10_000) }
    let left: [pid_t] = lock.withLock { Array(running.keys) + lingering.filter { kill(-$0, 0) == 0 } }
    for group in left { kill(-group, SIGKILL) }
    // The workers reap them within their next poll.
    let reaped = Date().addingTimeInterval(0.5)
    while Date() < reaped, lock.withLock({ runs > 0 }) { usleep(10_000) }
    saves.sync {}
  }

  /// The process groups of the runs still going, and of what they left running: what must end
  /// with the program (`StallWatch` ends them when it ends the program itself).
  func runningGroups() -> [pid_t] {
    lock.withLock { Array(running.keys) + lingering.filter { kill(-$0, 0) == 0 } }
  }

  /// The record as it stands (tests).
  var announced: AnnouncedAlerts { lock.withLock { record } }
}
