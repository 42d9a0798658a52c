"""JAX's time per step of a program exported by bench/vs-jax/export.py, for
bench/vs-jax/run.sh (which calls it once per round).

    build/venv/bin/python3 bench/vs-jax/time_jax.py OUT_DIR PROGRAM [--inner N]

PROGRAM is tp_mlp, dp_sgd or tp_attn. It rebuilds the same jitted function as
export.py (its sizes from OUT_DIR/config.json; 2 CPU host devices), loads
the exported inputs and device_puts them with their shardings, runs it once
as a warm-up (compilation excluded), checks that result against export.py's
reference (JAX's own), then measures t(k), the wall clock of k calls with
jax.block_until_ready after each, and prints

    ms/step <(t(6) - t(1)) / 5 in ms>

(with --inner N, the median of N such measurements; default 1).
"""

import argparse
import os
import statistics
import sys
import time

# export.py sets the 2 host devices before it imports jax.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True  # no __pycache__ in bench/vs-jax
import export  # noqa: E402

import json  # noqa: E402
import numpy as np  # noqa: E402
import jax  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out_dir")
    ap.add_argument("program", choices=export.PROGRAMS)
    ap.add_argument("--inner", type=int, default=1)
    a = ap.parse_args()
    with open(os.path.join(a.out_dir, "config.json")) as f:
        export.set_config(json.load(f))
    fn, shardings = export.BUILDERS[a.program][0]()
    args = [jax.device_put(v, s)
            for v, s in zip(export.load_inputs(a.out_dir, a.program), shardings)]
    jax.block_until_ready(args)

    out = jax.block_until_ready(fn(*args))  # warm-up: compiles
    out = out if isinstance(out, tuple) else (out,)
    with open(os.path.join(a.out_dir, a.program + ".refs")) as f:
        refs = [np.load(p) for p in f.read().split()]
    err = max(float(np.max(np.abs(np.asarray(o) - r))) for o, r in zip(out, refs))
    if err > 1e-4:
        sys.exit(f"time_jax.py: {a.program}: result differs from the "
                 f"reference by {err:g}")

    def t(k):
        start = time.perf_counter()
        for _ in range(k):
            jax.block_until_ready(fn(*args))
        return time.perf_counter() - start

    per_step = [(t(6) - t(1)) / 5 * 1e3 for _ in range(a.inner)]
    print(f"ms/step {statistics.median(per_step):.4f}")


if __name__ == "__main__":
    main()
