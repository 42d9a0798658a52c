// Combined vs separate: 10 small all-reduces (512 f32 each) issued one by
// one, vs one all-reduce over a packed buffer of 5120 f32 including the
// pack and unpack copies (what maco-combine-collectives produces).
//
// usage: combine_bench [--reps R] [--tensors T] [--elems E]
#include "bench_util.h"

#include <cstring>
#include <vector>

int main(int argc, char **argv) {
  BCHECK(maco_rt_init(&argc, &argv));
  int rank, n;
  BCHECK(maco_rt_world_rank(&rank));
  BCHECK(maco_rt_world_size(&n));
  int reps = 300, T = 10, E = 512;
  for (int i = 1; i + 1 < argc; ++i) {
    if (!strcmp(argv[i], "--reps"))
      reps = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--tensors"))
      T = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--elems"))
      E = atoi(argv[++i]);
  }
  maco_rt_comm_t world;
  BCHECK(maco_rt_comm_world(&world));
  std::vector<std::vector<float>> ts(T, std::vector<float>(E, 1.0f));
  std::vector<float> packed((size_t)T * E);

  auto separate = [&] {
    for (int t = 0; t < T; ++t)
      BCHECK(maco_rt_all_reduce(ts[t].data(), ts[t].data(), E, MACO_RT_F32,
                                MACO_RT_SUM, world, nullptr));
  };
  auto combined = [&] {
    for (int t = 0; t < T; ++t)
      memcpy(packed.data() + (size_t)t * E, ts[t].data(), E * sizeof(float));
    BCHECK(maco_rt_all_reduce(packed.data(), packed.data(), (int64_t)T * E,
                              MACO_RT_F32, MACO_RT_SUM, world, nullptr));
    for (int t = 0; t < T; ++t)
      memcpy(ts[t].data(), packed.data() + (size_t)t * E, E * sizeof(float));
  };
  // Interleave 5 rounds of each to spread machine noise over both; report
  // the mean over all rounds.
  double tSep = 0, tComb = 0;
  separate();
  combined();
  for (int round = 0; round < 5; ++round) {
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    for (int r = 0; r < reps; ++r)
      separate();
    tSep += maxOverRanks(MPI_Wtime() - t0);
    MPI_Barrier(MPI_COMM_WORLD);
    t0 = MPI_Wtime();
    for (int r = 0; r < reps; ++r)
      combined();
    tComb += maxOverRanks(MPI_Wtime() - t0);
  }
  tSep /= 5.0 * reps;
  tComb /= 5.0 * reps;
  if (rank == 0) {
    printf("# combine_bench: %d ranks, %d all-reduces of %d f32 (%d B each)\n",
           n, T, E, E * 4);
    printf("separate_us %.2f\ncombined_us %.2f\nspeedup %.2f\n", tSep * 1e6,
           tComb * 1e6, tSep / tComb);
  }
  BCHECK(maco_rt_finalize());
  return 0;
}
