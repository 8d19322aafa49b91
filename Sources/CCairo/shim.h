#ifndef XGESTURE_CCAIRO_SHIM_H
#define XGESTURE_CCAIRO_SHIM_H
/* cairo and its xlib surface, for the overlay's painter (XGestureCairo) alone.
   cairo-xlib.h brings Xlib's declarations; the painter takes the Display and
   Visual from the X adapter as opaque pointers, so no type of this module
   meets one of CX11's (docs/OVERLAY.md). */
#include <cairo/cairo.h>
#include <cairo/cairo-xlib.h>
#endif
