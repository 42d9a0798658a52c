#!/usr/bin/env python3
"""Holds the recording backend's reports of one run to bounds
(bench/device/run-all.sh in record mode, docs/runtime.md "The recording
backend").

    record-bounds.py PREFIX NP BOUNDS

PREFIX.<rank> for rank 0 .. NP-1 are the JSON reports (MACO_RECORD=PREFIX);
BOUNDS is a comma-separated list of `key<=V`, `key>=V` or `key==V` over the
reports' numeric fields (e.g. "violations==0,gemms==160"). Prints "OK" or
what failed on one line; exit status 1 on any failure.
"""
import json
import re
import sys

BOUND = re.compile(r"^\s*([a-z_0-9]+)\s*(<=|>=|==)\s*(-?\d+)\s*$")


def main():
    prefix, np, bounds = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    parsed = []
    for part in filter(None, (p.strip() for p in bounds.split(","))):
        m = BOUND.match(part)
        if not m:
            print(f"cannot parse bound '{part}'")
            return 1
        parsed.append((m.group(1), m.group(2), int(m.group(3))))
    fails = []
    for rank in range(np):
        path = f"{prefix}.{rank}"
        try:
            report = json.load(open(path))
        except (OSError, ValueError) as e:
            fails.append(f"rank {rank}: no report {path} ({e.__class__.__name__})")
            continue
        for key, op, want in parsed:
            have = report.get(key, 0)
            ok = {"<=": have <= want, ">=": have >= want, "==": have == want}[op]
            if not ok:
                fails.append(f"rank {rank}: {key} = {have}, not {op} {want}")
    print("OK" if not fails else "; ".join(fails))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
