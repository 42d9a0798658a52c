#!/usr/bin/env bash
# The main job: install what is missing, build maco, then compile and run an
# example under `mpirun -np 4` on the CPU (MPI) backend, printing its result
# and the runtime statistics (MACO_STATS=1).
#
#   scripts/demo.sh [EXAMPLE.mlir] [NP]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MACO_BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/setup.sh" >/dev/null
EXAMPLE="${1:-$ROOT/examples/tp-mlp.mlir}"
NP="${2:-4}"

export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1
echo "== mpirun -np $NP maco-run $(realpath --relative-to="$ROOT" "$EXAMPLE") =="
MACO_STATS=1 mpirun -np "$NP" --oversubscribe "$BUILD/bin/maco-run" "$EXAMPLE"
