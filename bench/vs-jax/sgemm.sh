#!/usr/bin/env bash
# The CPU's sgemm, side by side, on one 1024 x 1024 x 1024 f32 product:
# maco (a linalg.matmul compiled ahead of time by maco-compile: the
# runtime's GEMM, i.e. its BLAS with the kernel it chose; MACO_STATS names
# it), NumPy (its own OpenBLAS wheel) and JAX (jit(jnp.dot), XLA CPU), each
# with the same cores: maco on 1 rank bound to one core (Open MPI's default
# for 1-2 ranks) against NumPy with 1 thread, and maco unbound
# (--bind-to none: its BLAS threads on every core) against NumPy's and
# JAX's defaults. ROUNDS alternating rounds; each prints GFLOP/s (median of
# 20 calls after a warm-up for NumPy/JAX; maco's --repeat=20 time per call).
# A benchmark, not a test.
#
#   bench/vs-jax/sgemm.sh [BUILD_DIR] [ROUNDS]      (defaults: build, 3)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
ROUNDS="${2:-3}"
PY="$BUILD/venv/bin/python3"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
W="$(mktemp -d)"
trap 'rm -rf "$W"' EXIT
cat >"$W/mm.mlir" <<'MLIR'
func.func @mm(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x1024xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %c = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%z : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %c : tensor<1024x1024xf32>
}
MLIR
"$PY" -c "import numpy as np; r = np.random.default_rng(0); [np.save('$W/' + n + '.npy', r.standard_normal((1024, 1024)).astype(np.float32)) for n in 'ab']"
"$BUILD/bin/maco-compile" "$W/mm.mlir" --entry=mm -o "$W/mm"
FLOP=2147483648
maco() { # mpirun options...
  mpirun "$@" -x MACO_STATS=1 -np 1 "$W/mm" --input="$W/a.npy" --input="$W/b.npy" \
    --output-dir="$W/out" --repeat=20 >"$W/log" 2>&1
  awk -v f=$FLOP '/us per call/ {for (i = 1; i <= NF; ++i) if ($(i + 1) == "us") print f / $i / 1e3}' "$W/log"
}
py() { # what: numpy or jax
  "$PY" - "$W" "$1" <<'PYEOF'
import statistics, sys, time
import numpy as np
w, what = sys.argv[1:3]
a, b = np.load(w + "/a.npy"), np.load(w + "/b.npy")
if what == "jax":
    import jax, jax.numpy as jnp
    a, b, f = jnp.asarray(a), jnp.asarray(b), jax.jit(jnp.dot)
    run = lambda: f(a, b).block_until_ready()
else:
    run = lambda: a @ b
run()
t = []
for _ in range(20):
    t0 = time.perf_counter(); run(); t.append(time.perf_counter() - t0)
print(2 * 1024**3 / statistics.median(t) / 1e9)
PYEOF
}
printf '%-6s %12s %14s %12s %14s %12s\n' round "maco 1 core" "NumPy 1 thread" "maco all" "NumPy default" "JAX default"
for ((r = 1; r <= ROUNDS; ++r)); do
  m1="$(maco)"; n1="$(OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 py numpy)"
  ma="$(maco --bind-to none)"; na="$(py numpy)"; j="$(py jax)"
  printf '%-6s %12.1f %14.1f %12.1f %14.1f %12.1f\n' "$r" "$m1" "$n1" "$ma" "$na" "$j"
done
grep '^gemm:' "$W/log"
