// A duration as fractional seconds, for rates and reports.

import TagFlow

extension Duration {
  package var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
