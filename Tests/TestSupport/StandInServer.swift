import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny real HTTP/1.1 server on 127.0.0.1 for tests: an OS-assigned port, one thread per
/// connection, one request per connection (`Connection: close`), no dependencies.
///
/// ```swift
/// let server = try StandInServer { request in StandInResponse(text: "{}") }
/// defer { server.stop() }
/// // … point a client at server.baseURL, then inspect server.requests
/// ```
public final class StandInServer: @unchecked Sendable {
  /// Produces the answer for one request; called on the connection's thread.
  public typealias Handler = @Sendable (StandInRequest) -> StandInResponse

  /// "http://127.0.0.1:PORT".
  public let baseURL: URL
  public let port: UInt16
  /// The listening socket's inode, as `/proc/net/tcp` shows it: proof of which socket holds a
  /// port, since another server may be given the same port once this one frees it.
  public let listenerInode: UInt64

  private let handler: Handler
  private let keepsLog: Bool
  private let listenSocket: Int32
  private let lock = NSLock()
  private var recorded: [StandInRequest] = []
  private var active = 0
  private var peakActive = 0
  private var stopped = false
  private var listenerClosed = false

  // MARK: - Life cycle

  /// Binds 127.0.0.1 on a port the OS picks and starts accepting connections. `keepsLog: false`
  /// leaves `requests` empty, for memory tests where the log's own growth would be noise.
  public init(keepsLog: Bool = true, handler: @escaping Handler) throws {
    self.handler = handler
    self.keepsLog = keepsLog
    // CLOEXEC: helper programs the tests start (tmux servers live on) must not inherit it.
    let fd = socket(AF_INET, Self.streamType | Self.closeOnExec, 0)
    guard fd >= 0 else { throw StandInServerError.socket("socket", errno) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    guard Loopback.bind(fd, port: 0) == 0, listen(fd, 64) == 0, let bound = Loopback.boundPort(of: fd) else {
      let code = errno
      close(fd)
      throw StandInServerError.socket("bind/listen", code)
    }
    var status = stat()
    listenerInode = fstat(fd, &status) == 0 ? UInt64(status.st_ino) : 0
    listenSocket = fd
    port = bound
    baseURL = URL(string: "http://127.0.0.1:\(port)")!
    // Weak: a server nobody holds any more stops by itself (deinit), even without stop().
    let thread = Thread { [weak self] in
      while let server = self, server.acceptOnce() {}
    }
    thread.name = "StandInServer accept"
    thread.start()
  }

  /// Stops accepting connections; requests being answered finish on their own threads.
  public func stop() {
    lock.lock()
    let wasStopped = stopped
    stopped = true
    lock.unlock()
    if !wasStopped { shutdown(listenSocket, Int32(SHUT_RDWR)) }
  }

  deinit {
    stop()
    closeListener()
  }

  // MARK: - What happened

  /// Every request received so far, in arrival order.
  public var requests: [StandInRequest] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  /// The largest number of requests that were being answered at the same time.
  public var maxConcurrentRequests: Int {
    lock.lock()
    defer { lock.unlock() }
    return peakActive
  }

  // MARK: - Serving

  public static var streamType: Int32 {
    #if canImport(Glibc)
      Int32(SOCK_STREAM.rawValue)
    #else
      SOCK_STREAM
    #endif
  }

  public static var closeOnExec: Int32 {
    #if canImport(Glibc)
      Int32(SOCK_CLOEXEC.rawValue)
    #else
      0
    #endif
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  /// Waits up to 50 ms for a connection and hands it to its own thread; false once stopped.
  private func acceptOnce() -> Bool {
    if isStopped {
      closeListener()
      return false
    }
    // poll so that stop() is noticed even if shutdown() does not wake accept().
    var pfd = pollfd(fd: listenSocket, events: Int16(POLLIN), revents: 0)
    guard poll(&pfd, 1, 50) > 0, !isStopped else { return true }
    let client = accept(listenSocket, nil, nil)
    if client >= 0 {
      _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      let thread = Thread { [self] in serve(client) }
      thread.name = "StandInServer connection"
      thread.start()
    }
    return true
  }

  private func closeListener() {
    lock.lock()
    defer { lock.unlock() }
    if !listenerClosed {
      listenerClosed = true
      close(listenSocket)
    }
  }

  private func serve(_ client: Int32) {
    defer { close(client) }
    guard let request = StandInRequestReader.read(from: client) else { return }
    lock.lock()
    if keepsLog { recorded.append(request) }
    active += 1
    peakActive = max(peakActive, active)
    lock.unlock()
    let response = handler(request)
    if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
    lock.lock()
    active -= 1
    lock.unlock()
    send(response, to: client)
  }

  private func send(_ response: StandInResponse, to client: Int32) {
    var head = "HTTP/1.1 \(response.status) \(Self.reasonPhrase(response.status))\r\n"
    var headers = response.headers
    headers["Content-Length"] = String(response.body.count)
    headers["Connection"] = "close"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    head += "\r\n"
    let body = response.cutAfter.map { response.body.prefix($0) } ?? response.body
    guard let interval = response.trickleInterval, body.count > 1 else {
      write(Data(head.utf8) + body, to: client)
      return
    }
    guard write(Data(head.utf8), to: client) else { return }
    let size = max(1, (body.count + response.chunkCount - 1) / response.chunkCount)
    var start = body.startIndex
    while start < body.endIndex {
      Thread.sleep(forTimeInterval: interval)
      let end = min(start + size, body.endIndex)
      guard write(body[start..<end], to: client) else { return }
      start = end
    }
  }

  /// Sends all of `bytes`; false when the client has gone.
  @discardableResult
  private func write(_ bytes: Data, to client: Int32) -> Bool {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        // MSG_NOSIGNAL: a client that gave up (timeout test) must not kill the test process.
        let sent = Glibc.send(
          client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        if sent <= 0 { return false }
        offset += sent
      }
      return true
    }
  }

  private static func reasonPhrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }
}

/// Why the stand-in server could not start.
public enum StandInServerError: Error, CustomStringConvertible {
  case socket(String, Int32)

  public var description: String {
    switch self {
    case .socket(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
    }
  }
}
