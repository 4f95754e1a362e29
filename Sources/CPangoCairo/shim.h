// The only C headers TagFlow sees.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <libdeflate.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

// glibc's CPU affinity calls, which Swift's Glibc module leaves out with the
// other GNU extensions; used to start the font loading thread on another CPU.
#include <pthread.h>
#include <sched.h>
int sched_getcpu(void);
int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *mask);
int pthread_attr_setaffinity_np(pthread_attr_t *attributes, size_t size, const cpu_set_t *mask);
int pthread_setaffinity_np(pthread_t thread, size_t size, const cpu_set_t *mask);
