// Fingerprints: the same job gives the same digest; any change that could change the output changes it.

import Testing

@testable import TagFlow
@testable import TagFlowBatch

@Suite struct FingerprintTests {
  let base = ManifestJob(
    index: 0, job: Job(tags: [TagItem("swift"), TagItem("linux")]),
    outputs: [ManifestJob.Output(path: "a.png", manifestPath: "a.png", format: .png)], scale: 1)

  func digest(_ job: ManifestJob, font: String = "") -> String {
    Fingerprint.of(job) { _ in font }.description
  }

  @Test func sameJobSameDigest() {
    #expect(digest(base) == digest(base))
    #expect(digest(base).count == 64)
    #expect(digest(base).allSatisfy { "0123456789abcdef".contains($0) })
  }

  /// The digest is SHA-256, written as lowercase hex: FIPS 180-4's test vectors.
  @Test func digestIsSHA256() {
    var empty = Fingerprint()
    empty.add(bytes: [])
    #expect(empty.description == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    var abc = Fingerprint()
    abc.add(bytes: Array("abc".utf8))
    #expect(abc.description == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    // A text is followed by a zero byte, so adjacent texts cannot run together.
    var text = Fingerprint()
    text.add("abc")
    var bytes = Fingerprint()
    bytes.add(bytes: Array("abc".utf8) + [0])
    #expect(text.description == bytes.description)
  }

  @Test func everyKindOfChangeShows() {
    var changes: [ManifestJob] = []
    var job = base
    job.job.tags[1].text = "linus"
    changes.append(job)
    job = base
    job.job.tags[1].weight = 2
    changes.append(job)
    job = base
    job.job.style.fill = RGBAColor(rgb: 0xE8EEF8)
    changes.append(job)
    job = base
    job.job.layout.gapX = 8.5
    changes.append(job)
    job = base
    job.job.width = 601
    changes.append(job)
    job = base
    job.scale = 2
    changes.append(job)
    job = base
    job.outputs[0].format = .svg
    changes.append(job)
    job = base
    job.job.rendering.pngCompression = .small
    changes.append(job)
    let digests = Set(changes.map { digest($0) } + [digest(base)])
    #expect(digests.count == changes.count + 1)
  }

  @Test func fontFileContentsCount() {
    var job = base
    job.job.fonts.files = ["font.ttf"]
    #expect(digest(job, font: "one") != digest(job, font: "two"))
  }
}
