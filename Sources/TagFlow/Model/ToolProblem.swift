// A program TagFlow runs (rsvg-convert, pdftoppm) that is missing or failed.

/// Why an external tool gave no result. Running it at all is a `FileProblem` (`.run`).
public enum ToolProblem: Sendable, Equatable {
  /// `tool` is on no folder of the search path; `package` is the Debian package with it.
  case notInstalled(tool: String, package: String)
  /// `tool` stopped with an exit `status`, or was killed by `signal`; `said` is the first
  /// line of its standard error, as the tool wrote it (empty when it wrote none).
  case failed(tool: String, ending: Ending, said: String)

  /// How a failed tool ended.
  public enum Ending: Sendable, Equatable {
    /// It exited with this status.
    case status(Int32)
    /// It was killed by this signal.
    case signal(Int32)
  }

  /// One line: `rsvg-convert exited with status 1: <its stderr>`.
  var message: String {
    switch self {
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
