#!/usr/bin/env python3
"""Usage: scripts/apps/triage.py OUT

What one run of scripts/apps/run.sh (OUT) shows about lasim, for reading by
hand: the renders that did not exit 0 (crashes, timeouts), the slowest
runs, the cards that are nothing but a placeholder, the placeholders left
inside cards, and every stderr line grouped by its cause, the causes
ordered by how many apps they hit.

The causes are recognised by the wording lasim prints today; a line no
pattern knows is its own cause ("other: ..."), so a new message shows up
rather than hiding in a group. Real apps' code is not in this repository:
this only reads OUT (see scripts/apps/README.md).
"""
import collections
import os
import re
import sys

# (cause, pattern) in the order they are tried; the first that matches wins.
CAUSES = [
    ("no sample state: drawn with the typical state", r"declares no sample states"),
    ("AlarmKit: drawn with typical AlarmAttributes", r"AlarmAttributes has no attributes"),
    ("app storage empty in lasim (UserDefaults, App Group, iCloud)",
     r"UserDefaults holds nothing|App Group container|NSUbiquitousKeyValueStore holds"),
    ("Info.plist not read: a bundle key is nil", r"the app's Info.plist is not read"),
    ("Info.plist without the key or build setting: a bundle key is nil",
     r"the widget's Info.plist \(as its project builds it\) has no such key|the widget's Info.plist takes .* from the build setting"),
    ("a function value printed as text", r"drawn as \"\(Function\)\""),
    ("image larger than its slot (note)", r"image \".*\" .* larger than"),
    ("dismiss button's x under 3:1 (note)", r"dismiss button beside the card"),
    ("text wrapped in the cells, one line on the phone (note)", r"wrapped onto \d+ rows"),
    ("views taller than the card: texts past its edge (note)", r"160 pt at most, offers them less: the phone cuts"),
    ("SF Symbol not in the theme", r"SF Symbol .* is not in the theme's symbols"),
    ("colour set not in the --assets given", r"no colour set named"),
    ("colour set with no colour in it (drawn clear)", r"the colour set .* defines no colour"),
    ("image set not in the --assets given", r"no image set named"),
    ("type or view not in the --swift folders",
     r"not found in the widget's sources|nor a SwiftUI or Foundation type lasim models|is not declared in the files given|no type conforms to ActivityAttributes"),
    ("a member of a value lasim could not type", r"in a value lasim could not type"),
    ("decoding not simulated (a type not given, a protocol, a wrapper)", r"custom decoding, not simulated|decoding not simulated"),
    ("init(from:) throws: the update is dropped", r"init\(from:\) throws"),
    ("custom init(from:) run as the app's own code (note)", r"custom decoding, run as the app's own code"),
    ("a file that does not parse as Swift", r"does not parse as Swift"),
    ("modifier or method not known to lasim, ignored", r"not known to lasim: ignored"),
    ("method not known to lasim, its view not drawn", r"is not known to lasim\)"),
    ("read on nil (an optional without ?.)", r"read on nil"),
    ("random values from a fixed seed (note)", r"random values would change|random values come from a fixed seed"),
    ("two types with one name, one ignored", r"a second type named"),
    ("colour lasim cannot compute", r"a colour lasim cannot compute"),
    ("condition is not a Bool", r"condition is not a Bool"),
    ("render budget spent", r"over this render's budget"),
    ("frame of infinite or negative size (SwiftUI's own warning)", r"Invalid frame dimension"),
    ("fatalError reached", r"Fatal error"),
    ("member not in ContentState", r"has no member"),
    ("call without a required argument", r"no argument for"),
    ("enum made from rawValue:", r"an enum is made from rawValue"),
    ("DynamicIsland returned by a view", r"expected DynamicIsland \{ \}"),
]
# lasim's `[.member]`, `[Type(...)]`: a name inside, which an app's own
# bracketed glyph text (OpenVibble's persona "[.]", "[!]") does not have.
# lasim's ⚠ is the bare sign; an app's own emoji "⚠️" (a commute app's
# delay badge) carries the emoji selector U+FE0F.
PLACEHOLDER = r"⚠(?!\uFE0F)|\(Function\)|\[\.?[A-Za-z_][A-Za-z0-9_.(),…\[]*\]"


def cause(line):
    for name, pattern in CAUSES:
        if re.search(pattern, line):
            return name
    return "other: " + re.sub(r"^lasim: ((swift|template): )?", "", line)[:100]


def cards(path):
    """(heading, text) of each card box in a run's text output."""
    heading, body = None, None
    for line in open(path, errors="replace"):
        line = line.rstrip("\n")
        t = line.lstrip()
        if body is None and t and not t.startswith(("╭", "│", "╰")) and not line.startswith(" "):
            heading = line
        if t.startswith("╭") and body is None:
            body = []
        elif t.startswith("╰") and body is not None:
            yield heading, " ".join(body).strip()
            body = None
        elif body is not None and t.startswith("│"):
            body.append(t[1:t.rfind("│")].strip() if t.count("│") > 1 else t[1:].strip())


def main(out):
    apps = sorted(d for d in os.listdir(out) if os.path.isdir(os.path.join(out, d)))
    statuses, failed = collections.Counter(), []
    apps_by, lines_by = collections.defaultdict(set), collections.defaultdict(set)
    only_placeholder, empty, inside = [], collections.Counter(), collections.defaultdict(collections.Counter)
    for app in apps:
        folder = os.path.join(out, app)
        for name in sorted(os.listdir(folder)):
            path, run = os.path.join(folder, name), name.rsplit(".", 1)[0]
            if name.endswith(".status"):
                status = open(path).read().strip()
                statuses["0" if status == "0" else status.split(" (")[0]] += 1
                if status != "0":
                    failed.append(f"{app}/{run}: {status}")
            elif name.endswith(".stderr"):
                for line in open(path, errors="replace"):
                    line = line.rstrip("\n")
                    if line:
                        c = cause(line)
                        apps_by[c].add(app)
                        lines_by[c].add(line)
            elif name.endswith(".txt"):
                for heading, text in cards(path):
                    if not text:
                        empty[app] += 1
                    elif not re.sub(PLACEHOLDER, "", text).strip():
                        only_placeholder.append(f"{app}/{run}: {heading} -> {text}")
                    for token in re.findall(PLACEHOLDER, text):
                        inside[app][token] += 1
    print(f"{len(apps)} apps, {sum(statuses.values())} renders; exit status: {dict(statuses)}")
    for f in failed:
        print("  not 0:", f)
    times = os.path.join(out, "times.tsv")
    if os.path.exists(times):
        rows = [r.rstrip("\n").split("\t") for r in open(times)][1:]
        slow = sorted(rows, key=lambda r: -float(r[2]))[:5]
        print("slowest runs (s):", ", ".join(f"{r[0]}/{r[1]} {r[2]}" for r in slow))
    print(f"\ncards that are only a placeholder ({len(only_placeholder)}):")
    for c in only_placeholder:
        print("  " + c)
    print(f"\nempty cards, by app (often the app's own EmptyView; read its code): "
          + ", ".join(f"{a} {n}" for a, n in sorted(empty.items())))
    print("\nplaceholders inside cards, by app:")
    for app in sorted(inside):
        print(f"  {app}: " + ", ".join(f"{t} x{n}" for t, n in inside[app].most_common()))
    print("\ncauses of stderr lines, by apps hit (apps, distinct lines, cause: apps):")
    for c in sorted(apps_by, key=lambda c: (-len(apps_by[c]), c)):
        print(f"{len(apps_by[c]):4d} {len(lines_by[c]):4d}  {c}: {' '.join(sorted(apps_by[c]))}")
    print(f"\ndistinct stderr lines: {sum(len(v) for v in lines_by.values())}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: scripts/apps/triage.py OUT")
    main(sys.argv[1])
