#!/usr/bin/env python3
"""Runs a GPU-compiled maco program here, without a GPU, on the recording
backend (runtime/src/record: kernels do not run; launches, syncs,
allocations, copies, GEMMs and collectives are counted and checked), and
holds each rank's report to bounds.

    gpu-record-check.py --record-lib BUILD/lib/record --np N [--mpirun CMD]
                        [--bounds FILE.mlir] [--bound 'key<=V' ...] EXE
                        [EXE's arguments, e.g. --input-dir D]

Bounds come from `--bound` and from lines of FILE.mlir (the example's
source) of the form

    // GPU-RECORD: host_syncs <= 6, alloc_managed <= 3, launches == 5

(keys: the report's numeric fields, docs/runtime.md "The recording
backend"; operators <=, >=, ==). Every rank's report must have 0
violations (an invalid launch: a zero dimension, more than 1024 threads,
blockDim.z > 64, gridDim.y/z > 65535, fewer than 128 threads per block over
several blocks; a synchronous free of a buffer still used by queued work)
and meet every bound. The program must exit 0 (its own OK/MISMATCH line is
not checked: kernels do not run here, so values are not meaningful).

Prints one line per rank and per failed bound; exits 1 on any failure.
"""
import argparse
import glob
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

BOUND = re.compile(r"^\s*([a-z_0-9]+)\s*(<=|>=|==)\s*(\d+)\s*$")


def parse_bounds(texts):
    bounds = []
    for text in texts:
        for part in text.split(","):
            part = part.strip()
            if not part:
                continue
            m = BOUND.match(part)
            if not m:
                sys.exit(f"gpu-record-check: cannot parse bound '{part}' "
                         "(expected e.g. 'host_syncs <= 4')")
            bounds.append((m.group(1), m.group(2), int(m.group(3))))
    return bounds


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--record-lib", required=True,
                    help="directory of the recording libmaco_runtime_cuda.so")
    ap.add_argument("--np", type=int, default=1)
    ap.add_argument("--mpirun", default="mpirun --oversubscribe")
    ap.add_argument("--bounds", help="source file with '// GPU-RECORD:' lines")
    ap.add_argument("--bound", action="append", default=[])
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("exe")
    ap.add_argument("exe_args", nargs=argparse.REMAINDER,
                    help="the program's own arguments (e.g. --input-dir D)")
    args = ap.parse_args()

    texts = list(args.bound)
    if args.bounds:
        with open(args.bounds) as f:
            for line in f:
                m = re.match(r"\s*//\s*GPU-RECORD:(.*)", line)
                if m:
                    texts.append(m.group(1))
    bounds = parse_bounds(texts)

    lib = os.path.abspath(args.record_lib)
    if not os.path.exists(os.path.join(lib, "libmaco_runtime_cuda.so")):
        sys.exit(f"gpu-record-check: no libmaco_runtime_cuda.so in {lib}")
    name = os.path.basename(args.exe)
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ)
        env["LD_LIBRARY_PATH"] = lib + (":" + env["LD_LIBRARY_PATH"]
                                        if env.get("LD_LIBRARY_PATH") else "")
        env["MACO_RECORD"] = os.path.join(tmp, "report")
        env["MACO_RECORD_QUIET"] = "1"
        cmd = shlex.split(args.mpirun) + ["-np", str(args.np),
                                          os.path.abspath(args.exe)]
        cmd += args.exe_args
        try:
            run = subprocess.run(cmd, env=env, stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, text=True,
                                 timeout=args.timeout,
                                 stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            print(f"{name}: FAIL: no exit within {args.timeout} s")
            return 1
        failed = False
        if run.returncode != 0:
            print(run.stdout[-4000:])
            print(f"{name}: FAIL: exit code {run.returncode}")
            failed = True
        reports = sorted(glob.glob(env["MACO_RECORD"] + ".*"),
                         key=lambda p: int(p.rsplit(".", 1)[1]))
        if len(reports) != args.np:
            print(run.stdout[-4000:])
            print(f"{name}: FAIL: {len(reports)} reports for {args.np} ranks")
            return 1
        for path in reports:
            with open(path) as f:
                rep = json.load(f)
            rank = rep["rank"]
            print(f"{name}: rank {rank}: launches {rep['launches']}, "
                  f"host syncs {rep['host_syncs']}, allocations "
                  f"{rep['alloc_device']} device / {rep['alloc_managed']} "
                  f"managed, copies {rep['copies_h2d']} h2d / "
                  f"{rep['copies_d2h']} d2h / {rep['copies_d2d']} d2d, "
                  f"GEMMs {rep['gemms']}, collectives {rep['collectives']}, "
                  f"events {rep['events_created']}, violations "
                  f"{rep['violations']}")
            if rep["violations"]:
                failed = True
                for e in rep["errors"]:
                    print(f"{name}: rank {rank}: violation: {e}")
            for key, op, value in bounds:
                if key not in rep or not isinstance(rep[key], int):
                    sys.exit(f"gpu-record-check: unknown report field '{key}'")
                got = rep[key]
                ok = {"<=": got <= value, ">=": got >= value,
                      "==": got == value}[op]
                if not ok:
                    failed = True
                    print(f"{name}: rank {rank}: bound {key} {op} {value} "
                          f"failed: {got}")
        print(f"{name}: {'FAIL' if failed else 'PASS'} ({args.np} ranks, "
              f"{len(bounds)} bounds)")
        return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
