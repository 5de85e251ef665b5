import Crypto
import FoundationEssentials
import WeatherCore

/// Makes the ES256 JSON Web Token WeatherKit wants in `Authorization: Bearer …`, and reuses it
/// until shortly before it expires.
///
/// The token and the key stay inside: `description` shows neither, and nothing here logs.
public final class WeatherKitTokenSigner: @unchecked Sendable, CustomStringConvertible {
  /// How long a token is valid (Apple accepts longer; an hour limits the harm of a leak).
  public static let lifetime: TimeInterval = 3600
  /// A token with less than this left is replaced, so it never expires in flight.
  public static let renewalMargin: TimeInterval = 300

  private let credentials: WeatherKitCredentials
  private let key: P256.Signing.PrivateKey
  private let lock = ThreadLock()
  private var current: (token: String, issued: Date, expires: Date)?

  /// Loads the key from `credentials.keyFile`; throws `WeatherKitError` when it cannot be used.
  public convenience init(credentials: WeatherKitCredentials) throws {
    self.init(
      credentials: credentials, key: try WeatherKitSigningKey.load(path: credentials.keyFile))
  }

  init(credentials: WeatherKitCredentials, key: P256.Signing.PrivateKey) {
    self.credentials = credentials
    self.key = key
  }

  public var description: String {
    "WeatherKitTokenSigner(kid: \(credentials.keyID), id: \(credentials.headerID))"
  }

  /// A token valid at `now` for at least `renewalMargin` more seconds: the previous one while
  /// it is, else a newly signed one. `now` is the caller's clock, so tests can move time.
  public func token(now: Date) throws -> String {
    lock.lock()
    defer { lock.unlock() }
    // A clock that went backwards past the issue time gets a new token too: Apple refuses an
    // `iat` in the future.
    if let current, now >= current.issued,
      current.expires.timeIntervalSince(now) > Self.renewalMargin
    {
      return current.token
    }
    let token = try sign(now: now)
    let issued = Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
    current = (token, issued, issued.addingTimeInterval(Self.lifetime))
    return token
  }

  /// Forgets the cached token, e.g. after WeatherKit refused it.
  public func invalidate() {
    lock.lock()
    current = nil
    lock.unlock()
  }

  // MARK: - JWT

  private func sign(now: Date) throws -> String {
    let issuedAt = Int(now.timeIntervalSince1970.rounded(.down))
    let header: [String: String] = [
      "alg": "ES256", "kid": credentials.keyID, "id": credentials.headerID, "typ": "JWT",
    ]
    let claims = Claims(
      iss: credentials.teamID, iat: issuedAt, exp: issuedAt + Int(Self.lifetime),
      sub: credentials.serviceID)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let signingInput =
      Self.base64URL(try encoder.encode(header)) + "." + Self.base64URL(try encoder.encode(claims))
    // ES256 in JOSE is the raw 64-byte r‖s, not DER.
    let signature = try key.signature(for: Data(signingInput.utf8))
    return signingInput + "." + Self.base64URL(signature.rawRepresentation)
  }

  private struct Claims: Encodable {
    var iss: String
    var iat: Int
    var exp: Int
    var sub: String
  }

  /// Base64url without padding (RFC 7515 §2).
  static func base64URL(_ data: Data) -> String {
    data.base64EncodedString()
      .replacing("+", with: "-")
      .replacing("/", with: "_")
      .replacing("=", with: "")
  }
}
