// The one fontconfig rule an empty configuration must still have: scale bitmap fonts.

/// Colour emoji fonts (Noto Color Emoji) carry bitmaps of one size only. The
/// machine's configuration scales them to the size asked for
/// (`10-scale-bitmap-fonts.conf`); an empty configuration would draw them at
/// 109 px in a 13 px line, so isolated configurations load this rule.
enum BitmapFontScaling {
  static let rules = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix>
              <name>pixelsizefixupfactor</name><double>0</double>
              <double>0</double><name>pixelsizefixupfactor</name>
            </matrix>
          </times>
        </edit>
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
      </match>
    </fontconfig>
    """
}
