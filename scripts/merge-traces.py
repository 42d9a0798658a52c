#!/usr/bin/env python3
"""One Perfetto/Chrome trace for the whole job from the per-rank files
that MACO_TRACE writes (docs/runtime.md, "Trace").

`MACO_TRACE=/tmp/run.json mpirun -np 4 prog` writes /tmp/run.rank0.json
... /tmp/run.rank3.json; each file's events already carry pid = world
rank (a process per rank, named "rank N (...)") and timestamps from a
common barrier, so merging is concatenating their events:

  scripts/merge-traces.py /tmp/run.json -o /tmp/run.all.json
  scripts/merge-traces.py /tmp/run.rank0.json /tmp/run.rank1.json -o out.json

A base path (without .rankN) takes every /tmp/run.rankN.json there is.
Errors (no file, a file that is not a trace, two files of one rank) name
the file and exit 1.
"""
import argparse
import glob
import json
import os
import re
import sys


def rank_files(base):
    root, ext = os.path.splitext(base)
    files = glob.glob(glob.escape(root) + ".rank*" + glob.escape(ext))
    pattern = re.compile(re.escape(root) + r"\.rank(\d+)" + re.escape(ext) + "$")
    ranked = [(int(m.group(1)), f) for f in files if (m := pattern.match(f))]
    return [f for _, f in sorted(ranked)]


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("inputs", nargs="+",
                    help="per-rank trace files, or the MACO_TRACE path")
    ap.add_argument("-o", "--output", required=True)
    a = ap.parse_args()

    files = []
    for path in a.inputs:
        if re.search(r"\.rank\d+\.[^.]*$", path) or not rank_files(path):
            files.append(path)
        else:
            files += rank_files(path)
    events, ranks = [], {}
    for path in files:
        try:
            with open(path) as f:
                trace = json.load(f)
            evs = trace["traceEvents"]
        except (OSError, ValueError, KeyError, TypeError) as e:
            sys.exit("merge-traces: %s: not a maco trace (%s)" % (path, e))
        pids = {e.get("pid") for e in evs if isinstance(e, dict)}
        for pid in pids:
            if pid in ranks:
                sys.exit("merge-traces: %s and %s both hold rank %s"
                         % (ranks[pid], path, pid))
            ranks[pid] = path
        events += evs
    with open(a.output, "w") as f:
        json.dump({"traceEvents": events, "displayTimeUnit": "ms"}, f)
    print("merge-traces: %d ranks (%s), %d events -> %s"
          % (len(ranks), ", ".join(str(r) for r in sorted(ranks, key=str)),
             len(events), a.output))


if __name__ == "__main__":
    main()
