// The maco_cg ABI is versioned: a program compiled for another version
// than the libmaco_cg it runs with stops at once with a message. Here a C
// program claims version 999.
// REQUIRES: mpi
// RUN: rm -rf %t && split-file %s %t
// RUN: cc %t/abi.c -o %t/abi.exe -I%maco_src_root/runtime/include -L%maco_lib_dir -lmaco_cg -lmaco_runtime -Wl,-rpath,%maco_lib_dir
// RUN: %t/abi.exe | FileCheck %s --check-prefix=SAME
// RUN: not %t/abi.exe 999 2>&1 | FileCheck %s --check-prefix=OTHER
// SAME: ok
// OTHER: maco: this program was compiled for the maco_cg ABI v999, but libmaco_cg implements v{{[0-9]+}}; recompile it with this maco
// OTHER: maco: error in maco_cg_require_abi

//--- abi.c
#include "maco/runtime/codegen.h"
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  maco_cg_require_abi(argc > 1 ? atoll(argv[1]) : MACO_CG_ABI_VERSION);
  printf("ok\n");
  return 0;
}
