#!/usr/bin/env bash
# Packs maco-opt and maco-run and the libraries maco-opt needs (libMLIR,
# libLLVM and theirs, not the C and C++ runtimes) for the GPU machine,
# which has no LLVM/MLIR: bench/device/run-compile-time.sh, and
# bench/device/run-overlap-self.sh (maco-run's other libraries, the
# runtime, MPI and OpenBLAS, come from bench/device/make-bundle.sh's
# bundle, left there by an earlier call). About 62 MB compressed (xz -9),
# too large to travel beside that bundle within one device call (64 MiB),
# so it goes in a call of its own.
#
#   bench/device/make-compiler-bundle.sh [BUILD_DIR] [TARBALL]
#
# Defaults: build and .device/compiler.tar.xz.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
TARBALL="${2:-$ROOT/.device/compiler.tar.xz}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$TMP/compiler/bin" "$TMP/compiler/lib"
cp "$BUILD/bin/maco-opt" "$BUILD/bin/maco-run" "$TMP/compiler/bin/"
ldd "$BUILD/bin/maco-opt" | awk '/=> \//{print $3}' | while read -r lib; do
  case "$(basename "$lib")" in
    ld-linux*|libc.so*|libm.so*|libdl.so*|libpthread.so*|librt.so*|libstdc++.so*|libgcc_s.so*) ;;
    *) cp -L "$lib" "$TMP/compiler/lib/" ;;
  esac
done
mkdir -p "$(dirname "$TARBALL")"
XZ_OPT="${XZ_OPT:--9 -T2}" tar -C "$TMP" -cJf "$TARBALL" compiler
echo "compiler bundle written to $TARBALL ($(du -h "$TARBALL" | cut -f1))"
