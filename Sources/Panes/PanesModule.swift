/// Weather panes drawn into a CellBuffer.
public enum PanesModule {}
