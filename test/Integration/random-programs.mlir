// The fixed-seed differential set (issue 16): 60 random programs
// (scripts/randprog.py: element-wise ops, matmuls, every collective kind
// over 1-D and 2-D grid groups, loop-carried collectives, sizes 1 to 6)
// on 2, 3 and 4 ranks, each run as written, through maco-optimize
// (guard=false and guarded) and after each transformation pass alone;
// every variant must print the same results (scripts/differential.py).
// The long run: docs/reliability.md.
// REQUIRES: mpi
// RUN: %python %maco_src_root/scripts/differential.py --build %maco_tools_dir/.. --nps 2 3 4 --seeds 101-102 --programs 10 | FileCheck %s
// CHECK: differential: 6 modules, 60 programs, {{[0-9]+}} runs, 0 failures
