// One vocabulary: the word of a result is the same in its line, a summary, JUnit, the HTML report and an annotation.

import Testing

@testable import TagFlow
@testable import TagFlowComparison
@testable import TagFlowReports

@Suite struct StatusWordTests {
  /// Every status a check or a diff can come to, and the word it is shown as.
  static let statuses: [(CheckStatus, StatusWord)] = [
    (.passed, .passed), (.failed, .failed),
    (.sizeMismatch(expected: .init(width: 1, height: 1), actual: .init(width: 2, height: 1)), .failed),
    (.missing, .new), (.recorded(.missing), .recorded), (.recorded(.failed), .recorded), (.recorded(.all), .recorded),
    (.unreadableReference, .error), (.error, .error), (.skipped, .skipped),
  ]

  @Test func everyStatusHasOneWord() {
    for (status, word) in Self.statuses {
      #expect(status.word == word, "\(status)")
      #expect(status.label == word.rawValue.uppercased())
    }
    // Every word but DELETED (a folder diff's verdict) is some status's word.
    let reached = Set(Self.statuses.map(\.1))
    #expect(Set(StatusWord.allCases).subtracting(reached) == [.deleted])
  }

  @Test func summariesCountTheWordsThatOccurInOneOrder() {
    #expect(StatusWord.summary([:]) == "0 images")
    #expect(StatusWord.summary([.passed: 1]) == "1 image: 1 passed")
    #expect(
      StatusWord.summary([.passed: 4, .recorded: 1, .failed: 1, .skipped: 0, .new: 2])
        == "8 images: 1 failed, 2 new, 1 recorded, 4 passed")
    #expect(CheckSummary(passed: 3, failed: 1).description == "4 images: 1 failed, 3 passed")
  }

  /// Every word with every count from 0 to 3: only the noun, error, takes a plural, in
  /// the terminal's summary and in the report's counts alike.
  @Test func onlyTheNounTakesAPlural() {
    for word in StatusWord.allCases {
      for count in 1...3 {
        let expected = "\(count) \(word.rawValue)\(word == .error && count > 1 ? "s" : "")"
        #expect(word.counted(count) == expected)
        #expect(StatusWord.summary([word: count]).hasSuffix(": " + expected))
        let results = Array(repeating: Self.result(word), count: count)
        #expect(HTMLReport.page(results).contains("data-count=\"\(word.rawValue)\">\(expected)</span>"))
      }
    }
    #expect(StatusWord.summary([.failed: 1, .error: 2]) == "3 images: 1 failed, 2 errors")
  }

  private static func result(_ word: StatusWord) -> CheckResult {
    let status = statuses.first { $0.1 == word }?.0 ?? .failed
    var result = CheckResult(name: "a.png", format: .png, reference: "refs/a.png", status: status, message: "why")
    if word == .deleted { result.verdict = .deleted }
    return result
  }

  /// A result's word is the same in its line, JUnit's type, the report's badge and count,
  /// and a GitHub annotation's title; a verdict (a diff's DELETED) replaces it everywhere.
  @Test(arguments: [StatusWord.failed, .new, .error, .deleted])
  func reportsUseTheLineWord(_ word: StatusWord) throws {
    let status: CheckStatus =
      switch word {
      case .new: .missing
      case .error: .error
      default: .failed
      }
    var result = CheckResult(name: "a.png", format: .png, reference: "refs/a.png", status: status, message: "why")
    if word == .deleted { result.verdict = .deleted }
    #expect(result.line == "\(word.label) a.png: why")
    #expect(JUnitReport.xml([result], suite: "m.yaml").contains("type=\"\(word.label)\""))
    let page = HTMLReport.page([result])
    #expect(page.contains("<span class=\"badge\">\(word.label)</span>"))
    #expect(page.contains("data-count=\"\(word.rawValue)\">1 \(word.rawValue)</span>"))
    #expect(page.contains("data-status=\"\(word.rawValue)\""))
    let annotation = try #require(GitHubAnnotations.annotation(for: result, file: "m.yaml", line: 3))
    #expect(annotation.contains("title=tagflow check%3A \(word.label) a.png"))
  }
}
