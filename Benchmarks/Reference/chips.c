// The floor the benchmarks compare TagFlow with: the same tag-chip image made with
// nothing but Pango and Cairo calls. Every chip is DejaVu Sans 13 px text padded
// 12 x 6, filled #E8EEF7 with #1F2937 text, in capsules (radius = height / 2), with
// gaps of 8 between chips and lines, 16 around them all, on white, wrapped greedily
// at WIDTH: what `tagflow render --input TAGS --width WIDTH` draws by default.
//
// usage: chips [-r REPEAT] [-s SCALE] [-m full|layout|measure] TAGS WIDTH OUT.png
//   -r  do the whole job REPEAT times in one process (for throughput without start-up)
//   -s  device pixels per point of the PNG
//   -m  stop after measuring, or after the layout, instead of drawing and writing
// build: gcc -O2 -o chips chips.c $(pkg-config --cflags --libs pangocairo) -lm
#include <cairo.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const double chip_padding_x = 12, chip_padding_y = 6;
static const double gap_x = 8, gap_y = 8, canvas_padding = 16;

typedef struct {
  char **texts;
  double *x, *y, *width, *height;
  size_t count;
} Chips;

typedef enum { STOP_AFTER_MEASURE, STOP_AFTER_LAYOUT, DRAW } Extent;

static void fail(const char *what, const char *detail) {
  fprintf(stderr, "chips: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
  exit(1);
}

static void *allocate(size_t count, size_t size) {
  void *memory = calloc(count ? count : 1, size);
  if (!memory) fail("out of memory", NULL);
  return memory;
}

// One tag per line; blank lines and line-end characters are dropped.
static Chips read_chips(const char *path) {
  FILE *file = fopen(path, "r");
  if (!file) fail("cannot open", path);
  size_t capacity = 64, count = 0;
  char **texts = allocate(capacity, sizeof *texts);
  char *line = NULL;
  size_t line_capacity = 0;
  ssize_t length;
  while ((length = getline(&line, &line_capacity, file)) >= 0) {
    line[strcspn(line, "\r\n")] = '\0';
    if (line[0] == '\0') continue;
    if (count == capacity) {
      capacity *= 2;
      texts = realloc(texts, capacity * sizeof *texts);
      if (!texts) fail("out of memory", NULL);
    }
    texts[count++] = strdup(line);
  }
  free(line);
  fclose(file);
  Chips chips = {texts, allocate(count, sizeof(double)), allocate(count, sizeof(double)),
                 allocate(count, sizeof(double)), allocate(count, sizeof(double)), count};
  return chips;
}

// The settings TagFlow uses on every context, so both measure the same widths:
// no hinting, no hinted metrics, glyph positions not rounded to whole pixels.
static void make_unhinted(PangoContext *context) {
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options(context, options);
  cairo_font_options_destroy(options);
  pango_context_set_round_glyph_positions(context, FALSE);
}

static PangoLayout *chip_text_layout(PangoContext *context, const PangoFontDescription *font) {
  make_unhinted(context);
  PangoLayout *layout = pango_layout_new(context);
  pango_layout_set_font_description(layout, font);
  return layout;
}

// Each chip's size: the text's logical rectangle (not its ink) plus the padding.
static void measure(Chips *chips, PangoLayout *layout) {
  for (size_t i = 0; i < chips->count; i++) {
    PangoRectangle logical;
    pango_layout_set_text(layout, chips->texts[i], -1);
    pango_layout_get_extents(layout, NULL, &logical);
    chips->width[i] = (double)logical.width / PANGO_SCALE + 2 * chip_padding_x;
    chips->height[i] = (double)logical.height / PANGO_SCALE + 2 * chip_padding_y;
  }
}

// Fills a line with chips while they fit, centring each vertically in the line;
// returns the canvas height.
static double wrap_greedily(Chips *chips, double canvas_width) {
  double line_width = canvas_width - 2 * canvas_padding, top = canvas_padding;
  size_t first = 0;
  while (first < chips->count) {
    size_t end = first + 1;
    double used = chips->width[first], tallest = chips->height[first];
    while (end < chips->count && used + gap_x + chips->width[end] <= line_width) {
      used += gap_x + chips->width[end];
      if (chips->height[end] > tallest) tallest = chips->height[end];
      end++;
    }
    double left = canvas_padding;
    for (size_t i = first; i < end; i++) {
      chips->x[i] = left;
      chips->y[i] = top + (tallest - chips->height[i]) / 2;
      left += chips->width[i] + gap_x;
    }
    top += tallest + gap_y;
    first = end;
  }
  return chips->count ? top - gap_y + canvas_padding : 2 * canvas_padding;
}

static void add_capsule(cairo_t *cairo, double x, double y, double width, double height) {
  double radius = height / 2;
  cairo_new_sub_path(cairo);
  cairo_arc(cairo, x + radius, y + radius, radius, M_PI / 2, 3 * M_PI / 2);
  cairo_arc(cairo, x + width - radius, y + radius, radius, -M_PI / 2, M_PI / 2);
  cairo_close_path(cairo);
}

static void draw_png(const Chips *chips, const PangoFontDescription *font, double width, double height,
                     double scale, const char *output) {
  cairo_surface_t *surface =
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(width * scale), (int)ceil(height * scale));
  cairo_t *cairo = cairo_create(surface);
  cairo_scale(cairo, scale, scale);
  cairo_set_source_rgb(cairo, 1, 1, 1);
  cairo_paint(cairo);
  // All capsules in one path and one fill, then the text over them.
  for (size_t i = 0; i < chips->count; i++) add_capsule(cairo, chips->x[i], chips->y[i], chips->width[i], chips->height[i]);
  cairo_set_source_rgb(cairo, 0xE8 / 255.0, 0xEE / 255.0, 0xF7 / 255.0);
  cairo_fill(cairo);
  PangoLayout *text = pango_cairo_create_layout(cairo);
  make_unhinted(pango_layout_get_context(text));
  pango_layout_context_changed(text);
  pango_layout_set_font_description(text, font);
  cairo_set_source_rgb(cairo, 0x1F / 255.0, 0x29 / 255.0, 0x37 / 255.0);
  for (size_t i = 0; i < chips->count; i++) {
    pango_layout_set_text(text, chips->texts[i], -1);
    cairo_move_to(cairo, chips->x[i] + chip_padding_x, chips->y[i] + chip_padding_y);
    pango_cairo_show_layout(cairo, text);
  }
  g_object_unref(text);
  cairo_destroy(cairo);
  cairo_status_t status = cairo_surface_write_to_png(surface, output);
  if (status != CAIRO_STATUS_SUCCESS) fail(cairo_status_to_string(status), output);
  cairo_surface_destroy(surface);
}

static void usage(void) {
  fprintf(stderr, "usage: chips [-r REPEAT] [-s SCALE] [-m full|layout|measure] TAGS WIDTH OUT.png\n");
  exit(2);
}

int main(int argc, char **argv) {
  long repeat = 1;
  double scale = 1;
  Extent extent = DRAW;
  int option;
  while ((option = getopt(argc, argv, "r:s:m:")) != -1) {
    switch (option) {
    case 'r': repeat = strtol(optarg, NULL, 10); break;
    case 's': scale = strtod(optarg, NULL); break;
    case 'm':
      if (strcmp(optarg, "measure") == 0) extent = STOP_AFTER_MEASURE;
      else if (strcmp(optarg, "layout") == 0) extent = STOP_AFTER_LAYOUT;
      else if (strcmp(optarg, "full") == 0) extent = DRAW;
      else usage();
      break;
    default: usage();
    }
  }
  if (argc - optind != 3 || repeat < 1 || !(scale > 0)) usage();
  Chips chips = read_chips(argv[optind]);
  double width = strtod(argv[optind + 1], NULL);
  const char *output = argv[optind + 2];

  PangoFontDescription *font = pango_font_description_from_string("DejaVu Sans");
  pango_font_description_set_absolute_size(font, 13 * PANGO_SCALE);
  PangoContext *context = pango_font_map_create_context(pango_cairo_font_map_get_default());
  PangoLayout *layout = chip_text_layout(context, font);
  for (long round = 0; round < repeat; round++) {
    measure(&chips, layout);
    if (extent == STOP_AFTER_MEASURE) continue;
    double height = wrap_greedily(&chips, width);
    if (extent == STOP_AFTER_LAYOUT) continue;
    draw_png(&chips, font, width, height, scale, output);
  }
  g_object_unref(layout);
  g_object_unref(context);
  pango_font_description_free(font);
  return 0;
}
