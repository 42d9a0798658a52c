#!/usr/bin/env bash
# Combining benchmark: 12 small all-reduces per step with and without
# maco-optimize (maco-combine-collectives packs them into one call).
# Prints a markdown table of the times and the ratio, measured in one run,
# alternating the two variants 3 times per rank count (median reported).
#   bench/combine/run.sh [BUILD_DIR]
set -eo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="${1:-$ROOT/build}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
SRC="$ROOT/bench/combine/gradients.mlir"
TMP="$(mktemp -d)"
run() { # np opt-flag file
  mpirun --oversubscribe -np "$1" "$BUILD/bin/maco-run" $2 "$3" | awk '/seconds:/{print $2}'
}
median() { sort -g | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
echo "| ranks | separate (s, --no-optimize) | combined (s, maco-optimize) | speedup |"
echo "| ---: | ---: | ---: | ---: |"
for np in 2 4; do
  sed "s/shape = 4/shape = $np/" "$SRC" > "$TMP/g$np.mlir"
  : > "$TMP/sep"; : > "$TMP/comb"
  for rep in 1 2 3; do
    run "$np" --no-optimize "$TMP/g$np.mlir" >> "$TMP/sep"
    run "$np" "" "$TMP/g$np.mlir" >> "$TMP/comb"
  done
  sep=$(median < "$TMP/sep"); comb=$(median < "$TMP/comb")
  echo "| $np | $sep | $comb | $(python3 -c "print(f'{$sep/$comb:.2f}x')") |"
done
rm -rf "$TMP"
