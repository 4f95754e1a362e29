// Settings of a job that are each valid but do not go together.

import FlowLayout

/// A setting that needs another one the job lacks.
public enum JobConflict: Sendable, Equatable {
  /// `alignContent` places lines in a canvas of fixed height, and the job has no height.
  case alignContentWithoutHeight(AlignContent)
  /// `fitBox` fits the chips to a box, and the job has no height to make one.
  case fitBoxWithoutHeight
  /// `noSystemFonts` without `fontFiles` leaves no font to draw with.
  case noFontLeft

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
    }
  }
}
