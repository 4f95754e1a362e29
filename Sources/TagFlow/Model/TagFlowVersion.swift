// The version of TagFlow, printed by `--version` and recorded with renders.

public enum TagFlowVersion {
  public static let current = "0.1.0"
}
