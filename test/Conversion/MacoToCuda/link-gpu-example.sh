#!/usr/bin/env bash
# Builds the GPU executable of one example: maco-frontend, maco-optimize,
# maco-to-cuda, maco-translate, llc, linked with the runtime's CUDA backend
# (NCCL, cuBLAS, mgpu*); an example without @main (a library of
# functions) stops at the object file. Used by examples-link.mlir.
#   link-gpu-example.sh EXAMPLE.mlir OUT_DIR MACO_BIN_DIR MACO_LIB_DIR LLVM_BIN_DIR LLVM_LIB_DIR
set -euo pipefail
src=$1 out=$2 bin=$3 lib=$4 llvmbin=$5 llvmlib=$6
name=$(basename "$src" .mlir)
mkdir -p "$out"
"$bin/maco-opt" "$src" --maco-frontend --maco-optimize --maco-to-cuda -o "$out/$name.llvm.mlir"
"$bin/maco-translate" --mlir-to-llvmir "$out/$name.llvm.mlir" -o "$out/$name.ll"
"$llvmbin/llc" -O2 -filetype=obj -relocation-model=pic "$out/$name.ll" -o "$out/$name.o"
if ! grep -q '^define void @main()' "$out/$name.ll"; then
  echo "compiled $name (no @main to link)"
  exit 0
fi
"$llvmbin/llvm-objcopy" --redefine-sym main=maco_program_main "$out/$name.o"
cc "$out/$name.o" -o "$out/$name" -L"$lib" -lmaco_main -lmaco_cg \
  -lmaco_runtime_cuda -lmaco_runtime -L"$llvmlib" -lmlir_c_runner_utils \
  -lmlir_runner_utils -lm -Wl,-rpath,"$lib:$llvmlib"
test -x "$out/$name"
echo "linked $name"
