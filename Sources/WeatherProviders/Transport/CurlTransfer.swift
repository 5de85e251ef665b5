import CCurl
import FoundationEssentials
import WeatherCore

/// One GET request on its own libcurl easy handle: set up, performed, cleaned up.
///
/// `perform()` runs on one thread; only `cancel()` comes from another, hence the lock.
final class CurlTransfer: @unchecked Sendable {
  /// Idle connections the process keeps open for reuse, over all hosts.
  static let keptConnections = 32

  /// The time and size bounds of a transfer.
  struct Limits: Sendable {
    var idleTimeout: TimeInterval
    var totalTimeout: TimeInterval
    var maximumBodyBytes: Int
  }

  private let url: URL
  private let headers: [String: String]
  private let userAgent: String
  let host: String
  let limits: Limits

  private let lock = ThreadLock()
  private var cancelled = false

  // Filled by the libcurl callbacks during `perform()`, on its thread only.
  fileprivate var body = Data()
  fileprivate var responseHeaders: [String: String] = [:]
  fileprivate var bodyTooLarge = false

  init(url: URL, headers: [String: String], userAgent: String, host: String, limits: Limits) {
    self.url = url
    self.headers = headers
    self.userAgent = userAgent
    self.host = host
    self.limits = limits
  }

  // MARK: - Cancellation

  /// Makes the running (or next) transfer stop at libcurl's next progress call.
  func cancel() { lock.withLock { cancelled = true } }

  var isCancelled: Bool { lock.withLock { cancelled } }

  // MARK: - Transfer

  /// Runs the request to its end; blocks the calling thread.
  func perform() -> Result<HTTPResponse, HTTPClientError> {
    if isCancelled { return .failure(failure(reason: "the request was cancelled")) }
    guard let handle = weathertui_curl_easy_init() else {
      return .failure(failure(reason: "libcurl could not start a transfer"))
    }
    defer { weathertui_curl_easy_cleanup(handle) }
    var headerList: UnsafeMutablePointer<curl_slist>?
    defer { weathertui_curl_slist_free_all(headerList) }
    do {
      headerList = try requestHeaderList()
      try configure(handle, headerList: headerList)
    } catch {
      return .failure(error)
    }
    let context = Unmanaged.passUnretained(self).toOpaque()
    let code = withExtendedLifetime(self) {
      [CURLOPT_WRITEDATA, CURLOPT_HEADERDATA, CURLOPT_XFERINFODATA].forEach {
        _ = weathertui_curl_setopt_pointer(handle, $0, context)
      }
      return weathertui_curl_easy_perform(handle)
    }
    guard code == CURLE_OK else { return .failure(error(for: code, handle: handle)) }
    var status = 0
    _ = weathertui_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
    return .success(HTTPResponse(status: status, headers: responseHeaders, body: body))
  }

  // MARK: - Setup

  /// The caller's header fields as libcurl's list; refuses fields that would break the request.
  private func requestHeaderList() throws(HTTPClientError) -> UnsafeMutablePointer<curl_slist>? {
    var list: UnsafeMutablePointer<curl_slist>?
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      let forbidden: Set<Unicode.Scalar> = ["\r", "\n", "\0"]
      guard !name.isEmpty, !name.unicodeScalars.contains(where: { forbidden.contains($0) || $0 == ":" || $0 == " " }),
        !value.unicodeScalars.contains(where: forbidden.contains)
      else {
        weathertui_curl_slist_free_all(list)
        throw failure(reason: "request header \"\(name)\" has a line break or colon; remove it")
      }
      // libcurl reads "Name:" as "drop this header" and "Name;" as "send it empty".
      let line = value.isEmpty ? "\(name);" : "\(name): \(value)"
      guard let extended = weathertui_curl_slist_append(list, line) else {
        weathertui_curl_slist_free_all(list)
        throw failure(reason: "out of memory building the request")
      }
      list = extended
    }
    return list
  }

  private func configure(_ handle: UnsafeMutableRawPointer, headerList: UnsafeMutablePointer<curl_slist>?)
    throws(HTTPClientError)
  {
    let idleSeconds = max(1, Int(limits.idleTimeout.rounded(.up)))
    let connectMilliseconds = Int(min(limits.idleTimeout, limits.totalTimeout) * 1000)
    var codes = [
      weathertui_curl_setopt_string(handle, CURLOPT_URL, url.absoluteString),
      weathertui_curl_setopt_long(handle, CURLOPT_HTTPGET, 1),
      // Threads, not signals: libcurl must not use SIGALRM for timeouts in a threaded process.
      weathertui_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1),
      weathertui_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"),
      // URLSession followed redirects, so this does too, but never off HTTP(S).
      weathertui_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 1),
      weathertui_curl_setopt_long(handle, CURLOPT_MAXREDIRS, 10),
      weathertui_curl_setopt_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"),
      // "" offers every encoding this libcurl decodes (gzip among them) and decodes the answer.
      weathertui_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""),
      weathertui_curl_setopt_string(handle, CURLOPT_USERAGENT, userAgent),
      weathertui_curl_setopt_list(handle, CURLOPT_HTTPHEADER, headerList),
      weathertui_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, max(1, connectMilliseconds)),
      weathertui_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, max(1, Int(limits.totalTimeout * 1000))),
      // Under one byte per second for the idle time counts as silence.
      weathertui_curl_setopt_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1),
      weathertui_curl_setopt_long(handle, CURLOPT_LOW_SPEED_TIME, idleSeconds),
      weathertui_curl_setopt_data_callback(handle, CURLOPT_WRITEFUNCTION, curlBodyCallback),
      weathertui_curl_setopt_data_callback(handle, CURLOPT_HEADERFUNCTION, curlHeaderCallback),
      weathertui_curl_setopt_progress_callback(handle, curlProgressCallback),
      weathertui_curl_setopt_long(handle, CURLOPT_NOPROGRESS, 0),
      // The hashed directory, not the whole bundle, unless the environment names a store.
      weathertui_curl_setopt_trust_store(handle),
    ]
    if let share = CurlHTTPClient.connections.pointer {
      codes.append(weathertui_curl_setopt_pointer(handle, CURLOPT_SHARE, share))
      // The shared cache closes the oldest idle connection past this many; libcurl's default
      // of 5 is every host we talk to, so one more host would cost a handshake again.
      codes.append(weathertui_curl_setopt_long(handle, CURLOPT_MAXCONNECTS, Self.keptConnections))
    }
    codes.removeAll { $0 == CURLE_OK }
    if let first = codes.first {
      throw failure(reason: "libcurl refused an option: \(String(cString: weathertui_curl_easy_strerror(first)))")
    }
  }

  // MARK: - Callbacks

  fileprivate func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard body.count + bytes.count <= limits.maximumBodyBytes else {
      bodyTooLarge = true
      return false
    }
    if body.isEmpty, let length = responseHeaders["content-length"].flatMap({ Int($0) }),
      length > bytes.count, length <= limits.maximumBodyBytes
    {
      // One allocation for the body the server announced, not a doubling as each piece arrives.
      body.reserveCapacity(length)
    }
    body.append(contentsOf: bytes)
    return true
  }

  /// One header line; a status line starts a new header block (after a redirect or 100).
  fileprivate func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
    let line = String(decoding: bytes, as: UTF8.self)
    if line.hasPrefix("HTTP/") {
      responseHeaders = [:]
      return
    }
    guard let colon = line.firstIndex(of: ":") else { return }
    let name = line[..<colon].trimmingWhitespace().lowercased()
    let value = line[line.index(after: colon)...].trimmingWhitespaceAndNewlines()
    guard !name.isEmpty else { return }
    if let earlier = responseHeaders[name] {
      responseHeaders[name] = earlier + ", " + value
    } else {
      responseHeaders[name] = value
    }
  }

  // MARK: - Errors

  func failure(kind: HTTPClientError.Kind = .other, reason: String) -> HTTPClientError {
    HTTPClientError(kind: kind, host: host, reason: reason)
  }

  private func error(for code: CURLcode, handle: UnsafeMutableRawPointer) -> HTTPClientError {
    var osError = 0
    _ = weathertui_curl_getinfo_long(handle, CURLINFO_OS_ERRNO, &osError)
    return CurlErrorMapping.clientError(
      code: code, osError: Int32(osError), cancelled: isCancelled, bodyTooLarge: bodyTooLarge,
      maximumBodyBytes: limits.maximumBodyBytes, host: host)
  }
}

// MARK: - C callbacks

/// CURLOPT_WRITEFUNCTION: append the decoded body; returning less than given aborts.
private let curlBodyCallback: weathertui_curl_data_callback = { data, size, count, context in
  guard let data, let context else { return 0 }
  let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
  let length = size * count
  return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}

/// CURLOPT_HEADERFUNCTION: one raw header line at a time.
private let curlHeaderCallback: weathertui_curl_data_callback = { data, size, count, context in
  guard let data, let context else { return 0 }
  let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
  let length = size * count
  transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: length))
  return length
}

/// CURLOPT_XFERINFOFUNCTION: called at least once a second; non-zero aborts the transfer.
private let curlProgressCallback: weathertui_curl_progress_callback = { context, _, _, _, _ in
  guard let context else { return 0 }
  return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
}
