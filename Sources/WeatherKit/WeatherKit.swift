// WeatherKit's API under WeatherKit's own module name on Linux, so that Apple's sample code,
// which says `import WeatherKit`, compiles unchanged. `WeatherKitCompat` stays the explicit
// name of the same API; on Apple platforms `import WeatherKit` is Apple's framework.
#if !canImport(Darwin)
  @_exported import WeatherKitCompat
#endif
