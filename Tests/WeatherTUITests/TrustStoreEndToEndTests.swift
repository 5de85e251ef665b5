import Foundation
import TestSupport
import Testing

/// HTTPS end to end: the release binary and its libcurl, against the
/// stand-in API serving TLS with a certificate made for the test. Which certificates are
/// trusted is the program's choice (the hashed directory, or what CURL_CA_BUNDLE, SSL_CERT_FILE
/// or SSL_CERT_DIR name), so each case runs the real program with its own environment.
@Suite(.serialized) struct TrustStoreEndToEndTests {
  static let binary = StandInAPI.packageRoot.appendingPathComponent(".build/release/weathertui").path
  static let canRun =
    ProcessRunner.which("python3") != nil && ProcessRunner.which("openssl") != nil
    && FileManager.default.isExecutableFile(atPath: binary)

  /// A self-signed certificate for 127.0.0.1, and a directory holding it under its subject
  /// hash, as `openssl rehash` lays out /etc/ssl/certs.
  struct TestAuthority {
    let certificate: String
    let key: String
    let hashedDirectory: String
    let emptyDirectory: String

    init() throws {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)").path
      certificate = directory + "/cert.pem"
      key = directory + "/key.pem"
      hashedDirectory = directory + "/hashed"
      emptyDirectory = directory + "/empty"
      for folder in [hashedDirectory, emptyDirectory] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      try ProcessRunner.run(
        "openssl",
        [
          "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", key,
          "-out", certificate, "-days", "2", "-subj", "/CN=weathertui test", "-addext",
          "subjectAltName=IP:127.0.0.1",
        ])
      let hash = try ProcessRunner.run("openssl", ["x509", "-hash", "-noout", "-in", certificate])
        .trimmingCharacters(in: .whitespacesAndNewlines)
      try FileManager.default.copyItem(atPath: certificate, toPath: "\(hashedDirectory)/\(hash).0")
    }
  }

  /// `weathertui --once --refresh` for Berlin against `api`, with `trust` added to its
  /// environment (nothing else of the test runner's); its exit status and both outputs.
  func once(api: StandInAPI, trust: [String: String]) throws -> (ChildProcess.Termination, String) {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("tls-home-\(UUID().uuidString)").path
    let output = home + ".out"
    let environment = api.endpointEnvironment.merging([
      "PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "WEATHERTUI_OPEN_METEO_LIMITS": "off",
    ]) { $1 }
    let child = try ChildProcess(
      path: Self.binary, arguments: ["--once", "--refresh", "-l", "52.52,13.405"],
      environment: environment.merging(trust) { $1 }, standardOutput: output, standardError: output)
    let termination = child.wait()
    return (termination, (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
  }

  @Test(
    "the certificates the environment names are trusted, as a directory or a file",
    .enabled(if: canRun, "needs python3, openssl and the release binary; scripts/test provides them"))
  func namedCertificatesAreTrusted() throws {
    let authority = try TestAuthority()
    let api = try StandInAPI(limits: "0,0,0", tls: (authority.certificate, authority.key))
    defer { api.stop() }
    #expect(api.baseURL.hasPrefix("https://"))
    for trust in [
      ["SSL_CERT_DIR": authority.hashedDirectory],
      ["SSL_CERT_FILE": authority.certificate],
      ["CURL_CA_BUNDLE": authority.certificate, "SSL_CERT_DIR": authority.emptyDirectory],
    ] {
      let (termination, output) = try once(api: api, trust: trust)
      #expect(termination == .exited(0), "\(trust): \(output)")
      #expect(output.contains("52.52, 13.405") && output.contains("Sunrise"), "\(trust): \(output)")
    }
    #expect(api.requests.contains { $0.hasPrefix("/v1/forecast?") })
  }

  @Test(
    "a certificate nobody trusts is refused, with a line that names the fix",
    .enabled(if: canRun, "needs python3, openssl and the release binary; scripts/test provides them"))
  func untrustedCertificateIsRefused() throws {
    let authority = try TestAuthority()
    let api = try StandInAPI(limits: "0,0,0", tls: (authority.certificate, authority.key))
    defer { api.stop() }
    // The system's own store (libcurl's hashed directory by default) does not hold the test's
    // certificate; neither does an empty directory. Verification is never skipped.
    for trust in [[:], ["SSL_CERT_DIR": authority.emptyDirectory]] {
      let (termination, output) = try once(api: api, trust: trust)
      #expect(termination == .exited(1), "\(trust): \(output)")
      #expect(
        output.contains("cannot reach 127.0.0.1: its TLS certificate failed verification")
          && output.contains("SSL_CERT_FILE"), "\(trust): \(output)")
      #expect(!output.contains("Sunrise"), "\(trust): \(output)")
    }
    let (termination, output) = try once(api: api, trust: ["SSL_CERT_FILE": authority.emptyDirectory + "/none.pem"])
    #expect(termination == .exited(1))
    #expect(output.contains("the trusted certificates cannot be read"), "\(output)")
    #expect(!api.requests.contains { $0.hasPrefix("/v1/forecast?") }, "no request reached the server")
  }
}
