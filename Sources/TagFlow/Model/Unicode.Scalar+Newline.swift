// Which scalars begin a line break: one test for splitting tag files, validating tags and shaping text.

extension Unicode.Scalar {
  /// LF, VT, FF, CR, NEL, LS or PS: the scalars a newline character
  /// (`Character.isNewline`) starts with. A text without them is one line.
  var startsNewline: Bool {
    switch value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }
}
