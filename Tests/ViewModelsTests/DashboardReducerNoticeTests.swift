import Foundation
import Testing
import WeatherCore

@testable import ViewModels

/// Notices: answers to keys, the log of warnings and failures the status view shows, and the
/// status view's own state.
@Suite struct DashboardReducerNoticeTests {
  typealias F = DashboardFixtures

  @Test func themeAndUnitKeysSayWhatTheyChose() {
    let state = F.reduced(F.state(), .keyPressed(now: F.start), .cycleTheme)
    #expect(state.activeFlashNotice == "theme: light")
    #expect(F.reduced(state, .keyPressed(now: F.start), .cycleUnits).activeFlashNotice == "units: imperial")
    // The next key clears the answer; so does time.
    #expect(F.reduced(state, .keyPressed(now: F.start)).activeFlashNotice == nil)
    let later = F.start.addingTimeInterval(DashboardState.flashNoticeDuration)
    #expect(F.reduced(state, .tick(now: later)).activeFlashNotice == nil)
    #expect(F.reduced(F.state(themes: []), .cycleTheme).activeFlashNotice == "no other theme to switch to")
  }

  /// Issue 51: `u` with view.toml not writable showed "units: metric" as if kept, and the
  /// failure only after quit. A save that fails takes the answer's place at once.
  @Test func aStateFileNotSavedIsSaidAtOnceInPlaceOfTheKeysAnswer() {
    let message = "view.toml: not saved: cannot create … (No space left on device); check the disk"
    let pressed = F.reduced(F.loadedState(), .keyPressed(now: F.start), .cycleUnits)
    #expect(pressed.activeFlashNotice == "units: imperial")
    let failed = F.reduced(pressed, .saveFailed(message, now: F.start))
    #expect(failed.activeFlashNotice == nil)
    #expect(failed.activeWarningNotice == message)
    #expect(failed.noticeLog.last?.text == message && failed.noticeLog.last?.kind == .warning)
    #expect(failed.units == .imperial, "kept for this run")
  }

  @Test func aRequestHeldForOpenMeteosMinuteIsShownUntilItGoes() {
    let until = F.start.addingTimeInterval(48)
    let waiting = F.reduced(F.loadedState(), .openMeteoWait(until: until))
    #expect(waiting.activeOpenMeteoWait == until)
    #expect(F.reduced(waiting, .openMeteoWait(until: nil)).activeOpenMeteoWait == nil, "the request went")
    // A report of the end that never came: time clears it too.
    #expect(F.reduced(waiting, .tick(now: until)).activeOpenMeteoWait == nil)
  }

  @Test func aKeyThatPausesRotationIsShownUntilRotationResumes() {
    var state = F.loadedState()
    state.rotationInterval = 30
    let paused = F.reduced(state, .keyPressed(now: F.start))
    #expect(paused.activeRotationPause == F.start.addingTimeInterval(DashboardState.rotationPause))
    let resumed = F.reduced(paused, .rotationTimerFired(now: F.start.addingTimeInterval(DashboardState.rotationPause)))
    #expect(resumed.activeRotationPause == nil)
    #expect(F.reduced(F.loadedState(), .keyPressed(now: F.start)).activeRotationPause == nil, "no rotation, no pause")
  }

  @Test func warningsAndFailuresAreLoggedInFullAndRepeatsCounted() {
    var state = F.reduced(F.loadedState(), .warningPosted("theme 'nope' not found; using default", now: F.start))
    let failure = "Open-Meteo answered HTTP 503 (overloaded); the service has a problem, try again in a few minutes"
    for minute in 1...3 {
      let now = F.start.addingTimeInterval(Double(minute) * 60)
      _ = DashboardState.reduce(&state, .refreshRequested(now: now, bypassCache: true))
      _ = DashboardState.reduce(
        &state, .forecastsLoaded(Array(repeating: .failure(message: failure), count: 3), now: now))
    }
    #expect(state.noticeLog.count == 2)
    #expect(state.noticeLog[0].kind == .warning)
    #expect(
      state.noticeLog[1]
        == .init(
          kind: .refreshFailed, text: failure, firstAt: F.start.addingTimeInterval(60),
          lastAt: F.start.addingTimeInterval(180), count: 3))
    // The footer showed the warning for two minutes; three minutes on, only the log has it.
    #expect(state.activeWarningNotice == nil)
  }

  @Test func theLogKeepsTheNewestEntries() {
    var state = F.state()
    for n in 0..<(DashboardState.noticeLogLimit + 5) {
      _ = DashboardState.reduce(&state, .warningPosted("warning \(n)", now: F.start))
    }
    #expect(state.noticeLog.count == DashboardState.noticeLogLimit)
    #expect(state.noticeLog.last?.text == "warning \(DashboardState.noticeLogLimit + 4)")
  }

  @Test func statusViewOpensScrollsWithinItsTextAndCloses() {
    let open = F.reduced(F.loadedState(), .toggleStatus)
    #expect(open.overlay == .status(offset: 0))
    #expect(F.reduced(open, .scrollStatus(by: 5, maxOffset: 3)).overlay == .status(offset: 3))
    #expect(F.reduced(open, .scrollStatus(by: -5, maxOffset: 3)).overlay == .status(offset: 0))
    #expect(F.reduced(open, .toggleStatus).overlay == DashboardState.Overlay.none)
    #expect(F.reduced(open, .closeOverlay).overlay == DashboardState.Overlay.none)
    #expect(F.reduced(F.loadedState(), .scrollStatus(by: 1, maxOffset: 3)).overlay == DashboardState.Overlay.none)
  }
}
