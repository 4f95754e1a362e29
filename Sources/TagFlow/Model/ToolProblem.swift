// A program TagFlow runs (rsvg-convert, pdftoppm) that is missing or failed.

/// Why an external tool gave no result, in one line (`description`). Running it at all is a
/// `FileProblem` (`.run`).
public struct ToolProblem: Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  package var kind: Kind

  /// The problem `kind`.
  package init(_ kind: Kind) {
    self.kind = kind
  }

  /// What went wrong, for the package's tests and callers to tell apart.
  package enum Kind: Sendable, Equatable {
    /// `tool` is on no folder of the search path; `package` is the Debian package with it.
    case notInstalled(tool: String, package: String)
    /// `tool` stopped with an exit `status`, or was killed by `signal`; `said` is the first
    /// line of its standard error, as the tool wrote it (empty when it wrote none).
    case failed(tool: String, ending: Ending, said: String)
  }

  /// How a failed tool ended.
  package enum Ending: Sendable, Equatable {
    /// It exited with this status.
    case status(Int32)
    /// It was killed by this signal.
    case signal(Int32)
  }

  /// `Kind.notInstalled`.
  package static func notInstalled(tool: String, package: String) -> Self {
    Self(.notInstalled(tool: tool, package: package))
  }

  /// `Kind.failed`.
  package static func failed(tool: String, ending: Ending, said: String) -> Self {
    Self(.failed(tool: tool, ending: ending, said: said))
  }

  /// One line: `rsvg-convert exited with status 1: <its stderr>`.
  public var description: String { message }

  /// The same as `description`.
  var message: String {
    switch kind {
    case .notInstalled(let tool, let package):
      return "\(tool) is not installed (Debian package \(package))"
    case .failed(let tool, let ending, let said):
      let how =
        switch ending {
        case .status(let code): "exited with status \(code)"
        case .signal(let signal): "was killed by signal \(signal)"
        }
      return "\(tool) \(how)\(said.isEmpty ? "" : ": \(said)")"
    }
  }
}
