// CLLocation: Apple's CoreLocation, or on Linux the module of the same name in this package, so
// that `import WeatherKitCompat` alone is enough, and `import CoreLocation` still compiles.
@_exported import CoreLocation
