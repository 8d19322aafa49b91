#ifndef XGESTURE_CUMOCKDEV_SHIM_H
#define XGESTURE_CUMOCKDEV_SHIM_H
#include <umockdev.h>
#include <linux/input.h>
#include <sys/prctl.h>

/* GError is a struct whose message Swift reads; freeing it is a macro-free call. */
static inline const char *xg_gerror_message(const GError *error) { return error ? error->message : "unknown error"; }
#endif
