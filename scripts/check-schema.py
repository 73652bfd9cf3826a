#!/usr/bin/env python3
"""Validate template/theme files against a JSON Schema (lasim schema template|theme).

usage: check-schema.py [--lasim BIN] SCHEMA.json FILE...
Each YAML FILE is read by lasim itself (`BIN schema --to-json FILE`; BIN is
--lasim, else $LASIM, else `lasim` on PATH), so the check sees exactly what
lasim sees; .json files are read directly.
Prints "FILE: ok" or "FILE: PATH: message" per error; exit 1 if any file
fails, 2 if the check itself cannot run (no jsonschema module, no lasim).
Needs the jsonschema module (pip install jsonschema, or apt-get install python3-jsonschema).
"""
import json
import os
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    print("check-schema.py: the python3 module jsonschema is missing "
          "(pip install jsonschema, or apt-get install python3-jsonschema)", file=sys.stderr)
    sys.exit(2)


def read(path, lasim):
    if path.endswith(".json"):
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    try:
        r = subprocess.run([lasim, "schema", "--to-json", path], capture_output=True, text=True)
    except OSError as e:
        print(f"check-schema.py: cannot run {lasim}: {e}", file=sys.stderr)
        sys.exit(2)
    if r.returncode != 0:
        raise ValueError(r.stderr.strip().splitlines()[0] if r.stderr.strip() else f"{lasim} failed")
    return json.loads(r.stdout)


def deepest(error):
    """anyOf failures hide the useful part: every element kind rejects the
    whole subtree. Report the innermost failure (a value that breaks its
    pattern, with its path); at equal depth, a key no kind allows (the
    misspelt element) over "X is a required property"."""
    leaves = []

    def walk(e):
        if not e.context:
            leaves.append(e)
        for c in e.context or []:
            walk(c)

    walk(error)
    return max(leaves, key=lambda e: (len(e.absolute_path), "Additional properties" in e.message))


def main(argv):
    args = argv[1:]
    lasim = os.environ.get("LASIM", "lasim")
    if len(args) >= 2 and args[0] == "--lasim":
        lasim, args = args[1], args[2:]
    if len(args) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(args[0], encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    failed = False
    for path in args[1:]:
        try:
            document = read(path, lasim)
        except ValueError as e:
            failed = True
            print(f"{path}: {e}")
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if not errors:
            print(f"{path}: ok")
            continue
        failed = True
        for e in errors:
            e = deepest(e)
            where = ".".join(str(p) for p in e.absolute_path) or "(top)"
            print(f"{path}: {where}: {e.message}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
