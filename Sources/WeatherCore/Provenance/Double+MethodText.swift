extension Double {
  /// A constant as a method text states it: "1" for 1.0, "0.5" for 0.5. For the texts made
  /// from the constants the code uses (`PressureTrend.method`, `WeatherChange.method`, …).
  public var methodText: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
