"""Compares a .npy result of an entry function with NumPy.

    check-npy.py RESULT.npy EXPR NAME=FILE.npy ...

loads each FILE as NAME, evaluates EXPR with NumPy (`np`) and requires
RESULT to have the same dtype and shape and the same values: exactly for
integer and boolean arrays, within 1e-5 relative for floating-point ones.
Prints "OK RESULT dtype shape" or the first difference, and exits 1 on a
difference.
"""
import sys

import numpy as np


def main(argv):
    result_path, expr = argv[1], argv[2]
    env = {"np": np}
    for binding in argv[3:]:
        name, path = binding.split("=", 1)
        env[name] = np.load(path)
    expected = np.asarray(eval(expr, env))
    result = np.load(result_path)
    name = result_path.rsplit("/", 1)[-1]
    if result.dtype != expected.dtype or result.shape != expected.shape:
        print(f"MISMATCH {name}: {result.dtype} {result.shape}, expected "
              f"{expected.dtype} {expected.shape}")
        return 1
    if np.issubdtype(expected.dtype, np.floating):
        bad = ~np.isclose(result, expected, rtol=1e-5, atol=0)
    else:
        bad = result != expected
    if bad.any():
        index = tuple(int(i) for i in np.argwhere(bad)[0])
        print(f"MISMATCH {name}: {int(bad.sum())} element(s) differ, first "
              f"at {index}: {result[index]} instead of {expected[index]}")
        return 1
    print(f"OK {name} {result.dtype} {result.shape}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
