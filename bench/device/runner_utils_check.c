// Calls every function of bench/overlap/runner_utils.c with edge cases
// (ranks 0 to 3, sizes 0 and 1, strides and offsets, NaN, infinities,
// denormals, large and negative integers). bench/device/check-runner-utils.sh
// links it once with runner_utils.c and once with upstream's
// libmlir_c_runner_utils / libmlir_runner_utils and compares the outputs.
#include <math.h>
#include <stdint.h>
#include <stdio.h>

void printI64(int64_t);
void printU64(uint64_t);
void printF32(float);
void printF64(double);
void printString(char const *);
void printOpen(void);
void printClose(void);
void printComma(void);
void printNewline(void);
double rtclock(void);
int64_t _mlir_ciface_nanoTime(void);

typedef struct {
  int64_t rank;
  void *descriptor;
} UnrankedMemRef;
void memrefCopy(int64_t, UnrankedMemRef *, UnrankedMemRef *);
void printMemrefF32(int64_t, void *);
void printMemrefF64(int64_t, void *);
void printMemrefI32(int64_t, void *);
void printMemrefI64(int64_t, void *);
void printMemrefInd(int64_t, void *);
void _mlir_ciface_printMemrefF32(UnrankedMemRef *);
void _mlir_ciface_printMemrefF64(UnrankedMemRef *);
void _mlir_ciface_printMemrefI8(UnrankedMemRef *);
void _mlir_ciface_printMemrefI16(UnrankedMemRef *);
void _mlir_ciface_printMemrefI32(UnrankedMemRef *);
void _mlir_ciface_printMemrefI64(UnrankedMemRef *);
void _mlir_ciface_printMemrefInd(UnrankedMemRef *);
void _mlir_ciface_printMemrefShapeF32(UnrankedMemRef *);

// A descriptor of rank up to 4: allocated, aligned, offset, sizes, strides.
typedef struct {
  void *allocated, *aligned;
  int64_t offset, ss[8];
} Desc;

static Desc desc(void *data, int64_t offset, int rank, const int64_t *sizes,
                 const int64_t *strides) {
  Desc d = {data, data, offset, {0}};
  for (int i = 0; i < rank; ++i) {
    d.ss[i] = sizes[i];
    d.ss[rank + i] = strides[i];
  }
  return d;
}

int main(void) {
  static float f[64];
  static double g[64];
  static int8_t i8[64];
  static int16_t i16[64];
  static int32_t i32[64];
  static int64_t i64[64];
  static uint64_t ind[64];
  const float fs[] = {
      0.f,   -0.f,    1.f,    -1.5f, 1e-7f, 3.14159265f, 123456.7f, 1234567.f,
      1e30f, -1e-30f, 1e-45f, NAN,   -NAN,  INFINITY,    -INFINITY, 0.1f};
  for (int i = 0; i < 64; ++i) {
    f[i] = fs[i % 16] * (float)(1 + i / 16);
    g[i] = (double)fs[i % 16] / 3.0 * (1 + i / 16);
    i8[i] = (int8_t)('A' + i % 26);
    i16[i] = (int16_t)(i * 1000 - 30000);
    i32[i] = (int32_t)((int64_t)i * 123456789 % 4000000000LL - 2000000000);
    i64[i] = (int64_t)i * -1234567890123LL;
    ind[i] = (uint64_t)i * 18446744073709551ULL;
  }
  for (int i = 0; i < 16; ++i) {
    printF32(fs[i]);
    printComma();
    printF64((double)fs[i] / 7.0);
    printComma();
    printI64(i64[i * 3]);
    printComma();
    printU64(ind[i * 3]);
    printNewline();
  }
  printI64(INT64_MIN);
  printU64(UINT64_MAX);
  printF64(1e300 * 1e10);
  printNewline();
  printOpen();
  printF32(1.f);
  printComma();
  printF32(2.5f);
  printClose();
  printNewline();
  printString("a string\n");
  printF64(rtclock() > 1e9 ? 1.0 : 0.0);
  printF64(_mlir_ciface_nanoTime() > 1000000000000000000LL ? 1.0 : 0.0);
  printNewline();

  // Shapes: {rank, sizes, strides, offset}.
  struct {
    int rank;
    int64_t sizes[4], strides[4], offset;
  } shapes[] = {
      {0, {0}, {0}, 5},
      {1, {1}, {1}, 0},
      {1, {0}, {1}, 2},
      {1, {2}, {1}, 0},
      {1, {7}, {3}, 1},
      {2, {1, 1}, {1, 1}, 0},
      {2, {1, 5}, {5, 1}, 0},
      {2, {5, 1}, {1, 1}, 0},
      {2, {3, 4}, {4, 1}, 0},
      {2, {4, 3}, {1, 4}, 3},
      {2, {2, 0}, {1, 1}, 0},
      {3, {2, 3, 4}, {12, 4, 1}, 0},
      {3, {3, 1, 2}, {2, 2, 1}, 1},
      {3, {1, 2, 2}, {4, 2, 1}, 0},
      {4, {2, 2, 2, 2}, {8, 4, 2, 1}, 0},
  };
  for (unsigned s = 0; s < sizeof shapes / sizeof shapes[0]; ++s) {
    int r = shapes[s].rank;
    int64_t o = shapes[s].offset;
    Desc d;
    d = desc(f, o, r, shapes[s].sizes, shapes[s].strides);
    printMemrefF32(r, &d);
    UnrankedMemRef u = {r, &d};
    _mlir_ciface_printMemrefF32(&u);
    _mlir_ciface_printMemrefShapeF32(&u);
    d = desc(g, o, r, shapes[s].sizes, shapes[s].strides);
    printMemrefF64(r, &d);
    _mlir_ciface_printMemrefF64(&u);
    d = desc(i8, o, r, shapes[s].sizes, shapes[s].strides);
    _mlir_ciface_printMemrefI8(&u);
    d = desc(i16, o, r, shapes[s].sizes, shapes[s].strides);
    _mlir_ciface_printMemrefI16(&u);
    d = desc(i32, o, r, shapes[s].sizes, shapes[s].strides);
    printMemrefI32(r, &d);
    _mlir_ciface_printMemrefI32(&u);
    d = desc(i64, o, r, shapes[s].sizes, shapes[s].strides);
    printMemrefI64(r, &d);
    _mlir_ciface_printMemrefI64(&u);
    d = desc(ind, o, r, shapes[s].sizes, shapes[s].strides);
    printMemrefInd(r, &d);
    _mlir_ciface_printMemrefInd(&u);
  }

  // memrefCopy: a transposed 3x4 view into a dense 4x3 one, and rank 0.
  static float dst[16];
  Desc sd = desc(f, 1, 2, (int64_t[]){4, 3}, (int64_t[]){1, 4});
  Desc dd = desc(dst, 0, 2, (int64_t[]){4, 3}, (int64_t[]){3, 1});
  UnrankedMemRef su = {2, &sd}, du = {2, &dd};
  memrefCopy(sizeof(float), &su, &du);
  printMemrefF32(2, &dd);
  Desc s0 = desc(f, 9, 0, 0, 0), d0 = desc(dst, 15, 0, 0, 0);
  UnrankedMemRef su0 = {0, &s0}, du0 = {0, &d0};
  memrefCopy(sizeof(float), &su0, &du0);
  printMemrefF32(0, &d0);
  return 0;
}
