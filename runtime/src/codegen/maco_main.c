/*===- maco_main.c - process entry for ahead-of-time compiled programs ----===*
 *
 * main() of the executables maco-compile links. maco-compile adds to the
 * program a table of the functions it can run with arguments
 * (`maco_program_signatures`, `maco_program_packed`; maco/runtime/entry.h)
 * and, when the default entry takes no arguments, renames it
 * `maco_program_main`. Run without command-line arguments, main() calls
 * maco_program_main; otherwise (or when the default entry takes
 * arguments) it takes --entry NAME, --input FILE.npy..., --output-dir DIR,
 * --output FILE.npy... and --help (maco_entry_main).
 *
 * An object produced by maco-translate + llc links too, after renaming the
 * program's entry function to `maco_program_main`, e.g.
 *
 *   llvm-objcopy --redefine-sym main=maco_program_main prog.o
 *
 * main() runs the program (the runtime, MPI included, starts on its first
 * call, after the program's maco_cg_configure), finalises the runtime and
 * exits with status 0; any runtime error aborts all ranks with
 * a message first.
 *===----------------------------------------------------------------------===*/

#include "maco/runtime/codegen.h"
#include "maco/runtime/entry.h"

#include <stdio.h>

/* Weak: a program has either or both. */
void maco_program_main(void) __attribute__((weak));
extern const char maco_program_signatures[] __attribute__((weak));
extern maco_entry_packed_fn const maco_program_packed[] __attribute__((weak));

int main(int argc, char **argv) {
  maco_entry_configure_malloc();
  if (!maco_program_main && !maco_program_signatures) {
    fprintf(stderr,
            "%s: error: linked without a program (no "
            "maco_program_main and no maco_program_signatures)\n",
            argv[0]);
    return 1;
  }
  return maco_entry_main(argc, argv, maco_program_signatures,
                         maco_program_packed, maco_program_main);
}
