#!/usr/bin/env bash
# Overlap benchmarks (issue 5): for the compute || all-reduce scenario and
# the tensor-parallel MLP, T_seq (maco-run --no-optimize), T_opt (maco-run,
# i.e. maco-optimize, with the cost-model target of this setup), T_comp (the
# same program with the all-reduce over a group of one rank: no
# communication) and T_comm (the same all-reduce with negligible compute),
# all on NP ranks (default 2) in network namespaces joined by 400 Mbit/s links
# (bench/netns/netns-mpirun.sh), median of REPS alternating runs, and the
# overlap efficiency (T_seq - T_opt) / (T_seq - max(T_comp, T_comm)).
#
#   bench/overlap/run.sh [BUILD_DIR] [REPS]        (needs root for netns)
#
# Environment: NP (ranks, default 2), RATE (tc rate, default 400mbit),
# EXTRA (more -x VAR=V for the ranks, e.g. "-x MACO_POLL_RT=1"), AOT_DIR
# (run the programs compiled ahead of time by bench/overlap/build-aot.sh
# from that directory instead of maco-run, on a machine without LLVM/MLIR:
# the predicted columns are then left empty), CHUNKS (e.g. "2 4 8": one
# more tensor-parallel MLP row for each forced chunk count, T_opt from
# maco-optimize{chunks=K}; "u": one row for maco-optimize{uniform-chunks},
# the cost model's choice among equal chunks only), TARGET (a target file or name, default
# bench/overlap/netns.target; TARGET=self uses no target option: the cost
# model's self-calibration, measured first in the same network namespaces
# with bench/calibrate --cache into MACO_CALIBRATION_DIR, default a
# temporary directory). Prints a markdown table.
set -eo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
REPS="${2:-3}"
NP="${NP:-2}"
RATE="${RATE:-400mbit}"
TARGET="${TARGET:-$ROOT/bench/overlap/netns.target}"
TMP="$(mktemp -d)"
if [[ $TARGET == self ]]; then
  export MACO_CALIBRATION_DIR="${MACO_CALIBRATION_DIR:-$TMP/calibration}"
  EXTRA="${EXTRA:-} -x MACO_CALIBRATION_DIR=$MACO_CALIBRATION_DIR"
fi
# The option that names the target ("" when self-calibrated).
topt() { [[ $TARGET == self ]] || echo "target=$TARGET"; }
trap 'rm -rf "$TMP"' EXIT
# netns-mpirun.sh appends the links each run really used; a table whose
# runs fell back to unlimited loopback says so instead of posing as 400 Mbit/s.
export NETNS_MODE_FILE="$TMP/links"
: > "$NETNS_MODE_FILE"
links() { sort -u "$NETNS_MODE_FILE" | paste -sd ';' -; }
# shellcheck disable=SC2086
mpi() { # program args...
  "$ROOT/bench/netns/netns-mpirun.sh" -n "$NP" -r "$RATE" \
    -x OPENBLAS_NUM_THREADS=1 $EXTRA -- "$@" 2>/dev/null |
    awk '/seconds:/{print $2}'
}
run() { # scenario variant (seq, opt, opt-cK, comp, comm)
  if [[ -n "$AOT_DIR" ]]; then
    mpi "$AOT_DIR/$1-$2-np$NP"
  else
    case $2 in
      opt) mpi "$BUILD/bin/maco-run" --optimize-options="$(topt)" "$TMP/$1.mlir" ;;
      opt-cu) mpi "$BUILD/bin/maco-run" --optimize-options="$(topt) uniform-chunks" "$TMP/$1.mlir" ;;
      opt-c*) mpi "$BUILD/bin/maco-run" --optimize-options="$(topt) chunks=${2#opt-c}" "$TMP/$1.mlir" ;;
      seq) mpi "$BUILD/bin/maco-run" --no-optimize "$TMP/$1.mlir" ;;
      *) mpi "$BUILD/bin/maco-run" --no-optimize "$TMP/$1-$2.mlir" ;;
    esac
  fi
}
median() { sort -g | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }

if [[ -z "$AOT_DIR" ]]; then
  BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
  # shellcheck source=programs.sh
  source "$ROOT/bench/overlap/programs.sh"
  overlap_programs "$TMP" "$NP"
  if [[ $TARGET == self && ! -f "$("$BUILD/bench/calibrate/calibrate" --cache-path "$NP")" ]]; then
    # shellcheck disable=SC2086
    "$ROOT/bench/netns/netns-mpirun.sh" -n "$NP" -r "$RATE" -x OPENBLAS_NUM_THREADS=1 $EXTRA \
      -- "$BUILD/bench/calibrate/calibrate" --cache > "$TMP/calibration.txt" 2>&1
    echo "self-calibration: $(grep -E '^#' "$TMP/calibration.txt" | tail -1)" >&2
  fi
fi

# The rows of the chunks maco-optimize splits the MLP's all-reduce into
# (e.g. "512+256+128+128"; "1024" when it is left whole).
chosen_chunks() { # file [options]
  "$BUILD/bin/maco-opt" "$1" -maco-optimize="$(topt) ${2:-}" |
    sed -n '/func.func @step/,/^  }/p' |
    grep -oE 'maco\.all_reduce(_start)? .*: tensor<[0-9]+x' |
    grep -oE '[0-9]+x$' | tr -d x | paste -sd+ -
}

# maco-estimate's prediction of one @step, times the steps (8).
predict() { # file [optimize]
  if [[ -n "$AOT_DIR" ]]; then
    echo nan
    return
  fi
  if [[ -n "$2" ]]; then
    "$BUILD/bin/maco-opt" "$1" -maco-optimize="$(topt)"
  else
    cat "$1"
  fi | "$BUILD/bin/maco-opt" -maco-estimate="$(topt)" -o /dev/null 2>/dev/null |
    awk '/^maco-estimate @step/{s=1} s && /predicted:/ && !done {print 8 * $6 / 1e6; done=1}'
}

echo "| scenario | T_seq (s) | T_opt (s) | T_comp (s) | T_comm (s) | speedup | overlap efficiency | predicted T_seq / T_opt (s) | estimate error T_seq / T_opt | links |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
row() { # name seq opt comp comm predicted-seq predicted-opt links
  python3 - "$@" <<'PY'
import sys
name, links = sys.argv[1], sys.argv[-1]
seq, opt, comp, comm, pseq, popt = map(float, sys.argv[2:-1])
eff = (seq - opt) / (seq - max(comp, comm))
if pseq == pseq:  # not NaN: maco-estimate ran
    e1, e2 = 100 * (pseq - seq) / seq, 100 * (popt - opt) / opt
    pred = f"{pseq:.3f} / {popt:.3f} | {e1:+.0f}% / {e2:+.0f}%"
else:
    pred = "— | —"
print(f"| {name} | {seq:.3f} | {opt:.3f} | {comp:.3f} | {comm:.3f} | {seq/opt:.2f}x "
      f"| {eff:.2f} | {pred} | {links} |")
PY
}
for sc in car tp; do
  variants="seq opt comp comm"
  [[ $sc == tp ]] && for k in ${CHUNKS:-}; do variants+=" opt-c$k"; done
  for v in $variants; do : > "$TMP/$v"; done
  : > "$NETNS_MODE_FILE"
  for ((rep = 0; rep < REPS; rep++)); do
    for v in $variants; do run "$sc" "$v" >> "$TMP/$v"; done
  done
  seq=$(median < "$TMP/seq"); comp=$(median < "$TMP/comp"); comm=$(median < "$TMP/comm")
  name=$([[ $sc == car ]] && echo "compute ∥ all-reduce" || echo "tensor-parallel MLP")
  row "$name" "$seq" "$(median < "$TMP/opt")" "$comp" "$comm" \
    "$(predict "$TMP/$sc.mlir")" "$(predict "$TMP/$sc.mlir" opt)" "$(links)"
  for v in $variants; do
    [[ $v == opt-c* ]] || continue
    label="chunks=${v#opt-c}"
    [[ $v == opt-cu ]] && label="equal chunks (uniform-chunks)"
    row "$name, $label" "$seq" "$(median < "$TMP/$v")" "$comp" "$comm" nan nan "$(links)"
  done
  if [[ $sc == tp && -z "$AOT_DIR" ]]; then
    echo "MLP chunk rows chosen: $(chosen_chunks "$TMP/tp.mlir")" \
      "(uniform-chunks: $(chosen_chunks "$TMP/tp.mlir" uniform-chunks))" >&2
  fi
done
