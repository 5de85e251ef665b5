// Exhaustive switches over WeatherKit's enums, each case Apple declares and no default, as code
// written for Apple's platforms has them: compiled by PortingChecksTests with warnings as
// errors, so an extra case (or a missing one) fails. The `@unknown default` forms Apple's own
// warnings ask for compile without a warning too.

import WeatherKit

func describe(_ condition: WeatherCondition) -> String {
  switch condition {
  case .blizzard, .blowingDust, .blowingSnow, .breezy: return "wind"
  case .clear, .mostlyClear, .partlyCloudy, .mostlyCloudy, .cloudy: return "sky"
  case .drizzle, .rain, .heavyRain, .sunShowers, .freezingDrizzle, .freezingRain: return "rain"
  case .flurries, .snow, .heavySnow, .sunFlurries, .sleet, .wintryMix, .hail: return "ice"
  case .foggy, .haze, .smoky: return "murk"
  case .frigid, .hot: return "temperature"
  case .hurricane, .tropicalStorm: return "cyclone"
  case .isolatedThunderstorms, .scatteredThunderstorms, .thunderstorms, .strongStorms: return "storm"
  case .windy: return "wind"
  }
}

func arrow(_ direction: Wind.CompassDirection) -> String {
  switch direction {
  case .north, .northNortheast, .northNorthwest: return "↓"
  case .northeast, .eastNortheast: return "↙"
  case .east, .eastSoutheast: return "←"
  case .southeast, .southSoutheast: return "↖"
  case .south, .southSouthwest: return "↑"
  case .southwest, .westSouthwest: return "↗"
  case .west, .westNorthwest: return "→"
  case .northwest: return "↘"
  }
}

func advice(_ category: UVIndex.ExposureCategory) -> String {
  switch category {
  case .low: return "none"
  case .moderate: return "hat"
  case .high: return "sunscreen"
  case .veryHigh: return "shade"
  case .extreme: return "indoors"
  }
}

func trend(_ pressure: PressureTrend) -> String {
  switch pressure {
  case .rising: return "↑"
  case .falling: return "↓"
  case .steady: return "→"
  }
}

func kind(_ precipitation: Precipitation) -> String {
  switch precipitation {
  case .none: return "dry"
  case .hail, .sleet, .snow, .mixed: return "frozen"
  case .rain: return "wet"
  }
}

func moon(_ phase: MoonPhase) -> Double {
  switch phase {
  case .new: return 0
  case .waxingCrescent, .waningCrescent: return 0.25
  case .firstQuarter, .lastQuarter: return 0.5
  case .waxingGibbous, .waningGibbous: return 0.75
  case .full: return 1
  }
}

func rank(_ severity: WeatherSeverity) -> Int {
  switch severity {
  case .minor: return 1
  case .moderate: return 2
  case .severe: return 3
  case .extreme: return 4
  case .unknown: return 0
  }
}

func sign(_ direction: WeatherChange.Direction) -> Int {
  switch direction {
  case .increase: return 1
  case .decrease: return -1
  case .steady: return 0
  }
}

func words(_ deviation: Deviation) -> String {
  switch deviation {
  case .muchHigher: return "much higher"
  case .higher: return "higher"
  case .normal: return "normal"
  case .lower: return "lower"
  case .muchLower: return "much lower"
  }
}

func offered(_ kind: WeatherAvailability.AvailabilityKind) -> Bool {
  switch kind {
  case .available: return true
  case .temporarilyUnavailable, .unsupported, .unknown: return false
  }
}

// As Apple's compiler asks for enums of a framework that may grow.
func describeWithUnknownDefault(_ condition: WeatherCondition) -> String {
  switch condition {
  case .clear, .mostlyClear: return "clear"
  case .blizzard, .blowingDust, .blowingSnow, .breezy, .partlyCloudy, .mostlyCloudy, .cloudy, .drizzle, .rain,
    .heavyRain, .sunShowers, .freezingDrizzle, .freezingRain, .flurries, .snow, .heavySnow, .sunFlurries, .sleet,
    .wintryMix, .hail, .foggy, .haze, .smoky, .frigid, .hot, .hurricane, .tropicalStorm, .isolatedThunderstorms,
    .scatteredThunderstorms, .thunderstorms, .strongStorms, .windy:
    return "other"
  @unknown default: return "new"
  }
}

func arrowWithUnknownDefault(_ trend: PressureTrend) -> String {
  switch trend {
  case .rising: return "↑"
  case .falling: return "↓"
  case .steady: return "→"
  @unknown default: return "?"
  }
}
