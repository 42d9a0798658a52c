#!/usr/bin/env python3
"""Reference for test/Integration/Inputs/step-loop.mlir on 2 ranks: the
checksum and acc[1, 1] that rank 0 prints, from the collectives' definitions
(only the elements the program reads are computed).

    python3 scripts/ref/step_loop.py STEPS
"""
import sys


def gen(r, s):
    return lambda i, j: (i + 2 * j + 3 * r + s) % 7


def main():
    steps = int(sys.argv[1])
    ranks = [0, 1]
    total = 0
    acc = {(3, 2): 0.0, (1, 1): 0.0}
    for s in range(steps):
        x = [gen(r, s) for r in ranks]
        y = gen(1, s)
        z = gen(5, s)
        k = [
            sum(xr(2, 3) for xr in x),          # all_reduce sum
            x[1](100 - 64, 3),                  # all_gather axis 0: rank 1's rows
            x[1](3, 127 - 64),                  # all_gather axis 1: rank 1's columns
            sum(xr(31, 63) for xr in x),        # reduce_scatter axis 0, slice 0
            sum(xr(63, 31) for xr in x),        # reduce_scatter axis 1, slice 0
            x[1](1, 2),                         # broadcast from root 1
            x[1](31, 100 - 64),                 # all_to_all: rank 1's rows 0..31
            x[1](3, 3),                         # permute: from rank 1
            y(2, 63),                           # rank 0 sends x, keeps y
            max(xr(63, 2) for xr in x),         # combined all_reduce max (x)
            y(5, 5),                            # combined all_reduce max (y)
            y(2, 2),                            # all_reduce avg
            min(xr(0, 1) for xr in x),          # all_reduce min
            y(1, 100 - 64),                     # started all_gather axis 1
        ]
        for key in acc:                         # acc' = max_r (acc + z) mod 7
            acc[key] = (acc[key] + z(*key)) % 7
        k.append(int(acc[(3, 2)]))
        weights = [1, 1, None, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41]
        for v, w in zip(k, weights):
            total += v * v if w is None else v * w
    print(f"checksum: {total}")
    print(f"acc[1, 1]: {int(acc[(1, 1)])}")


if __name__ == "__main__":
    main()
