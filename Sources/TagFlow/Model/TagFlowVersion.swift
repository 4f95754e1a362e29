// The version of TagFlow, printed by `--version` and recorded with renders.

package enum TagFlowVersion {
  package static let current = "0.1.0"
}
