import CCurl
import Dispatch
import FoundationEssentials

/// `HTTPClient` over libcurl's easy API, with the app's timeouts and identity.
///
/// Replaces URLSession on Linux, whose libcurl glue leaks about 1 KB per request (a URL handle
/// freed with `curl_free` instead of `curl_url_cleanup`), which a wall display refreshing for
/// days cannot afford. Each request owns one easy handle, created and cleaned up around it.
public final class CurlHTTPClient: HTTPClient {
  /// Sent with every request so providers can tell who is calling.
  public static let userAgent = "weathertui/0.1 (+https://github.com/weathertui/weathertui)"

  /// Answers larger than this are refused rather than held in memory.
  public static let maximumBodyBytes = 64 << 20

  /// libcurl is loaded and `curl_global_init` run before any handle exists, on the first request
  /// (Swift runs this exactly once); nil when ready, else why not.
  static let libraryFailure: String? = weathertui_curl_load().map { String(cString: $0) }

  /// The process's one connection cache (with DNS and TLS sessions), shared by every transfer:
  /// a cold start opens one connection per host, not one per request.
  static let connections = ConnectionShare(pointer: libraryFailure == nil ? weathertui_curl_share_create() : nil)

  /// The certificates TLS connections trust, as chosen when libcurl loaded ("file none,
  /// directory /etc/ssl/certs (libcurl's directory)"); nil when libcurl cannot load.
  static var trustStore: String? {
    libraryFailure == nil ? String(cString: weathertui_curl_trust_store()) : nil
  }

  /// libcurl's share handle; its own locks make it safe to use from any thread.
  struct ConnectionShare: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer?
  }

  private let limits: CurlTransfer.Limits

  /// - Parameters:
  ///   - idleTimeout: seconds without any data (also caps connecting) before giving up.
  ///   - totalTimeout: seconds the whole request may take.
  public init(idleTimeout: TimeInterval = 5, totalTimeout: TimeInterval = 15) {
    limits = CurlTransfer.Limits(
      idleTimeout: idleTimeout, totalTimeout: totalTimeout, maximumBodyBytes: Self.maximumBodyBytes)
  }

  public func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
    let host = url.host ?? url.absoluteString
    if let failure = Self.libraryFailure {
      throw HTTPClientError(kind: .other, host: host, reason: failure)
    }
    let transfer = CurlTransfer(
      url: url, headers: headers, userAgent: Self.userAgent, host: host, limits: limits)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // `curl_easy_perform` blocks for up to the whole timeout. A serial queue of its own
        // runs on Dispatch's overcommit pool, which adds a thread when all are busy; a shared
        // concurrent queue would share the cooperative pool's few threads (one per core on
        // Linux), and two slow transfers on 2 cores would stall every task until they time out.
        // Not a Foundation Thread each: those cost about 10 KB of resident memory apiece.
        DispatchQueue(label: "weathertui.curl-transfer").async {
          continuation.resume(with: transfer.perform())
        }
      }
    } onCancel: {
      transfer.cancel()
    }
  }
}
