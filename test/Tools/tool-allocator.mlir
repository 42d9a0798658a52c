// The compiler tools allocate with mimalloc when the build found it
// (MACO_TOOL_ALLOCATOR=auto, README "Options"): MIMALLOC_VERBOSE makes
// mimalloc announce itself when the process starts. maco-run's JIT-compiled
// program runs in maco-run's process and so allocates with it too; an
// executable from maco-compile keeps the C library's malloc.
// REQUIRES: tool-mimalloc, mpi
// RUN: env MIMALLOC_VERBOSE=1 maco-opt %s 2>&1 | FileCheck %s --check-prefix=TOOL
// RUN: env MIMALLOC_VERBOSE=1 maco-translate --help 2>&1 | FileCheck %s --check-prefix=TOOL
// RUN: env MIMALLOC_VERBOSE=1 %mpirun -np 1 maco-run %s 2>&1 | FileCheck %s --check-prefixes=TOOL,JIT
// RUN: env MIMALLOC_VERBOSE=1 maco-compile %s -o %t.exe 2>&1 | FileCheck %s --check-prefix=TOOL
// RUN: env MIMALLOC_VERBOSE=1 %mpirun -np 1 %t.exe 2>&1 | FileCheck %s --check-prefix=EXE
// TOOL: mimalloc: process init
// JIT: 42
// EXE-NOT: mimalloc
// EXE: 42
// EXE-NOT: mimalloc
func.func @main() {
  %c = arith.constant 42 : i64
  vector.print %c : i64
  return
}
