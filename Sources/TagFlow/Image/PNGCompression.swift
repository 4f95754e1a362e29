// How hard the PNG encoder works: bytes traded for time, at levels chosen by measurement.

/// The compression effort of PNG output.
///
/// Measured on tag images (40 tags at 600 px, 1× and 2×, pastel palette, transparent
/// background) against `optipng -o2` on the same pixels: `fast` writes 1.07–1.13× optipng's
/// bytes in 2–15 ms; `small` 0.99–1.03× in 0.1–0.4 s; `smallest` 0.92–0.99× in 0.8–2.6 s.
/// The pixels are the same at every level.
public enum PNGCompression: String, Sendable, CaseIterable, Hashable, Codable {
  /// libdeflate level 4: the default, for batches and tests.
  case fast
  /// libdeflate level 10, near-optimal parsing: within 5% of `optipng -o2`, for published images.
  case small
  /// libdeflate level 12: the smallest files this encoder writes.
  case smallest

  /// The libdeflate compression level.
  package var level: Int {
    switch self {
    case .fast: PNGEncoder.defaultLevel
    case .small: 10
    case .smallest: 12
    }
  }
}
