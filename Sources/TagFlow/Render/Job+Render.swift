// A job to image bytes in one call: what a program that wants one picture writes.

extension Job {
  /// The image this job makes: measured with its own fonts, laid out and
  /// drawn in `format`; `scale` multiplies a PNG's pixels.
  ///
  /// ```swift
  /// let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
  /// let png = try job.render(as: .png, scale: 2)
  /// ```
  ///
  /// Each call loads the fonts again; to make many images, keep one
  /// `Renderer` per set of fonts and call `Renderer.render(_:as:scale:)`.
  ///
  /// A job that `validate()` refuses throws validate's error before any font is loaded;
  /// what else can fail is what only laying it out tells (see `validate()`).
  public func render(as format: OutputFormat = .png, scale: Double = 1) throws(TagFlowError) -> [UInt8] {
    try validate()
    return try Renderer(fonts: fonts).render(self, as: format, scale: scale)
  }
}

extension Job {
  /// Renders the image and writes it to the file at `path`, in `format` or, when that is
  /// `nil`, in the format the path's extension names (`.png`, `.svg`, `.pdf`, in any case).
  /// The file is written as the command line's `-o` writes: drawn first, then the missing
  /// folders of its path are made, then the bytes go to a temporary file beside it that is
  /// renamed into place, so no reader sees half an image and a failed write leaves no file
  /// behind and the old one as it was. A symbolic link is written through (its target is
  /// replaced and the link stays a link); a FIFO or a device is written straight into; `-`
  /// is standard output (PNG unless `format` says otherwise).
  ///
  /// ```swift
  /// let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
  /// try job.write(to: "out/tags.png", scale: 2)
  /// ```
  ///
  /// Throws what `render(as:scale:)` throws; `TagFlowError.invalidValue` naming `output` when
  /// the extension names no format and none is given; `TagFlowError.file` when a folder cannot
  /// be made (a file is in the way) or the file cannot be written (with the system's `errno`:
  /// no permission, a full disk, a folder at `path`).
  public func write(to path: String, as format: OutputFormat? = nil, scale: Double = 1) throws(TagFlowError) {
    guard let format = format ?? OutputFormat(path: path) ?? (path == "-" ? .png : nil) else {
      throw .invalid("output", path, expected: "a name ending in .png, .svg or .pdf, or a format given")
    }
    let bytes = try render(as: format, scale: scale)
    try FileSystem.createFolder(of: path)
    try FileSystem.write(bytes, to: path)
  }
}
