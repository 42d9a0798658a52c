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
#   - mpirun, ip and tc with their libraries, OpenMPI's plugins.
#
#   bench/device/make-bundle.sh [BUILD_DIR] [CUDA_BUILD_DIR] [TARBALL]
#
# Defaults: build, build-cuda (a build with MACO_ENABLE_CUDA=ON), and
# .device/bundle.tar.xz (.device/ is git-ignored; name it in the device
# tool's `carry`).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
CUDA_BUILD="$(cd "${2:-$ROOT/build-cuda}" && pwd)"
TARBALL="${3:-$ROOT/.device/bundle.tar.xz}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# maco-optimize's cost model gets the description of that machine's setup.
TARGET="$ROOT/bench/overlap/netns-gpuhost.target" \
  "$ROOT/bench/overlap/build-aot.sh" "$BUILD" "$CUDA_BUILD/lib" "$TMP/aot" >/dev/null
"$ROOT/bench/device/build-examples.sh" "$BUILD" "$TMP/aot" >/dev/null
extra="$TMP/aot/* $(readlink -f "$(command -v orterun)") $(command -v ip) $(command -v tc)"
[[ -x "$CUDA_BUILD/bench/calibrate/calibrate" ]] && extra+=" $CUDA_BUILD/bench/calibrate/calibrate"
# Resolve the libraries the programs find through RUNPATH at run time.
export LD_LIBRARY_PATH="$CUDA_BUILD/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# shellcheck disable=SC2086
EXTRA_BINS="$(echo $extra)" "$ROOT/bench/cuda/make-gpu-bundle.sh" "$CUDA_BUILD" "$TMP/bundle" >/dev/null
ln -sf orterun "$TMP/bundle/bin/mpirun"
mkdir -p "$(dirname "$TARBALL")"
tar -C "$TMP" -cJf "$TARBALL" bundle
echo "bundle written to $TARBALL ($(du -h "$TARBALL" | cut -f1); $(du -sh "$TMP/bundle" | cut -f1) unpacked)"
