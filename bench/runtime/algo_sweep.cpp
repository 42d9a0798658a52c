// Collective algorithms measured against each other: for each collective
// kind with algorithms, each message size and each algorithm that applies
// (plus "auto", the backend's own choice), the time of one synchronous
// call on the world group (slowest rank). Rounds alternate between the
// algorithms of a (kind, size) and each time is the median of its rounds,
// so that slow phases of a noisy machine hit every algorithm alike.
//
// usage: algo_sweep [--bytes B]... [--rounds R] [--min-time S]
// Sizes follow nccl-tests (the cost model's convention): the buffer for
// all_reduce/broadcast, the gathered output for all_gather, the input for
// reduce_scatter. Prints, on rank 0, one line per measurement:
//   kind ranks bytes algorithm microseconds
// (bench/algorithms/run.sh turns them into the crossover and regret
// tables of docs/perf.md).
#include "bench_util.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

namespace {
struct Kind {
  const char *name;
  std::vector<maco_rt_algorithm_t> algos;
};

} // namespace

int main(int argc, char **argv) {
  BCHECK(maco_rt_init(&argc, &argv));
  int rank, n;
  BCHECK(maco_rt_world_rank(&rank));
  BCHECK(maco_rt_world_size(&n));
  maco_rt_comm_t world;
  BCHECK(maco_rt_comm_world(&world));
  std::vector<size_t> sizes;
  int rounds = 5;
  double minTime = 0.02;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--bytes") && i + 1 < argc)
      sizes.push_back(strtoull(argv[++i], nullptr, 10));
    else if (!strcmp(argv[i], "--rounds") && i + 1 < argc)
      rounds = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--min-time") && i + 1 < argc)
      minTime = atof(argv[++i]);
  }
  if (sizes.empty())
    sizes = {64, 1024, 8192, 65536, 524288, 4194304};
  using A = maco_rt_algorithm_t;
  const bool pof2 = (n & (n - 1)) == 0;
  std::vector<Kind> kinds = {
      {"all_reduce",
       {MACO_RT_ALGO_AUTO, MACO_RT_ALGO_RING, MACO_RT_ALGO_RECURSIVE_DOUBLING,
        MACO_RT_ALGO_TREE, MACO_RT_ALGO_DIRECT}},
      {"all_gather",
       {MACO_RT_ALGO_AUTO, MACO_RT_ALGO_RING, MACO_RT_ALGO_DIRECT}},
      {"reduce_scatter",
       {MACO_RT_ALGO_AUTO, MACO_RT_ALGO_RING, MACO_RT_ALGO_DIRECT}},
      {"broadcast",
       {MACO_RT_ALGO_AUTO, MACO_RT_ALGO_TREE, MACO_RT_ALGO_DIRECT}},
  };
  if (pof2)
    kinds[1].algos.push_back(MACO_RT_ALGO_RECURSIVE_DOUBLING);
  size_t maxBytes = *std::max_element(sizes.begin(), sizes.end());
  std::vector<float> send(maxBytes / 4 + n, 1.f), recv(maxBytes / 4 + n);
  for (const Kind &k : kinds)
    for (size_t bytes : sizes) {
      // Elements per rank in the runtime's convention.
      int64_t count = (int64_t)(bytes / 4);
      if (!strcmp(k.name, "all_gather") || !strcmp(k.name, "reduce_scatter"))
        count /= n;
      if (count < 1)
        continue;
      auto call = [&](A a) {
        if (!strcmp(k.name, "all_reduce"))
          BCHECK(maco_rt_all_reduce_algo(send.data(), recv.data(), count,
                                         MACO_RT_F32, MACO_RT_SUM, world,
                                         nullptr, a));
        else if (!strcmp(k.name, "all_gather"))
          BCHECK(maco_rt_all_gather_algo(send.data(), recv.data(), count,
                                         MACO_RT_F32, world, nullptr, a));
        else if (!strcmp(k.name, "reduce_scatter"))
          BCHECK(maco_rt_reduce_scatter_algo(send.data(), recv.data(), count,
                                             MACO_RT_F32, MACO_RT_SUM, world,
                                             nullptr, a));
        else
          BCHECK(maco_rt_broadcast_algo(send.data(), recv.data(), count,
                                        MACO_RT_F32, 0, world, nullptr, a));
      };
      // Iterations per timing: enough for minTime with the slowest
      // algorithm (measured once, after a warm-up call of each).
      double slowest = 0;
      for (A a : k.algos) {
        call(a);
        MPI_Barrier(MPI_COMM_WORLD);
        double t0 = MPI_Wtime();
        call(a);
        slowest = std::max(slowest, maxOverRanks(MPI_Wtime() - t0));
      }
      int iters = std::max(1, std::min(1000, (int)(minTime / slowest)));
      MPI_Bcast(&iters, 1, MPI_INT, 0, MPI_COMM_WORLD);
      std::vector<std::vector<double>> times(k.algos.size());
      for (int r = 0; r < rounds; ++r)
        for (size_t ai = 0; ai < k.algos.size(); ++ai) {
          MPI_Barrier(MPI_COMM_WORLD);
          double t0 = MPI_Wtime();
          for (int it = 0; it < iters; ++it)
            call(k.algos[ai]);
          times[ai].push_back(maxOverRanks(MPI_Wtime() - t0) / iters);
        }
      if (rank == 0)
        for (size_t ai = 0; ai < k.algos.size(); ++ai)
          printf("%s %d %zu %s %.2f\n", k.name, n, bytes,
                 maco_rt_algorithm_name(k.algos[ai]), median(times[ai]) * 1e6);
      fflush(stdout);
    }
  BCHECK(maco_rt_finalize());
  return 0;
}
