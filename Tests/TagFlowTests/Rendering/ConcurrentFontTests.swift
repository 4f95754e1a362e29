// Renders on several threads at once, each loading fonts of its own: what a batch's workers do.

import Foundation
import Synchronization
import Testing

@testable import TagFlow

@Suite struct ConcurrentFontTests {
  /// Threads that each load the test fonts as bytes (new font files every time, so
  /// more than the ten faces Cairo keeps open) and render in every format draw what
  /// one thread draws. Before `FontLock`, this crashed in Cairo within a few rounds
  /// (a face closed by one thread while another read it) or failed with
  /// "error occurred in libfreetype".
  @Test func threadsLoadingFontsDrawWhatOneThreadDraws() throws {
    let fonts = FontSet(data: FontDataTests.fonts.data, includesSystemFonts: false)
    var drawn = Fixtures.job(Fixtures.tags + ["日本語", "عربي", "שלום", "สวัสดี", "नमस्ते", "😀"], width: 420)
    drawn.fonts = fonts
    let job = drawn
    let expected = try OutputFormat.allCases.map { undated(try job.render(as: $0)) }
    let mismatches = Mutex<[String]>([])
    let (threads, rounds) = (4, 30)
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for round in 0..<rounds {
        let index = (thread + round) % OutputFormat.allCases.count
        let format = OutputFormat.allCases[index]
        let outcome: String?
        do {
          outcome = undated(try job.render(as: format)) == expected[index] ? nil : "other bytes"
        } catch {
          outcome = "\(error)"
        }
        if let outcome { mismatches.withLock { $0.append("thread \(thread), round \(round), \(format): \(outcome)") } }
      }
    }
    #expect(mismatches.withLock { $0 }.isEmpty)
  }
}
