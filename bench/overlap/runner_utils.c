// The five MLIR runner utilities the overlap benchmark programs call
// (rtclock and the vector.print helpers), so the ahead-of-time compiled
// programs of bench/overlap/build-aot.sh do not need
// libmlir_c_runner_utils, which in LLVM 22 pulls in libMLIR and libLLVM
// (~250 MB). Same output format as upstream's CRunnerUtils.cpp.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

double rtclock(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1.0e-9;
}

static void printFloating(double d) {
  if (isnan(d))
    fputs("nan", stdout);
  else if (isinf(d))
    fputs(d > 0 ? "inf" : "-inf", stdout);
  else
    printf("%g", d);
}

void printF32(float f) { printFloating(f); }
void printF64(double d) { printFloating(d); }
void printNewline(void) { putchar('\n'); }
void printString(const char *s) { fputs(s, stdout); }
