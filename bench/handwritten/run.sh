#!/usr/bin/env bash
# maco's compiled gradients step (bench/combine/gradients.mlir) against the
# same step written by hand in C with raw MPI (gradients.c), side by side in
# one run: maco --no-optimize (12 separate all-reduces) against C
# "separate", maco with maco-optimize (one combined all-reduce) against C
# "packed" (memcpy in, one MPI_Allreduce, memcpy out). 2 and 4 ranks, 64
# and 512 f32 per gradient, STEPS steps (default 20000; longer runs are
# steadier on a noisy VM); each cell is the median of REPS alternating
# runs. Prints a markdown table with the ratios maco / C (1.00 = as fast as
# hand-written C) and checks that both print the same checksum.
#
#   bench/handwritten/run.sh [BUILD_DIR] [REPS=3]
#   NETNS=1 bench/handwritten/run.sh ...   (ranks in network namespaces,
#                                           400 Mbit/s links; root)
#   NPS="2" SIZES="64" bench/handwritten/run.sh ...   (only these cells;
#                                           defaults "2 4" and "64 512")
#   BASE_LIB=DIR bench/handwritten/run.sh ...
#       also runs the separate step with the libmaco_runtime.so and
#       libmaco_cg.so in DIR (e.g. copies from an earlier build, through
#       LD_LIBRARY_PATH; same maco-run) in the same alternation, and adds
#       its time and ratio to C as two more columns: runtime changes
#       measured before/after in one run, under the same load.
#   AOT_DIR=DIR bench/handwritten/run.sh "" [REPS]
#       runs the programs bench/handwritten/build-aot.sh compiled into DIR
#       (no maco-run, LLVM or mpicc needed: the GPU machine); STEPS is the
#       one they were built with (DIR/gradients.steps).
set -eo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
REPS="${2:-3}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
# shellcheck source=program.sh
source "$ROOT/bench/handwritten/program.sh"
if [[ -n "$AOT_DIR" ]]; then
  AOT_DIR="$(cd "$AOT_DIR" && pwd)"
  STEPS="$(cat "$AOT_DIR/gradients.steps")"
  [[ -z "$BASE_LIB" ]] || { echo "run.sh: BASE_LIB needs maco-run (not with AOT_DIR)" >&2; exit 2; }
  ln -s "$AOT_DIR/gradients-c" "$TMP/gradients"
else
  BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
  STEPS="${STEPS:-20000}"
  mpicc -O2 -o "$TMP/gradients" "$ROOT/bench/handwritten/gradients.c"
fi
export NETNS_MODE_FILE="$TMP/links"
: > "$NETNS_MODE_FILE"
mpi() { # np program args...
  local np=$1
  shift
  if [[ -n "$NETNS" ]]; then
    "$ROOT/bench/netns/netns-mpirun.sh" -n "$np" -- "$@" 2>/dev/null
  else
    mpirun --oversubscribe -np "$np" "$@"
  fi
}
maco() { # np sep|comb: maco's step, compiled by maco-run or ahead of time
  if [[ -n "$AOT_DIR" ]]; then
    mpi "$1" "$AOT_DIR/gradients-$2-np$1-$elems"
  elif [[ $2 == sep ]]; then
    mpi "$1" "$BUILD/bin/maco-run" --no-optimize "$TMP/g.mlir"
  else
    mpi "$1" "$BUILD/bin/maco-run" "$TMP/g.mlir"
  fi
}
median() { sort -g | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
links() {
  if [[ -n "$NETNS" ]]; then sort -u "$NETNS_MODE_FILE" | paste -sd ';' -; else echo "shared memory"; fi
}
if [[ -n "$BASE_LIB" ]]; then
  BASE_LIB="$(cd "$BASE_LIB" && pwd)"
  echo "| ranks | f32 per gradient | maco separate (s) | C separate (s) | ratio | maco combined (s) | C packed (s) | ratio | links | maco separate, BASE_LIB (s) | ratio |"
  echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |"
else
  echo "| ranks | f32 per gradient | maco separate (s) | C separate (s) | ratio | maco combined (s) | C packed (s) | ratio | links |"
  echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
fi
for np in ${NPS:-2 4}; do
  for elems in ${SIZES:-64 512}; do
    gradients_program "$np" "$elems" "$STEPS" > "$TMP/g.mlir"
    for v in msep csep mcomb cpack bsep; do : > "$TMP/$v"; done
    : > "$NETNS_MODE_FILE"
    for ((rep = 0; rep < REPS; rep++)); do
      maco "$np" sep > "$TMP/out.msep"
      mpi "$np" "$TMP/gradients" separate "$elems" "$STEPS" > "$TMP/out.csep"
      maco "$np" comb > "$TMP/out.mcomb"
      mpi "$np" "$TMP/gradients" packed "$elems" "$STEPS" > "$TMP/out.cpack"
      vs="msep csep mcomb cpack"
      if [[ -n "$BASE_LIB" ]]; then
        LD_LIBRARY_PATH="$BASE_LIB${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
          mpi "$np" "$BUILD/bin/maco-run" --no-optimize \
          "$TMP/g.mlir" > "$TMP/out.bsep"
        vs="$vs bsep"
      fi
      for v in $vs; do
        awk '/seconds:/{print $2}' "$TMP/out.$v" >> "$TMP/$v"
        awk '/checksum:/{print $2}' "$TMP/out.$v" > "$TMP/sum.$v"
      done
      # Same arithmetic, same result (printed with 6 significant digits).
      for v in $vs; do
        [[ "$v" == csep ]] && continue
        python3 - "$TMP/sum.csep" "$TMP/sum.$v" <<'PY' || { echo "checksum mismatch ($v, np $np, $elems)" >&2; exit 1; }
import sys
a, b = (float(open(f).read()) for f in sys.argv[1:])
sys.exit(0 if abs(a - b) <= 1e-5 * max(1.0, abs(a)) else 1)
PY
      done
    done
    python3 - "$np" "$elems" "$(median < "$TMP/msep")" "$(median < "$TMP/csep")" \
      "$(median < "$TMP/mcomb")" "$(median < "$TMP/cpack")" "$(links)" \
      "$( [[ -n "$BASE_LIB" ]] && median < "$TMP/bsep" )" <<'PY'
import sys
np_, elems, links, base = sys.argv[1], sys.argv[2], sys.argv[7], sys.argv[8]
ms, cs, mc, cp = map(float, sys.argv[3:7])
row = f"| {np_} | {elems} | {ms:.4f} | {cs:.4f} | {ms/cs:.2f} | {mc:.4f} | {cp:.4f} | {mc/cp:.2f} | {links} |"
if base:
    row += f" {float(base):.4f} | {float(base)/cs:.2f} |"
print(row)
PY
  done
done
