#!/usr/bin/env python3
"""Independent reference for examples/tp-mlp.mlir (pure Python).

Usage: tp_mlp.py N   -- prints what rank 0 prints for a grid of N ranks.
"""
import sys

def x(b, d): return (3 * b + d + 1) % 7 - 3
def w1(d, h): return (d * h + 1) % 5 - 2
def w2(h, o): return (2 * h + o) % 5 - 2

def mlp(rows, H):
    out = []
    for b in rows:
        hid = [max(0, sum(x(b, d) * w1(d, h) for d in range(8))) for h in range(H)]
        out.append([sum(hid[h] * w2(h, o) for h in range(H)) for o in range(8)])
    return out

def fmt(m):
    # printMemrefF32 layout for a 2-D memref of integer-valued floats
    rows = ["[" + ",   ".join(str(v) for v in row) + "]" for row in m]
    return "[" + ", \n ".join(rows) + "]"

n = int(sys.argv[1]) if len(sys.argv) > 1 else 4
H = 4 * n
print("tp:")
print(fmt(mlp(range(4), H)))
print("sp rank 0:")
print(fmt(mlp(range(3), H)))
