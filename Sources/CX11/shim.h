#ifndef XGESTURE_CX11_SHIM_H
#define XGESTURE_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/scrnsaver.h>
#include <X11/extensions/XTest.h>
#include <X11/XKBlib.h>
#include <X11/extensions/Xfixes.h>
#include <X11/extensions/shape.h>
/* Declarations only: libXdamage is linked by the test-only probe
   (XGestureX11Probe), never by the product (docs/OVERLAY.md). */
#include <X11/extensions/Xdamage.h>

/* Macros Swift cannot import, as functions. */
static inline void xg_XISetMask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int xg_XIMaskIsSet(const unsigned char *mask, int event) { return XIMaskIsSet(mask, event) != 0; }
static inline int xg_XIMaskLen(int event) { return XIMaskLen(event); }
static inline int xg_ConnectionNumber(Display *display) { return ConnectionNumber(display); }

/* Whether an XI_HierarchyChanged event waits in Xlib's queue. Scans without
   removing anything: the predicate notes a match and always declines. */
static int xg_note_hierarchy_event(Display *display, XEvent *event, XPointer argument) {
  (void)display;
  int *state = (int *)argument;
  if (event->type == GenericEvent && event->xcookie.extension == state[0]
      && event->xcookie.evtype == XI_HierarchyChanged)
    state[1] = 1;
  return False;
}
static inline int xg_hierarchy_change_queued(Display *display, int xinputOpcode) {
  int state[2] = {xinputOpcode, 0};
  XEvent unused;
  XCheckIfEvent(display, &unused, xg_note_hierarchy_event, (XPointer)state);
  return state[1];
}
#endif
