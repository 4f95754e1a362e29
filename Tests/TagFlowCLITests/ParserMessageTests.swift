// ArgumentParser's messages, word for word as it writes them, become TagFlow's one form.

import Testing

@testable import tagflow

@Suite struct ParserMessageTests {
  /// Each case: ArgumentParser's line (long lists already joined by `ExitStatus.oneLine`), and the
  /// line `tagflow: error:` shows.
  @Test(arguments: [
    (
      "The value 'sideways' is invalid for '--justify <justify>'. Please provide one of the following: start, "
        + "center, end, space-between, space-around, space-evenly, stretch",
      "--justify: 'sideways' is not valid; expected one of start, center, end, space-between, space-around, "
        + "space-evenly, stretch"
    ),
    (
      "The value 'centre' is invalid for '--justify <justify>'. Please provide one of the following: start, "
        + "center, end",
      "--justify: 'centre' is not valid; expected one of start, center, end; did you mean 'center'?"
    ),
    (
      "The value 'gif' is invalid for '--format <format>'. Please provide one of 'svg' and 'png'.",
      "--format: 'gif' is not valid; expected one of svg, png"
    ),
    (
      "The value 'pdf' is invalid for '--format <format>'. Please provide one of 'svg' and 'png'.",
      "--format: 'pdf' is not valid; expected one of svg, png; did you mean 'png'?"
    ),
    (
      "The value 'ltf' is invalid for '--direction <direction>'. Please provide one of 'ltr' or 'rtl'.",
      "--direction: 'ltf' is not valid; expected one of ltr, rtl; did you mean 'ltr'?"
    ),
    (
      "The value 'gren' is invalid for '--wrap <wrap>'. Please provide one of 'greedy', 'balanced' or 'optimal'.",
      "--wrap: 'gren' is not valid; expected one of greedy, balanced, optimal"
    ),
    (
      "The value 'a,,b' is invalid for '--keys <names>': expected field names separated by commas",
      "--keys: 'a,,b' is not valid; expected field names separated by commas"
    ),
    (
      "The value 'x' is invalid for '--tolerance <N|N%>': --tolerance: 'x' is not valid; expected N",
      "--tolerance: 'x' is not valid; expected N"
    ),
    ("The value 'x' is invalid for '<count>'", "<count>: 'x' is not valid"),
    ("Unknown option '--widht'. Did you mean '--width'?", "unknown option '--widht'; did you mean '--width'?"),
    ("Unknown option '--bogus'", "unknown option '--bogus'"),
    ("Missing value for '-o <output>'", "-o <output>: the value is missing"),
    ("Missing expected argument '<manifest>'", "<manifest> is missing"),
    (
      "The option '--force' does not take any value, but 'yes' was specified.",
      "--force: 'yes' is not valid; the option takes no value"
    ),
    ("Unexpected argument 'b.png'", "unexpected argument 'b.png'"),
    ("2 unexpected arguments: 'a', 'b'", "2 unexpected arguments: 'a', 'b'"),
    // TagFlow's own lines pass unchanged.
    ("--width: '0' is not valid; expected a number", "--width: '0' is not valid; expected a number"),
    ("PNG image is truncated", "PNG image is truncated"),
  ])
  func argumentParsersWordsInTagFlowsForm(message: String, shown: String) {
    #expect(ParserMessage.inTagFlowStyle(message) == shown)
  }
}
