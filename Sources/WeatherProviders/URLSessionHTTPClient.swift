import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `HTTPClient` over URLSession (libcurl on Linux) with the app's timeouts and identity.
public final class URLSessionHTTPClient: HTTPClient {
  /// Sent with every request so providers can tell who is calling.
  public static let userAgent = "weathertui/0.1 (+https://github.com/weathertui/weathertui)"

  private let session: URLSession
  private let totalTimeout: TimeInterval

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
    self.totalTimeout = totalTimeout
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
      (data, response) = try await fetch(request)
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

  // MARK: - Transfer

  /// Runs the data task with a whole-request deadline of our own: libcurl-based URLSession
  /// does not enforce `timeoutIntervalForResource`, so a server trickling bytes would hang us.
  private func fetch(_ request: URLRequest) async throws -> (Data, URLResponse) {
    let pending = PendingTransfer()
    let session = self.session
    let deadline = totalTimeout
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request) { data, response, error in
          if let error {
            pending.finish(.failure(error))
          } else if let response {
            pending.finish(.success((data ?? Data(), response)))
          } else {
            pending.finish(.failure(URLError(.badServerResponse)))
          }
        }
        guard pending.start(continuation, task: task) else { return }
        task.resume()
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline) {
          pending.finish(.failure(URLError(.timedOut)))
        }
      }
    } onCancel: {
      pending.finish(.failure(CancellationError()))
    }
  }

  // MARK: - Errors

  static func clientError(_ error: Error, host: String) -> HTTPClientError {
    if error is CancellationError {
      return HTTPClientError(kind: .other, host: host, reason: "the request was cancelled")
    }
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

/// One transfer's continuation, resumed exactly once by whichever comes first: the answer,
/// the deadline or cancellation; the losers cancel the task and are ignored.
private final class PendingTransfer: @unchecked Sendable {
  typealias Outcome = Result<(Data, URLResponse), Error>
  private let lock = NSLock()
  private var continuation: CheckedContinuation<(Data, URLResponse), Error>?
  private var task: URLSessionDataTask?
  private var early: Outcome?
  private var done = false

  /// Registers the continuation; false when the transfer already ended (cancelled first).
  func start(_ continuation: CheckedContinuation<(Data, URLResponse), Error>, task: URLSessionDataTask)
    -> Bool
  {
    lock.lock()
    if let early {
      done = true
      lock.unlock()
      continuation.resume(with: early)
      return false
    }
    self.continuation = continuation
    self.task = task
    lock.unlock()
    return true
  }

  func finish(_ outcome: Outcome) {
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    guard let continuation else {
      if early == nil { early = outcome }
      lock.unlock()
      return
    }
    done = true
    let task = self.task
    // The deadline timer keeps this object alive for `totalTimeout`; let the finished task go now.
    self.task = nil
    self.continuation = nil
    lock.unlock()
    if case .failure = outcome { task?.cancel() }
    continuation.resume(with: outcome)
  }
}
