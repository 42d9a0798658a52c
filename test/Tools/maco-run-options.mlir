// maco-run rejects bad --optimize-options before compiling anything.
// RUN: not maco-run --optimize-options="bogus=1" %s 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: not maco-run --no-optimize --optimize-options="chunks=2" %s 2>&1 | FileCheck %s --check-prefix=NOOPT

// BOGUS: no such option bogus
// BOGUS: maco-run: invalid --optimize-options 'bogus=1'
// NOOPT: maco-run: --optimize-options has no effect with --no-optimize

func.func @main() {
  return
}
