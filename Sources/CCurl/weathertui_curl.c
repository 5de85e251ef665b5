#include "weathertui_curl.h"

#include <dirent.h>
#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
  curl_version_info_data *(*version_info)(CURLversion age);
} api;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_failure[512];

// MARK: - The trust store

// Which certificates a TLS connection trusts. libcurl's default on Debian and Ubuntu names both
// the bundle (/etc/ssl/certs/ca-certificates.crt) and the hashed directory (/etc/ssl/certs), and
// OpenSSL 3 then parses all ~140 certificates of the bundle for every new connection: about
// 35 ms of CPU each, more than everything else a refresh does (README, "HTTPS: the trust
// store"). The directory alone holds the same certificates, and OpenSSL reads from it only the
// issuer a server's chain names. CURL_CA_BUNDLE, SSL_CERT_FILE and SSL_CERT_DIR (the names the
// curl command and OpenSSL use) come first and name the whole store, so a user behind a
// TLS-inspecting proxy can name the CA that signs for it, and an empty directory trusts nothing.
static struct {
  bool chosen;              // false: libcurl's own defaults
  const char *file;         // CURLOPT_CAINFO, NULL for none
  const char *directory;    // CURLOPT_CAPATH, NULL for none
  char description[PATH_MAX * 2 + 64];  // the choice and its reason, for tests and diagnostics
} trust;

static const char *non_empty_environment(const char *name) {
  const char *value = getenv(name);
  return value != NULL && value[0] != '\0' ? value : NULL;
}

/// Whether `path` is a directory that `openssl rehash` (or c_rehash) has filled: at least one
/// entry named like "5ad8a5d6.0", the subject hash OpenSSL looks a certificate up by.
static bool is_hashed_certificate_directory(const char *path) {
  DIR *directory = opendir(path);
  if (directory == NULL) return false;
  bool hashed = false;
  for (struct dirent *entry; !hashed && (entry = readdir(directory)) != NULL;) {
    const char *name = entry->d_name;
    if (strlen(name) != 10 || name[8] != '.' || name[9] < '0' || name[9] > '9') continue;
    hashed = strspn(name, "0123456789abcdef") == 8;
  }
  closedir(directory);
  return hashed;
}

static void choose_trust_store(void) {
  const char *bundle = non_empty_environment("CURL_CA_BUNDLE");
  const char *file = bundle ? bundle : non_empty_environment("SSL_CERT_FILE");
  const char *directory = bundle ? NULL : non_empty_environment("SSL_CERT_DIR");
  if (file != NULL || directory != NULL) {
    trust.chosen = true;
    trust.file = file;
    trust.directory = directory;
    snprintf(trust.description, sizeof trust.description, "file %s, directory %s (environment)",
             file ? file : "none", directory ? directory : "none");
    return;
  }
  // CAPATH works as described only with OpenSSL; the GnuTLS flavour keeps its defaults.
  curl_version_info_data *version = api.version_info(CURLVERSION_NOW);
  if (version == NULL || version->ssl_version == NULL || strncmp(version->ssl_version, "OpenSSL/", 8) != 0) {
    snprintf(trust.description, sizeof trust.description, "libcurl's defaults (TLS is not OpenSSL)");
    return;
  }
  // CURLINFO_CAPATH (libcurl 7.84 and later; CURLINFO_STRING + 62 in curl.h) by value, so older
  // headers still compile; an older libcurl answers with an error and keeps its defaults.
  CURL *handle = api.easy_init();
  char *default_directory = NULL;
  CURLcode code = handle ? api.easy_getinfo(handle, (CURLINFO)(CURLINFO_STRING + 62), &default_directory)
                         : CURLE_FAILED_INIT;
  if (code == CURLE_OK && default_directory != NULL && is_hashed_certificate_directory(default_directory)) {
    trust.chosen = true;
    trust.file = NULL;
    trust.directory = strdup(default_directory);
    snprintf(trust.description, sizeof trust.description, "file none, directory %s (libcurl's directory)",
             default_directory);
  } else {
    snprintf(trust.description, sizeof trust.description, "libcurl's defaults (no hashed directory)");
  }
  if (handle) api.easy_cleanup(handle);
}

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
  WEATHERTUI_SYMBOL(version_info, "curl_version_info")
#undef WEATHERTUI_SYMBOL
  CURLcode code = api.global_init(CURL_GLOBAL_ALL);
  if (code != CURLE_OK) {
    snprintf(load_failure, sizeof load_failure, "libcurl failed to initialise: %s", api.easy_strerror(code));
    return;
  }
  choose_trust_store();
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

CURLcode weathertui_curl_setopt_trust_store(CURL *handle) {
  if (!trust.chosen) return CURLE_OK;
  CURLcode code = api.easy_setopt(handle, CURLOPT_CAINFO, trust.file);
  return code != CURLE_OK ? code : api.easy_setopt(handle, CURLOPT_CAPATH, trust.directory);
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

const char *weathertui_curl_trust_store(void) { return trust.description; }
