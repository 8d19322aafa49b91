public import XGestureEngine
import XGestureSystem

/// `--record FILE`: writes the trace (docs/ENGINE.md, "Traces") of what the
/// bridge fed the engine, one line per write(2), so a trace survives the
/// bridge being killed. Devices plugged in later get their `device` line when they appear,
/// devices unplugged a `removed` line (both readable by `Trace`).
public final class TraceRecorder {
  /// Why a trace file cannot be written, as a sentence.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  private let file: OwnedFileDescriptor
  private var firstDevice: Int?
  private var failed = false

  /// Creates (or truncates) `path` and writes the header.
  public init(path: String) throws(Failure) {
    do {
      file = try OwnedFileDescriptor(opening: path, .writeOnly, options: [.create, .truncate], permissions: 0o644)
    } catch {
      throw Failure(description: "cannot write the trace '\(path)': \(error.sentence)")
    }
    write(TraceFormat.header)
    write(TraceFormat.columnsComment)
  }

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

  /// Writes one line; after a failed write (a full disk) the trace stops.
  private func write(_ line: String) {
    guard !failed else { return }
    do {
      try file.descriptor.writeAll((line + "\n").utf8)
    } catch {
      failed = true
    }
  }
}
