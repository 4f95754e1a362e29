// Checks an error by the line people read, for errors whose words are what the test is about.

import Testing

@testable import TagFlow

/// Expects `body` to throw a `TagFlowError` that reads `message`, naming settings as `naming` says.
func expectMessage<Result>(
  _ message: String, naming: SettingNaming = .keys, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Result
) {
  let error = #expect(throws: TagFlowError.self, sourceLocation: sourceLocation) { _ = try body() }
  #expect(error?.message(naming: naming) == message, sourceLocation: sourceLocation)
}
