#!/usr/bin/env bash
# Collective matmul against the collective and the matmul in sequence
# (issue 14): STEPS steps of y = all_gather(x) @ W (FORM=ag, agmm.mlir.in)
# or y = reduce_scatter(x @ W) (FORM=rs, mmrs.mlir.in), as written (seq:
# `maco-run --no-optimize`) and as a ring (opt: maco-collective-matmul
# {force BIDI chunks=CHUNKS}, then maco-optimize's overlap passes), with the compute alone
# (comp) and the collective alone (comm); seq and comm use the algorithm
# maco-select-algorithm chooses for the collective; overlap efficiency = (seq - opt)
# / (seq - max(comp, comm)) as in the overlap benchmarks; median of REPS
# alternating runs.
#   bench/collective-matmul/run.sh [BUILD_DIR]
#   FORM=ag|rs|kv BIDI= (or bidirectional) CHUNKS=1 (0: the cost model's) NPS="2 4" LINKS=netns|shm RATE=400mbit REPS=3 STEPS=8
#   ROWS=1024 K=1024 N=512
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
NPS="${NPS:-2 4}" LINKS="${LINKS:-netns}" RATE="${RATE:-400mbit}"
REPS="${REPS:-3}" STEPS="${STEPS:-8}" ROWS="${ROWS:-1024}" K="${K:-1024}" N="${N:-512}"
FORM="${FORM:-ag}" BIDI="${BIDI:-}" CHUNKS="${CHUNKS:-1}"
case "$FORM" in
  ag) TEMPLATE=agmm ;;
  rs) TEMPLATE=mmrs ;;
  kv) TEMPLATE=kvqk ;;
  *) echo "FORM must be ag, rs or kv" >&2; exit 2 ;;
esac
TEMPLATE="$ROOT/bench/collective-matmul/$TEMPLATE.mlir.in"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
run() { # np args... -> seconds
  local np="$1"
  shift
  if [[ $LINKS == netns ]]; then
    "$ROOT/bench/netns/netns-mpirun.sh" -n "$np" -r "$RATE" -x OPENBLAS_NUM_THREADS=1 -- \
      "$BUILD/bin/maco-run" "$@" 2> /dev/null
  else
    OPENBLAS_NUM_THREADS=1 mpirun --oversubscribe -x OPENBLAS_NUM_THREADS -np "$np" \
      "$BUILD/bin/maco-run" "$@"
  fi | awk '/seconds:/{print $2}'
}
median() { sort -g | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
echo "| ranks | links | form, x, W | T_seq (s) | T_ring (s) | T_comp (s) | T_comm (s) | speedup | overlap efficiency |"
echo "| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"
for np in $NPS; do
  m=$((ROWS / np))
  inst() { sed -e "s/@NP@/$np/g" -e "s/@M@/$m/g" -e "s/@G@/$ROWS/g" -e "s/@K@/$K/g" \
    -e "s/@N@/$N/g" -e "s/@STEPS@/$STEPS/g" -e "s/@LAST@/$((ROWS - 1))/g" "$TEMPLATE"; }
  # seq and comm with the collective's algorithm chosen by
  # maco-select-algorithm (Open MPI's own reduce-scatter is 3-5x slower
  # than the ring over TCP: a baseline that slow would flatter the ring).
  pick_algorithms() { "$BUILD/bin/maco-opt" --pass-pipeline='builtin.module(func.func(maco-select-algorithm))'; }
  inst | grep -v -e COMM-ONLY -e COMP-ONLY | sed 's|// CO.*||' | pick_algorithms > "$TMP/seq.mlir"
  inst | grep -v -e COMM-DROP -e COMP-ONLY | sed 's|// CO.*||' | pick_algorithms > "$TMP/comm.mlir"
  inst | grep -v -e COMP-DROP -e COMM-ONLY | sed -e 's|// CO.*||' -e 's/%g\([], []\)/%local\1/g' > "$TMP/comp.mlir"
  "$BUILD/bin/maco-opt" "$TMP/seq.mlir" \
    --pass-pipeline="builtin.module(func.func(maco-collective-matmul{force $BIDI chunks=$CHUNKS}))" > "$TMP/ring.mlir"
  grep -q maco.permute "$TMP/ring.mlir"
  for v in seq ring comp comm; do : > "$TMP/t$v"; done
  for ((i = 0; i < REPS; i++)); do
    run "$np" --no-optimize "$TMP/seq.mlir" >> "$TMP/tseq"
    run "$np" --optimize-options=guard=false "$TMP/ring.mlir" >> "$TMP/tring"
    run "$np" --no-optimize "$TMP/comp.mlir" >> "$TMP/tcomp"
    run "$np" --no-optimize "$TMP/comm.mlir" >> "$TMP/tcomm"
  done
  python3 - "$np" "$LINKS" "$FORM${BIDI:+ (bidi)}$([[ $CHUNKS != 1 ]] && echo ", chunks=$CHUNKS"), $([[ $FORM == kv ]] && echo "cache ${ROWS}x$K" || echo "${ROWS}x$K, ${K}x$N")" "$(median < "$TMP/tseq")" \
    "$(median < "$TMP/tring")" "$(median < "$TMP/tcomp")" "$(median < "$TMP/tcomm")" << 'PY'
import sys
np_, links, shapes = sys.argv[1:4]
seq, ring, comp, comm = map(float, sys.argv[4:8])
eff = (seq - ring) / (seq - max(comp, comm))
print(f"| {np_} | {links} | {shapes} | {seq:.3f} | {ring:.3f} | {comp:.3f} | {comm:.3f} | {seq/ring:.2f}x | {eff:.2f} |")
PY
done
