import Foundation

/// A fixture trace shipped in `Traces/`, read through the bundle.
struct Fixture {
  var name: String
  var text: String

  static var folder: URL {
    get throws {
      guard let url = Bundle.module.url(forResource: "Traces", withExtension: nil) else {
        throw FixtureMissing(name: "Traces")
      }
      return url
    }
  }

  static func named(_ name: String) throws -> Fixture {
    let url = try folder.appendingPathComponent(name + ".trace")
    return Fixture(name: name, text: try String(contentsOf: url, encoding: .utf8))
  }

  static func all() throws -> [Fixture] {
    let root = try folder
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    var fixtures: [Fixture] = []
    for case let url as URL in walker where url.pathExtension == "trace" {
      let relative = String(url.path.dropFirst(root.path.count + 1).dropLast(".trace".count))
      fixtures.append(Fixture(name: relative, text: try String(contentsOf: url, encoding: .utf8)))
    }
    return fixtures.sorted { $0.name < $1.name }
  }
}

struct FixtureMissing: Error {
  var name: String
}
