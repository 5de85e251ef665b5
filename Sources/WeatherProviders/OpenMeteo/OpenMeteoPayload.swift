import FoundationEssentials

/// One place's answer from Open-Meteo, independent of the wire format.
///
/// Both decoders (JSON and FlatBuffers) produce this value and a single mapper turns it into
/// `Weather`, so the two transports cannot drift apart. Series are keyed by the Open-Meteo
/// variable name as requested (`temperature_2m`, `precipitation_sum`, …), values in the metric
/// units Open-Meteo sends by default (°C, km/h, mm, cm for snowfall, %, hPa, m, s).
struct OpenMeteoPayload: Sendable, Equatable {
  var latitude: Double
  var longitude: Double
  var elevation: Double?
  var utcOffsetSeconds: Int
  /// IANA zone the server resolved (`timezone=auto`); nil when it sent none (GMT).
  var timezone: String?
  var timezoneAbbreviation: String?
  var current: Snapshot?
  var minutely15: Series?
  var hourly: Series?
  var daily: Series?

  /// A single instant's values (the `current` section).
  struct Snapshot: Sendable, Equatable {
    var time: Date
    /// Length of the aggregation window before `time`, seconds (900 on the forecast API).
    var interval: Int
    var values: [String: Double?]
  }

  /// One variable's values; reading past the end gives nil, like a missing value.
  struct Column: Sendable {
    var values: [Double?]

    subscript(index: Int) -> Double? {
      values.indices.contains(index) ? values[index] : nil
    }
  }

  /// A regular time series: `times[i]` is the UTC instant of step i.
  struct Series: Sendable, Equatable {
    var times: [Date]
    /// Float series by variable name; each array has `times.count` elements, nil = missing.
    var values: [String: [Double?]]
    /// Timestamp series (`sunrise`, `sunset`) by variable name; nil = the event does not
    /// happen that local day.
    var timestamps: [String: [Date?]]

    init(times: [Date], values: [String: [Double?]] = [:], timestamps: [String: [Date?]] = [:]) {
      self.times = times
      self.values = values
      self.timestamps = timestamps
    }

    /// The value of `name` at step `index`, nil when absent or missing.
    func value(_ name: String, at index: Int) -> Double? {
      column(name)[index]
    }

    /// The values of `name`, looked up once for a loop over the steps.
    func column(_ name: String) -> Column { Column(values: values[name] ?? []) }

    /// The timestamp of `name` at step `index`, nil when absent or missing.
    func timestamp(_ name: String, at index: Int) -> Date? {
      guard let series = timestamps[name], index < series.count else { return nil }
      return series[index]
    }
  }
}
