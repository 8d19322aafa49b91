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

/* The bed's private mount namespace and its pty numbers (declared here since
   Glibc's Swift module leaves out these _GNU_SOURCE/_XOPEN_SOURCE functions). */
#include <sys/mount.h>
extern int unshare(int flags);
extern char *ptsname(int fd);
static inline int xg_unshare_mounts(void) { return unshare(0x00020000 /* CLONE_NEWNS */); }
static inline int xg_mount_private(const char *path) { return mount("none", path, NULL, MS_REC | MS_PRIVATE, NULL); }
static inline int xg_mount_tmpfs(const char *target) { return mount("tmpfs", target, "tmpfs", 0, "mode=755"); }
static inline const char *xg_ptsname(int fd) { return ptsname(fd); }
#endif
