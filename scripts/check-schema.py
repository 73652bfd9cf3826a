#!/usr/bin/env python3
"""Validate YAML/JSON files against a JSON Schema (lasim schema template|theme).

usage: check-schema.py SCHEMA.json FILE...
Prints "FILE: ok" or "FILE: PATH: message" per error; exit 1 if any file fails.
Needs PyYAML and jsonschema (pip install pyyaml jsonschema).
"""
import json
import sys

import jsonschema
import yaml


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    failed = False
    for path in argv[2:]:
        with open(path, encoding="utf-8") as f:
            document = yaml.safe_load(f)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if not errors:
            print(f"{path}: ok")
            continue
        failed = True
        for e in errors:
            where = ".".join(str(p) for p in e.absolute_path) or "(top)"
            # anyOf failures hide the useful part: name the keys no branch allows.
            detail = e.message
            if e.context:
                extra = [c.message for c in e.context if "Additional properties" in c.message]
                if extra:
                    detail = extra[0]
            print(f"{path}: {where}: {detail}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
