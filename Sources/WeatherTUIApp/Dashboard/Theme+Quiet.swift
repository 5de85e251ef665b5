import Render

extension Theme {
  /// The low-contrast version for quiet hours: every role in dim greys on the terminal's own
  /// background, no bold, no temperature colours, so a wall display at night does not light
  /// up the room. The dim attribute carries it on terminals without colour; reverse video (the
  /// selected tab) stays, so the one place on screen is still marked.
  var quiet: Theme {
    var roles: [ThemeRole: RoleStyle] = [:]
    for role in ThemeRole.allCases {
      let faint = [.dim, .border, .barTrack].contains(role)
      // 16 colours: bright black (8) for everything; never 0, which is black on black.
      roles[role] = RoleStyle(
        foreground: faint ? RGB(70, 70, 70) : RGB(120, 120, 120), bold: false, dim: true,
        reverse: self[role].reverse, foreground256: faint ? 238 : 243, foreground16: 8)
    }
    return Theme(name: name + " (quiet)", background: nil, gradient: nil, roles: roles)
  }
}
