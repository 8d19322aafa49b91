public import XGestureBridge

/// The X server as the bridge asks things of it (`TouchServer`, in
/// `XGestureBridge`): every requirement is an `XDisplay` method of the files
/// beside this one.
extension XDisplay: TouchServer {}
