import Dispatch
import FoundationEssentials
import Glibc
import WeatherCore

/// The fetch helper's side: performs the requests that arrive on its input with libcurl and
/// writes each answer to its output as it completes, until its input has been silent, with
/// nothing in flight, for the linger time.
///
/// Transfers share one connection cache (`CurlHTTPClient.connections`), so the requests of one
/// refresh reuse their connections as they did in the dashboard's own process.
public enum FetchHelperServer {
  /// How the helper ended.
  public enum Ending: Int32, Sendable {
    /// Silent for the linger time with nothing in flight, or the dashboard closed the socket:
    /// no request was lost, so the dashboard may send again to a new helper.
    case idle = 0
    /// The input could not be read, or an answer not written.
    case brokenSocket = 1
    /// The input was not a run of frames.
    case corruptInput = 3
  }

  /// Serves until idle; returns how it ended, for the exit status.
  public static func serve(input: Int32 = 0, output: Int32 = 1, lingerSeconds: Double) -> Ending {
    let transfers = RunningTransfers(output: output)
    var stream = FetchFrameStream()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    let lingerMilliseconds = Int32(clamping: Int((max(0, lingerSeconds) * 1000).rounded()))
    while true {
      var watch = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      // While transfers run, a short linger must not turn the wait into a spin: the helper then
      // looks again every quarter second for its last transfer to have ended.
      let ready = poll(&watch, 1, transfers.isEmpty ? lingerMilliseconds : max(lingerMilliseconds, 250))
      if ready < 0 {
        if errno == EINTR { continue }
        return .brokenSocket
      }
      if ready == 0 {
        if transfers.isEmpty { return .idle }
        continue
      }
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .brokenSocket
      }
      // The dashboard has gone (or let the helper go): what is still in flight has nobody to answer.
      if count == 0 { return .idle }
      chunk.withUnsafeBytes { stream.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
      do {
        while let frame = try stream.next() {
          switch frame {
          case .request(let id, let request): transfers.start(id: id, request)
          case .cancel(let id): transfers.cancel(id: id)
          case .response, .failure: return .corruptInput
          }
        }
      } catch {
        return .corruptInput
      }
    }
  }
}

// MARK: - Transfers in flight

/// The transfers under way, each on a thread of its own, and the one output they share.
private final class RunningTransfers: @unchecked Sendable {
  private let output: Int32
  private let lock = ThreadLock()
  /// Held while a frame is written, apart from `lock`, so a slow reader on the other side never
  /// stops the helper from reading its input.
  private let writing = ThreadLock()
  private var running: [UInt32: CurlTransfer] = [:]

  init(output: Int32) { self.output = output }

  var isEmpty: Bool { lock.withLock { running.isEmpty } }

  func start(id: UInt32, _ request: FetchRequest) {
    guard let url = URL(string: request.url), let host = url.host else {
      write(.failure(id: id, kind: .other, reason: "the address is not a usable http(s) URL"))
      return
    }
    if let failure = CurlHTTPClient.libraryFailure {
      write(.failure(id: id, kind: .other, reason: failure))
      return
    }
    let limits = CurlTransfer.Limits(
      idleTimeout: Double(request.idleTimeoutMilliseconds) / 1000,
      totalTimeout: Double(request.totalTimeoutMilliseconds) / 1000,
      maximumBodyBytes: CurlHTTPClient.maximumBodyBytes)
    let transfer = CurlTransfer(
      url: url, headers: request.headers, userAgent: CurlHTTPClient.userAgent, host: host, limits: limits)
    lock.withLock { running[id] = transfer }
    // A serial queue of its own per transfer, as in CurlHTTPClient: libcurl blocks its thread.
    DispatchQueue(label: "weathertui.fetch-transfer").async {
      let frame: FetchFrame =
        switch transfer.perform() {
        case .success(let response): .response(id: id, response)
        case .failure(let error): .failure(id: id, kind: error.kind, reason: error.reason)
        }
      // Written before the transfer leaves the table, so the helper never looks idle while an
      // answer is still on its way out.
      self.write(frame)
      self.lock.withLock { _ = self.running.removeValue(forKey: id) }
    }
  }

  func cancel(id: UInt32) { lock.withLock { running[id] }?.cancel() }

  /// Writes a whole frame; the frames of different transfers never interleave.
  private func write(_ frame: FetchFrame) {
    let bytes = frame.encoded()
    writing.withLock {
      var written = 0
      while written < bytes.count {
        let count = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress! + written, bytes.count - written) }
        if count < 0 && errno == EINTR { continue }
        // Nobody is reading: the dashboard has gone, and so does the helper.
        guard count > 0 else { _exit(FetchHelperServer.Ending.brokenSocket.rawValue) }
        written += count
      }
    }
  }
}
