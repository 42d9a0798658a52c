#!/usr/bin/env bash
# Collective algorithms: crossover table and the regret of
# maco-select-algorithm (issue 14). For each rank count:
#  1. calibrate the cost model on the links used (bench/calibrate);
#  2. measure every algorithm of every collective kind at each size
#     (bench/runtime/algo_sweep: median of ROUNDS alternating rounds);
#  3. let maco-select-algorithm choose with that calibration, on a program
#     with one collective per (kind, size);
#  4. print, per (kind, size), each algorithm's time, the measured best,
#     the choice and its regret (chosen / best - 1), and the backend's own
#     choice ("auto") for reference; then the median and worst regret.
#
#   bench/algorithms/run.sh [BUILD_DIR]
#   NPS="2 3 4" LINKS=netns|shm RATE=400mbit ROUNDS=5 SIZES="64 ... 4194304"
#
# LINKS=netns (default) runs every rank in its own network namespace with
# rate-limited links (bench/netns/netns-mpirun.sh, TCP, as the overlap
# benchmarks); LINKS=shm runs plain mpirun (shared memory). Needs root for
# netns. Takes a few minutes.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
NPS="${NPS:-2 3 4}"
LINKS="${LINKS:-netns}"
RATE="${RATE:-400mbit}"
ROUNDS="${ROUNDS:-5}"
SIZES="${SIZES:-64 1024 8192 65536 524288 4194304}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1

run() { # np prog args...
  local np="$1"
  shift
  if [[ $LINKS == netns ]]; then
    NETNS_MODE_FILE="$TMP/mode" "$ROOT/bench/netns/netns-mpirun.sh" -n "$np" \
      -r "$RATE" -x OPENBLAS_NUM_THREADS=1 -- "$@"
  else
    OPENBLAS_NUM_THREADS=1 mpirun --oversubscribe -x OPENBLAS_NUM_THREADS \
      -np "$np" "$@"
  fi
}

program() { # np keyfile -> one collective per (kind, size); keyfile gets
  local np="$1" keys="$2" # "kind bytes" per collective, in order
  : > "$keys"
  echo "shard.grid @g(shape = $np)"
  echo "func.func @sweep() {"
  for kind in all_reduce all_gather reduce_scatter broadcast; do
    for bytes in $SIZES; do
      local n=$((bytes / 4)) c=$((bytes / 4 / np))
      case $kind in
        all_reduce)
          echo "$kind $bytes" >> "$keys"
          echo "  %e_${kind}_$bytes = tensor.empty() : tensor<${n}xf32>"
          echo "  %r_${kind}_$bytes = maco.all_reduce %e_${kind}_$bytes on @g grid_axes = [0] : tensor<${n}xf32> -> tensor<${n}xf32>" ;;
        all_gather)
          [[ $c -ge 1 ]] || continue
          echo "$kind $bytes" >> "$keys"
          echo "  %e_${kind}_$bytes = tensor.empty() : tensor<${c}xf32>"
          echo "  %r_${kind}_$bytes = maco.all_gather %e_${kind}_$bytes on @g grid_axes = [0] gather_axis = 0 : tensor<${c}xf32> -> tensor<$((c * np))xf32>" ;;
        reduce_scatter)
          [[ $c -ge 1 ]] || continue
          echo "$kind $bytes" >> "$keys"
          echo "  %e_${kind}_$bytes = tensor.empty() : tensor<$((c * np))xf32>"
          echo "  %r_${kind}_$bytes = maco.reduce_scatter %e_${kind}_$bytes on @g grid_axes = [0] scatter_axis = 0 : tensor<$((c * np))xf32> -> tensor<${c}xf32>" ;;
        broadcast)
          echo "$kind $bytes" >> "$keys"
          echo "  %e_${kind}_$bytes = tensor.empty() : tensor<${n}xf32>"
          echo "  %r_${kind}_$bytes = maco.broadcast %e_${kind}_$bytes on @g grid_axes = [0] root = 0 : tensor<${n}xf32> -> tensor<${n}xf32>" ;;
      esac
    done
  done
  echo "  return"
  echo "}"
}

sizeargs=()
for b in $SIZES; do sizeargs+=(--bytes "$b"); done
for np in $NPS; do
  run "$np" "$BUILD/bench/calibrate/calibrate" > "$TMP/np$np.target" 2> "$TMP/cal$np.err" || {
    cat "$TMP/cal$np.err" >&2
    exit 1
  }
  run "$np" "$BUILD/bench/runtime/algo_sweep" --rounds "$ROUNDS" "${sizeargs[@]}" \
    > "$TMP/sweep$np.txt" 2> "$TMP/sweep$np.err" || {
    cat "$TMP/sweep$np.err" >&2
    exit 1
  }
  program "$np" "$TMP/keys$np.txt" > "$TMP/p$np.mlir"
  "$BUILD/bin/maco-opt" "$TMP/p$np.mlir" \
    --pass-pipeline="builtin.module(func.func(maco-select-algorithm{target=$TMP/np$np.target}))" |
    sed -n 's/.* maco\.[a-z_]* .*algorithm = \([a-z_]*\).*/\1/p' |
    paste -d' ' "$TMP/keys$np.txt" - > "$TMP/chosen$np.txt"
  echo "# $np ranks, links: $(cat "$TMP/mode" 2> /dev/null || echo "$LINKS"); calibration: $(grep -E '^#' "$TMP/np$np.target" | tail -1 | sed 's/^# //')"
done
python3 - "$TMP" $NPS << 'PY'
import statistics, sys
tmp, nps = sys.argv[1], sys.argv[2:]
regrets = []
for np in nps:
    times = {}
    for line in open(f"{tmp}/sweep{np}.txt"):
        kind, _, size, algo, us = line.split()
        times.setdefault((kind, int(size)), {})[algo] = float(us)
    chosen = {(k, int(b)): a for k, b, a in (l.split() for l in open(f"{tmp}/chosen{np}.txt"))}
    print(f"\n**{np} ranks** (µs per call; * = measured best, [x] = chosen)\n")
    print("| collective | bytes | ring | recursive doubling | tree | direct | backend (auto) | chosen | regret |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |")
    for (kind, size), t in times.items():
        explicit = {a: v for a, v in t.items() if a != "auto"}
        best = min(explicit, key=explicit.get)
        c = chosen.get((kind, size))
        regret = explicit[c] / explicit[best] - 1 if c in explicit else float("nan")
        if c in explicit:
            regrets.append(regret)
        def cell(a):
            if a not in t:
                return "–"
            s = f"{t[a]:.1f}"
            if a == best: s += "*"
            if a == c: s = f"[{s}]"
            return s
        print(f"| {kind} | {size} | {cell('ring')} | {cell('recursive_doubling')} | {cell('tree')} | {cell('direct')} | {t['auto']:.1f} | {c} | {regret * 100:+.0f} % |")
if regrets:
    print(f"\nregret over {len(regrets)} (kind, size, ranks) points: median {statistics.median(regrets) * 100:.1f} %, worst {max(regrets) * 100:.1f} %")
PY
