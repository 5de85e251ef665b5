import Dispatch
import Foundation
import Render
import TerminalBackend

// A test-only program that takes the terminal the way the dashboard does (signal sources
// first, then curses), draws one frame, and then crashes for real, from inside: the shipped
// program has no switch to make it crash. `TerminalCrashTests` runs it in a pty.
//
//   TerminalCrashProbe overflow   Int(1e19): the trap the big numbers hit
//   TerminalCrashProbe null       a store through a null pointer
//   TerminalCrashProbe recursion  unbounded recursion: a stack overflow
//   TerminalCrashProbe wait       nothing: waits for a signal sent from outside

/// Keeps the crashing expressions from being thrown away as unused.
nonisolated(unsafe) var sink = 0

func recurse(_ depth: Int) -> Int {
  var frame = [depth, depth &+ 1, depth &+ 2, depth &+ 3]
  frame[depth & 3] = recurse(depth &+ 1)
  return frame.reduce(0, &+)
}

let arguments = CommandLine.arguments.dropFirst()
guard let crash = arguments.first, ["overflow", "null", "recursion", "wait"].contains(crash) else {
  FileHandle.standardError.write(Data("usage: TerminalCrashProbe overflow|null|recursion|wait\n".utf8))
  exit(2)
}

// The dashboard's signals: the four that quit end the probe cleanly; a resize or a resume does not.
let signals = SignalSource { signal in
  if [.interrupt, .terminate, .quit, .hangup].contains(signal) { exit(0) }
}
let screen = try TerminalScreen()
let presenter = Presenter(screen: screen, theme: .default, depth: .mono)
var frame = CellBuffer(width: screen.size.width, height: screen.size.height)
frame.put("crash probe ready: \(crash)", x: 0, y: 0)
presenter.present(frame)

switch crash {
case "overflow":
  // From the command line, so the compiler cannot see the value coming.
  sink = Int(Double(arguments.dropFirst().first ?? "1e19") ?? 1e19)
case "null":
  UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
case "wait":
  // As the dashboard waits: the main queue runs the signal sources (SIGINT, SIGTERM, SIGQUIT
  // and SIGHUP quit with status 0 through `exit`, whose atexit hook gives the terminal back).
  withExtendedLifetime((signals, screen, presenter)) { dispatchMain() }
default:
  sink = recurse(0)
}
withExtendedLifetime(signals) {}
