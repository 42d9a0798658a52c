// Calibration: measures this machine with the maco runtime and prints a
// cost-model target description (docs/cost-model.md) on rank 0:
//   peak-flops       sgemm 1024^3 through maco_rt_gemm (OpenBLAS)
//   mem-bandwidth    memcpy of 64 MiB
//   intra-latency    8-byte all-reduce time / its 2(n-1) ring steps
//   intra-bandwidth  bus bandwidth of a 16 MiB all-reduce (the runtime's
//                    ring, whose volume the cost model counts)
//   ring-latency, recursive-doubling-latency, tree-latency, direct-latency
//                    8-byte all-reduce with that algorithm / its steps
//   launch-latency   runtime overhead per call (maco vs plain MPI, 8 B)
//   stream-overhead  an 8-byte ring all-reduce on a stream beside 3-30 us of
//                    host work, beyond the longer of the two alone (the
//                    hand-off to the stream's worker and back)
//   posted-bytes     the backend's size for collectives the host posts at
//                    once (MACO_STREAM_ONESHOT_BYTES or its default)
//   posted-overhead  the same as stream-overhead for an 8-byte all-reduce
//                    the host posts at once
//   contention       sgemm time beside a 64 MiB all-reduce on a stream
//                    over its time alone
//   gemm-pack-bandwidth  the 1024^3 sgemm as 16 calls of 64 rows: the time
//                    each call adds beyond 1/16 of the whole is the packing
//                    of the 4 MiB right-hand operand that every call repeats
//   comm-contention  1 MiB all-reduces on a stream beside GEMMs over their
//                    time alone (1 on one rank)
// Run under mpirun with the ranks of the setup to describe:
//   bench/calibrate/calibrate.sh [BUILD_DIR] [NP] [--cache] > my.target
// With --cache, rank 0 also stores it as this machine's calibration for NP
// ranks, which the compiler uses when no target is named
// (include/maco/Analysis/CalibrationCache.h).
#include "../runtime/bench_util.h"
#include "maco/Analysis/CalibrationCache.h"

// The runtime's BLAS, for the header line (runtime/src/common/backend.h).
extern "C" const char *maco_rti_cpu_blas_description(void);

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <vector>

static double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

template <typename F> static double best(int reps, F fn) {
  double b = 1e30;
  for (int i = 0; i < reps; ++i) {
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = now();
    fn();
    b = std::min(b, maxOverRanks(now() - t0));
  }
  return b;
}

int main(int argc, char **argv) {
  // --cache-path NP: where the calibration for NP ranks is cached (no MPI).
  if (argc == 3 && !strcmp(argv[1], "--cache-path")) {
    puts(maco::calibrationPath(atoi(argv[2])).c_str());
    return 0;
  }
  BCHECK(maco_rt_init(&argc, &argv));
  bool cache = false;
  for (int i = 1; i < argc; ++i)
    cache |= !strcmp(argv[i], "--cache");
  int rank, n;
  BCHECK(maco_rt_world_rank(&rank));
  BCHECK(maco_rt_world_size(&n));
  maco_rt_comm_t world;
  BCHECK(maco_rt_comm_world(&world));
  maco_rt_stream_t stream;
  BCHECK(maco_rt_stream_create(&stream));

  const int64_t M = 1024;
  std::vector<float> A(M * M, 1.0f), B(M * M, 0.5f), C(M * M);
  auto gemm = [&] {
    BCHECK(maco_rt_gemm(MACO_RT_F32, 0, 0, M, M, M, 1.0, A.data(), M, B.data(),
                        M, 0.0, C.data(), M, nullptr));
  };
  gemm();
  double tGemm = best(5, gemm);
  double flops = 2.0 * M * M * M / tGemm;
  const int64_t rows = 64;
  double tRows = best(5, [&] {
    for (int64_t i = 0; i < M; i += rows)
      BCHECK(maco_rt_gemm(MACO_RT_F32, 0, 0, rows, M, M, 1.0, A.data() + i * M,
                          M, B.data(), M, 0.0, C.data() + i * M, M, nullptr));
  });
  double perCall = (tRows - tGemm) / static_cast<double>(M / rows);
  double packBw = perCall > 0 ? M * M * sizeof(float) / perCall : 0;

  const size_t copyBytes = 64u << 20;
  std::vector<char> src(copyBytes, 1), dst(copyBytes);
  double tCopy = best(5, [&] { memcpy(dst.data(), src.data(), copyBytes); });
  double memBw = 2.0 * copyBytes / tCopy; // read + write

  float small[2] = {1, 2}, smallOut[2];
  const int iters = 2000;
  double tSmall =
      best(3,
           [&] {
             for (int i = 0; i < iters; ++i)
               BCHECK(maco_rt_all_reduce(small, smallOut, 2, MACO_RT_F32,
                                         MACO_RT_SUM, world, nullptr));
           }) /
      iters;
  double tMpi = best(3,
                     [&] {
                       for (int i = 0; i < iters; ++i)
                         MPI_Allreduce(small, smallOut, 2, MPI_FLOAT, MPI_SUM,
                                       MPI_COMM_WORLD);
                     }) /
                iters;
  double tStream =
      best(3,
           [&] {
             for (int i = 0; i < 200; ++i) {
               BCHECK(maco_rt_all_reduce(small, smallOut, 2, MACO_RT_F32,
                                         MACO_RT_SUM, world, stream));
               BCHECK(maco_rt_stream_synchronize(stream));
             }
           }) /
      200;
  // Stream overhead: an 8-byte ring all-reduce (an algorithm the backend
  // never posts from the host, so the stream's worker runs it) started,
  // C us of host work, then waited for, against the longer of the work
  // alone and the same all-reduce alone; the median over C = 3, 10, 30 us.
  // It is the hand-off to the worker thread and back, with the host busy:
  // a start immediately waited for (tStream) is run by the host itself.
  std::vector<float> workA(4096, 1.0f), workB(4096, 0.0f);
  auto work = [&](int64_t k) {
    for (int64_t j = 0; j < k; ++j)
      for (size_t e = 0; e < workA.size(); ++e)
        workB[e] = workA[e] * 1.0001f + workB[e];
  };
  const double perWork = best(3, [&] { work(100); }) / 100;
  // Posted overhead: the same with the backend's own choice of algorithm,
  // which posts an all-reduce this small from the host at once (no
  // hand-off; events and messages in flight beside the work).
  const int pairs = 200;
  auto startedOverhead = [&](maco_rt_algorithm_t algo) {
    auto coll = [&](maco_rt_stream_t st) {
      BCHECK(maco_rt_all_reduce_algo(small, smallOut, 2, MACO_RT_F32,
                                     MACO_RT_SUM, world, st, algo));
    };
    double alone = best(3,
                        [&] {
                          for (int i = 0; i < pairs; ++i)
                            coll(nullptr);
                        }) /
                   pairs;
    std::vector<double> over;
    for (double c : {3e-6, 10e-6, 30e-6}) {
      const int64_t k = std::max<int64_t>(1, std::llround(c / perWork));
      double work1 = best(3,
                          [&] {
                            for (int i = 0; i < pairs; ++i)
                              work(k);
                          }) /
                     pairs;
      double started = best(3,
                            [&] {
                              for (int i = 0; i < pairs; ++i) {
                                coll(stream);
                                work(k);
                                BCHECK(maco_rt_stream_synchronize(stream));
                              }
                            }) /
                       pairs;
      over.push_back(std::max(0.0, started - std::max(work1, alone)));
    }
    return n > 1 ? median(over) : 0.0;
  };
  double streamOverhead = startedOverhead(MACO_RT_ALGO_RING);
  double postedOverhead = startedOverhead(MACO_RT_ALGO_AUTO);
  // The backend's posted size (what MACO_STREAM_ONESHOT_BYTES says).
  const char *postedEnv = getenv("MACO_STREAM_ONESHOT_BYTES");
  long long postedBytes = postedEnv && *postedEnv
                              ? atoll(postedEnv)
                              : (long long)MACO_RT_STREAM_POSTED_BYTES;
  double steps = n > 1 ? 2.0 * (n - 1) : 1.0;
  double alpha = std::max(tSmall, 1e-9) / steps;

  // Per-step latency of each algorithm the runtime implements: an 8-byte
  // all-reduce with it over its step count (the cost model's, in
  // lib/Analysis/CostModel.cpp).
  int pof2 = 1;
  while (pof2 * 2 <= n)
    pof2 *= 2;
  const double logN = std::ceil(std::log2((double)n));
  const maco_rt_algorithm_t algos[] = {MACO_RT_ALGO_RING,
                                       MACO_RT_ALGO_RECURSIVE_DOUBLING,
                                       MACO_RT_ALGO_TREE, MACO_RT_ALGO_DIRECT};
  const double algoSteps[] = {2.0 * (n - 1),
                              std::log2((double)pof2) + (pof2 == n ? 0 : 2),
                              2 * logN, 1};
  double algoLatency[4] = {0, 0, 0, 0};
  for (int a = 0; a < 4 && n > 1; ++a) {
    const int reps = 200;
    double t = best(3,
                    [&] {
                      for (int i = 0; i < reps; ++i)
                        BCHECK(maco_rt_all_reduce_algo(
                            small, smallOut, 2, MACO_RT_F32, MACO_RT_SUM, world,
                            nullptr, algos[a]));
                    }) /
               reps;
    algoLatency[a] = t / algoSteps[a];
  }

  // Bandwidth: the runtime's own ring all-reduce, whose volume the cost
  // model's ring formula counts (MPI's choice may be another algorithm).
  const int64_t big = 4 << 20; // 16 MiB of f32
  std::vector<float> g(big, 1.0f), gOut(big);
  double tBig = best(3, [&] {
    BCHECK(maco_rt_all_reduce_algo(
        g.data(), gOut.data(), big, MACO_RT_F32, MACO_RT_SUM, world, nullptr,
        n > 1 ? MACO_RT_ALGO_RING : MACO_RT_ALGO_AUTO));
  });
  double busBw = n > 1 ? 4.0 * big * 2.0 * (n - 1) / n / tBig : 1e12;

  // Contention: 3 GEMMs while a 64 MiB all-reduce runs on the stream,
  // against the same GEMMs alone.
  const int64_t huge = 16 << 20;
  std::vector<float> h(huge, 1.0f), hOut(huge);
  double t3Alone = best(3, [&] {
    for (int i = 0; i < 3; ++i)
      gemm();
  });
  double t3Beside = 1e30;
  for (int r = 0; r < 3; ++r) {
    MPI_Barrier(MPI_COMM_WORLD);
    BCHECK(maco_rt_all_reduce(h.data(), hOut.data(), huge, MACO_RT_F32,
                              MACO_RT_SUM, world, stream));
    double t0 = now();
    for (int i = 0; i < 3; ++i)
      gemm();
    t3Beside = std::min(t3Beside, maxOverRanks(now() - t0));
    BCHECK(maco_rt_stream_synchronize(stream));
  }
  double contention = std::max(1.0, t3Beside / t3Alone);

  // Communication contention (comm-contention; docs/perf.md, "Overlap on a
  // second VM"): 1 MiB all-reduces (a
  // pipeline chunk's size) on the stream while the host runs GEMMs,
  // against the same all-reduces alone. The stream's end is stamped by a host
  // callback queued behind them; GEMMs run until it has run, so the all-reduces
  // are contended throughout.
  const int64_t chunk = 1 << 18; // 1 MiB of f32
  const int chunkReps = 4;
  std::vector<float> k(chunk, 1.0f), kOut(chunk);
  auto enqueueChunks = [&] {
    for (int i = 0; i < chunkReps; ++i)
      BCHECK(maco_rt_all_reduce(k.data(), kOut.data(), chunk, MACO_RT_F32,
                                MACO_RT_SUM, world, stream));
  };
  double tChunksAlone = best(3, [&] {
    enqueueChunks();
    BCHECK(maco_rt_stream_synchronize(stream));
  });
  struct Stamp {
    std::atomic<double> at{0};
  } stamp;
  auto stampNow = [](void *p) { ((Stamp *)p)->at = now(); };
  double tChunksBeside = 1e30;
  for (int r = 0; r < 3; ++r) {
    stamp.at = 0;
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = now();
    enqueueChunks();
    BCHECK(maco_rt_stream_enqueue_host(stream, stampNow, &stamp));
    while (stamp.at == 0)
      gemm();
    tChunksBeside = std::min(tChunksBeside, maxOverRanks(stamp.at - t0));
    BCHECK(maco_rt_stream_synchronize(stream));
  }
  double commContention =
      n > 1 ? std::max(1.0, tChunksBeside / tChunksAlone) : 1.0;

  if (rank == 0) {
    char text[2048];
    snprintf(text, sizeof(text),
             "# maco calibration: %d ranks on this machine (bench/calibrate)\n"
             "# gemm: %s\n"
             "# sgemm %.1f GFLOP/s, memcpy %.1f GB/s, 8 B all-reduce %.2f us "
             "(MPI %.2f us), via stream %.2f us, 16 MiB ring all-reduce %.2f "
             "ms, "
             "sgemm as 16 x 64 rows %.2f ms vs %.2f ms, 4 x 1 MiB "
             "all-reduce on a stream %.2f ms, beside sgemm %.2f ms (x %.2f)\n"
             "name = calibrated-%d\n"
             "peak-flops = %.4g\n"
             "mem-bandwidth = %.4g\n"
             "ranks-per-node = %d\n"
             "intra-latency = %.4g\n"
             "intra-bandwidth = %.4g\n"
             "launch-latency = %.4g\n"
             "stream-overhead = %.4g\n"
             "contention = %.3g\n"
             "comm-contention = %.3g\n"
             "gemm-pack-bandwidth = %.4g\n"
             "ring-latency = %.4g\n"
             "recursive-doubling-latency = %.4g\n"
             "tree-latency = %.4g\n"
             "direct-latency = %.4g\n"
             "posted-bytes = %lld\n"
             "posted-overhead = %.4g\n",
             n, maco_rti_cpu_blas_description(), flops / 1e9, memBw / 1e9,
             tSmall * 1e6, tMpi * 1e6, tStream * 1e6, tBig * 1e3, tRows * 1e3,
             tGemm * 1e3, tChunksAlone * 1e3, tChunksBeside * 1e3,
             commContention, n, flops, memBw, n, alpha, busBw,
             std::max(0.0, tSmall - tMpi), streamOverhead, contention,
             commContention, packBw, algoLatency[0], algoLatency[1],
             algoLatency[2], algoLatency[3], postedBytes, postedOverhead);
    fputs(text, stdout);
    if (cache) {
      // This machine's calibration for n ranks, which the compiler uses
      // when no target is named (include/maco/Analysis/CalibrationCache.h).
      std::string path = maco::calibrationPath(n);
      if (path.empty()) {
        fprintf(stderr, "calibrate: no MACO_CALIBRATION_DIR, XDG_CACHE_HOME "
                        "or HOME: nothing cached\n");
        return 1;
      }
      std::string dir = path.substr(0, path.rfind('/'));
      std::string mk = "mkdir -p '" + dir + "'";
      FILE *f = system(mk.c_str()) == 0 ? fopen(path.c_str(), "w") : nullptr;
      if (!f || fputs(text, f) < 0 || fclose(f) != 0) {
        fprintf(stderr, "calibrate: cannot write %s\n", path.c_str());
        return 1;
      }
      fprintf(stderr, "calibrate: cached in %s\n", path.c_str());
    }
  }
  BCHECK(maco_rt_stream_release(stream));
  BCHECK(maco_rt_finalize());
  return 0;
}
