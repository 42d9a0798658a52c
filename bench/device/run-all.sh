#!/usr/bin/env bash
# Every GPU-machine check and benchmark in one call (the device tool lends
# the machine for minutes; nothing is built there). Run from the repository
# root on the GPU machine after bench/device/make-bundle.sh made the bundle
# here:
#
#   bench/device/run-all.sh [TARBALL] [LOG_DIR]
#
# (defaults .device/bundle.tar.xz and $OUT). Writes to LOG_DIR:
#   machine.txt     GPU, driver, CPU, kernel
#   gpu-tests.log   maco_cuda_runtime_test: MPI check, GPU test, timeout check
#   cuda-bench.log/.csv   maco_cuda_bench all (all-reduce sweep, GEMM, overlap)
#   calibrate.txt   bench/calibrate on this machine's CPUs (2 ranks)
#   overlap.md      bench/overlap/run.sh with the ahead-of-time programs on
#                   2 and 4 ranks in network namespaces (400 Mbit/s links)
#   trace.tgz       MACO_TRACE of the optimized programs on 2 ranks
#   poll.md         (part "poll", not run by default) the 2-rank table with
#                   other stream-worker polling settings
#   examples.log    every example built for the GPU (maco-to-cuda: kernels,
#                   cuBLAS and NCCL on the CUDA backend) against the same
#                   example built for the CPU (MPI), at its grid's rank
#                   count; outputs diffed (lines with "seconds" removed).
#                   Several ranks share the one GPU: each rank gets its own
#                   NCCL_HOSTID so that NCCL treats it as a separate host
#                   (socket transport) instead of refusing a duplicate GPU
# Each step's exit status goes to summary.txt; a failing step does not stop
# the others. PARTS (default "gpu overlap trace cuda-bench calibrate")
# picks the parts to run, NPS (default "2 4") the rank counts of the
# overlap part.
#
# OpenBLAS: the GPU machine's virtual CPU reports a generic model name, and
# OpenBLAS 0.3.21 then falls back to its generic x86-64 kernel (about 15
# GFLOP/s per core instead of 60-100). OPENBLAS_CORETYPE is set from the
# CPU flags (SkylakeX with AVX-512, Haswell with AVX2) unless already set.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TARBALL="${1:-$ROOT/.device/bundle.tar.xz}"
LOG="${2:-${OUT:-/tmp/maco-device-logs}}"
REPS="${REPS:-3}"
PARTS="${PARTS:-gpu examples overlap trace cuda-bench calibrate}"
want() { [[ " $PARTS " == *" $1 "* ]]; }
mkdir -p "$LOG"
B=/tmp/maco-bundle
rm -rf "$B" && mkdir -p "$B" && tar -C "$B" --strip-components=1 -xJf "$TARBALL" || exit 1
# shellcheck disable=SC1091
source "$B/env.sh"
export PATH="$B/bin:$PATH"
# CUDA libraries: the toolkit's, then NCCL/cuBLAS from the Python packages.
NV=$(python3 -c 'import nvidia, os; print(":".join(os.path.join(p, d, "lib") for p in nvidia.__path__ for d in sorted(os.listdir(p)) if os.path.isdir(os.path.join(p, d, "lib"))))' 2>/dev/null)
export LD_LIBRARY_PATH="$LD_LIBRARY_PATH:/usr/local/cuda/lib64${NV:+:$NV}"

step() { # name log seconds command...
  local name=$1 log=$2 limit=$3 t0 rc
  shift 3
  t0=$(date +%s)
  echo "== $name: $*" | tee -a "$LOG/$log"
  timeout -k 5 "$limit" "$@" >> "$LOG/$log" 2>&1
  rc=$?
  echo "$name: exit $rc ($(( $(date +%s) - t0 )) s)" | tee -a "$LOG/summary.txt"
}

if [[ -z "${OPENBLAS_CORETYPE:-}" ]]; then
  if grep -qw avx512f /proc/cpuinfo; then export OPENBLAS_CORETYPE=SkylakeX
  elif grep -qw avx2 /proc/cpuinfo; then export OPENBLAS_CORETYPE=Haswell
  fi
fi

{
  echo "OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-}"
  lscpu
  cat /sys/devices/system/cpu/cpu*/topology/thread_siblings_list | tr '\n' ' '; echo
  grep -m1 flags /proc/cpuinfo
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv
  lscpu | grep -E "Model name|^CPU\(s\)|Thread|Socket|NUMA node\(s\)"
  uname -r
} > "$LOG/machine.txt" 2>&1

# GPU tests (ctest's runtime.cuda.backend and runtime.cuda.timeout).
if want gpu; then
step mpi-check gpu-tests.log 60 env MACO_TIMEOUT=120 maco_cuda_runtime_test --mpi-check
step gpu-test gpu-tests.log 150 env MACO_TIMEOUT=120 maco_cuda_runtime_test
step gpu-timeout gpu-tests.log 60 env MACO_TIMEOUT=2 maco_cuda_runtime_test --timeout-check
grep -q "maco: timeout: all_reduce on rank 0" "$LOG/gpu-tests.log" &&
  echo "gpu-timeout: expected message seen" >> "$LOG/summary.txt"
fi

# Examples: the GPU build against the CPU build, same output.
if want examples && [[ -f "$B/bin/examples.txt" ]]; then
(
  unset OMPI_MCA_btl OMPI_MCA_ess_singleton_isolated
  while read -r name np; do
    step "example-$name-cpu" examples.log 120 sh -c \
      "mpirun --oversubscribe -np $np $B/bin/$name-cpu > $LOG/$name-cpu.out 2>&1"
    step "example-$name-gpu" examples.log 120 sh -c \
      "mpirun --oversubscribe -np $np -x NCCL_DEBUG=WARN sh -c 'NCCL_HOSTID=maco-rank-\$OMPI_COMM_WORLD_RANK exec $B/bin/$name-gpu' > $LOG/$name-gpu.out 2>&1"
    if diff <(grep -v seconds "$LOG/$name-cpu.out") <(grep -v seconds "$LOG/$name-gpu.out") \
         >> "$LOG/examples.log" 2>&1; then
      echo "example-$name ($np ranks): gpu output = cpu output" >> "$LOG/summary.txt"
    else
      echo "example-$name ($np ranks): OUTPUTS DIFFER (examples.log)" >> "$LOG/summary.txt"
    fi
  done < "$B/bin/examples.txt"
)
fi

# CPU overlap benchmarks with spare cores per rank.
# (env.sh's singleton settings are for the one-process GPU programs.)
(
  unset OMPI_MCA_btl OMPI_MCA_ess_singleton_isolated
  # Says on stderr whether the namespaces and tc links could be made.
  step netns-probe overlap-probe.log 30 "$ROOT/bench/netns/netns-mpirun.sh" -n 2 -- hostname
  X="-x OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-}"
  if want overlap; then
    for np in ${NPS:-2 4}; do
      step "overlap-np$np" overlap.md 280 env NP=$np AOT_DIR="$B/bin" EXTRA="$X" CHUNKS="${CHUNKS-2 4 8}" \
        "$ROOT/bench/overlap/run.sh" "" "$REPS"
    done
  fi
  # The stream workers' polling (runtime/src/mpi/mpi_backend.cpp) on 2
  # ranks: blocking MPI calls (MACO_POLL_US=0), no spinning, longer sleeps.
  if want poll; then
    for pe in "MACO_POLL_US=0" "MACO_POLL_SPIN_US=0" "MACO_POLL_US=1000"; do
      echo "MACO env: $pe" >> "$LOG/poll.md"
      step "poll-$pe" poll.md 200 env NP=2 AOT_DIR="$B/bin" EXTRA="$X -x $pe" CHUNKS= \
        "$ROOT/bench/overlap/run.sh" "" "$REPS"
    done
  fi
  if want trace; then
    mkdir -p "$LOG/trace"
    for sc in car tp; do
      step "trace-$sc" trace.log 60 "$ROOT/bench/netns/netns-mpirun.sh" -n 2 \
        -x OPENBLAS_NUM_THREADS=1 $X -x MACO_TRACE="$LOG/trace/$sc-opt-np2.json" \
        -- "$B/bin/$sc-opt-np2"
    done
    tar -C "$LOG" -czf "$LOG/trace.tgz" trace && rm -rf "$LOG/trace"
  fi
)

# GPU benchmark.
want cuda-bench && step cuda-bench cuda-bench.log 200 maco_cuda_bench all --csv "$LOG/cuda-bench.csv"

# This machine's CPUs for the cost model.
if want calibrate && [[ -x "$B/bin/calibrate" ]]; then
  step calibrate calibrate.txt 60 env -u OMPI_MCA_btl -u OMPI_MCA_ess_singleton_isolated \
    mpirun --oversubscribe -np 2 -x OPENBLAS_NUM_THREADS=1 -x OPENBLAS_CORETYPE calibrate
fi

cat "$LOG/summary.txt"
