// fuzz-options: -max_len=16384
// fuzz-seeds: tests:Fuzz/Seeds/budget-ledger.json
import Foundation
import SystemFiles
import WeatherCore

@testable import WeatherProviders

/// The Open-Meteo budget ledger (`budget/open-meteo.json` in the cache folder) as the program
/// reads it back, from a real file: every question the budget answers at the seed's time and
/// a year before it (a clock stepped back after spending), a spend recorded and the ledger
/// read again a minute on. Nothing it holds may crash the program, make a
/// total negative or not a number, or put the next send more than a minute away.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBudgetLedger(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  guard (try? Data(bytes: bytes, count: count).write(to: ledgerFile)) != nil else {
    fatalError("cannot write \(ledgerFile.path)")
  }
  for now in instants {
    let budget = OpenMeteoBudget(limits: .standard, directory: directory)
    check(budget, now: now)
    budget.record(15.9, purpose: .other, now: now)
    check(budget, now: now.addingTimeInterval(61))
  }
  return 0
}

private func check(_ budget: OpenMeteoBudget, now: Date) {
  let spent = budget.spent(now: now)
  for total in [spent.minute, spent.hour, spent.day] {
    precondition(total.isFinite && total >= 0, "a spent total of \(total)")
  }
  if let next = budget.nextSendTime(now: now) {
    precondition(next.timeIntervalSince(now) <= OpenMeteoBudget.minuteWindow + 1, "next send \(next) at \(now)")
  }
  let allowance = budget.climateAllowance(now: now)
  precondition(allowance.weight.isFinite && allowance.weight >= 0, "a climate allowance of \(allowance.weight)")
}

/// The seed's time, then a clock stepped back a year.
private let instants = [Date(timeIntervalSince1970: 1_795_774_426), Date(timeIntervalSince1970: 1_764_238_426)]

private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("budget-ledger-fuzzer-\(getpid())")
private let directory = CacheDirectory(url: folder)
private let ledgerFile: URL = {
  let file = folder.appendingPathComponent(OpenMeteoBudget.path)
  try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
  return file
}()
