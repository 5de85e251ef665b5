import Crypto
import FoundationEssentials
import SystemFiles
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// Reads the WeatherKit `.p8` private key, refusing a file that others may read (as ssh does).
///
/// Messages name the path and the fix, never the file's contents.
enum WeatherKitSigningKey {
  /// The key in `path`; throws `WeatherKitError` when it is missing, readable by group or others,
  /// unreadable, or not a P-256 private key in PEM.
  static func load(path: String) throws -> P256.Signing.PrivateKey {
    let expanded = PathText.expandingTilde(in: path)
    var info = stat()
    guard stat(expanded, &info) == 0 else {
      throw WeatherKitError.keyFileMissing(path: expanded)
    }
    let mode = Int(info.st_mode) & 0o777
    if mode & 0o077 != 0 {
      throw WeatherKitError.keyFileTooOpen(path: expanded, mode: mode)
    }
    guard let data = FileManager.default.contents(atPath: expanded),
      let pem = String(data: data, encoding: .utf8)
    else {
      throw WeatherKitError.keyFileUnreadable(path: expanded)
    }
    do {
      return try P256.Signing.PrivateKey(pemRepresentation: pem)
    } catch {
      // The underlying error is dropped on purpose: it could quote bytes of the key.
      throw WeatherKitError.keyFileNotAKey(path: expanded)
    }
  }
}
