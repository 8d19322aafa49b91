#ifndef XGESTURE_CUMOCKDEV_SHIM_H
#define XGESTURE_CUMOCKDEV_SHIM_H
#include <umockdev.h>
#include <linux/input.h>
#include <sys/prctl.h>
#include <signal.h>

/* GError is a struct whose message Swift reads; freeing it is a macro-free call. */
static inline const char *xg_gerror_message(const GError *error) { return error ? error->message : "unknown error"; }
/* The bed's helper and its X server must not outlive the test that started them. */
static inline void xg_die_with_parent(void) { prctl(PR_SET_PDEATHSIG, SIGTERM); }
#endif
