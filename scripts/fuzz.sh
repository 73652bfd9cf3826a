#!/usr/bin/env bash
# Fuzzing with libFuzzer: scripts/fuzz.sh [SECONDS] [TARGET...]
#
# Builds one fuzzer binary (swiftc -sanitize=fuzzer,address) from the
# project's pure modules, compiled directly, in .build-fuzz/ (the normal
# .build is never touched), and runs each target for SECONDS (default 60):
#
#   intake    payload intake + model + render: whole input vs the same input
#             in two pieces gives the same items; every item applies
#   apns      the APNs request validator (LasimServer/APNsValidator.swift)
#   template  the template loader (YAML/JSON) and drawing its samples
#   theme     the theme loader and drawing with it
#   swift     `--swift`: the Swift importer (Sources/LasimSwift) on any text,
#             whole and cut into two files; its samples must decode as its
#             own ContentState; the SwiftUI front end draws what it makes
#   h2        the endpoint's HTTP/2 (Sources/LasimServer/HTTP2) on any bytes
#             after the preface, cut into reads: whole frames out, one
#             answer per stream, nothing after GOAWAY
#   image     a payload's image bytes (`UIImage(data:)`): libpng/libjpeg
#             through CLasimImage; decoded within the size limit, or a
#             clean message
#
# The properties are Fuzz/Targets/FuzzTargets.swift; seeds are
# Fuzz/corpus/<target>/ (small, in the repo); new inputs the fuzzer finds go
# to .build-fuzz/corpus/<target>/. A crash, a trap or a failed property is a
# finding: its input is saved as .build-fuzz/findings/<target>-crash-*, the
# script goes on with the other targets and exits 1. Make each finding a
# regression test: copy the input to Fuzz/regressions/<target>/ (replayed by
# `swift test --filter FuzzRegressionTests`) and fix the code.
# Replay one input: LASIM_FUZZ_TARGET=intake .build-fuzz/lasim-fuzz FILE
#
# Adding a target: add its modules to MODULES below (in dependency order;
# a module from a package checkout takes its path under .build-fuzz/checkouts),
# a case and a function in FuzzTargets, seeds in Fuzz/corpus/<name>/, and
# the name to TARGETS.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
seconds="${1:-60}"
shift || true
TARGETS=(intake apns template theme swift h2 image)
[ $# -gt 0 ] && TARGETS=("$@")

out=$repo/.build-fuzz
mods=$out/modules
mkdir -p "$mods" "$out/findings"

# Package checkouts (swift-syntax) in our own scratch path, resolved like SwiftPM does.
if [ ! -d "$out/checkouts/swift-syntax" ]; then
  swift package --scratch-path "$out" resolve >/dev/null
fi
syn=$out/checkouts/swift-syntax
shims=$syn/Sources/_SwiftSyntaxCShims/include

# swift-nio's NIOCore and swift-nio-http2's HPACK decoder, which the HTTP/2
# layer (`h2`) is built on: SwiftPM builds them (debug, uninstrumented: the
# fuzzer steers by lasim's code) into the same scratch path; the fuzzer links
# their objects.
echo "fuzz: building NIOCore and NIOHPACK (swift build --scratch-path .build-fuzz)" >&2
swift build --scratch-path "$out" --target NIOHPACK -q >&2
nio=$out/debug
NIOFLAGS=(-I "$nio/Modules")
for m in "$nio"/*.build/module.modulemap; do NIOFLAGS+=(-Xcc "-fmodule-map-file=$m"); done
for inc in "$out"/checkouts/swift-nio/Sources/*/include "$out"/checkouts/swift-atomics/Sources/*/include; do
  [ -f "$inc/module.modulemap" ] && NIOFLAGS+=(-Xcc "-fmodule-map-file=$inc/module.modulemap")
  NIOFLAGS+=(-Xcc -I -Xcc "$inc")
done
nio_objects=()
while IFS= read -r o; do nio_objects+=("$o"); done < <(find "$nio"/*.build -name '*.o' | sort)

SAN=(-sanitize=fuzzer,address)
SWIFTFLAGS=(-swift-version 6 -parse-as-library -wmo -g "${FUZZ_OPT:--O}" -I "$mods" -package-name lasim
            -Xcc "-fmodule-map-file=$shims/module.modulemap" "${NIOFLAGS[@]}"
            -Xcc "-fmodule-map-file=$repo/Sources/CLibYAML/module.modulemap")

# swift-syntax as SwiftPM builds it (package name, C shims' module map);
# address-sanitised but without coverage and unoptimised: the fuzzer steers
# by lasim's own code, and the parser compiles in minutes, not tens of them.
SYNFLAGS="-package-name swift_syntax -DSWIFT_PACKAGE -suppress-warnings -Onone -gline-tables-only -Xcc -I -Xcc $shims"
SYNSAN=-sanitize=address

# name|source dir (or file list)|extra flags|sanitizers (default: fuzzer,address)
MODULES=(
  # swift-syntax first: it depends on none of lasim, so a change to lasim
  # does not recompile it.
  "SwiftSyntax509|$syn/Sources/VersionMarkerModules/SwiftSyntax509|$SYNFLAGS|$SYNSAN"
  "SwiftSyntax510|$syn/Sources/VersionMarkerModules/SwiftSyntax510|$SYNFLAGS|$SYNSAN"
  "SwiftSyntax600|$syn/Sources/VersionMarkerModules/SwiftSyntax600|$SYNFLAGS|$SYNSAN"
  "SwiftSyntax601|$syn/Sources/VersionMarkerModules/SwiftSyntax601|$SYNFLAGS|$SYNSAN"
  "SwiftSyntax602|$syn/Sources/VersionMarkerModules/SwiftSyntax602|$SYNFLAGS|$SYNSAN"
  "SwiftSyntax|$syn/Sources/SwiftSyntax|$SYNFLAGS|$SYNSAN"
  "SwiftParser|$syn/Sources/SwiftParser|$SYNFLAGS|$SYNSAN"
  "SwiftDiagnostics|$syn/Sources/SwiftDiagnostics|$SYNFLAGS|$SYNSAN"
  "SwiftOperators|$syn/Sources/SwiftOperators|$SYNFLAGS|$SYNSAN"
  "LasimText|Sources/LasimText"
  "LasimModel|Sources/LasimModel"
  "LasimTemplate|Sources/LasimTemplate $out/generated/BuiltInFiles.swift"
  "LasimRender|Sources/LasimRender"
  # The validator, the channel rules and HTTP/2 (on NIOCore and NIOHPACK):
  # the rest of LasimServer is NIO's sockets, TLS and swift-crypto.
  "LasimServer|Sources/LasimServer/APNsValidator.swift Sources/LasimServer/APNsReason.swift Sources/LasimServer/APNsExchange.swift Sources/LasimServer/APNsRequest.swift Sources/LasimServer/IncomingBody.swift Sources/LasimServer/HTTP2 Sources/LasimServer/ChannelRules.swift Sources/LasimServer/ChannelRegistry.swift"
  # The importer (`swift` target) and the SwiftUI front end.
  "LasimSwift|Sources/LasimSwift"
  "LasimSwiftUI|Sources/LasimSwiftUI"
  "LasimFuzzTargets|Fuzz/Targets"
)

newest() { find "$@" -type f -newer "$1" 2>/dev/null | head -1; }

echo "fuzz: building in .build-fuzz (swiftc ${SAN[*]})" >&2
objects=()
# swift-syntax's C shims (a mutex), address-sanitised like the parser.
for c in "$syn"/Sources/_SwiftSyntaxCShims/*.c; do
  o=$mods/synshims-$(basename "$c" .c).o
  [ "$o" -nt "$c" ] || clang -c -O1 -g -fsanitize=address -I "$shims" "$c" -o "$o"
  objects+=("$o")
done
# The app's image decoding (libpng, libjpeg) and a colour emoji's bitmap
# (FreeType, whose headers are in freetype2.pc's folder; the library is
# opened at run time, as in lasim, not linked): every C file of
# CLasimImage, a C target of lasim's own.
freetype_cflags=$(pkg-config --cflags freetype2)
for c in Sources/CLasimImage/*.c; do
  o=$mods/$(basename "$c" .c).o
  # shellcheck disable=SC2086
  [ "$o" -nt "$c" ] && [ "$o" -nt Sources/CLasimImage/include/lasim_image.h ] ||
    clang -c -O1 -g -fsanitize=address -I Sources/CLasimImage/include $freetype_cflags "$c" -o "$o"
  objects+=("$o")
done
# The built-in templates and themes, compiled in as the EmbedResources
# build plugin does for `swift build`, by the same tool.
mkdir -p "$out/generated"
embedded=$out/generated/BuiltInFiles.swift
if [ ! -f "$embedded" ] || [ -n "$(find Templates Themes Sources/EmbedResources -newer "$embedded" -type f 2>/dev/null | head -1)" ]; then
  swiftc -O Sources/EmbedResources/main.swift -o "$out/embed-resources"
  "$out/embed-resources" "$embedded" Templates/*.yaml Themes/*.yaml
fi
rebuilt=0
for m in "${MODULES[@]}"; do
  IFS='|' read -r name src extra san <<<"$m"
  files=()
  for s in $src; do
    if [ -d "$s" ]; then while IFS= read -r f; do files+=("$f"); done < <(find "$s" -name '*.swift' -not -path '*.docc/*' | sort)
    else files+=("$s"); fi
  done
  obj=$mods/$name.o
  stale=$rebuilt
  [ -f "$obj" ] || stale=1
  for f in "${files[@]}"; do [ "$f" -nt "$obj" ] && stale=1; done
  if [ "$stale" = 1 ]; then
    echo "fuzz: compiling $name (${#files[@]} files)" >&2
    # shellcheck disable=SC2086
    swiftc "${SWIFTFLAGS[@]}" ${san:-${SAN[@]}} $extra -module-name "$name" -emit-module \
      -emit-module-path "$mods/$name.swiftmodule" -c "${files[@]}" -o "$obj"
    rebuilt=1
  fi
  objects+=("$obj")
done
bin=$out/lasim-fuzz
if [ "$rebuilt" = 1 ] || [ ! -x "$bin" ] || [ Fuzz/Entry/FuzzEntry.swift -nt "$bin" ]; then
  swiftc "${SWIFTFLAGS[@]}" "${SAN[@]}" -module-name LasimFuzz Fuzz/Entry/FuzzEntry.swift "${objects[@]}" "${nio_objects[@]}" -lyaml -lpng -ljpeg -o "$bin"
fi

export LASIM_HOME=$repo
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=0}
# The test fixtures are seeds too (real app shapes, kept once, in Tests/).
declare -A extra_seeds=(
  [swift]="Tests/LasimSwiftTests/Fixtures/Delivery Tests/LasimSwiftUITests/Fixtures/constructs Tests/LasimSwiftUITests/Fixtures"
)
status=0
summary=()
for t in "${TARGETS[@]}"; do
  mkdir -p "$out/corpus/$t"
  log=$out/fuzz-$t.log
  echo "fuzz: $t for ${seconds}s" >&2
  set +e
  LASIM_FUZZ_TARGET=$t "$bin" -max_total_time="$seconds" -max_len=8192 -timeout=20 -rss_limit_mb=3072 \
    -print_final_stats=1 -artifact_prefix="$out/findings/$t-" "$out/corpus/$t" "Fuzz/corpus/$t" ${extra_seeds[$t]:-} >"$log" 2>&1
  rc=$?
  set -e
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  if [ -z "$execs" ]; then execs=$(grep -o '#[0-9]*' "$log" | tail -1 | tr -d '#'); fi
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
  if [ $rc -ne 0 ]; then
    status=1
    found=$(grep -o "Test unit written to .*" "$log" | sed 's/Test unit written to //' | tail -1)
    summary+=("$t: ${execs:-?} executions, ${cov:-cov: ?}, FINDING (exit $rc): ${found:-see $log}")
    grep -m3 -E "ERROR: |Fatal error|Precondition failed|SUMMARY" "$log" >&2 || true
  else
    summary+=("$t: ${execs:-?} executions, ${cov:-cov: ?}, no findings")
  fi
done
printf 'fuzz: %s\n' "${summary[@]}"
exit $status
