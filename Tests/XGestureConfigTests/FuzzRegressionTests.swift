import Foundation
import Testing
import XGestureEngine

@testable import XGestureConfig

/// Inputs the fuzzers found (Fixtures/fuzz-regressions), replayed with the
/// fuzz targets' checks.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static func files(_ kind: String) -> [String] {
    let folder = Bundle.module.resourcePath! + "/Fixtures/fuzz-regressions/" + kind
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map {
      folder + "/" + $0
    }
  }

  @Test("A trace that parses renders to a trace that parses", arguments: files("trace"))
  func trace(_ path: String) throws {
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    guard let trace = try? Trace(parsing: text) else { return }
    #expect(throws: Never.self) { _ = try Trace(parsing: trace.render()) }
  }

  @Test("A screen smaller than the writer can write is refused")
  func tinyScreen() {
    #expect(throws: TraceError.self) {
      _ = try Trace(parsing: "xgesture-trace 1\ndevice 1 \"p\" size 10x10mm screen 19e-20x1080\n")
    }
  }
}
