#ifndef XGESTURE_CPULSE_SHIM_H
#define XGESTURE_CPULSE_SHIM_H
#include <pulse/pulseaudio.h>
#endif
