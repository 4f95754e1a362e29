// One renderer per font set, kept by a thread across the jobs it renders.

/// The renderers of one thread, by font set: loading fonts costs more than
/// drawing a small image, so a batch worker or a check loads each set once.
/// Not `Sendable`, like the renderers it holds.
package struct RendererCache {
  private var renderers: [FontSet: Renderer] = [:]

  package init() {}

  package mutating func renderer(for fonts: FontSet) throws(TagFlowError) -> Renderer {
    if let known = renderers[fonts] { return known }
    let renderer = Renderer(measurer: try TextMeasurer(fonts: fonts))
    renderers[fonts] = renderer
    return renderer
  }
}
