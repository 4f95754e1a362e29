// An image in memory: straight-alpha RGBA, 8 bits a channel, rows top to bottom, no padding.

/// The one pixel format TagFlow hands around: what a PNG stores, what comparisons read.
///
/// Straight (not premultiplied) alpha, so a pixel means the same thing whatever its
/// opacity, and two images that look the same compare equal byte for byte.
public struct Bitmap: Sendable, Equatable {
  /// A width and height in pixels.
  public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int

    /// A size of `width` × `height` pixels.
    package init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }

    /// `width×height`, as messages show it.
    public var description: String { "\(width)×\(height)" }
  }

  /// One straight-alpha RGBA pixel.
  public struct Pixel: Sendable, Hashable {
    /// Red, 0...255.
    public var r: UInt8
    /// Green, 0...255.
    public var g: UInt8
    /// Blue, 0...255.
    public var b: UInt8
    /// Alpha: 0 is transparent, 255 opaque.
    public var a: UInt8

    /// A pixel from its channels; opaque unless `a` says otherwise.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
      self.r = r
      self.g = g
      self.b = b
      self.a = a
    }

    /// Fully transparent: what a new bitmap is filled with.
    package static let clear = Pixel(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    package static let black = Pixel(r: 0, g: 0, b: 0)
    /// Opaque white.
    package static let white = Pixel(r: 255, g: 255, b: 255)
  }

  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A for each pixel, row after row.
  public private(set) var pixels: [UInt8]

  /// Wraps RGBA bytes; `pixels.count` must be `width * height * 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width >= 0 && height >= 0, "Bitmap size \(width)×\(height) is negative")
    precondition(
      pixels.count == width * height * 4,
      "Bitmap \(width)×\(height) needs \(width * height * 4) RGBA bytes, got \(pixels.count)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// An image of one colour.
  package init(width: Int, height: Int, filledWith pixel: Pixel = .clear) {
    precondition(width >= 0 && height >= 0, "Bitmap size \(width)×\(height) is negative")
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    if pixel != .clear {
      for i in Swift.stride(from: 0, to: bytes.count, by: 4) {
        bytes[i] = pixel.r
        bytes[i + 1] = pixel.g
        bytes[i + 2] = pixel.b
        bytes[i + 3] = pixel.a
      }
    }
    self.init(width: width, height: height, pixels: bytes)
  }

  /// Width and height together, as comparisons report them.
  public var size: Size { Size(width: width, height: height) }

  /// True when no pixel lets the background show through.
  package var isOpaque: Bool {
    var i = 3
    while i < pixels.count {
      if pixels[i] != 255 { return false }
      i += 4
    }
    return true
  }

  /// The pixel at column `x`, row `y` (0, 0 is the top left).
  public subscript(x: Int, y: Int) -> Pixel {
    get {
      let i = offset(x, y)
      return Pixel(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }
    set {
      let i = offset(x, y)
      pixels[i] = newValue.r
      pixels[i + 1] = newValue.g
      pixels[i + 2] = newValue.b
      pixels[i + 3] = newValue.a
    }
  }

  private func offset(_ x: Int, _ y: Int) -> Int {
    precondition(
      x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(size)")
    return (y * width + x) * 4
  }
}
