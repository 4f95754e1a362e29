// A TOML document as a tree of tables and typed values, each with the line and column where it starts.

import TagFlow

/// A value read from TOML 1.0.
indirect enum TOMLValue: Equatable {
  case string(String)
  /// A 64-bit integer: TOML refuses what does not fit.
  case integer(Int64)
  case float(Double)
  case boolean(Bool)
  /// An offset date-time, a local date-time, a local date or a local time.
  case dateTime(TOMLDateTime)
  /// An array: `[1, 2]`, or an array of tables (`[[name]]`), whose items are tables.
  case array([TOMLNode])
  /// A table: `[name]`, a dotted key's `name.`, an inline table `{ ... }`, or the document.
  case table(TOMLTable)

  /// How a value is named in messages.
  var kind: String {
    switch self {
    case .string: "text"
    case .integer, .float: "number"
    case .boolean: "boolean"
    case .dateTime: "date"
    case .array: "list"
    case .table: "table"
    }
  }
}

/// A value and where it starts in the file.
struct TOMLNode: Equatable {
  var value: TOMLValue
  var line: Int
  var column: Int
  /// A number, boolean or date as the file writes it (`0x1F`, `1_000`, `1979-05-27`); empty for the rest.
  var written: String = ""
}

/// One key of a table and its value.
struct TOMLEntry: Equatable {
  var key: String
  var node: TOMLNode
}

/// A table's keys and values, in the order the document first sets them.
struct TOMLTable: Equatable {
  var entries: [TOMLEntry] = []

  /// The value of `key`, if the table has it.
  subscript(key: String) -> TOMLNode? {
    entries.first { $0.key == key }?.node
  }

  var keys: [String] { entries.map(\.key) }
}

/// A parsed TOML document: its root table.
struct TOMLDocument: Equatable {
  var root = TOMLTable()

  /// The table at `path`, reached through tables only (an array of tables has no single table at its name).
  func table(at path: [String]) -> TOMLTable? {
    var table = root
    for key in path {
      guard case .table(let inner)? = table[key]?.value else { return nil }
      table = inner
    }
    return table
  }

  /// The value at exactly this path, through tables only.
  func value(at path: [String]) -> TOMLNode? {
    guard let last = path.last else { return nil }
    return table(at: path.dropLast())?[last]
  }

  /// The pairs directly inside the table at `path` (none when there is no such table).
  func pairs(in path: [String]) -> [TOMLEntry] {
    table(at: path)?.entries ?? []
  }
}

/// A TOML date and time, as TOML 1.0 has four kinds of them: an offset date-time
/// (`1979-05-27T07:32:00Z`), a local date-time, a local date and a local time.
/// Every field has been checked: the month has that day, the hour is below 24.
struct TOMLDateTime: Equatable, CustomStringConvertible {
  struct Date: Equatable {
    var year: Int
    var month: Int
    var day: Int
  }

  struct Time: Equatable {
    var hour: Int
    var minute: Int
    /// 0 to 60 (RFC 3339 counts a leap second as 60).
    var second: Int
    /// Digits after the seconds' point, as nanoseconds; TOML keeps at least milliseconds, and more are cut off.
    var nanosecond: Int
  }

  var date: Date?
  var time: Time?
  /// Minutes east of UTC for an offset date-time (`Z` is 0); nil for the local kinds.
  var offsetMinutes: Int?

  /// toml-test's name for the kind: `datetime`, `datetime-local`, `date-local` or `time-local`.
  var kind: String {
    switch (date != nil, time != nil, offsetMinutes != nil) {
    case (true, true, true): "datetime"
    case (true, true, false): "datetime-local"
    case (true, false, _): "date-local"
    default: "time-local"
    }
  }

  /// RFC 3339: `1979-05-27T07:32:00.5-07:00`, without the parts the kind has not.
  var description: String {
    var text = ""
    if let date {
      text += Self.digits(date.year, 4) + "-" + Self.digits(date.month, 2) + "-" + Self.digits(date.day, 2)
    }
    if let time {
      if date != nil { text += "T" }
      text += Self.digits(time.hour, 2) + ":" + Self.digits(time.minute, 2) + ":" + Self.digits(time.second, 2)
      if time.nanosecond > 0 {
        var fraction = Self.digits(time.nanosecond, 9)
        while fraction.hasSuffix("0") { fraction.removeLast() }
        text += "." + fraction
      }
    }
    if let offsetMinutes {
      if offsetMinutes == 0 {
        text += "Z"
      } else {
        let size = abs(offsetMinutes)
        text += (offsetMinutes < 0 ? "-" : "+") + Self.digits(size / 60, 2) + ":" + Self.digits(size % 60, 2)
      }
    }
    return text
  }

  private static func digits(_ value: Int, _ count: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, count - text.count)) + text
  }

  /// Days in `month` of `year`, leap years counted (the Gregorian rule).
  static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

/// A TOML syntax error, located to the line and column (counted in Unicode
/// characters from 1) of the character at fault.
struct TOMLError: Error, Equatable {
  var line: Int
  var column: Int
  var message: String
}
