internal import CX11
public import XGestureX11

/// What a second client sees of the screen, for the overlay's tests: the
/// root window's pixels with its children's (XGetImage of the root: under a
/// compositing manager the composited picture, which it draws on its overlay
/// window), the root's children (XQueryTree) and their WM_CLASS, and whether
/// a compositing manager owns `_NET_WM_CM_S0`; and a click through XTest.
public final class ScreenCapture {
  private let display: XDisplay

  public init(displayName: String) throws(XError) {
    display = try XDisplay(name: displayName, environment: [:])
  }

  /// The pixels of a rectangle of the screen (XGetImage, ZPixmap, all
  /// planes); nil when the server refuses (outside the screen) or the
  /// format is not 24-bit colour in 32-bit pixels.
  public func read(x: Int, y: Int, width: Int, height: Int) -> ScreenPixels? {
    display.sync()
    guard
      let image = XGetImage(
        display.handle, display.root, Int32(x), Int32(y), UInt32(width), UInt32(height), ~0, ZPixmap
      )
    else { return nil }
    defer { _ = image.pointee.f.destroy_image(image) }
    let i = image.pointee
    guard i.bits_per_pixel == 32, i.red_mask == 0xff0000, i.green_mask == 0xff00,
      i.blue_mask == 0xff,
      let data = i.data
    else { return nil }
    var pixels = [UInt32](repeating: 0, count: width * height)
    let bytes = UnsafeRawPointer(data)
    for row in 0..<height {
      for column in 0..<width {
        let word = bytes.loadUnaligned(
          fromByteOffset: row * Int(i.bytes_per_line) + column * 4, as: UInt32.self)
        pixels[row * width + column] =
          (i.byte_order == LSBFirst ? word : word.byteSwapped) & 0xff_ffff
      }
    }
    return ScreenPixels(x: x, y: y, width: width, height: height, pixels: pixels)
  }

  /// Moves the pointer to (`x`, `y`) and clicks `button` there, as a user
  /// would (XTestFakeMotionEvent, XTestFakeButtonEvent); flushes.
  public func click(atX x: Int, y: Int, button: UInt32 = 1) {
    movePointer(toX: x, y: y)
    XTestFakeButtonEvent(display.handle, button, 1, 0)
    XTestFakeButtonEvent(display.handle, button, 0, 0)
    display.flush()
  }

  /// Moves the pointer to (`x`, `y`) (XTestFakeMotionEvent); flushes.
  public func movePointer(toX x: Int, y: Int) {
    XTestFakeMotionEvent(display.handle, -1, Int32(x), Int32(y), 0)
    display.flush()
  }

  /// Whether a compositing manager runs (`_NET_WM_CM_S0` has an owner).
  public var compositorRunning: Bool { display.compositorRunning }

  /// The root's children, bottom to top (XQueryTree).
  public func rootChildren() -> [UInt] {
    var rootReturn: UInt = 0
    var parent: UInt = 0
    var list: UnsafeMutablePointer<UInt>?
    var count: UInt32 = 0
    guard XQueryTree(display.handle, display.root, &rootReturn, &parent, &list, &count) != 0,
      let list
    else { return [] }
    defer { XFree(list) }
    return Array(UnsafeBufferPointer(start: list, count: Int(count)))
  }

  /// A window's WM_CLASS instance and class ("xgesture-overlay", "Xgesture"); nil without one.
  public func windowClass(_ window: UInt) -> (instance: String, className: String)? {
    var hint = XClassHint()
    guard XGetClassHint(display.handle, window, &hint) != 0 else { return nil }
    defer {
      if let name = hint.res_name { XFree(name) }
      if let name = hint.res_class { XFree(name) }
    }
    return (
      hint.res_name.map { String(cString: $0) } ?? "",
      hint.res_class.map { String(cString: $0) } ?? ""
    )
  }

  /// The root's children that are xgesture's overlay windows (WM_CLASS instance `xgesture-overlay`).
  public func overlayWindows() -> [UInt] {
    rootChildren().filter { windowClass($0)?.instance == "xgesture-overlay" }
  }
}

/// A rectangle of the screen's pixels, 0xRRGGBB each, row by row.
public struct ScreenPixels: Sendable, Equatable {
  public let x: Int
  public let y: Int
  public let width: Int
  public let height: Int
  public let pixels: [UInt32]

  public init(x: Int, y: Int, width: Int, height: Int, pixels: [UInt32]) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at a screen position (inside the rectangle).
  public func pixel(atX px: Int, y py: Int) -> (red: Int, green: Int, blue: Int) {
    let value = pixels[(py - y) * width + (px - x)]
    return (Int(value >> 16 & 0xff), Int(value >> 8 & 0xff), Int(value & 0xff))
  }

  /// The screen positions whose pixels satisfy `test` (red, green, blue).
  public func positions(where test: (Int, Int, Int) -> Bool) -> [(x: Int, y: Int)] {
    var found: [(x: Int, y: Int)] = []
    for row in 0..<height {
      for column in 0..<width {
        let p = pixel(atX: x + column, y: y + row)
        if test(p.red, p.green, p.blue) { found.append((x + column, y + row)) }
      }
    }
    return found
  }

  /// The mean position of the pixels that satisfy `test`; nil when none does.
  public func centroid(where test: (Int, Int, Int) -> Bool) -> (x: Double, y: Double)? {
    let found = positions(where: test)
    guard !found.isEmpty else { return nil }
    let n = Double(found.count)
    return (
      found.map { Double($0.x) }.reduce(0, +) / n, found.map { Double($0.y) }.reduce(0, +) / n
    )
  }

  /// The positions whose pixels differ from `other`'s (the same rectangle).
  public func differences(from other: ScreenPixels) -> [(x: Int, y: Int)] {
    var found: [(x: Int, y: Int)] = []
    for index in pixels.indices where pixels[index] != other.pixels[index] {
      found.append((x + index % width, y + index / width))
    }
    return found
  }
}
