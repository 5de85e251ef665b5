import Render

extension Theme {
  /// The low-contrast version for quiet hours: every role in dim greys on the terminal's own
  /// background, no bold, no temperature colours, so a wall display at night does not light
  /// up the room. Reverse video (the selected tab) and the role distinctions stay readable.
  var quiet: Theme {
    var roles: [ThemeRole: RoleStyle] = [:]
    for role in ThemeRole.allCases {
      let original = self[role]
      let faint = [.dim, .border, .barTrack].contains(role)
      roles[role] = RoleStyle(
        foreground: faint ? RGB(70, 70, 70) : RGB(120, 120, 120), bold: false, dim: false,
        reverse: original.reverse, foreground256: faint ? 238 : 243, foreground16: faint ? 0 : 8)
    }
    return Theme(name: name + " (quiet)", background: nil, gradient: nil, roles: roles)
  }
}
