"""Runs @contractions of test/Integration/contractions.mlir on random
inputs (maco-run, 1 rank) and compares each result with NumPy's einsum.

    check-contractions.py PROGRAM MACO_RUN MPIRUN PYTHON_DIR
"""
import sys

import numpy as np

program, maco_run_path, mpirun, python_dir = sys.argv[1:5]
sys.path.insert(0, python_dir)
import maco_run  # noqa: E402

r = np.random.default_rng(7)


def rand(*shape):
    return r.standard_normal(shape).astype(np.float32)


a, b = rand(5, 4), rand(4, 3)
ab, bb, abt = rand(2, 5, 4), rand(2, 4, 3), rand(5, 4, 2)
a4, b4, v, a8, c = rand(2, 3, 5, 4), rand(2, 3, 4, 3), rand(4), rand(5, 8), rand(7, 3)
e = np.einsum


def bf16(x):
    """x rounded to bfloat16 (to nearest, ties to even), as float32."""
    u = x.view(np.uint32).astype(np.uint64)
    u = (u + 0x7FFF + ((u >> 16) & 1)) & 0xFFFF0000
    return u.astype(np.uint32).view(np.float32)


f16 = np.float16
expected = [
    a @ b,
    (a @ b).T,
    a @ a.T,
    a.T @ a,
    ab @ bb,
    e("bmk,bkn->mbn", ab, bb),
    e("mkb,bkn->bmn", abt, bb),
    a4 @ b4,
    a @ v,
    v @ b,
    a8[:, 0:8:2] @ b,
    a8[:, 0:8:2] @ b,
    a8[:, 1:5] @ b,
    c[1:6] + a @ b,
    ab @ ab.transpose(0, 2, 1),
    e("bmk,ckn->bmcn", ab, bb),
    e("bmk,bkn->nbm", ab, bb),
    b.T @ a.T,
    bf16(a) @ bf16(b),
    (a.astype(f16).astype(np.float32) @ b.astype(f16).astype(np.float32)).astype(f16),
    e("bmk,bkn->mn", ab, bb),
]
got = maco_run.run(program, "contractions", a, b, ab, bb, abt, a4, b4, v, a8,
                   c, np=1, maco_run=maco_run_path, mpirun=mpirun)
assert len(got) == len(expected), (len(got), len(expected))
bad = 0
for i, (g, x) in enumerate(zip(got, expected), 1):
    tol = 2e-3 if x.dtype == f16 else 1e-5  # f16: one rounding of the f32 sum
    good = (g.shape == x.shape and g.dtype == x.dtype and
            np.allclose(g.astype(np.float32), x.astype(np.float32), rtol=tol, atol=tol))
    print(f"result {i}: {'ok' if good else 'WRONG'} {g.shape}")
    if not good:
        bad += 1
        print("  got", g.ravel()[:8], "\n  expected", x.ravel()[:8])
if bad:
    sys.exit(f"{bad} of {len(expected)} results differ")
print(f"all {len(expected)} results match")
