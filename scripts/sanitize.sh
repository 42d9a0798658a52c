#!/usr/bin/env bash
# The sanitizer build: compiler, runtime and tools built by clang-22 with
# ASan and UBSan (-DMACO_SANITIZE=address,undefined, one shared ASan
# runtime), plus libFuzzer coverage for tools/maco-opt-fuzzer, in
# build-fuzz. scripts/fuzz.sh uses the same build directory.
#
#   scripts/sanitize.sh configure   # install clang-22, configure only
#   scripts/sanitize.sh             # build everything, run the whole suite
#                                   # (lit, then ctest) under ASan + UBSan
#
# Any ASan or UBSan report aborts the process that made it, so it fails
# its test. Leak checking is off: MLIR and LLVM keep global registries
# until exit, and Open MPI does not free everything it allocates.
# MACO_FUZZ_BUILD_DIR overrides build-fuzz.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MACO_FUZZ_BUILD_DIR:-$ROOT/build-fuzz}"

MACO_EXTRA_PACKAGES="clang-22 libclang-rt-22-dev" "$ROOT/scripts/setup.sh" --deps-only
if [[ ! -f "$BUILD/build.ninja" ]]; then
  mkdir -p "$BUILD"
  cmake -G Ninja -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    -DMACO_SANITIZE=address,undefined -DMACO_FUZZ=ON \
    -DMACO_ENABLE_CUDA=OFF > "$BUILD/configure.log" \
    || { cat "$BUILD/configure.log"; exit 1; }
fi
[[ "${1:-}" == configure ]] && exit 0

cmake --build "$BUILD" -j "$(nproc)"

ASAN_RT_DIR="$(dirname "$(clang++-22 -print-file-name=libclang_rt.asan-x86_64.so)")"
export ASAN_OPTIONS="detect_leaks=0:verify_asan_link_order=0:abort_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LD_LIBRARY_PATH="$ASAN_RT_DIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1
# The cost model's calibration is per build; this one uses cpu-local.
export MACO_CALIBRATE=0

status=0
echo "== lit (ASan + UBSan) =="
/usr/lib/llvm-22/bin/lit -sv "$BUILD/test" || status=1
echo "== ctest (ASan + UBSan) =="
ctest --test-dir "$BUILD" --output-on-failure -j "$(nproc)" || status=1
exit $status
