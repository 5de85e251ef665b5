import Foundation

/// What the stand-in server answers to one request.
public struct StandInResponse: Sendable {
  public var status: Int
  public var headers: [String: String]
  public var body: Data
  /// Seconds to wait before sending anything (for timeout tests).
  public var delay: TimeInterval
  /// When set, the connection is closed after this many body bytes although Content-Length
  /// announces the whole body (a transfer cut off mid-way).
  public var cutAfter: Int?
  /// When set, the body is sent in `chunkCount` pieces with this many seconds between them
  /// (a slow but never silent server, for whole-request timeouts).
  public var trickleInterval: TimeInterval?
  public var chunkCount = 10

  public init(
    status: Int = 200, headers: [String: String] = [:], body: Data = Data(),
    delay: TimeInterval = 0, cutAfter: Int? = nil
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.delay = delay
    self.cutAfter = cutAfter
  }

  /// A response with a UTF-8 text body and the given content type.
  public init(
    status: Int = 200, contentType: String = "application/json; charset=utf-8", text: String,
    delay: TimeInterval = 0
  ) {
    self.init(
      status: status, headers: ["Content-Type": contentType], body: Data(text.utf8), delay: delay)
  }
}

/// One request the stand-in server received.
public struct StandInRequest: Sendable {
  public var method: String
  /// The path without the query, e.g. "/v1/forecast".
  public var path: String
  /// Percent-decoded query items by name (the last one wins for repeated names).
  public var query: [String: String]
  /// The raw query string as sent, without the "?".
  public var rawQuery: String
  /// Header fields with lower-cased names.
  public var headers: [String: String]
  /// When the request had been read completely.
  public var receivedAt: Date
}
