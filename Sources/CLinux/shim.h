#ifndef XGESTURE_CLINUX_SHIM_H
#define XGESTURE_CLINUX_SHIM_H

// The Linux calls of the C library that Swift's Glibc module leaves out:
// glibc declares them only under _GNU_SOURCE, which that module is built
// without. Used by XGestureSystem alone.

#include <fcntl.h>

int pipe2(int pipefd[2], int flags);

/// pipe(2) with both ends close-on-exec from the start, so that a child
/// another thread spawns at the same moment cannot inherit either end.
static inline int xgesture_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

#endif
