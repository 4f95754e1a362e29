// Why bytes or a file could not be read as a PNG, worded for the person who has to fix it.

/// An image that could not be decoded: one line (`description`) naming the file (or `data`)
/// and what is wrong with it. Which problem it is (`Kind`) is the package's.
public struct PNGDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  package var kind: Kind

  /// The problem `kind`.
  package init(_ kind: Kind) {
    self.kind = kind
  }

  /// What went wrong; `path` is the file when there was one.
  package enum Kind: Sendable, Equatable {
    /// The data does not start with the PNG signature (empty data included).
    case notPNG(path: String?)
    /// The data starts like a PNG but is cut short or damaged; `reason` says which.
    case corrupt(path: String?, reason: String)
    /// The header declares more pixels than the decoding budget (`maxPixels`) allows;
    /// nothing was decoded.
    case tooLarge(path: String?, size: Bitmap.Size, maxPixels: Int)
    /// The file could not be read at all; `reason` is the system's.
    case unreadableFile(path: String, reason: String)
    /// `ImageDecoder`: the data starts like none of the formats it reads.
    case notAnImage(path: String?)
    /// `ImageDecoder`: a JPEG, WebP or TIFF that is cut short, damaged or not supported.
    case corruptImage(path: String?, format: ImageFileFormat, reason: String)
    /// `ImageDecoder`: a JPEG, WebP or TIFF with more pixels than `maxPixels`; nothing decoded.
    case tooLargeImage(path: String?, format: ImageFileFormat, size: Bitmap.Size, maxPixels: Int)
    /// `ImageDecoder`: the format's library (opened on first use) could not be loaded, whatever
    /// the file holds; `reason` names the library and the package to install.
    case missingLibrary(path: String?, format: ImageFileFormat, reason: String)
  }

  /// `Kind.notPNG`.
  package static func notPNG(path: String?) -> Self { Self(.notPNG(path: path)) }
  /// `Kind.corrupt`.
  package static func corrupt(path: String?, reason: String) -> Self { Self(.corrupt(path: path, reason: reason)) }
  /// `Kind.tooLarge`.
  package static func tooLarge(path: String?, size: Bitmap.Size, maxPixels: Int) -> Self {
    Self(.tooLarge(path: path, size: size, maxPixels: maxPixels))
  }
  /// `Kind.unreadableFile`.
  package static func unreadableFile(path: String, reason: String) -> Self {
    Self(.unreadableFile(path: path, reason: reason))
  }
  /// `Kind.notAnImage`.
  package static func notAnImage(path: String?) -> Self { Self(.notAnImage(path: path)) }
  /// `Kind.corruptImage`.
  package static func corruptImage(path: String?, format: ImageFileFormat, reason: String) -> Self {
    Self(.corruptImage(path: path, format: format, reason: reason))
  }
  /// `Kind.tooLargeImage`.
  package static func tooLargeImage(path: String?, format: ImageFileFormat, size: Bitmap.Size, maxPixels: Int) -> Self {
    Self(.tooLargeImage(path: path, format: format, size: size, maxPixels: maxPixels))
  }

  /// `Kind.missingLibrary`.
  package static func missingLibrary(path: String?, format: ImageFileFormat, reason: String) -> Self {
    Self(.missingLibrary(path: path, format: format, reason: reason))
  }

  /// One line naming the file (or `data`) and what is wrong with it.
  public var description: String {
    switch kind {
    case .notPNG(let path):
      "\(path ?? "data"): not a PNG image (it does not start with the PNG signature)"
    case .corrupt(let path, let reason):
      "\(path ?? "data"): PNG image is truncated or corrupt (\(reason))"
    case .tooLarge(let path, let size, let maxPixels):
      Self.tooLarge(path, .png, size, maxPixels)
    case .tooLargeImage(let path, let format, let size, let maxPixels):
      Self.tooLarge(path, format, size, maxPixels)
    case .notAnImage(let path):
      "\(path ?? "data"): not an image TagFlow reads (\(ImageFileFormat.named), told by the first bytes)"
    case .corruptImage(let path, let format, let reason):
      "\(path ?? "data"): \(format) image is truncated or corrupt (\(reason))"
    case .missingLibrary(let path, let format, let reason):
      "\(path ?? "data"): cannot read \(format) images on this system (\(reason))"
    case .unreadableFile(let path, let reason):
      "\(path): cannot read file (\(reason))"
    }
  }

  /// The same error, naming `path`.
  package func naming(_ path: String) -> PNGDecodingError {
    switch kind {
    case .notPNG: .notPNG(path: path)
    case .corrupt(_, let reason): .corrupt(path: path, reason: reason)
    case .tooLarge(_, let size, let maxPixels): .tooLarge(path: path, size: size, maxPixels: maxPixels)
    case .unreadableFile: self
    case .notAnImage: .notAnImage(path: path)
    case .corruptImage(_, let format, let reason): .corruptImage(path: path, format: format, reason: reason)
    case .tooLargeImage(_, let format, let size, let maxPixels):
      .tooLargeImage(path: path, format: format, size: size, maxPixels: maxPixels)
    case .missingLibrary(_, let format, let reason): .missingLibrary(path: path, format: format, reason: reason)
    }
  }

  private static func tooLarge(_ path: String?, _ format: ImageFileFormat, _ size: Bitmap.Size, _ maxPixels: Int)
    -> String
  {
    "\(path ?? "data"): \(format) image is \(size) pixels (\(UInt64(size.width) * UInt64(size.height))), more than "
      + "the pixel budget of \(maxPixels); raise the budget (--max-pixels, maxPixels:) to read it"
  }
}
