// fuzz-options: -max_len=4096
// fuzz-seeds: tests:Fuzz/Seeds/budget-ledger.json tests:Fuzz/Seeds/budget-ledger-plan.bin
import Foundation
import SystemFiles
import WeatherCore

@testable import WeatherProviders

/// The Open-Meteo budget ledger (`budget/open-meteo.json` in the cache folder) as the program
/// reads it back from a real file, and the budget's answers over a run of spending.
///
/// A flat byte string almost never reaches the budget's logic: JSONDecoder (Foundation's, not
/// instrumented) refuses nearly every mutation of the seed, so the coverage of the first version
/// never grew (cov 343 from the first run to the 58,609th, issue 51). So an input that starts
/// with a zero byte is read as a plan (`Plan`): a ledger built field by field from the bytes
/// (days and hours around now, totals from a table of edges, spends before, at and after the
/// clock, light and past the minute's limit), encoded as the program encodes it, then
/// operations at a clock that moves (records, every question the budget answers, the refresh
/// plan's forecasts, the clock stepped back and forward), each answer checked: totals finite
/// and never negative, the next send within the minute, the allowance finite, the record times
/// in order. Any other input is the file itself (the decoder's refusals and what gets through),
/// asked at the seed's time and a year before, with a spend recorded and read a minute on.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBudgetLedger(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  var plan = Plan(UnsafeBufferPointer(start: bytes, count: count))
  guard plan.byte() == 0, count > 1 else {
    write(Data(bytes: bytes, count: count))
    for now in instants {
      let budget = OpenMeteoBudget(limits: .standard, directory: directory)
      check(budget, now: now)
      budget.record(15.9, purpose: .other, now: now)
      check(budget, now: now.addingTimeInterval(61))
    }
    return 0
  }
  let start = plan.pick(instants)
  guard let ledger = try? JSONEncoder().encode(plan.ledger(around: start)) else { return 0 }
  write(ledger)
  let limits = plan.byte() & 1 == 0 ? OpenMeteoLimits.standard : small
  let budget = OpenMeteoBudget(limits: limits, directory: directory)
  var now = start
  check(budget, now: now)
  while !plan.isEmpty {
    switch plan.byte() % 7 {
    case 0: now = now.addingTimeInterval(plan.pick(steps))
    case 1: budget.record(plan.pick(weights), purpose: plan.byte() & 1 == 0 ? .other : .climate, now: now)
    case 2: _ = budget.spent(now: now)
    case 3:
      if let next = budget.nextSendTime(now: now, purpose: .climate, weight: plan.pick(weights)) {
        precondition(next.timeIntervalSince(now) <= OpenMeteoBudget.minuteWindow + 1, "climate send \(next) at \(now)")
      }
    case 4:
      let times = budget.recordTimes(count: Int(plan.byte() % 12), weight: plan.pick(weights), now: now)
      precondition(times == times.sorted() && times.allSatisfy { $0 >= now }, "record times \(times) at \(now)")
    case 5: budget.planForecasts(callsPerHour: plan.pick(weights))
    default: check(budget, now: now)
    }
  }
  check(budget, now: now)
  return 0
}

/// Limits a user set lower than the free tier's.
private let small = OpenMeteoLimits(
  perMinute: 300, perHour: 2_000, perDay: 4_000, hourlyReserve: 400, minuteReserve: 50)

private func write(_ data: Data) {
  guard (try? data.write(to: ledgerFile)) != nil else { fatalError("cannot write \(ledgerFile.path)") }
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

/// The fuzz bytes read front to back; past the end, every read is 0.
private struct Plan {
  private var bytes: ArraySlice<UInt8>

  init(_ buffer: UnsafeBufferPointer<UInt8>) { bytes = Array(buffer)[...] }

  var isEmpty: Bool { bytes.isEmpty }

  mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

  mutating func pick<T>(_ values: [T]) -> T { values[Int(byte()) % values.count] }

  /// A ledger whose every field comes from the bytes, around `now`.
  mutating func ledger(around now: Date) -> OpenMeteoBudgetLedger {
    let seconds = now.timeIntervalSince1970
    var ledger = OpenMeteoBudgetLedger()
    ledger.version = byte() == 255 ? 2 : OpenMeteoBudgetLedger.formatVersion
    ledger.day = Int((seconds / 86_400).rounded(.down)) + pick(indexOffsets)
    ledger.dayTotal = pick(totals)
    ledger.largestOtherToday = pick(weights)
    ledger.hour = .init(
      index: Int((seconds / 3600).rounded(.down)) + pick(indexOffsets), total: pick(totals), others: pick(totals))
    ledger.previousHourOthers = pick(totals)
    for _ in 0..<Int(byte() % 24) {
      ledger.recent.append(.init(at: seconds + pick(offsets), weight: pick(weights)))
    }
    return ledger
  }
}

/// The seed's time, then a clock stepped back a year.
private let instants = [Date(timeIntervalSince1970: 1_795_774_426), Date(timeIntervalSince1970: 1_764_238_426)]

/// Seconds from now a spend may be dated: the window's edges, the skew's, far off.
private let offsets: [Double] = [
  0, -1, 1, -30, -61, -62, -63, 4, 5, 6, 30, 61, 3_600, -3_600, 86_400, -86_400, 1e9, -1e9, 1e19, -1e19,
  .greatestFiniteMagnitude, 0.5, -0.5,
]
/// Weights a request or a plan may bring: none, light, the minute's edges, past any.
private let weights: [Double] = [
  0, -1, 1, 15.9, 100, 299, 300, 313, 500, 550, 599.9, 600, 600.1, 601, 3_510, 10_000, 1e6, 1e6 + 1, 1e300,
  .greatestFiniteMagnitude, 0.001,
]
/// Totals stored in the file, for the hour and the day.
private let totals: [Double] = [0, 1, 47.7, 2_389.3, 4_000, 5_000, 8_000, 10_000, 1e9, 1e9 + 1, -5, 1e300]
/// Days or hours away from now.
private let indexOffsets = [0, -1, 1, -2, 2, 365, -365, Int.max / 2, Int.min / 2]
/// How the clock moves between operations.
private let steps: [Double] = [0, 1, 2, 30, 61, 62, 63, 600, 3_599, 3_600, 86_400, -1, -60, -3_600, -86_400]

private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("budget-ledger-fuzzer-\(getpid())")
private let directory = CacheDirectory(url: folder)
private let ledgerFile: URL = {
  let file = folder.appendingPathComponent(OpenMeteoBudget.path)
  try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
  return file
}()
