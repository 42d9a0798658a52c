//===- cuda_bench.cpp - GPU benchmarks of the maco CUDA/NCCL backend ------===//
//
// Three measurements through the public runtime API (world size 1, one GPU):
//
//  allreduce  all-reduce sweep (f32, sum) on a runtime stream and on the
//             synchronous path. At world size 1 NCCL only copies, so this
//             measures per-call overhead (runtime + NCCL launch) and the
//             local copy bandwidth, not network bandwidth.
//  gemm       maco_rt_gemm TFLOP/s for f32 (FP32, or TF32 with
//             MACO_CUDA_TF32=1), f16 and bf16 over square sizes.
//  overlap    a large bf16 GEMM on a "main" stream and a large
//             communication stand-in on a "comm" stream: (a) an NCCL
//             all-reduce (a copy at world size 1) and (b) a device-to-device
//             cudaMemcpyAsync. Sequential (both on one stream) vs overlapped
//             (two streams joined by an event).
//
// Usage: maco_cuda_bench [allreduce|gemm|overlap|all] [--quick]
//                        [--csv FILE]
// Prints a table; --csv appends machine-readable rows
// (bench,case,dtype,size,iters,seconds,metric,value).
// Exit code 77 without a CUDA device.
//
//===----------------------------------------------------------------------===//

#include "maco/runtime/runtime.h"

#include <cuda_runtime_api.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace {

#define RT(call)                                                               \
  do {                                                                         \
    maco_rt_status_t s_ = (call);                                              \
    if (s_ != MACO_RT_OK) {                                                    \
      fprintf(stderr, "%s:%d: %s -> %s: %s\n", __FILE__, __LINE__, #call,      \
              maco_rt_status_string(s_), maco_rt_last_error());                \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

#define CU(call)                                                               \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "%s:%d: %s -> %s\n", __FILE__, __LINE__, #call,          \
              cudaGetErrorString(e_));                                         \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

bool quick = false;
FILE *csv = nullptr;

void csvRow(const char *bench, const char *kase, const char *dtype,
            long long size, int iters, double seconds, const char *metric,
            double value) {
  if (csv)
    fprintf(csv, "%s,%s,%s,%lld,%d,%.9g,%s,%.6g\n", bench, kase, dtype, size,
            iters, seconds, metric, value);
}

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Wall time per iteration of `body` (enqueue), synchronised on `stream`.
template <typename F>
double timeIt(maco_rt_stream_t stream, int warmup, int iters, F body) {
  for (int i = 0; i < warmup; ++i)
    body();
  RT(maco_rt_stream_synchronize(stream));
  double t0 = now();
  for (int i = 0; i < iters; ++i)
    body();
  RT(maco_rt_stream_synchronize(stream));
  return (now() - t0) / iters;
}

const char *humanBytes(double b, char *buf, size_t n) {
  const char *u[] = {"B", "KiB", "MiB", "GiB"};
  int i = 0;
  while (b >= 1024 && i < 3) {
    b /= 1024;
    ++i;
  }
  snprintf(buf, n, "%.0f %s", b, u[i]);
  return buf;
}

void benchAllReduce(maco_rt_comm_t world) {
  printf("\n== all-reduce sweep (f32 sum, world size 1: NCCL copies; "
         "measures overhead) ==\n");
  printf("%12s %14s %14s %12s\n", "size", "stream us/op", "sync us/op",
         "GB/s(stream)");
  maco_rt_stream_t s;
  RT(maco_rt_stream_create(&s));
  const size_t maxBytes = quick ? (64u << 20) : (1u << 30);
  void *a, *b;
  CU(cudaMalloc(&a, maxBytes));
  CU(cudaMalloc(&b, maxBytes));
  CU(cudaMemset(a, 0, maxBytes));
  CU(cudaDeviceSynchronize());
  for (size_t bytes = 4; bytes <= maxBytes; bytes *= 4) {
    int64_t n = bytes / 4;
    int iters = bytes <= (1 << 20) ? 1000 : bytes <= (64 << 20) ? 100 : 20;
    if (quick)
      iters = std::max(5, iters / 10);
    double ts = timeIt(s, 10, iters, [&] {
      RT(maco_rt_all_reduce(a, b, n, MACO_RT_F32, MACO_RT_SUM, world, s));
    });
    int syncIters = std::min(iters, 200);
    double tsync = timeIt(nullptr, 5, syncIters, [&] {
      RT(maco_rt_all_reduce(a, b, n, MACO_RT_F32, MACO_RT_SUM, world, nullptr));
    });
    char hb[32];
    printf("%12s %14.2f %14.2f %12.1f\n", humanBytes(bytes, hb, sizeof hb),
           ts * 1e6, tsync * 1e6, bytes / ts / 1e9);
    csvRow("allreduce", "stream", "f32", bytes, iters, ts, "GB/s",
           bytes / ts / 1e9);
    csvRow("allreduce", "sync", "f32", bytes, syncIters, tsync, "us",
           tsync * 1e6);
  }
  CU(cudaFree(a));
  CU(cudaFree(b));
  RT(maco_rt_stream_release(s));
}

void benchGemm() {
  printf("\n== GEMM (maco_rt_gemm, cuBLAS) ==\n");
  printf("%6s %8s %12s %10s\n", "dtype", "M=N=K", "ms", "TFLOP/s");
  maco_rt_stream_t s;
  RT(maco_rt_stream_create(&s));
  struct {
    maco_rt_dtype_t t;
    const char *name;
  } types[] = {
      {MACO_RT_BF16, "bf16"}, {MACO_RT_F16, "f16"}, {MACO_RT_F32, "f32"}};
  std::vector<int64_t> sizes = {1024, 2048, 4096, 8192};
  if (!quick)
    sizes.push_back(16384);
  for (auto &ty : types) {
    for (int64_t m : sizes) {
      size_t bytes = (size_t)m * m * maco_rt_dtype_size(ty.t);
      void *A, *B, *C;
      CU(cudaMalloc(&A, bytes));
      CU(cudaMalloc(&B, bytes));
      CU(cudaMalloc(&C, bytes));
      CU(cudaMemset(A, 0, bytes));
      CU(cudaMemset(B, 0, bytes));
      CU(cudaDeviceSynchronize());
      double flop = 2.0 * m * m * m;
      int iters = (int)std::max(3.0, std::min(200.0, 2e13 / flop));
      if (quick)
        iters = std::max(3, iters / 5);
      double t = timeIt(s, 3, iters, [&] {
        RT(maco_rt_gemm(ty.t, 0, 0, m, m, m, 1.0, A, m, B, m, 0.0, C, m, s));
      });
      printf("%6s %8lld %12.3f %10.1f\n", ty.name, (long long)m, t * 1e3,
             flop / t / 1e12);
      csvRow("gemm", "square", ty.name, m, iters, t, "TFLOP/s",
             flop / t / 1e12);
      CU(cudaFree(A));
      CU(cudaFree(B));
      CU(cudaFree(C));
    }
  }
  RT(maco_rt_stream_release(s));
}

void benchOverlap(maco_rt_comm_t world) {
  printf("\n== overlap: bf16 GEMM on the main stream || communication on a "
         "comm stream ==\n");
  const int64_t m = quick ? 4096 : 8192;
  const size_t commBytes = quick ? (256u << 20) : (1u << 30);
  const int iters = quick ? 5 : 20;
  size_t gb = (size_t)m * m * 2;
  void *A, *B, *C, *x, *y;
  CU(cudaMalloc(&A, gb));
  CU(cudaMalloc(&B, gb));
  CU(cudaMalloc(&C, gb));
  CU(cudaMalloc(&x, commBytes));
  CU(cudaMalloc(&y, commBytes));
  CU(cudaMemset(A, 0, gb));
  CU(cudaMemset(B, 0, gb));
  CU(cudaMemset(x, 0, commBytes));
  CU(cudaDeviceSynchronize());
  maco_rt_stream_t mainS, commS;
  RT(maco_rt_stream_create(&mainS));
  RT(maco_rt_stream_create(&commS));
  void *commNative = nullptr;
  RT(maco_rt_stream_native_handle(commS, &commNative));
  maco_rt_event_t done;
  RT(maco_rt_event_create(&done));

  auto gemm = [&](maco_rt_stream_t s) {
    RT(maco_rt_gemm(MACO_RT_BF16, 0, 0, m, m, m, 1.0, A, m, B, m, 0.0, C, m,
                    s));
  };
  struct Comm {
    const char *name;
    std::function<void(maco_rt_stream_t)> run;
  };
  void *mainNative = nullptr;
  RT(maco_rt_stream_native_handle(mainS, &mainNative));
  auto nativeOf = [&](maco_rt_stream_t s) {
    return s == mainS ? mainNative : commNative;
  };
  std::vector<Comm> comms = {
      {"nccl_all_reduce",
       [&](maco_rt_stream_t s) {
         RT(maco_rt_all_reduce(x, y, commBytes / 2, MACO_RT_BF16, MACO_RT_SUM,
                               world, s));
       }},
      {"d2d_copy", [&](maco_rt_stream_t s) {
         CU(cudaMemcpyAsync(y, x, commBytes, cudaMemcpyDeviceToDevice,
                            static_cast<cudaStream_t>(nativeOf(s))));
       }}};

  double flop = 2.0 * m * m * m;
  double tg = timeIt(mainS, 3, iters, [&] { gemm(mainS); });
  char hb[32];
  printf("GEMM %lldx%lldx%lld bf16: %.3f ms (%.1f TFLOP/s); comm message "
         "%s\n",
         (long long)m, (long long)m, (long long)m, tg * 1e3, flop / tg / 1e12,
         humanBytes(commBytes, hb, sizeof hb));
  printf("%16s %9s %9s %11s %11s %8s %9s\n", "comm", "gemm ms", "comm ms",
         "seq ms", "overlap ms", "speedup", "hidden %");
  for (Comm &c : comms) {
    double tc = timeIt(commS, 3, iters, [&] { c.run(commS); });
    double tseq = timeIt(mainS, 2, iters, [&] {
      gemm(mainS);
      c.run(mainS);
    });
    double tovl = timeIt(mainS, 2, iters, [&] {
      // Fork: comm stream starts with the main stream's current point.
      RT(maco_rt_event_record(done, mainS));
      RT(maco_rt_stream_wait_event(commS, done));
      c.run(commS);
      gemm(mainS);
      // Join.
      RT(maco_rt_event_record(done, commS));
      RT(maco_rt_stream_wait_event(mainS, done));
    });
    double hidden = (tseq - tovl) / std::min(tg, tc) * 100.0;
    printf("%16s %9.3f %9.3f %11.3f %11.3f %7.2fx %8.0f%%\n", c.name, tg * 1e3,
           tc * 1e3, tseq * 1e3, tovl * 1e3, tseq / tovl, hidden);
    csvRow("overlap", c.name, "bf16", (long long)commBytes, iters, tseq,
           "seq_ms", tseq * 1e3);
    csvRow("overlap", c.name, "bf16", (long long)commBytes, iters, tovl,
           "overlap_ms", tovl * 1e3);
    csvRow("overlap", c.name, "bf16", (long long)commBytes, iters, tovl,
           "speedup", tseq / tovl);
  }
  RT(maco_rt_event_release(done));
  RT(maco_rt_stream_release(mainS));
  RT(maco_rt_stream_release(commS));
  for (void *p : {A, B, C, x, y})
    CU(cudaFree(p));
}

} // namespace

int main(int argc, char **argv) {
  std::string which = "all";
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--quick"))
      quick = true;
    else if (!strcmp(argv[i], "--csv") && i + 1 < argc)
      csv = fopen(argv[++i], "a");
    else if (argv[i][0] != '-')
      which = argv[i];
    else {
      fprintf(stderr,
              "usage: %s [allreduce|gemm|overlap|all] [--quick] [--csv FILE]\n",
              argv[0]);
      return 2;
    }
  }
  int ndev = 0;
  if (cudaGetDeviceCount(&ndev) != cudaSuccess || ndev == 0) {
    printf("SKIP: no CUDA device\n");
    return 77;
  }
  RT(maco_rt_init_with_backend(&argc, &argv, MACO_RT_BACKEND_CUDA));
  int dev = 0;
  CU(cudaGetDevice(&dev));
  cudaDeviceProp prop{};
  CU(cudaGetDeviceProperties(&prop, dev));
  printf("maco CUDA backend benchmark on %s (%d SMs)%s\n", prop.name,
         prop.multiProcessorCount, quick ? " [quick]" : "");
  maco_rt_comm_t world;
  RT(maco_rt_comm_world(&world));
  if (which == "allreduce" || which == "all")
    benchAllReduce(world);
  if (which == "gemm" || which == "all")
    benchGemm();
  if (which == "overlap" || which == "all")
    benchOverlap(world);
  RT(maco_rt_finalize());
  if (csv)
    fclose(csv);
  return 0;
}
