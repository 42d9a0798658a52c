#!/usr/bin/env bash
# ctest `device-bundle`: the GPU machine's bundle can be made and is
# complete, and its examples run.
#   1. bench/device/check-runner-utils.sh: the examples' runner utilities
#      print what upstream's print.
#   2. bench/device/make-bundle.sh BUILD BUILD BUILD/device/bundle.tar.xz;
#      fails if the tarball exceeds 48 MiB (what reaches the GPU machine is
#      64 MiB at most, its carry included) or lacks a part: the CUDA test
#      and benchmark, mpirun, OpenMPI's plugins, env.sh, the runtime
#      libraries, the overlap programs, every example with @main built for
#      the CPU and for the GPU and listed in bin/examples.txt with the rank
#      counts it runs at, the GPU benchmarks (bench/gpu/build.sh) with
#      gpu-bench.txt and gpu-bench.env; or if it holds libLLVM or libMLIR.
#   3. bench/device/run-all.sh on that tarball, here. With
#      MACO_RECORD_LIB=BUILD/lib/record (the recording CUDA runtime, which
#      runs the GPU builds' host code without a GPU): PARTS="sanitize
#      examples entries tables", the sanitizer being
#      bench/device/fake-compute-sanitizer.sh (there is no GPU to check) and
#      the benchmarks bench/gpu/build.sh's at small sizes (GPU_BENCH_DIR);
#      every example must pass at its smallest rank count (sanitize) and at
#      2 and 4 ranks, CPU and GPU halves, every benchmark must run with
#      the recorded counts gpu-bench.txt bounds, tables.md must hold the
#      four tables and PACK_DIR the packed logs. The PyTorch references
#      run with TORCH_PYTHON (default python3) on the CPU if it has torch,
#      else they say they are skipped. Without BUILD/lib/record only the
#      examples' CPU halves are required (on a machine with a GPU, both),
#      and it says so.
#
#   bench/device/test-bundle.sh BUILD_DIR
#
# Environment: PTXAS (ptxas, for maco-to-cuda), MAX_BUNDLE_BYTES (default
# 48 MiB), MACO_RECORD_LIB (default BUILD/lib/record).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
if [[ -n ${PTXAS:-} ]]; then PATH="$(dirname "$PTXAS"):$PATH"; export PATH; fi
MAX=${MAX_BUNDLE_BYTES:-$(( 48 * 1024 * 1024 ))}
OUT="$BUILD/device"
TARBALL="$OUT/bundle.tar.xz"
RECORD_LIB="${MACO_RECORD_LIB:-$BUILD/lib/record}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
fail() { echo "device-bundle: FAIL: $*" >&2; exit 1; }

echo "== 1. runner utilities"
"$ROOT/bench/device/check-runner-utils.sh"

echo "== 2. bench/device/make-bundle.sh $BUILD $BUILD $TARBALL"
rm -rf "$OUT"
mkdir -p "$OUT"
t0=$(date +%s)
"$ROOT/bench/device/make-bundle.sh" "$BUILD" "$BUILD" "$TARBALL"
echo "make-bundle.sh took $(( $(date +%s) - t0 )) s"
size=$(stat -c %s "$TARBALL")
echo "bundle size: $size bytes ($(( size / 1024 / 1024 )) MiB; limit $MAX bytes)"
(( size <= MAX )) || fail "the bundle is $size bytes, over the limit of $MAX"

tar -tJf "$TARBALL" | sed 's|^bundle/||' | sort > "$OUT/contents.txt"
has() { grep -qxF "$1" "$OUT/contents.txt"; }
missing=()
expected=(bin/maco_cuda_runtime_test bin/maco_cuda_bench bin/mpirun bin/orterun
          bin/examples.txt lib/libmaco_runtime.so lib/libmaco_runtime_cuda.so
          lib/libmaco_cg.so env.sh openmpi/)
for f in gpu-bench.txt gpu-bench.env gpu-ew gpu-mlp-f32 gpu-mlp-bf16 gpu-mlp-bf16-seq \
         gpu-mlp-bf16-c{1,2,4,8} gpu-car-{seq,opt,comp,comm}; do
  expected+=("bin/$f")
done
for np in 2 4; do
  for sc in car tp; do
    for v in seq opt comp comm; do expected+=("bin/$sc-$v-np$np"); done
  done
  for k in 2 4 8; do expected+=("bin/tp-opt-c$k-np$np"); done
done
examples=()
for src in "$ROOT"/examples/*.mlir; do
  grep -q 'func.func @main()' "$src" || continue
  name=$(basename "$src" .mlir)
  examples+=("$name")
  expected+=("bin/$name-cpu" "bin/$name-gpu")
done
for f in "${expected[@]}"; do has "$f" || missing+=("$f"); done
grep -q '^openmpi/.*\.so$' "$OUT/contents.txt" || missing+=("openmpi/ plugins (*.so)")
(( ${#missing[@]} == 0 )) || fail "missing from the bundle: ${missing[*]}"
if grep -E '^lib/lib(LLVM|MLIR|mlir_)' "$OUT/contents.txt"; then
  fail "the bundle holds LLVM/MLIR libraries (above)"
fi
mkdir -p "$OUT/x"
tar -C "$OUT/x" -xJf "$TARBALL" bundle/bin/examples.txt
for name in "${examples[@]}"; do
  grep -qE "^$name [0-9]+ (status|output) [0-9]+(,[0-9]+)*\$" "$OUT/x/bundle/bin/examples.txt" ||
    fail "bin/examples.txt has no line for $name: $(cat "$OUT/x/bundle/bin/examples.txt")"
done
echo "bundle complete: ${#expected[@]} parts checked, ${#examples[@]} examples"

gpu=0
command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1 && gpu=1
rc=0
if [[ -d $RECORD_LIB ]]; then
  echo "== 3. bench/gpu/build.sh at small sizes, then bench/device/run-all.sh (PARTS=\"sanitize examples entries tables\", record mode)"
  t0=$(date +%s)
  EW_R=256 EW_C=256 EW_STEPS=3 EW_REPS=2 MLP_B=64 MLP_D=128 MLP_HS=256 MLP_STEPS_F32=2 \
    MLP_STEPS_BF16=3 MLP_REPS=2 CAR_S=65536 CAR_M=1024 CAR_STEPS=2 CAR_REPS=2 \
    "$ROOT/bench/gpu/build.sh" "$BUILD" "$OUT/gpu-small" > "$OUT/gpu-small.log" 2>&1 ||
    { cat "$OUT/gpu-small.log"; fail "bench/gpu/build.sh (small sizes) failed"; }
  echo "small GPU benchmarks built in $(( $(date +%s) - t0 )) s"
  torch_device=cpu
  "${TORCH_PYTHON:-python3}" -c 'import torch' 2>/dev/null || torch_device=cpu-but-no-torch
  PARTS="sanitize examples entries tables" MACO_BUNDLE_DIR="$OUT/bundle" MACO_RECORD_LIB="$RECORD_LIB" \
    COMPUTE_SANITIZER="$ROOT/bench/device/fake-compute-sanitizer.sh" GPU_BENCH_DIR="$OUT/gpu-small" \
    TORCH_DEVICE=cpu PACK_DIR="$OUT/pack" RUN_BUDGET=600 MACO_TIMEOUT=60 \
    "$ROOT/bench/device/run-all.sh" "$TARBALL" "$OUT/logs" > "$OUT/run-all.log" 2>&1 || rc=$?
  cat "$OUT/logs/summary.txt"
  (( rc == 0 )) || fail "run-all.sh (record mode) exit $rc: an example, a sanitizer run or a benchmark failed (logs in $OUT/logs)"
  grep -q "^sanitize: [1-9][0-9]* passed, 0 failed, 0 skipped" "$OUT/logs/summary.txt" ||
    fail "the sanitize part did not run every example (summary above)"
  grep -q "^examples: [1-9][0-9]* passed, 0 failed, 0 GPU halves skipped" "$OUT/logs/summary.txt" ||
    fail "the examples part did not pass (summary above)"
  grep -q "^entries: [1-9][0-9]* passed, 0 failed" "$OUT/logs/summary.txt" ||
    fail "the entries part did not pass (summary above)"
  nb=$(grep -c '^bench-[^ ]* ([0-9] ranks\?): OK' "$OUT/logs/summary.txt" || true)
  (( nb >= 15 )) || fail "only $nb benchmark runs passed (summary above; 15 maco runs expected)"
  for h in "Element-wise against the copy bandwidth" "maco against PyTorch eager" \
           "Chunked GEMM" "GEMM ∥ all-reduce on 2 ranks"; do
    grep -q "$h" "$OUT/logs/tables.md" 2>/dev/null || fail "tables.md lacks the table '$h'"
  done
  for f in summary.txt machine.txt tables.md logs.tgz; do
    [[ -s $OUT/pack/$f ]] || fail "PACK_DIR lacks $f"
  done
  cat "$OUT/logs/tables.md"
  echo "device-bundle: OK (bundle $size bytes; every example passed at its counts, GPU halves in record mode; sanitize part with a stand-in sanitizer; $nb benchmark runs, tables.md; PyTorch references: $torch_device)"
else
  echo "== 3. bench/device/run-all.sh (PARTS=examples)"
  echo "NOTE: $RECORD_LIB does not exist (no recording CUDA runtime yet):" \
       "the GPU halves are $( ((gpu)) && echo "run on this machine's GPU" || echo "not checked (no GPU here)")"
  env -u MACO_RECORD_LIB -u PACK_DIR PARTS=examples MACO_BUNDLE_DIR="$OUT/bundle" \
    "$ROOT/bench/device/run-all.sh" "$TARBALL" "$OUT/logs" > "$OUT/run-all.log" 2>&1 || rc=$?
  cat "$OUT/logs/summary.txt"
  if (( gpu )); then
    (( rc == 0 )) || fail "run-all.sh exit $rc: an example failed (logs in $OUT/logs)"
  else
    n=$(grep -c '^example-[^ ]* ([0-9]* ranks): .*cpu OK,' "$OUT/logs/summary.txt" || true)
    all=$(grep -c '^example-[^ ]* ([0-9]* ranks): ' "$OUT/logs/summary.txt" || true)
    (( n == all && all >= ${#examples[@]} )) ||
      fail "$(( all - n )) of $all CPU runs failed (logs in $OUT/logs)"
  fi
  echo "device-bundle: OK (bundle $size bytes; CPU halves passed; record half skipped: no $RECORD_LIB)"
fi
