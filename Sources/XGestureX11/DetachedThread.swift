#if canImport(Glibc)
  import Glibc
#endif

/// Runs `body` on a new detached thread (pthread_create), without Foundation.
package func detachThread(_ body: @escaping @Sendable () -> Void) {
  final class Box: @unchecked Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
  let context = Unmanaged.passRetained(Box(body)).toOpaque()
  var thread = pthread_t()
  let started = pthread_create(
    &thread, nil,
    { context in
      let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
      box.body()
      return nil
    }, context)
  if started == 0 {
    pthread_detach(thread)
  } else {
    Unmanaged<Box>.fromOpaque(context).release()
  }
}
