public import XGestureEngine

extension Scene {
  /// Every pixel that may look different from `old` in this scene (nil:
  /// none), for the painter's dirty rectangle: the bounds of both shapes
  /// where they differ, all of both scenes' when their shapes are not the
  /// same list — except a polyline that only changed after a point both
  /// share (an ink line growing, docs/OVERLAY.md "Ink"): only its part from
  /// the last shared point on, old and new, so that a long line costs a
  /// frame its newest segments, not its whole box.
  public func changed(since old: Scene) -> PixelRect? {
    guard shapes.count == old.shapes.count else { return union(bounds, old.bounds) }
    var changed: PixelRect?
    for (new, before) in zip(shapes, old.shapes) where new != before {
      changed = union(changed, Self.changed(new, since: before))
    }
    return changed
  }

  private static func changed(_ new: Shape, since old: Shape) -> PixelRect {
    guard case .polyline(let line) = new, case .polyline(let before) = old, line.stroke == before.stroke else {
      return new.bounds.union(old.bounds)
    }
    var shared = 0
    let most = min(line.points.count, before.points.count)
    while shared < most, line.points[shared] == before.points[shared] { shared += 1 }
    guard shared >= 2 else { return new.bounds.union(old.bounds) }
    func tail(_ polyline: Polyline) -> PixelRect {
      Shape.polyline(Polyline(points: Array(polyline.points[(shared - 1)...]), stroke: polyline.stroke)).bounds
    }
    return tail(line).union(tail(before))
  }

  private func union(_ a: PixelRect?, _ b: PixelRect?) -> PixelRect? {
    guard let a else { return b }
    return b.map { a.union($0) } ?? a
  }
}
