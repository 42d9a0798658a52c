#!/usr/bin/env bash
# Installs whatever maco needs that is missing (Debian 12 packages), then
# configures and builds maco into ./build. Idempotent: a second run only
# rebuilds what changed.
#
#   scripts/setup.sh            # install + configure + build everything
#   MACO_BUILD_DIR=dir scripts/setup.sh
#   scripts/setup.sh --deps-only  # install the packages only
# MACO_EXTRA_PACKAGES adds packages (scripts/fuzz.sh: clang and libFuzzer).
# The Python environment of maco-import (BUILD/venv, or MACO_VENV): pinned
# iree-base-compiler and numpy (python/requirements.txt); with
# MACO_WITH_JAX=1 also jax, for examples/jax/export.py
# (python/requirements-jax.txt). MACO_WITH_TORCH=1 makes BUILD/venv-torch
# with torch and torch-mlir for the PyTorch importer
# (python/requirements-torch.txt, about 5 GB).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MACO_BUILD_DIR:-$ROOT/build}"

# python3-numpy: the tests of entry functions write and check .npy files.
# libmimalloc-dev: the allocator of the compiler tools (MACO_TOOL_ALLOCATOR).
PACKAGES=(cmake ninja-build g++ python3 python3-numpy python3-venv
          llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
          libopenmpi-dev openmpi-bin libopenblas-dev libmimalloc-dev
          ${MACO_EXTRA_PACKAGES:-})

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "maco setup: installing ${missing[*]}"
  SUDO=""
  if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# maco-import's Python environment. Reinstalled only when the requirement
# files (or MACO_WITH_JAX) change.
VENV="${MACO_VENV:-$BUILD/venv}"
REQUIREMENTS="$ROOT/python/requirements.txt"
if [[ "${MACO_WITH_JAX:-0}" == 1 ]]; then
  REQUIREMENTS="$ROOT/python/requirements-jax.txt"
fi
want="$(cat "$ROOT"/python/requirements-jax.txt "$ROOT"/python/requirements.txt | sha256sum | cut -d' ' -f1) ${MACO_WITH_JAX:-0}"
if [[ ! -x "$VENV/bin/python3" ]]; then
  echo "maco setup: creating the Python environment $VENV"
  python3 -m venv "$VENV"
fi
if [[ "$(cat "$VENV/.maco-requirements" 2>/dev/null)" != "$want" ]]; then
  echo "maco setup: installing $(basename "$REQUIREMENTS") into $VENV"
  "$VENV/bin/python3" -m pip install -q --disable-pip-version-check \
    -r "$REQUIREMENTS"
  echo "$want" > "$VENV/.maco-requirements"
fi

# The PyTorch importer's environment, only when asked for.
if [[ "${MACO_WITH_TORCH:-0}" == 1 ]]; then
  TORCH_VENV="${MACO_TORCH_VENV:-$BUILD/venv-torch}"
  want_torch="$(sha256sum < "$ROOT/python/requirements-torch.txt" | cut -d' ' -f1)"
  if [[ ! -x "$TORCH_VENV/bin/python3" ]]; then
    echo "maco setup: creating the Python environment $TORCH_VENV"
    python3 -m venv "$TORCH_VENV"
  fi
  if [[ "$(cat "$TORCH_VENV/.maco-requirements" 2>/dev/null)" != "$want_torch" ]]; then
    echo "maco setup: installing requirements-torch.txt into $TORCH_VENV"
    "$TORCH_VENV/bin/python3" -m pip install -q --disable-pip-version-check \
      -r "$ROOT/python/requirements-torch.txt"
    echo "$want_torch" > "$TORCH_VENV/.maco-requirements"
  fi
fi

if [[ "${1:-}" == --deps-only ]]; then exit 0; fi

JOBS="$(nproc)"
if [[ ! -f "$BUILD/build.ninja" ]]; then
  cmake -G Ninja -S "$ROOT" -B "$BUILD" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=gcc -DCMAKE_CXX_COMPILER=g++ \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    -DMACO_PYTHON="$VENV/bin/python3"
fi
cmake --build "$BUILD" -j "$JOBS"

# The cost model calibrates itself per machine (docs/cost-model.md,
# "Self-calibration"): measure this machine once for 2 and 4 ranks (a few
# seconds each) unless its calibration is already cached. MACO_CALIBRATE=0
# skips it; maco then uses its built-in cpu-local target.
if [[ "${MACO_CALIBRATE:-1}" != 0 && -x "$BUILD/bench/calibrate/calibrate" ]]; then
  for np in 2 4; do
    if [[ ! -f "$("$BUILD/bench/calibrate/calibrate" --cache-path $np)" ]]; then
      OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
        bash "$ROOT/bench/calibrate/calibrate.sh" "$BUILD" "$np" --cache > /dev/null \
        || echo "maco setup: calibration for $np ranks failed; maco uses cpu-local"
    fi
  done
fi
