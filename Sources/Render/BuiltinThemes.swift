/// The shipped themes, embedded so the binary works without `themes/` installed: each entry is
/// its file in themes/ verbatim, written by `RECORD_SNAPSHOTS=1 swift test --filter ThemeTests`
/// (which fails while the two differ), so the files are the one source.
enum BuiltinThemes {
  /// Theme name → file text, in cycling order.
  static let sources: [(name: String, text: String)] = [
    (
      "dark",
      #"""
      # WeatherTUI theme: dark (for dark terminal backgrounds; `default` on one).
      #
      # Format: `key = value  # comment`. A value is a colour `#rrggbb` or `default` (the
      # terminal's own colour), followed by any of: `bold`, `dim`, `underline`, `reverse`,
      # `on #rrggbb` (background), `256:N` / `16:N` (palette index to use on terminals without
      # true colour instead of the computed nearest colour). A missing or bad key falls back to
      # the built-in default with a warning. Every text colour reaches 4.5:1 against the
      # backgrounds it is made for, box lines and scales 3:1 (docs/themes.md).

      name = dark                    # the theme's name, used in messages
      background = dark              # #rrggbb painted behind everything, or the terminal's own: dark, light, none (either)
      # Temperature bar colours from cold to hot: °C and colour pairs, or none for no colour.
      gradient = -20 #af87ff, -10 #5f87ff, 0 #5fd7ff, 10 #87d75f, 20 #ffd75f, 30 #ff8700, 40 #ff3737  # °C colour stops, cold to hot

      # MARK: text and frame
      text = default                 # ordinary text
      dim = #8a8a8a                  # secondary text: labels, units, "no alerts"
      accent = #87afff bold          # highlights: "Now", midnight labels, the place counter
      border = #5f6f7f               # box lines
      title = default bold           # place name and box titles: the terminal's own colour, readable on any

      # MARK: temperatures (numbers coloured by band)
      temp_cold = #5fafff            # below 0 °C
      temp_cool = #5fd7ff            # 0 to 10 °C
      temp_mild = #87d75f            # 10 to 20 °C
      temp_warm = #ffd75f            # 20 to 30 °C
      temp_hot = #ff875f bold        # 30 °C and above

      # MARK: weather symbols and precipitation
      rain = #5f87ff                 # rain glyphs, precipitation chance and amounts
      snow = #d7d7ff                 # snow and sleet glyphs
      sun = #ffd700                  # sun glyph
      cloud = #b2b2b2                # cloud and fog glyphs

      # MARK: official alerts, by CAP severity
      alert_minor = #87d7ff          # minor
      alert_moderate = #ffd75f bold  # moderate
      alert_severe = #ff8700 bold    # severe
      alert_extreme = #ff5f5f bold reverse  # extreme

      # MARK: status
      stale = #ffaf00 bold           # "STALE · data 2 h old"
      good = #87d787                 # reassuring states
      warning = #ffd75f              # cautions, the DEMO marker
      error = #ff5f5f bold           # errors

      # MARK: charts
      bar_track = #696969            # the empty part of a scale
      now_marker = #ffffff bold      # the ● marking the current temperature on today's bar
      selection = default reverse    # highlighted rows
      """#
    ),
    (
      "light",
      #"""
      # WeatherTUI theme: light (for light terminal backgrounds: darker, saturated colours).
      # Format and keys: see dark.theme.

      name = light                   # the theme's name, used in messages
      background = light             # the terminal's own, made for a light one
      # Darker gradient so pale yellows do not vanish on white.
      gradient = -20 #5f00af, -10 #005fd7, 0 #007b9f, 10 #008700, 20 #8f6e00, 30 #bd5400, 40 #d70000  # °C colour stops, cold to hot

      text = default                 # ordinary text
      dim = #6c6c6c                  # secondary text
      accent = #005fd7 bold          # highlights
      border = #8a8a8a               # box lines
      title = default bold           # place name and box titles: the terminal's own colour

      temp_cold = #005fd7            # below 0 °C
      temp_cool = #007b9f            # 0 to 10 °C
      temp_mild = #008700            # 10 to 20 °C
      temp_warm = #8f6e00            # 20 to 30 °C
      temp_hot = #d70000 bold        # 30 °C and above

      rain = #005faf                 # rain glyphs and chances
      snow = #5f5faf                 # snow and sleet glyphs
      sun = #a05f00                  # sun glyph
      cloud = #6c6c6c                # cloud and fog glyphs

      alert_minor = #007b9f          # minor
      alert_moderate = #8f6e00 bold  # moderate
      alert_severe = #bd5400 bold    # severe
      alert_extreme = #d70000 bold reverse  # extreme

      stale = #bd5400 bold           # stale data marker
      good = #008700                 # reassuring states
      warning = #af5f00              # cautions, DEMO marker
      error = #d70000 bold           # errors

      bar_track = #949494            # empty part of a scale
      now_marker = default bold      # current temperature marker
      selection = default reverse    # highlighted rows
      """#
    ),
    (
      "high-contrast",
      #"""
      # WeatherTUI theme: high-contrast (black background, pure bright colours, bold where it helps).
      # Format and keys: see dark.theme.

      name = high-contrast           # the theme's name, used in messages
      background = #000000           # force black behind everything
      gradient = -20 #d787ff, -10 #5fafff, 0 #00ffff, 10 #00ff00, 20 #ffff00, 30 #ffaf00, 40 #ff0000  # °C colour stops, cold to hot

      text = #ffffff 16:15           # ordinary text
      dim = #d0d0d0 16:7             # secondary text, still well above 7:1 contrast
      accent = #00ffff bold 16:14    # highlights
      border = #ffffff 16:15         # box lines
      title = #ffffff bold 16:15     # place name and box titles

      temp_cold = #5fafff bold 16:13 # below 0 °C (16 colours: bright blue is 4.4:1 on black)
      temp_cool = #00ffff bold 16:14 # 0 to 10 °C
      temp_mild = #00ff00 bold 16:10 # 10 to 20 °C
      temp_warm = #ffff00 bold 16:11 # 20 to 30 °C
      temp_hot = #ff5f5f bold 16:9   # 30 °C and above

      rain = #5fafff bold 16:14      # rain glyphs and chances
      snow = #ffffff bold 16:15      # snow and sleet glyphs
      sun = #ffff00 bold 16:11       # sun glyph
      cloud = #ffffff 16:15          # cloud and fog glyphs

      alert_minor = #00ffff bold 16:14     # minor
      alert_moderate = #ffff00 bold 16:11  # moderate
      alert_severe = #ffaf00 bold reverse 16:11  # severe
      alert_extreme = #ff0000 bold reverse 16:9  # extreme

      stale = #ffff00 bold reverse 16:11  # stale data marker
      good = #00ff00 bold 16:10      # reassuring states
      warning = #ffff00 bold 16:11   # cautions, DEMO marker
      error = #ff5f5f bold 16:9      # errors

      bar_track = #808080 16:8       # empty part of a scale
      now_marker = #ffffff bold 16:15  # current temperature marker
      selection = #ffffff reverse    # highlighted rows
      """#
    ),
    (
      "solarized",
      #"""
      # WeatherTUI theme: solarized (Ethan Schoonover's dark palette). Its accents reach only
      # 3.3–4.1:1 on base03, so those are lightened just enough for 4.5:1, and text is base1 and
      # secondary text base0 (base01 is 2.8:1).
      # Format and keys: see dark.theme.

      name = solarized               # the theme's name, used in messages
      background = #002b36           # base03
      # violet, blue, cyan, green, yellow, orange, red
      gradient = -20 #6c71c4, -10 #268bd2, 0 #2aa198, 10 #859900, 20 #b58900, 30 #cb4b16, 40 #dc322f  # °C colour stops, cold to hot

      text = #93a1a1                 # base1: ordinary text
      dim = #839496                  # base0: secondary text
      accent = #3794d6 bold          # blue, lightened: highlights
      border = #657b83               # base00: box lines
      title = #eee8d5 bold           # base2: place name and box titles

      temp_cold = #8488cd            # violet, lightened: below 0 °C
      temp_cool = #2aa198            # cyan: 0 to 10 °C
      temp_mild = #859900            # green: 10 to 20 °C
      temp_warm = #b58900            # yellow: 20 to 30 °C
      temp_hot = #e56563 bold        # red, lightened: 30 °C and above

      rain = #3794d6                 # blue, lightened: rain glyphs and chances
      snow = #eee8d5                 # base2: snow and sleet glyphs
      sun = #b58900                  # yellow: sun glyph
      cloud = #93a1a1                # base1: cloud and fog glyphs

      alert_minor = #2aa198          # cyan: minor
      alert_moderate = #b58900 bold  # yellow: moderate
      alert_severe = #d67147 bold    # orange, lightened: severe
      alert_extreme = #e56563 bold reverse  # red, lightened: extreme

      stale = #d67147 bold           # orange, lightened: stale data marker
      good = #859900                 # green: reassuring states
      warning = #b58900              # yellow: cautions, DEMO marker
      error = #e56563 bold           # red, lightened: errors

      bar_track = #56767e            # base02 lightened to 3:1: empty part of a scale
      now_marker = #fdf6e3 bold      # base3: current temperature marker
      selection = #93a1a1 reverse    # base1: highlighted rows (the terminal's own text colour may be black)
      """#
    ),
    (
      "mono",
      #"""
      # WeatherTUI theme: mono (no colour at all; attributes only). Range bars switch to a
      # distinct fill character so they stay readable. Format and keys: see dark.theme.

      name = mono                    # the theme's name, used in messages
      background = none              # the terminal's own, dark or light
      gradient = none                # no colours on the temperature bars

      text = default                 # ordinary text
      dim = default dim              # secondary text
      accent = default bold          # highlights
      border = default               # box lines
      title = default bold           # place name and box titles

      temp_cold = default            # below 0 °C
      temp_cool = default            # 0 to 10 °C
      temp_mild = default            # 10 to 20 °C
      temp_warm = default            # 20 to 30 °C
      temp_hot = default bold        # 30 °C and above

      rain = default                 # rain glyphs and chances
      snow = default                 # snow and sleet glyphs
      sun = default                  # sun glyph
      cloud = default                # cloud and fog glyphs

      alert_minor = default          # minor
      alert_moderate = default bold  # moderate
      alert_severe = default bold underline  # severe
      alert_extreme = default bold reverse   # extreme

      stale = default bold reverse   # stale data marker
      good = default                 # reassuring states
      warning = default bold         # cautions, DEMO marker
      error = default bold           # errors

      bar_track = default dim        # empty part of a scale
      now_marker = default bold      # current temperature marker
      selection = default reverse    # highlighted rows
      """#
    ),
  ]

  /// The text of the dark theme, which every other falls back to.
  static var darkSource: String { sources[0].text }
}
