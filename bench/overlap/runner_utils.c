// The MLIR runner utilities that maco's ahead-of-time compiled programs
// call, in plain C: rtclock and the vector.print helpers (upstream's
// CRunnerUtils.cpp), the memref printers (RunnerUtils.cpp) and memrefCopy.
// bench/overlap/build-aot.sh (the overlap benchmarks) and
// bench/device/build-examples.sh (the examples of the GPU bundle) link it
// instead of libmlir_c_runner_utils / libmlir_runner_utils, which in LLVM 22
// pull in libMLIR and libLLVM (~345 MB, too large for the GPU bundle).
//
// The output is byte-for-byte upstream's (LLVM 22): the scalars with the
// same printf formats, the memrefs as impl::printMemRef writes them to
// std::cout (libstdc++ formats an int64_t with "%ld", a float or double
// with "%g", the base pointer with "%#lx"; an int8_t as a character), with
// the same flush at the end of each memref. bench/device/check-runner-utils.sh
// compares the two.
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

//===-- CRunnerUtils: vector.print and friends ---------------------------===//

void printI64(int64_t i) { fprintf(stdout, "%" PRId64, i); }
void printU64(uint64_t u) { fprintf(stdout, "%" PRIu64, u); }
void printF32(float f) { fprintf(stdout, "%g", f); }
void printF64(double d) { fprintf(stdout, "%lg", d); }
void printString(char const *s) { fputs(s, stdout); }
void printOpen(void) { fputs("( ", stdout); }
void printClose(void) { fputs(" )", stdout); }
void printComma(void) { fputs(", ", stdout); }
void printNewline(void) { fputc('\n', stdout); }
void printFlops(double flops) {
  fprintf(stderr, "%lf GFLOPS\n", flops / 1.0E9);
}

double rtclock(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1.0e-9;
}

int64_t _mlir_ciface_nanoTime(void) {
  // std::chrono::high_resolution_clock is system_clock in libstdc++.
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

//===-- Memref descriptors
//-------------------------------------------------===//

// UnrankedMemRefType: the rank and a pointer to a ranked descriptor
// { allocated, aligned, offset, sizes[rank], strides[rank] }.
typedef struct {
  int64_t rank;
  void *descriptor;
} UnrankedMemRef;

typedef struct {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t sizesAndStrides[];
} RankedDescriptor;

// memref.copy of non-contiguous memrefs (upstream's memrefCopy).
void memrefCopy(int64_t elemSize, UnrankedMemRef *srcArg,
                UnrankedMemRef *dstArg) {
  RankedDescriptor *src = srcArg->descriptor, *dst = dstArg->descriptor;
  int64_t rank = srcArg->rank;
  const int64_t *sizes = src->sizesAndStrides;
  const int64_t *srcS = src->sizesAndStrides + rank;
  const int64_t *dstSizes = dst->sizesAndStrides;
  const int64_t *dstS = dst->sizesAndStrides + rank;
  for (int64_t r = 0; r < rank; ++r)
    if (sizes[r] == 0)
      return;
  char *srcPtr = src->aligned + src->offset * elemSize;
  char *dstPtr = dst->aligned + dst->offset * elemSize;
  if (rank == 0) {
    memcpy(dstPtr, srcPtr, elemSize);
    return;
  }
  int64_t *indices = calloc((size_t)rank * 3, sizeof(int64_t));
  int64_t *srcStrides = indices + rank, *dstStrides = indices + 2 * rank;
  for (int64_t r = 0; r < rank; ++r) {
    srcStrides[r] = srcS[r] * elemSize;
    dstStrides[r] = dstS[r] * elemSize;
  }
  int64_t readIndex = 0, writeIndex = 0;
  for (;;) {
    memcpy(dstPtr + writeIndex, srcPtr + readIndex, elemSize);
    for (int64_t axis = rank - 1; axis >= 0; --axis) {
      int64_t newIndex = ++indices[axis];
      readIndex += srcStrides[axis];
      writeIndex += dstStrides[axis];
      if (sizes[axis] != newIndex)
        break;
      if (axis == 0) {
        free(indices);
        return;
      }
      indices[axis] = 0;
      readIndex -= sizes[axis] * srcStrides[axis];
      writeIndex -= dstSizes[axis] * dstStrides[axis];
    }
  }
}

//===-- RunnerUtils: printMemref*
//-------------------------------------------===//

enum ElemKind { I8, I16, I32, I64, IND, F32, F64 };

static void printElem(enum ElemKind k, const char *base, int64_t i) {
  switch (k) {
  case I8:
    putchar(((const int8_t *)base)[i]);
    break;
  case I16:
    printf("%d", ((const int16_t *)base)[i]);
    break;
  case I32:
    printf("%d", ((const int32_t *)base)[i]);
    break;
  case I64:
    printf("%" PRId64, ((const int64_t *)base)[i]);
    break;
  case IND:
    printf("%" PRIu64, ((const uint64_t *)base)[i]);
    break;
  case F32:
    printf("%g", (double)((const float *)base)[i]);
    break;
  case F64:
    printf("%g", ((const double *)base)[i]);
    break;
  }
}

static void printSpace(int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    putchar(' ');
}

// impl::MemRefDataPrinter<T>::print (with printFirst and printLast inlined),
// quirks included: a dimension of size 0 still prints its first element.
static void printData(enum ElemKind k, const char *base, int64_t dim,
                      int64_t rank, int64_t offset, const int64_t *sizes,
                      const int64_t *strides) {
  if (dim == 0) {
    printElem(k, base, offset);
    return;
  }
  putchar('[');
  printData(k, base, dim - 1, rank, offset, sizes + 1, strides + 1);
  if (sizes[0] <= 1) {
    putchar(']');
    return;
  }
  fputs(", ", stdout);
  if (dim > 1)
    putchar('\n');
  for (int64_t i = 1; i + 1 < sizes[0]; ++i) {
    printSpace(rank - dim + 1);
    printData(k, base, dim - 1, rank, offset + i * strides[0], sizes + 1,
              strides + 1);
    fputs(", ", stdout);
    if (dim > 1)
      putchar('\n');
  }
  printSpace(rank - dim + 1);
  printData(k, base, dim - 1, rank, offset + (sizes[0] - 1) * strides[0],
            sizes + 1, strides + 1);
  putchar(']');
}

static void printList(int64_t rank, const int64_t *v) {
  for (int64_t i = 0; i < rank; ++i)
    printf(i ? ", %" PRId64 : "%" PRId64, v[i]);
}

// printMemRefMetaData: "base@ = 0x... rank = R offset = O sizes = [...]
// strides = [...]" (std::hex with std::showbase prints 0 as "0").
static void printMeta(int64_t rank, const RankedDescriptor *d) {
  printf("base@ = %#" PRIxPTR " rank = %" PRId64 " offset = %" PRId64
         " sizes = [",
         (uintptr_t)d->aligned, rank, d->offset);
  printList(rank, d->sizesAndStrides);
  fputs("] strides = [", stdout);
  printList(rank, d->sizesAndStrides + rank);
  fputs("]", stdout);
}

static void printUnranked(enum ElemKind k, UnrankedMemRef *m) {
  const RankedDescriptor *d = m->descriptor;
  int64_t rank = m->rank;
  fputs("Unranked Memref ", stdout);
  printMeta(rank, d);
  fputs(" data = \n", stdout);
  if (rank == 0)
    putchar('[');
  printData(k, d->aligned, rank, rank, d->offset, d->sizesAndStrides,
            d->sizesAndStrides + rank);
  if (rank == 0)
    putchar(']');
  putchar('\n');
  fflush(stdout);
}

static void printShape(UnrankedMemRef *m) {
  fputs("Unranked Memref ", stdout);
  printMeta(m->rank, m->descriptor);
  fputs("\n", stdout);
}

#define MACO_PRINT_MEMREF(NAME, KIND)                                          \
  void _mlir_ciface_printMemref##NAME(UnrankedMemRef *m) {                     \
    printUnranked(KIND, m);                                                    \
  }                                                                            \
  void _mlir_ciface_printMemrefShape##NAME(UnrankedMemRef *m) { printShape(m); }
MACO_PRINT_MEMREF(I8, I8)
MACO_PRINT_MEMREF(I32, I32)
MACO_PRINT_MEMREF(I64, I64)
MACO_PRINT_MEMREF(F32, F32)
MACO_PRINT_MEMREF(F64, F64)
MACO_PRINT_MEMREF(Ind, IND)
#undef MACO_PRINT_MEMREF
void _mlir_ciface_printMemrefI16(UnrankedMemRef *m) { printUnranked(I16, m); }

#define MACO_PRINT_MEMREF_RANK(NAME, KIND)                                     \
  void printMemref##NAME(int64_t rank, void *ptr) {                            \
    UnrankedMemRef m = {rank, ptr};                                            \
    printUnranked(KIND, &m);                                                   \
  }
MACO_PRINT_MEMREF_RANK(I32, I32)
MACO_PRINT_MEMREF_RANK(I64, I64)
MACO_PRINT_MEMREF_RANK(F32, F32)
MACO_PRINT_MEMREF_RANK(F64, F64)
MACO_PRINT_MEMREF_RANK(Ind, IND)
#undef MACO_PRINT_MEMREF_RANK
