# shellcheck shell=bash
# Sourced by the ahead-of-time builders (bench/overlap/build-aot.sh,
# bench/handwritten/build-aot.sh): compiles a maco program into an
# executable for a machine without LLVM/MLIR, the way maco-run runs it
# (maco-opt's pipelines, then LLVM -O2 as maco-run's JIT), linked against
# the runtime in AOT_RTLIB with RUNPATH $ORIGIN/../lib (where
# bench/cuda/make-gpu-bundle.sh puts the libraries). rtclock and the print
# helpers come from bench/overlap/runner_utils.c, not from
# libmlir_c_runner_utils (which pulls in libMLIR and libLLVM).
#
#   AOT_BUILD=BUILD_DIR AOT_RTLIB=DIR AOT_TMP=DIR; source bench/device/aot.sh
#   aot_compile IN.mlir OUT [maco-opt pass options...]
#
# The options are maco-opt's passes before -maco-to-cpu (e.g.
# -maco-optimize=...); with none the program is lowered as written.
aot_compile() {
  local in=$1 out=$2 llvm=/usr/lib/llvm-22
  shift 2
  [[ -f $AOT_TMP/runner_utils.o ]] ||
    cc -O2 -c "$(dirname "${BASH_SOURCE[0]}")/../overlap/runner_utils.c" -o "$AOT_TMP/runner_utils.o"
  "$AOT_BUILD/bin/maco-opt" "$in" "$@" -maco-to-cpu |
    "$AOT_BUILD/bin/maco-translate" --mlir-to-llvmir > "$AOT_TMP/p.ll"
  "$llvm/bin/opt" -O2 "$AOT_TMP/p.ll" -o "$AOT_TMP/p.bc"
  "$llvm/bin/llc" -O2 -filetype=obj -relocation-model=pic "$AOT_TMP/p.bc" -o "$AOT_TMP/p.o"
  "$llvm/bin/llvm-objcopy" --redefine-sym main=maco_program_main "$AOT_TMP/p.o"
  cc "$AOT_TMP/p.o" "$AOT_TMP/runner_utils.o" -o "$out" -L"$AOT_RTLIB" -lmaco_main \
    -lmaco_cg -lmaco_runtime -lm -Wl,--enable-new-dtags -Wl,-rpath,'$ORIGIN/../lib'
}
