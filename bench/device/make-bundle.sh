#!/usr/bin/env bash
# Packs everything bench/device/run-all.sh needs on the GPU machine (which
# has CUDA 13 and the NVIDIA driver but no LLVM/MLIR, OpenMPI, OpenBLAS or
# package access) into one compressed tarball:
#   - the CUDA backend's test and benchmark (bench/cuda/make-gpu-bundle.sh),
#   - the calibration program (bench/calibrate),
#   - the overlap benchmarks compiled ahead of time for 2 and 4 ranks
#     (bench/overlap/build-aot.sh, cost-model target
#     bench/overlap/netns-gpuhost.target),
#   - every runnable example built for the CPU and for the GPU
#     (bench/device/build-examples.sh),
#   - bench/handwritten/run.sh's programs compiled ahead of time
#     (bench/handwritten/build-aot.sh, 100000 steps) and
#     bench/runtime/overhead_bench: the CPU benchmarks of issue 31 on the
#     GPU machine's 16 cores,
#   - the GPU benchmarks of docs/perf.md's tables (bench/gpu/build.sh;
#     their PyTorch references, bench/gpu/torch_ref.py, travel with the
#     repository),
#   - mpirun, ip and tc with their libraries, OpenMPI's plugins.
#
#   bench/device/make-bundle.sh [BUILD_DIR] [CUDA_BUILD_DIR] [TARBALL]
#
# Defaults: build, then build-cuda where it exists (a build with
# MACO_ENABLE_CUDA=ON) or else BUILD_DIR itself (`make-bundle.sh build
# build` is the same: one build with the compiler and the CUDA backend),
# and .device/bundle.tar.xz (.device/ is git-ignored; name it in the device
# tool's `carry`). Quiet on success but for its last line; a failing step's
# output is printed on stderr.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
if [[ -n ${2:-} ]]; then CUDA_BUILD="$(cd "$2" && pwd)"
elif [[ -d $ROOT/build-cuda ]]; then CUDA_BUILD="$(cd "$ROOT/build-cuda" && pwd)"
else CUDA_BUILD="$BUILD"
fi
TARBALL="${3:-$ROOT/.device/bundle.tar.xz}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

quiet() { # name command...: runs it with its output in a log, shown if it fails
  local name=$1 rc=0
  shift
  "$@" > "$TMP/$name.log" 2>&1 || rc=$?
  if (( rc )); then
    cat "$TMP/$name.log" >&2
    echo "make-bundle.sh: $name failed (exit $rc): $*" >&2
    exit "$rc"
  fi
}

for f in "$BUILD/bin/maco-opt" "$BUILD/bin/maco-translate" \
         "$CUDA_BUILD/lib/libmaco_runtime_cuda.so" "$CUDA_BUILD/bin/maco_cuda_runtime_test"; do
  [[ -e $f ]] || { echo "make-bundle.sh: $f is missing (build it first)" >&2; exit 1; }
done

# maco-optimize's cost model gets the description of that machine's setup.
quiet build-aot env TARGET="$ROOT/bench/overlap/netns-gpuhost.target" \
  "$ROOT/bench/overlap/build-aot.sh" "$BUILD" "$CUDA_BUILD/lib" "$TMP/aot"
quiet build-examples "$ROOT/bench/device/build-examples.sh" "$BUILD" "$TMP/aot"
quiet build-gpu-bench "$ROOT/bench/gpu/build.sh" "$BUILD" "$TMP/aot"
quiet build-handwritten env STEPS=100000 \
  "$ROOT/bench/handwritten/build-aot.sh" "$BUILD" "$CUDA_BUILD/lib" "$TMP/aot"
extra="$TMP/aot/* $(readlink -f "$(command -v orterun)") $(command -v ip) $(command -v tc)"
[[ -x "$BUILD/bench/runtime/overhead_bench" ]] && extra+=" $BUILD/bench/runtime/overhead_bench"
[[ -x "$CUDA_BUILD/bench/calibrate/calibrate" ]] && extra+=" $CUDA_BUILD/bench/calibrate/calibrate"
# Resolve the libraries the programs find through RUNPATH at run time.
export LD_LIBRARY_PATH="$CUDA_BUILD/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# shellcheck disable=SC2086
quiet make-gpu-bundle env EXTRA_BINS="$(echo $extra)" \
  "$ROOT/bench/cuda/make-gpu-bundle.sh" "$CUDA_BUILD" "$TMP/bundle"
ln -sf orterun "$TMP/bundle/bin/mpirun"
mkdir -p "$(dirname "$TARBALL")"
XZ_OPT="${XZ_OPT:--6 -T0}" tar -C "$TMP" -cJf "$TARBALL" bundle
echo "bundle written to $TARBALL ($(du -h "$TARBALL" | cut -f1), $(stat -c %s "$TARBALL") bytes; $(du -sh "$TMP/bundle" | cut -f1) unpacked)"
