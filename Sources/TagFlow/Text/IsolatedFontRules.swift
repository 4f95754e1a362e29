// The few fontconfig rules an empty configuration still needs for emoji to look right.

/// Rules from the machine's own configuration that isolated configurations
/// (only the given font files) load too, so their output matches:
/// - colour emoji fonts carry bitmaps of one size only; scale them to the
///   size asked for (`10-scale-bitmap-fonts.conf`), or they are drawn at
///   109 px in a 13 px line;
/// - Pango asks for the family `emoji` for emoji runs: map it to the colour
///   emoji fonts and prefer colour for the language `und-zsye`
///   (`45-generic.conf`, `60-generic.conf`), or a text font that happens to
///   cover ❤ or ⚡ draws them in black;
/// - a font with no italic or bold face is slanted or emboldened when one is
///   asked for (`90-synthetic.conf`), or `--font-style italic` would draw the
///   test fonts upright.
enum IsolatedFontRules {
  static let xml = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <alias binding="same">
        <family>emoji</family>
        <prefer><family>Noto Color Emoji</family><family>Apple Color Emoji</family><family>Twemoji</family></prefer>
      </alias>
      <match>
        <test name="family"><string>emoji</string></test>
        <edit name="lang" mode="prepend"><string>und-zsye</string></edit>
      </match>
      <match>
        <test name="lang"><string>und-zsye</string></test>
        <test qual="all" name="color" compare="not_eq"><bool>true</bool></test>
        <test qual="all" name="color" compare="not_eq"><bool>false</bool></test>
        <edit name="color" mode="append"><bool>true</bool></edit>
      </match>
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
      <match target="font">
        <test name="slant"><const>roman</const></test>
        <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix>
          </times>
        </edit>
        <edit name="slant" mode="assign"><const>oblique</const></edit>
        <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
      </match>
      <match target="font">
        <test name="weight" compare="less_eq"><const>medium</const></test>
        <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>
        <edit name="embolden" mode="assign"><bool>true</bool></edit>
        <edit name="weight" mode="assign"><const>bold</const></edit>
      </match>
    </fontconfig>
    """
}
