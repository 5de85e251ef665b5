import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `HTTPClient` over URLSession (libcurl on Linux) with the app's timeouts and identity.
public final class URLSessionHTTPClient: HTTPClient {
  /// Sent with every request so providers can tell who is calling.
  public static let userAgent = "weathertui/0.1 (+https://github.com/weathertui/weathertui)"

  private let session: URLSession

  /// - Parameters:
  ///   - idleTimeout: seconds without any data (also covers connecting) before giving up.
  ///   - totalTimeout: seconds the whole request may take.
  public init(idleTimeout: TimeInterval = 5, totalTimeout: TimeInterval = 15) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = idleTimeout
    configuration.timeoutIntervalForResource = totalTimeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    session = URLSession(configuration: configuration)
  }

  deinit { session.finishTasksAndInvalidate() }

  public func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    request.setValue("gzip", forHTTPHeaderField: "Accept-Encoding")
    request.setValue(Self.userAgent, forHTTPHeaderField: "User-Agent")
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let host = url.host ?? url.absoluteString
    let (data, response): (Data, URLResponse)
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      throw Self.clientError(error, host: host)
    }
    guard let http = response as? HTTPURLResponse else {
      throw HTTPClientError(kind: .other, host: host, reason: "the answer was not HTTP")
    }
    var fields: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      fields[String(describing: name)] = String(describing: value)
    }
    return HTTPResponse(status: http.statusCode, headers: fields, body: data)
  }

  // MARK: - Errors

  static func clientError(_ error: Error, host: String) -> HTTPClientError {
    guard let urlError = error as? URLError else {
      return HTTPClientError(kind: .other, host: host, reason: error.localizedDescription)
    }
    switch urlError.code {
    case .timedOut:
      return HTTPClientError(kind: .timedOut, host: host, reason: "the request timed out")
    case .cannotConnectToHost:
      return HTTPClientError(kind: .cannotConnect, host: host, reason: "connection refused")
    case .cannotFindHost, .dnsLookupFailed:
      return HTTPClientError(kind: .cannotConnect, host: host, reason: "host name not found (DNS)")
    case .notConnectedToInternet:
      return HTTPClientError(kind: .cannotConnect, host: host, reason: "no network connection")
    case .networkConnectionLost:
      return HTTPClientError(kind: .other, host: host, reason: "the connection broke off mid-answer")
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return HTTPClientError(kind: .other, host: host, reason: "TLS connection failed")
    default:
      return HTTPClientError(kind: .other, host: host, reason: urlError.localizedDescription)
    }
  }
}
