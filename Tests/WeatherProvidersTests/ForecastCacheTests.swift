import Foundation
import Testing
import WeatherCore

@testable import WeatherProviders

struct ForecastCacheTests {
  static func sampleWeather() throws -> Weather {
    let payload = try #require(try OpenMeteoJSONDecoder.decode(TestData.twoPlaces()).first)
    return OpenMeteoWeatherMapper.weather(
      from: payload, location: TestData.berlin, now: TestData.dstNow, fetchedAt: TestData.dstNow)
  }

  /// The provider whose answers these tests store; it never connects anywhere.
  static let provider = makeProvider(baseURL: URL(string: "http://127.0.0.1:9")!)

  /// Berlin's part of the two-place JSON answer, as `OpenMeteoProvider` keeps it.
  static func berlinAnswer() throws -> ServedAnswer {
    let parts = try #require(OpenMeteoAnswerParts.split(try TestData.twoPlaces(), wire: .json))
    return ServedAnswer(format: "json", body: parts[0])
  }

  /// Stores `answer` for Berlin as the forecast service does.
  static func store(_ answer: ServedAnswer, in cache: ForecastCache, fetchedAt: Date = TestData.dstNow) throws {
    let weather = try provider.weather(from: answer, for: TestData.berlin, fetchedAt: fetchedAt)
    cache.store(
      answer, provider: provider.name, location: TestData.berlin, fetchedAt: fetchedAt, weather: weather,
      secondSourceAlerts: false)
  }

  @Test func storedAnswerComesBackAsTheSameForecast() throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    let forecast = CachedForecast(weather: try Self.sampleWeather(), fetchedAt: TestData.dstNow)
    #expect(cache.load(from: Self.provider, location: TestData.berlin) == nil)
    try Self.store(try Self.berlinAnswer(), in: cache)
    #expect(cache.load(from: Self.provider, location: TestData.berlin) == forecast)
    // Kept as served: the file ends with the answer's bytes.
    let file = try Data(
      contentsOf: folder.appendingPathComponent(ForecastCache.path(provider: "Open-Meteo", location: TestData.berlin)))
    let served = try Self.berlinAnswer().body
    #expect(file.starts(with: Array("WTFC".utf8)) && file.suffix(served.count) == served)
    // Keyed by coordinates rounded to 0.01°, and by provider.
    var nearby = TestData.berlin
    nearby.latitude += 0.001
    #expect(cache.load(from: Self.provider, location: nearby) == forecast)
    #expect(cache.entry(provider: "WeatherKit", location: TestData.berlin) == nil)
    #expect(cache.warnings.isEmpty)
    // No temporary files are left behind.
    let files = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("forecast").path)
    #expect(files.count == 1 && files.allSatisfy { $0.hasSuffix(".answer") && !$0.hasPrefix(".") })
  }

  @Test func theHeaderAloneTellsTheFetchAndExpiryTimes() throws {
    let cache = ForecastCache(directory: CacheDirectory(url: try makeTemporaryFolder()))
    try Self.store(try Self.berlinAnswer(), in: cache)
    let entry = try #require(cache.entry(provider: "Open-Meteo", location: TestData.berlin))
    #expect(entry.fetchedAt == TestData.dstNow)
    #expect(entry.expireTime == (try Self.sampleWeather()).metadata.expireTime)
    #expect(entry.answer == (try Self.berlinAnswer()))
    #expect(entry.alerts == nil)
  }

  @Test func aCacheOfTheJSONFormatIsReplacedNotRead() throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    let legacy = folder.appendingPathComponent(
      ForecastCache.legacyPath(provider: "Open-Meteo", location: TestData.berlin))
    try FileManager.default.createDirectory(at: legacy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"version":2,"forecast":{}}"#.utf8).write(to: legacy)
    #expect(cache.load(from: Self.provider, location: TestData.berlin) == nil)
    try Self.store(try Self.berlinAnswer(), in: cache)
    #expect(!FileManager.default.fileExists(atPath: legacy.path))
    #expect(cache.warnings.isEmpty)
  }

  @Test(arguments: [
    Data("{\"version\":1,\"forecast\":{\"weath".utf8),
    Data("WTFC\u{4}\u{ff}\u{ff}\u{ff}\u{7f}{}".utf8),
    Data("WTFC\u{4}\u{2}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}{}".utf8),
    Data("WTFC\u{4}".utf8),
    Data("WTFC".utf8),
    // A whole file whose header is not one.
    Data(ForecastCacheFile.bytes(header: Array("{".utf8), answer: Data("[]".utf8))),
  ])
  func corruptFileIsRemovedWithAWarningAndReplaced(_ bytes: Data) throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    let forecast = CachedForecast(weather: try Self.sampleWeather(), fetchedAt: TestData.dstNow)
    try Self.store(try Self.berlinAnswer(), in: cache)
    let file = folder.appendingPathComponent(
      ForecastCache.path(provider: "Open-Meteo", location: TestData.berlin))
    try bytes.write(to: file)

    #expect(cache.load(from: Self.provider, location: TestData.berlin) == nil)
    #expect(cache.warnings.count == 1)
    #expect(
      cache.warnings.first?.hasPrefix("removed a cached forecast that is corrupt; it will be fetched again (") == true)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    try Self.store(try Self.berlinAnswer(), in: cache)
    #expect(cache.load(from: Self.provider, location: TestData.berlin) == forecast)
  }

  // MARK: - Written in place

  /// The file of Berlin's entry in `folder`.
  static func berlinFile(in folder: URL) -> URL {
    folder.appendingPathComponent(ForecastCache.path(provider: "Open-Meteo", location: TestData.berlin))
  }

  /// Stores Berlin's answer with `body` in place of the served one's (never decoded here).
  static func storeBody(_ body: Data, in cache: ForecastCache) throws {
    cache.store(
      ServedAnswer(format: "json", body: body), provider: "Open-Meteo", location: TestData.berlin,
      fetchedAt: TestData.dstNow, weather: try sampleWeather(), secondSourceAlerts: false)
  }

  @Test func aRefreshWritesOverTheSameFileAndAShorterAnswerLeavesItsTailUnread() throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    let file = Self.berlinFile(in: folder)
    try Self.storeBody(Data(repeating: UInt8(ascii: "a"), count: 4000), in: cache)
    let inode = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? UInt64)
    let size = try Data(contentsOf: file).count
    try Self.storeBody(Data("short".utf8), in: cache)
    // The same inode (no rename), the same length (never shrunk), and only the new answer read.
    #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? UInt64 == inode)
    #expect(try Data(contentsOf: file).count == size)
    #expect(cache.entry(provider: "Open-Meteo", location: TestData.berlin)?.answer.body == Data("short".utf8))
    #expect(cache.warnings.isEmpty)
  }

  @Test func aLongerAnswerReplacesTheFileWhole() throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    let file = Self.berlinFile(in: folder)
    try Self.storeBody(Data("short".utf8), in: cache)
    let inode = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? UInt64
    let long = Data(repeating: UInt8(ascii: "b"), count: 4000)
    try Self.storeBody(long, in: cache)
    // Through a new file and a rename, so a full disk would have left the old one whole.
    #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? UInt64 != inode)
    #expect(cache.entry(provider: "Open-Meteo", location: TestData.berlin)?.answer.body == long)
    let files = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
    #expect(files.count == 1, "no temporary file left: \(files)")
  }

  @Test(arguments: [[:], ["content-language": "de"]])
  func theHeaderWrittenByHandReadsBackAsTheEncodersDoes(_ extras: [String: String]) throws {
    var place = TestData.berlin
    place.name = "Zürich \"Nord\" \\ 東京"
    let header = ForecastCache.StoredHeader(
      fetchedAt: Date(timeIntervalSince1970: 1_764_079_212.375), expireTime: Date(timeIntervalSince1970: 1_764_079_812),
      location: place, format: "flatbuffers", extras: extras, alerts: nil, alertsMetadata: nil)
    let placeJSON = Array(try ForecastCache.encoder.encode(place))
    let written = try #require(ForecastCache.headerJSON(header, placeJSON: placeJSON))
    let read = try ForecastCache.decoder.decode(ForecastCache.StoredHeader.self, from: Data(written))
    #expect(read == header)
    // Byte for byte, so a file written first one way then the other keeps its length.
    for fetched in [1_764_079_212.375, 1_764_079_200, 0.5, -86_400] {
      var other = header
      other.fetchedAt = Date(timeIntervalSince1970: fetched)
      let encoded = Array(try ForecastCache.encoder.encode(other))
      #expect(ForecastCache.headerJSON(other, placeJSON: placeJSON) == encoded, "\(fetched)")
    }
    #expect(
      read
        == (try ForecastCache.decoder.decode(
          ForecastCache.StoredHeader.self, from: ForecastCache.encoder.encode(header))))
  }

  @Test func aSecondStoreOfAPlaceReadsBackTheSame() throws {
    let cache = ForecastCache(directory: CacheDirectory(url: try makeTemporaryFolder()))
    try Self.store(try Self.berlinAnswer(), in: cache)
    let first = cache.entry(provider: "Open-Meteo", location: TestData.berlin)
    try Self.store(try Self.berlinAnswer(), in: cache)
    #expect(cache.entry(provider: "Open-Meteo", location: TestData.berlin) == first)
    // A renamed place is written with its new name.
    var renamed = TestData.berlin
    renamed.name = "Berlin-Mitte"
    let weather = try Self.provider.weather(from: try Self.berlinAnswer(), for: renamed, fetchedAt: TestData.dstNow)
    cache.store(
      try Self.berlinAnswer(), provider: "Open-Meteo", location: renamed, fetchedAt: TestData.dstNow, weather: weather,
      secondSourceAlerts: false)
    #expect(cache.entry(provider: "Open-Meteo", location: TestData.berlin)?.location.name == "Berlin-Mitte")
  }

  @Test func writersAndReadersAtOnceNeverSeeAHalfWrittenEntry() async throws {
    // Three caches on one folder, as three processes would open it: two write answers of
    // different lengths (in place, and through a new file when one grows), one reads.
    let folder = try makeTemporaryFolder()
    let caches = (0..<3).map { _ in ForecastCache(directory: CacheDirectory(url: folder)) }
    // Large enough that copying one takes long enough for reads and writes to overlap.
    let answers = [
      Data(repeating: UInt8(ascii: "a"), count: 4_000_000), Data(repeating: UInt8(ascii: "b"), count: 4_000_001),
    ]
    try Self.storeBody(answers[0], in: caches[0])
    let weather = try Self.sampleWeather()
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<2 {
        group.addTask {
          for _ in 0..<60 {
            caches[writer].store(
              ServedAnswer(format: "json", body: answers[writer]), provider: "Open-Meteo", location: TestData.berlin,
              fetchedAt: TestData.dstNow, weather: weather, secondSourceAlerts: false)
          }
        }
      }
      group.addTask {
        for _ in 0..<120 {
          let body = caches[2].entry(provider: "Open-Meteo", location: TestData.berlin)?.answer.body
          #expect(body.map { answers.contains($0) } ?? false)
        }
      }
    }
    #expect(caches.allSatisfy { $0.warnings.isEmpty }, "\(caches.map(\.warnings))")
  }

  @Test func aTornFileIsRemovedWithAWarning() throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    let file = Self.berlinFile(in: folder)
    try Self.store(try Self.berlinAnswer(), in: cache)
    // One byte of the answer changed: what a write cut off between old and new bytes leaves.
    var bytes = try Data(contentsOf: file)
    bytes[bytes.count - 10] ^= 0x20
    try bytes.write(to: file)
    #expect(cache.entry(provider: "Open-Meteo", location: TestData.berlin) == nil)
    #expect(cache.warnings.first?.hasPrefix("removed a cached forecast that is corrupt;") == true)
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func anEmptyFileOrAnOlderFormatIsNoEntryAndNoWarning() throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    let file = Self.berlinFile(in: folder)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    for bytes in [Data(), Data("WTFC\u{3}\u{2}\u{0}\u{0}\u{0}{}".utf8)] {
      try bytes.write(to: file)
      #expect(cache.entry(provider: "Open-Meteo", location: TestData.berlin) == nil)
      #expect(FileManager.default.fileExists(atPath: file.path))
    }
    #expect(cache.warnings.isEmpty)
    try Self.store(try Self.berlinAnswer(), in: cache)
    #expect(cache.entry(provider: "Open-Meteo", location: TestData.berlin)?.answer == (try Self.berlinAnswer()))
  }

  @Test func aFileLargerThanAnyAnswerOrNotAFileIsNotRead() throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    let file = Self.berlinFile(in: folder)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Sparse: its length is all that counts.
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    #expect(truncate(file.path, off_t(ForecastCache.maximumFileBytes + 1)) == 0)
    #expect(cache.entry(provider: "Open-Meteo", location: TestData.berlin) == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(cache.warnings.first?.hasPrefix("removed cache file \(file.path): larger than 65 MB") == true)
    // A FIFO where the entry should be: neither the read nor the write waits for a writer.
    #expect(mkfifo(file.path, 0o600) == 0)
    #expect(cache.entry(provider: "Open-Meteo", location: TestData.berlin) == nil)
    try Self.store(try Self.berlinAnswer(), in: cache)
    #expect(cache.warnings.contains { $0.hasPrefix("cannot write cache in") })
  }

  @Test func theChecksumSeesEveryByte() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let sum = bytes.withUnsafeBytes { ForecastCacheFile.checksum($0) }
    for index in [0, 7, 31, 32, 500, 991, 999] {
      var changed = bytes
      changed[index] ^= 1
      #expect(changed.withUnsafeBytes { ForecastCacheFile.checksum($0) } != sum, "byte \(index)")
    }
    #expect(bytes.dropLast().withUnsafeBytes { ForecastCacheFile.checksum($0) } != sum, "length")
  }

  @Test func anAnswerThatNoLongerDecodesIsRemovedWithAWarning() throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    let weather = try Self.sampleWeather()
    cache.store(
      ServedAnswer(format: "json", body: Data("[1,2".utf8)), provider: "Open-Meteo", location: TestData.berlin,
      fetchedAt: TestData.dstNow, weather: weather, secondSourceAlerts: false)
    #expect(cache.entry(provider: "Open-Meteo", location: TestData.berlin) != nil)
    #expect(cache.load(from: Self.provider, location: TestData.berlin) == nil)
    #expect(cache.warnings.first?.hasPrefix("removed a cached forecast that is corrupt;") == true)
  }

  @Test func unwritableFolderIsAWarningNotACrash() throws {
    let folder = try makeTemporaryFolder()
    let blocker = folder.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: blocker)
    let cacheFolder = blocker.appendingPathComponent("weathertui")
    let cache = ForecastCache(directory: CacheDirectory(url: cacheFolder))
    try Self.store(try Self.berlinAnswer(), in: cache)
    try Self.store(try Self.berlinAnswer(), in: cache)
    #expect(
      cache.warnings == [
        "cannot write cache in \(cacheFolder.path): Not a directory; running without cache"
      ])
    #expect(cache.load(from: Self.provider, location: TestData.berlin) == nil)
  }

  @Test func folderFollowsXDGThenHome() {
    #expect(
      CacheDirectory.defaultURL(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/a"]).path
        == "/var/cache/me/weathertui")
    #expect(CacheDirectory.defaultURL(environment: ["HOME": "/home/a"]).path == "/home/a/.cache/weathertui")
    // A relative XDG_CACHE_HOME is invalid per the XDG spec and ignored.
    #expect(
      CacheDirectory.defaultURL(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/a"]).path
        == "/home/a/.cache/weathertui")
  }

  @Test func geocodingEntriesLastThirtyDays() throws {
    let cache = GeocodingCache(directory: CacheDirectory(url: try makeTemporaryFolder()))
    let places = [GeocodedPlace(name: "Berlin", latitude: 52.52, longitude: 13.41, population: 3_426_354)]
    let stored = TestData.dstNow
    cache.store(places, query: "Berlin", count: 10, now: stored)
    #expect(cache.load(query: " berlin ", count: 10, now: stored.addingTimeInterval(29 * 86_400)) == places)
    #expect(cache.load(query: "Berlin", count: 10, now: stored.addingTimeInterval(31 * 86_400)) == nil)
    #expect(cache.load(query: "Berlin", count: 5, now: stored) == nil)
  }

  @Test(arguments: [
    "Open-Meteo_52.52,13.41", "São Paulo", "İstanbul", "../../etc/passwd", "Ünïcödé ẞtraße 東京 🌧️",
    String(repeating: "a-b.c,", count: 20), "",
  ])
  func fileNamesAreTheOnesEarlierVersionsWrote(_ key: String) {
    // The expression the names were built with before, so caches already on disk are found.
    let readable = String(
      key.lowercased().unicodeScalars.map { scalar -> Character in
        PercentEncoding.isASCIILetterOrDigit(scalar) || ".,-".unicodeScalars.contains(scalar)
          ? Character(scalar) : "_"
      }
      .prefix(48))
    let hash = key.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    #expect(CacheDirectory.fileName(for: key) == readable + "-" + String(hash, radix: 16))
  }

  @Test func fileNamesAreSafeAndDistinct() {
    let a = CacheDirectory.fileName(for: "../../etc/passwd")
    let b = CacheDirectory.fileName(for: "São Paulo")
    let c = CacheDirectory.fileName(for: "Sao Paulo")
    #expect(!a.contains("/"))
    #expect(b != c)
  }
}
