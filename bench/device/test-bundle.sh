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
#      the CPU and for the GPU and listed in bin/examples.txt; or if it holds
#      libLLVM or libMLIR.
#   3. bench/device/run-all.sh with PARTS=examples on that tarball, here:
#      with MACO_RECORD_LIB=BUILD/lib/record (the recording CUDA runtime,
#      which runs the GPU builds' host code without a GPU) every example
#      must pass, CPU and GPU halves. Without that directory only the CPU
#      halves are required (on a machine with a GPU, both), and it says so.
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
  grep -q "^$name [0-9][0-9]* \(status\|output\)\$" "$OUT/x/bundle/bin/examples.txt" ||
    fail "bin/examples.txt has no line for $name: $(cat "$OUT/x/bundle/bin/examples.txt")"
done
echo "bundle complete: ${#expected[@]} parts checked, ${#examples[@]} examples"

echo "== 3. bench/device/run-all.sh (PARTS=examples)"
gpu=0
command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1 && gpu=1
rc=0
if [[ -d $RECORD_LIB ]]; then
  PARTS=examples MACO_BUNDLE_DIR="$OUT/bundle" MACO_RECORD_LIB="$RECORD_LIB" \
    "$ROOT/bench/device/run-all.sh" "$TARBALL" "$OUT/logs" > "$OUT/run-all.log" 2>&1 || rc=$?
  cat "$OUT/logs/summary.txt"
  (( rc == 0 )) || fail "run-all.sh (record mode) exit $rc: an example failed (logs in $OUT/logs)"
  echo "device-bundle: OK (bundle $size bytes; every example passed, GPU halves in record mode)"
else
  echo "NOTE: $RECORD_LIB does not exist (no recording CUDA runtime yet):" \
       "the GPU halves are $( ((gpu)) && echo "run on this machine's GPU" || echo "not checked (no GPU here)")"
  env -u MACO_RECORD_LIB PARTS=examples MACO_BUNDLE_DIR="$OUT/bundle" \
    "$ROOT/bench/device/run-all.sh" "$TARBALL" "$OUT/logs" > "$OUT/run-all.log" 2>&1 || rc=$?
  cat "$OUT/logs/summary.txt"
  if (( gpu )); then
    (( rc == 0 )) || fail "run-all.sh exit $rc: an example failed (logs in $OUT/logs)"
  else
    n=$(grep -c '^example-[^ ]* ([0-9]* ranks): .*cpu OK,' "$OUT/logs/summary.txt" || true)
    (( n == ${#examples[@]} )) ||
      fail "$(( ${#examples[@]} - n )) of ${#examples[@]} CPU runs failed (logs in $OUT/logs)"
  fi
  echo "device-bundle: OK (bundle $size bytes; CPU halves passed; record half skipped: no $RECORD_LIB)"
fi
