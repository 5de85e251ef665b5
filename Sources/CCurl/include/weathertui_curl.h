#ifndef WEATHERTUI_CCURL_SHIM_H
#define WEATHERTUI_CCURL_SHIM_H
#include <curl/curl.h>

// libcurl is loaded on first use (dlopen), not when the program starts: `--help`, a start from a
// warm cache and the first paint never load it and the thirty-odd libraries it brings (OpenSSL,
// GnuTLS, Kerberos, LDAP, ...), which the dynamic loader otherwise maps and relocates before
// main. Every call goes through the functions below; curl/curl.h supplies only types and
// constants. curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call, so
// they are wrapped by argument type.

// MARK: - Loading

/// Loads libcurl (once per process, any thread) and runs curl_global_init; NULL when ready,
/// else a one-line reason ("libcurl.so.4: cannot open shared object file ...").
const char *weathertui_curl_load(void);

// MARK: - Transfers

CURL *weathertui_curl_easy_init(void);
CURLcode weathertui_curl_easy_perform(CURL *handle);
void weathertui_curl_easy_cleanup(CURL *handle);
const char *weathertui_curl_easy_strerror(CURLcode code);
struct curl_slist *weathertui_curl_slist_append(struct curl_slist *list, const char *line);
void weathertui_curl_slist_free_all(struct curl_slist *list);

// MARK: - Options

CURLcode weathertui_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode weathertui_curl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode weathertui_curl_setopt_pointer(CURL *handle, CURLoption option, void *value);
/// CURLOPT_HTTPHEADER: the list must outlive the transfer.
CURLcode weathertui_curl_setopt_list(CURL *handle, CURLoption option, struct curl_slist *value);

/// CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION share this shape.
typedef size_t (*weathertui_curl_data_callback)(char *data, size_t size, size_t count, void *context);
CURLcode weathertui_curl_setopt_data_callback(
  CURL *handle, CURLoption option, weathertui_curl_data_callback callback);

typedef int (*weathertui_curl_progress_callback)(
  void *context, curl_off_t download_total, curl_off_t downloaded, curl_off_t upload_total,
  curl_off_t uploaded);
CURLcode weathertui_curl_setopt_progress_callback(CURL *handle, weathertui_curl_progress_callback callback);

/// CURLOPT_CAINFO and CURLOPT_CAPATH as chosen once when libcurl loaded: the whole store named by
/// CURL_CA_BUNDLE (which wins), SSL_CERT_FILE and SSL_CERT_DIR when any is set; else,
/// with OpenSSL, libcurl's hashed directory alone, without the bundle it would parse whole for
/// every new connection; else libcurl's defaults, untouched.
CURLcode weathertui_curl_setopt_trust_store(CURL *handle);

// MARK: - Sharing connections

/// The process's share handle (connections, DNS answers, TLS sessions, with pthread locks), or
/// NULL when libcurl refuses one (transfers then connect each time). Call once, after loading.
CURLSH *weathertui_curl_share_create(void);

// MARK: - Information

CURLcode weathertui_curl_getinfo_long(CURL *handle, CURLINFO info, long *value);

/// The trust store chosen at load ("file none, directory /etc/ssl/certs (libcurl's directory)"),
/// empty before libcurl is loaded.
const char *weathertui_curl_trust_store(void);

#endif
