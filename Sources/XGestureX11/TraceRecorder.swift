#if canImport(Glibc)
  import Glibc
#endif
public import XGestureEngine

/// `--record FILE`: writes the SPEC §4 trace of what the bridge fed the
/// engine, one line per write(2), so a trace survives the bridge being
/// killed. Devices plugged in later get their `device` line when they appear,
/// devices unplugged a `removed` line (both readable by `Trace`).
public final class TraceRecorder {
  /// Why a trace file cannot be written, as a sentence.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  private let fd: Int32
  private var firstDevice: Int?
  private var failed = false

  /// Creates (or truncates) `path` and writes the header.
  public init(path: String) throws(Failure) {
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw Failure(description: "cannot write the trace '\(path)': \(String(cString: strerror(errno)))")
    }
    write(TraceFormat.header)
    write(TraceFormat.columnsComment)
  }

  deinit { close(fd) }

  public func device(_ device: DeviceGeometry) {
    if firstDevice == nil { firstDevice = device.id }
    write(TraceFormat.line(for: device))
  }

  public func event(_ event: TouchEvent) {
    write(TraceFormat.line(for: event, defaultDevice: firstDevice))
  }

  public func removal(time: Double, device: Int) {
    write(TraceFormat.removalLine(time: time, device: device))
  }

  private func write(_ line: String) {
    guard !failed else { return }
    var bytes = Array((line + "\n").utf8)
    let written = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    if written != bytes.count { failed = true }
  }
}
