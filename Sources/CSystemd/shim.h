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

/* A bus at `address` (a session bus: DBUS_SESSION_BUS_ADDRESS; a
   system bus: DBUS_SYSTEM_BUS_ADDRESS), as a bus client. */
static inline int xg_bus_open_at(const char *address, sd_bus **out) {
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

/* The system bus: at `address` when given (DBUS_SYSTEM_BUS_ADDRESS, from the
   environment the caller passes), else where sd-bus looks by default. */
static inline int xg_system_bus_open(const char *address, sd_bus **out) {
  if (!address || !*address) return sd_bus_open_system(out);
  return xg_bus_open_at(address, out);
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
/* ---- xgesture's own service on the session bus (docs/REFERENCE.md §15) ---- */

#define XG_NAME "org.xgesture.Xgesture"
#define XG_PATH "/org/xgesture/Xgesture"
#define XG_INTERFACE "org.xgesture.Xgesture1"


/* What the object's methods and properties ask of their owner: `method`
   answers call number `which` (0 ListDevices, 1 ListGestures, 2 Reload,
   3 Pause, 4 Resume, 5 Record, 6 StopRecording) with a reply it sends, or returns a negative errno;
   `property` appends the named property's value to `reply`. */
struct xg_service {
  int (*method)(void *context, int which, sd_bus_message *call);
  int (*property)(void *context, const char *name, sd_bus_message *reply);
  void *context;
};

static int xg_call(void *data, int which, sd_bus_message *call) {
  struct xg_service *service = data;
  return service->method(service->context, which, call);
}
static int xg_list_devices(sd_bus_message *m, void *data, sd_bus_error *e) { (void)e; return xg_call(data, 0, m); }
static int xg_list_gestures(sd_bus_message *m, void *data, sd_bus_error *e) { (void)e; return xg_call(data, 1, m); }
static int xg_reload(sd_bus_message *m, void *data, sd_bus_error *e) { (void)e; return xg_call(data, 2, m); }
static int xg_pause(sd_bus_message *m, void *data, sd_bus_error *e) { (void)e; return xg_call(data, 3, m); }
static int xg_resume(sd_bus_message *m, void *data, sd_bus_error *e) { (void)e; return xg_call(data, 4, m); }
static int xg_record(sd_bus_message *m, void *data, sd_bus_error *e) { (void)e; return xg_call(data, 5, m); }
static int xg_stop_recording(sd_bus_message *m, void *data, sd_bus_error *e) { (void)e; return xg_call(data, 6, m); }

static int xg_property(sd_bus *bus, const char *path, const char *interface, const char *property,
                       sd_bus_message *reply, void *data, sd_bus_error *error) {
  (void)bus;
  (void)path;
  (void)interface;
  (void)error;
  struct xg_service *service = data;
  return service->property(service->context, property, reply);
}

/* Registers the object with its interface: signals, methods, properties;
   sd-bus answers Introspect and Properties.Get/GetAll from this table, and
   a call with the wrong arguments with InvalidArgs. `service` must live as
   long as the slot. */
static inline int xg_add_object(sd_bus *bus, sd_bus_slot **slot, struct xg_service *service) {
  static const sd_bus_vtable vtable[] = {
      SD_BUS_VTABLE_START(0),
      SD_BUS_METHOD_WITH_NAMES("ListDevices", "", "", "aa{sv}", SD_BUS_PARAM(devices),
                               xg_list_devices, SD_BUS_VTABLE_UNPRIVILEGED),
      SD_BUS_METHOD_WITH_NAMES("ListGestures", "", "", "aa{sv}", SD_BUS_PARAM(gestures),
                               xg_list_gestures, SD_BUS_VTABLE_UNPRIVILEGED),
      SD_BUS_METHOD_WITH_NAMES("Reload", "", "", "bs", SD_BUS_PARAM(ok) SD_BUS_PARAM(message),
                               xg_reload, SD_BUS_VTABLE_UNPRIVILEGED),
      SD_BUS_METHOD("Pause", "", "", xg_pause, SD_BUS_VTABLE_UNPRIVILEGED),
      SD_BUS_METHOD("Resume", "", "", xg_resume, SD_BUS_VTABLE_UNPRIVILEGED),
      SD_BUS_METHOD("Record", "", "", xg_record, SD_BUS_VTABLE_UNPRIVILEGED),
      SD_BUS_METHOD("StopRecording", "", "", xg_stop_recording, SD_BUS_VTABLE_UNPRIVILEGED),
      SD_BUS_SIGNAL_WITH_NAMES("Transition", "ssssa{sv}",
                               SD_BUS_PARAM(gesture) SD_BUS_PARAM(type) SD_BUS_PARAM(from) SD_BUS_PARAM(to)
                                   SD_BUS_PARAM(data), 0),
      SD_BUS_SIGNAL_WITH_NAMES("Action", "ssss",
                               SD_BUS_PARAM(gesture) SD_BUS_PARAM(state) SD_BUS_PARAM(action)
                                   SD_BUS_PARAM(outcome), 0),
      SD_BUS_SIGNAL_WITH_NAMES("SequenceEnded", "asa{ss}t",
                               SD_BUS_PARAM(recognized) SD_BUS_PARAM(failed) SD_BUS_PARAM(time), 0),
      SD_BUS_SIGNAL_WITH_NAMES("Recorded", "s", SD_BUS_PARAM(trace), 0),
      SD_BUS_PROPERTY("Version", "s", xg_property, 0, SD_BUS_VTABLE_PROPERTY_CONST),
      SD_BUS_PROPERTY("Mode", "s", xg_property, 0, SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
      SD_BUS_PROPERTY("ConfigPath", "s", xg_property, 0, SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
      SD_BUS_PROPERTY("Paused", "b", xg_property, 0, SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
      SD_BUS_PROPERTY("Locked", "b", xg_property, 0, SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
      SD_BUS_VTABLE_END,
  };
  return sd_bus_add_object_vtable(bus, slot, XG_PATH, XG_INTERFACE, vtable, service);
}

/* An empty reply to `call` (Pause, Resume, Record, StopRecording). */
static inline int xg_reply_empty(sd_bus_message *call) { return sd_bus_reply_method_return(call, NULL); }

/* An error reply to `call`: the D-Bus error `name` with the sentence `message`. */
static inline int xg_reply_error(sd_bus_message *call, const char *name, const char *message) {
  return sd_bus_reply_method_errorf(call, name, "%s", message);
}

/* Calls `method` of xgesture's interface at `destination`, without arguments
   (Record, StopRecording, Reload); the reply is the caller's to unref. */
static inline int xg_call_plain(sd_bus *bus, const char *destination, const char *method, sd_bus_error *error,
                                sd_bus_message **reply) {
  return sd_bus_call_method(bus, destination, XG_PATH, XG_INTERFACE, method, error, reply, NULL);
}

/* PropertiesChanged for one property of the interface, with its new value. */
static inline int xg_emit_changed(sd_bus *bus, const char *name) {
  return sd_bus_emit_properties_changed(bus, XG_PATH, XG_INTERFACE, name, NULL);
}
#endif
