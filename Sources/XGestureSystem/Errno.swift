#if canImport(Glibc)
  import Glibc
#endif

/// A failed system call: the C function's name and its `errno`, described
/// with the C library's own sentence (strerror(3)), as in
/// `open: No such file or directory`.
///
/// Every function of this module that calls libc throws this on failure.
public struct Errno: Error, Hashable, Sendable, CustomStringConvertible {
  /// The C function that failed (`open`, `posix_spawn`, …).
  public var function: String
  /// The error number (`ENOENT`, …).
  public var code: CInt

  public init(_ code: CInt, function: String) {
    self.code = code
    self.function = function
  }

  /// The calling thread's current `errno`, for `function`, which just failed.
  public static func current(_ function: String) -> Errno { Errno(errno, function: function) }

  /// The C library's sentence for the error (strerror(3)), without the
  /// function's name: `No such file or directory`.
  public var sentence: String { Self.sentence(code) }

  /// strerror(3) of `code`.
  public static func sentence(_ code: CInt) -> String { String(cString: strerror(code)) }

  public var description: String { "\(function): \(sentence)" }
}

/// Calls `body` until it does not fail with EINTR; a negative result throws
/// `function`'s errno. The one place this module turns a C result that sets
/// `errno` into an error (`returnedCode` is the other kind's).
@inline(__always)
func retryingInterrupts<Result: BinaryInteger>(
  _ function: String, _ body: () -> Result
) throws(Errno) -> Result {
  while true {
    let result = body()
    if result >= 0 { return result }
    let code = errno
    if code == EINTR { continue }
    throw Errno(code, function: function)
  }
}

/// Throws `code` as `function`'s error unless it is 0: for the C functions
/// that return their error number instead of setting `errno`
/// (posix_spawn(3) and its attribute calls, pthread_create(3),
/// getpwuid_r(3)). The one place this module turns such a result into an error.
@inline(__always)
func returnedCode(_ function: String, _ code: CInt) throws(Errno) {
  if code != 0 { throw Errno(code, function: function) }
}
