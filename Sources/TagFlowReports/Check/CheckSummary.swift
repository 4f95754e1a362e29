// Counts over a check run: what a report puts on top and what decides the exit status.

import TagFlow
import TagFlowComparison

/// How many items passed, failed, were missing or were recorded. `failed` counts every
/// failure but a missing reference: differences, size mismatches, unreadable references, errors.
package struct CheckSummary: Sendable, Equatable, CustomStringConvertible {
  package var passed = 0
  package var failed = 0
  package var missing = 0
  package var recorded = 0
  /// Of `recorded`, the references written because there was none: these fail the run.
  package var newReferences = 0
  /// The same results counted by their words (`StatusWord`), as lines and reports show them:
  /// `failed` here is differences only, unreadable references and errors are `error`.
  package var words: [StatusWord: Int] = [:]

  package init(passed: Int = 0, failed: Int = 0, missing: Int = 0, recorded: Int = 0, newReferences: Int = 0) {
    self.passed = passed
    self.failed = failed
    self.missing = missing
    self.recorded = recorded
    self.newReferences = newReferences
    words = [.passed: passed, .failed: failed, .new: missing, .recorded: recorded].filter { $0.value > 0 }
  }

  package init(_ results: [CheckResult]) {
    for result in results {
      words[result.word, default: 0] += 1
      switch result.status {
      case .passed: passed += 1
      case .recorded(let reason):
        recorded += 1
        if reason == .missing { newReferences += 1 }
      case .missing: missing += 1
      case .failed, .sizeMismatch, .unreadableReference, .error: failed += 1
      case .skipped: break  // only a folder diff skips files, and it counts them itself
      }
    }
  }

  package var total: Int { passed + failed + missing + recorded }

  /// No failure and no missing reference, recorded or not: a reference written because there
  /// was none fails the run (as in swift-snapshot-testing and Playwright), so a new image is
  /// looked at before it is trusted. Re-recording on request (`failed`, `all`) does not fail.
  package var succeeded: Bool { failed == 0 && missing == 0 && newReferences == 0 }

  /// `7 images: 1 failed, 1 new, 2 recorded, 3 passed`: every summary's words and order
  /// (`StatusWord.summary`).
  package var description: String { StatusWord.summary(words) }
}
