// Why bytes or a file could not be read as a PNG, worded for the person who has to fix it.

/// A PNG that could not be decoded. `path` is the file when there was one.
public enum PNGDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The data does not start with the PNG signature (empty data included).
  case notPNG(path: String?)
  /// The data starts like a PNG but is cut short or damaged; `reason` says which.
  case corrupt(path: String?, reason: String)
  /// The image is bigger than the 32767×32767 pixels Cairo can hold.
  case tooLarge(path: String?, size: Bitmap.Size)
  /// The file could not be read at all; `reason` is the system's.
  case unreadableFile(path: String, reason: String)

  public var description: String {
    switch self {
    case .notPNG(let path):
      "\(path ?? "data"): not a PNG image (it does not start with the PNG signature)"
    case .corrupt(let path, let reason):
      "\(path ?? "data"): PNG image is truncated or corrupt (\(reason))"
    case .tooLarge(let path, let size):
      "\(path ?? "data"): PNG image is \(size) pixels; at most \(PNGDecoder.maxSide)×\(PNGDecoder.maxSide) can be read"
    case .unreadableFile(let path, let reason):
      "\(path): cannot read file (\(reason))"
    }
  }

  /// The same error, naming `path`.
  func naming(_ path: String) -> PNGDecodingError {
    switch self {
    case .notPNG: .notPNG(path: path)
    case .corrupt(_, let reason): .corrupt(path: path, reason: reason)
    case .tooLarge(_, let size): .tooLarge(path: path, size: size)
    case .unreadableFile: self
    }
  }
}
