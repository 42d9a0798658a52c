"""compare-npy.py RESULT.npy REFERENCE.npy [...pairs]: each result against
JAX's reference: the same shape and dtype, and bit-exact or within 1e-5
relative (max |result - reference| / max |reference|), as reductions in
another order round differently. Bit-exact means the same bytes (NaN
included); within the tolerance, NaN and infinities must stand where the
reference has them, and the finite elements are compared. Prints one line
per pair; exits 1 on a mismatch."""

import sys

import numpy as np

TOLERANCE = 1e-5

ok = True
args = sys.argv[1:]
for result_path, ref_path in zip(args[0::2], args[1::2]):
    result, ref = np.load(result_path), np.load(ref_path)
    name = ref_path.rsplit("/", 1)[-1]
    if result.shape != ref.shape or result.dtype != ref.dtype:
        print(f"{name}: MISMATCH: {result.dtype}{list(result.shape)} instead "
              f"of {ref.dtype}{list(ref.shape)}")
        ok = False
        continue
    if result.tobytes() == ref.tobytes() or np.array_equal(result, ref):
        print(f"{name}: bit-exact")
        continue
    if result.dtype.kind == "f":
        finite = np.isfinite(ref)
        same = (np.isnan(result) & np.isnan(ref)) | (result == ref)
        if not np.array_equal(finite, np.isfinite(result)) or \
                not same[~finite].all():
            print(f"{name}: MISMATCH (NaN or infinities elsewhere)")
            ok = False
            continue
        result, ref = result[finite], ref[finite]
        if result.size == 0:
            print(f"{name}: bit-exact")
            continue
    scale = float(np.max(np.abs(ref))) or 1.0
    rel = float(np.max(np.abs(result.astype(np.float64) - ref))) / scale
    verdict = "within 1e-5" if rel <= TOLERANCE else "MISMATCH"
    ok &= rel <= TOLERANCE
    print(f"{name}: {verdict} (relative error {rel:.1e})")
sys.exit(0 if ok else 1)
