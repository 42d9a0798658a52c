#!/usr/bin/env python3
"""MACO_TIMEOUT: run test_timeout (the last rank skips an all_reduce) and
check that the job exits non-zero within timeout + 10 s with the message
naming the op and a rank."""
import argparse
import os
import re
import subprocess
import sys
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mpiexec", required=True)
    ap.add_argument("--np", type=int, required=True)
    ap.add_argument("--prog", required=True)
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--timeout", type=float, default=3)
    ap.add_argument("--main-thread", action="store_true",
                    help="the program runs the runtime from its main thread "
                    "only (MPI_THREAD_SINGLE)")
    a = ap.parse_args()
    env = dict(os.environ)
    env["MACO_TIMEOUT"] = str(int(a.timeout))
    cmd = [a.mpiexec, "-np", str(a.np), "--oversubscribe", a.prog]
    if a.main_thread:
        cmd.append("--main-thread")
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, env=env, capture_output=True, text=True,
                           timeout=a.timeout + 30)
    except subprocess.TimeoutExpired:
        print("FAIL check_timeout: the job hung (no abort within %g s)"
              % (a.timeout + 30))
        sys.exit(1)
    elapsed = time.monotonic() - t0
    sys.stderr.write(p.stderr)
    ok = True
    if p.returncode == 0:
        print("FAIL check_timeout: exit code 0, expected non-zero")
        ok = False
    if elapsed > a.timeout + 10:
        print("FAIL check_timeout: took %.1f s > timeout + 10 s" % elapsed)
        ok = False
    pat = (r"maco: timeout: all_reduce on rank (\d+) \(group size %d, 64 "
           r"bytes\) did not complete within %d s" % (a.np, int(a.timeout)))
    m = re.search(pat, p.stderr)
    if not m:
        print("FAIL check_timeout: stderr lacks /%s/" % pat)
        ok = False
    elif int(m.group(1)) == a.np - 1:
        print("FAIL check_timeout: the rank that skipped reported the timeout")
        ok = False
    if not ok:
        sys.exit(1)
    print("PASS check_timeout np%d%s (exit %d after %.1f s)"
          % (a.np, " main thread" if a.main_thread else "", p.returncode,
             elapsed))


if __name__ == "__main__":
    main()
