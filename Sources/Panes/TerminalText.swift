import Render
import WeatherCore

/// Cleans untrusted text (alert descriptions, place names, error messages) before it reaches a
/// cell. Remote text is already clean in the model (`RemoteText`, applied where it enters); this
/// second pass at the last step keeps any string that did not come through the model safe too.
public enum TerminalText {
  /// `RemoteText.sanitize`, with tabs and line breaks as single spaces so a line stays one line.
  public static func sanitize(_ string: String) -> String {
    RemoteText.sanitize(string, keepingLineBreaks: false)
  }
}
