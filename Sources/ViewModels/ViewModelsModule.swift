/// View models around pure reducers.
public enum ViewModelsModule {}
