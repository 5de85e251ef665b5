/// The default theme, embedded so the binary works without `themes/` installed. Generated
/// from themes/default.theme (a test keeps the two identical): edit the file, then copy it here.
enum DefaultTheme {
  static let source = #"""
# WeatherTUI theme: default (for dark terminal backgrounds).
#
# Format: `key = value  # comment`. A value is a colour `#rrggbb` or `default` (the
# terminal's own colour), followed by any of: `bold`, `dim`, `underline`, `reverse`,
# `on #rrggbb` (background), `256:N` / `16:N` (palette index to use on terminals without
# true colour instead of the computed nearest colour). A missing or bad key falls back to
# the built-in default with a warning.

name = default                 # the theme's name, used in messages
background = none              # screen background: #rrggbb, or none for the terminal's own
# Temperature bar colours from cold to hot: °C and colour pairs, or none for no colour.
gradient = -20 #af87ff, -10 #5f87ff, 0 #5fd7ff, 10 #87d75f, 20 #ffd75f, 30 #ff8700, 40 #ff3737  # °C colour stops, cold to hot

# MARK: text and frame
text = default                 # ordinary text
dim = #8a8a8a                  # secondary text: labels, units, "no alerts"
accent = #87afff bold          # highlights: "Now", midnight labels, the place counter
border = #5f6f7f               # box lines
title = #eeeeee bold           # place name and box titles

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
bar_track = #444444            # the empty part of a scale
now_marker = #ffffff bold      # the ● marking the current temperature on today's bar
selection = default reverse    # highlighted rows
"""#
}
