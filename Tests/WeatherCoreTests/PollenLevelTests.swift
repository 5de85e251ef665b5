import Testing
import WeatherCore

/// Pollen classes: MeteoSwiss's for five kinds, the Italian UNI 11108 classes for olive.
@Suite struct PollenLevelTests {
  @Test func classBoundsFollowTheSources() {
    #expect(PollenKind.birch.level(of: 0) == PollenLevel.none)
    #expect(PollenKind.birch.level(of: 0.9) == PollenLevel.none)
    #expect(PollenKind.birch.level(of: 1) == .low)
    #expect(PollenKind.birch.level(of: 10.9) == .low)
    #expect(PollenKind.birch.level(of: 43) == .moderate)
    #expect(PollenKind.birch.level(of: 70) == .high)
    #expect(PollenKind.birch.level(of: 300) == .veryHigh)
    #expect(PollenKind.grass.level(of: 19) == .low && PollenKind.grass.level(of: 20) == .moderate)
    #expect(PollenKind.grass.level(of: 150) == .veryHigh)
    #expect(PollenKind.alder.level(of: 250) == .veryHigh && PollenKind.alder.level(of: 249) == .high)
    #expect(PollenKind.mugwort.level(of: 4.3) == .low && PollenKind.mugwort.level(of: 6) == .moderate)
    #expect(PollenKind.ragweed.level(of: 40) == .veryHigh && PollenKind.ragweed.level(of: 11) == .high)
    #expect(PollenKind.olive.level(of: 0.5) == PollenLevel.none && PollenKind.olive.level(of: 0.6) == .low)
    #expect(PollenKind.olive.level(of: 1_000) == .high, "UNI 11108 has no class above high")
  }

  @Test func impossibleValuesHaveNoLevel() {
    for kind in PollenKind.allCases {
      #expect(kind.level(of: -1) == nil)
      #expect(kind.level(of: .nan) == nil)
      #expect(kind.level(of: .infinity) == nil)
    }
  }

  @Test func wordsAreReadable() {
    #expect(PollenLevel.veryHigh.words == "very high")
    #expect(PollenLevel.none < .low)
  }
}
