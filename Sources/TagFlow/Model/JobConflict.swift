// Settings of a job that are each valid but do not go together.

import FlowLayout

/// A setting that needs another one the job lacks; `description` says which.
public struct JobConflict: Sendable, Equatable, CustomStringConvertible {
  /// Which settings conflict, as this package's code and tests tell them apart.
  package var kind: Kind

  /// The conflict `kind`.
  package init(_ kind: Kind) {
    self.kind = kind
  }

  /// The conflict in one line, naming settings by their keys.
  public var description: String { kind.message(naming: .keys) }

  /// One line, naming the settings as `naming` says.
  func message(naming: SettingNaming) -> String { kind.message(naming: naming) }
}

extension JobConflict {
  /// The conflicts a job can have: package-level, so that adding one changes no API.
  package enum Kind: Sendable, Equatable {
    /// `alignContent` places lines in a canvas of fixed height, and the job has no height.
    case alignContentWithoutHeight(AlignContent)
    /// `fitBox` fits the chips to a box, and the job has no height to make one.
    case fitBoxWithoutHeight
    /// `noSystemFonts` without `fontFiles` leaves no font to draw with.
    case noFontLeft
    /// A renderer was asked to draw a job whose fonts are not the ones it was made for.
    case fontsDiffer(job: FontSet, renderer: FontSet)

    /// One line, naming the settings as `naming` says. The labels before the colon are the
    /// same for both namings, as they always were.
    func message(naming: SettingNaming) -> String {
      switch self {
      case .alignContentWithoutHeight(let align):
        "align-content: '\(align.rawValue)' places lines in a canvas of fixed height; "
          + "give the canvas a height too (\(naming.ways("height")))"
      case .fitBoxWithoutHeight:
        "fit-box: there is no box to fit; give the canvas a height too (\(naming.ways("height")))"
      case .noFontLeft:
        "no-system-fonts: no font is left to draw with; "
          + (naming.option("fontFiles").map { "give \($0) FILE too (fontFiles in a manifest)" }
            ?? "give fontFiles too")
      case .fontsDiffer(let job, let renderer):
        "fonts: the job asks for \(job.summary) and the renderer was made for \(renderer.summary); "
          + "make the renderer with Renderer(fonts: job.fonts)"
      }
    }
  }
}

extension FontSet {
  /// The fonts in a few words: their files, and whether the machine's fonts come too.
  fileprivate var summary: String {
    let files = files.isEmpty ? "no font files" : files.map { "'\($0)'" }.joined(separator: ", ")
    return files + (includesSystemFonts ? " with" : " without") + " the machine's fonts"
  }
}
