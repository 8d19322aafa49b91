#if canImport(Glibc)
  import Glibc
#endif

/// A thread of its own for slow work (pthread_create(3), detached), without
/// Foundation, which xgesture does not link (docs/BENCHMARKS.md, memory).
public enum DetachedThread {
  /// Runs `body` on a new detached thread. Throws when the system cannot
  /// start a thread (out of threads or memory).
  public static func start(_ body: @escaping @Sendable () -> Void) throws(Errno) {
    final class Box: @unchecked Sendable {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { context in
        Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
        return nil
      }, context)
    do {
      try returnedCode("pthread_create", started)
    } catch {
      Unmanaged<Box>.fromOpaque(context).release()
      throw error
    }
    pthread_detach(thread)
  }
}
