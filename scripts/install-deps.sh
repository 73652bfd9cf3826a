#!/usr/bin/env bash
# Installs what lasim's build and tests need when it is missing:
# libncurses-dev (the terminal app), libyaml-dev (templates and themes are
# read with libyaml), libmimalloc-dev (the release binary's allocator), libpng-dev and libjpeg-dev (an app's asset images,
# --swift), libfreetype-dev (FreeType's headers: a colour emoji font's bitmaps, for --format png's .fill symbols; the library,
# libfreetype6, is opened at run time, never linked), tmux (end-to-end tests), curl (endpoint
# tests), openssl (TLS tests; the libcrypto it brings gives an app's
# CryptoKit SHA256.hash, opened at run time), tzdata (clock times in other zones: lasim
# reads the system's tz database), librsvg2-2 (render --format png and an app's SVG asset images: opened at
# run time, never linked), libpoppler-glib8 (an app's PDF asset images, opened at run time too), fonts-inter (the font PNGs' texts are drawn in:
# SF Pro's nearest free shapes), fonts-dejavu-core (the fallback font),
# fonts-wqy-microhei (Chinese, Japanese and Korean, 5 MB: the grocery
# template's Chinese sample) and fonts-symbola (the symbols and emoji DejaVu
# lacks, such as ⏸ or 🥡, in outline rather than as boxes). In CI (`install-deps.sh ci`) also every
# tool a test needs, since under CI=true a missing one fails that test
# instead of skipping it: python3-h2 (a second HTTP/2 implementation checks
# the endpoint's, and Tests/Backend/test_phone.py drives the simulated phone
# with it), python3-jsonschema (the template and theme schemas),
# ncurses-bin (tic, truecolor terminfo) and valgrind (the instruction budget).
# Uses apt-get, with sudo when not root. Used by ./demo.sh and .ci/run;
# prints one clear line and exits 1 when it cannot.
set -euo pipefail
who="${1:-lasim}"

missing=()
dpkg -s libncurses-dev >/dev/null 2>&1 || [ -e /usr/include/ncursesw/curses.h ] || missing+=(libncurses-dev)
dpkg -s libpng-dev >/dev/null 2>&1 || [ -e /usr/include/png.h ] || missing+=(libpng-dev)
dpkg -s libjpeg-dev >/dev/null 2>&1 || [ -e /usr/include/jpeglib.h ] || missing+=(libjpeg-dev)
dpkg -s libfreetype-dev >/dev/null 2>&1 || [ -e /usr/include/freetype2/ft2build.h ] || missing+=(libfreetype-dev)
dpkg -s libyaml-dev >/dev/null 2>&1 || [ -e /usr/include/yaml.h ] || missing+=(libyaml-dev)
dpkg -s libmimalloc-dev >/dev/null 2>&1 || [ -e /usr/include/mimalloc.h ] || missing+=(libmimalloc-dev)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
[ -e /usr/share/zoneinfo/Europe/Paris ] || [ -n "${TZDIR:-}" ] || missing+=(tzdata)
have_rsvg=no
for f in /usr/lib/*/librsvg-2.so.2 /usr/lib64/librsvg-2.so.2 /usr/lib/librsvg-2.so.2; do [ -e "$f" ] && have_rsvg=yes; done
[ "$have_rsvg" = yes ] || missing+=(librsvg2-2)
have_poppler=no
for f in /usr/lib/*/libpoppler-glib.so.8 /usr/lib64/libpoppler-glib.so.8 /usr/lib/libpoppler-glib.so.8; do [ -e "$f" ] && have_poppler=yes; done
[ "$have_poppler" = yes ] || missing+=(libpoppler-glib8)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
compgen -G "/usr/share/fonts/*/inter/Inter*" >/dev/null || missing+=(fonts-inter)
[ -e /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || compgen -G "/usr/share/fonts/*/noto-cjk/*" >/dev/null || missing+=(fonts-wqy-microhei)
[ -e /usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf ] || missing+=(fonts-symbola)
# CI only: the tools the tests skip without (Tests/LasimTestTools names them).
if [ "$who" = ci ]; then
  /usr/bin/python3 -c 'import h2' >/dev/null 2>&1 || missing+=(python3-h2)
  /usr/bin/python3 -c 'import jsonschema' >/dev/null 2>&1 || missing+=(python3-jsonschema)
  command -v tic >/dev/null 2>&1 || missing+=(ncurses-bin)
  command -v valgrind >/dev/null 2>&1 || missing+=(valgrind)
fi
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
