import XGestureSystem

/// The few file operations the config library needs, on XGestureSystem
/// (docs/ACTIONS.md, "The system layer") where they can fail with an error.
/// `read` is `package`: the importer reads the files it converts with it.
package enum FileSystem {
  /// access(2) with R_OK.
  static func isReadable(_ path: String) -> Bool { (try? Files.checkAccess(path, .read)) != nil }

  /// stat(2): a directory?
  static func isDirectory(_ path: String) -> Bool { (try? Files.status(path))?.kind == .directory }

  /// The folder part of a path ("." for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// The name part of a path.
  static func baseName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// `relative` joined to `folder` unless it is absolute.
  static func join(_ folder: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return relative }
    return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }

  /// realpath(3), or nil.
  static func realPath(_ path: String) -> String? { try? Files.resolvedPath(path) }

  /// The bytes of a file, reading at most `limit` + 1 of them (so that an
  /// oversized file is seen as such without reading it whole).
  package static func read(_ path: String, limit: Int) -> Result<[UInt8], ReadError> {
    do throws(Errno) {
      // Non-blocking: opening a FIFO must not wait for a writer (it is refused below).
      let file = try FileDescriptor.open(path, .readOnly, options: .nonBlocking)
      return try file.closeAfter { () throws(Errno) in
        let status = try file.status()
        switch status.kind {
        case .regular: break
        case .directory: return .failure(.folder)
        case .symbolicLink, .characterDevice, .other: return .failure(.notAFile)
        }
        if status.size > limit { return .failure(.tooBig(status.size)) }
        let bytes = try file.readAll(stoppingAfter: limit)
        if bytes.count > limit { return .failure(.tooBig(bytes.count)) }
        return .success(bytes)
      }
    } catch {
      return .failure(.cannotOpen(error))
    }
  }

  package enum ReadError: Error {
    /// open(2), fstat(2) or read(2) failed.
    case cannotOpen(Errno)
    /// A folder where a file was expected.
    case folder
    /// A FIFO, a device, a socket.
    case notAFile
    case tooBig(Int)
  }
}

extension FileSystem {
  /// lstat(2) succeeds: something is there (a broken symlink counts, so that loading reports it).
  static func exists(_ path: String) -> Bool { (try? Files.linkStatus(path)) != nil }
}
