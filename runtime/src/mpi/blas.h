//===- blas.h - the CPU backend's BLAS (blas.cpp) ------------*- C++ -*-===//

#ifndef MACO_RUNTIME_MPI_BLAS_H
#define MACO_RUNTIME_MPI_BLAS_H

#include <string>

namespace maco_rt_cpu {
// The CBLAS interface's values (every CBLAS uses them; no header needed).
enum CblasOrder : int { CblasRowMajor = 101 };
enum CblasTranspose : int { CblasNoTrans = 111, CblasTrans = 112 };

using SgemmFn = void (*)(CblasOrder, CblasTranspose, CblasTranspose, int, int,
                         int, float, const float *, int, const float *, int,
                         float, float *, int);
using DgemmFn = void (*)(CblasOrder, CblasTranspose, CblasTranspose, int, int,
                         int, double, const double *, int, const double *, int,
                         double, double *, int);

/// The loaded BLAS: its GEMMs (null: none, use plain loops) and what it is.
struct CpuBlas {
  SgemmFn sgemm = nullptr;
  DgemmFn dgemm = nullptr;
  std::string description;
};

/// Loaded on first use (thread-safe).
const CpuBlas &cpuBlas();
} // namespace maco_rt_cpu

#endif // MACO_RUNTIME_MPI_BLAS_H
