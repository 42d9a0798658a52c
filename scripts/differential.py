#!/usr/bin/env python3
"""Differential testing of maco's transformations on random programs
(issue 16).

For each (rank count, seed), scripts/randprog.py writes a module of
random programs; this script runs it under mpirun as written
(`maco-run --no-optimize --cpu-options=stack-buffer-bytes=0`, the
reference: every buffer on the heap; every other variant puts small
buffers on the stack, maco-stack-buffers), through `maco-optimize`
with every transformation kept (`guard=false`), through the default
(cost-model-guarded) `maco-optimize`, and after each transformation
pass alone (forced where it has `force`), and requires the same output
(the printed results of every program) from each. A failing module is
kept with its commands under --keep; the summary ends with the counts.

  scripts/differential.py --build build --nps 2 3 4 --seeds 1-2
  scripts/differential.py --build build --nps 2 3 4 --seeds 1-40   # long run

Exit status: 0 when every variant of every module agrees, 1 otherwise.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# (variant name, the maco-opt pass pipeline run on each func.func)
PASSES = [
    ("combine", "maco-combine-collectives"),
    ("chunks2", "maco-pipeline-chunks{chunks=2}"),
    # Chunk counts and sizes (equal or geometric) chosen by the cost model.
    ("chunks-model", "maco-pipeline-chunks{target=%s}"
     % os.path.join(HERE, "chunk-everything.target")),
    ("async-schedule", "maco-async-collectives,maco-schedule"),
    ("decompose", "maco-decompose-all-reduce{force}"),
    ("collective-matmul", "maco-collective-matmul{force}"),
    ("collective-matmul-chunks", "maco-collective-matmul{force chunks=0}"),
    ("algorithm-ring", "maco-select-algorithm{force=ring}"),
    ("algorithm-direct", "maco-select-algorithm{force=direct}"),
    ("algorithm-tree", "maco-select-algorithm{force=tree}"),
    ("algorithm-rd", "maco-select-algorithm{force=recursive_doubling}"),
]


def seeds(spec):
    out = []
    for part in spec:
        if "-" in part:
            lo, hi = part.split("-")
            out += range(int(lo), int(hi) + 1)
        else:
            out.append(int(part))
    return out


def run(cmd, timeout):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    # Addresses differ between runs; -0 and 0 are the same value (a
    # reordered sum may give either).
    out = re.sub(r"base@ = 0x[0-9a-f]+ ", "", p.stdout)
    out = re.sub(r"(?<![0-9.])-0(?![0-9.e])", "0", out)
    return p.returncode, out, p.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    ap.add_argument("--nps", type=int, nargs="+", default=[2, 3, 4])
    ap.add_argument("--seeds", nargs="+", default=["1-2"],
                    help="seeds or ranges (1-40)")
    ap.add_argument("--programs", type=int, default=10, help="programs per module")
    ap.add_argument("--passes", default="all",
                    help="comma-separated variant names, or 'all'")
    ap.add_argument("--keep", default=None, help="directory for failing modules")
    ap.add_argument("--timeout", type=float, default=300)
    a = ap.parse_args()

    build = os.path.abspath(a.build)
    maco_run = os.path.join(build, "bin", "maco-run")
    maco_opt = os.path.join(build, "bin", "maco-opt")
    mpirun = shutil.which("mpirun") or "mpirun"
    env_ok = os.environ.get("OMPI_ALLOW_RUN_AS_ROOT")
    if os.geteuid() == 0 and not env_ok:
        os.environ["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
        os.environ["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
    os.environ.setdefault("OMPI_MCA_rmaps_base_oversubscribe", "1")
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    passes = PASSES if a.passes == "all" else [
        p for p in PASSES if p[0] in a.passes.split(",")]

    tmp = tempfile.mkdtemp(prefix="maco-diff-")
    modules = programs = runs = 0
    failures = []
    t0 = time.monotonic()
    try:
        for np_ in a.nps:
            for seed in seeds(a.seeds):
                src = os.path.join(tmp, "np%d-s%d.mlir" % (np_, seed))
                with open(src, "w") as f:
                    subprocess.run([sys.executable, os.path.join(HERE, "randprog.py"),
                                    "--np", str(np_), "--seed", str(seed),
                                    "--programs", str(a.programs)],
                                   stdout=f, check=True)
                mpi = [mpirun, "-np", str(np_), "--oversubscribe"]
                variants = [("reference", mpi + [maco_run, "--no-optimize", "--cpu-options=stack-buffer-bytes=0", src]),
                            ("optimize", mpi + [maco_run, "--optimize-options=guard=false", src]),
                            ("guarded", mpi + [maco_run, src])]
                for name, pipeline in passes:
                    out = os.path.join(tmp, "np%d-s%d-%s.mlir" % (np_, seed, name))
                    rc = subprocess.run(
                        [maco_opt, src, "--pass-pipeline=builtin.module(func.func(%s))"
                         % pipeline, "-o", out], capture_output=True, text=True)
                    if rc.returncode != 0:
                        failures.append((np_, seed, name, "maco-opt failed:\n" + rc.stderr))
                        continue
                    variants.append((name, mpi + [maco_run, "--no-optimize", out]))
                ref = None
                for name, cmd in variants:
                    runs += 1
                    try:
                        rc, out, err = run(cmd, a.timeout)
                    except subprocess.TimeoutExpired:
                        failures.append((np_, seed, name, "timed out: " + " ".join(cmd)))
                        continue
                    if rc != 0:
                        failures.append((np_, seed, name, "exit %d: %s\n%s" % (rc, " ".join(cmd), err[-2000:])))
                        continue
                    if ref is None:
                        ref = out
                        if out.count("data =") != a.programs:
                            failures.append((np_, seed, name, "printed %d results, expected %d"
                                             % (out.count("data ="), a.programs)))
                    elif out != ref:
                        first = next(i for i, (x, y) in enumerate(
                            zip(ref.splitlines() + [""], out.splitlines() + [""])) if x != y)
                        failures.append((np_, seed, name, "output differs from the reference "
                                         "at line %d: %s\n  reference: %.200s\n  this:      %.200s"
                                         % (first + 1, " ".join(cmd),
                                            (ref.splitlines() + [""])[first],
                                            (out.splitlines() + [""])[first])))
                modules += 1
                programs += a.programs
                bad = [f for f in failures if f[:2] == (np_, seed)]
                print("np %d seed %d: %s" % (np_, seed, "FAIL (%s)" % ", ".join(f[2] for f in bad)
                                             if bad else "ok"), flush=True)
                if bad and a.keep:
                    os.makedirs(a.keep, exist_ok=True)
                    shutil.copy(src, a.keep)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    for np_, seed, name, why in failures:
        print("FAIL np %d seed %d %s: %s" % (np_, seed, name, why))
    print("differential: %d modules, %d programs, %d runs, %d failures, %.0f s"
          % (modules, programs, runs, len(failures), time.monotonic() - t0))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
