#!/usr/bin/env bash
# Builds and runs maco-opt-fuzzer, the libFuzzer target over parse ->
# maco-frontend -> maco-optimize -> maco-to-cpu/maco-to-cuda
# (tools/maco-opt-fuzzer), built with ASan and UBSan in the sanitizer build
# directory build-fuzz (scripts/sanitize.sh configures it; clang-22 and
# libclang-rt-22-dev are installed when missing).
#
#   scripts/fuzz.sh build            # configure + build build-fuzz only
#   scripts/fuzz.sh smoke [MUTATIONS] # deterministic check (ctest
#                                    # fuzz-smoke, in the README test
#                                    # command): replays every seed and every
#                                    # saved finding (test/fuzz/findings)
#                                    # once, then runs MUTATIONS mutated
#                                    # inputs (default 1500) from -seed=1;
#                                    # fails on a finding. No clock decides:
#                                    # no time limit, no per-input timeout
#                                    # (ctest's TIMEOUT only guards a hang)
#   scripts/fuzz.sh run SECONDS      # open-ended fuzzing (fork mode: goes
#                                    # on after a finding; MACO_FUZZ_JOBS
#                                    # workers, 30 s per-input timeout),
#                                    # corpus kept in build-fuzz/fuzz/corpus,
#                                    # findings in build-fuzz/fuzz/findings/
#
# Upstream MLIR 22's parser crashes on some malformed text. The tools
# screen the known forms (maco::findUpstreamParserCrash, an error at the
# text) and recover from the others (an error at the input's start; see
# docs/reliability.md). The smoke run keeps that recovery on, as the tools
# do: a crash it catches is an error, not a finding. Open runs turn it off
# (MACO_PARSER_CRASH_RECOVERY=0), so that a new form is a finding, to be
# screened for with its location.
#
# The seed corpus (build-fuzz/fuzz/seed) is every module of the lit tests
# and examples plus random programs (scripts/fuzz-corpus.py). A finding is
# reproduced by running the fuzzer on it:
#   MACO_FUZZ_VERBOSE=1 build-fuzz/bin/maco-opt-fuzzer FILE
# Once fixed, copy it to test/fuzz/findings/ (any name without .mlir): the
# smoke test replays it from then on. MACO_FUZZER runs another binary (a
# copy, so that rebuilding does not change a long run).
# MACO_FUZZ_BUILD_DIR overrides build-fuzz; MACO_FUZZ_NO_BUILD=1 skips the
# build step (ctest uses it: scripts/test.sh builds first).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MACO_FUZZ_BUILD_DIR:-$ROOT/build-fuzz}"
FUZZER="${MACO_FUZZER:-$BUILD/bin/maco-opt-fuzzer}"
mode="${1:-smoke}"

build() {
  "$ROOT/scripts/sanitize.sh" configure
  cmake --build "$BUILD" --target maco-opt-fuzzer -j "$(nproc)"
}

seeds() {
  rm -rf "$BUILD/fuzz/seed"
  python3 "$ROOT/scripts/fuzz-corpus.py" "$BUILD/fuzz/seed"
}

# Leaks are not findings: MLIR's registries and LLVM's option parser keep
# global allocations until exit. An allocation too large for ASan fails
# (operator new then aborts) instead of ending the process in ASan's
# report: upstream's parser reads uninitialized sizes on some text (the
# `iterator_types = [0]` finding), and the tools' crash recovery around
# the parse turns that abort into an error, as it does without ASan.
export ASAN_OPTIONS="detect_leaks=0:verify_asan_link_order=0:allocator_may_return_null=1:${ASAN_OPTIONS:-}"
export UBSAN_OPTIONS="print_stacktrace=1:${UBSAN_OPTIONS:-}"
FLAGS=(-max_len=16384 -rss_limit_mb=4096 -print_final_stats=1 -reload=0)
# Saved findings, replayed by every smoke run.
FINDINGS="$ROOT/test/fuzz/findings"

case "$mode" in
  build)
    build ;;
  smoke)
    [[ "${MACO_FUZZ_NO_BUILD:-0}" == 1 ]] || build
    if [[ ! -x "$FUZZER" ]]; then
      if [[ "${MACO_REQUIRE_FUZZER:-0}" == 1 ]]; then
        echo "fuzz smoke: $FUZZER is missing (scripts/fuzz.sh build)"; exit 1
      fi
      echo "SKIP: $FUZZER is not built (scripts/fuzz.sh build; scripts/test.sh does it)"
      exit 77
    fi
    seeds
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    mkdir -p "$work/corpus" "$work/findings" "$work/no-calibration"
    # The cost model's decisions must not depend on this machine's
    # calibration (as in lit).
    export MACO_CALIBRATION_DIR="$work/no-calibration"
    mutations="${2:-1500}"
    nseeds="$(ls "$BUILD/fuzz/seed" | wc -l)"
    nfound="$(ls "$FINDINGS" 2>/dev/null | grep -vx README.md | wc -l)"
    fail() {
      tail -n 60 "$work/log"
      mkdir -p "$BUILD/fuzz/findings"
      cp "$work"/findings/* "$BUILD/fuzz/findings/" 2>/dev/null || true
      echo "fuzz smoke: FAILED ($1); the input is kept in $BUILD/fuzz/findings/"
      exit 1
    }
    # 1. The saved findings, each once (the files, not a corpus directory:
    #    each runs as it is, whatever its size).
    echo "fuzz smoke: replaying $nfound saved finding(s) from $FINDINGS"
    if (( nfound > 0 )); then
      mapfile -t found < <(ls -d "$FINDINGS"/* | grep -v '/README.md$')
      "$FUZZER" "${FLAGS[@]}" -timeout=0 -runs=1 \
        -artifact_prefix="$work/findings/" "${found[@]}" > "$work/log" 2>&1 ||
        fail "a saved finding"
    fi
    # 2. Every seed once, then a fixed number of mutations from a fixed
    #    seed: -runs counts the executions, the seeds' included. The target
    #    runs one thread, its mutator seeded by libFuzzer; the seeds have
    #    sizes of their own (libFuzzer orders them by size, ties by the
    #    directory's order); and address-space randomization is off where
    #    setarch allows it (MLIR's maps keyed by pointers take other paths
    #    at other addresses). So the same build explores the same inputs
    #    on any machine, however fast or loaded, up to a few edges of
    #    coverage that still vary. -timeout=0: no per-input clock.
    runs=$(( nseeds + mutations ))
    norandom=()
    if setarch -R true 2>/dev/null; then norandom=(setarch -R); fi
    echo "fuzz smoke: $nseeds seeds, then $mutations mutations (-seed=1 -runs=$runs)"
    "${norandom[@]}" "$FUZZER" "$work/corpus" "$BUILD/fuzz/seed" "${FLAGS[@]}" -timeout=0 \
      -seed=1 -runs="$runs" -artifact_prefix="$work/findings/" \
      > "$work/log" 2>&1 || fail "seed 1"
    grep -E "^(#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units|stat::peak_rss_mb)" "$work/log" || true
    echo "fuzz smoke: no findings" ;;
  run)
    [[ "${MACO_FUZZ_NO_BUILD:-0}" == 1 ]] || build
    seeds
    mkdir -p "$BUILD/fuzz/corpus" "$BUILD/fuzz/findings"
    log="$BUILD/fuzz/run-$(date +%Y%m%d-%H%M%S).log"
    echo "fuzz run: ${2:?seconds} s, log $log"
    # Fork mode: a finding is saved and the run goes on.
    MACO_PARSER_CRASH_RECOVERY=0 "$FUZZER" "$BUILD/fuzz/corpus" "$BUILD/fuzz/seed" "${FLAGS[@]}" \
      -timeout=30 -fork="${MACO_FUZZ_JOBS:-1}" -ignore_crashes=1 -ignore_timeouts=1 \
      -ignore_ooms=1 -max_total_time="$2" \
      -artifact_prefix="$BUILD/fuzz/findings/" > "$log" 2>&1 || true
    grep -E "^#[0-9]+: cov" "$log" | tail -n 1
    echo "fuzz run: $(ls "$BUILD/fuzz/findings" | wc -l) finding(s) in $BUILD/fuzz/findings" ;;
  *)
    echo "usage: scripts/fuzz.sh build | smoke [MUTATIONS] | run SECONDS" >&2
    exit 2 ;;
esac
