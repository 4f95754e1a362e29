// The running test as snapshot names need it: which test, which arguments, which counter.

import Synchronization
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// What tells the snapshots of one running test apart from another's: the counter that numbers
/// its unnamed snapshots, the key it counts under, and the arguments of a parameterised Swift
/// Testing test's current case.
struct RunningTest {
  /// Counts this test's unnamed snapshots.
  var counter: SnapshotCounter
  /// The test's identity (Swift Testing's test ID and case arguments), or `xctest`.
  var scope: String
  /// The current case's arguments, as Swift Testing describes them (`"swift"`, `2`), when the
  /// test is parameterised; nil otherwise.
  var arguments: [String]?

  /// The test running on this task: a Swift Testing test (and case), or an XCTest test.
  static var current: RunningTest {
    #if canImport(Testing)
      if let test = Test.current {
        let arguments = Test.Case.current.flatMap { $0.isParameterized ? caseArguments(of: $0) : nil }
        return RunningTest(
          counter: SnapshotCounter.scoped ?? .swiftTesting,
          scope: "\(test.id)" + (arguments.map { "(\($0.joined(separator: ", ")))" } ?? ""), arguments: arguments)
      }
    #endif
    SnapshotCounter.registerXCTestReset
    return RunningTest(counter: SnapshotCounter.scoped ?? .xcTest, scope: "xctest", arguments: nil)
  }

  /// The arguments of a case of a parameterised test. Swift Testing keeps them out of its
  /// public API (`Test.Case.arguments` is SPI), so they are read by reflection: the values its
  /// own console lines show. Empty if a later Swift Testing stores them elsewhere (the test
  /// `parameterisedArgumentsGetTheirOwnReferences` would then fail).
  static func caseArguments(of testCase: Any) -> [String] {
    func child(_ value: Any, _ label: String) -> Any? {
      Mirror(reflecting: value).children.first { $0.label == label }?.value
    }
    guard let kind = child(testCase, "_kind"), let parameterized = child(kind, "parameterized"),
      let arguments = child(parameterized, "arguments")
    else { return [] }
    #if canImport(Testing)
      return Mirror(reflecting: arguments).children.compactMap { argument in
        child(argument.value, "value").map { String(describingForTest: $0) }
      }
    #else
      return []
    #endif
  }
}

/// Numbers the unnamed snapshots of a test 1, 2, … in the order its assertions run, as
/// swift-snapshot-testing does: one count per test (per case of a parameterised test) and
/// reference folder and name.
final class SnapshotCounter: Sendable {
  /// Set in a task to count apart from the rest of the run, as if the test ran afresh.
  @TaskLocal static var scoped: SnapshotCounter?
  /// Swift Testing's tests: one count for the whole run, each test (and case) under its own key.
  static let swiftTesting = SnapshotCounter()
  /// XCTest's tests, which run one at a time: emptied after each by an observer.
  static let xcTest = SnapshotCounter()

  private let counts = Mutex<[String: Int]>([:])

  /// 1 the first time `key` is counted, then 2, 3, …
  func next(for key: String) -> Int {
    counts.withLock { counts in
      counts[key, default: 0] += 1
      return counts[key, default: 0]
    }
  }

  /// Forgets every count.
  func reset() {
    counts.withLock { $0.removeAll() }
  }

  /// Registers, once, the XCTest observer that empties `xcTest` after every test.
  static let registerXCTestReset: Void = {
    XCTestObservationCenter.shared.addTestObserver(XCTestCounterReset())
  }()
}

/// Empties XCTest's snapshot counts when a test ends, so the next test counts from 1.
private final class XCTestCounterReset: NSObject, XCTestObservation {
  func testCaseDidFinish(_ testCase: XCTestCase) {
    SnapshotCounter.xcTest.reset()
  }
}
