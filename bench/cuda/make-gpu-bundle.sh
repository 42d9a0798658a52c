#!/usr/bin/env bash
# Pack the CUDA backend's test and benchmark into a self-contained directory
# that can be copied to a GPU machine that has the NVIDIA driver (and CUDA 13
# libraries, e.g. PyTorch's pip packages) but no OpenMPI/OpenBLAS/LLVM.
#
#   bench/cuda/make-gpu-bundle.sh BUILD_DIR OUT_DIR [--with-cuda-libs]
#
# OUT_DIR gets bin/ (maco_cuda_runtime_test, maco_cuda_bench), lib/ (the maco
# runtime libraries and every non-glibc/non-CUDA shared library they need:
# OpenMPI, hwloc, libevent, OpenBLAS, ...), openmpi/ (OpenMPI's plugins and
# help files, relocated with OPAL_PREFIX) and env.sh. CUDA libraries
# (cudart, cuBLAS, cuBLASLt, NCCL) are expected on the target (RUNPATH has
# /usr/local/cuda/lib64; or point LD_LIBRARY_PATH at them); --with-cuda-libs
# copies them too (large: cuBLASLt alone is ~500 MB). EXTRA_BINS (a
# space-separated list of executables) are copied into bin/ too, with their
# libraries: bench/device/make-bundle.sh adds mpirun, ip, tc and the
# ahead-of-time compiled overlap benchmarks this way.
#
# On the GPU machine:
#   source OUT_DIR/env.sh
#   OUT_DIR/bin/maco_cuda_runtime_test --mpi-check   # MPI + runtime only
#   OUT_DIR/bin/maco_cuda_runtime_test               # the GPU test
#   OUT_DIR/bin/maco_cuda_bench all --csv bench.csv  # the benchmark
set -euo pipefail

if [[ $# -lt 2 ]]; then
  sed -n '2,22p' "$0"
  exit 2
fi
BUILD=$(cd "$1" && pwd)
OUT=$2
WITH_CUDA=0
[[ ${3:-} == --with-cuda-libs ]] && WITH_CUDA=1

mkdir -p "$OUT/bin" "$OUT/lib"
OUT=$(cd "$OUT" && pwd)
cp -f "$BUILD/bin/maco_cuda_runtime_test" "$BUILD/bin/maco_cuda_bench" "$OUT/bin/"
cp -f "$BUILD/lib/libmaco_runtime.so" "$BUILD/lib/libmaco_runtime_cuda.so" "$OUT/lib/"
for f in ${EXTRA_BINS:-}; do cp -f "$f" "$OUT/bin/"; done

# Libraries that must come from the target system.
is_system() {
  case "$(basename "$1")" in
    linux-vdso*|ld-linux*|libc.so*|libm.so*|libdl.so*|libpthread.so*|librt.so*|\
    libresolv.so*|libutil.so*|libstdc++.so*|libgcc_s.so*|libcuda.so*|\
    libnvidia-*) return 0 ;;
  esac
  return 1
}
is_cuda() {
  case "$(basename "$1")" in
    libcudart.so*|libcublas.so*|libcublasLt.so*|libnccl.so*|libnvrtc*|\
    libnvJitLink*|libculibos*) return 0 ;;
  esac
  return 1
}

is_elf() { [[ -f $1 && $(head -c 4 "$1" | tr -d '\0') == $'\177ELF' ]]; }

copy_deps() { # copy the resolved dependencies of the ELF files among $@ into $OUT/lib
  local f lib
  for f in "$@"; do
    is_elf "$f" || continue  # bin/ also holds data (examples.txt)
    ldd "$f" | awk '/=> \//{print $3}' | while read -r lib; do
      is_system "$lib" && continue
      if is_cuda "$lib" && [[ $WITH_CUDA == 0 ]]; then continue; fi
      [[ -e "$OUT/lib/$(basename "$lib")" ]] || cp -L "$lib" "$OUT/lib/"
    done
  done
}

copy_deps "$OUT/bin/"* "$OUT/lib/"*.so
# The CPU backend loads its BLAS at run time (runtime/src/mpi/blas.cpp), so
# ldd does not list it: the library it names by soname, and its own deps.
# (awk reads to the end: an early exit would kill ldconfig with SIGPIPE,
# which pipefail turns into this script's failure, now and then.)
blas=$(ldconfig -p | awk '/libopenblas\.so\.0 .*x86-64/ && !n++ {print $NF}')
if [[ -n $blas ]]; then
  cp -L "$blas" "$OUT/lib/libopenblas.so.0"
  copy_deps "$OUT/lib/libopenblas.so.0"
fi

# OpenMPI relocation: OPAL_PREFIX replaces the configured prefix (/usr on
# Debian) in every install directory, so mirror the layout below it.
if command -v ompi_info >/dev/null; then
  PREFIX=$(ompi_info --path prefix --parsable | sed 's/.*:prefix://')
  PKGLIB=$(ompi_info --path pkglibdir --parsable | sed 's/.*:pkglibdir://')
  PKGDATA=$(ompi_info --path pkgdatadir --parsable | sed 's/.*:pkgdatadir://')
  MPIROOT="$OUT/openmpi"
  mkdir -p "$MPIROOT/${PKGLIB#$PREFIX/}" "$MPIROOT/${PKGDATA#$PREFIX/}"
  cp -rL "$PKGLIB/." "$MPIROOT/${PKGLIB#$PREFIX/}/"
  cp -rL "$PKGDATA/." "$MPIROOT/${PKGDATA#$PREFIX/}/"
  # Plugins' own dependencies (pmix, hwloc, fabric, verbs, ...), best effort.
  copy_deps "$MPIROOT/${PKGLIB#$PREFIX/}/"*.so || true
  PMIX_PLUGINS=""
  for d in "$PREFIX"/lib/x86_64-linux-gnu/pmix2/lib/pmix "$PREFIX"/lib/x86_64-linux-gnu/pmix/lib/pmix; do
    if [[ -d $d ]]; then
      mkdir -p "$MPIROOT/${d#$PREFIX/}"
      cp -rL "$d/." "$MPIROOT/${d#$PREFIX/}/"
      copy_deps "$d/"*.so || true
      PMIX_PLUGINS="${PMIX_PLUGINS:-${d#$PREFIX/}}"
    fi
  done
else
  echo "warning: ompi_info not found; OpenMPI plugins not bundled" >&2
fi

cat >"$OUT/env.sh" <<'ENV'
# Source me: environment for the bundled maco CUDA test/benchmark.
_maco_here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export LD_LIBRARY_PATH="$_maco_here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export OPAL_PREFIX="$_maco_here/openmpi"
export PMIX_INSTALL_PREFIX="$_maco_here/openmpi"
ENV
# PMIx looks for its plugins where it was installed here (PMIX_INSTALL_PREFIX
# does not move that); on a machine with another PMIx there, it loads
# plugins of the wrong version (the GPU machine: pcompress_zlib fails with
# an undefined symbol and every rank prints a warning). The bundled ones.
if [[ -n ${PMIX_PLUGINS:-} ]]; then
  echo "export PMIX_MCA_mca_base_component_path=\"\$_maco_here/openmpi/$PMIX_PLUGINS\"" >>"$OUT/env.sh"
fi
cat >>"$OUT/env.sh" <<'ENV'
# Singleton runs (no mpirun): do not start an orted.
export OMPI_MCA_ess_singleton_isolated=1
# One process: only the self/shared-memory transports.
export OMPI_MCA_btl=self,vader
export OMPI_MCA_pml=ob1
export OMPI_MCA_mtl=^ofi,psm,psm2
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# If cuBLAS/NCCL are not under /usr/local/cuda, add PyTorch's copies, e.g.:
#   export LD_LIBRARY_PATH=$(python3 -c 'import nvidia,os;print(":".join(os.path.join(p,d,"lib") for p in nvidia.__path__ for d in os.listdir(p)))'):$LD_LIBRARY_PATH
unset _maco_here
ENV
echo "bundle written to $OUT ($(du -sh "$OUT" | cut -f1))"
