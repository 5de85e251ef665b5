import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP/1.1 server on 127.0.0.1 that keeps connections alive, as Open-Meteo and Apple do
/// (every `StandInServer` closes after each answer), and answers each request with the number
/// of connections it has accepted so far: what connection reuse is measured by.
public final class KeepAliveServer {
  static let script = """
    import http.server, socketserver, sys, threading
    count = 0
    lock = threading.Lock()
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        def setup(self):
            global count
            with lock:
                count += 1
            super().setup()
        def do_GET(self):
            body = str(count).encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        def log_message(self, *args):
            pass
    class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
        daemon_threads = True
    server = Server(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """

  private let process: Process
  /// "http://127.0.0.1:PORT".
  public let baseURL: URL

  public init() throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.script]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let portLine = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    guard let port = Int(portLine.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw ProcessRunner.Failure(description: "the keep-alive server printed no port (is python3 installed?)")
    }
    baseURL = URL(string: "http://127.0.0.1:\(port)")!
  }

  /// Ends the server. SIGKILL: the test process blocks SIGTERM in the thread that starts the
  /// child, and the child inherits that mask, so a SIGTERM would leave the server running (and
  /// `swift test` waiting for it).
  public func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
