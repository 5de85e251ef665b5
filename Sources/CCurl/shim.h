#ifndef WEATHERTUI_CCURL_SHIM_H
#define WEATHERTUI_CCURL_SHIM_H
#include <curl/curl.h>
#include <pthread.h>
#include <stdlib.h>

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

// MARK: - Sharing connections

// One share handle for the process keeps connections, DNS answers and TLS sessions between
// transfers, so requests to a host reuse one connection instead of a handshake each. Transfers
// run on several threads, so libcurl needs a lock per kind of shared data; the locks live on the
// heap, handed to the callbacks as the share's user data, for the life of the process.
static void weathertui_curl_share_lock(
  CURL *handle, curl_lock_data data, curl_lock_access access, void *context) {
  (void)handle; (void)access;
  pthread_mutex_lock(&((pthread_mutex_t *)context)[data]);
}

static void weathertui_curl_share_unlock(CURL *handle, curl_lock_data data, void *context) {
  (void)handle;
  pthread_mutex_unlock(&((pthread_mutex_t *)context)[data]);
}

/// The share handle, or NULL when libcurl refuses one (transfers then connect each time).
/// Call once, after curl_global_init.
static inline CURLSH *weathertui_curl_share_create(void) {
  pthread_mutex_t *locks = (pthread_mutex_t *)calloc(CURL_LOCK_DATA_LAST, sizeof(pthread_mutex_t));
  if (locks == NULL) return NULL;
  for (int kind = 0; kind < CURL_LOCK_DATA_LAST; kind++) pthread_mutex_init(&locks[kind], NULL);
  CURLSH *share = curl_share_init();
  if (share == NULL
      || curl_share_setopt(share, CURLSHOPT_USERDATA, (void *)locks) != CURLSHE_OK
      || curl_share_setopt(share, CURLSHOPT_LOCKFUNC, weathertui_curl_share_lock) != CURLSHE_OK
      || curl_share_setopt(share, CURLSHOPT_UNLOCKFUNC, weathertui_curl_share_unlock) != CURLSHE_OK
      || curl_share_setopt(share, CURLSHOPT_SHARE, CURL_LOCK_DATA_CONNECT) != CURLSHE_OK
      || curl_share_setopt(share, CURLSHOPT_SHARE, CURL_LOCK_DATA_DNS) != CURLSHE_OK
      || curl_share_setopt(share, CURLSHOPT_SHARE, CURL_LOCK_DATA_SSL_SESSION) != CURLSHE_OK) {
    if (share != NULL) curl_share_cleanup(share);
    free(locks);
    return NULL;
  }
  return share;
}

// MARK: - Information

static inline CURLcode weathertui_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

#endif
