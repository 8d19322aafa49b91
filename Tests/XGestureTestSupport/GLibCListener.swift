import Foundation
import XGestureSystem

/// The same GDBus listener as `BusListener`'s python3-gi script, written in
/// C against GLib's GIO and compiled here on first use: GDBus's own path (a
/// worker thread reads the socket and hands each signal to the main loop,
/// where the handler runs), without python's start-up and unpacking. It
/// prints the JSON lines `BusListener` reads: the member, the signature, the
/// string and int64 arguments (others as null), and CLOCK_MONOTONIC ns when
/// its handler ran. The session bus benchmark's second client. Given a
/// count after the interface, it emits that many `Probe(x)` signals on that
/// interface instead, one every 5 ms, each carrying its CLOCK_MONOTONIC ns
/// (the bus alone, from C to C).
public enum GLibCListener {
  static let source = #"""
    #include <gio/gio.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <time.h>

    static void print_string(const char *text) {
      putchar('"');
      for (const char *c = text; *c; c++) {
        if (*c == '"' || *c == '\\') putchar('\\');
        if ((unsigned char)*c >= 0x20) putchar(*c);
      }
      putchar('"');
    }

    static void heard(GDBusConnection *connection, const gchar *sender, const gchar *path,
                      const gchar *interface, const gchar *member, GVariant *parameters, gpointer data) {
      struct timespec now;
      clock_gettime(CLOCK_MONOTONIC, &now);
      long long received = (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
      printf("{\"member\": ");
      print_string(member);
      printf(", \"signature\": ");
      print_string(g_variant_get_type_string(parameters));
      printf(", \"arguments\": [");
      gsize count = g_variant_n_children(parameters);
      for (gsize index = 0; index < count; index++) {
        GVariant *child = g_variant_get_child_value(parameters, index);
        if (index > 0) printf(", ");
        if (g_variant_is_of_type(child, G_VARIANT_TYPE_STRING)) print_string(g_variant_get_string(child, NULL));
        else if (g_variant_is_of_type(child, G_VARIANT_TYPE_INT64)) printf("%lld", (long long)g_variant_get_int64(child));
        else printf("null");
        g_variant_unref(child);
      }
      printf("], \"received\": %lld}\n", received);
      fflush(stdout);
    }

    int main(int argc, char **argv) {
      GError *error = NULL;
      GDBusConnectionFlags flags =
        G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION;
      GDBusConnection *connection = g_dbus_connection_new_for_address_sync(argv[1], flags, NULL, NULL, &error);
      if (!connection) {
        fprintf(stderr, "%s\n", error->message);
        return 1;
      }
      if (argc > 3) {
        /* Emitting: argv[3] signals Probe(x) on argv[2], one every 5 ms, each with its CLOCK_MONOTONIC ns. */
        for (int index = 0; index < atoi(argv[3]); index++) {
          struct timespec now;
          clock_gettime(CLOCK_MONOTONIC, &now);
          gint64 sent = (gint64)now.tv_sec * 1000000000LL + now.tv_nsec;
          g_dbus_connection_emit_signal(connection, NULL, "/org/xgesture/Bench", argv[2], "Probe",
                                        g_variant_new("(x)", sent), NULL);
          g_dbus_connection_flush_sync(connection, NULL, NULL);
          g_usleep(5000);
        }
        return 0;
      }
      g_dbus_connection_signal_subscribe(connection, NULL, argv[2], NULL, NULL, NULL, G_DBUS_SIGNAL_FLAGS_NONE,
                                         heard, NULL, NULL);
      GVariant *id = g_dbus_connection_call_sync(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                 "org.freedesktop.DBus", "GetId", NULL, NULL,
                                                 G_DBUS_CALL_FLAGS_NONE, -1, NULL, &error);
      if (!id) {
        fprintf(stderr, "%s\n", error->message);
        return 1;
      }
      g_variant_unref(id);
      printf("{\"member\": \"ready\"}\n");
      fflush(stdout);
      g_main_loop_run(g_main_loop_new(NULL, FALSE));
      return 0;
    }
    """#

  /// Compiles the listener into `folder` (the Swift toolchain's `clang`,
  /// GIO's flags from pkg-config) and returns its path.
  public static func build(in folder: TemporaryDirectory) throws(BedError) -> String {
    let compiler = try ProgramLookup.find("clang", package: "the Swift toolchain")
    let pkgConfig = try ProgramLookup.find("pkg-config", package: "pkg-config")
    let flags = try ChildProcess.run(pkgConfig, arguments: ["--cflags", "--libs", "gio-2.0"], environment: [:])
    guard flags.status.succeeded else { throw .fileMissing("gio-2.0.pc", package: "libglib2.0-dev") }
    let sourcePath = try folder.write(source, to: "listener.c")
    let binary = folder.file("listener")
    let arguments =
      ["-O2", "-o", binary, sourcePath] + flags.output.split(whereSeparator: \.isWhitespace).map(String.init)
    let compiled = try ChildProcess.run(compiler, arguments: arguments, environment: ChildProcess.environment())
    guard compiled.status.succeeded else {
      throw .commandFailed("clang listener.c", detail: compiled.output)
    }
    return binary
  }
}
