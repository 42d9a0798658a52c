#!/usr/bin/env bash
# Installs what is missing, builds, and runs every maco test: the lit suite
# (dialect, passes, conversions, integration under mpirun) and the ctest
# suite (runtime unit tests under mpirun -np 1/2/4, GPU tests skipped with
# a reason when there is no GPU, a deterministic fuzz run of maco-opt-fuzzer: fixed seed and run count).
# Ends with ctest's summary.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MACO_BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/setup.sh"
# The libFuzzer target (clang, ASan + UBSan) for ctest's fuzz-smoke.
"$ROOT/scripts/fuzz.sh" build
export MACO_REQUIRE_FUZZER=1

export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1

status=0
echo "== lit =="
/usr/lib/llvm-22/bin/lit -sv "$BUILD/test" || status=1
echo "== ctest =="
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  echo "GPU found: the ctest 'gpu' tests run on it"
else
  echo "No GPU here: the ctest 'gpu' tests (NCCL/cuBLAS backend) are built and linked but skipped (they exit 77: 'SKIP: no CUDA device')"
fi
ctest --test-dir "$BUILD" --output-on-failure -j "$(nproc)" || status=1
exit $status
