// TOML 1.0's unquoted values: booleans, integers, floats and the four kinds of date and time, checked character by character.

import TagFlow

/// Reads one unquoted value, written as a run of ASCII letters, digits and
/// `_ + - . :` (and the one space a date-time may have between date and time).
/// A mistake is reported at the offending character's offset in the run;
/// `end` says what comes after the run (`'٠'`, `the end of the line`).
struct TOMLScalar {
  struct Fault: Error {
    /// Which character of the run is at fault.
    var offset: Int
    var message: String
  }

  let text: [UInt8]
  let end: String

  static func read(_ text: [UInt8], end: String) throws(Fault) -> TOMLValue {
    try TOMLScalar(text: text, end: end).read()
  }

  private func read() throws(Fault) -> TOMLValue {
    switch text {
    case Array("true".utf8): return .boolean(true)
    case Array("false".utf8): return .boolean(false)
    case Array("inf".utf8), Array("+inf".utf8): return .float(.infinity)
    case Array("-inf".utf8): return .float(-.infinity)
    case Array("nan".utf8), Array("+nan".utf8): return .float(.nan)
    case Array("-nan".utf8): return .float(-.nan)
    default: break
    }
    let first = text[0]
    let unsigned = first == Self.plus || first == Self.minus ? 1 : 0
    // A run of digits followed by '-' or ':' starts a date or a time.
    var digitsEnd = unsigned
    while digitsEnd < text.count, Self.isDigit(text[digitsEnd]) { digitsEnd += 1 }
    if digitsEnd > unsigned, digitsEnd < text.count, text[digitsEnd] == Self.minus || text[digitsEnd] == Self.colon {
      guard unsigned == 0 else { throw Fault(offset: 0, message: "a date or a time has no sign") }
      var reader = TOMLDateTimeReader(text, end: end)
      return .dateTime(try reader.read())
    }
    if text.count > unsigned + 1, text[unsigned] == Self.zero, let radix = Self.radix(text[unsigned + 1]) {
      guard unsigned == 0 else {
        throw Fault(offset: 0, message: "a hexadecimal, octal or binary integer has no sign")
      }
      return .integer(try integer(radix: radix))
    }
    if text.count > unsigned + 1, text[unsigned] == Self.zero, Self.radix(text[unsigned + 1] | 0x20) != nil {
      throw Fault(offset: unsigned + 1, message: "write the prefix in lowercase: 0x, 0o or 0b")
    }
    if Self.isLetter(first) {
      let word = String(decoding: text.prefix(40), as: UTF8.self) + (text.count > 40 ? "…" : "")
      if ["true", "false", "inf", "nan"].contains(word.lowercased()) {
        throw Fault(offset: 0, message: "'\(word)' is not a value; TOML writes it in lowercase: \(word.lowercased())")
      }
      throw Fault(offset: 0, message: "'\(word)' is not a value; text needs quotes, as in \"\(word)\"")
    }
    return try decimal()
  }

  // MARK: Numbers

  /// `[+-]digits[.digits][e[+-]digits]`, no leading zeros, an Self.underscore only between two digits.
  private func decimal() throws(Fault) -> TOMLValue {
    var index = 0
    if text[0] == Self.plus || text[0] == Self.minus { index = 1 }
    // The whole part: 0, or digits that do not start with 0.
    guard index < text.count, Self.isDigit(text[index]) else {
      throw Fault(offset: index, message: "expected a digit \(found(index))")
    }
    if text[index] == Self.zero, index + 1 < text.count,
      Self.isDigit(text[index + 1]) || text[index + 1] == Self.underscore
    {
      throw Fault(offset: index, message: "a number does not start with 0 (leading zeros are not allowed)")
    }
    index = try digits(from: index, what: "a number")
    var isFloat = false
    if index < text.count, text[index] == Self.dot {
      isFloat = true
      index += 1
      guard index < text.count, Self.isDigit(text[index]) else {
        throw Fault(offset: index, message: "expected a digit after the decimal point \(found(index))")
      }
      index = try digits(from: index, what: "a number")
    }
    if index < text.count, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
      isFloat = true
      index += 1
      if index < text.count, text[index] == Self.plus || text[index] == Self.minus { index += 1 }
      guard index < text.count, Self.isDigit(text[index]) else {
        throw Fault(offset: index, message: "expected a digit in the exponent \(found(index))")
      }
      index = try digits(from: index, what: "an exponent")
    }
    guard index == text.count else {
      let word = String(decoding: text.prefix(40), as: UTF8.self) + (text.count > 40 ? "…" : "")
      throw Fault(
        offset: index,
        message: "'\(Unicode.Scalar(text[index]))' does not belong in a number; if \(word) is text, "
          + "it needs quotes: \"\(word)\"")
    }
    let plain = String(decoding: text.filter { $0 != Self.underscore && $0 != Self.plus }, as: UTF8.self)
    if isFloat {
      guard let value = Double(plain) else { throw Fault(offset: 0, message: "not a number") }
      return .float(value)
    }
    guard let value = Int64(plain) else {
      throw Fault(
        offset: 0, message: "the integer does not fit in 64 bits (-9223372036854775808 to 9223372036854775807)")
    }
    return .integer(value)
  }

  /// Digits from `start` (a digit), with single underscores between them; the index after them.
  private func digits(
    from start: Int, what: String, isDigit: (UInt8) -> Bool = TOMLScalar.isDigit
  ) throws(Fault) -> Int {
    var index = start
    while index < text.count {
      if isDigit(text[index]) {
        index += 1
      } else if text[index] == Self.underscore {
        guard index + 1 < text.count, isDigit(text[index + 1]) else {
          throw Fault(offset: index, message: "an underscore in \(what) must sit between two digits")
        }
        index += 1
      } else {
        break
      }
    }
    return index
  }

  private static func radix(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "x"): 16
    case UInt8(ascii: "o"): 8
    case UInt8(ascii: "b"): 2
    default: nil
    }
  }

  /// `0x1F`, `0o17`, `0b11`: no sign, lowercase prefix, a digit right after it.
  private func integer(radix: Int) throws(Fault) -> Int64 {
    let name = radix == 16 ? "a hexadecimal" : radix == 8 ? "an octal" : "a binary"
    let isDigit = { (byte: UInt8) in Self.digitValue(byte).map { $0 < radix } ?? false }
    guard text.count > 2, isDigit(text[2]) else {
      throw Fault(offset: 2, message: "expected \(name) digit after '0\(Unicode.Scalar(text[1]))' \(found(2))")
    }
    let last = try digits(from: 2, what: "a number", isDigit: isDigit)
    guard last == text.count else {
      throw Fault(offset: last, message: "'\(Unicode.Scalar(text[last]))' is not \(name) digit")
    }
    var value: Int64 = 0
    for byte in text[2...] where byte != Self.underscore {
      let (shifted, overflow) = value.multipliedReportingOverflow(by: Int64(radix))
      let (sum, carry) = shifted.addingReportingOverflow(Int64(Self.digitValue(byte)!))
      guard !overflow, !carry else {
        throw Fault(offset: 0, message: "the integer does not fit in 64 bits (at most 9223372036854775807)")
      }
      value = sum
    }
    return value
  }

  // MARK: Characters

  static let plus = UInt8(ascii: "+")
  static let minus = UInt8(ascii: "-")
  static let colon = UInt8(ascii: ":")
  static let dot = UInt8(ascii: ".")
  static let zero = UInt8(ascii: "0")
  static let underscore = UInt8(ascii: "_")

  static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  /// `(found 'x')`, for what is at `index` of the run or after it.
  func found(_ index: Int) -> String {
    Self.found(text, index, end: end)
  }

  static func found(_ text: [UInt8], _ index: Int, end: String) -> String {
    index < text.count ? "(found '\(Unicode.Scalar(text[index]))')" : "(found \(end))"
  }
}

/// Reads `1979-05-27T07:32:00.999-07:00` and its local kinds, checking every field:
/// four-digit years, two-digit months, days, hours, minutes, seconds and offsets,
/// a day the month has (29 February in leap years only), hours below 24, minutes
/// below 60, seconds up to 60 (a leap second, as RFC 3339 allows).
struct TOMLDateTimeReader {
  private let text: [UInt8]
  private let end: String
  private var index = 0

  init(_ text: [UInt8], end: String) {
    self.text = text
    self.end = end
  }

  mutating func read() throws(TOMLScalar.Fault) -> TOMLDateTime {
    var result = TOMLDateTime()
    if hasDate {
      let date = try readDate()
      result.date = date
      guard index < text.count else { return result }
      guard [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(text[index]) else {
        if TOMLScalar.isDigit(text[index]) || text[index] == TOMLScalar.colon {
          throw fault("expected 'T' or a space between the date and the time \(found)")
        }
        throw fault("'\(Unicode.Scalar(text[index]))' does not belong in a date")
      }
      index += 1
      guard index < text.count else { throw fault("expected a time after the 'T'") }
    }
    result.time = try readTime()
    guard index < text.count else { return result }
    guard result.date != nil else {
      throw fault("'\(Unicode.Scalar(text[index]))' does not belong in a time (a time without a date has no offset)")
    }
    switch text[index] {
    case UInt8(ascii: "Z"), UInt8(ascii: "z"):
      index += 1
      result.offsetMinutes = 0
    case TOMLScalar.plus, TOMLScalar.minus:
      let sign = text[index] == TOMLScalar.minus ? -1 : 1
      index += 1
      let hours = try field(2, "offset hour", range: 0...23)
      guard index < text.count, text[index] == TOMLScalar.colon else {
        throw fault("expected ':' between the offset's hours and minutes \(TOMLScalar.found(text, index, end: end))")
      }
      index += 1
      let minutes = try field(2, "offset minute", range: 0...59)
      result.offsetMinutes = sign * (hours * 60 + minutes)
    default:
      throw fault("'\(Unicode.Scalar(text[index]))' does not belong in a date-time")
    }
    guard index == text.count else {
      throw fault("'\(Unicode.Scalar(text[index]))' does not belong in a date-time")
    }
    return result
  }

  /// Digits up to a '-': a date comes first.
  private var hasDate: Bool {
    var probe = 0
    while probe < text.count, TOMLScalar.isDigit(text[probe]) { probe += 1 }
    return probe < text.count && text[probe] == TOMLScalar.minus
  }

  private mutating func readDate() throws(TOMLScalar.Fault) -> TOMLDateTime.Date {
    let year = try field(4, "year", range: 0...9999)
    try expect(TOMLScalar.minus, "between the year and the month")
    let month = try field(2, "month", range: 1...12)
    try expect(TOMLScalar.minus, "between the month and the day")
    let dayStart = index
    let day = try field(2, "day", range: 1...31, isLast: true)
    let days = TOMLDateTime.days(inMonth: month, year: year)
    guard day <= days else {
      index = dayStart
      throw fault("day \(day) is past the end of \(Self.monthNames[month - 1]) \(year), which has \(days) days")
    }
    return TOMLDateTime.Date(year: year, month: month, day: day)
  }

  private mutating func readTime() throws(TOMLScalar.Fault) -> TOMLDateTime.Time {
    let hour = try field(2, "hour", range: 0...23)
    try expect(TOMLScalar.colon, "between the hours and the minutes")
    let minute = try field(2, "minute", range: 0...59)
    guard index < text.count, text[index] == TOMLScalar.colon else {
      throw fault("expected ':' and the seconds after the minutes (TOML 1.0 requires seconds) \(found)")
    }
    index += 1
    let second = try field(2, "second", range: 0...60)
    var nanosecond = 0
    if index < text.count, text[index] == TOMLScalar.dot {
      index += 1
      guard index < text.count, TOMLScalar.isDigit(text[index]) else {
        throw fault("expected a digit after the seconds' point \(found)")
      }
      var scale = 100_000_000
      while index < text.count, TOMLScalar.isDigit(text[index]) {
        nanosecond += Int(text[index] - TOMLScalar.zero) * scale
        scale /= 10
        index += 1
      }
    }
    return TOMLDateTime.Time(hour: hour, minute: minute, second: second, nanosecond: nanosecond)
  }

  /// Exactly `count` digits, within `range`. More digits after a date's day
  /// are a time without its 'T' (`isLast`); elsewhere, too many digits.
  private mutating func field(
    _ count: Int, _ name: String, range: ClosedRange<Int>, isLast: Bool = false
  ) throws(TOMLScalar.Fault) -> Int {
    let start = index
    var value = 0
    while index < text.count, TOMLScalar.isDigit(text[index]), index - start < count {
      value = value * 10 + Int(text[index] - TOMLScalar.zero)
      index += 1
    }
    let tooMany = index < text.count && TOMLScalar.isDigit(text[index])
    guard index - start == count, !tooMany || isLast else {
      index = start
      let article = name.first.map { "aeiouh".contains($0) } == true ? "an" : "a"
      throw fault("\(article) \(name) is written with \(count) digits")
    }
    guard range.contains(value) else {
      index = start
      throw fault(
        "\(name) \(String(decoding: text[start..<start + count], as: UTF8.self)) is out of range "
          + "(\(Self.padded(range.lowerBound, count)) to \(Self.padded(range.upperBound, count)))")
    }
    return value
  }

  private mutating func expect(_ byte: UInt8, _ purpose: String) throws(TOMLScalar.Fault) {
    guard index < text.count, text[index] == byte else {
      throw fault("expected '\(Unicode.Scalar(byte))' \(purpose) \(found)")
    }
    index += 1
  }

  private var found: String { TOMLScalar.found(text, index, end: end) }

  private func fault(_ message: String) -> TOMLScalar.Fault {
    TOMLScalar.Fault(offset: index, message: message)
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  private static func padded(_ value: Int, _ count: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, count - text.count)) + text
  }
}
