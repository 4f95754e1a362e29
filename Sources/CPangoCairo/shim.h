// The only C headers TagFlow sees.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>
#include <libdeflate.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
