// Fingerprints: the same job gives the same digest; any change that could change the output changes it.

import Testing

@testable import TagFlow

@Suite struct FingerprintTests {
  let base = ManifestJob(
    index: 0, job: Job(tags: [Tag("swift"), Tag("linux")]),
    outputs: [ManifestJob.Output(path: "a.png", manifestPath: "a.png", format: .png)], scale: 1)

  func digest(_ job: ManifestJob, font: String = "") -> String {
    Fingerprint.of(job) { _ in font }.description
  }

  @Test func sameJobSameDigest() {
    #expect(digest(base) == digest(base))
    #expect(digest(base).count == 32)
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
    job.job.style.fill = Color(rgb: 0xE8EEF8)
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
