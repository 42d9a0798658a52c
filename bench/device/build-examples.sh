#!/usr/bin/env bash
# Builds every runnable example twice, ahead of time, for the GPU machine's
# correctness check (bench/device/run-all.sh, parts "examples" and
# "entries"; the exported PyTorch programs are at the end):
#   OUT/<example>-cpu   maco-to-cpu, linked with the MPI backend
#   OUT/<example>-gpu   maco-to-cuda (kernels, cuBLAS and NCCL on the
#                       runtime's streams), linked with the CUDA backend
# and OUT/examples.txt, one line "<example> <ranks> <check> <counts>" per
# example: ranks = the product of its first grid's static sizes, times
# what makes 4 ranks where a size is dynamic (`?`); check = "status" where
# the example prints "<example>: OK" (or MISMATCH), which run-all.sh then
# requires, or "output" where it prints no such line (run-all.sh then
# compares the GPU run's output with the CPU run's); counts = the rank
# counts among 1, 2 and 4 it runs at, comma-separated: the static product
# alone for a static grid, else its multiples, from the "n >= K" its
# header states ("Works for any n >= 2") if any (run-all.sh runs the
# sanitizer at the smallest, the examples at 2 and 4). Examples without
# @main are skipped.
# The runner utilities (vector.print, printMemrefF32, ...) come from
# bench/overlap/runner_utils.c, not from libmlir_(c_)runner_utils, which
# pull in libMLIR and libLLVM. The RUNPATH is the bundle's lib/ first, then
# this build's, so that make-gpu-bundle.sh finds (and packs) every library
# they need here and the programs also run here in place.
#
#   bench/device/build-examples.sh [BUILD_DIR] OUT
#
# Environment: EXAMPLES (default: every examples/*.mlir) to build a subset;
# RUNNER_UTILS=upstream links LLVM's runner utilities instead (RUNPATH with
# LLVM's lib/; to compare the outputs, not for the bundle).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
OUT="$2"
LLVM=/usr/lib/llvm-22
# maco-to-cuda runs ptxas (CUDA toolkit) to serialize the kernels.
command -v ptxas >/dev/null || export PATH="$PATH:/usr/local/cuda/bin"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
current=""
trap 'echo "build-examples.sh: failed while building $current (command above)" >&2' ERR
if [[ ${RUNNER_UTILS:-} == upstream ]]; then
  # shellcheck disable=SC2054  # -Wl,-rpath,DIR is one argument
  utils=(-L"$LLVM/lib" -lmlir_c_runner_utils -lmlir_runner_utils -Wl,-rpath,"$LLVM/lib")
else
  cc -O2 -c "$ROOT/bench/overlap/runner_utils.c" -o "$TMP/runner_utils.o"
  utils=("$TMP/runner_utils.o")
fi
: > "$OUT/examples.txt"
if [[ -n ${EXAMPLES:-} ]]; then read -ra sources <<< "$EXAMPLES"; else sources=("$ROOT"/examples/*.mlir); fi
for src in "${sources[@]}"; do
  name=$(basename "$src" .mlir)
  grep -q 'func.func @main()' "$src" || continue
  shape=$(grep -m1 -o 'shard.grid @[A-Za-z0-9_]*(shape = [0-9x?]*' "$src" |
            sed 's/.*shape = //' || true)
  # The product of the static sizes; a dynamic size (`?`, any number of
  # ranks) takes what makes 4 ranks in all (at least 1).
  ranks=1
  dynamic=0
  IFS=x read -ra dims <<< "${shape:-1}"
  for d in "${dims[@]}"; do
    if [[ $d == '?' ]]; then dynamic=1; else ranks=$(( ranks * d )); fi
  done
  static=$ranks
  (( dynamic && ranks < 4 )) && ranks=$(( ranks * (4 / ranks) ))
  # The counts it runs at: a static grid its size; a dynamic one the
  # multiples of the static part, at least the "n >= K" of its header.
  least=$(grep -m1 -oE '^//.*\bn >= [0-9]+' "$src" | grep -oE '[0-9]+$' || true)
  counts=""
  for c in 1 2 4; do
    if (( dynamic )); then
      (( c % static == 0 && c >= ${least:-1} )) || continue
    else
      (( c == static )) || continue
    fi
    counts+="${counts:+,}$c"
  done
  counts=${counts:-$ranks}
  check=output
  grep -q "\"$name: OK" "$src" && check=status
  for target in cpu cuda; do
    suffix=$([[ $target == cpu ]] && echo cpu || echo gpu)
    backend=$([[ $target == cpu ]] && echo "" || echo "-lmaco_runtime_cuda")
    current="$name-$suffix"
    "$BUILD/bin/maco-opt" "$src" --maco-frontend --maco-optimize "--maco-to-$target" \
      -o "$TMP/$name.mlir"
    "$BUILD/bin/maco-translate" --mlir-to-llvmir "$TMP/$name.mlir" -o "$TMP/$name.ll"
    "$LLVM/bin/opt" -O2 "$TMP/$name.ll" -o "$TMP/$name.bc"
    "$LLVM/bin/llc" -O2 -filetype=obj -relocation-model=pic "$TMP/$name.bc" -o "$TMP/$name.o"
    "$LLVM/bin/llvm-objcopy" --redefine-sym main=maco_program_main "$TMP/$name.o"
    # shellcheck disable=SC2086
    cc "$TMP/$name.o" -o "$OUT/$name-$suffix" -L"$BUILD/lib" \
      -lmaco_main -lmaco_cg $backend -lmaco_runtime "${utils[@]}" -lm \
      -Wl,--enable-new-dtags -Wl,-rpath,'$ORIGIN/../lib':"$BUILD/lib"
  done
  echo "$name $ranks $check $counts" >> "$OUT/examples.txt"
done

# The exported PyTorch programs (examples/torch/*: .npy arguments, PyTorch's
# own results in expected/), unless EXAMPLES chose a subset: each built as
# an entry executable for the CPU and for the GPU (maco-compile, linked
# through a wrapper that swaps LLVM's runner utilities for the bundle's and
# sets the bundle's RUNPATH) as OUT/entry-<name>-cpu and -gpu, its args/
# and expected/ packed as OUT/entry-<name>.tar, and listed in
# OUT/entries.txt as "<name> <ranks>" (the product of its grid's sizes).
: > "$OUT/entries.txt"
if [[ -z ${EXAMPLES:-} ]]; then
  cat > "$TMP/link" <<'EOF'
#!/usr/bin/env bash
args=()
for a in "$@"; do
  case $a in
    -lmlir_c_runner_utils|-lmlir_runner_utils|-Wl,-rpath,*) ;;
    *) args+=("$a") ;;
  esac
done
# shellcheck disable=SC2086
exec cc "${args[@]}" $BUNDLE_UTILS -Wl,--enable-new-dtags "-Wl,-rpath,\$ORIGIN/../lib:$BUNDLE_BUILD/lib"
EOF
  chmod +x "$TMP/link"
  export BUNDLE_UTILS="${utils[*]}" BUNDLE_BUILD="$BUILD"
  for dir in "$ROOT"/examples/torch/*/; do
    name=$(basename "$dir")
    [[ -f $dir/program.mlir && -d $dir/args && -d $dir/expected ]] || continue
    shape=$(grep -m1 -o 'shard.grid @[A-Za-z0-9_]*(shape = [0-9x]*' "$dir/program.mlir" |
              sed 's/.*shape = //')
    ranks=$(( ${shape//x/*} ))
    for backend in cpu cuda; do
      suffix=$([[ $backend == cpu ]] && echo cpu || echo gpu)
      current="entry-$name-$suffix"
      "$BUILD/bin/maco-compile" --backend=$backend --cc="$TMP/link" \
        "$dir/program.mlir" --entry=main -o "$OUT/entry-$name-$suffix"
    done
    tar -C "$dir" -cf "$OUT/entry-$name.tar" args expected
    echo "$name $ranks" >> "$OUT/entries.txt"
  done
fi
echo "built $(wc -l < "$OUT/examples.txt") examples and $(wc -l < "$OUT/entries.txt") entry programs (cpu and gpu) in $OUT"
