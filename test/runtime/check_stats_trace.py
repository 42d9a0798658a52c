#!/usr/bin/env python3
"""Run test_stats_trace under mpirun with MACO_TRACE and MACO_STATS, then
check the per-rank trace files (valid JSON, expected slices, pid = rank,
stream tracks) and the stats table printed at finalize; then again without
either variable (counts and bytes exact, no times)."""
import argparse
import glob
import json
import os
import subprocess
import sys


def fail(msg):
    print("FAIL check_stats_trace: " + msg)
    sys.exit(1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mpiexec", required=True)
    ap.add_argument("--np", type=int, required=True)
    ap.add_argument("--prog", required=True)
    ap.add_argument("--workdir", required=True)
    a = ap.parse_args()

    base = os.path.join(a.workdir, "trace_np%d" % a.np)
    for f in glob.glob(base + ".rank*.json"):
        os.remove(f)
    env = dict(os.environ)
    env["MACO_TRACE"] = base + ".json"
    env["MACO_STATS"] = "all"
    cmd = [a.mpiexec, "-np", str(a.np), "--oversubscribe", a.prog]
    p = subprocess.run(cmd, env=env, capture_output=True, text=True,
                       timeout=100)
    sys.stdout.write(p.stdout)
    sys.stderr.write(p.stderr)
    if p.returncode != 0:
        fail("program exited with %d" % p.returncode)

    # MACO_STATS=all: one table per rank, on stderr.
    for r in range(a.np):
        if "maco stats (rank %d, backend cpu)" % r not in p.stderr:
            fail("no stats table for rank %d in stderr" % r)
    if "all_reduce" not in p.stderr:
        fail("stats table lacks all_reduce")

    expected = {"all_reduce", "all_gather", "reduce_scatter", "broadcast",
                "all_to_all", "permute", "barrier", "gemm",
                "stream_synchronize", "event_synchronize",
                "stream_wait_event"}
    for r in range(a.np):
        path = "%s.rank%d.json" % (base, r)
        if not os.path.exists(path):
            fail("missing trace file " + path)
        with open(path) as f:
            try:
                doc = json.load(f)
            except json.JSONDecodeError as e:
                fail("%s is not valid JSON: %s" % (path, e))
        evs = doc["traceEvents"]
        slices = [e for e in evs if e.get("ph") == "X"]
        names = {e["name"] for e in slices}
        missing = expected - names
        if missing:
            fail("%s lacks slices %s" % (path, sorted(missing)))
        if any(e["pid"] != r for e in evs):
            fail("%s has events with pid != %d" % (path, r))
        tracks = {e["args"]["name"]: e["tid"] for e in evs
                  if e.get("ph") == "M" and e["name"] == "thread_name"}
        if tracks.get("main") != 0 or "stream 1" not in tracks:
            fail("%s: bad track names %s" % (path, tracks))
        for e in slices:
            if e["dur"] < 0 or e["ts"] < 0:
                fail("negative time in %s" % e)
        ar = [e for e in slices if e["name"] == "all_reduce"]
        if len(ar) != 4:
            fail("%s: %d all_reduce slices, expected 4" % (path, len(ar)))
        for e in ar:
            args = e["args"]
            if args["bytes"] != 400 or args["dtype"] != "f32" or \
                    args["group_size"] != a.np:
                fail("bad all_reduce args %s" % args)
        # The stream's async all_reduce is on the stream's track.
        if not any(e["tid"] == tracks["stream 1"] and
                   e["args"].get("reduction") == "avg" for e in ar):
            fail("async all_reduce not on the stream track")
        bc = [e for e in slices if e["name"] == "broadcast"]
        if bc[0]["args"].get("root") != 0:
            fail("broadcast slice lacks root")

    # Without MACO_STATS and MACO_TRACE: the same exact counts and bytes
    # (asserted by the program), no times, no table, no trace file.
    env = dict(os.environ)
    env.pop("MACO_STATS", None)
    env.pop("MACO_TRACE", None)
    for f in glob.glob(base + ".rank*.json"):
        os.remove(f)
    p = subprocess.run(cmd, env=env, capture_output=True, text=True,
                       timeout=100)
    sys.stdout.write(p.stdout)
    sys.stderr.write(p.stderr)
    if p.returncode != 0:
        fail("program without MACO_STATS/MACO_TRACE exited with %d"
             % p.returncode)
    if "maco stats (rank" in p.stderr:
        fail("stats table printed without MACO_STATS")
    if glob.glob(base + ".rank*.json"):
        fail("trace written without MACO_TRACE")
    print("PASS check_stats_trace np%d" % a.np)


if __name__ == "__main__":
    main()
