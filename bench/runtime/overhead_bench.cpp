// Runtime overhead: maco_rt_all_reduce (synchronous, and on a stream with
// enqueue + synchronize per call) vs MPI_Allreduce called directly on an
// equivalent communicator, same size, same buffers. Rounds alternate
// between the variants; each variant's time is the median of its rounds.
//
// usage: overhead_bench [--rounds R] [--bytes B ...]
#include "bench_util.h"

#include <algorithm>
#include <cstring>
#include <vector>

int main(int argc, char **argv) {
  BCHECK(maco_rt_init(&argc, &argv));
  int rank, n;
  BCHECK(maco_rt_world_rank(&rank));
  BCHECK(maco_rt_world_size(&n));
  int rounds = 21;
  std::vector<size_t> sizes;
  for (int i = 1; i + 1 < argc; ++i) {
    if (!strcmp(argv[i], "--rounds"))
      rounds = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--bytes"))
      sizes.push_back(strtoull(argv[++i], nullptr, 10));
  }
  if (sizes.empty())
    sizes = {4096, 1 << 20};
  maco_rt_comm_t world;
  BCHECK(maco_rt_comm_world(&world));
  maco_rt_stream_t stream;
  BCHECK(maco_rt_stream_create(&stream));
  MPI_Comm direct;
  MPI_Comm_dup(MPI_COMM_WORLD, &direct);
  if (rank == 0)
    printf("# overhead_bench: %d ranks, f32 sum all-reduce; median of %d "
           "rounds\n# %10s %8s %12s %12s %12s %10s %10s\n",
           n, rounds, "bytes", "iters", "mpi_us", "maco_us", "stream_us",
           "maco_ovh%", "stream_ovh%");
  for (size_t bytes : sizes) {
    size_t count = bytes / 4;
    std::vector<float> a(count, 1.0f), b(count);
    int iters = bytes <= 65536 ? 2000 : 60;
    std::vector<double> tm, tr, ts;
    auto timeIt = [&](auto fn) {
      MPI_Barrier(MPI_COMM_WORLD);
      double t0 = MPI_Wtime();
      for (int i = 0; i < iters; ++i)
        fn();
      return maxOverRanks(MPI_Wtime() - t0) / iters;
    };
    auto viaMpi = [&] {
      MPI_Allreduce(a.data(), b.data(), (int)count, MPI_FLOAT, MPI_SUM,
                    direct);
    };
    auto viaMaco = [&] {
      BCHECK(maco_rt_all_reduce(a.data(), b.data(), count, MACO_RT_F32,
                                MACO_RT_SUM, world, nullptr));
    };
    auto viaStream = [&] {
      BCHECK(maco_rt_all_reduce(a.data(), b.data(), count, MACO_RT_F32,
                                MACO_RT_SUM, world, stream));
      BCHECK(maco_rt_stream_synchronize(stream));
    };
    timeIt(viaMpi);
    timeIt(viaMaco);
    timeIt(viaStream);
    for (int r = 0; r < rounds; ++r) {
      tm.push_back(timeIt(viaMpi));
      tr.push_back(timeIt(viaMaco));
      ts.push_back(timeIt(viaStream));
    }
    double m = median(tm), r = median(tr), s = median(ts);
    if (rank == 0)
      printf("  %10zu %8d %12.2f %12.2f %12.2f %10.1f %10.1f\n", bytes, iters,
             m * 1e6, r * 1e6, s * 1e6, (r - m) / m * 100, (s - m) / m * 100);
  }
  MPI_Comm_free(&direct);
  BCHECK(maco_rt_stream_release(stream));
  BCHECK(maco_rt_finalize());
  return 0;
}
