/// A tiny HTTP/1.1 server on 127.0.0.1 for tests.
public enum StandInServerModule {}
