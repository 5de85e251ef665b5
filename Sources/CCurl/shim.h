#ifndef WEATHERTUI_CCURL_SHIM_H
#define WEATHERTUI_CCURL_SHIM_H
#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call, and
// CURL_GLOBAL_ALL is a compound macro Swift cannot see: each is wrapped here by argument type.

// MARK: - Global

static inline CURLcode weathertui_curl_global_init(void) {
  return curl_global_init(CURL_GLOBAL_ALL);
}

// MARK: - Options

static inline CURLcode weathertui_curl_setopt_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode weathertui_curl_setopt_string(
  CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode weathertui_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

/// CURLOPT_HTTPHEADER: the list must outlive the transfer.
static inline CURLcode weathertui_curl_setopt_list(
  CURL *handle, CURLoption option, struct curl_slist *value) {
  return curl_easy_setopt(handle, option, value);
}

/// CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION share this shape.
typedef size_t (*weathertui_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode weathertui_curl_setopt_data_callback(
  CURL *handle, CURLoption option, weathertui_curl_data_callback callback) {
  return curl_easy_setopt(handle, option, callback);
}

typedef int (*weathertui_curl_progress_callback)(
  void *context, curl_off_t download_total, curl_off_t downloaded, curl_off_t upload_total,
  curl_off_t uploaded);

static inline CURLcode weathertui_curl_setopt_progress_callback(
  CURL *handle, weathertui_curl_progress_callback callback) {
  return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

// MARK: - Information

static inline CURLcode weathertui_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

#endif
