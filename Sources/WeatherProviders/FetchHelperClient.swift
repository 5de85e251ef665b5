import Dispatch
import FoundationEssentials
import WeatherCore

/// `HTTPClient` that hands each request to a fetch helper: a child process that runs libcurl
/// (`FetchHelperServer`) and ends once it has been idle for a while, as git leaves HTTPS to
/// git-remote-https.
///
/// libcurl brings some thirty libraries (OpenSSL, GnuTLS, Kerberos, LDAP, ...) that stay mapped,
/// and partly dirty, for the life of the process that loads them: 8 MB, more than half of the
/// dashboard's resident memory. A wall display refreshes every ten minutes and idles in between,
/// so it keeps that memory only for the seconds a refresh takes. The helper starts on the first
/// request and serves every request that comes while it lives, so a refresh's requests still
/// share connections. A helper that ends while requests wait for it is reported as the failure
/// of those requests, except when it ended idle before reading them: they go to a new helper.
public final class FetchHelperClient: HTTPClient, @unchecked Sendable {
  /// How to start a helper: the executable and its arguments, argument zero first.
  public struct Command: Sendable {
    public var executable: String
    public var arguments: [String]

    public init(executable: String, arguments: [String]) {
      self.executable = executable
      self.arguments = arguments
    }
  }

  /// Times a request is given to a new helper after the one it went to ended idle unread.
  static let maximumAttempts = 3

  /// How long past a request's own total timeout the helper may stay silent before it counts as
  /// stuck: it is then ended, and the requests waiting on it fail.
  static let silenceGrace: Double = 5

  private let command: Command
  private let idleTimeout: TimeInterval
  private let totalTimeout: TimeInterval

  private let lock = ThreadLock()
  // Under `lock`:
  private var helper: FetchHelperProcess?
  private var waiting: [UInt32: WaitingRequest] = [:]
  private var lastID: UInt32 = 0

  /// A running helper's reader holds its client, so a client outlives its helper, which ends
  /// by idling; nothing is left to close when the client goes.
  ///
  /// - Parameters:
  ///   - idleTimeout: seconds without any data (also caps connecting) before giving up.
  ///   - totalTimeout: seconds the whole request may take.
  public init(command: Command, idleTimeout: TimeInterval = 5, totalTimeout: TimeInterval = 15) {
    self.command = command
    self.idleTimeout = idleTimeout
    self.totalTimeout = totalTimeout
  }

  // MARK: - Requests

  public func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
    let host = url.host ?? url.absoluteString
    let request = FetchRequest(
      url: url.absoluteString, headers: headers,
      idleTimeoutMilliseconds: Self.milliseconds(idleTimeout), totalTimeoutMilliseconds: Self.milliseconds(totalTimeout)
    )
    let waiter = lock.withLock {
      lastID &+= 1
      return WaitingRequest(id: lastID, host: host, request: request)
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let refusal: HTTPClientError? = lock.withLock {
          if waiter.cancelled { return waiter.failure(reason: "the request was cancelled") }
          waiter.continuation = continuation
          waiting[waiter.id] = waiter
          return sendLocked(waiter)
        }
        if let refusal { continuation.resume(throwing: refusal) }
      }
    } onCancel: {
      lock.withLock {
        waiter.cancelled = true
        // The helper stops the transfer, which then answers as cancelled.
        if waiting[waiter.id] === waiter { _ = waiter.helper?.send(.cancel(id: waiter.id)) }
      }
    }
  }

  /// Sends `waiter`'s request to the helper, starting one when none runs; the failure that ends
  /// the request when no helper can be started (the request is then no longer waiting).
  private func sendLocked(_ waiter: WaitingRequest) -> HTTPClientError? {
    if helper == nil {
      do {
        let started = try FetchHelperProcess.start(executable: command.executable, arguments: command.arguments)
        helper = started
        DispatchQueue(label: "weathertui.fetch-helper-reader").async { self.read(from: started) }
      } catch {
        waiting[waiter.id] = nil
        return waiter.failure(reason: error.reason)
      }
    }
    waiter.helper = helper
    waiter.sentAt = Self.now()
    // A failed send means the helper is ending; its reader then finds this request unanswered.
    _ = helper?.send(.request(id: waiter.id, waiter.request))
    return nil
  }

  // MARK: - Answers

  /// Delivers the helper's answers until it ends, then settles what it left unanswered.
  private func read(from process: FetchHelperProcess) {
    var stream = FetchFrameStream()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    let silence = totalTimeout + Self.silenceGrace
    var stuck = false
    var corrupt: String?
    reading: while true {
      guard let count = process.receive(into: &chunk, timeoutMilliseconds: Int32(clamping: Int(silence * 1000))) else {
        // Nothing for a while: fine when nobody waits, a stuck helper when a request is overdue.
        let deadline = Self.now() - silence
        let overdue = lock.withLock { waiting.values.contains { $0.helper === process && $0.sentAt < deadline } }
        if overdue {
          stuck = true
          process.kill()
          break reading
        }
        continue
      }
      guard count > 0 else { break }
      chunk.withUnsafeBytes { stream.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
      do {
        while let frame = try stream.next() {
          guard deliver(frame) else {
            corrupt = "it sent a request"
            break reading
          }
        }
      } catch {
        corrupt = error.reason
        break reading
      }
    }
    if corrupt != nil { process.kill() }
    let ending = process.waitForExit()
    let endedIdle = !stuck && corrupt == nil && ending.status == FetchHelperServer.Ending.idle.rawValue
    let reason =
      if stuck { "the fetch helper stopped answering" } else if let corrupt {
        "the fetch helper's answer is corrupt (\(corrupt))"
      } else if let signal = ending.signal {
        "the fetch helper was ended by signal \(signal)"
      } else {
        "the fetch helper ended (exit status \(ending.status ?? -1))"
      }
    var failed: [(WaitingRequest, HTTPClientError)] = []
    lock.withLock {
      if helper === process { helper = nil }
      process.close()
      let unanswered = waiting.values.filter { $0.helper === process }
      for waiter in unanswered {
        waiter.attempts += 1
        if endedIdle && waiter.attempts < Self.maximumAttempts && !waiter.cancelled {
          if let refusal = sendLocked(waiter) { failed.append((waiter, refusal)) }
        } else {
          waiting[waiter.id] = nil
          let error =
            waiter.cancelled
            ? waiter.failure(reason: "the request was cancelled")
            : waiter.failure(kind: stuck ? .timedOut : .other, reason: reason)
          failed.append((waiter, error))
        }
      }
    }
    for (waiter, error) in failed { waiter.continuation?.resume(throwing: error) }
  }

  /// Hands an answer to its request; false when the frame is not an answer at all.
  private func deliver(_ frame: FetchFrame) -> Bool {
    switch frame {
    case .response(let id, let response):
      lock.withLock { waiting.removeValue(forKey: id) }?.continuation?.resume(returning: response)
    case .failure(let id, let kind, let reason):
      if let waiter = lock.withLock({ waiting.removeValue(forKey: id) }) {
        waiter.continuation?.resume(throwing: waiter.failure(kind: kind, reason: reason))
      }
    case .request, .cancel:
      return false
    }
    return true
  }

  // MARK: - Time

  private static func milliseconds(_ seconds: TimeInterval) -> UInt32 {
    UInt32(clamping: Int((max(0.001, min(seconds, 86_400)) * 1000).rounded(.up)))
  }

  /// Seconds on the monotonic clock.
  private static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }
}

// MARK: - A request in flight

/// A request between `get` and its answer; its fields change under the client's lock only.
private final class WaitingRequest: @unchecked Sendable {
  let id: UInt32
  let host: String
  let request: FetchRequest
  var continuation: CheckedContinuation<HTTPResponse, Error>?
  /// The helper the request was last sent to.
  var helper: FetchHelperProcess?
  var sentAt: Double = 0
  var attempts = 0
  var cancelled = false

  init(id: UInt32, host: String, request: FetchRequest) {
    self.id = id
    self.host = host
    self.request = request
  }

  func failure(kind: HTTPClientError.Kind = .other, reason: String) -> HTTPClientError {
    HTTPClientError(kind: kind, host: host, reason: reason)
  }
}
