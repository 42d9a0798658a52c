#!/usr/bin/env python3
"""A rank killed mid-collective: run test_rank_killed (the last rank raises
SIGKILL on itself around an all_reduce, blocking or on a stream) under
MACO_TIMEOUT and check that the job exits non-zero within timeout + 10 s
and that stderr says why: either Open MPI's notice that the rank died of
signal 9 (mpirun kills the job at once: the default), or, with
--recovery (mpirun --enable-recovery: the job outlives the dead rank),
maco's own timeout or error message naming the op and a surviving rank.
Under --enable-recovery, Open MPI 4.1's mpirun exits 0 even though the
surviving ranks abort (MPI_Abort(124) from the watchdog): there, each rank
runs under `sh -c` that prints its exit status, and the check is that no
surviving rank exits 0."""
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
    ap.add_argument("--mode", choices=["blocking", "stream"], required=True)
    ap.add_argument("--recovery", action="store_true")
    a = ap.parse_args()
    env = dict(os.environ)
    env["MACO_TIMEOUT"] = str(int(a.timeout))
    cmd = [a.mpiexec, "-np", str(a.np), "--oversubscribe"]
    if a.recovery:
        cmd.append("--enable-recovery")
    if a.recovery:
        cmd += ["sh", "-c", '"$0" "$1"; s=$?; echo "maco-test: rank '
                '$OMPI_COMM_WORLD_RANK exit $s" >&2; exit $s',
                a.prog, a.mode]
    else:
        cmd += [a.prog, a.mode]
    victim = a.np - 1
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, env=env, capture_output=True, text=True,
                           timeout=a.timeout + 30)
    except subprocess.TimeoutExpired:
        print("FAIL check_rank_killed: the job hung (no exit within %g s)"
              % (a.timeout + 30))
        sys.exit(1)
    elapsed = time.monotonic() - t0
    sys.stderr.write(p.stderr)
    ok = True
    if "rank %d raises SIGKILL" % victim not in p.stderr:
        print("FAIL check_rank_killed: the victim did not reach the kill")
        ok = False
    exits = {int(r): int(c) for r, c in
             re.findall(r"maco-test: rank (\d+) exit (\d+)", p.stderr)}
    if a.recovery:
        # mpirun's own status is 0 here (see above): each rank's counts.
        for r, c in exits.items():
            if r != victim and c == 0:
                print("FAIL check_rank_killed: rank %d exited 0" % r)
                ok = False
    elif p.returncode == 0:
        print("FAIL check_rank_killed: exit code 0, expected non-zero")
        ok = False
    if elapsed > a.timeout + 10:
        print("FAIL check_rank_killed: took %.1f s > timeout + 10 s" % elapsed)
        ok = False
    if re.search(r"^FAIL", p.stderr, re.M):
        print("FAIL check_rank_killed: a survivor's collective completed")
        ok = False
    ompi = re.search(r"process rank %d with PID \d+ on node \S+ exited on "
                     r"signal 9" % victim, p.stderr)
    maco = re.search(
        r"maco: timeout: all_reduce on rank (\d+) \(group size %d, \d+ "
        r"bytes\) did not complete within %d s|maco: error in [^\n]*all_reduce"
        r"[^\n]* on rank (\d+)" % (a.np, int(a.timeout)), p.stderr)
    if maco and int(maco.group(1) or maco.group(2)) == victim:
        print("FAIL check_rank_killed: the killed rank reported")
        ok = False
    if a.recovery and not maco:
        print("FAIL check_rank_killed: no maco timeout/error message for a "
              "surviving rank")
        ok = False
    if not a.recovery and not (ompi or maco):
        print("FAIL check_rank_killed: stderr names neither the killed rank "
              "(Open MPI) nor a maco timeout/error")
        ok = False
    if not ok:
        sys.exit(1)
    how = maco.group(0) if maco else ompi.group(0)
    print("PASS check_rank_killed np%d %s%s (mpirun exit %d after %.1f s%s): "
          "%s" % (a.np, a.mode, " recovery" if a.recovery else "",
                  p.returncode, elapsed,
                  "; rank exits %s" % exits if exits else "", how))


if __name__ == "__main__":
    main()
