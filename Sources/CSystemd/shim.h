#ifndef XGESTURE_CSYSTEMD_SHIM_H
#define XGESTURE_CSYSTEMD_SHIM_H
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <systemd/sd-bus.h>

/* sd-bus's calls that take variadic arguments, which Swift cannot call, and
   the signal handlers, as a few plain functions. */

#define XG_LOGIN1 "org.freedesktop.login1"
#define XG_LOGIN1_SESSION XG_LOGIN1 ".Session"

/* The system bus: at `address` when given (DBUS_SYSTEM_BUS_ADDRESS, from the
   environment the caller passes), else where sd-bus looks by default. */
static inline int xg_system_bus_open(const char *address, sd_bus **out) {
  if (!address || !*address) return sd_bus_open_system(out);
  sd_bus *bus = NULL;
  int r = sd_bus_new(&bus);
  if (r < 0) return r;
  r = sd_bus_set_address(bus, address);
  if (r >= 0) r = sd_bus_set_bus_client(bus, 1);
  if (r >= 0) r = sd_bus_start(bus);
  if (r < 0) {
    sd_bus_unref(bus);
    return r;
  }
  *out = bus;
  return 0;
}

/* The object path of a logind session: `session_id` (XDG_SESSION_ID) when
   given, else the session of process `pid` (GetSessionByPID). The path is
   the caller's to free(); on failure the error's name and message say why. */
static inline int xg_login1_session_path(sd_bus *bus, const char *session_id, pid_t pid,
                                         char **path, sd_bus_error *error) {
  sd_bus_message *reply = NULL;
  int r;
  if (session_id && *session_id)
    r = sd_bus_call_method(bus, XG_LOGIN1, "/org/freedesktop/login1", XG_LOGIN1 ".Manager",
                           "GetSession", error, &reply, "s", session_id);
  else
    r = sd_bus_call_method(bus, XG_LOGIN1, "/org/freedesktop/login1", XG_LOGIN1 ".Manager",
                           "GetSessionByPID", error, &reply, "u", (uint32_t)pid);
  if (r < 0) return r;
  const char *found = NULL;
  r = sd_bus_message_read(reply, "o", &found);
  if (r >= 0) {
    *path = strdup(found);
    r = *path ? 0 : -ENOMEM;
  }
  sd_bus_message_unref(reply);
  return r;
}

/* The session's LockedHint now: 1 locked, 0 not, negative on failure. */
static inline int xg_login1_locked_hint(sd_bus *bus, const char *path, sd_bus_error *error) {
  int locked = 0;
  int r = sd_bus_get_property_trivial(bus, XG_LOGIN1, path, XG_LOGIN1_SESSION, "LockedHint",
                                      error, 'b', &locked);
  return r < 0 ? r : (locked != 0);
}

/* What the session's signals report: locked (1) or unlocked (0). */
typedef void (*xg_lock_report)(void *context, int locked);

struct xg_lock_watch {
  xg_lock_report report;
  void *context;
};

static int xg_on_lock(sd_bus_message *message, void *data, sd_bus_error *error) {
  (void)message;
  (void)error;
  struct xg_lock_watch *watch = data;
  watch->report(watch->context, 1);
  return 0;
}

static int xg_on_unlock(sd_bus_message *message, void *data, sd_bus_error *error) {
  (void)message;
  (void)error;
  struct xg_lock_watch *watch = data;
  watch->report(watch->context, 0);
  return 0;
}

/* PropertiesChanged (s interface, a{sv} changed, as invalidated): reports
   LockedHint when it is among the changed values. */
static int xg_on_properties(sd_bus_message *message, void *data, sd_bus_error *error) {
  (void)error;
  struct xg_lock_watch *watch = data;
  const char *interface = NULL;
  if (sd_bus_message_read_basic(message, 's', &interface) < 0) return 0;
  if (strcmp(interface, XG_LOGIN1_SESSION) != 0) return 0;
  if (sd_bus_message_enter_container(message, 'a', "{sv}") <= 0) return 0;
  while (sd_bus_message_enter_container(message, 'e', "sv") > 0) {
    const char *name = NULL;
    if (sd_bus_message_read_basic(message, 's', &name) < 0) return 0;
    if (strcmp(name, "LockedHint") == 0) {
      int locked = 0;
      if (sd_bus_message_enter_container(message, 'v', "b") <= 0) return 0;
      if (sd_bus_message_read_basic(message, 'b', &locked) < 0) return 0;
      watch->report(watch->context, locked != 0);
      return 0;
    }
    if (sd_bus_message_skip(message, "v") < 0) return 0;
    if (sd_bus_message_exit_container(message) < 0) return 0;
  }
  return 0;
}

/* Subscribes to the session's Lock and Unlock signals and its
   PropertiesChanged; the matches live as long as the bus. `watch` must too. */
static inline int xg_login1_watch(sd_bus *bus, const char *path, struct xg_lock_watch *watch) {
  int r = sd_bus_match_signal(bus, NULL, NULL, path, XG_LOGIN1_SESSION, "Lock", xg_on_lock, watch);
  if (r < 0) return r;
  r = sd_bus_match_signal(bus, NULL, NULL, path, XG_LOGIN1_SESSION, "Unlock", xg_on_unlock, watch);
  if (r < 0) return r;
  return sd_bus_match_signal(bus, NULL, NULL, path, "org.freedesktop.DBus.Properties",
                             "PropertiesChanged", xg_on_properties, watch);
}
#endif
