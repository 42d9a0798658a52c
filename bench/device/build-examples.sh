#!/usr/bin/env bash
# Builds every runnable example twice, ahead of time, for the GPU machine's
# correctness check (bench/device/run-all.sh, part "examples"):
#   OUT/<example>-cpu   maco-to-cpu, linked with the MPI backend
#   OUT/<example>-gpu   maco-to-cuda (kernels, cuBLAS and NCCL on the
#                       runtime's streams), linked with the CUDA backend
# and OUT/examples.txt, one line "<example> <ranks>" per example (ranks =
# the size of its first grid; 4 where that size is dynamic). Examples
# without @main are skipped. The RUNPATH is the bundle's lib/ first, then this build's and LLVM's, so that
# make-gpu-bundle.sh finds (and packs) every library they need here.
#
#   bench/device/build-examples.sh [BUILD_DIR] OUT
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
OUT="$2"
LLVM=/usr/lib/llvm-22
mkdir -p "$OUT"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
: > "$OUT/examples.txt"
for src in "$ROOT"/examples/*.mlir; do
  name=$(basename "$src" .mlir)
  grep -q 'func.func @main()' "$src" || continue
  shape=$(grep -m1 -o 'shard.grid @[A-Za-z0-9_]*(shape = [0-9x?]*' "$src" |
            sed 's/.*shape = //')
  # A dynamic size (`?`, any number of ranks) runs on 4 ranks.
  static=$(echo "$shape" | tr 'x' '\n' | grep -v '?' | paste -sd'*' | bc)
  ranks=${static:-1}
  [[ $shape == *'?'* ]] && ranks=$(( ranks * (4 / ranks > 0 ? 4 / ranks : 1) ))
  for target in cpu cuda; do
    suffix=$([[ $target == cpu ]] && echo cpu || echo gpu)
    backend=$([[ $target == cpu ]] && echo "" || echo "-lmaco_runtime_cuda")
    "$BUILD/bin/maco-opt" "$src" --maco-frontend --maco-optimize "--maco-to-$target" \
      -o "$TMP/$name.mlir"
    "$BUILD/bin/maco-translate" --mlir-to-llvmir "$TMP/$name.mlir" -o "$TMP/$name.ll"
    "$LLVM/bin/opt" -O2 "$TMP/$name.ll" -o "$TMP/$name.bc"
    "$LLVM/bin/llc" -O2 -filetype=obj -relocation-model=pic "$TMP/$name.bc" -o "$TMP/$name.o"
    "$LLVM/bin/llvm-objcopy" --redefine-sym main=maco_program_main "$TMP/$name.o"
    # shellcheck disable=SC2086
    cc "$TMP/$name.o" -o "$OUT/$name-$suffix" -L"$BUILD/lib" -lmaco_main -lmaco_cg \
      $backend -lmaco_runtime -L"$LLVM/lib" -lmlir_c_runner_utils -lmlir_runner_utils \
      -lm -Wl,--enable-new-dtags -Wl,-rpath,'$ORIGIN/../lib':"$BUILD/lib:$LLVM/lib"
  done
  echo "$name $ranks" >> "$OUT/examples.txt"
done
echo "built $(wc -l < "$OUT/examples.txt") examples (cpu and gpu) in $OUT"
