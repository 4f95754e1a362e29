// The built-in palettes.

extension Palette {
  /// Every built-in palette, in the order `tagflow themes` lists them.
  package static let presets: [Palette] = [pastel, vivid, deep, okabeIto, tableau10]

  /// Light tints (Tailwind's 200 shades): dark text on every one.
  public static let pastel = Palette(
    name: "pastel", summary: "light tints for light themes; dark text",
    colors: [0xFECDD3, 0xFED7AA, 0xFDE68A, 0xD9F99D, 0xA7F3D0, 0xA5F3FC, 0xBAE6FD, 0xC7D2FE, 0xDDD6FE, 0xFBCFE8]
      .map { RGBAColor(rgb: $0) })

  /// Saturated colours (Tailwind's 700 shades for the warm and green hues, 600 for the rest),
  /// each dark enough for white text at 4.5:1, so every chip reads alike.
  public static let vivid = Palette(
    name: "vivid", summary: "saturated colours with white text",
    colors: [0xB91C1C, 0xC2410C, 0xB45309, 0x15803D, 0x0F766E, 0x0E7490, 0x2563EB, 0x4F46E5, 0x9333EA, 0xDB2777]
      .map { RGBAColor(rgb: $0) })

  /// Deep shades (Tailwind's 800 shades) that sit well on a dark canvas: light text.
  public static let deep = Palette(
    name: "deep", summary: "deep shades for dark themes; light text",
    colors: [0x9F1239, 0x9A3412, 0x854D0E, 0x3F6212, 0x065F46, 0x155E75, 0x1E40AF, 0x3730A3, 0x6B21A8, 0x9D174D]
      .map { RGBAColor(rgb: $0) })

  /// Okabe and Ito's colours, told apart with every common colour-vision deficiency.
  public static let okabeIto = Palette(
    name: "okabe-ito", summary: "Okabe–Ito colours, safe for colour-blind readers",
    colors: [0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442, 0x0072B2, 0xD55E00, 0xCC79A7].map { RGBAColor(rgb: $0) })

  /// Tableau 10, the default categorical palette of Tableau and Vega.
  public static let tableau10 = Palette(
    name: "tableau10", summary: "Tableau's ten categorical colours",
    colors: [0x4E79A7, 0xF28E2B, 0xE15759, 0x76B7B2, 0x59A14F, 0xEDC948, 0xB07AA1, 0xFF9DA7, 0x9C755F, 0xBAB0AC]
      .map { RGBAColor(rgb: $0) })
}
