#!/usr/bin/env python3
"""Validates a SARIF log on standard input against the SARIF 2.1.0 JSON schema named by argv[1].

Exit 0: valid. Exit 1: invalid, one line per schema violation. Exit 3: validation could not run
(jsonschema missing); the Swift tests treat that as a failure, not a skip.
"""
import json
import sys

try:
    import jsonschema
except ImportError as error:
    print(f"cannot validate SARIF: {error} (pip install jsonschema)")
    sys.exit(3)

with open(sys.argv[1], encoding="utf-8") as f:
    schema = json.load(f)
log = json.load(sys.stdin)
validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
for error in errors:
    print("/".join(str(p) for p in error.absolute_path) + ": " + error.message)
sys.exit(1 if errors else 0)
