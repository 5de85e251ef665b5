// fuzz-options: -max_len=16384
// fuzz-seeds: zoneinfo:Europe/Berlin zoneinfo:America/Santiago zoneinfo:Australia/Lord_Howe zoneinfo:Asia/Kolkata zoneinfo:UTC
import Foundation
import WeatherCore

/// TZif files as `ZoneDatabase` reads them, and the same bytes as a POSIX TZ rule (as `TZ` may
/// hold one); then every question the app asks a zone, at instants from 1900 to 2100 and absurd
/// ones.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZoneFile(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Array(UnsafeBufferPointer(start: bytes, count: count))
  var zones: [ZoneRules] = []
  if let zone = ZoneRules(identifier: "fuzz", tzif: data) { zones.append(zone) }
  if count < 256, let rule = PosixZoneRule(String(decoding: data, as: UTF8.self)) {
    zones.append(ZoneRules(identifier: "rule", rule: rule))
  }
  for zone in zones {
    for seconds in [-2.2e9, -1, 0, 1e9, 1.7e9, 2.2e9, 4.1e9, 1e19, -1e19, .nan, .infinity] {
      let date = Date(timeIntervalSince1970: seconds)
      let local = zone.local(date)
      precondition((0..<24).contains(local.hour) && (1...7).contains(local.weekday), "impossible reading")
      _ = zone.abbreviation(for: date)
      _ = zone.start(of: local.day)
      _ = zone.instant(of: local.day, hour: 2)
      _ = zone.date(byAddingDays: 1, to: date)
    }
  }
  return 0
}
