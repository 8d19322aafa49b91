#ifndef XGESTURE_CLINUX_SHIM_H
#define XGESTURE_CLINUX_SHIM_H

// The Linux calls of the C library that Swift's Glibc module leaves out:
// glibc declares them only under _GNU_SOURCE, which that module is built
// without. Used by XGestureSystem alone.

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/types.h>

int pipe2(int pipefd[2], int flags);
int accept4(int sockfd, struct sockaddr *addr, socklen_t *addrlen, int flags);

/// pipe(2) with both ends close-on-exec from the start, so that a child
/// another thread spawns at the same moment cannot inherit either end.
static inline int xgesture_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

/// accept(2) of a connection that is non-blocking and close-on-exec from
/// the start; -1 with errno EAGAIN when none waits.
static inline int xgesture_accept_nonblocking(int fd) {
  return accept4(fd, 0, 0, SOCK_CLOEXEC | SOCK_NONBLOCK);
}

#ifndef SO_PEERCRED
#define SO_PEERCRED 17
#endif

/// The process at the other end of a Unix socket as the kernel recorded it
/// when it connected (getsockopt(2) SO_PEERCRED, whose `struct ucred` glibc
/// declares only under _GNU_SOURCE): 0, or -1 with errno.
static inline int xgesture_peer_credentials(int fd, pid_t *pid, uid_t *uid, gid_t *gid) {
  struct {
    pid_t pid;
    uid_t uid;
    gid_t gid;
  } credentials;
  socklen_t length = sizeof credentials;
  if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) != 0) return -1;
  *pid = credentials.pid;
  *uid = credentials.uid;
  *gid = credentials.gid;
  return 0;
}

#endif
