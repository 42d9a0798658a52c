#!/usr/bin/env bash
# Checks that an installed maco is usable by a downstream project:
#   1. cmake --install BUILD --prefix <temporary directory>
#   2. the installed tools run from the prefix (their rpath finds the
#      installed libraries, not the build tree's)
#   3. examples/downstream is configured against the prefix only
#      (-DMACO_DIR=<prefix>/lib/cmake/maco), built, and its tool runs
#      upstream shard-partition + maco on examples/downstream/mlp.mlir;
#      FileCheck checks the results against the CHECK/CHUNKS lines there.
# Exits non-zero on the first failure. ctest runs it (label "install").
#
#   scripts/test-install.sh [BUILD_DIR]     # default: $MACO_BUILD_DIR or build
#   MACO_KEEP_INSTALL=1 scripts/test-install.sh   # keep the temporary directory
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(cd "${1:-${MACO_BUILD_DIR:-$ROOT/build}}" && pwd)"
LLVM_BIN=/usr/lib/llvm-22/bin

WORK="$(mktemp -d "${TMPDIR:-/tmp}/maco-install.XXXXXX")"
if [[ "${MACO_KEEP_INSTALL:-0}" == 1 ]]; then
  echo "test-install: keeping $WORK"
else
  trap 'rm -rf "$WORK"' EXIT
fi
PREFIX="$WORK/prefix"
fail() { echo "test-install: FAIL: $*" >&2; exit 1; }
step() { echo "== test-install: $*"; }

# The cost model must not depend on this machine's cached calibration.
export MACO_CALIBRATION_DIR="$WORK/no-calibration"

step "cmake --install $BUILD --prefix $PREFIX"
cmake --install "$BUILD" --prefix "$PREFIX" > "$WORK/install.log" 2>&1 \
  || { cat "$WORK/install.log"; fail "cmake --install"; }

step "installed files"
for f in bin/maco-opt bin/maco-translate bin/maco-run bin/maco-compile \
         lib/libMACO-C.so lib/libMLIRMacoCAPI.a \
         include/maco-c/Dialects.h include/maco-c/Passes.h \
         lib/libMLIRMacoDialect.a lib/libMLIRMacoTransforms.a \
         lib/libMLIRMacoPipelines.a lib/libmaco_runtime.so lib/libmaco_cg.so \
         lib/libmaco_main.a \
         lib/cmake/maco/MACOConfig.cmake lib/cmake/maco/MACOConfigVersion.cmake \
         lib/cmake/maco/MACOTargets.cmake \
         include/maco/InitMaco.h include/maco/Pipelines/Pipelines.h \
         include/maco/Dialect/Maco/IR/MacoOps.td \
         include/maco/Dialect/Maco/IR/MacoOps.h.inc \
         include/maco/Dialect/Maco/Transforms/Passes.h.inc \
         include/maco/runtime/runtime.h include/maco/runtime/codegen.h; do
  [[ -e "$PREFIX/$f" ]] || fail "not installed: $f"
done

step "no installed binary looks into the build tree"
for f in "$PREFIX"/bin/* "$PREFIX"/lib/*.so; do
  if readelf -d "$f" | grep -E 'RPATH|RUNPATH' | grep -qF "$BUILD"; then
    readelf -d "$f" | grep -E 'RPATH|RUNPATH'
    fail "$f has the build tree in its rpath"
  fi
  if LD_LIBRARY_PATH= ldd "$f" | grep -E "not found|$BUILD"; then
    fail "$f: a library is missing or comes from the build tree"
  fi
done

step "installed maco-opt runs maco's pipelines"
"$PREFIX/bin/maco-opt" "$ROOT/examples/shard-mlp.mlir" --maco-frontend \
    --maco-optimize > "$WORK/maco-opt.mlir" || fail "installed maco-opt"
grep -q "maco.all_reduce" "$WORK/maco-opt.mlir" \
  || fail "installed maco-opt: no maco.all_reduce in its output"

step "a C program against the installed C API (libMACO-C.so)"
cc -std=c11 -Wall -Werror "$ROOT/test/CAPI/maco-capi.c" -o "$WORK/maco-capi-test" \
    -I"$PREFIX/include" -I"$LLVM_BIN/../include" -L"$PREFIX/lib" -lMACO-C \
    -Wl,-rpath,"$PREFIX/lib" || fail "compiling test/CAPI/maco-capi.c"
"$WORK/maco-capi-test" > "$WORK/capi.txt" 2>&1 \
  || { cat "$WORK/capi.txt"; fail "maco-capi-test"; }
"$LLVM_BIN/FileCheck" --input-file="$WORK/capi.txt" "$ROOT/test/CAPI/maco-capi.c" \
  || fail "FileCheck on maco-capi-test"

step "installed maco-compile builds an executable with no build-tree path"
"$PREFIX/bin/maco-compile" "$ROOT/examples/compute-allreduce-overlap.mlir" \
    -o "$WORK/overlap" || fail "installed maco-compile"
if readelf -d "$WORK/overlap" | grep -E 'RPATH|RUNPATH' | grep -qF "$BUILD"; then
  fail "maco-compile's executable has the build tree in its rpath"
fi
if LD_LIBRARY_PATH= ldd "$WORK/overlap" | grep -E "not found|$BUILD"; then
  fail "maco-compile's executable: a library is missing or comes from the build tree"
fi

step "configure examples/downstream against $PREFIX/lib/cmake/maco"
generator=()
if command -v ninja > /dev/null; then generator=(-G Ninja); fi
# A sanitizer build (scripts/sanitize.sh) installs instrumented static
# libraries: the downstream project links with the same compiler and
# sanitizers, as a project using such a build would.
sanitized=()
san="$(sed -n 's/^MACO_SANITIZE:STRING=//p' "$BUILD/CMakeCache.txt")"
if [[ -n "$san" ]]; then
  cxx="$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$BUILD/CMakeCache.txt")"
  flags="-fsanitize=$san"
  if [[ "$san" == *address* ]]; then # one shared ASan runtime (CMakeLists.txt)
    asan_dir="$(dirname "$("$cxx" -print-file-name=libclang_rt.asan-x86_64.so)")"
    flags+=" -shared-libasan -Wl,-rpath,$asan_dir"
  fi
  sanitized=(-DCMAKE_CXX_COMPILER="$cxx" "-DCMAKE_EXE_LINKER_FLAGS=$flags")
fi
cmake "${generator[@]}" -S "$ROOT/examples/downstream" -B "$WORK/downstream" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_EXPORT_COMPILE_COMMANDS=ON \
    "${sanitized[@]}" \
    -DMACO_DIR="$PREFIX/lib/cmake/maco" > "$WORK/configure.log" 2>&1 \
  || { cat "$WORK/configure.log"; fail "configuring examples/downstream"; }
grep "Using MACOConfig.cmake" "$WORK/configure.log" || true
step "build examples/downstream"
cmake --build "$WORK/downstream" > "$WORK/build.log" 2>&1 \
  || { cat "$WORK/build.log"; fail "building examples/downstream"; }
# maco's headers come from the prefix, not from the source or build tree.
if grep -E -o "(-I|-isystem )[^ ]*" "$WORK/downstream/compile_commands.json" \
    | grep -F -e "$ROOT/include" -e "$BUILD"; then
  fail "examples/downstream compiled with maco's source or build tree headers"
fi

TOOL="$WORK/downstream/downstream-opt"
INPUT="$ROOT/examples/downstream/mlp.mlir"
run_check() { # <check prefix> <downstream-opt arguments...>
  local prefix="$1"; shift
  step "downstream-opt mlp.mlir $* | FileCheck --check-prefix=$prefix"
  "$TOOL" "$INPUT" "$@" > "$WORK/out.mlir" 2> "$WORK/err.txt" \
    || { cat "$WORK/err.txt"; fail "downstream-opt $*"; }
  "$LLVM_BIN/FileCheck" --check-prefix="$prefix" --input-file="$WORK/out.mlir" \
      "$INPUT" || { cat "$WORK/out.mlir"; fail "FileCheck on downstream-opt $*"; }
}
run_check CHECK --shard-to-maco
run_check CHUNKS --shard-to-maco="chunks=2 guard=false"

step "downstream-opt registers maco's passes, not all of upstream's"
"$TOOL" --help > "$WORK/help.txt"
grep -q -- "--maco-optimize" "$WORK/help.txt" || fail "no --maco-optimize"
grep -q -- "--maco-import-shard" "$WORK/help.txt" || fail "no --maco-import-shard"
grep -q -- "--shard-partition" "$WORK/help.txt" || fail "no --shard-partition"
if grep -q -- "--convert-gpu-to-nvvm" "$WORK/help.txt"; then
  fail "upstream's GPU passes are registered (registerMacoPasses registers more than maco's)"
fi

echo "test-install: OK"
