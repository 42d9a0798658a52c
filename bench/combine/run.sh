#!/usr/bin/env bash
# Combining benchmark: 12 small all-reduces per step with and without
# maco-optimize (maco-combine-collectives packs them into one call).
# Prints a markdown table of the times and the ratio, measured in one run,
# alternating the two variants 3 times per rank count (median reported).
#   bench/combine/run.sh [BUILD_DIR]          (shared memory)
#   NETNS=1 bench/combine/run.sh [BUILD_DIR]  (netns + tbf links, TCP; root)
#   ELEMS=64 ...                              (gradients of 64 f32)
set -eo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
SRC="$ROOT/bench/combine/gradients.mlir"
TMP="$(mktemp -d)"
# ELEMS: f32 elements per gradient (default 512).
ELEMS="${ELEMS:-512}"
# NETNS=1: ranks in network namespaces with rate-limited links
# (bench/netns/netns-mpirun.sh, TCP), where every message pays real latency.
# With NETNS=1 each row says which links its runs really used (netns-mpirun
# falls back to unlimited loopback when namespaces are unavailable).
export NETNS_MODE_FILE="$TMP/links"
links() {
  if [[ -n "$NETNS" ]]; then sort -u "$NETNS_MODE_FILE" | paste -sd ';' -; else echo "shared memory"; fi
}
run() { # np opt-flag file
  if [[ -n "$NETNS" ]]; then
    "$ROOT/bench/netns/netns-mpirun.sh" -n "$1" -- "$BUILD/bin/maco-run" $2 "$3" 2>/dev/null
  else
    mpirun --oversubscribe -np "$1" "$BUILD/bin/maco-run" $2 "$3"
  fi | awk '/seconds:/{print $2}'
}
median() { sort -g | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
echo "| ranks | separate (s, --no-optimize) | combined (s, maco-optimize) | speedup | links |"
echo "| ---: | ---: | ---: | ---: | --- |"
for np in 2 4; do
  sed -e "s/shape = 4/shape = $np/" -e "s/512xf32/${ELEMS}xf32/g" "$SRC" > "$TMP/g$np.mlir"
  : > "$TMP/sep"; : > "$TMP/comb"; : > "$NETNS_MODE_FILE"
  for rep in 1 2 3; do
    run "$np" --no-optimize "$TMP/g$np.mlir" >> "$TMP/sep"
    run "$np" "" "$TMP/g$np.mlir" >> "$TMP/comb"
  done
  sep=$(median < "$TMP/sep"); comb=$(median < "$TMP/comb")
  echo "| $np | $sep | $comb | $(python3 -c "print(f'{$sep/$comb:.2f}x')") | $(links) |"
done
rm -rf "$TMP"
