/// Plain decimal formatting without Foundation: `decimal(5.25, places: 1)` is
/// "5.3", `decimal(960.0, places: 0)` is "960", trailing zeros are dropped.
/// Used by the trace writer, the transition log and the command environment.
/// With `keepingZeros` every place is written: `decimal(0.6, places: 2,
/// keepingZeros: true)` is "0.60" (a preview's progress in the log).
public func decimal(_ value: Double, places: Int, keepingZeros: Bool = false) -> String {
  guard value.isFinite else { return value.description }
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let scaled = (value.magnitude * scale).rounded()
  guard scaled < 9.0e15 else { return value.description }
  let units = Int(scaled)
  let divisor = Int(scale)
  let whole = units / divisor
  var fraction = units % divisor
  var text = (value < 0 && units != 0) ? "-" : ""
  text += String(whole)
  if keepingZeros, places > 0 {
    let fractionText = String(fraction)
    return text + "." + String(repeating: "0", count: places - fractionText.count) + fractionText
  }
  guard fraction != 0 else { return text }
  var digits = places
  while fraction % 10 == 0 {
    fraction /= 10
    digits -= 1
  }
  let fractionText = String(fraction)
  text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
  return text
}
