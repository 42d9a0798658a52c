/*===- entry.h - run an entry function on NumPy files -----------*- C -*-===*
 *
 * What `maco-run --entry NAME --input a.npy ...` and the executables of
 * `maco-compile` share (runtime/src/codegen/maco_entry.c, linked into
 * maco-run and into libmaco_main.a): each rank reads its shard of every
 * argument from a NumPy .npy file that holds the global array, calls the
 * compiled function, gathers every result on rank 0 and writes it as .npy.
 *
 * The compiler describes the functions it can run in a signature text
 * (tools/common/EntrySignature.cpp writes it):
 *
 *   maco-entry 1
 *   default NAME
 *   func NAME FLAGS NARGS NRESULTS
 *   arg|result DTYPE RANK G_0..G_{R-1} L_0..L_{R-1} GRID GRID_RANK
 *              S_0..S_{GRID_RANK-1} (N_d A_1..A_{N_d}) for each of the R dims
 *   ...
 *
 * DTYPE is the MLIR element type (f32, bf16, i32, ui8, i1, ...); G the
 * global shape (the function's type before partitioning), L the local shape
 * (after partitioning), `?` where dynamic; GRID the shard.grid symbol (`-`
 * with GRID_RANK 0 for an unsharded tensor), S its shape; then, per tensor
 * dimension, the number of grid axes it is split over and those axes
 * (upstream shard's split_axes). FLAGS are the program's maco_cg_configure
 * flags. `packed[i]` is the i-th function's packed wrapper: args[k] points
 * to the k-th argument of its LLVM signature (memref descriptors
 * expanded: allocated, aligned, offset, sizes, strides), args[NARGS'] to
 * storage for its return value (ExecutionEngine's `_mlir_NAME` convention).
 *
 * Every error is agreed between the ranks before anything runs (one
 * collective), so that a missing or malformed file on one rank stops all
 * of them with one message instead of a hang. Only the CPU backend.
 *===----------------------------------------------------------------------===*/

#ifndef MACO_RUNTIME_ENTRY_H
#define MACO_RUNTIME_ENTRY_H

#ifdef __cplusplus
extern "C" {
#endif

typedef void (*maco_entry_packed_fn)(void **args);

typedef struct maco_entry_options {
  const char *tool;  /* prefix of messages ("maco-run", the executable) */
  const char *entry; /* function to run; NULL: the signature's default */
  const char *const *inputs; /* one .npy file per argument */
  int num_inputs;
  const char *const *outputs; /* one file per result, or none */
  int num_outputs;
  const char *output_dir; /* NULL: "." */
  int repeat; /* > 0: after the results are written, call the function this
                 many more times on the same inputs and print the time per
                 call of the slowest rank (rank 0, stdout) */
  const char *input_dir; /* instead of `inputs`: every .npy file of this
                            directory, in name order (strcmp) */
} maco_entry_options_t;

/* Runs the function on every rank; returns the exit status (0, or 1 on
 * every rank after an error, printed once). Starts the runtime (with the
 * function's flags) and leaves it running. */
int maco_entry_run(const char *signatures, maco_entry_packed_fn const *packed,
                   const maco_entry_options_t *options);

/* Makes the C library's malloc keep freed memory for reuse: blocks up to
 * 256 MiB come from the heap instead of their own mmap, and the heap is
 * returned to the OS only when 1 GiB at its top is free (glibc's
 * M_MMAP_THRESHOLD and M_TRIM_THRESHOLD). A compiled step frees its tensors
 * and allocates them again in the next step; with glibc's defaults it gets
 * fresh pages and page-faults on each of them (docs/runtime.md, "Memory").
 * Does nothing when GLIBC_TUNABLES, MALLOC_MMAP_THRESHOLD_ or
 * MALLOC_TRIM_THRESHOLD_ is set, and outside glibc. main() of an
 * ahead-of-time executable (maco_main.c) and maco-run (unless it
 * allocates with mimalloc) call it first. */
void maco_entry_configure_malloc(void);

/* main() of an ahead-of-time executable: with no command-line arguments
 * and a `program_main` (the default entry takes no arguments), calls it;
 * otherwise parses --entry, --input, --input-dir, --output, --output-dir,
 * --repeat, --help and
 * calls maco_entry_run. Finalizes the runtime; returns the exit status. */
int maco_entry_main(int argc, char **argv, const char *signatures,
                    maco_entry_packed_fn const *packed,
                    void (*program_main)(void));

#ifdef __cplusplus
}
#endif

#endif /* MACO_RUNTIME_ENTRY_H */
