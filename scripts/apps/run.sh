#!/bin/sh
# Usage: scripts/apps/run.sh LASIM DEST OUT      draw every app into OUT
#        scripts/apps/run.sh compare OUT_A OUT_B  what differs, app by app
#
# For each app of scripts/apps/apps.tsv checked out in DEST (checkout.sh),
# `lasim render --swift ... --presentation all --format text`: once with no
# payload, which draws every sample state lasim finds in the app (its
# statics and #Preview states, each activity of the bundle, a typical state
# where it has none), then once per payload file the app lists in
# scripts/apps/payloads/. Into OUT/<app>/<run>.txt, with its stderr in
# <run>.stderr and its exit status in <run>.status; <run> is `samples` or
# the payload's name. Seconds per run go to OUT/times.tsv and the binary's
# path and version to OUT/lasim.txt; compare leaves both out.
#
# Real apps' code, fetched over the network, so none of this runs in CI or
# `swift test`; fetching them is a separate step (scripts/apps/README.md).
#
# Each run is in the app's folder with relative --swift paths, TZ=UTC and
# C.UTF-8, and reads /dev/null (render reads stdin without a payload when
# stdin is not a terminal), so two runs differ only where lasim does.
# APPS="coffee soccer" runs some apps only; LASIM_APPS_TIMEOUT (seconds,
# default 120) stops a run that hangs, and its status says so.
set -u
here=$(cd "$(dirname "$0")" && pwd)
tab=$(printf '\t')

compare() {
    a=$1 b=$2 differ=0 diffs=
    for app in $( (ls "$a"; ls "$b") | sort -u); do
        [ -d "$a/$app" ] || [ -d "$b/$app" ] || continue
        if [ ! -d "$a/$app" ]; then echo "$app: only in $b"; differ=$((differ + 1)); continue; fi
        if [ ! -d "$b/$app" ]; then echo "$app: only in $a"; differ=$((differ + 1)); continue; fi
        changed=
        for f in $( (ls "$a/$app"; ls "$b/$app") | sort -u); do
            if [ ! -f "$a/$app/$f" ]; then changed="$changed $f(only in $b)"
            elif [ ! -f "$b/$app/$f" ]; then changed="$changed $f(only in $a)"
            elif ! cmp -s "$a/$app/$f" "$b/$app/$f"; then changed="$changed $f"; diffs="$diffs $app/$f"
            fi
        done
        if [ -z "$changed" ]; then echo "$app: same"; else echo "$app: differs:$changed"; differ=$((differ + 1)); fi
    done
    echo "$differ apps differ"
    for f in $diffs; do echo; diff -u "$a/$f" "$b/$f"; done
    [ "$differ" -eq 0 ]
}

if [ "${1:-}" = compare ]; then
    [ $# -eq 3 ] || { echo "usage: $0 compare OUT_A OUT_B" >&2; exit 2; }
    compare "$2" "$3"; exit
fi
[ $# -eq 3 ] || { echo "usage: $0 LASIM DEST OUT | $0 compare OUT_A OUT_B" >&2; exit 2; }
lasim=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
dest=$2 out=$3
[ -x "$lasim" ] || { echo "$0: $1 is not an executable" >&2; exit 2; }
mkdir -p "$out" || exit 2
out=$(cd "$out" && pwd)
export TZ=UTC LANG=C.UTF-8 LC_ALL=C.UTF-8
printf 'app\trun\tseconds\tstatus\n' > "$out/times.tsv"
echo "$lasim $("$lasim" --version 2>&1)" > "$out/lasim.txt"

# One render: $1 app, $2 run name, then render's arguments.
draw() {
    app=$1 run=$2; shift 2
    start=$(date +%s.%N)
    timeout -k 5 "${LASIM_APPS_TIMEOUT:-120}" "$lasim" render "$@" \
        < /dev/null > "$out/$app/$run.txt" 2> "$out/$app/$run.stderr.raw"
    status=$?
    end=$(date +%s.%N)
    if [ $status -eq 124 ] || [ $status -eq 137 ]; then status="timeout after ${LASIM_APPS_TIMEOUT:-120} s"
    elif [ $status -gt 128 ]; then status="$status (crashed: signal $((status - 128)))"
    fi
    echo "$status" > "$out/$app/$run.status"
    # The payload's folder is the only absolute path a run is given.
    sed "s|$here/payloads/|payloads/|g" "$out/$app/$run.stderr.raw" > "$out/$app/$run.stderr"
    rm -f "$out/$app/$run.stderr.raw"
    printf '%s\t%s\t%.2f\t%s\n' "$app" "$run" "$(awk "BEGIN { print $end - $start }")" "$status" >> "$out/times.tsv"
    echo "$app $run: $status"
}

ran=0 failed=0
while IFS="$tab" read -r name repo commit swift assets payloads options; do
    case $name in '#'*|'') continue ;; esac
    case " ${APPS:-$name} " in *" $name "*) ;; *) continue ;; esac
    if [ ! -d "$dest/$name" ]; then
        echo "missing: $name ($repo): not checked out in $dest" >&2; failed=$((failed + 1)); continue
    fi
    rm -rf "${out:?}/$name" && mkdir -p "$out/$name"
    # Paths hold spaces ("Big Timer Widget"): the arguments are built in "$@".
    set --
    old=$IFS; IFS=';'
    for p in $swift; do set -- "$@" --swift "$p"; done
    [ "$assets" = - ] || for p in $assets; do set -- "$@" --assets "$p"; done
    IFS=$old
    [ "$options" = - ] || set -- "$@" $options
    set -- "$@" --presentation all --format text
    (
        cd "$dest/$name" || exit 1
        draw "$name" samples "$@"
        [ "$payloads" = - ] && exit
        old=$IFS; IFS=';'
        for f in $payloads; do IFS=$old; draw "$name" "${f%.*}" "$@" "$here/payloads/$f"; done
    )
    ran=$((ran + 1))
done < "$here/apps.tsv"
runs=$(($(wc -l < "$out/times.tsv") - 1))
bad=$(awk -F '\t' 'NR > 1 && $4 != "0"' "$out/times.tsv" | wc -l)
echo "drew $ran apps ($runs renders, $bad not exit 0) into $out; $failed missing"
[ "$failed" -eq 0 ]
