// Collective sweep in the style of nccl-tests: for each collective and each
// size (8 B .. 64 MiB, x4 steps), time per operation, algorithm bandwidth
// (size / time) and bus bandwidth (algbw x the nccl-tests factor).
// size is the nccl-tests size: all_reduce/broadcast/permute: the buffer;
// all_gather: the gathered (output) buffer; reduce_scatter: the input;
// all_to_all: the whole send buffer. Element type f32, reduction sum.
//
// usage: coll_sweep [--max-bytes B] [--out DIR] [--min-time S]
#include "bench_util.h"

#include <cstring>
#include <string>
#include <vector>

namespace {

struct Coll {
  const char *name;
  double busFactor(int n) const {
    if (!strcmp(name, "all_reduce"))
      return 2.0 * (n - 1) / n;
    if (!strcmp(name, "broadcast") || !strcmp(name, "permute"))
      return 1.0;
    return (double)(n - 1) / n; // all_gather, reduce_scatter, all_to_all
  }
};

} // namespace

int main(int argc, char **argv) {
  BCHECK(maco_rt_init(&argc, &argv));
  int rank, n;
  BCHECK(maco_rt_world_rank(&rank));
  BCHECK(maco_rt_world_size(&n));
  size_t maxBytes = 64ull << 20;
  double minTime = 0.15;
  std::string outDir;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--max-bytes") && i + 1 < argc)
      maxBytes = strtoull(argv[++i], nullptr, 10);
    else if (!strcmp(argv[i], "--out") && i + 1 < argc)
      outDir = argv[++i];
    else if (!strcmp(argv[i], "--min-time") && i + 1 < argc)
      minTime = atof(argv[++i]);
  }
  maco_rt_comm_t world;
  BCHECK(maco_rt_comm_world(&world));
  std::vector<size_t> sizes;
  for (size_t s = 8; s <= maxBytes; s *= 4)
    sizes.push_back(s);
  if (sizes.back() != maxBytes)
    sizes.push_back(maxBytes);
  std::vector<float> sendb(maxBytes / 4 + n), recvb(maxBytes / 4 + n);
  for (size_t i = 0; i < sendb.size(); ++i)
    sendb[i] = 1.0f;

  const Coll colls[] = {{"all_reduce"}, {"all_gather"}, {"reduce_scatter"},
                        {"broadcast"},  {"all_to_all"}, {"permute"}};
  if (rank == 0)
    printf("# maco runtime collective sweep, %d ranks, f32, cpu backend\n", n);
  for (const Coll &c : colls) {
    FILE *dat = nullptr;
    if (rank == 0) {
      printf("\n# %s\n# %12s %10s %12s %12s %12s\n", c.name, "size(B)",
             "count", "time(us)", "algbw(GB/s)", "busbw(GB/s)");
      if (!outDir.empty()) {
        std::string p = outDir + "/sweep_np" + std::to_string(n) + "_" +
                        c.name + ".dat";
        dat = fopen(p.c_str(), "w");
        if (dat)
          fprintf(dat, "# size_bytes time_us algbw_GBps busbw_GBps\n");
      }
    }
    for (size_t bytes : sizes) {
      // Element counts per call (per rank / per chunk as the API expects).
      size_t elems = bytes / 4;
      size_t count = elems;
      bool perRank = !strcmp(c.name, "all_gather") ||
                     !strcmp(c.name, "reduce_scatter") ||
                     !strcmp(c.name, "all_to_all");
      if (perRank)
        count = elems / n;
      if (count == 0)
        continue;
      auto once = [&] {
        if (!strcmp(c.name, "all_reduce"))
          BCHECK(maco_rt_all_reduce(sendb.data(), recvb.data(), count,
                                    MACO_RT_F32, MACO_RT_SUM, world, nullptr));
        else if (!strcmp(c.name, "all_gather"))
          BCHECK(maco_rt_all_gather(sendb.data(), recvb.data(), count,
                                    MACO_RT_F32, world, nullptr));
        else if (!strcmp(c.name, "reduce_scatter"))
          BCHECK(maco_rt_reduce_scatter(sendb.data(), recvb.data(), count,
                                        MACO_RT_F32, MACO_RT_SUM, world,
                                        nullptr));
        else if (!strcmp(c.name, "broadcast"))
          BCHECK(maco_rt_broadcast(sendb.data(), recvb.data(), count,
                                   MACO_RT_F32, 0, world, nullptr));
        else if (!strcmp(c.name, "all_to_all"))
          BCHECK(maco_rt_all_to_all(sendb.data(), recvb.data(), count,
                                    MACO_RT_F32, world, nullptr));
        else
          BCHECK(maco_rt_permute(sendb.data(), recvb.data(), count,
                                 MACO_RT_F32, (rank + 1) % n,
                                 (rank - 1 + n) % n, world, nullptr));
      };
      // Warm up, then pick an iteration count from a calibration run.
      once();
      MPI_Barrier(MPI_COMM_WORLD);
      double t0 = MPI_Wtime();
      once();
      double one = maxOverRanks(MPI_Wtime() - t0);
      int iters = (int)(minTime / (one > 1e-7 ? one : 1e-7));
      iters = iters < 3 ? 3 : (iters > 2000 ? 2000 : iters);
      MPI_Barrier(MPI_COMM_WORLD);
      t0 = MPI_Wtime();
      for (int it = 0; it < iters; ++it)
        once();
      double t = maxOverRanks((MPI_Wtime() - t0) / iters);
      size_t realBytes = perRank ? count * 4 * n : count * 4;
      double algbw = realBytes / t * 1e-9;
      double busbw = algbw * c.busFactor(n);
      if (rank == 0) {
        printf("  %12zu %10zu %12.2f %12.3f %12.3f\n", realBytes, count,
               t * 1e6, algbw, busbw);
        if (dat)
          fprintf(dat, "%zu %.3f %.4f %.4f\n", realBytes, t * 1e6, algbw,
                  busbw);
      }
    }
    if (dat)
      fclose(dat);
  }
  BCHECK(maco_rt_finalize());
  return 0;
}
