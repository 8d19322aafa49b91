/// A YAML node as the config reader sees it: scalars stay text (no YAML 1.1
/// type resolution — `on:` is a key, not `true`), every node keeps where it starts.
/// `package`, like `YAMLReader`: the importer reads fusuma's YAML as these nodes.
/// Here, below the config library, because each action kind reads its own
/// value from them (`ActionKind.read`); libyaml's reader stays in XGestureConfig.
package struct YAMLNode: Sendable {
  package enum Content: Sendable {
    /// `plain` is false for quoted and block scalars: a quoted `"~"` is text, a plain `~` is null.
    case scalar(String, plain: Bool)
    case sequence([YAMLNode])
    /// Keys in file order; duplicates are kept (the loader reports them).
    case mapping([(key: YAMLNode, value: YAMLNode)])
  }

  package var content: Content
  package var mark: Mark

  package init(content: Content, mark: Mark) {
    self.content = content
    self.mark = mark
  }

  /// The scalar's text, or nil for a sequence or mapping.
  package var scalar: String? {
    if case .scalar(let text, _) = content { return text }
    return nil
  }

  /// A plain empty scalar or `~` / `null`: the value was left out.
  package var isNull: Bool {
    guard case .scalar(let text, let plain) = content, plain else { return false }
    return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
  }

  /// What the node is, for messages: "a list", "a map", "'text'".
  package var kindDescription: String {
    switch content {
    case .scalar(let text, _): isNull ? "nothing" : "'\(text)'"
    case .sequence: "a list"
    case .mapping: "a map"
    }
  }
}
