// Opens libjpeg, libwebp and libtiff with dlopen the first time a file of their kind is
// decoded, and fills their tables of functions (tagflow_image_libraries.h says why).

#include "tagflow_image_libraries.h"

#include "tagflow_image.h"

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>
#include <tiffvers.h>

// The soname of the library the headers belong to, so the functions are the ones they declare.
// libjpeg-turbo keeps libjpeg's numbering: 62 is libjpeg.so.62; 70 and 80 are .7 and .8.
#if JPEG_LIB_VERSION == 62
#define LIBJPEG_SONAME "libjpeg.so.62"
#define LIBJPEG_PACKAGE "libjpeg62-turbo"
#elif JPEG_LIB_VERSION == 70
#define LIBJPEG_SONAME "libjpeg.so.7"
#define LIBJPEG_PACKAGE "libjpeg-turbo"
#elif JPEG_LIB_VERSION == 80
#define LIBJPEG_SONAME "libjpeg.so.8"
#define LIBJPEG_PACKAGE "libjpeg-turbo8"
#else
#error "unknown JPEG_LIB_VERSION: add its libjpeg soname here"
#endif

// libwebp 0.6 to 1.x (decoder ABI 2.x) is libwebp.so.7.
#if WEBP_DECODER_ABI_VERSION >> 8 != 2
#error "unknown WEBP_DECODER_ABI_VERSION: add its libwebp soname here"
#endif

// libtiff 4.5, the first with TIFFOpenOptionsSetErrorHandlerExtR, moved to libtiff.so.6.
#if TIFFLIB_MAJOR_VERSION != 4
#error "unknown TIFFLIB_MAJOR_VERSION: add its libtiff soname here"
#endif

/// One library, opened once: which files to try, what to install, and how it went.
struct library {
  /// The soname of the library the headers belong to: tried first.
  const char *soname;
  /// The -dev package's link (libjpeg.so): a build with another soname, tried next.
  const char *link_name;
  /// Debian's package of `soname`, named in the message when it is missing.
  const char *package;
  pthread_once_t once;
  /// The name that opened: `soname` or `link_name`.
  const char *opened;
  /// Why the library cannot be used; empty once it is loaded.
  char failure[TAGFLOW_IMAGE_MESSAGE_SIZE];
};

static struct library jpeg_library = {LIBJPEG_SONAME, "libjpeg.so", LIBJPEG_PACKAGE, PTHREAD_ONCE_INIT, NULL, ""};
static struct library webp_library = {"libwebp.so.7", "libwebp.so", "libwebp7", PTHREAD_ONCE_INIT, NULL, ""};
static struct library tiff_library = {"libtiff.so.6", "libtiff.so", "libtiff6", PTHREAD_ONCE_INIT, NULL, ""};

static struct tagflow_libjpeg libjpeg;
static struct tagflow_libwebp libwebp;
static struct tagflow_libtiff libtiff;

/// The library's handle, or NULL with the soname's dlerror in `failure`. RTLD_LOCAL: its
/// symbols stay out of the global scope; RTLD_NOW: a broken library fails here, not mid-decode.
static void *open_library(struct library *library) {
  library->opened = library->soname;
  void *handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
  if (handle != NULL) return handle;
  // dlerror is per thread and cleared by reading: keep the soname's, the one that matters.
  char why[TAGFLOW_IMAGE_MESSAGE_SIZE - 64];
  const char *error = dlerror();
  snprintf(why, sizeof why, "%s", error != NULL ? error : "not found");
  library->opened = library->link_name;
  handle = dlopen(library->link_name, RTLD_NOW | RTLD_LOCAL);
  if (handle != NULL) return handle;
  snprintf(
    library->failure, sizeof library->failure, "%s could not be loaded (%s): install %s", library->soname, why,
    library->package);
  return NULL;
}

/// Stores `name`'s address in `slot`, a function pointer seen as a `void *` as POSIX allows
/// for dlsym; 0 with `failure` set when the library lacks it (one older than the headers).
static int find(struct library *library, void *handle, const char *name, void **slot) {
  *slot = dlsym(handle, name);
  if (*slot != NULL) return 1;
  snprintf(
    library->failure, sizeof library->failure, "%s has no function %s: install a newer %s", library->opened, name,
    library->package);
  dlclose(handle);
  return 0;
}

#define FIND(library, table, name) \
  if (!find(&library, handle, #name, (void **)&table.name)) return;

static void load_libjpeg(void) {
  void *handle = open_library(&jpeg_library);
  if (handle == NULL) return;
#define FIND_JPEG(name) FIND(jpeg_library, libjpeg, name)
  TAGFLOW_LIBJPEG_FUNCTIONS(FIND_JPEG)
}

static void load_libwebp(void) {
  void *handle = open_library(&webp_library);
  if (handle == NULL) return;
#define FIND_WEBP(name) FIND(webp_library, libwebp, name)
  TAGFLOW_LIBWEBP_FUNCTIONS(FIND_WEBP)
}

static void load_libtiff(void) {
  void *handle = open_library(&tiff_library);
  if (handle == NULL) return;
#define FIND_TIFF(name) FIND(tiff_library, libtiff, name)
  TAGFLOW_LIBTIFF_FUNCTIONS(FIND_TIFF)
}

/// `table` when `library` loaded; otherwise NULL, its failure copied into `message`.
/// pthread_once orders the loading thread's writes before every caller's reads.
static const void *loaded(const struct library *library, const void *table, char *message) {
  if (library->failure[0] == '\0') return table;
  snprintf(message, TAGFLOW_IMAGE_MESSAGE_SIZE, "%s", library->failure);
  return NULL;
}

const struct tagflow_libjpeg *tagflow_libjpeg(char *message) {
  pthread_once(&jpeg_library.once, load_libjpeg);
  return loaded(&jpeg_library, &libjpeg, message);
}

const struct tagflow_libwebp *tagflow_libwebp(char *message) {
  pthread_once(&webp_library.once, load_libwebp);
  return loaded(&webp_library, &libwebp, message);
}

const struct tagflow_libtiff *tagflow_libtiff(char *message) {
  pthread_once(&tiff_library.once, load_libtiff);
  return loaded(&tiff_library, &libtiff, message);
}
