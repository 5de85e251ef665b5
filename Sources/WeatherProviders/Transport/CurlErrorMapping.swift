import CCurl
import FoundationEssentials
import Glibc

/// Turns libcurl's result codes into `HTTPClientError`s worded like the rest of the app.
enum CurlErrorMapping {
  static func clientError(
    code: CURLcode, osError: Int32, cancelled: Bool, bodyTooLarge: Bool, maximumBodyBytes: Int,
    host: String
  ) -> HTTPClientError {
    func error(_ kind: HTTPClientError.Kind, _ reason: String) -> HTTPClientError {
      HTTPClientError(kind: kind, host: host, reason: reason)
    }
    switch code {
    case CURLE_ABORTED_BY_CALLBACK where cancelled:
      return error(.other, "the request was cancelled")
    case CURLE_WRITE_ERROR where bodyTooLarge:
      return error(.other, "the answer was larger than \(maximumBodyBytes >> 20) MB")
    case CURLE_OPERATION_TIMEDOUT:
      return error(.timedOut, "the request timed out")
    case CURLE_COULDNT_CONNECT:
      return error(.cannotConnect, connectReason(osError))
    case CURLE_COULDNT_RESOLVE_HOST:
      return error(.cannotConnect, "host name not found (DNS)")
    case CURLE_COULDNT_RESOLVE_PROXY:
      return error(.cannotConnect, "proxy host name not found (DNS); check the proxy settings")
    case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_SEND_ERROR,
      CURLE_BAD_CONTENT_ENCODING:
      return error(.other, "the connection broke off mid-answer")
    case CURLE_PEER_FAILED_VERIFICATION:
      // Untrusted, expired, or for another name: a TLS-inspecting proxy is the usual cause here.
      return error(
        .other, "its TLS certificate failed verification (a proxy's CA can be named in SSL_CERT_FILE)")
    case CURLE_SSL_CACERT_BADFILE:
      return error(.other, "the trusted certificates cannot be read (check SSL_CERT_FILE and SSL_CERT_DIR)")
    case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_ISSUER_ERROR,
      CURLE_SSL_PINNEDPUBKEYNOTMATCH:
      return error(.other, "TLS connection failed")
    case CURLE_TOO_MANY_REDIRECTS:
      return error(.other, "too many redirects")
    case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
      return error(.other, "the address is not a usable http(s) URL")
    default:
      return error(.other, String(cString: weathertui_curl_easy_strerror(code)).lowercased())
    }
  }

  /// Why the TCP connection failed, from the socket's errno.
  private static func connectReason(_ osError: Int32) -> String {
    switch osError {
    case ECONNREFUSED: return "connection refused"
    case ENETUNREACH, ENETDOWN: return "no network connection"
    case EHOSTUNREACH: return "host unreachable"
    case ETIMEDOUT: return "the request timed out"
    default: return "could not connect"
    }
  }
}
