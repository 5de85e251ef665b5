import CNcurses
/// The only module that touches ncurses.
public enum TerminalBackendModule {}
