// `tagflow check --dry-run`: what a check would compare and write, worked out without rendering or writing.

import TagFlow
import TagFlowComparison

/// What a check would do with one image, known from its reference on disk and the record mode
/// alone: nothing is rendered, so whether an existing reference still matches is not known.
struct CheckPlan: Equatable {
  enum Step: Equatable {
    /// The reference exists and would be compared; `rewrite`: and written again if it differs.
    case compare(rewrite: Bool)
    /// The reference would be written whatever it holds (`--record all`).
    case rewrite
    /// There is no reference and one would be written (the run still fails on it).
    case record
    /// There is no reference and none would be written.
    case missing
    /// The reference's path is a folder.
    case folder
  }

  /// The image's path in the manifest, as check's lines name it.
  var name: String
  var reference: String
  var step: Step

  /// The step `ReferenceChecker.check(_:)` would take under `record`, without its render.
  init(name: String, reference: String, record: RecordMode) {
    self.name = name
    self.reference = reference
    switch FileSystem.kind(of: reference) {
    case .missing: step = record == .never ? .missing : .record
    case .folder: step = .folder
    case .file: step = record == .all ? .rewrite : .compare(rewrite: record == .failed)
    }
  }

  /// Whether a real run would fail on this image whatever it renders.
  var fails: Bool { [.record, .missing, .folder].contains(step) }

  /// One line in `would write PATH` words, as batch's and render's dry runs print.
  var line: String {
    switch step {
    case .compare(rewrite: false): "would compare \(name) with \(reference)"
    case .compare(rewrite: true): "would compare \(name) with \(reference), and write \(reference) if it differs"
    case .rewrite: "would write \(reference) (record mode all)"
    case .record: "would write \(reference) (no reference yet: the run fails until it is committed)"
    case .missing: "would fail \(name): no reference at \(reference)"
    case .folder: "would fail \(name): cannot read reference \(reference): it is a folder"
    }
  }

  /// `N images: C would compare, W would write a reference, F would fail, P problems; dry run: nothing written`.
  static func summary(_ plans: [CheckPlan], problems: Int) -> String {
    let compare = plans.count {
      if case .compare = $0.step { true } else { false }
    }
    let write = plans.count { $0.step == .rewrite || $0.step == .record }
    let fail = plans.count { $0.step == .missing || $0.step == .folder }
    return "\(plans.count) \(plans.count == 1 ? "image" : "images"): \(compare) would compare, "
      + "\(write) would write \(write == 1 ? "a reference" : "references"), \(fail) would fail, "
      + "\(problems) \(problems == 1 ? "problem" : "problems"); dry run: nothing written"
  }
}
