#!/usr/bin/env python3
"""Peak resident memory of a command, per MPI rank, and its growth.

Run a command and record its peak RSS (the largest of the command and the
processes it waited for), one line "RANK KB" appended to FILE; under
mpirun, put it in front of the program so that every rank records its own:

    mpirun -np 2 peak-rss.py run FILE -- maco-run prog.mlir

Compare two such files (a short and a long run of the same program) and
fail when any rank's peak grew by more than LIMIT kB (or, with
--max-peak-kb, when a peak of the long run exceeds that bound):

    peak-rss.py compare SHORT LONG --max-growth-kb 4096 [--max-peak-kb N]

The command's exit status is passed through.
"""
import argparse
import os
import resource
import subprocess
import sys


def run(args):
    cmd = args.command
    if cmd and cmd[0] == "--":
        cmd = cmd[1:]
    if not cmd:
        sys.exit("peak-rss.py run: no command")
    status = subprocess.call(cmd)
    kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss  # kB on Linux
    rank = os.environ.get("OMPI_COMM_WORLD_RANK",
                          os.environ.get("PMI_RANK", "0"))
    with open(args.file, "a") as f:
        f.write(f"{rank} {kb}\n")
    sys.exit(status)


def read(path):
    peaks = {}
    with open(path) as f:
        for line in f:
            rank, kb = line.split()
            peaks[int(rank)] = max(peaks.get(int(rank), 0), int(kb))
    if not peaks:
        sys.exit(f"peak-rss.py: {path} has no measurement")
    return peaks


def compare(args):
    short, long = read(args.short), read(args.long)
    if sorted(short) != sorted(long):
        sys.exit(f"peak-rss.py: ranks differ: {sorted(short)} vs {sorted(long)}")
    worst = None
    for rank in sorted(short):
        growth = long[rank] - short[rank]
        print(f"rank {rank}: peak RSS {short[rank]} kB -> {long[rank]} kB "
              f"(growth {growth} kB)")
        worst = growth if worst is None else max(worst, growth)
    if worst > args.max_growth_kb:
        print(f"FAIL: peak RSS grew by {worst} kB > {args.max_growth_kb} kB")
        sys.exit(1)
    highest = max(long.values())
    if args.max_peak_kb is not None and highest > args.max_peak_kb:
        print(f"FAIL: peak RSS {highest} kB > {args.max_peak_kb} kB")
        sys.exit(1)
    print(f"OK: peak RSS growth {worst} kB <= {args.max_growth_kb} kB")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="mode", required=True)
    r = sub.add_parser("run", help="run a command, append 'RANK KB' to FILE")
    r.add_argument("file")
    r.add_argument("command", nargs=argparse.REMAINDER)
    c = sub.add_parser("compare", help="compare the peaks of two runs")
    c.add_argument("short")
    c.add_argument("long")
    c.add_argument("--max-growth-kb", type=int, default=4096)
    c.add_argument("--max-peak-kb", type=int, default=None)
    args = p.parse_args()
    run(args) if args.mode == "run" else compare(args)


if __name__ == "__main__":
    main()
