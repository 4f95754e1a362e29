// One image to check: what was rendered, and where its reference lives.

/// A rendered image and the path of the reference it must match. `name` identifies it in
/// results, reports and artifact file names (a job's output path, a test's name).
public struct CheckItem: Sendable {
  public var name: String
  /// The rendered bytes: PNG, SVG or PDF as `format` says.
  public var actual: [UInt8]
  public var format: OutputFormat
  /// The reference file's path; a missing file is recorded or reported as the record mode says.
  public var reference: String

  public init(name: String, actual: [UInt8], format: OutputFormat, reference: String) {
    self.name = name
    self.actual = actual
    self.format = format
    self.reference = reference
  }
}
