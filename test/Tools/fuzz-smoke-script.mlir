// scripts/fuzz.sh smoke (ctest fuzz-smoke) decides by counts, not by the
// clock: the saved findings (test/fuzz/findings) run once each, then the
// seeds and a fixed number of mutations from a fixed seed; no time limit
// and no per-input timeout; the cost model sees no calibration. Checked
// with a stand-in for the fuzzer that logs how it is called.
// RUN: rm -rf %t && mkdir -p %t/build
// RUN: env MACO_FUZZ_NO_BUILD=1 MACO_FUZZ_BUILD_DIR=%t/build \
// RUN:     MACO_FUZZER=%S/Inputs/fake-libfuzzer.sh FAKE_FUZZER_LOG=%t/log \
// RUN:     bash %maco_src_root/scripts/fuzz.sh smoke 25 | FileCheck %s
// CHECK: fuzz smoke: replaying {{[1-9][0-9]*}} saved finding(s)
// CHECK: fuzz smoke: [[SEEDS:[0-9]+]] seeds, then 25 mutations (-seed=1 -runs=
// CHECK: fuzz smoke: no findings
// RUN: FileCheck %s --check-prefix=ARGS < %t/log
// ARGS: -timeout=0 -runs=1 {{.*}}test/fuzz/findings/upstream-shard-grid-zero-size-sigfpe
// ARGS-NEXT: {{.*}}/corpus {{.*}}/build/fuzz/seed {{.*}} -timeout=0 -seed=1 -runs={{[0-9]+}} -artifact_prefix=
// RUN: not grep -e max_total_time -e -timeout=30 -e README.md %t/log
// Every seed has a size of its own (libFuzzer orders seeds by size; ties
// would come in the file system's order).
// RUN: find %t/build/fuzz/seed -type f -printf '%%s\n' | sort | uniq -d > %t/same-size
// RUN: not grep . %t/same-size
// RUN: find %t/build/fuzz/seed -type f | wc -l | FileCheck %s --check-prefix=NSEED
// NSEED: {{[1-9][0-9][0-9]}}
// A finding fails the test, whichever step finds it.
// RUN: rm -f %t/log
// RUN: not env MACO_FUZZ_NO_BUILD=1 MACO_FUZZ_BUILD_DIR=%t/build \
// RUN:     MACO_FUZZER=%S/Inputs/fake-libfuzzer.sh FAKE_FUZZER_LOG=%t/log \
// RUN:     FAKE_FUZZER_FAIL=-seed=1 bash %maco_src_root/scripts/fuzz.sh smoke 25 | FileCheck %s --check-prefix=FAIL
// FAIL: fuzz smoke: FAILED (seed 1)
