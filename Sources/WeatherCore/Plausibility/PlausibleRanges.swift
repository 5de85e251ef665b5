import FoundationEssentials

/// The physical range of every quantity a provider sends, in WeatherCore's SI units.
///
/// A number outside its range is not weather but a fault (a corrupt body, a bit flip, a
/// sentinel such as −99999), so it becomes "not available" where it enters the model (see
/// `PlausibilityCheck`). Each range holds the world record with a margin, so no real
/// observation or model value is ever refused; records from the WMO archive of weather and
/// climate extremes unless noted.
public enum PlausibleRanges {
  // MARK: - Temperature, °C

  /// Air and dew-point temperature: record low −89.2 °C (Vostok, 1983), record high 56.7 °C
  /// (Death Valley, 1913); the margin covers model grid values in the Antarctic interior.
  public static let temperature: ClosedRange<Double> = -100...70
  /// Feels-like temperature: wind chill at Antarctic lows goes below −100 °C, and the highest
  /// heat index reported is about 81 °C (Dhahran, 2003, dew point 35 °C).
  public static let apparentTemperature: ClosedRange<Double> = -130...90

  // MARK: - Moisture, fractions 0–1

  /// Relative humidity, cloud cover and chances are fractions: 0…100 % on the wire.
  public static let fraction: ClosedRange<Double> = 0...1

  // MARK: - Pressure, hPa

  /// Mean-sea-level pressure: record low 870 hPa (Typhoon Tip, 1979), record high 1083.8 hPa
  /// (Agata, Siberia, 1968; 1084.8 hPa at Tosontsengel, 2001, unofficial).
  public static let pressure: ClosedRange<Double> = 850...1100

  // MARK: - Wind, km/h and degrees

  /// Wind speed and gusts: the highest measured gust is 408 km/h (Barrow Island, Tropical
  /// Cyclone Olivia, 1996); no sustained wind comes near it.
  public static let windSpeed: ClosedRange<Double> = 0...500
  /// Direction the wind comes from; 360 is north as well as 0.
  public static let windDirection: ClosedRange<Double> = 0...360

  // MARK: - Radiation and sight

  /// UV index: the highest ever measured is 43.3 (Licancabur, Bolivia, 2003).
  public static let uvIndex: ClosedRange<Double> = 0...50
  /// Visibility, metres: the longest line of sight photographed is about 443 km (Pic
  /// Gaspard to Finestrelles, 2016); Open-Meteo caps its values at a few tens of km.
  public static let visibility: ClosedRange<Double> = 0...1_000_000

  // MARK: - Precipitation, mm

  /// Precipitation intensity, mm/h: the record minute, 31.2 mm (Unionville, Maryland, 1956),
  /// is 1,872 mm/h; a 15-minute or hourly rate is far lower.
  public static let precipitationIntensity: ClosedRange<Double> = 0...2000
  /// Precipitation in one hour: record 305 mm (Holt, Missouri, 1947), with a margin for a
  /// model's grid value.
  public static let hourlyPrecipitation: ClosedRange<Double> = 0...500
  /// Precipitation in one day: record 1,825 mm (Foc-Foc, La Réunion, 1966).
  public static let dailyPrecipitation: ClosedRange<Double> = 0...2000
  /// Snowfall in one hour, mm of snow depth: an hour of the record day below is under 200 mm.
  public static let hourlySnowfall: ClosedRange<Double> = 0...1000
  /// Snowfall in one day, mm of snow depth: 1,930 mm in 24 h (Silver Lake, Colorado, 1921);
  /// 2,560 mm in 18 h is claimed for Capracotta (2015).
  public static let dailySnowfall: ClosedRange<Double> = 0...3000
  /// A total over 30 days (the climate comparisons): 9,300 mm of rain fell at Cherrapunji in
  /// July 1861, the wettest month on record.
  public static let monthlyPrecipitation: ClosedRange<Double> = 0...12000

  // MARK: - Places

  /// Elevation, metres: the Dead Sea shore lies at about −430 m, Everest's summit at 8,849 m.
  public static let elevation: ClosedRange<Double> = -500...9000
  public static let latitude: ClosedRange<Double> = -90...90
  public static let longitude: ClosedRange<Double> = -180...180
  /// Population of a place: no place has more people than the world (about 8.1 billion).
  public static let population: ClosedRange<Double> = 0...9_000_000_000

  // MARK: - Time

  /// Any instant from a provider, unix seconds 1900-01-01…2200-01-01: the ERA5 archive starts
  /// in 1940 and no forecast reaches past this century, while calendar arithmetic on instants
  /// far outside (1e19 s) gives nonsense years.
  public static let instant: ClosedRange<Double> = -2_208_988_800...7_258_118_400
  /// The calendar years of `instant`, for dates that come as "yyyy-mm-dd": a daily history
  /// spanning years 0001…9999 would make the normals walk 366 dates × 10,000 years.
  public static let calendarYear: ClosedRange<Int> = 1900...2199
  /// A forecast step's length, seconds: one minute (WeatherKit) to one day.
  public static let stepDuration: ClosedRange<Double> = 1...86_400
  /// How far sunrise and sunset may lie from the local midnight starting their day: the day
  /// itself, plus a day either way for a zone mislabelled by hours.
  public static let solarEventOffset: ClosedRange<Double> = -86_400...(2 * 86_400)
}
