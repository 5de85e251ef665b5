#include "weathertui_curl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// MARK: - The library, loaded once

static struct {
  CURLcode (*global_init)(long flags);
  CURL *(*easy_init)(void);
  CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
  CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
  CURLcode (*easy_perform)(CURL *handle);
  void (*easy_cleanup)(CURL *handle);
  const char *(*easy_strerror)(CURLcode code);
  struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
  void (*slist_free_all)(struct curl_slist *list);
  CURLSH *(*share_init)(void);
  CURLSHcode (*share_setopt)(CURLSH *share, CURLSHoption option, ...);
  CURLSHcode (*share_cleanup)(CURLSH *share);
} api;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_failure[512];

static void load(void) {
  // The SONAME every Debian and Ubuntu libcurl4 package provides (OpenSSL or GnuTLS flavour).
  const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4"};
  void *library = NULL;
  for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
    library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
  }
  if (library == NULL) {
    const char *reason = dlerror();
    snprintf(load_failure, sizeof load_failure, "libcurl is not installed (%s); install libcurl4",
             reason ? reason : "libcurl.so.4 not found");
    return;
  }
#define WEATHERTUI_SYMBOL(field, name)                                                       \
  *(void **)(&api.field) = dlsym(library, name);                                             \
  if (api.field == NULL) {                                                                   \
    snprintf(load_failure, sizeof load_failure, "libcurl lacks %s; install libcurl4 7.80 or later", name); \
    return;                                                                                  \
  }
  WEATHERTUI_SYMBOL(global_init, "curl_global_init")
  WEATHERTUI_SYMBOL(easy_init, "curl_easy_init")
  WEATHERTUI_SYMBOL(easy_setopt, "curl_easy_setopt")
  WEATHERTUI_SYMBOL(easy_getinfo, "curl_easy_getinfo")
  WEATHERTUI_SYMBOL(easy_perform, "curl_easy_perform")
  WEATHERTUI_SYMBOL(easy_cleanup, "curl_easy_cleanup")
  WEATHERTUI_SYMBOL(easy_strerror, "curl_easy_strerror")
  WEATHERTUI_SYMBOL(slist_append, "curl_slist_append")
  WEATHERTUI_SYMBOL(slist_free_all, "curl_slist_free_all")
  WEATHERTUI_SYMBOL(share_init, "curl_share_init")
  WEATHERTUI_SYMBOL(share_setopt, "curl_share_setopt")
  WEATHERTUI_SYMBOL(share_cleanup, "curl_share_cleanup")
#undef WEATHERTUI_SYMBOL
  CURLcode code = api.global_init(CURL_GLOBAL_ALL);
  if (code != CURLE_OK) {
    snprintf(load_failure, sizeof load_failure, "libcurl failed to initialise: %s", api.easy_strerror(code));
  }
}

const char *weathertui_curl_load(void) {
  pthread_once(&load_once, load);
  return load_failure[0] ? load_failure : NULL;
}

// MARK: - Transfers

CURL *weathertui_curl_easy_init(void) { return api.easy_init(); }
CURLcode weathertui_curl_easy_perform(CURL *handle) { return api.easy_perform(handle); }
void weathertui_curl_easy_cleanup(CURL *handle) { api.easy_cleanup(handle); }
const char *weathertui_curl_easy_strerror(CURLcode code) { return api.easy_strerror(code); }

struct curl_slist *weathertui_curl_slist_append(struct curl_slist *list, const char *line) {
  return api.slist_append(list, line);
}

void weathertui_curl_slist_free_all(struct curl_slist *list) { api.slist_free_all(list); }

// MARK: - Options

CURLcode weathertui_curl_setopt_long(CURL *handle, CURLoption option, long value) {
  return api.easy_setopt(handle, option, value);
}

CURLcode weathertui_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
  return api.easy_setopt(handle, option, value);
}

CURLcode weathertui_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
  return api.easy_setopt(handle, option, value);
}

CURLcode weathertui_curl_setopt_list(CURL *handle, CURLoption option, struct curl_slist *value) {
  return api.easy_setopt(handle, option, value);
}

CURLcode weathertui_curl_setopt_data_callback(
  CURL *handle, CURLoption option, weathertui_curl_data_callback callback) {
  return api.easy_setopt(handle, option, callback);
}

CURLcode weathertui_curl_setopt_progress_callback(CURL *handle, weathertui_curl_progress_callback callback) {
  return api.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

// MARK: - Sharing connections

// Transfers run on several threads, so libcurl needs a lock per kind of shared data; the locks
// live on the heap, handed to the callbacks as the share's user data, for the life of the process.
static void share_lock(CURL *handle, curl_lock_data data, curl_lock_access access, void *context) {
  (void)handle;
  (void)access;
  pthread_mutex_lock(&((pthread_mutex_t *)context)[data]);
}

static void share_unlock(CURL *handle, curl_lock_data data, void *context) {
  (void)handle;
  pthread_mutex_unlock(&((pthread_mutex_t *)context)[data]);
}

CURLSH *weathertui_curl_share_create(void) {
  pthread_mutex_t *locks = (pthread_mutex_t *)calloc(CURL_LOCK_DATA_LAST, sizeof(pthread_mutex_t));
  if (locks == NULL) return NULL;
  for (int kind = 0; kind < CURL_LOCK_DATA_LAST; kind++) pthread_mutex_init(&locks[kind], NULL);
  CURLSH *share = api.share_init();
  if (share == NULL || api.share_setopt(share, CURLSHOPT_USERDATA, (void *)locks) != CURLSHE_OK
      || api.share_setopt(share, CURLSHOPT_LOCKFUNC, share_lock) != CURLSHE_OK
      || api.share_setopt(share, CURLSHOPT_UNLOCKFUNC, share_unlock) != CURLSHE_OK
      || api.share_setopt(share, CURLSHOPT_SHARE, CURL_LOCK_DATA_CONNECT) != CURLSHE_OK
      || api.share_setopt(share, CURLSHOPT_SHARE, CURL_LOCK_DATA_DNS) != CURLSHE_OK
      || api.share_setopt(share, CURLSHOPT_SHARE, CURL_LOCK_DATA_SSL_SESSION) != CURLSHE_OK) {
    if (share != NULL) api.share_cleanup(share);
    free(locks);
    return NULL;
  }
  return share;
}

// MARK: - Information

CURLcode weathertui_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return api.easy_getinfo(handle, info, value);
}
