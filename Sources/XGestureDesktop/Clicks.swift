import XGestureEngine

/// `click:` (docs/REFERENCE.md §9): a button pressed and released where the
/// pointer is, or at the gesture, the pointer then put back where it was. A
/// click at the gesture carries its point (`DesktopRequest.click(_:at:)`, as a
/// scroll's wheel clicks do), so that the touch's own pointer emulation cannot
/// move the pointer between a move and the press.
public enum Clicks {
  public static func decide(
    button: Int, at position: ClickPosition, place: GesturePlace, asking server: some DesktopQueries
  ) -> DesktopOutcome {
    switch position {
    case .pointer:
      return DesktopOutcome([.clickButton(button)])
    case .gesture:
      let back = server.pointerPosition()
      let target = ScreenPoint(x: Int(place.x.rounded()), y: Int(place.y.rounded()))
      return DesktopOutcome([.click(button, at: target)] + (back.map { [.movePointer(to: $0)] } ?? []))
    }
  }
}
