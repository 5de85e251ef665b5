import Foundation
import Testing

@testable import WeatherProviders

/// Requests to one host share a connection (libcurl's share handle), where every stand-in in
/// the other tests closes after each answer: this server keeps connections alive, as Open-Meteo
/// and Apple do, and says in each answer how many connections it has accepted.
@Suite struct CurlConnectionReuseTests {
  static let server = """
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

  @Test func requestsToOneHostShareOneConnection() async throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.server]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // SIGKILL: the test process blocks SIGTERM in the thread that starts the child, and the
    // child inherits that mask, so a SIGTERM would leave the server running (and `swift test`
    // waiting for it).
    defer {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    let portLine = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    let port = try #require(Int(portLine.trimmingCharacters(in: .whitespacesAndNewlines)), "no port from the server")
    let client = CurlHTTPClient()
    var counts: [String] = []
    for path in ["/a", "/b", "/c", "/d"] {
      let response = try await client.get(URL(string: "http://127.0.0.1:\(port)\(path)")!, headers: [:])
      counts.append(String(decoding: response.body, as: UTF8.self))
    }
    // A new client object too: the connection cache belongs to the process.
    let again = try await CurlHTTPClient().get(URL(string: "http://127.0.0.1:\(port)/e")!, headers: [:])
    counts.append(String(decoding: again.body, as: UTF8.self))
    #expect(counts == ["1", "1", "1", "1", "1"], "connections the server had accepted at each answer")
  }
}
