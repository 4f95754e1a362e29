// The version of TagFlow, printed by `--version` and recorded with renders.

package enum TagFlowVersion {
  /// Part of every batch fingerprint and run record, so it changes whenever the same job
  /// draws other bytes: an up-to-date rerun after an upgrade then renders again what would
  /// now differ, instead of keeping images the new version would not draw. 0.2.0: palettes
  /// keep neighbours apart and ramp fills keep their contrast with the canvas. 0.3.0: chips
  /// on a line share one height and one text baseline, whatever their scripts.
  package static let current = "0.3.0"
}
