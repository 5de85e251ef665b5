import Foundation
import TestSupport

/// A forecast body made hostile, and what was done to it (for a failure message).
struct HostileBody {
  var body: Data
  var description: String
}

/// Turns a realistic forecast body into a hostile one: a mutation a corrupting network or a
/// hostile server could make, which every decoder's bounds checks let through when the result
/// is still well formed.
enum HostileBodies {
  // MARK: - Any wire

  /// One bit of the body flipped.
  static func bitFlip(_ seed: Data, rng: inout SplitMix64) -> HostileBody {
    var bytes = [UInt8](seed)
    let position = Int.random(in: 0..<bytes.count, using: &rng)
    let bit = UInt8(1) << UInt8.random(in: 0...7, using: &rng)
    bytes[position] ^= bit
    return HostileBody(body: Data(bytes), description: "bit \(bit) flipped at byte \(position)")
  }

  /// One byte of the body replaced by another.
  static func byteSubstitution(_ seed: Data, rng: inout SplitMix64) -> HostileBody {
    var bytes = [UInt8](seed)
    let position = Int.random(in: 0..<bytes.count, using: &rng)
    let byte = UInt8.random(in: 0...255, using: &rng)
    bytes[position] = byte
    return HostileBody(body: Data(bytes), description: "byte \(position) set to \(byte)")
  }

  /// `seed` followed by 20 MB of random bytes (a random 64 KB block, repeated).
  static func twentyMegabytes(_ seed: Data, rng: inout SplitMix64) -> HostileBody {
    var block = [UInt8](repeating: 0, count: 64 << 10)
    for index in block.indices { block[index] = UInt8.random(in: 0...255, using: &rng) }
    var body = seed
    for _ in 0..<320 { body.append(contentsOf: block) }
    return HostileBody(body: body, description: "20 MB of random bytes after the body")
  }

  // MARK: - FlatBuffers

  /// Float32 values FlatBuffers can carry that no weather has.
  static let hostileFloats: [Float] = [
    1e19, -1e19, .nan, .infinity, -.infinity, -99999, .greatestFiniteMagnitude, 9.3e18,
  ]
  /// Int64 instants and sentinels no forecast step has.
  static let hostileInstants: [Int64] = [.max - 1, .min, 1_000_000_000_000_000_000, -1_000_000_000_000_000_000, 0, -1]

  /// Every 4-byte-aligned float in the body that looks like a weather value (a finite number
  /// of moderate size) replaced, with probability one in `odds`, by a hostile float; or every
  /// 8-byte-aligned unix time near `now` replaced by a hostile instant.
  static func flatBuffersPlant(_ seed: Data, variant: Int, now: Date, rng: inout SplitMix64) -> HostileBody {
    var bytes = [UInt8](seed)
    if variant % 3 == 2 {
      let instant = hostileInstants[(variant / 3) % hostileInstants.count]
      let reference = Int64(now.timeIntervalSince1970)
      var planted = 0
      for offset in stride(from: 0, to: bytes.count - 7, by: 4) {
        let value = bytes[offset..<offset + 8].enumerated().reduce(Int64(0)) {
          $0 | Int64($1.element) << (8 * $1.offset)
        }
        guard abs(value - reference) < 40 * 86_400, Bool.random(using: &rng) else { continue }
        withUnsafeBytes(of: instant.littleEndian) { bytes.replaceSubrange(offset..<offset + 8, with: $0) }
        planted += 1
      }
      return HostileBody(body: Data(bytes), description: "\(planted) unix times set to \(instant)")
    }
    let float = hostileFloats[(variant / 3) % hostileFloats.count]
    let odds = variant % 3 == 0 ? 2 : 40
    var planted = 0
    for offset in stride(from: 0, to: bytes.count - 3, by: 4) {
      let pattern = bytes[offset..<offset + 4].enumerated().reduce(UInt32(0)) {
        $0 | UInt32($1.element) << (8 * $1.offset)
      }
      let value = Float(bitPattern: pattern)
      guard value.isFinite, abs(value) > 0.01, abs(value) < 5000, Int.random(in: 0..<odds, using: &rng) == 0 else {
        continue
      }
      withUnsafeBytes(of: float.bitPattern.littleEndian) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
      planted += 1
    }
    return HostileBody(body: Data(bytes), description: "\(planted) floats set to \(float)")
  }

  // MARK: - JSON

  /// A value planted in an Open-Meteo JSON object.
  struct JSONPlant: Sendable {
    var description: String
    var apply: @Sendable (inout [String: Any]) -> Void
  }

  static let escape = "\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m"

  static let jsonPlants: [JSONPlant] = [
    JSONPlant(description: "current temperature 1e19") { $0[section: "current"]["temperature_2m"] = 1e19 },
    JSONPlant(description: "current temperature and humidity −99999") {
      $0[section: "current"]["temperature_2m"] = -99999.0
      $0[section: "current"]["relative_humidity_2m"] = -99999.0
    },
    JSONPlant(description: "every hourly temperature 1e19") { $0[section: "hourly"].fill("temperature_2m", 1e19) },
    JSONPlant(description: "daily highs −1e19") { $0[section: "daily"].fill("temperature_2m_max", -1e19) },
    JSONPlant(description: "current wind 1e308") { $0[section: "current"]["wind_speed_10m"] = 1e308 },
    JSONPlant(description: "daily precipitation 9.3e18") { $0[section: "daily"].fill("precipitation_sum", 9.3e18) },
    JSONPlant(description: "an hourly time 1e19") { $0[section: "hourly"].set("time", at: 5, 1e19) },
    JSONPlant(description: "sunrise −1e19, sunset 1e300") {
      $0[section: "daily"].fill("sunrise", -1e19)
      $0[section: "daily"].fill("sunset", 1e300)
    },
    JSONPlant(description: "current time 1e18, interval −900") {
      $0[section: "current"]["time"] = 1e18
      $0[section: "current"]["interval"] = -900
    },
    JSONPlant(description: "utc offset 1e19") { $0["utc_offset_seconds"] = 1e19 },
    JSONPlant(description: "escape sequences in the zone names") {
      $0["timezone"] = "Europe/Berlin" + escape
      $0["timezone_abbreviation"] = escape
    },
    JSONPlant(description: "elevation 1e19, latitude 1e300") {
      $0["elevation"] = 1e19
      $0["latitude"] = 1e300
    },
    JSONPlant(description: "visibility 1e19, UV −1e19") {
      $0[section: "hourly"].fill("visibility", 1e19)
      $0[section: "hourly"].fill("uv_index", -1e19)
      $0[section: "current"]["visibility"] = 1e19
    },
    JSONPlant(description: "next-hour precipitation 1e19") { $0[section: "minutely_15"].fill("precipitation", 1e19) },
    JSONPlant(description: "wind directions and weather codes 1e19") {
      $0[section: "daily"].fill("wind_direction_10m_dominant", 1e19)
      $0[section: "hourly"].fill("weather_code", 1e19)
      $0[section: "current"]["wind_direction_10m"] = -1e19
    },
    JSONPlant(description: "pressure 1e19 and −1e19 (the trend)") {
      $0[section: "hourly"].fill("pressure_msl", 1e19)
      $0[section: "hourly"].set("pressure_msl", at: 0, -1e19)
    },
    JSONPlant(description: "every current value −1e19") {
      var current = $0[section: "current"]
      for key in current.keys where key != "time" && key != "interval" { current[key] = -1e19 }
      $0["current"] = current
    },
    JSONPlant(description: "hourly series 100,000 steps long") {
      var hourly = $0[section: "hourly"]
      let start = (hourly["time"] as? [Any])?.first.flatMap { $0 as? Double } ?? 0
      hourly["time"] = (0..<100_000).map { start + Double($0) * 3600 }
      hourly["temperature_2m"] = [Double](repeating: 1e19, count: 100_000)
      $0["hourly"] = hourly
    },
    JSONPlant(description: "daily times at the end of Int64") {
      $0[section: "daily"].fill("time", 9.2e18)
    },
    JSONPlant(description: "minutely times 0 and −1e15") {
      $0[section: "minutely_15"].fill("time", 0)
      $0[section: "minutely_15"].set("time", at: 1, -1e15)
    },
  ]

  /// The seed with `plant` applied (to the first place of several); nil when the seed is not
  /// JSON of Open-Meteo's shape.
  static func jsonPlant(_ seed: Data, _ plant: JSONPlant) -> HostileBody? {
    let root = try? JSONSerialization.jsonObject(with: seed)
    var places = root as? [[String: Any]] ?? (root as? [String: Any]).map { [$0] } ?? []
    guard !places.isEmpty else { return nil }
    plant.apply(&places[0])
    let edited: Any = root is [Any] ? places : places[0]
    guard let body = try? JSONSerialization.data(withJSONObject: edited) else { return nil }
    return HostileBody(body: body, description: plant.description)
  }

  /// The seed with raw (unescaped) control bytes inside its first string value.
  static func rawControlBytes(_ seed: Data) -> HostileBody {
    var bytes = [UInt8](seed)
    let marker = Array("\"timezone\":\"".utf8)
    if let start = (0..<max(0, bytes.count - marker.count)).first(where: {
      bytes[$0..<$0 + marker.count].elementsEqual(marker)
    }) {
      bytes.insert(contentsOf: [0x1B, 0x5B, 0x32, 0x4A, 0x07, 0x9B], at: start + marker.count)
    }
    return HostileBody(body: Data(bytes), description: "raw control bytes in the zone name")
  }

  /// A 20 MB JSON body: the seed with a 20 MB zone abbreviation.
  static func twentyMegabyteJSON(_ seed: Data) -> HostileBody? {
    jsonPlant(
      seed,
      JSONPlant(description: "a 20 MB zone abbreviation") {
        $0["timezone_abbreviation"] = String(repeating: "A", count: 20 << 20) + escape
      })
  }
}

// MARK: - Editing JSON objects

extension Dictionary where Key == String, Value == Any {
  /// A nested object by key; setting writes it back. Empty when absent.
  fileprivate subscript(section key: String) -> [String: Any] {
    get { self[key] as? [String: Any] ?? [:] }
    set { self[key] = newValue }
  }

  /// Every element of the list under `key` set to `value` (nothing when there is no list).
  fileprivate mutating func fill(_ key: String, _ value: Any) {
    guard let list = self[key] as? [Any] else { return }
    self[key] = [Any](repeating: value, count: list.count)
  }

  /// Element `index` of the list under `key` set to `value`, when it exists.
  fileprivate mutating func set(_ key: String, at index: Int, _ value: Any) {
    guard var list = self[key] as? [Any], list.indices.contains(index) else { return }
    list[index] = value
    self[key] = list
  }
}
