#if canImport(Glibc)
  import Glibc
#endif

/// A file descriptor with one owner, closed when the owner lets it go: a
/// noncopyable wrapper of `FileDescriptor`, for descriptors kept as long as
/// their holder lives (a trace being written, the lock file).
public struct OwnedFileDescriptor: ~Copyable {
  /// The descriptor, for calls; do not close it yourself.
  public let descriptor: FileDescriptor

  /// Takes ownership of `descriptor`.
  public init(_ descriptor: FileDescriptor) { self.descriptor = descriptor }

  /// Opens `path` (`FileDescriptor.open`) and owns the result.
  public init(
    opening path: String, _ mode: FileDescriptor.AccessMode, options: FileDescriptor.Options = [],
    permissions: mode_t = 0o644
  ) throws(Errno) {
    descriptor = try FileDescriptor.open(path, mode, options: options, permissions: permissions)
  }

  /// Gives the descriptor up without closing it.
  public consuming func release() -> FileDescriptor {
    let descriptor = self.descriptor
    discard self
    return descriptor
  }

  deinit { try? descriptor.close() }
}
