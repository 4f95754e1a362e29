// What checking one image against its reference came to.

import TagFlow

/// The verdict on one item. Failures are everything but `passed` and `recorded`.
public enum CheckStatus: Sendable, Equatable {
  /// The image matches its reference within the tolerance.
  case passed
  /// The image differs from its reference beyond the tolerance (for SVG: its text differs).
  case failed
  /// The image and its reference are not the same size, so no pixel was compared.
  case sizeMismatch(expected: Bitmap.Size, actual: Bitmap.Size)
  /// There is no reference, and the record mode did not allow writing one.
  case missing
  /// The reference was written; why is in the reason.
  case recorded(RecordReason)
  /// The reference exists but cannot be read or decoded (truncated, corrupt, not a PNG).
  case unreadableReference
  /// Something else went wrong: the rendered bytes do not decode, or a reference could not
  /// be written or rasterised. The result's message says what.
  case error
  /// Not compared, and that alone does not fail the run: a folder diff's file that is not an
  /// image, in one folder only (one in both folders, or where no image was compared, is an
  /// `error`: it fails the run).
  case skipped

  /// Why a reference was written.
  public enum RecordReason: String, Sendable, Equatable {
    /// There was none.
    case missing
    /// It did not match (or could not be read), and the mode was `failed`.
    case failed
    /// The mode was `all`.
    case all
  }

  /// True for every status that should fail a check run or a test.
  public var isFailure: Bool {
    switch self {
    case .passed, .recorded, .skipped: false
    case .failed, .sizeMismatch, .missing, .unreadableReference, .error: true
    }
  }

  /// The word for this status in lines, summaries and reports (see `StatusWord`).
  package var word: StatusWord {
    switch self {
    case .passed: .passed
    case .failed, .sizeMismatch: .failed
    case .missing: .new
    case .recorded: .recorded
    case .unreadableReference, .error: .error
    case .skipped: .skipped
    }
  }

  /// A short upper-case word for one-line output: PASSED, FAILED, NEW, RECORDED, ERROR, SKIPPED.
  package var label: String { word.label }

}
