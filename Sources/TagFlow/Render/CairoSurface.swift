// A Cairo surface and its drawing context: pixels for raster formats, a streamed SVG or PDF document.

internal import CPangoCairo
import Glibc

/// Owns a Cairo surface and context for one image. Vector surfaces stream
/// their bytes into memory; `finish()` returns them.
final class CairoSurface {
  let surface: OpaquePointer
  let context: OpaquePointer
  /// Where an SVG or PDF document is written out when finished; `nil` for pixels.
  private let sink: ByteSink?
  private var finished = false

  /// Collects what a Cairo stream surface writes, until cancelled: then every
  /// write fails, and Cairo skips the rest of its output.
  private final class ByteSink {
    var bytes: [UInt8] = []
    let cancellation: Cancellation
    var cancelled = false

    init(cancellation: Cancellation) {
      self.cancellation = cancellation
    }
  }

  /// Takes over `surface`, made by one of the factories below; `sink` collects a vector document's bytes.
  private init(surface: OpaquePointer, sink: ByteSink?) throws(TagFlowError) {
    self.surface = surface
    self.sink = sink
    context = cairo_create(surface)
    // Every stored property is set: throwing now runs deinit, which frees both.
    if let failure = CairoSurface.failure(surface, context) { throw failure }
  }

  /// A raster canvas of `width`×`height` points at `scale` pixels a point, drawing into
  /// `pixels`, which must outlive the surface; with `opaque` the caller paints every pixel,
  /// so the memory is not cleared. `format` names the image in errors.
  static func image(
    _ format: OutputFormat, width: Double, height: Double, scale: Double, pixels: PixelStore, opaque: Bool
  ) throws(TagFlowError) -> CairoSurface {
    let canvas = try canvasSize(format, width: width, height: height, scale: scale, limit: pixelLimit)
    // Checked before anything is allocated: the pixel budget.
    try Limits.check(pixelWidth: Double(canvas.width), height: Double(canvas.height))
    guard let image = pixels.surface(width: canvas.width, height: canvas.height, clear: !opaque) else {
      throw .tooLarge(.memory(width: Int(canvas.width), height: Int(canvas.height)))
    }
    let surface = try CairoSurface(surface: image, sink: nil)
    cairo_scale(surface.context, scale, scale)
    return surface
  }

  /// An SVG document of `width`×`height` CSS px. `cancellation` is asked as the document is
  /// written out (by `finish()`, or by Cairo when a surface is dropped unfinished, which
  /// writes the whole page all the same): cancelled, the writing stops.
  static func svg(width: Double, height: Double, cancellation: Cancellation) throws(TagFlowError) -> CairoSurface {
    try document(.svg, width: width, height: height, cancellation: cancellation) { write, closure in
      let surface = cairo_svg_surface_create_for_stream(write, closure, width, height)
      cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
      return surface
    }
  }

  /// Scales what is drawn next by `factor` in both directions.
  func scale(by factor: Double) {
    if factor != 1 { cairo_scale(context, factor, factor) }
  }

  /// A one-page PDF document of `width`×`height` points, titled `title` (shown by viewers
  /// instead of the file name); `cancellation` as for `svg`.
  static func pdf(width: Double, height: Double, title: String, cancellation: Cancellation) throws(TagFlowError)
    -> CairoSurface
  {
    try document(.pdf, width: width, height: height, cancellation: cancellation) { write, closure in
      let surface = cairo_pdf_surface_create_for_stream(write, closure, width, height)
      // Cairo stamps PDFs with the current time; reproducible builds set
      // SOURCE_DATE_EPOCH to get the same bytes on every run.
      if let date = CairoSurface.sourceDate() {
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, date)
      }
      if !title.isEmpty { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
      return surface
    }
  }

  /// A vector surface that `create` makes to stream its document into a new sink.
  private static func document(
    _ format: OutputFormat, width: Double, height: Double, cancellation: Cancellation,
    create: (cairo_write_func_t, UnsafeMutableRawPointer) -> OpaquePointer?
  ) throws(TagFlowError) -> CairoSurface {
    _ = try canvasSize(format, width: width, height: height, scale: 1, limit: vectorLimit)
    let sink = ByteSink(cancellation: cancellation)
    // Cairo returns an error surface rather than nil; its status is checked as the context is made.
    let surface = create(write, Unmanaged.passUnretained(sink).toOpaque())!
    return try CairoSurface(surface: surface, sink: sink)
  }

  /// Appends what a stream surface writes to its sink, until the sink is cancelled.
  private static let write: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if sink.cancelled || sink.cancellation.isCancelled(at: .encode) {
      sink.cancelled = true
      return CAIRO_STATUS_WRITE_ERROR
    }
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
  }

  deinit {
    if sink != nil, !finished {
      // Dropped unfinished (cancelled, or an error while drawing): Cairo would
      // still write out every chip drawn, seconds for 20,000 of them. An
      // unclipped clear empties its record of the page, so nothing is.
      cairo_reset_clip(context)
      cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
      cairo_paint(context)
    }
    // Freeing the context and surface may free the last use of a font.
    FontLock.run {
      cairo_destroy(context)
      cairo_surface_destroy(surface)
    }
  }

  /// The largest side of a PNG, in pixels: Cairo's image surfaces stop there.
  static let pixelLimit: Int32 = 32767
  /// The largest side of an SVG or PDF canvas, in points: Cairo keeps
  /// coordinates in 24.8 fixed point, and far beyond this chips go missing.
  static let vectorLimit: Int32 = 1_000_000

  /// The canvas in whole pixels (points for vector formats). Checked before any conversion:
  /// a size that is not a finite number in Cairo's range is an error, never a trap or an
  /// empty drawing.
  private static func canvasSize(
    _ format: OutputFormat, width: Double, height: Double, scale: Double, limit: Int32
  ) throws(TagFlowError) -> (width: Int32, height: Int32) {
    guard let canvas = canvasSize(width: width, height: height, scale: scale, limit) else {
      throw .tooLarge(.canvas(format: format, width: width, height: height, scale: scale, limit: Int(limit)))
    }
    return canvas
  }

  /// The canvas in whole pixels (points for vector formats), when both sides
  /// are finite, at least 1 and at most `limit`.
  static func canvasSize(width: Double, height: Double, scale: Double, _ limit: Int32) -> (width: Int32, height: Int32)?
  {
    func side(_ points: Double) -> Int32? {
      let pixels = (points * scale).rounded(.up)
      guard pixels.isFinite, pixels >= 1, pixels <= Double(limit) else { return nil }
      return Int32(exactly: pixels)
    }
    guard scale.isFinite, scale > 0, let width = side(width), let height = side(height) else { return nil }
    return (width, height)
  }

  /// `SOURCE_DATE_EPOCH` as an ISO 8601 date in UTC, when it is set.
  private static func sourceDate() -> String? {
    guard let text = getenv("SOURCE_DATE_EPOCH").map({ String(cString: $0) }), var seconds = time_t(text) else {
      return nil
    }
    var parts = tm()
    guard gmtime_r(&seconds, &parts) != nil else { return nil }
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }

  private static func failure(_ surface: OpaquePointer, _ context: OpaquePointer) -> TagFlowError? {
    for status in [cairo_surface_status(surface), cairo_status(context)] where status != CAIRO_STATUS_SUCCESS {
      return .drawing(status: String(cString: cairo_status_to_string(status)))
    }
    return nil
  }

  /// Ends a vector document and returns its bytes.
  func finish() throws(TagFlowError) -> [UInt8] {
    guard let sink else { preconditionFailure("a raster surface has no document to finish") }
    finished = true
    // Finishing a document reads its fonts again, to subset them.
    FontLock.run { cairo_surface_finish(surface) }
    if sink.cancelled { throw .cancelled }
    if let failure = CairoSurface.failure(surface, context) { throw failure }
    return sink.bytes
  }

  /// The pixels of an image surface, premultiplied ARGB32 rows.
  func withPixels<R, Failure: Error>(
    _ body: (UnsafeRawBufferPointer, _ width: Int, _ height: Int, _ stride: Int) throws(Failure) -> R
  ) throws(Failure) -> R {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * height)
    return try body(data, width, height, stride)
  }
}
