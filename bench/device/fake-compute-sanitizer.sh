#!/usr/bin/env bash
# A stand-in for compute-sanitizer where there is none (no GPU, no CUDA
# toolkit's sanitizer): takes its options, runs the program and prints what
# compute-sanitizer prints around a clean run. ctest `device-bundle`
# (bench/device/test-bundle.sh) runs bench/device/run-all.sh's part
# "sanitize" with it (COMPUTE_SANITIZER=this file) on the recording
# backend, to test that part's logic; it checks nothing itself.
#
#   fake-compute-sanitizer.sh [--tool T] [--error-exitcode N] [--OPTION VALUE]... PROGRAM ARGS...
set -u
if [[ ${1:-} == --version ]]; then
  echo "fake-compute-sanitizer.sh: a stand-in, Version 0"
  exit 0
fi
while [[ $# -gt 0 && $1 == --* ]]; do
  case $1 in
    --*=*) shift ;;
    *) (( $# >= 2 )) || { echo "fake-compute-sanitizer.sh: $1 needs a value" >&2; exit 2; }
       shift 2 ;;
  esac
done
(( $# )) || { echo "fake-compute-sanitizer.sh: no program" >&2; exit 2; }
echo "========= COMPUTE-SANITIZER"
"$@"
rc=$?
echo "========= ERROR SUMMARY: 0 errors"
exit "$rc"
