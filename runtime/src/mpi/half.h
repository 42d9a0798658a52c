//===- half.h - f16 / bf16 conversions and MPI reduction ops ---------------===//
#ifndef MACO_RUNTIME_SRC_MPI_HALF_H
#define MACO_RUNTIME_SRC_MPI_HALF_H

#include "maco/runtime/runtime.h"

#include <cstdint>
#include <mpi.h>

namespace maco_rt_mpi {

float f16ToFloat(uint16_t h);
uint16_t floatToF16(float f);
float bf16ToFloat(uint16_t h);
uint16_t floatToBf16(float f);

// Create / free the user-defined MPI_Ops for F16 and BF16 (SUM, PROD, MAX,
// MIN; AVG uses SUM). Each combine converts to float, combines, rounds back.
int createHalfOps();
void freeHalfOps();
MPI_Op halfOp(maco_rt_dtype_t dtype, maco_rt_reduction_t op);

} // namespace maco_rt_mpi

#endif
