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
#   examples.log    every example built for the CPU (MPI) and for the GPU
#                   (maco-to-cuda: kernels, cuBLAS and NCCL on the CUDA
#                   backend), both run at its grid's rank count
#                   (bin/examples.txt), outputs in <example>-cpu.out and
#                   <example>-gpu.out. Each run passes if it exits 0 and
#                   prints the example's own line "<example>: OK"; for the
#                   examples that print no such line ("output" in
#                   examples.txt) the GPU run's output must equal the CPU
#                   run's instead (base@ addresses and lines with "seconds"
#                   masked). One verdict line per example in summary.txt.
#                   Several ranks share the one GPU: each rank gets its own
#                   NCCL_HOSTID so that NCCL treats it as a separate host
#                   (socket transport) instead of refusing a duplicate GPU.
#                   Record mode (MACO_RECORD_LIB=DIR, a directory with a
#                   recording libmaco_runtime_cuda.so that runs the host code
#                   without a GPU): DIR goes first in LD_LIBRARY_PATH for
#                   the GPU runs only, which get MACO_RECORD=LOG/<example>-gpu.record;
#                   a GPU run then passes if it exits 0, prints the status
#                   line (OK or MISMATCH: no kernel runs) and every rank's
#                   report LOG/<example>-gpu.record.<rank> has "violations": 0.
# Each step's exit status goes to summary.txt; a failing step does not stop
# the others. PARTS (default "gpu examples overlap trace cuda-bench
# calibrate") picks the parts to run, NPS (default "2 4") the rank counts
# of the overlap part. MACO_BUNDLE_DIR (default /tmp/maco-bundle) is where
# the tarball is unpacked. The exit status is 1 if an example failed, else 0.
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
B="${MACO_BUNDLE_DIR:-/tmp/maco-bundle}"
rm -rf "$B" && mkdir -p "$B" && tar -C "$B" --strip-components=1 -xJf "$TARBALL" || exit 1
B="$(cd "$B" && pwd)"
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
  timeout -k 5 "$limit" "$@" >> "$LOG/$log" 2>&1 < /dev/null
  rc=$?
  echo "$name: exit $rc ($(( $(date +%s) - t0 )) s)" | tee -a "$LOG/summary.txt"
  return $rc
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

# Examples: the CPU build and the GPU build, each must say "<name>: OK".
violations() { # report file: prints its "violations" value (empty if none)
  if command -v python3 >/dev/null; then
    python3 -c 'import json, sys; print(json.load(open(sys.argv[1])).get("violations", ""))' "$1" 2>/dev/null
  else
    grep -o '"violations"[[:space:]]*:[[:space:]]*-\?[0-9]*' "$1" | grep -o -- '-\?[0-9]*$'
  fi
}
mask() { grep -v seconds "$1" | sed -E 's/base@ = 0x[0-9a-f]+/base@ = 0x?/'; }
examples_rc=0
if want examples; then
  if [[ ! -f "$B/bin/examples.txt" ]]; then
    echo "examples: FAILED: bin/examples.txt is not in the bundle" | tee -a "$LOG/summary.txt"
    examples_rc=1
  else
  (
    unset OMPI_MCA_btl OMPI_MCA_ess_singleton_isolated
    GPU_LD="$LD_LIBRARY_PATH"
    record=""
    if [[ -n ${MACO_RECORD_LIB:-} ]]; then
      record=" (record mode: $MACO_RECORD_LIB)"
      GPU_LD="$MACO_RECORD_LIB:$LD_LIBRARY_PATH"
      [[ -e $MACO_RECORD_LIB/libmaco_runtime_cuda.so ]] ||
        echo "warning: $MACO_RECORD_LIB/libmaco_runtime_cuda.so does not exist" | tee -a "$LOG/summary.txt"
    fi
    passed=0 failed=0
    # The list on fd 3: mpirun reads stdin (step gives it /dev/null too).
    while read -r name np check <&3; do
      [[ -n $name ]] || continue
      check=${check:-status}
      cpu="$LOG/$name-cpu.out" gpu="$LOG/$name-gpu.out" rec="$LOG/$name-gpu.record"
      rm -f "$rec".*
      recx=()
      [[ -n $record ]] && recx=(-x "MACO_RECORD=$rec")
      step "example-$name-cpu" examples.log 120 sh -c 'out=$1; shift; exec "$@" > "$out" 2>&1' _ "$cpu" \
        mpirun --oversubscribe -np "$np" "$B/bin/$name-cpu"
      cpu_rc=$?
      step "example-$name-gpu" examples.log 120 sh -c 'out=$1; shift; exec "$@" > "$out" 2>&1' _ "$gpu" \
        mpirun --oversubscribe -np "$np" -x NCCL_DEBUG=WARN -x LD_LIBRARY_PATH="$GPU_LD" \
          "${recx[@]}" \
          sh -c 'NCCL_HOSTID=maco-rank-$OMPI_COMM_WORLD_RANK exec "$0"' "$B/bin/$name-gpu"
      gpu_rc=$?
      # The CPU run: exit 0 and "<name>: OK" (or, without a status line, exit 0).
      if (( cpu_rc )); then cpu_v="exit $cpu_rc"
      elif [[ $check == status ]] && ! grep -qx "$name: OK" "$cpu"; then
        cpu_v="no '$name: OK' line$(grep -qx "$name: MISMATCH" "$cpu" && echo " (MISMATCH)")"
      else cpu_v=OK
      fi
      # The GPU run: the same, or in record mode exit 0, the status line
      # (OK or MISMATCH) and no violation in any rank's report.
      if (( gpu_rc )); then gpu_v="exit $gpu_rc"
      elif [[ -n $record ]]; then
        gpu_v=OK
        if [[ $check == status ]] && ! grep -qxE "$name: (OK|MISMATCH)" "$gpu"; then
          gpu_v="no '$name: OK/MISMATCH' line"
        fi
        for (( r = 0; r < np; r++ )); do
          if [[ ! -f $rec.$r ]]; then gpu_v+="; no report $rec.$r"
          else
            v=$(violations "$rec.$r")
            [[ $v == 0 ]] || gpu_v+="; rank $r: violations ${v:-missing}"
          fi
        done
        gpu_v=${gpu_v#OK; }
      elif [[ $check == status ]]; then
        if grep -qx "$name: OK" "$gpu"; then gpu_v=OK
        else gpu_v="no '$name: OK' line$(grep -qx "$name: MISMATCH" "$gpu" && echo " (MISMATCH)")"
        fi
      elif diff <(mask "$cpu") <(mask "$gpu") >> "$LOG/examples.log" 2>&1; then gpu_v=OK
      else gpu_v="output differs from the CPU run's (examples.log)"
      fi
      if [[ $cpu_v == OK && $gpu_v == OK ]]; then
        passed=$(( passed + 1 ))
        echo "example-$name ($np ranks): cpu OK, gpu OK$record" >> "$LOG/summary.txt"
      else
        failed=$(( failed + 1 ))
        echo "example-$name ($np ranks): FAILED: cpu $cpu_v, gpu $gpu_v$record" >> "$LOG/summary.txt"
      fi
    done 3< "$B/bin/examples.txt"
    echo "examples: $passed passed, $failed failed$record" | tee -a "$LOG/summary.txt"
    (( failed == 0 ))
  )
  examples_rc=$?
  fi
fi

# CPU overlap benchmarks with spare cores per rank.
# (env.sh's singleton settings are for the one-process GPU programs.)
(
  unset OMPI_MCA_btl OMPI_MCA_ess_singleton_isolated
  # Says on stderr whether the namespaces and tc links could be made.
  if want overlap || want poll || want trace; then
    step netns-probe overlap-probe.log 30 "$ROOT/bench/netns/netns-mpirun.sh" -n 2 -- hostname
  fi
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
exit "$examples_rc"
