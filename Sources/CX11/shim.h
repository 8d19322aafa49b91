#ifndef XGESTURE_CX11_SHIM_H
#define XGESTURE_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/extensions/XInput2.h>

/* Macros Swift cannot import, as functions. */
static inline void xg_XISetMask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int xg_XIMaskIsSet(const unsigned char *mask, int event) { return XIMaskIsSet(mask, event) != 0; }
static inline int xg_XIMaskLen(int event) { return XIMaskLen(event); }
static inline int xg_ConnectionNumber(Display *display) { return ConnectionNumber(display); }
#endif
