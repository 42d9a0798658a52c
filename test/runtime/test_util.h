// Shared helpers for the runtime unit tests (plain programs, no framework).
// A failed check prints "FAIL rank R: <file>:<line>: <message>" and aborts
// the MPI job so that other ranks do not hang in a collective.
#ifndef MACO_TEST_RUNTIME_TEST_UTIL_H
#define MACO_TEST_RUNTIME_TEST_UTIL_H

#include "maco/runtime/runtime.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mpi.h>
#include <string>
#include <vector>

static int g_rank = 0;

#define FAILF(...)                                                             \
  do {                                                                         \
    fprintf(stderr, "FAIL rank %d: %s:%d: ", g_rank, __FILE__, __LINE__);      \
    fprintf(stderr, __VA_ARGS__);                                              \
    fprintf(stderr, "\n");                                                     \
    fflush(stderr);                                                            \
    MPI_Abort(MPI_COMM_WORLD, 1);                                              \
    exit(1);                                                                   \
  } while (0)

#define CHECK(cond, ...)                                                       \
  do {                                                                         \
    if (!(cond))                                                               \
      FAILF(__VA_ARGS__);                                                      \
  } while (0)

// Expect MACO_RT_OK; on failure print the runtime's message.
#define OK(call)                                                               \
  do {                                                                         \
    maco_rt_status_t s_ = (call);                                              \
    if (s_ != MACO_RT_OK)                                                      \
      FAILF("%s returned %s: %s", #call, maco_rt_status_string(s_),            \
            maco_rt_last_error());                                             \
  } while (0)

// Expect a given status and a substring of the message.
#define EXPECT_ERR(call, status, substr)                                       \
  do {                                                                         \
    maco_rt_status_t s_ = (call);                                              \
    if (s_ != (status))                                                        \
      FAILF("%s returned %s, expected %s (message: %s)", #call,                \
            maco_rt_status_string(s_), maco_rt_status_string(status),          \
            maco_rt_last_error());                                             \
    if (!strstr(maco_rt_last_error(), (substr)))                               \
      FAILF("%s: message '%s' does not contain '%s'", #call,                   \
            maco_rt_last_error(), (substr));                                   \
  } while (0)

static const maco_rt_dtype_t kAllDtypes[] = {
    MACO_RT_F32, MACO_RT_F16, MACO_RT_BF16, MACO_RT_F64,
    MACO_RT_I32, MACO_RT_I64, MACO_RT_I8};
static const maco_rt_reduction_t kAllReductions[] = {
    MACO_RT_SUM, MACO_RT_PROD, MACO_RT_MAX, MACO_RT_MIN, MACO_RT_AVG};

static inline const char *dtName(maco_rt_dtype_t t) {
  static const char *n[] = {"f32", "f16", "bf16", "f64", "i32", "i64", "i8"};
  return n[t];
}
static inline const char *redName(maco_rt_reduction_t r) {
  static const char *n[] = {"sum", "prod", "max", "min", "avg"};
  return n[r];
}
static inline bool isIntType(maco_rt_dtype_t t) {
  return t == MACO_RT_I32 || t == MACO_RT_I64 || t == MACO_RT_I8;
}
static inline size_t esize(maco_rt_dtype_t t) {
  switch (t) {
  case MACO_RT_F16:
  case MACO_RT_BF16:
    return 2;
  case MACO_RT_F64:
  case MACO_RT_I64:
    return 8;
  case MACO_RT_I8:
    return 1;
  default:
    return 4;
  }
}

// Exact conversions for values representable in the target type (the tests
// use small integers and halves only). Written independently of the runtime.
static inline uint16_t testToF16(double x) {
  if (x == 0)
    return 0;
  uint16_t sign = x < 0 ? 0x8000 : 0;
  int e;
  double m = frexp(fabs(x), &e); // |x| = m * 2^e, m in [0.5, 1)
  int exp = e - 1 + 15;
  uint16_t mant = (uint16_t)((m * 2 - 1) * 1024);
  return sign | (uint16_t)(exp << 10) | mant;
}
static inline double testFromF16(uint16_t h) {
  int exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  double v = exp == 0 ? ldexp(mant, -24) : ldexp(1024 + mant, exp - 25);
  return (h & 0x8000) ? -v : v;
}
static inline uint16_t testToBf16(double x) {
  float f = (float)x;
  uint32_t b;
  memcpy(&b, &f, 4);
  return (uint16_t)(b >> 16);
}
static inline double testFromBf16(uint16_t h) {
  uint32_t b = (uint32_t)h << 16;
  float f;
  memcpy(&f, &b, 4);
  return f;
}

static inline void store(maco_rt_dtype_t t, void *buf, size_t i, double v) {
  switch (t) {
  case MACO_RT_F32:
    ((float *)buf)[i] = (float)v;
    break;
  case MACO_RT_F64:
    ((double *)buf)[i] = v;
    break;
  case MACO_RT_F16:
    ((uint16_t *)buf)[i] = testToF16(v);
    break;
  case MACO_RT_BF16:
    ((uint16_t *)buf)[i] = testToBf16(v);
    break;
  case MACO_RT_I32:
    ((int32_t *)buf)[i] = (int32_t)v;
    break;
  case MACO_RT_I64:
    ((int64_t *)buf)[i] = (int64_t)v;
    break;
  case MACO_RT_I8:
    ((int8_t *)buf)[i] = (int8_t)v;
    break;
  }
}

static inline double load(maco_rt_dtype_t t, const void *buf, size_t i) {
  switch (t) {
  case MACO_RT_F32:
    return ((const float *)buf)[i];
  case MACO_RT_F64:
    return ((const double *)buf)[i];
  case MACO_RT_F16:
    return testFromF16(((const uint16_t *)buf)[i]);
  case MACO_RT_BF16:
    return testFromBf16(((const uint16_t *)buf)[i]);
  case MACO_RT_I32:
    return ((const int32_t *)buf)[i];
  case MACO_RT_I64:
    return (double)((const int64_t *)buf)[i];
  case MACO_RT_I8:
    return ((const int8_t *)buf)[i];
  }
  return 0;
}

struct Buf {
  std::vector<unsigned char> bytes;
  maco_rt_dtype_t t;
  Buf(maco_rt_dtype_t t, size_t n) : bytes(n * esize(t) + 1), t(t) {}
  void *data() { return bytes.data(); }
  void set(size_t i, double v) { store(t, bytes.data(), i, v); }
  double get(size_t i) const { return load(t, bytes.data(), i); }
};

static inline void initRuntime(int *argc, char ***argv) {
  maco_rt_status_t s = maco_rt_init(argc, argv);
  if (s != MACO_RT_OK) {
    fprintf(stderr, "FAIL: maco_rt_init: %s: %s\n", maco_rt_status_string(s),
            maco_rt_last_error());
    exit(1);
  }
  maco_rt_world_rank(&g_rank);
}

static inline int finishTest(const char *name) {
  OK(maco_rt_finalize());
  if (g_rank == 0)
    printf("PASS %s\n", name);
  return 0;
}

#endif
