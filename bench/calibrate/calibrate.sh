#!/usr/bin/env bash
# Measures this machine and prints a cost-model target description
# (bench/calibrate/calibrate.cpp says what each number is):
#   bench/calibrate/calibrate.sh [BUILD_DIR] [NP] [--cache] > my.target
#   maco-opt -maco-optimize="target=my.target" ...
# With --cache it is also stored as this machine's calibration for NP ranks,
# which maco-optimize and maco-estimate use when no target is named
# (docs/cost-model.md, "Self-calibration").
set -eo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="${1:-$ROOT/build}"
NP="${2:-2}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
OPENBLAS_NUM_THREADS=1 mpirun --oversubscribe -x OPENBLAS_NUM_THREADS -np "$NP" \
  "$BUILD/bench/calibrate/calibrate" "${@:3}"
