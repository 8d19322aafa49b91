import Foundation
import Testing
import XGestureEngine

@testable import XGestureConfig

/// Inputs the fuzzers found, or that sit at the boundary they found
/// (Fixtures/fuzz-regressions), replayed with the fuzz targets' checks.
/// `trace/refused/` holds traces whose sizes the writer cannot write back
/// (the fix was to refuse them); `trace/parses/` traces that must keep
/// parsing and survive a write and a read.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  /// The files of one fixture folder, sorted; throws when the folder is missing.
  static func files(_ folder: String) throws -> [String] {
    let path = Bundle.module.resourcePath! + "/Fixtures/fuzz-regressions/" + folder
    return try FileManager.default.contentsOfDirectory(atPath: path).sorted().map {
      path + "/" + $0
    }
  }

  static func text(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  @Test("A trace that parses renders to a trace that parses, and renders the same again")
  func traceRoundTrip() throws {
    let paths = try Self.files("trace/parses")
    try #require(!paths.isEmpty)
    for path in paths {
      let trace = try Trace(parsing: try Self.text(path))
      let rendered = trace.render()
      let again = try Trace(parsing: rendered)
      #expect(again.render() == rendered, "\(path)")
    }
  }

  @Test("A trace with a screen or mapped size the writer would round to zero is refused")
  func traceRefused() throws {
    let paths = try Self.files("trace/refused")
    try #require(paths.count >= 2)
    for path in paths {
      let text = try Self.text(path)
      #expect(throws: TraceError.self, "\(path)") { _ = try Trace(parsing: text) }
    }
  }

  @Test("A screen smaller than the writer can write is refused")
  func tinyScreen() {
    #expect(throws: TraceError.self) {
      _ = try Trace(parsing: "xgesture-trace 1\ndevice 1 \"p\" size 10x10mm screen 19e-20x1080\n")
    }
  }
}
