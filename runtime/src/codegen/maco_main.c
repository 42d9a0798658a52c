/*===- maco_main.c - process entry for ahead-of-time compiled programs ----===*
 *
 * Link an object produced by maco-translate + llc together with this
 * library (libmaco_main.a) after renaming the program's entry function to
 * `maco_program_main`, e.g.
 *
 *   llvm-objcopy --redefine-sym main=maco_program_main prog.o
 *
 * main() runs the program (the runtime, MPI included, starts on its first
 * call, after the program's maco_cg_configure), finalises the runtime and
 * exits with status 0; any runtime error aborts all ranks with
 * a message first.
 *===----------------------------------------------------------------------===*/

#include "maco/runtime/codegen.h"

void maco_program_main(void);

int main(void) {
  maco_program_main();
  maco_cg_finalize();
  return 0;
}
