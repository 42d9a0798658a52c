#!/usr/bin/env python3
"""Compares an entry program's .npy results with the framework's own.

    compare-npy.py EXPECTED_DIR RESULT_DIR [TOL]

For every EXPECTED_DIR/*.npy, RESULT_DIR must hold a file of that name with
the same dtype and shape and values that agree: integers and booleans
exactly, floats with max |result - expected| <= TOL * max(1, max |expected|)
(TOL 2e-3 by default: float32 GEMMs and reductions summed in another order
than the framework's). Plain Python (no NumPy: the GPU machine's Python may
lack it). Prints one line per file and a last line "OK" or "MISMATCH";
exits 1 on a mismatch or a missing file.
"""
import array
import ast
import os
import struct
import sys

CODES = {"f4": "f", "f8": "d", "i4": "i", "i8": "q", "i2": "h", "i1": "b",
         "u1": "B", "b1": "B", "u4": "I", "u8": "Q", "u2": "H"}


def load(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] != b"\x93NUMPY":
        raise ValueError(f"{path}: not a .npy file")
    major = data[6]
    if major == 1:
        (hlen,), start = struct.unpack("<H", data[8:10]), 10
    else:
        (hlen,), start = struct.unpack("<I", data[8:12]), 12
    header = ast.literal_eval(data[start:start + hlen].decode("latin1"))
    descr, shape = header["descr"], tuple(header["shape"])
    if header.get("fortran_order"):
        raise ValueError(f"{path}: Fortran order")
    body = data[start + hlen:]
    kind = descr[1:]
    if kind == "f2":
        values = [v[0] for v in struct.iter_unpack("<e", body)]
    else:
        code = CODES.get(kind)
        if code is None or descr[0] not in "<|=":
            raise ValueError(f"{path}: dtype {descr} not handled")
        a = array.array(code)
        a.frombytes(body[:len(body) // a.itemsize * a.itemsize])
        if sys.byteorder != "little" and a.itemsize > 1:
            a.byteswap()
        values = a.tolist()
    return descr, shape, values


def compare(name, exp, res, tol):
    (de, se, ve), (dr, sr, vr) = exp, res
    if de != dr or se != sr:
        return f"MISMATCH {name}: {dr} {sr}, expected {de} {se}"
    if de[1] != "f":
        bad = sum(1 for a, b in zip(vr, ve) if a != b)
        if bad:
            return f"MISMATCH {name}: {bad} element(s) differ"
        return f"OK {name} {de} {se} exact"
    scale = max([1.0] + [abs(v) for v in ve])
    err = max([0.0] + [abs(a - b) for a, b in zip(vr, ve)])
    if err != err or err > tol * scale:  # NaN, or too far
        return (f"MISMATCH {name}: max |difference| {err:.3g} > {tol:g} x "
                f"{scale:.3g}")
    return f"OK {name} {de} {se} max |difference| {err:.3g} (scale {scale:.3g})"


def main(argv):
    expected_dir, result_dir = argv[1], argv[2]
    tol = float(argv[3]) if len(argv) > 3 else 2e-3
    ok = True
    names = sorted(n for n in os.listdir(expected_dir) if n.endswith(".npy"))
    for name in names:
        path = os.path.join(result_dir, name)
        if not os.path.exists(path):
            print(f"MISMATCH {name}: no result file")
            ok = False
            continue
        line = compare(name, load(os.path.join(expected_dir, name)),
                       load(path), tol)
        print(line)
        ok &= line.startswith("OK")
    print("OK" if ok and names else "MISMATCH")
    return 0 if ok and names else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
