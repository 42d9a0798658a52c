#!/usr/bin/env bash
# Every GPU-machine check and benchmark in one call (the device tool lends
# the machine for minutes; nothing is built there). Run from the repository
# root on the GPU machine after bench/device/make-bundle.sh made the bundle
# here:
#
#   MACO_TIMEOUT=60 bench/device/run-all.sh [TARBALL] [LOG_DIR]
#
# (defaults .device/bundle.tar.xz and /tmp/maco-device-logs). At the end,
# also when a part fails or the script is stopped by a signal, it writes
# LOG_DIR/tables.md (bench/device/tables.py) and, when PACK_DIR (default
# $OUT, the device tool's folder) is set, copies summary.txt, machine.txt
# and tables.md there and packs LOG_DIR into PACK_DIR/logs.tgz: the device
# tool returns at most 8 files from $OUT. summary.txt has one line per
# step ("<step>: exit N (T s)") and one verdict line per check.
#
# Parts, in the order they run (PARTS, default
# "gpu sanitize examples entries tables cuda-bench calibrate overlap trace"):
#   machine.txt     (always) GPU, driver, CPU, kernel
#   gpu             gpu-tests.log: maco_cuda_runtime_test: MPI check, GPU
#                   test, timeout check (ctest's runtime.cuda.*)
#   sanitize        sanitize/: every example's GPU build under
#                   `compute-sanitizer --tool memcheck --report-api-errors
#                   no` (memory errors only: NCCL probes kernel images with
#                   calls that fail by design, 148 such reports per run on
#                   the H100; the runtime checks every CUDA call's result
#                   itself) (COMPUTE_SANITIZER,
#                   else on PATH, else /usr/local/cuda/bin) at the smallest
#                   rank count it runs at (bin/examples.txt: 1, or 2 for
#                   chunked-pipeline and pipeline-parallel, 4 for
#                   sp-kv-cache), those on 1 and 2 ranks at once, then
#                   those on 4; passes if it exits 0,
#                   every rank's sanitizer says "ERROR SUMMARY: 0 errors"
#                   and the example's own "<name>: OK" line is there (or,
#                   for the examples without one, its output equals the CPU
#                   build's at the same count). Without a sanitizer it says
#                   so and is skipped.
#   examples        examples/: first an NCCL probe (an example at 2 ranks
#                   with NCCL_DEBUG=INFO: which transport, or why NCCL
#                   refused); then every example built for the CPU (MPI)
#                   and for the GPU (maco-to-cuda: kernels, cuBLAS, NCCL)
#                   at 2 and 4 ranks (EXAMPLE_NPS) where its grid allows
#                   (bin/examples.txt). Several ranks share the one GPU: each
#                   rank gets its own NCCL_HOSTID so that NCCL treats it as
#                   a separate host (network transport over loopback)
#                   instead of refusing a duplicate GPU. Each run passes if
#                   it exits 0 and prints the example's own line
#                   "<name>: OK"; for the examples that print no such line
#                   ("output" in examples.txt) the GPU run's output must
#                   equal the CPU run's (base@ addresses, "seconds" lines
#                   and NCCL's log lines masked). If the probe fails, the
#                   GPU halves on several ranks are skipped and
#                   summary.txt says why: GPU programs always run on the
#                   CUDA backend (NCCL), they cannot fall back to MPI.
#   entries         entries/: the exported PyTorch programs
#                   (examples/torch: bin/entries.txt), each rank's .npy
#                   shards in and results out, CPU and GPU builds at the
#                   program's rank count, both compared with PyTorch's own
#                   results (bench/device/compare-npy.py); in record mode
#                   only the GPU build's exit status counts.
#   tables          bench/: the GPU benchmarks of bench/gpu/build.sh and
#                   their PyTorch references (bench/gpu/torch_ref.py, run
#                   with TORCH_PYTHON, default python3), TABLES (default
#                   "ew mlp chunks car mlp2"): element-wise against the
#                   copy bandwidth, the MLP layer against PyTorch eager,
#                   chunked against unchunked (1 rank), GEMM ∥ all-reduce
#                   (2 ranks), the bf16 layer again on 2 ranks; then
#                   tables.md. A benchmark passes if it exits 0 and prints
#                   its timing lines.
#   cuda-bench      cuda-bench.log/.csv: maco_cuda_bench all
#   calibrate       calibrate.txt: bench/calibrate on the CPUs (2 ranks)
#   overlap         overlap.md: bench/overlap/run.sh with the ahead-of-time
#                   CPU programs on 2 and 4 ranks (NPS) in network
#                   namespaces (400 Mbit/s links)
#   trace           trace.tgz: MACO_TRACE of the optimized CPU programs
#   poll            (not by default) poll.md: the 2-rank overlap table with
#                   other stream-worker polling settings
#   handwritten     (not by default) handwritten.md: bench/handwritten/run.sh
#                   with its programs compiled ahead of time (AOT_DIR, the
#                   bundle's bin/; HW_NPS rank counts, default "2 4"; REPS)
#   overhead        (not by default) overhead.log: overhead_bench on 2 and
#                   4 ranks, 4 KiB, 64 KiB and 1 MiB
# (bench/compile-time/run.sh needs maco-opt with libMLIR and libLLVM, too
# large to travel beside this bundle: bench/device/make-compiler-bundle.sh
# packs them alone for bench/device/run-compile-time.sh.)
#
# Time: the whole run keeps within RUN_BUDGET seconds (default 450): each
# step's time limit is cut to what is left (less RUN_RESERVE, default 15 s,
# for the tables and the packing), a step with under 5 s left is skipped
# and says so, and the parts sanitize, examples and tables also have their
# own budgets (SANITIZE_BUDGET 150, EXAMPLES_BUDGET 150, TABLES_BUDGET 180
# seconds) so that one slow part leaves time to the next. MACO_TIMEOUT
# (default 60 s; 3x under the sanitizer) aborts a run whose collective
# hangs instead of waiting for the step's limit.
#
# Record mode (MACO_RECORD_LIB=DIR, a directory with the recording
# libmaco_runtime_cuda.so, which runs the GPU programs' host code without a
# GPU; docs/runtime.md): DIR goes first in LD_LIBRARY_PATH for the GPU runs,
# each rank writes a report (MACO_RECORD), and a GPU run passes if it exits
# 0, prints the status line (OK or MISMATCH: no kernel runs) and every
# rank's report has "violations": 0; the benchmarks' reports are also held
# to the bounds in gpu-bench.txt (bench/device/record-bounds.py). The
# sanitizer runs in record mode only when COMPUTE_SANITIZER names one
# (bench/device/fake-compute-sanitizer.sh in ctest). GPU_BENCH_DIR (default
# the bundle's bin/) is where the benchmarks are; TORCH_DEVICE=cpu runs the
# PyTorch references on the CPU (a test of the script, not a measurement).
#
# Other environment: REPS (overlap part, default 3), NPS (its rank counts,
# default "2 4"), MACO_BUNDLE_DIR (default /tmp/maco-bundle: where the
# tarball is unpacked). Exit status: 1 if an example, an entry program, a sanitizer run or a
# benchmark failed (skipped ones do not count), else 0.
#
# OpenBLAS: the GPU machine's virtual CPU reports a generic model name, and
# OpenBLAS 0.3.21 then falls back to its generic x86-64 kernel (about 15
# GFLOP/s per core instead of 60-100). OPENBLAS_CORETYPE is set from the
# CPU flags (SkylakeX with AVX-512, Haswell with AVX2) unless already set.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TARBALL="${1:-$ROOT/.device/bundle.tar.xz}"
LOG="${2:-/tmp/maco-device-logs}"
PACK="${PACK_DIR-${OUT:-}}"
REPS="${REPS:-3}"
PARTS="${PARTS:-gpu sanitize examples entries tables cuda-bench calibrate overlap trace}"
BUDGET="${RUN_BUDGET:-450}"
RESERVE="${RUN_RESERVE:-15}"
export MACO_TIMEOUT="${MACO_TIMEOUT:-60}"
EXAMPLE_NPS="${EXAMPLE_NPS:-2 4}"
TORCH_PYTHON="${TORCH_PYTHON:-python3}"
TORCH_DEVICE="${TORCH_DEVICE:-cuda}"
T0=$(date +%s)
DEADLINE=$(( T0 + BUDGET ))
want() { [[ " $PARTS " == *" $1 "* ]]; }
mkdir -p "$LOG"
LOG="$(cd "$LOG" && pwd)"
rm -rf "$LOG/examples" "$LOG/entries" "$LOG/sanitize" "$LOG/bench"
rm -f "$LOG"/{summary.txt,tables.md,tables.err,machine.txt,gpu-tests.log,bench.log,gpu-bench.env}
mkdir -p "$LOG/examples" "$LOG/sanitize" "$LOG/bench"
: > "$LOG/summary.txt"
say() { echo "$*" | tee -a "$LOG/summary.txt"; }

finished=0
# shellcheck disable=SC2317  # finish runs from the EXIT trap
finish() { # at exit, however it ends: tables.md, the time, the packed logs
  local rc=$?
  trap - EXIT
  (( finished )) || say "run-all: stopped before the end (exit $rc) after $(( $(date +%s) - T0 )) s"
  if compgen -G "$LOG/bench/*.out" > /dev/null; then
    timeout 30 python3 "$ROOT/bench/device/tables.py" "$LOG" -o "$LOG/tables.md" \
      > /dev/null 2> "$LOG/tables.err" || say "tables.py: failed (tables.err)"
  fi
  say "run-all: $(( $(date +%s) - T0 )) s in all (budget $BUDGET s; PARTS=$PARTS)"
  if [[ -n $PACK ]]; then
    mkdir -p "$PACK"
    if [[ "$(cd "$PACK" && pwd -P)" != "$(cd "$LOG" && pwd -P)" ]]; then
      for f in summary.txt machine.txt tables.md; do
        [[ -f $LOG/$f ]] && cp "$LOG/$f" "$PACK/"
      done
      tar -C "$(dirname "$LOG")" -czf "$PACK/logs.tgz" "$(basename "$LOG")" &&
        echo "run-all: logs packed into $PACK/logs.tgz ($(du -h "$PACK/logs.tgz" | cut -f1))"
    fi
  fi
  echo "===== summary.txt"
  cat "$LOG/summary.txt"
  exit "$rc"
}
trap finish EXIT
trap 'say "run-all: stopped by a signal"; exit 143' TERM INT HUP

B="${MACO_BUNDLE_DIR:-/tmp/maco-bundle}"
rm -rf "$B" && mkdir -p "$B" && tar -C "$B" --strip-components=1 -xJf "$TARBALL" ||
  { say "run-all: FAILED: cannot unpack $TARBALL"; exit 1; }
B="$(cd "$B" && pwd)"
ORIG_LD="${LD_LIBRARY_PATH:-}"
# shellcheck disable=SC1091
source "$B/env.sh"
export PATH="$B/bin:$PATH"
# env.sh's singleton settings are for the one-process programs (the GPU
# tests, cuda-bench); the parts that use mpirun drop them and put them back.
SINGLETON=("OMPI_MCA_btl=${OMPI_MCA_btl:-}" "OMPI_MCA_ess_singleton_isolated=${OMPI_MCA_ess_singleton_isolated:-}")
mpi_env() { unset OMPI_MCA_btl OMPI_MCA_ess_singleton_isolated; }
singleton_env() { local kv; for kv in "${SINGLETON[@]}"; do [[ -n ${kv#*=} ]] && export "${kv?}"; done; return 0; }
# CUDA libraries: the toolkit's, then NCCL/cuBLAS from the Python packages.
NV=$(python3 -c 'import nvidia, os; print(":".join(os.path.join(p, d, "lib") for p in nvidia.__path__ for d in sorted(os.listdir(p)) if os.path.isdir(os.path.join(p, d, "lib"))))' 2>/dev/null)
export LD_LIBRARY_PATH="$LD_LIBRARY_PATH:/usr/local/cuda/lib64${NV:+:$NV}"

# Time: what is left before the deadline; a part may set a nearer one.
left() { echo $(( DEADLINE - $(date +%s) - RESERVE )); }
part_budget() { # seconds: the deadline of the part that starts now
  local d=$(( $(date +%s) + $1 + RESERVE ))
  (( d < RUN_DEADLINE )) && DEADLINE=$d || DEADLINE=$RUN_DEADLINE
}
RUN_DEADLINE=$DEADLINE

step() { # name log seconds command...: runs it with a time limit, logs its exit status
  local name=$1 log=$2 limit=$3 t0 rc l
  shift 3
  l=$(left)
  if (( l < 5 )); then
    say "$name: SKIPPED (time budget spent)"
    return 125
  fi
  (( limit > l )) && limit=$l
  t0=$(date +%s)
  echo "== $name: $*" >> "$LOG/$log"
  echo "== $name"
  timeout -k 5 "$limit" "$@" >> "$LOG/$log" 2>&1 < /dev/null
  rc=$?
  say "$name: exit $rc ($(( $(date +%s) - t0 )) s)"
  return $rc
}
# `step ... "${TO[@]}" FILE command...`: the command's output goes to FILE.
TO=(sh -c 'out=$1; shift; exec "$@" > "$out" 2>&1' _)
# Before a GPU program under mpirun: each rank its own NCCL_HOSTID.
HOSTID=(sh -c 'NCCL_HOSTID=maco-rank-$OMPI_COMM_WORLD_RANK; export NCCL_HOSTID; exec "$@"' sh)
# (GPU runs under mpirun get --bind-to none: NCCL's proxy threads need cores
# beside the rank's own thread.)
# PyTorch gets the environment it had before env.sh (not the bundle's libraries).
HOSTID_TORCH=(sh -c 'NCCL_HOSTID=maco-rank-$OMPI_COMM_WORLD_RANK LD_LIBRARY_PATH=$TORCH_LD; export NCCL_HOSTID LD_LIBRARY_PATH; exec "$@"' sh)

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
  timeout 30 nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv
  lscpu | grep -E "Model name|^CPU\(s\)|Thread|Socket|NUMA node\(s\)"
  uname -r
  echo "MACO_TIMEOUT=$MACO_TIMEOUT RUN_BUDGET=$BUDGET PARTS=$PARTS"
} > "$LOG/machine.txt" 2>&1

# Record mode: the GPU runs use the recording CUDA runtime.
GPU_LD="$LD_LIBRARY_PATH"
RECORD=""
if [[ -n ${MACO_RECORD_LIB:-} ]]; then
  RECORD=" (record mode: $MACO_RECORD_LIB)"
  GPU_LD="$MACO_RECORD_LIB:$LD_LIBRARY_PATH"
  [[ -e $MACO_RECORD_LIB/libmaco_runtime_cuda.so ]] ||
    say "warning: $MACO_RECORD_LIB/libmaco_runtime_cuda.so does not exist"
fi
recx() { # report prefix: mpirun's options that make each rank write its report
  [[ -n $RECORD ]] && printf '%s\n' -x "MACO_RECORD=$1" -x MACO_RECORD_QUIET=1
}

# GPU tests (ctest's runtime.cuda.backend and runtime.cuda.timeout).
if want gpu; then
  step mpi-check gpu-tests.log 60 env MACO_TIMEOUT=120 maco_cuda_runtime_test --mpi-check
  step gpu-test gpu-tests.log 150 env MACO_TIMEOUT=120 maco_cuda_runtime_test
  step gpu-timeout gpu-tests.log 60 env MACO_TIMEOUT=2 maco_cuda_runtime_test --timeout-check
  grep -q "maco: timeout: all_reduce on rank 0" "$LOG/gpu-tests.log" &&
    say "gpu-timeout: expected message seen (exit 124 is that check passing)"
fi

# Verdicts of one run.
violations() { # report file: prints its "violations" value (empty if none)
  python3 -c 'import json, sys; print(json.load(open(sys.argv[1])).get("violations", ""))' "$1" 2>/dev/null
}
nccl_error() { # output file: the first line that says NCCL failed
  grep -m1 -E 'nccl[A-Za-z]* failed on rank|NCCL WARN|Duplicate GPU|ncclInvalidUsage|ncclSystemError|ncclInternalError|ncclRemoteError|ncclUnhandledCudaError' "$1" 2>/dev/null | cut -c1-240
}
first_error() { # output file: NCCL's complaint, else the first error line
  local e
  e=$(nccl_error "$1")
  [[ -n $e ]] || e=$(grep -m1 -E '^maco: |[Ee]rror|ERROR|[Aa]bort' "$1" 2>/dev/null | cut -c1-240)
  echo "$e"
}
maskout() { # output file, without what differs between correct runs
  # (Open MPI's and PMIx's "[host:pid] ..." messages, NCCL's version and
  # log lines: only GPU runs load NCCL, and pids differ from run to run.)
  grep -v -E 'seconds|^=========|^NCCL version|NCCL (WARN|INFO)|^maco-record|^\[[^] ]+:[0-9]+\] ' "$1" | sed -E 's/base@ = 0x[0-9a-f]+/base@ = 0x?/'
}
status_line() { # name out: OK, or why its "<name>: OK" line is missing
  if grep -qx "$1: OK" "$2"; then echo OK
  else echo "no '$1: OK' line$(grep -qx "$1: MISMATCH" "$2" && echo " (MISMATCH)")"
  fi
}
cpu_verdict() { # rc out name check
  if (( $1 == 125 )); then echo "SKIPPED (time budget spent)"
  elif (( $1 )); then echo "exit $1"
  elif [[ $4 == status ]]; then status_line "$3" "$2"
  else echo OK
  fi
}
gpu_verdict() { # rc out name check np record-prefix cpu-out
  local rc=$1 out=$2 name=$3 check=$4 np=$5 rec=$6 cpu=$7 v r x e
  if (( rc )); then
    v="exit $rc"
    (( rc == 124 || rc == 137 )) && v+=" (time limit)"
    (( rc == 125 )) && v="SKIPPED (time budget spent)"
    e=$(first_error "$out")
    [[ -n $e ]] && v+=": $e"
    echo "$v"
  elif [[ -n $RECORD ]]; then
    v=OK
    if [[ $check == status ]] && ! grep -qxE "$name: (OK|MISMATCH)" "$out"; then
      v="no '$name: OK/MISMATCH' line"
    fi
    for (( r = 0; r < np; r++ )); do
      if [[ ! -f $rec.$r ]]; then v+="; no report $rec.$r"
      else
        x=$(violations "$rec.$r")
        [[ $x == 0 ]] || v+="; rank $r: violations ${x:-missing}"
      fi
    done
    echo "${v#OK; }"
  elif [[ $check == status ]]; then status_line "$name" "$out"
  elif [[ ! -f $cpu ]]; then echo "no CPU output to compare"
  elif diff <(maskout "$cpu") <(maskout "$out") > "$out.diff" 2>&1; then echo OK
  else echo "output differs from the CPU run's ($(basename "$out").diff)"
  fi
}
# examples.txt: "<name> <ranks> <check> <counts>" (counts: where it runs).
examples_list() { grep -v '^[[:space:]]*$' "$B/bin/examples.txt"; }

# Every example's GPU build under compute-sanitizer (memcheck).
sanitize_rc=0
san_run() { # name np check out [VAR=VALUE...]: one run under the sanitizer; its verdict in SAN_V
  local name=$1 np=$2 check=$3 gpu=$4 d="$LOG/sanitize" gpu_rc v e n0 kv x=()
  shift 4
  for kv in "$@"; do x+=(-x "$kv"); done
  local rec="${gpu%.out}.record"
  rm -f "$rec".*
  # shellcheck disable=SC2046
  step "sanitize-$name${x[*]:+-retry}" "sanitize/$name.log" "${SAN_LIMIT:-120}" "${TO[@]}" "$gpu" \
    mpirun --oversubscribe --bind-to none -np "$np" -x NCCL_DEBUG=WARN -x LD_LIBRARY_PATH="$GPU_LD" \
      -x MACO_TIMEOUT=$(( MACO_TIMEOUT * 3 )) "${x[@]}" $(recx "$rec") "${HOSTID[@]}" \
      "$SAN" --tool memcheck --report-api-errors no --error-exitcode 97 --print-limit 100 "$B/bin/$name-gpu"
  gpu_rc=$?
  if (( gpu_rc == 97 )); then
    v="memcheck found errors: $(grep -E '^========= [A-Z]' "$gpu" | grep -v -E 'COMPUTE-SANITIZER|ERROR SUMMARY' | head -1 | cut -c1-200)"
  else
    v=$(gpu_verdict "$gpu_rc" "$gpu" "$name" "$check" "$np" "$rec" "$d/$name-cpu.out")
  fi
  if (( gpu_rc != 125 )); then
    n0=$(grep -c 'ERROR SUMMARY: 0 errors' "$gpu")
    (( n0 == np )) || v+="; $n0 of $np ranks' sanitizers said 'ERROR SUMMARY: 0 errors'"
    e=$(grep -m1 -iE 'device not supported|not supported on this (device|platform)|unable to (find|load) .*injection|error 999' "$gpu" | cut -c1-200)
    [[ -n $e ]] && v+="; the sanitizer could not run here: $e"
  fi
  SAN_V=${v#OK; }
}
san_one() { # name np check: its verdict in summary.txt and in sanitize/<name>.verdict
  local name=$1 np=$2 check=$3 d="$LOG/sanitize" cpu_rc=0 v v2
  if [[ $check == output ]]; then
    step "sanitize-$name-cpu" "sanitize/$name.log" 60 "${TO[@]}" "$d/$name-cpu.out" \
      mpirun --oversubscribe -np "$np" "$B/bin/$name-cpu"
    cpu_rc=$?
  fi
  san_run "$name" "$np" "$check" "$d/$name-gpu.out"
  v=$SAN_V
  # A failure that is not memcheck's own finding in a run that could start:
  # once more with NCCL's cuMem allocations off (they are what the
  # sanitizer is most likely to trip over), if time allows.
  if [[ $v != OK && $v != SKIPPED* && $v != *"could not run here"* && $v != "memcheck found"* ]] &&
     (( $(left) > 60 )); then
    san_run "$name" "$np" "$check" "$d/$name-gpu-retry.out" NCCL_CUMEM_ENABLE=0 NCCL_CUMEM_HOST_ENABLE=0
    v2=$SAN_V
    if [[ $v2 == OK ]]; then v="OK with NCCL_CUMEM_ENABLE=0 NCCL_CUMEM_HOST_ENABLE=0 (the first run: $v)"
    else v+="; again with NCCL_CUMEM_ENABLE=0 NCCL_CUMEM_HOST_ENABLE=0: $v2"
    fi
  fi
  (( cpu_rc && cpu_rc != 125 )) && v+="; the CPU build exited $cpu_rc"
  echo "$v" > "$d/$name.verdict"
  say "sanitize-$name ($np rank$( (( np > 1 )) && echo s)): $v$RECORD"
}
if want sanitize; then
  part_budget "${SANITIZE_BUDGET:-150}"
  mpi_env
  SAN="${COMPUTE_SANITIZER:-}"
  if [[ -z $SAN && -z $RECORD ]]; then
    SAN=$(command -v compute-sanitizer || true)
    if [[ -z $SAN ]]; then
      for f in /usr/local/cuda/bin/compute-sanitizer /usr/local/cuda*/bin/compute-sanitizer \
               /usr/local/cuda*/compute-sanitizer/compute-sanitizer; do
        [[ -x $f ]] && { SAN=$f; break; }
      done
    fi
  fi
  if [[ ! -f "$B/bin/examples.txt" ]]; then
    say "sanitize: FAILED: bin/examples.txt is not in the bundle"
    sanitize_rc=1
  elif [[ -z $SAN ]]; then
    say "sanitize: SKIPPED: $( [[ -n $RECORD ]] && echo "record mode and COMPUTE_SANITIZER not set" ||
      echo "compute-sanitizer not found (PATH, /usr/local/cuda/bin; COMPUTE_SANITIZER=path names one)")"
  else
    say "sanitize: $SAN ($(timeout 20 "$SAN" --version 2>/dev/null | grep -m1 -i version || echo "version unknown"))"
    # At the smallest count each runs at: those on 1 and 2 ranks all at
    # once (10 processes), then those on 4.
    batch=("" "")
    while read -r name ranks check counts; do
      [[ -n $name ]] || continue
      c=${counts:-$ranks}
      c=${c%%,*}
      batch[$(( c >= 4 ))]+="$name:${check:-status}:$c "
    done < <(examples_list)
    notrun=0
    for items in "${batch[@]}"; do
      for item in $items; do
        if (( $(left) < 5 )); then notrun=$(( notrun + 1 )); continue; fi
        IFS=: read -r name check np <<< "$item"
        san_one "$name" "$np" "$check" &
      done
      wait
    done
    passed=0 failed=0 skipped=$notrun
    for f in "$LOG"/sanitize/*.verdict; do
      [[ -f $f ]] || continue
      v=$(cat "$f")
      if [[ $v == OK* ]]; then passed=$(( passed + 1 ))
      elif [[ $v == SKIPPED* ]]; then skipped=$(( skipped + 1 ))
      else failed=$(( failed + 1 ))
      fi
    done
    say "sanitize: $passed passed, $failed failed, $skipped skipped$( (( notrun )) && echo " ($notrun not started: time budget spent)")$RECORD"
    (( failed == 0 )) || sanitize_rc=1
  fi
  singleton_env
  DEADLINE=$RUN_DEADLINE
fi

# Examples at 2 and 4 ranks: the CPU build and the GPU build.
examples_rc=0
NCCL_OK=""
if want examples; then
  part_budget "${EXAMPLES_BUDGET:-150}"
  if [[ ! -f "$B/bin/examples.txt" ]]; then
    say "examples: FAILED: bin/examples.txt is not in the bundle"
    examples_rc=1
  else
    mpi_env
    d="$LOG/examples"
    # NCCL with several ranks on the one GPU: a probe with NCCL's own log.
    probe=$(examples_list | awk '$4 ~ /(^|,)2(,|$)/ {print $1}' | grep -m1 -x compute-allreduce-overlap ||
            examples_list | awk '$4 ~ /(^|,)2(,|$)/ {print $1; exit}')
    if [[ -n $probe && " $EXAMPLE_NPS " != " 1 " ]]; then
      step nccl-probe examples/nccl-probe.log 90 "${TO[@]}" "$d/nccl-probe.out" \
        mpirun --oversubscribe --bind-to none -np 2 -x NCCL_DEBUG=INFO -x NCCL_DEBUG_SUBSYS=INIT,NET \
          -x LD_LIBRARY_PATH="$GPU_LD" "${HOSTID[@]}" "$B/bin/$probe-gpu"
      rc=$?
      if (( rc == 0 )); then
        NCCL_OK=1
        how=$(grep -m1 -oE 'via NET/[^ ]*|Using network [^ ]*' "$d/nccl-probe.out")
        say "nccl-probe: OK: $probe on 2 ranks sharing the GPU (distinct NCCL_HOSTID)${how:+; NCCL: $how}$RECORD"
      else
        NCCL_OK=0
        why=$(nccl_error "$d/nccl-probe.out")
        if [[ -n $why ]]; then why="NCCL refused: $why"
        else why="not an NCCL error: $(first_error "$d/nccl-probe.out")"
        fi
        say "nccl-probe: FAILED: $probe's GPU build on 2 ranks sharing the one GPU (distinct NCCL_HOSTID) exited $rc; $why (examples/nccl-probe.out has NCCL's log). The GPU halves on several ranks are skipped: GPU programs always run on the CUDA backend (NCCL) and cannot fall back to MPI; the CPU halves still run."
      fi
    fi
    passed=0 failed=0 skipped=0 notrun=0
    for np in $EXAMPLE_NPS; do
      # The list on fd 3: mpirun reads stdin (step gives it /dev/null too).
      while read -r name ranks check counts <&3; do
        [[ -n $name ]] || continue
        check=${check:-status}
        [[ ",${counts:-$ranks}," == *",$np,"* ]] || continue
        if (( $(left) < 5 )); then notrun=$(( notrun + 1 )); continue; fi
        cpu="$d/$name-cpu-np$np.out" gpu="$d/$name-gpu-np$np.out" rec="$d/$name-gpu-np$np.record"
        rm -f "$rec".*
        step "example-$name-cpu-np$np" examples.log 60 "${TO[@]}" "$cpu" \
          mpirun --oversubscribe -np "$np" "$B/bin/$name-cpu"
        cpu_v=$(cpu_verdict $? "$cpu" "$name" "$check")
        if (( np > 1 )) && [[ $NCCL_OK == 0 ]]; then
          gpu_v="SKIPPED (the NCCL probe on 2 ranks failed)"
        else
          # shellcheck disable=SC2046
          step "example-$name-gpu-np$np" examples.log 90 "${TO[@]}" "$gpu" \
            mpirun --oversubscribe --bind-to none -np "$np" -x NCCL_DEBUG=WARN -x LD_LIBRARY_PATH="$GPU_LD" \
              $(recx "$rec") "${HOSTID[@]}" "$B/bin/$name-gpu"
          gpu_v=$(gpu_verdict $? "$gpu" "$name" "$check" "$np" "$rec" "$cpu")
        fi
        if [[ $cpu_v == OK && $gpu_v == OK ]]; then
          passed=$(( passed + 1 ))
          say "example-$name ($np ranks): cpu OK, gpu OK$RECORD"
        elif [[ $cpu_v == OK && $gpu_v == SKIPPED* || $cpu_v == SKIPPED* && $gpu_v != FAILED* ]]; then
          skipped=$(( skipped + 1 ))
          say "example-$name ($np ranks): cpu OK, gpu $gpu_v$RECORD"
        else
          failed=$(( failed + 1 ))
          say "example-$name ($np ranks): FAILED: cpu $cpu_v, gpu $gpu_v$RECORD"
        fi
      done 3< "$B/bin/examples.txt"
    done
    say "examples: $passed passed, $failed failed, $skipped GPU halves skipped$( (( notrun )) && echo ", $notrun runs not started (time budget spent)")$RECORD"
    (( failed == 0 )) || examples_rc=1
    singleton_env
  fi
  DEADLINE=$RUN_DEADLINE
fi

# Exported PyTorch programs (examples/torch): each rank's .npy shards in,
# results out, on the CPU build and the GPU build, both compared with
# PyTorch's own results (bench/device/compare-npy.py: floats within 2e-3 of
# the largest |value|). In record mode the GPU build's kernels do not run:
# only its exit status counts.
entries_rc=0
if want entries; then
  part_budget "${ENTRIES_BUDGET:-120}"
  if [[ ! -f "$B/bin/entries.txt" ]]; then
    say "entries: FAILED: bin/entries.txt is not in the bundle"
    entries_rc=1
  else
    mpi_env
    d="$LOG/entries"
    rm -rf "$d"
    mkdir -p "$d"
    passed=0 failed=0 notrun=0
    while read -r name np <&3; do
      [[ -n $name ]] || continue
      if (( $(left) < 5 )); then notrun=$(( notrun + 1 )); continue; fi
      w="$d/$name"
      mkdir -p "$w"
      tar -C "$w" -xf "$B/bin/entry-$name.tar"
      step "entry-$name-cpu" entries.log 60 "${TO[@]}" "$w/cpu.out" \
        mpirun --oversubscribe -np "$np" "$B/bin/entry-$name-cpu" \
          --input-dir "$w/args" --output-dir "$w/out-cpu"
      rc=$?
      if (( rc )); then cpu_v="FAILED: exit $rc"
      elif python3 "$ROOT/bench/device/compare-npy.py" "$w/expected" "$w/out-cpu" > "$w/cpu.cmp"; then cpu_v=OK
      else cpu_v="FAILED: $(grep -m1 MISMATCH "$w/cpu.cmp")"
      fi
      if (( np > 1 )) && [[ $NCCL_OK == 0 ]]; then
        gpu_v="SKIPPED (the NCCL probe on 2 ranks failed)"
      else
        rm -f "$w/gpu.record".*
        # shellcheck disable=SC2046
        step "entry-$name-gpu" entries.log 90 "${TO[@]}" "$w/gpu.out" \
          mpirun --oversubscribe --bind-to none -np "$np" -x NCCL_DEBUG=WARN -x LD_LIBRARY_PATH="$GPU_LD" \
            $(recx "$w/gpu.record") "${HOSTID[@]}" "$B/bin/entry-$name-gpu" \
            --input-dir "$w/args" --output-dir "$w/out-gpu"
        rc=$?
        if (( rc )); then gpu_v="FAILED: exit $rc$(e=$(first_error "$w/gpu.out"); [[ -n $e ]] && echo ": $e")"
        elif [[ -n $RECORD ]]; then gpu_v=OK
        elif python3 "$ROOT/bench/device/compare-npy.py" "$w/expected" "$w/out-gpu" > "$w/gpu.cmp"; then gpu_v=OK
        else gpu_v="FAILED: $(grep -m1 MISMATCH "$w/gpu.cmp")"
        fi
      fi
      if [[ $cpu_v == OK && ( $gpu_v == OK || $gpu_v == SKIPPED* ) ]]; then
        passed=$(( passed + 1 ))
        say "entry-$name ($np ranks): cpu $cpu_v, gpu $gpu_v (against PyTorch)$RECORD"
      else
        failed=$(( failed + 1 ))
        say "entry-$name ($np ranks): FAILED: cpu $cpu_v, gpu $gpu_v$RECORD"
      fi
    done 3< "$B/bin/entries.txt"
    say "entries: $passed passed, $failed failed$( (( notrun )) && echo ", $notrun not started (time budget spent)")$RECORD"
    (( failed == 0 )) || entries_rc=1
    singleton_env
  fi
  DEADLINE=$RUN_DEADLINE
fi

# The GPU benchmarks and their PyTorch references (tables.md).
tables_rc=0
G="${GPU_BENCH_DIR:-$B/bin}"
declare -A BOUNDS=()
port=$(( 29500 + RANDOM % 500 ))
BENCH_NOTRUN=0
bench_maco() { # run exe np limit: one benchmark program under mpirun
  local run=$1 exe=$2 np=$3 limit=$4 out="$LOG/bench/$1.out" rec="$LOG/bench/$1.record" rc v
  if (( $(left) < 5 )); then BENCH_NOTRUN=$(( BENCH_NOTRUN + 1 )); return 0; fi
  if (( np > 1 )) && [[ $NCCL_OK == 0 ]]; then
    say "bench-$run ($np ranks): SKIPPED (the NCCL probe on 2 ranks failed)"
    return 0
  fi
  rm -f "$rec".*
  # shellcheck disable=SC2046
  step "bench-$run" bench.log "$limit" "${TO[@]}" "$out" \
    mpirun --oversubscribe --bind-to none -np "$np" -x NCCL_DEBUG=WARN -x LD_LIBRARY_PATH="$GPU_LD" \
      $(recx "$rec") "${HOSTID[@]}" "$G/$exe"
  rc=$?
  if (( rc == 125 )); then return 0
  elif (( rc )); then v="FAILED: exit $rc$(e=$(first_error "$out"); [[ -n $e ]] && echo ": $e")"
  elif ! grep -q "maco-bench .* seconds=" "$out"; then v="FAILED: no timing line"
  else v=OK
  fi
  if [[ -n $RECORD && $rc == 0 ]]; then
    local b
    b=$(python3 "$ROOT/bench/device/record-bounds.py" "$rec" "$np" "${BOUNDS[$exe]:-violations==0}")
    [[ $b == OK ]] || v="FAILED: recorded counts: $b"
  fi
  say "bench-$run ($np rank$( (( np > 1 )) && echo s)): $v$RECORD"
  [[ $v == OK ]] || tables_rc=1
}
bench_torch() { # run np limit torch_ref.py-args...
  local run=$1 np=$2 limit=$3 out="$LOG/bench/$1.out" rc v
  if (( $(left) < 5 )); then BENCH_NOTRUN=$(( BENCH_NOTRUN + 1 )); return 0; fi
  shift 3
  if (( np > 1 )) && [[ $NCCL_OK == 0 ]]; then
    say "bench-$run ($np ranks): SKIPPED (the NCCL probe on 2 ranks failed)"
    return 0
  fi
  port=$(( port + 1 ))
  step "bench-$run" bench.log "$limit" "${TO[@]}" "$out" \
    mpirun --oversubscribe --bind-to none -np "$np" -x TORCH_LD="$ORIG_LD" "${HOSTID_TORCH[@]}" \
      "$TORCH_PYTHON" "$ROOT/bench/gpu/torch_ref.py" "$@" --device "$TORCH_DEVICE" --port "$port"
  rc=$?
  if (( rc == 125 )); then return 0
  elif (( rc == 3 )) || grep -q "torch-bench: skipped" "$out"; then
    v="SKIPPED ($(grep -m1 -o 'torch-bench: skipped: .*' "$out" | cut -c23-200))"
  elif (( rc )); then v="FAILED: exit $rc$(e=$(first_error "$out"); [[ -n $e ]] && echo ": $e")"; tables_rc=1
  elif ! grep -q "torch-bench .* seconds=" "$out"; then v="FAILED: no timing line"; tables_rc=1
  else v=OK
  fi
  say "bench-$run ($np rank$( (( np > 1 )) && echo s)): $v"
}
if want tables; then
  part_budget "${TABLES_BUDGET:-180}"
  if [[ ! -f $G/gpu-bench.txt ]]; then
    say "tables: FAILED: $G/gpu-bench.txt does not exist (bench/gpu/build.sh)"
    tables_rc=1
  else
    mpi_env
    cp "$G/gpu-bench.env" "$LOG/"
    # shellcheck disable=SC1091
    source "$G/gpu-bench.env"
    while read -r exe _ bounds; do BOUNDS[$exe]=$bounds; done < "$G/gpu-bench.txt"
    mlp=(--B "$MLP_B" --D "$MLP_D" --HS "$MLP_HS" --steps-f32 "$MLP_STEPS_F32"
         --steps-bf16 "$MLP_STEPS_BF16" --reps "$MLP_REPS")
    for t in ${TABLES:-ew mlp chunks car mlp2}; do
      case $t in
        ew)
          bench_maco ew gpu-ew 1 60
          bench_torch torch-ew 1 90 ew --rows "$EW_R" --cols "$EW_C" --steps "$EW_STEPS" --reps "$EW_REPS" ;;
        mlp)
          bench_maco mlp-f32 gpu-mlp-f32 1 90
          bench_maco mlp-bf16 gpu-mlp-bf16 1 60
          bench_torch torch-mlp 1 120 mlp "${mlp[@]}" --dtypes f32,bf16 ;;
        chunks)
          for v in seq $GPU_CHUNKS; do
            [[ $v == seq ]] || v=c$v
            bench_maco "chunks-$v" "gpu-mlp-bf16-$v" 1 60
          done ;;
        car)
          for v in seq opt comp comm; do bench_maco "car-$v" "gpu-car-$v" 2 90; done ;;
        mlp2)
          bench_maco mlp-bf16-np2 gpu-mlp-bf16 2 90
          bench_torch torch-mlp-np2 2 120 mlp "${mlp[@]}" --dtypes bf16
          bench_maco chunks-seq-np2 gpu-mlp-bf16-seq 2 90
          bench_maco chunks-c4-np2 gpu-mlp-bf16-c4 2 90 ;;
        *) say "tables: unknown table '$t' in TABLES" ;;
      esac
    done
    (( BENCH_NOTRUN )) && say "tables: $BENCH_NOTRUN benchmark runs not started (time budget spent)"
    if timeout 30 python3 "$ROOT/bench/device/tables.py" "$LOG" -o "$LOG/tables.md" > /dev/null 2> "$LOG/tables.err"; then
      say "tables: tables.md written ($(grep -c '^| ' "$LOG/tables.md") table lines; $(grep -o 'goal ([^)]*): [A-Za-z ]*' "$LOG/tables.md" | paste -sd ';' -))"
    else
      say "tables: FAILED: tables.py (tables.err)"
      tables_rc=1
    fi
    singleton_env
  fi
  DEADLINE=$RUN_DEADLINE
fi

# GPU benchmark of the runtime.
want cuda-bench && step cuda-bench cuda-bench.log 200 maco_cuda_bench all --csv "$LOG/cuda-bench.csv"

# This machine's CPUs for the cost model.
if want calibrate && [[ -x "$B/bin/calibrate" ]]; then
  step calibrate calibrate.txt 60 env -u OMPI_MCA_btl -u OMPI_MCA_ess_singleton_isolated \
    mpirun --oversubscribe -np 2 -x OPENBLAS_NUM_THREADS=1 -x OPENBLAS_CORETYPE calibrate
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
      step "overlap-np$np" overlap.md 280 env NP="$np" AOT_DIR="$B/bin" EXTRA="$X" CHUNKS="${CHUNKS-2 4 8}" \
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
      # shellcheck disable=SC2086
      step "trace-$sc" trace.log 60 "$ROOT/bench/netns/netns-mpirun.sh" -n 2 \
        -x OPENBLAS_NUM_THREADS=1 $X -x MACO_TRACE="$LOG/trace/$sc-opt-np2.json" \
        -- "$B/bin/$sc-opt-np2"
    done
    tar -C "$LOG" -czf "$LOG/trace.tgz" trace && rm -rf "$LOG/trace"
  fi
  # Issue 31's CPU benchmarks on this machine's cores (shared memory), in
  # the default configuration: without MACO_TIMEOUT (the step's limit
  # still ends a hang), whose watchdog costs ~15 ns per collective.
  if want handwritten; then
    step handwritten handwritten.md 240 env -u MACO_TIMEOUT AOT_DIR="$B/bin" \
      NPS="${HW_NPS:-2 4}" "$ROOT/bench/handwritten/run.sh" "" "$REPS"
  fi
  if want overhead; then
    for np in 2 4; do
      step "overhead-np$np" overhead.log 60 env -u MACO_TIMEOUT mpirun --oversubscribe \
        -np "$np" "$B/bin/overhead_bench" --bytes 4096 --bytes 65536 --bytes 1048576
    done
  fi
)

finished=1
(( examples_rc || entries_rc || sanitize_rc || tables_rc )) && exit 1
exit 0
