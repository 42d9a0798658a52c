#!/usr/bin/env bash
# Decomposed all-reduce with the sharded update (issue 14) against the
# all-reduce + full update: STEPS steps of bench/decompose/sgd.mlir.in, as
# written and decomposed by maco-decompose-all-reduce (forced), both with
# the collectives' algorithms chosen by maco-select-algorithm (Open MPI's
# own reduce-scatter is 3-5x slower than the ring over TCP, docs/perf.md)
# and run with `--no-optimize`; median of REPS alternating runs; the
# checksums must agree.
#   bench/decompose/run.sh [BUILD_DIR]
#   NPS="2 4" LINKS=netns|shm RATE=400mbit REPS=3 R=1024 C=1024 STEPS=8
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
NPS="${NPS:-2 4}" LINKS="${LINKS:-netns}" RATE="${RATE:-400mbit}"
REPS="${REPS:-3}" R="${R:-1024}" C="${C:-1024}" STEPS="${STEPS:-8}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
run() { # np file -> "seconds checksum"
  if [[ $LINKS == netns ]]; then
    "$ROOT/bench/netns/netns-mpirun.sh" -n "$1" -r "$RATE" -- \
      "$BUILD/bin/maco-run" --no-optimize "$2" 2> /dev/null
  else
    mpirun --oversubscribe -np "$1" "$BUILD/bin/maco-run" --no-optimize "$2"
  fi | awk '/seconds:/{s=$2} /checksum:/{c=$2} END{print s, c}'
}
median() { sort -g | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
echo "| ranks | links | parameter | all-reduce + full update (s) | reduce-scatter + 1/n update + all-gather (s) | ratio | update elements per rank |"
echo "| ---: | --- | --- | ---: | ---: | ---: | --- |"
for np in $NPS; do
  sed -e "s/@NP@/$np/g" -e "s/@R@/$R/g" -e "s/@C@/$C/g" -e "s/@STEPS@/$STEPS/g" \
    "$ROOT/bench/decompose/sgd.mlir.in" > "$TMP/p.mlir"
  "$BUILD/bin/maco-opt" "$TMP/p.mlir" \
    --pass-pipeline='builtin.module(func.func(maco-select-algorithm))' > "$TMP/a.mlir"
  "$BUILD/bin/maco-opt" "$TMP/p.mlir" \
    --pass-pipeline='builtin.module(func.func(maco-decompose-all-reduce{force},maco-select-algorithm))' > "$TMP/d.mlir"
  grep -q maco.reduce_scatter "$TMP/d.mlir"
  : > "$TMP/ta"; : > "$TMP/td"
  for ((i = 0; i < REPS; i++)); do
    read -r ta ca < <(run "$np" "$TMP/a.mlir")
    read -r td cd < <(run "$np" "$TMP/d.mlir")
    [[ $ca == "$cd" ]] || { echo "checksums differ: $ca vs $cd" >&2; exit 1; }
    echo "$ta" >> "$TMP/ta"; echo "$td" >> "$TMP/td"
  done
  ta=$(median < "$TMP/ta"); td=$(median < "$TMP/td")
  echo "| $np | $LINKS | ${R}x${C} f32 | $ta | $td | $(python3 -c "print(f'{$td/$ta:.2f}')") | $((R * C)) vs $((R * C / np)) |"
done
