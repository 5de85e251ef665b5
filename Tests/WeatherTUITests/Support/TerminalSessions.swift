import Testing

/// Every suite that runs the real program in a terminal (tmux or a pty of its own) and reads
/// its screen, run one at a time. Each waits for the screen with a deadline; run side by side on
/// a 2-core machine, a dozen programs and stand-ins starved each other past those deadlines.
@Suite(.serialized) enum TerminalSessions {}
