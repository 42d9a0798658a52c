/*===- gemm_layout.h - strided matrices as BLAS operands ---------*- C -*-===*
 *
 * One definition, shared by the runtime (maco_cg_gemm, which derives the
 * transpose flags and leading dimensions) and by the compiler
 * (convert-matmul-to-runtime, which decides at compile time where it can,
 * and otherwise calls maco_cg_gemm_layout_ok, whether a matrix must be
 * packed first).
 *===----------------------------------------------------------------------===*/

#ifndef MACO_RUNTIME_GEMM_LAYOUT_H
#define MACO_RUNTIME_GEMM_LAYOUT_H

#include <stdint.h>

/* A rows x cols matrix whose element (i, j) is at i * rs + j * cs, as a
 * BLAS operand: row-major (*trans = 0, leading dimension *ld = rs) or the
 * transpose of a row-major cols x rows matrix (*trans = 1, *ld = cs).
 * Returns 0 when it is neither (no unit stride, or a leading dimension
 * BLAS rejects: it must be at least max(1, the other extent)). A stride
 * along an extent of 0 or 1 is never used, so any value BLAS accepts
 * replaces it. */
static inline int maco_gemm_layout(int64_t rows, int64_t cols, int64_t rs,
                                   int64_t cs, int *trans, int64_t *ld) {
  int64_t minCols = cols > 1 ? cols : 1, minRows = rows > 1 ? rows : 1;
  if (cols <= 1 && rs != 1)
    cs = 1; /* a column: row-major, one element per row */
  if (rows <= 1 && cs != 1)
    rs = 1; /* a row: the transpose of a column */
  if (cs == 1 && (rows <= 1 || rs >= minCols)) {
    *trans = 0;
    *ld = rows <= 1 ? minCols : rs;
    return 1;
  }
  if (rs == 1 && (cols <= 1 || cs >= minRows)) {
    *trans = 1;
    *ld = cols <= 1 ? minRows : cs;
    return 1;
  }
  return 0;
}

#endif /* MACO_RUNTIME_GEMM_LAYOUT_H */
