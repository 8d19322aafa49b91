#if canImport(Glibc)
  import Glibc
#endif

// Shared by both fuzz targets. SwiftPM gives an executable its own `main`, so
// a target does not take libFuzzer's: it calls libFuzzer's documented entry
// point, `LLVMFuzzerRunDriver`, with the command line.

#if FUZZING
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // libFuzzer's name for it, bound by @_silgen_name.
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  public func runFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
  }
#endif

/// Runs each file through `body` (the replay mode: a normal build, or a crash file).
public func replay(_ paths: ArraySlice<String>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
  for path in paths {
    guard let bytes = readWholeFile(path) else {
      print("\(path): cannot read")
      exit(1)
    }
    bytes.withUnsafeBufferPointer { body($0) }
    print("\(path): ok")
  }
}

/// The bytes of a file, or nil.
public func readWholeFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[0..<count]
  }
  return bytes
}
