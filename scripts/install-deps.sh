#!/usr/bin/env bash
# Installs what lasim's build and tests need when it is missing:
# libncurses-dev (the terminal app), tmux (end-to-end tests), curl (endpoint
# tests), openssl (TLS tests), tzdata (clock times in other zones: lasim
# reads the system's tz database), librsvg2-2 (render --format png: opened at
# run time, never linked) and fonts-dejavu-core (the fallback font PNGs are
# drawn in); in CI also python3-h2 (a second HTTP/2
# implementation checks the endpoint's, and Tests/Backend/test_phone.py
# drives the simulated phone with it). Uses apt-get, with sudo when not root. Used by
# ./demo.sh and .ci/run; prints one clear line and exits 1 when it cannot.
set -euo pipefail
who="${1:-lasim}"

missing=()
dpkg -s libncurses-dev >/dev/null 2>&1 || [ -e /usr/include/ncursesw/curses.h ] || missing+=(libncurses-dev)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
[ -e /usr/share/zoneinfo/Europe/Paris ] || [ -n "${TZDIR:-}" ] || missing+=(tzdata)
have_rsvg=no
for f in /usr/lib/*/librsvg-2.so.2 /usr/lib64/librsvg-2.so.2 /usr/lib/librsvg-2.so.2; do [ -e "$f" ] && have_rsvg=yes; done
[ "$have_rsvg" = yes ] || missing+=(librsvg2-2)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
# CI only: a second HTTP/2 implementation (python-hyper/h2) checks the endpoint's
# and is the backend test's client (Tests/Backend/test_phone.py).
if [ "$who" = ci ]; then /usr/bin/python3 -c 'import h2' >/dev/null 2>&1 || missing+=(python3-h2); fi
[ ${#missing[@]} -eq 0 ] && exit 0

echo "$who: installing ${missing[*]}" >&2
if [ "$(id -u)" = 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "$who: cannot install ${missing[*]}: not root and no sudo; ask an administrator for: apt-get install ${missing[*]}" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "$who: cannot install ${missing[*]}: no apt-get here; install them with your package manager" >&2
  exit 1
fi
if ! { "${sudo[@]}" apt-get update -qq && "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
  echo "$who: installing ${missing[*]} failed (see above); run: ${sudo[*]} apt-get install ${missing[*]}" >&2
  exit 1
fi
