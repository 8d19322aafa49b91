# xgesture — see README.md. `make run` and `make test` do all the set-up on a
# fresh Debian 12 machine: missing Debian packages are installed through sudo
# (apt-get alone runs as root), everything else runs as the user who calls make.

SWIFT ?= swift
STRICT := -Xswiftc -warnings-as-errors
# Where SwiftPM builds (the installation test builds in a folder of its own).
BUILD_DIR ?= .build
# The tests build in a folder of their own: `sudo make test` must not leave a
# root-owned .build that `make run` as the user could no longer write to.
TEST_BUILD_DIR ?= .build-test
# Release builds link the Swift runtime statically: the installed binary needs
# no Swift toolchain, only the Debian libraries of RUN_PACKAGES (docs/BENCHMARKS.md
# has its memory). `-z now` binds every library symbol at start, so that the
# whole GOT is read-only afterwards (full RELRO, as Debian's hardening has it).
RELEASE := $(SWIFT) build -c release --static-swift-stdlib -Xlinker -z -Xlinker now \
	--scratch-path $(BUILD_DIR) $(STRICT)

# What building needs, what running needs, what the tests need on top.
BUILD_PACKAGES := pkg-config binutils dpkg-dev libx11-dev libxi-dev libxtst-dev libxrandr-dev libxss-dev libsystemd-dev libpulse-dev libsndfile1-dev libyaml-dev libumockdev-dev \
	libxfixes-dev libxext-dev libxdamage-dev libcairo2-dev
RUN_PACKAGES := libx11-6 libxi6 libxtst6 libxrandr2 libxss1 libxfixes3 libxext6 libcairo2 libsystemd0 libpulse0 libsndfile1 libyaml-0-2 sound-theme-freedesktop
TEST_PACKAGES := lintian xserver-xorg-core xserver-xorg-video-dummy xserver-xorg-input-evdev umockdev \
	xinput util-linux mount pulseaudio pulseaudio-utils xserver-xorg-input-libinput \
	dbus-daemon dbus-bin python3-dbusmock libglib2.0-bin python3-gi jq x11-xserver-utils openbox xfwm4 xterm x11-apps x11-utils \
	picom

# Baselines the benchmarks compare with (and GIO's headers for the bus bench's C client); never used by xgesture itself.
BENCH_PACKAGES := xdotool wmctrl linux-perf libglib2.0-dev

# Installation (make install honours PREFIX and DESTDIR).
PREFIX ?= /usr/local
SYSCONFDIR ?= /etc
BINDIR := $(PREFIX)/bin
DATADIR := $(PREFIX)/share/xgesture
MANDIR := $(PREFIX)/share/man/man1
USERUNITDIR := $(PREFIX)/lib/systemd/user
AUTOSTARTDIR := $(SYSCONFDIR)/xdg/autostart
# The installed binary is stripped of its symbols, debug information and the
# compilers' notes, as Debian's dh_strip does: half the size on disk; none of
# it is loaded, so a running xgesture's memory is the same (docs/BENCHMARKS.md).
# The build folder keeps the unstripped one for a debugger; `make install
# STRIP=true` installs that one.
STRIP ?= strip

.PHONY: all build run test lint bench bench-baseline bench-engine bench-engine-baseline fuzz check-swift deps-build deps-test format clean install uninstall deb

all: build

## Before anything is installed or built: a Swift toolchain (6.0 or newer) on PATH.
## Debian 12 packages none; scripts/check-swift says in one sentence where it comes from.
check-swift:
	@SWIFT=$(SWIFT) scripts/check-swift

deps-build: check-swift
	@scripts/install-packages $(BUILD_PACKAGES) $(RUN_PACKAGES)

deps-test: check-swift
	@scripts/install-packages $(BUILD_PACKAGES) $(RUN_PACKAGES) $(TEST_PACKAGES)

build: deps-build
	$(RELEASE) --product xgesture

## Build and run xgesture in the foreground (the built-in default config unless you have one).
## Run it as yourself on your desktop, not as root: your config, your sounds, your commands.
run: build
	$(BUILD_DIR)/release/xgesture $(ARGS)

## The whole test suite: unit tests, and tests against real Xorg and PulseAudio servers they start.
test: check-swift deps-test lint
	$(SWIFT) build --build-tests --scratch-path $(TEST_BUILD_DIR) $(STRICT)
	$(SWIFT) test --scratch-path $(TEST_BUILD_DIR) $(STRICT)

## Benchmarks (release builds, on real Xorg and PulseAudio beds); figures go in docs/BENCHMARKS.md.
## BENCH_ARGS_DESKTOP="taps gestures idle-seconds" reduces the desktop run (default 50 10000 30).
## The bench programs are in Tools/; each finds the programs it drives next to itself.
bench: deps-test
	@scripts/install-packages $(BENCH_PACKAGES)
	$(RELEASE)
	$(MAKE) --no-print-directory bench-engine
	$(BUILD_DIR)/release/xgesture-stroke-bench 12 10 --traces $(BUILD_DIR)/stroke-set --xgesture $(BUILD_DIR)/release/xgesture --binary-writers 2
	$(BUILD_DIR)/release/xgesture-x11-bench 100
	$(BUILD_DIR)/release/xgesture-bus-bench 100
	$(BUILD_DIR)/release/xgesture-touchpad-bench 100
	$(BUILD_DIR)/release/xgesture-sound-bench 30
	$(BUILD_DIR)/release/xgesture-desktop-bench $(BENCH_ARGS_DESKTOP)
	$(BUILD_DIR)/release/xgesture-actions-bench 100 8
	$(BUILD_DIR)/release/xgesture-touchegg-bench 1000 20000
	$(MAKE) --no-print-directory bench-baseline
	XGESTURE_BASELINE_BINARY=$(BASELINE_DIR)/build/release/xgesture $(BUILD_DIR)/release/xgesture-overlay-bench 200 30 50 30 20

## The build before the feedback overlay (OVERLAY_BASELINE, the main commit it started
## from), for xgesture-overlay-bench's cost without feedback: the same release build of
## that commit's sources (git archive) in $(BASELINE_DIR).
OVERLAY_BASELINE ?= 3e89086
BASELINE_DIR ?= .build-baseline
bench-baseline:
	rm -rf $(BASELINE_DIR)/src
	mkdir -p $(BASELINE_DIR)/src
	git archive $(OVERLAY_BASELINE) | tar -x -C $(BASELINE_DIR)/src
	$(SWIFT) build -c release --static-swift-stdlib -Xlinker -z -Xlinker now --package-path $(BASELINE_DIR)/src \
		--scratch-path $(BASELINE_DIR)/build $(STRICT) --product xgesture

## The engine against the engine before issue 22 (ENGINE_BASELINE, its own xgesture-bench
## and default config, built apart from its sources like bench-baseline): ENGINE_RUNS runs
## of each in turn, every figure, the medians, ranges and their ratio (docs/BENCHMARKS.md).
ENGINE_BASELINE ?= f913bfe
ENGINE_BASELINE_DIR ?= .build-engine-baseline
ENGINE_RUNS ?= 5
bench-engine: bench-engine-baseline
	$(RELEASE) --product xgesture-bench
	scripts/bench-engine $(BUILD_DIR)/release/xgesture-bench $(ENGINE_BASELINE_DIR)/build/release/xgesture-bench \
		$(ENGINE_BASELINE) $(ENGINE_RUNS)

## Its sources are taken out again only for another commit, so a second run builds nothing.
bench-engine-baseline:
	if [ "$$(cat $(ENGINE_BASELINE_DIR)/commit 2>/dev/null)" != "$(ENGINE_BASELINE)" ]; then \
		rm -rf $(ENGINE_BASELINE_DIR)/src && mkdir -p $(ENGINE_BASELINE_DIR)/src && \
		git archive $(ENGINE_BASELINE) | tar -x -C $(ENGINE_BASELINE_DIR)/src && \
		echo $(ENGINE_BASELINE) > $(ENGINE_BASELINE_DIR)/commit; fi
	$(SWIFT) build -c release --static-swift-stdlib -Xlinker -z -Xlinker now --package-path $(ENGINE_BASELINE_DIR)/src \
		--scratch-path $(ENGINE_BASELINE_DIR)/build $(STRICT) --product xgesture-bench

## libFuzzer on the config loader and the trace reader, FUZZ_SECONDS each (default 600); see docs/CONFIG.md.
FUZZ_SECONDS ?= 600
FUZZ_BUILD := $(SWIFT) build -c release --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
fuzz: deps-build
	$(FUZZ_BUILD) --product xgesture-fuzz-config
	$(FUZZ_BUILD) --product xgesture-fuzz-trace
	mkdir -p .fuzz/config .fuzz/trace fuzz-artifacts
	SWIFT_BACKTRACE=enable=no .build-fuzz/release/xgesture-fuzz-config -max_total_time=$(FUZZ_SECONDS) \
		-rss_limit_mb=2048 -timeout=5 -dict=Fuzz/config.dict -artifact_prefix=fuzz-artifacts/ .fuzz/config Fuzz/corpus/config
	SWIFT_BACKTRACE=enable=no .build-fuzz/release/xgesture-fuzz-trace -max_total_time=$(FUZZ_SECONDS) \
		-rss_limit_mb=2048 -timeout=5 -artifact_prefix=fuzz-artifacts/ .fuzz/trace Fuzz/corpus/trace

## Install the binary, the default config and its sounds, examples, autostart entry, user unit, man page.
install: build
	install -D -m 755 $(BUILD_DIR)/release/xgesture $(DESTDIR)$(BINDIR)/xgesture
	$(STRIP) --remove-section=.comment --remove-section=.note $(DESTDIR)$(BINDIR)/xgesture
	install -D -m 644 config/config.yaml $(DESTDIR)$(DATADIR)/config.yaml
	install -d $(DESTDIR)$(DATADIR)/sounds $(DESTDIR)$(DATADIR)/examples
	install -m 644 config/sounds/*.wav $(DESTDIR)$(DATADIR)/sounds/
	if [ -d config/examples ]; then install -m 644 config/examples/* $(DESTDIR)$(DATADIR)/examples/; fi
	install -D -m 644 config/xgesture.desktop $(DESTDIR)$(AUTOSTARTDIR)/xgesture.desktop
	install -d $(DESTDIR)$(USERUNITDIR)
	sed 's|@BINDIR@|$(BINDIR)|g' config/xgesture.service > $(DESTDIR)$(USERUNITDIR)/xgesture.service
	chmod 644 $(DESTDIR)$(USERUNITDIR)/xgesture.service
	install -D -m 644 docs/xgesture.1 $(DESTDIR)$(MANDIR)/xgesture.1

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/xgesture $(DESTDIR)$(AUTOSTARTDIR)/xgesture.desktop \
		$(DESTDIR)$(USERUNITDIR)/xgesture.service $(DESTDIR)$(MANDIR)/xgesture.1
	rm -rf $(DESTDIR)$(DATADIR)

## A Debian package of what `make install` installs (PREFIX /usr), built with dpkg-deb:
## xgesture_VERSION_ARCH.deb in DEB_OUT, which lintian accepts. The man page gzipped,
## packaging/'s copyright, changelog and lintian overrides added; its control file
## from packaging/control, Depends from dpkg-shlibdeps (scripts/deb-control).
## `apt-get install ./xgesture_*.deb` installs it.
DEB_OUT ?= .
DEB_ROOT := $(BUILD_DIR)/deb-root
DEB_DOCDIR := $(DEB_ROOT)/usr/share/doc/xgesture
deb: build
	rm -rf $(DEB_ROOT)
	$(MAKE) --no-print-directory install DESTDIR=$(abspath $(DEB_ROOT)) PREFIX=/usr SYSCONFDIR=/etc BUILD_DIR=$(BUILD_DIR)
	gzip -9n $(DEB_ROOT)/usr/share/man/man1/xgesture.1
	install -D -m 644 packaging/copyright $(DEB_DOCDIR)/copyright
	gzip -9n < packaging/changelog > $(DEB_DOCDIR)/changelog.gz
	chmod 644 $(DEB_DOCDIR)/changelog.gz
	install -D -m 644 packaging/lintian-overrides $(DEB_ROOT)/usr/share/lintian/overrides/xgesture
	scripts/deb-control $(DEB_ROOT)
	mkdir -p $(DEB_OUT)
	dpkg-deb --root-owner-group -Zxz --build $(DEB_ROOT) $(DEB_OUT)

## Formatting: swift-format (part of the Swift toolchain) with the rules of
## .swift-format. `make format` rewrites every Swift file in place; `make lint`
## fails on any finding, and `make test` (so CI) runs it first.
FORMATTED := Package.swift Sources Tests Tools Fuzz

format: check-swift
	$(SWIFT) format format --in-place --recursive --parallel $(FORMATTED)

lint: check-swift
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)

clean:
	rm -rf .build $(BUILD_DIR) $(TEST_BUILD_DIR) .build-installation $(BASELINE_DIR)
