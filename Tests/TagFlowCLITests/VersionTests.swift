// `tagflow --version` answers before ArgumentParser starts, in ArgumentParser's own words.

import Foundation
import TagFlow
import Testing

@Suite struct VersionTests {
  @Test func versionAloneIsTheVersionLine() throws {
    let result = try TagflowBinary.run(["--version"])
    #expect(result.status == 0)
    #expect(String(decoding: result.stdout, as: UTF8.self) == TagFlowVersion.current + "\n")
    #expect(result.stderr.isEmpty)
  }

  /// Only the exact command line takes the short way; ArgumentParser answers every other one
  /// that asks for the version, and says the same.
  @Test(arguments: [["--version", "extra"], ["render", "--version"], ["layout", "a", "--version"]])
  func argumentParserSaysTheSame(arguments: [String]) throws {
    let short = try TagflowBinary.run(["--version"])
    let parsed = try TagflowBinary.run(arguments)
    #expect(parsed.status == short.status)
    #expect(parsed.stdout == short.stdout)
    #expect(parsed.stderr == short.stderr)
  }

  @Test func aMisspeltVersionIsAnError() throws {
    let result = try TagflowBinary.run(["--versio"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("tagflow: error: unknown option '--versio'"), "\(result.stderr)")
  }
}
