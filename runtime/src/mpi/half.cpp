//===- half.cpp - f16 / bf16 conversions and MPI reduction ops -------------===//
#include "mpi/half.h"

#include <cmath>
#include <cstring>

namespace maco_rt_mpi {

float f16ToFloat(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000) << 16;
  uint32_t exp = (h >> 10) & 0x1f;
  uint32_t mant = h & 0x3ff;
  uint32_t bits;
  if (exp == 0) {
    if (mant == 0) {
      bits = sign;
    } else { // subnormal: normalise
      int e = -1;
      do {
        ++e;
        mant <<= 1;
      } while (!(mant & 0x400));
      mant &= 0x3ff;
      bits = sign | ((uint32_t)(127 - 15 - e) << 23) | (mant << 13);
    }
  } else if (exp == 0x1f) {
    bits = sign | 0x7f800000u | (mant << 13);
  } else {
    bits = sign | ((exp + 127 - 15) << 23) | (mant << 13);
  }
  float f;
  memcpy(&f, &bits, 4);
  return f;
}

uint16_t floatToF16(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  uint16_t sign = (uint16_t)((x >> 16) & 0x8000);
  uint32_t absx = x & 0x7fffffffu;
  if (absx >= 0x7f800000u) // inf or nan
    return sign | 0x7c00 | (absx > 0x7f800000u ? 0x200 : 0);
  if (absx >= 0x477ff000u) // rounds to >= 65520: overflow to inf
    return sign | 0x7c00;
  if (absx < 0x38800000u) { // below the smallest normal: subnormal or zero
    if (absx < 0x33000000u)
      return sign;
    uint32_t e = absx >> 23;
    uint32_t m = (absx & 0x7fffff) | 0x800000;
    uint32_t shift = 126 - e; // 14 + (112 - e) ... for e in [102, 112]
    uint32_t half = m >> shift;
    uint32_t rem = m & ((1u << shift) - 1);
    uint32_t mid = 1u << (shift - 1);
    if (rem > mid || (rem == mid && (half & 1)))
      ++half;
    return sign | (uint16_t)half;
  }
  uint32_t e = (absx >> 23) - 127 + 15;
  uint32_t m = absx & 0x7fffff;
  uint32_t h = (e << 10) | (m >> 13);
  uint32_t rem = m & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (h & 1)))
    ++h; // may carry into the exponent, which is correct
  return sign | (uint16_t)h;
}

float bf16ToFloat(uint16_t h) {
  uint32_t bits = (uint32_t)h << 16;
  float f;
  memcpy(&f, &bits, 4);
  return f;
}

uint16_t floatToBf16(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  if ((x & 0x7fffffffu) > 0x7f800000u)
    return (uint16_t)((x >> 16) | 0x40); // quiet nan
  uint32_t lsb = (x >> 16) & 1;
  x += 0x7fff + lsb;
  return (uint16_t)(x >> 16);
}

namespace {

template <float (*ToF)(uint16_t), uint16_t (*FromF)(float), int Kind>
void combine(void *in, void *inout, int *len, MPI_Datatype *) {
  const uint16_t *a = (const uint16_t *)in;
  uint16_t *b = (uint16_t *)inout;
  for (int i = 0; i < *len; ++i) {
    float x = ToF(a[i]), y = ToF(b[i]);
    float r;
    switch (Kind) {
    case MACO_RT_SUM:
      r = x + y;
      break;
    case MACO_RT_PROD:
      r = x * y;
      break;
    case MACO_RT_MAX:
      r = std::isnan(x) || std::isnan(y) ? NAN : (x > y ? x : y);
      break;
    default:
      r = std::isnan(x) || std::isnan(y) ? NAN : (x < y ? x : y);
      break;
    }
    b[i] = FromF(r);
  }
}

MPI_Op ops[2][4] = {{MPI_OP_NULL, MPI_OP_NULL, MPI_OP_NULL, MPI_OP_NULL},
                    {MPI_OP_NULL, MPI_OP_NULL, MPI_OP_NULL, MPI_OP_NULL}};

} // namespace

int createHalfOps() {
  MPI_User_function *fns[2][4] = {
      {combine<f16ToFloat, floatToF16, MACO_RT_SUM>,
       combine<f16ToFloat, floatToF16, MACO_RT_PROD>,
       combine<f16ToFloat, floatToF16, MACO_RT_MAX>,
       combine<f16ToFloat, floatToF16, MACO_RT_MIN>},
      {combine<bf16ToFloat, floatToBf16, MACO_RT_SUM>,
       combine<bf16ToFloat, floatToBf16, MACO_RT_PROD>,
       combine<bf16ToFloat, floatToBf16, MACO_RT_MAX>,
       combine<bf16ToFloat, floatToBf16, MACO_RT_MIN>}};
  for (int t = 0; t < 2; ++t)
    for (int o = 0; o < 4; ++o) {
      int err = MPI_Op_create(fns[t][o], /*commute=*/1, &ops[t][o]);
      if (err != MPI_SUCCESS)
        return err;
    }
  return MPI_SUCCESS;
}

void freeHalfOps() {
  for (auto &row : ops)
    for (auto &op : row)
      if (op != MPI_OP_NULL)
        MPI_Op_free(&op);
}

MPI_Op halfOp(maco_rt_dtype_t dtype, maco_rt_reduction_t op) {
  int t = dtype == MACO_RT_BF16 ? 1 : 0;
  int o = op == MACO_RT_AVG ? MACO_RT_SUM : (int)op;
  return ops[t][o];
}

} // namespace maco_rt_mpi
