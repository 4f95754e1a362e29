// Which scalars begin a line break, and which are controls: one test each for tag files, tag validation and shaping.

extension Unicode.Scalar {
  /// LF, VT, FF, CR, NEL, LS or PS: the scalars a newline character
  /// (`Character.isNewline`) starts with. A text without them is one line.
  var startsNewline: Bool {
    switch value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// A C0 or C1 control character or DEL (general category Cc), without a property lookup.
  var isControl: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
