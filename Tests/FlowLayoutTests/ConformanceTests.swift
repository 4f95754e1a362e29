// ConformanceTests: every case Chromium laid out, replayed through the engine.

import FlowLayout
import Foundation
import Testing

/// One case from Fixtures/Conformance, as scripts/conformance/generate.py
/// wrote it.
struct ConformanceCase: Decodable, Sendable, CustomTestStringConvertible {
  struct Item: Decodable, Sendable {
    var w: Double
    var h: Double
    var baseline: Double?
  }
  struct Expected: Decodable, Sendable {
    var width: Double
    var height: Double
    var frames: [[Double]]
  }
  var name: String
  var width: Double
  var gapX: Double
  var gapY: Double
  var justify: String
  var align: String
  var wrap: String
  var direction: String
  var items: [Item]
  var expected: Expected

  var testDescription: String { name }

  var options: FlowOptions {
    FlowOptions(
      width: width, gapX: gapX, gapY: gapY, justify: Justify(css: justify)!,
      align: Align(css: align)!,
      wrap: WrapMode(css: wrap)!, direction: Direction(rawValue: direction)!)
  }

  var flowItems: [FlowItem] {
    items.map { FlowItem(width: $0.w, height: $0.h, baseline: $0.baseline) }
  }

  static let all: [ConformanceCase] = {
    struct File: Decodable { var cases: [ConformanceCase] }
    // Tests/FlowLayoutTests/ConformanceTests.swift -> repository root.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let folder = root.appendingPathComponent("Fixtures/Conformance")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().flatMap { name in
      let data = try! Data(contentsOf: folder.appendingPathComponent(name))
      return try! JSONDecoder().decode(File.self, from: data).cases
    }
  }()
}

@Suite struct ConformanceTests {
  static let tolerance = 0.05

  @Test func fixturesArePresent() {
    #expect(ConformanceCase.all.count >= 300)
    #expect(
      Set(ConformanceCase.all.map(\.name)).count == ConformanceCase.all.count,
      "case names must be unique")
  }

  @Test(arguments: ConformanceCase.all)
  func matchesChromium(_ fixture: ConformanceCase) throws {
    let result = try arrange(fixture.flowItems, options: fixture.options)
    let actual = result.frames.map { [$0.x, $0.y, $0.width, $0.height] }
    let sizeMatches =
      abs(result.width - fixture.expected.width) <= Self.tolerance
      && abs(result.height - fixture.expected.height) <= Self.tolerance
    let framesMatch =
      actual.count == fixture.expected.frames.count
      && zip(actual, fixture.expected.frames).allSatisfy { pair in
        zip(pair.0, pair.1).allSatisfy { abs($0 - $1) <= Self.tolerance }
      }
    #expect(sizeMatches && framesMatch, "\(report(fixture, result, actual))")
  }

  /// Input, expected and actual side by side, one row per item.
  func report(_ fixture: ConformanceCase, _ result: FlowLayoutResult, _ actual: [[Double]])
    -> String
  {
    func cell(_ values: [Double]?) -> String {
      guard let values else { return "-".padding(toLength: 34, withPad: " ", startingAt: 0) }
      return values.map { String(format: "%8.3f", $0) }.joined(separator: " ")
    }
    var lines = [
      "\(fixture.name): width \(fixture.width) gap \(fixture.gapX)/\(fixture.gapY) justify \(fixture.justify) align \(fixture.align) wrap \(fixture.wrap) \(fixture.direction)",
      "container: expected \(fixture.expected.width) x \(fixture.expected.height), actual \(result.width) x \(result.height)",
      "  #  input (w, h, baseline)      | expected x, y, w, h                 | actual x, y, w, h",
    ]
    let count = max(fixture.items.count, actual.count)
    for index in 0..<count {
      let item = index < fixture.items.count ? fixture.items[index] : nil
      let input = item.map { "(\($0.w), \($0.h), \($0.baseline.map { "\($0)" } ?? "-"))" } ?? "-"
      let expected = index < fixture.expected.frames.count ? fixture.expected.frames[index] : nil
      let got = index < actual.count ? actual[index] : nil
      let differs =
        expected == nil || got == nil
        || zip(expected!, got!).contains { abs($0 - $1) > Self.tolerance }
      lines.append(
        "\(String(index).leftPad(3))  \(input.padding(toLength: 26, withPad: " ", startingAt: 0)) | \(cell(expected)) | \(cell(got))\(differs ? "  <<" : "")"
      )
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func leftPad(_ length: Int) -> String {
    String(repeating: " ", count: max(0, length - count)) + self
  }
}
