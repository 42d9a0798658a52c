//===- blas.cpp - the CPU backend's BLAS, loaded for the CPU it runs on ---===//
//
// The CPU backend's GEMMs call cblas_sgemm/cblas_dgemm of a BLAS loaded at
// the first GEMM (dlopen): MACO_BLAS (a library name or path) or the
// OpenBLAS found when the runtime was built. OpenBLAS built with
// DYNAMIC_ARCH picks its kernel when it is loaded, from a CPU table of its
// release: Debian 12's 0.3.21 takes its generic SSE3 kernel (Prescott) on
// AVX-512 CPUs newer than it, 3-5x slower. Loading it here lets the runtime
// name the kernel the CPU's features call for first (OPENBLAS_CORETYPE,
// unless the user set it): Cooperlake with AVX-512 BF16, SkylakeX with
// AVX-512 F/BW/DQ/VL, Haswell with AVX2 and FMA. A forced kernel is checked
// once against a plain loop (odd sizes, both transposes): should it be
// wrong, the runtime says so and computes with the plain loop.
// maco_rti_cpu_blas_description() names what was loaded and why (MACO_STATS,
// the calibration line).
//
//===----------------------------------------------------------------------===//

#include "mpi/blas.h"
#include "common/backend.h"

#include <cpuid.h>
#include <dlfcn.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#ifndef MACO_RT_BLAS_DEFAULT
#define MACO_RT_BLAS_DEFAULT ""
#endif

namespace maco_rt_cpu {
namespace {

/// The OpenBLAS kernel this CPU's features call for, or null.
const char *kernelForCpu() {
  unsigned a, b, c, d;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d))
    return nullptr;
  const bool avx512 = (b & (1u << 16)) && (b & (1u << 17)) &&
                      (b & (1u << 30)) && (b & (1u << 31)); // F DQ BW VL
  const bool avx2 = b & (1u << 5);
  unsigned a1 = 0, b1, c1, d1;
  const bool bf16 = __get_cpuid_count(7, 1, &a1, &b1, &c1, &d1) &&
                    (a1 & (1u << 5)); // AVX512_BF16
  unsigned a0, b0, c0, d0;
  const bool fma = __get_cpuid(1, &a0, &b0, &c0, &d0) && (c0 & (1u << 12));
  // The OS must save the AVX-512 / AVX state (XCR0).
  unsigned lo = 0, hi = 0;
  if (c0 & (1u << 27)) // OSXSAVE
    __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  const bool osAvx = (lo & 0x6) == 0x6, osAvx512 = (lo & 0xe6) == 0xe6;
  if (avx512 && osAvx512)
    return bf16 ? "Cooperlake" : "SkylakeX";
  if (avx2 && fma && osAvx)
    return "Haswell";
  return nullptr;
}

/// Whether `gemm` computes a small product with both transposes right.
bool gemmIsRight(const CpuBlas &blas) {
  const int M = 37, N = 19, K = 45;
  for (int t = 0; t < 4; ++t) {
    const bool ta = t & 1, tb = t & 2;
    std::vector<float> A(M * K), B(K * N), C(M * N, 0.f);
    for (int i = 0; i < M * K; ++i)
      A[i] = (float)((i * 7) % 11) - 5.f;
    for (int i = 0; i < K * N; ++i)
      B[i] = (float)((i * 5) % 13) - 6.f;
    blas.sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans,
               tb ? CblasTrans : CblasNoTrans, M, N, K, 1.f, A.data(),
               ta ? M : K, B.data(), tb ? K : N, 0.f, C.data(), N);
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j) {
        double want = 0;
        for (int k = 0; k < K; ++k)
          want += (double)A[ta ? k * M + i : i * K + k] *
                  (double)B[tb ? j * K + k : k * N + j];
        if (std::fabs(C[i * N + j] - want) > 1e-3)
          return false;
      }
  }
  return true;
}

CpuBlas load() {
  CpuBlas blas;
  const char *env = std::getenv("MACO_BLAS");
  std::string lib = env && *env ? env : MACO_RT_BLAS_DEFAULT;
  if (lib.empty()) {
    blas.description = "none (built without a BLAS: plain loops)";
    return blas;
  }
  std::string forced;
  if (lib.find("openblas") != std::string::npos &&
      !std::getenv("OPENBLAS_CORETYPE"))
    if (const char *kernel = kernelForCpu()) {
      setenv("OPENBLAS_CORETYPE", kernel, 0);
      forced = kernel;
    }
  void *h = dlopen(lib.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    const char *why = dlerror();
    blas.description = "none (" + lib + " did not load: " + (why ? why : "?") +
                       "; plain loops)";
    return blas;
  }
  blas.sgemm = (SgemmFn)dlsym(h, "cblas_sgemm");
  blas.dgemm = (DgemmFn)dlsym(h, "cblas_dgemm");
  if (!blas.sgemm || !blas.dgemm) {
    blas.sgemm = nullptr;
    blas.dgemm = nullptr;
    blas.description =
        "none (" + lib + " has no cblas_sgemm/cblas_dgemm; " + "plain loops)";
    return blas;
  }
  blas.description = lib;
  using NameFn = char *(*)();
  if (auto config = (NameFn)dlsym(h, "openblas_get_config"))
    blas.description += std::string(" (") + config() + ")";
  if (auto core = (NameFn)dlsym(h, "openblas_get_corename")) {
    blas.description += std::string(", kernel ") + core();
    blas.description +=
        forced.empty()
            ? (std::getenv("OPENBLAS_CORETYPE") ? " (OPENBLAS_CORETYPE)"
                                                : " (OpenBLAS's choice)")
            : " (chosen by maco from the CPU's features)";
  }
  if (!forced.empty() && !gemmIsRight(blas)) {
    std::fprintf(stderr,
                 "maco: warning: OpenBLAS's %s kernel computes wrong products "
                 "on this CPU; GEMMs use plain loops (set OPENBLAS_CORETYPE "
                 "or MACO_BLAS to choose another)\n",
                 forced.c_str());
    blas.sgemm = nullptr;
    blas.dgemm = nullptr;
    blas.description += ", WRONG on this CPU: plain loops instead";
  }
  return blas;
}
} // namespace

const CpuBlas &cpuBlas() {
  static const CpuBlas blas = load();
  return blas;
}
} // namespace maco_rt_cpu

const char *maco_rti_cpu_blas_description(void) {
  return maco_rt_cpu::cpuBlas().description.c_str();
}
