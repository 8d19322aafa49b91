import Foundation
import XGestureSystem

/// The bed's world as its X server sees it: the mount namespace of the bed's
/// helper (on a libinput bed, with a tmpfs /run holding the udev database
/// entries) and umockdev's /sys and /dev.
extension TouchBed {
  /// The properties of a device's udev database entry, read through the
  /// helper's mount namespace (`/proc/PID/root`). Only a bed that imitates
  /// udev (libinput) has entries.
  public func udevProperties(of deviceNode: String) throws(BedError) -> [String: String] {
    guard let numbers = deviceNumbers[deviceNode] else {
      throw .misuse(
        "the touch bed has no udev database entry for \(deviceNode) (only libinput beds write them)"
      )
    }
    let path = "/proc/\(helperPID)/root/run/udev/data/c\(numbers)"
    let text: String
    do throws(Errno) {
      let file = try FileDescriptor.open(path, .readOnly)
      text = String(decoding: try file.closeAfter { () throws(Errno) in try file.readAll() }, as: UTF8.self)
    } catch {
      throw .system("reading \(path)", error)
    }
    var properties: [String: String] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("E:") {
      let pair = line.dropFirst(2).split(separator: "=", maxSplits: 1)
      if pair.count == 2 { properties[String(pair[0])] = String(pair[1]) }
    }
    return properties
  }

  /// A command line that runs `program` inside the bed: in the helper's mount
  /// namespace (`nsenter`, from util-linux; needs root as the bed does) under
  /// umockdev's preload library with the bed's testbed, so that libudev in it
  /// finds the bed's devices and their udev database entries as libinput does.
  /// Run the result with `ChildProcess`, adding `environment` (with DISPLAY).
  public func commandInside(_ program: String, arguments: [String] = []) throws(BedError)
    -> [String]
  {
    let nsenter = try ProgramLookup.find("nsenter", package: "util-linux")
    let root = try testbedRoot()
    let folder = FileManager.default.currentDirectoryPath
    return [
      nsenter, "--mount=/proc/\(helperPID)/ns/mnt", "--wd=\(folder)", "--", "/usr/bin/env",
      "LD_PRELOAD=libumockdev-preload.so.0", "UMOCKDEV_DIR=\(root)", program,
    ] + arguments
  }
}
