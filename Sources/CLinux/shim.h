#ifndef XGESTURE_CLINUX_SHIM_H
#define XGESTURE_CLINUX_SHIM_H

// The Linux calls of the C library that Swift's Glibc module leaves out:
// glibc declares them only under _GNU_SOURCE, which that module is built
// without. Used by XGestureSystem alone.

#include <fcntl.h>

// Declared, not included: <sys/socket.h> here would make this module own the
// socket declarations (SOCK_STREAM, …) that the other files of XGestureSystem
// take from Glibc. socklen_t is an unsigned int.
struct sockaddr;

int pipe2(int pipefd[2], int flags);
int accept4(int sockfd, struct sockaddr *addr, unsigned int *addrlen, int flags);

/// pipe(2) with both ends close-on-exec from the start, so that a child
/// another thread spawns at the same moment cannot inherit either end.
static inline int xgesture_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

/// accept(2) of a connection that is non-blocking and close-on-exec from the
/// start (SOCK_NONBLOCK and SOCK_CLOEXEC are O_NONBLOCK and O_CLOEXEC on
/// Linux); -1 with errno EAGAIN when none waits.
static inline int xgesture_accept_nonblocking(int fd) { return accept4(fd, 0, 0, O_CLOEXEC | O_NONBLOCK); }

#endif
