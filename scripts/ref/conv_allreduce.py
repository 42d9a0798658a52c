#!/usr/bin/env python3
"""Independent reference for examples/conv-allreduce.mlir.

Usage: conv_allreduce.py N -- prints the all-reduced 1x4x4x4 output (NHWC),
one line per (h, w) with the 4 output channels."""
import sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 4
def x(r, h, w, c): return (r + 1) * ((h + 2 * w + c) % 5 - 2)
def f(kh, kw, c, o): return (kh + kw + c + o) % 3 - 1
for h in range(4):
    for w in range(4):
        vals = [sum(x(r, h + kh, w + kw, c) * f(kh, kw, c, o)
                    for r in range(n) for kh in range(3) for kw in range(3) for c in range(2))
                for o in range(4)]
        print("[" + ",   ".join(str(v) for v in vals) + "]")
