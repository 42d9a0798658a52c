#!/usr/bin/env bash
# The overlap benchmark self-calibrated on the GPU machine's CPUs, as it
# runs on the development VM (`TARGET=self bench/overlap/run.sh`:
# bench/calibrate measures that machine in the network namespaces, then
# maco-run compiles each program against that calibration and runs it),
# instead of with programs compiled here against a hand-written
# description of that machine (run-all.sh's part overlap). Needs both
# tarballs there: the compiler bundle (bench/device/make-compiler-bundle.sh:
# maco-run, maco-opt, libMLIR, libLLVM), carried in this call, and
# bench/device/make-bundle.sh's bundle (the runtime, MPI, OpenBLAS,
# calibrate, mpirun, ip, tc), carried in an earlier call of the same warm
# machine (the device tool keeps ignored files between calls):
#
#   bench/device/run-overlap-self.sh [COMPILER_TARBALL] [BUNDLE_TARBALL] [OUT_DIR]
#
# Defaults: .device/compiler.tar.xz, .device/bundle.tar.xz, $OUT (else
# /tmp/maco-overlap-self). Writes OUT_DIR/overlap-self.md. NPS (default
# "2"), REPS (default 3), CHUNKS (default "4 8") as in bench/overlap/run.sh.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
COMPILER="${1:-$ROOT/.device/compiler.tar.xz}"
BUNDLE="${2:-$ROOT/.device/bundle.tar.xz}"
DEST="${3:-${OUT:-/tmp/maco-overlap-self}}"
for f in "$COMPILER" "$BUNDLE"; do
  [[ -f $f ]] || { echo "run-overlap-self.sh: $f is missing (carried in an earlier call?)" >&2; exit 2; }
done
mkdir -p "$DEST"
W="$(mktemp -d)"
trap 'rm -rf "$W"' EXIT
mkdir -p "$W/compiler" "$W/bundle"
tar -C "$W/compiler" --strip-components=1 -xJf "$COMPILER"
tar -C "$W/bundle" --strip-components=1 -xJf "$BUNDLE"
# The layout bench/overlap/run.sh expects of a build directory.
mkdir -p "$W/compiler/bench/calibrate"
ln -s "$W/bundle/bin/calibrate" "$W/compiler/bench/calibrate/calibrate"
# shellcheck disable=SC1091
source "$W/bundle/env.sh"
unset OMPI_MCA_btl OMPI_MCA_ess_singleton_isolated # env.sh's one-process settings
export PATH="$W/bundle/bin:$PATH"
export LD_LIBRARY_PATH="$W/compiler/lib:$W/bundle/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
if [[ -z "${OPENBLAS_CORETYPE:-}" ]] && grep -qw avx512f /proc/cpuinfo; then
  export OPENBLAS_CORETYPE=SkylakeX # as run-all.sh: the virtual CPU's generic name
fi
for np in ${NPS:-2}; do
  NP="$np" TARGET=self CHUNKS="${CHUNKS-4 8}" EXTRA="-x OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-}" \
    "$ROOT/bench/overlap/run.sh" "$W/compiler" "${REPS:-3}" | tee -a "$DEST/overlap-self.md"
done
