#!/usr/bin/env python3
"""MACO_CHECK=1: run test_check_mismatch (the last rank calls a different
collective at collective #3) and check that the job exits non-zero, that
every rank reports the same mismatch message (op, what rank 0 and the last
rank call) and that the group was still usable afterwards. MACO_TIMEOUT
bounds the run should the check not fire."""
import argparse
import os
import re
import subprocess
import sys
import time


def expected(mode, np):
    last = np - 1
    if mode == "kind":
        return ("0", "ranks call different collectives: rank 0 calls "
                "all_reduce(f32 x 1024, sum), rank %d calls "
                "all_gather(f32 x 512)" % last)
    if mode == "count":
        return ("0", "ranks call different collectives: rank 0 calls "
                "all_reduce(f32 x 1024, sum), rank %d calls "
                "all_reduce(f32 x 1000, sum)" % last)
    if mode == "root":
        return ("0", "ranks call different collectives: rank 0 calls "
                "broadcast(f32 x 16, root 0), rank %d calls "
                "broadcast(f32 x 16, root 1)" % last)
    if mode == "permute":
        # Group rank last-1 sends to last, which receives from itself.
        return ("0", "permute pairs disagree: rank %d calls permute(f32 x 16, "
                "to %d, from %d) but rank %d calls permute(f32 x 16, to 0, "
                "from %d)" % (last - 1, last, (last - 2) % np, last, last))
    return ("1", "ranks call different collectives: rank 0 calls "
            "all_reduce(f32 x 1024, sum), rank %d calls "
            "all_reduce(f32 x 1024, max)" % last)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mpiexec", required=True)
    ap.add_argument("--np", type=int, required=True)
    ap.add_argument("--prog", required=True)
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--mode", required=True)
    a = ap.parse_args()
    env = dict(os.environ)
    env["MACO_CHECK"] = "1"
    env["MACO_TIMEOUT"] = "20"
    cmd = [a.mpiexec, "-np", str(a.np), "--oversubscribe", a.prog, a.mode]
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, env=env, capture_output=True, text=True,
                           timeout=60)
    except subprocess.TimeoutExpired:
        print("FAIL check_mismatch: the job hung")
        sys.exit(1)
    elapsed = time.monotonic() - t0
    sys.stderr.write(p.stderr)
    ok = True
    if p.returncode == 0:
        print("FAIL check_mismatch: exit code 0, expected non-zero")
        ok = False
    stream, text = expected(a.mode, a.np)
    for r in range(a.np):
        pat = (r"maco: error in %s on rank %d: MACO_RT_INVALID_ARGUMENT: "
               r"maco_rt_\w+: MACO_CHECK: collective #3 on group grid \[%d\] "
               r"axes \[0\], stream %s: %s \(group ranks; reported on rank "
               r"%d\)" % (a.mode, r, a.np, stream, re.escape(text), r))
        if not re.search(pat, p.stderr):
            print("FAIL check_mismatch: no message from rank %d: /%s/"
                  % (r, pat))
            ok = False
        if ("test_check_mismatch: rank %d: group still usable" % r
                not in p.stderr):
            print("FAIL check_mismatch: rank %d could not go on" % r)
            ok = False
    if not ok:
        sys.exit(1)
    print("PASS check_mismatch np%d %s (exit %d after %.1f s)"
          % (a.np, a.mode, p.returncode, elapsed))


if __name__ == "__main__":
    main()
