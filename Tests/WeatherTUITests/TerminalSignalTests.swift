import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real dashboard in a pseudo-terminal the test owns, against the stand-in API, ended by a
/// signal (sent with kill(2)), by its terminal going away, or by a genuine crash: it must end at
/// once, give the terminal back (normal screen, cursor shown, cooked modes) and say truthfully
/// how it ended. Both the static release binary the README builds and the debug one (which
/// finds Swift's backtracer in the toolchain) are checked.
extension TerminalSessions {
  @Suite(.serialized) struct TerminalSignalTests {
    /// Which build of the program a case runs.
    enum Build: String, Sendable {
      case release, debug

      var path: String { StandInAPI.packageRoot.appendingPathComponent(".build/\(rawValue)/weathertui").path }
      var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: path) }
    }

    static let probe = StandInAPI.packageRoot.appendingPathComponent(".build/debug/TerminalCrashProbe").path
    static let canRun = ProcessRunner.which("python3") != nil

    /// Bytes that leave the alternate screen and show the cursor (terminfo's rmcup and cnorm for
    /// xterm-256color both contain these).
    static let leaveAlternateScreen = Array("\u{1b}[?1049l".utf8)
    static let showCursor = Array("\u{1b}[?25h".utf8)
    /// Longest a signal may take to end the program. Generous for a loaded 2-core machine; the
    /// failure this guards against is Swift's backtracer holding the process for 30 s.
    static let deadline: TimeInterval = 10

    static let crashSignals: [Int32] = [SIGSEGV, SIGABRT, SIGILL]
    static let quitSignals: [Int32] = [SIGQUIT, SIGTERM, SIGHUP]
    /// Signals no part of the program handles, whose default action ends it: they once left the
    /// alternate screen on, the cursor hidden and echo off (the real-time range until issue 51).
    static let endingSignals: [Int32] = [SIGUSR1, SIGALRM, SIGPIPE, realTimeFirst, realTimeFirst + 3, realTimeLast]

    /// glibc's SIGRTMIN and SIGRTMAX (function-like macros Swift cannot import): 34 and 64 on
    /// Linux, the two below SIGRTMIN being glibc's own.
    static let realTimeFirst = __libc_current_sigrtmin()
    static let realTimeLast = __libc_current_sigrtmax()

    /// What a signal the probe is sent must do, by its default action and the program's rules.
    enum Outcome: Equatable {
      /// SignalSource's clean quit: exit status 0, the terminal given back.
      case quits
      /// The crash handler: the terminal given back, "crashed (NAME)", death by the signal.
      case crashes
      /// The ending handler: the terminal given back, "ended by NAME", death by the signal.
      case ends
      /// Nothing: ignored by default (SIGCHLD, SIGCONT, SIGURG, SIGWINCH), or by the program
      /// (SIGXFSZ: a write past `ulimit -f` fails with EFBIG and is reported instead).
      case ignored
    }

    /// Every signal a process can be sent and handle, but those that stop it (SIGTSTP, SIGTTIN,
    /// SIGTTOU) and glibc's two below SIGRTMIN, with what it must do.
    static let everySignal: [(Int32, Outcome)] = (1...realTimeLast).compactMap { signal in
      switch signal {
      case SIGKILL, SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU: return nil
      case SIGSYS + 1..<realTimeFirst: return nil
      case SIGINT, SIGTERM, SIGQUIT, SIGHUP: return (signal, .quits)
      case SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS: return (signal, .crashes)
      case SIGCHLD, SIGCONT, SIGURG, SIGWINCH, SIGXFSZ: return (signal, .ignored)
      default: return (signal, .ends)
      }
    }

    // MARK: - Cases

    @Test(
      "release: a crash signal restores the terminal at once and kills the program by that signal",
      .enabled(if: canRun && Build.release.isBuilt, "needs python3 and the release binary; scripts/test builds it"),
      arguments: crashSignals)
    func releaseCrash(signal: Int32) async throws { try await crash(.release, signal) }

    @Test(
      "debug: a crash signal restores the terminal at once and kills the program by that signal",
      .enabled(if: canRun && Build.debug.isBuilt, "needs python3 and the debug binary (swift build)"),
      arguments: crashSignals)
    func debugCrash(signal: Int32) async throws { try await crash(.debug, signal) }

    @Test(
      "release: SIGQUIT, SIGTERM and SIGHUP quit cleanly",
      .enabled(if: canRun && Build.release.isBuilt, "needs python3 and the release binary; scripts/test builds it"),
      arguments: quitSignals)
    func releaseQuit(signal: Int32) async throws { try await quit(.release, signal) }

    @Test(
      "debug: SIGQUIT, SIGTERM and SIGHUP quit cleanly",
      .enabled(if: canRun && Build.debug.isBuilt, "needs python3 and the debug binary (swift build)"),
      arguments: quitSignals)
    func debugQuit(signal: Int32) async throws { try await quit(.debug, signal) }

    @Test(
      "release: SIGUSR1, SIGALRM, SIGPIPE and real-time signals restore the terminal and end the program by that signal",
      .enabled(if: canRun && Build.release.isBuilt, "needs python3 and the release binary; scripts/test builds it"),
      arguments: endingSignals)
    func releaseEnding(signal: Int32) async throws { try await ending(.release, signal) }

    @Test(
      "release: closing the terminal ends the program cleanly",
      .enabled(if: canRun && Build.release.isBuilt, "needs python3 and the release binary; scripts/test builds it"))
    func releaseTerminalClosed() async throws { try await terminalClosed(.release) }

    @Test(
      "debug: closing the terminal ends the program cleanly",
      .enabled(if: canRun && Build.debug.isBuilt, "needs python3 and the debug binary (swift build)"))
    func debugTerminalClosed() async throws { try await terminalClosed(.debug) }

    @Test(
      "release: SIGXFSZ is ignored, so a write past the file size limit is an error to report, not the end",
      .enabled(if: canRun && Build.release.isBuilt, "needs python3 and the release binary; scripts/test builds it"))
    func releaseIgnoresFileSizeSignal() async throws {
      let (terminal, api, mark) = try await startDashboard(.release)
      defer { withExtendedLifetime(api) {} }
      terminal.send(SIGXFSZ)
      let ended = try await terminal.wait(timeout: 1)
      #expect(ended == nil, "still running after SIGXFSZ, not \(String(describing: ended))")
      let (quit, _) = try await end(terminal, with: SIGTERM)
      #expect(quit == .exited(0))
      try expectRestored(terminal, after: mark, cooked: true)
    }

    @Test(
      "every signal that ends the program gives the terminal back first: the probe is sent each, 1 to SIGRTMAX",
      .enabled(
        if: FileManager.default.isExecutableFile(atPath: probe), "needs the test-only TerminalCrashProbe (swift build)")
    )
    func everySignal() async throws {
      var summary: [Outcome: [String]] = [:]
      for (signal, outcome) in Self.everySignal {
        let terminal = try PseudoTerminalProcess(
          path: Self.probe, arguments: ["wait"],
          environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"], width: 80, height: 24)
        let ready = try await terminal.waitForOutput(containing: "crash probe ready")
        try #require(ready, "the probe drew its frame: \(Self.text(terminal.output))")
        try await terminal.waitForQuiet(0.1)
        let mark = terminal.output.count
        let name = Self.name(signal)
        terminal.send(signal)
        let ended = try await terminal.wait(timeout: outcome == .ignored ? 0.5 : Self.deadline)
        try await terminal.waitForQuiet(0.1)
        let after = Array(terminal.output[mark...])
        summary[outcome, default: []].append(name)
        switch outcome {
        case .ignored:
          #expect(ended == nil, "\(name) is ignored, yet the probe ended: \(String(describing: ended))")
          terminal.send(SIGTERM)
          let quit = try await terminal.wait(timeout: Self.deadline)
          #expect(
            quit == .exited(0), "SIGTERM after \(name): \(String(describing: quit)) \(Self.text(terminal.output))")
        case .quits:
          #expect(ended == .exited(0), "\(name): a clean exit, not \(String(describing: ended))")
        case .crashes:
          #expect(ended == .signalled(signal), "\(name): died by it, not \(String(describing: ended))")
          #expect(
            after.contains(Array("weathertui: crashed (\(name)); the terminal was restored".utf8)),
            "\(name): \(Self.text(after))")
        case .ends:
          #expect(ended == .signalled(signal), "\(name): died by it, not \(String(describing: ended))")
          #expect(
            after.contains(Array("weathertui: ended by \(name); the terminal was restored.".utf8)),
            "\(name): \(Self.text(after))")
        }
        let output = terminal.output
        let rest = Array(output[min(mark, output.count)...])
        #expect(rest.contains(Self.leaveAlternateScreen), "\(name): left the alternate screen: \(Self.text(rest))")
        #expect(rest.contains(Self.showCursor), "\(name): showed the cursor")
        #expect(terminal.isCooked, "\(name): ICANON and ECHO are back on")
      }
      for (outcome, names) in summary.sorted(by: { "\($0.key)" < "\($1.key)" }) {
        print("terminal-signals: probe, \(names.count) signals \(outcome): \(names.joined(separator: " "))")
      }
      #expect(summary[.ends]?.contains("SIGRTMIN") == true && summary[.ends]?.contains("SIGRTMAX") == true)
    }

    @Test(
      "a genuine crash from inside restores the terminal and kills the program by its signal",
      .enabled(
        if: FileManager.default.isExecutableFile(atPath: probe), "needs the test-only TerminalCrashProbe (swift build)"),
      arguments: [("overflow", SIGILL), ("null", SIGSEGV), ("recursion", SIGSEGV)])
    func genuineCrash(kind: String, expected: Int32) async throws {
      let terminal = try PseudoTerminalProcess(
        path: Self.probe, arguments: [kind],
        environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"])
      let started = Date()
      let ended = try await terminal.wait(timeout: Self.deadline)
      let elapsed = Date().timeIntervalSince(started)
      try await terminal.waitForQuiet()
      let output = terminal.output
      print(
        "terminal-signals: probe \(kind) ended \(ended.map { "\($0)" } ?? "not at all") in \(Self.seconds(elapsed))")
      #expect(output.contains(Array("crash probe ready".utf8)), "the probe drew its frame: \(Self.text(output))")
      #expect(ended == .signalled(expected), "\(Self.text(output))")
      #expect(
        output.contains(Array("weathertui: crashed (\(Self.name(expected))); the terminal was restored".utf8)),
        "\(Self.text(output))")
      // backtrace_symbols_fd's frames ("program(+0x1234)[0x5678]"): the unwinder was loaded
      // before the crash without walking the stack, and still walks it in the handler.
      #expect(output.contains(Array(")[0x".utf8)), "a backtrace follows the message: \(Self.text(output))")
      try expectRestored(terminal, after: 0, cooked: true)
    }

    // MARK: - Checks

    private func crash(_ build: Build, _ signal: Int32) async throws {
      let (terminal, api, mark) = try await startDashboard(build)
      defer { withExtendedLifetime(api) {} }
      let (ended, elapsed) = try await end(terminal, with: signal)
      print(
        "terminal-signals: \(build) \(Self.name(signal)) ended \(ended.map { "\($0)" } ?? "not at all") in \(Self.seconds(elapsed))"
      )
      #expect(ended != nil, "still running \(Self.deadline) s after \(Self.name(signal))")
      #expect(ended == .signalled(signal), "killed by \(Self.name(signal)), not \(String(describing: ended))")
      let after = Array(terminal.output[mark...])
      #expect(
        after.contains(Array("weathertui: crashed (\(Self.name(signal))); the terminal was restored".utf8)),
        "\(Self.text(after))")
      #expect(after.contains(Array(")[0x".utf8)), "a backtrace follows the message: \(Self.text(after))")
      try expectRestored(terminal, after: mark, cooked: true)
    }

    private func ending(_ build: Build, _ signal: Int32) async throws {
      let (terminal, api, mark) = try await startDashboard(build)
      defer { withExtendedLifetime(api) {} }
      let (ended, _) = try await end(terminal, with: signal)
      #expect(ended == .signalled(signal), "ended by \(Self.name(signal)), not \(String(describing: ended))")
      let after = Array(terminal.output[mark...])
      #expect(
        after.contains(Array("weathertui: ended by \(Self.name(signal)); the terminal was restored.".utf8)),
        "\(Self.text(after))")
      #expect(!after.contains(Array("Please report".utf8)), "not reported as a crash: \(Self.text(after))")
      try expectRestored(terminal, after: mark, cooked: true)
    }

    private func quit(_ build: Build, _ signal: Int32) async throws {
      let (terminal, api, mark) = try await startDashboard(build)
      defer { withExtendedLifetime(api) {} }
      let (ended, elapsed) = try await end(terminal, with: signal)
      print(
        "terminal-signals: \(build) \(Self.name(signal)) ended \(ended.map { "\($0)" } ?? "not at all") in \(Self.seconds(elapsed))"
      )
      #expect(ended == .exited(0), "a clean exit after \(Self.name(signal)), not \(String(describing: ended))")
      try expectRestored(terminal, after: mark, cooked: true)
    }

    private func terminalClosed(_ build: Build) async throws {
      let (terminal, api, _) = try await startDashboard(build)
      defer { withExtendedLifetime(api) {} }
      let started = Date()
      terminal.closeMaster()
      let ended = try await terminal.wait(timeout: Self.deadline)
      let elapsed = Date().timeIntervalSince(started)
      print(
        "terminal-signals: \(build) pty closed, ended \(ended.map { "\($0)" } ?? "not at all") in \(Self.seconds(elapsed))"
      )
      #expect(ended == .exited(0), "a clean exit once the terminal is gone, not \(String(describing: ended))")
    }

    /// The bytes written after `mark` leave the alternate screen and show the cursor, the modes
    /// are cooked again, and Swift's backtracer never asked for a key.
    private func expectRestored(_ terminal: PseudoTerminalProcess, after mark: Int, cooked: Bool) throws {
      let output = terminal.output
      let after = Array(output[min(mark, output.count)...])
      #expect(after.contains(Self.leaveAlternateScreen), "left the alternate screen: \(Self.text(after))")
      #expect(after.contains(Self.showCursor), "showed the cursor: \(Self.text(after))")
      #expect(terminal.isCooked, "ICANON and ECHO are back on")
      #expect(!output.contains(Array("Press space".utf8)), "no backtracer prompt: \(Self.text(after))")
      #expect(!output.contains(Array("Program crashed".utf8)), "no backtracer report: \(Self.text(after))")
    }

    // MARK: - Running

    /// Starts the dashboard for one place in a 120×40 pty and waits for its first full frame;
    /// returns the output offset from which bytes belong to the ending.
    private func startDashboard(_ build: Build) async throws -> (PseudoTerminalProcess, StandInAPI, Int) {
      let api = try StandInAPI()
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("signals-\(UUID().uuidString)").path
      let terminal = try PseudoTerminalProcess(
        path: build.path, arguments: ["--wire", "json", "-l", "52.52,13.41"],
        environment: api.endpointEnvironment.merging([
          "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config", "XDG_STATE_HOME": home + "/state",
          "HOME": home, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color", "PATH": "/usr/bin:/bin",
        ]) { $1 })
      let ready = try await terminal.waitForOutput(containing: "10 days")
      #expect(ready, "the dashboard drew its forecast: \(Self.text(terminal.output))")
      try await terminal.waitForQuiet()
      #expect(!terminal.isCooked, "curses took the terminal (cbreak, no echo)")
      return (terminal, api, terminal.output.count)
    }

    /// Sends `signal` and waits for the program to end; returns how, and how long it took.
    private func end(_ terminal: PseudoTerminalProcess, with signal: Int32) async throws -> (
      PseudoTerminalProcess.Termination?, TimeInterval
    ) {
      let started = Date()
      terminal.send(signal)
      let ended = try await terminal.wait(timeout: Self.deadline)
      let elapsed = Date().timeIntervalSince(started)
      try await terminal.waitForQuiet()
      return (ended, elapsed)
    }

    /// The signal's name as `kill -l` writes it (and the program's messages).
    static func name(_ signal: Int32) -> String {
      if signal >= realTimeFirst && signal <= realTimeLast {
        let middle = realTimeFirst + (realTimeLast - realTimeFirst) / 2
        if signal <= middle { return signal == realTimeFirst ? "SIGRTMIN" : "SIGRTMIN+\(signal - realTimeFirst)" }
        return signal == realTimeLast ? "SIGRTMAX" : "SIGRTMAX-\(realTimeLast - signal)"
      }
      return [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
        SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGUSR1: "SIGUSR1", SIGSEGV: "SIGSEGV",
        SIGUSR2: "SIGUSR2", SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGSTKFLT: "SIGSTKFLT",
        SIGCHLD: "SIGCHLD", SIGCONT: "SIGCONT", SIGURG: "SIGURG", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
        SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF", SIGWINCH: "SIGWINCH", SIGIO: "SIGIO", SIGPWR: "SIGPWR",
        SIGSYS: "SIGSYS",
      ][signal] ?? "signal \(signal)"
    }

    static func seconds(_ interval: TimeInterval) -> String { String(format: "%.2f s", interval) }

    /// The output as text with escapes visible, for failure messages.
    static func text(_ bytes: [UInt8]) -> String {
      String(decoding: bytes.suffix(1500), as: UTF8.self).replacingOccurrences(of: "\u{1b}", with: "\\e")
    }
  }
}
