/* The step of bench/combine/gradients.mlir written by hand in C with raw
 * MPI: the reference that maco's compiled step is measured against
 * (bench/handwritten/run.sh, docs/perf.md).
 *
 * Each step fills 12 gradients of ELEMS f32 with v + i, averages each over
 * all ranks, and sums element 0 of the 12 results; the next step's v is
 * that sum times 0.001. "separate" does 12 in-place MPI_Allreduce calls;
 * "packed" copies the 12 into one buffer, does one MPI_Allreduce and
 * copies them back (the hand-written form of maco-combine-collectives).
 * The average divides by the world size after the sum, as the runtime
 * does. Buffers are allocated once (what a C programmer writes). Rank 0
 * prints "seconds:" and "checksum:" like the maco program.
 *
 *   mpirun -np 4 ./gradients separate|packed [ELEMS=512] [STEPS=2000]
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NGRAD 12

static float step(float v, float **g, float *pack, int n, int packed,
                  int size) {
  for (int i = 0; i < NGRAD; ++i)
    for (int j = 0; j < n; ++j)
      g[i][j] = v + (float)i;
  if (packed) {
    for (int i = 0; i < NGRAD; ++i)
      memcpy(pack + (size_t)i * n, g[i], n * sizeof(float));
    MPI_Allreduce(MPI_IN_PLACE, pack, NGRAD * n, MPI_FLOAT, MPI_SUM,
                  MPI_COMM_WORLD);
    for (int i = 0; i < NGRAD; ++i)
      memcpy(g[i], pack + (size_t)i * n, n * sizeof(float));
  } else {
    for (int i = 0; i < NGRAD; ++i)
      MPI_Allreduce(MPI_IN_PLACE, g[i], n, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
  }
  float inv = 1.0f / (float)size, acc = 0;
  for (int i = 0; i < NGRAD; ++i) {
    for (int j = 0; j < n; ++j)
      g[i][j] *= inv;
    acc += g[i][0];
  }
  return acc;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (argc < 2 || (strcmp(argv[1], "separate") && strcmp(argv[1], "packed"))) {
    if (rank == 0)
      fprintf(stderr, "usage: %s separate|packed [ELEMS] [STEPS]\n", argv[0]);
    MPI_Finalize();
    return 2;
  }
  int packed = !strcmp(argv[1], "packed");
  int n = argc > 2 ? atoi(argv[2]) : 512;
  int steps = argc > 3 ? atoi(argv[3]) : 2000;
  float *g[NGRAD];
  for (int i = 0; i < NGRAD; ++i)
    g[i] = malloc(n * sizeof(float));
  float *pack = malloc((size_t)NGRAD * n * sizeof(float));

  float a = 0;
  (void)step(a, g, pack, n, packed, size); /* warm-up, as in the .mlir */
  double t0 = MPI_Wtime();
  for (int s = 0; s < steps; ++s)
    a = step(a, g, pack, n, packed, size) * 0.001f;
  double t1 = MPI_Wtime();
  if (rank == 0)
    printf("seconds: %g\nchecksum: %g\n", t1 - t0, a);
  for (int i = 0; i < NGRAD; ++i)
    free(g[i]);
  free(pack);
  MPI_Finalize();
  return 0;
}
