// maco-run rejects bad --optimize-options before compiling anything.
// RUN: not maco-run --optimize-options="bogus=1" %s 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: not maco-run --no-optimize --optimize-options="chunks=2" %s 2>&1 | FileCheck %s --check-prefix=NOOPT

// --help lists maco-run's own options, not LLVM's.
// RUN: maco-run --help | FileCheck %s --check-prefix=HELP
// HELP: USAGE: maco-run [options] <input.mlir>
// HELP-NOT: aarch64
// HELP: maco-run options:
// HELP-DAG: --backend=<string>
// HELP-DAG: --entry=<string>
// HELP-DAG: --no-optimize
// HELP-DAG: --optimize-options=<string>
// HELP-DAG: --print-ir
// HELP-DAG: --shared-libs=<string>
// HELP-NOT: aarch64

// BOGUS: no such option bogus
// BOGUS: maco-run: invalid --optimize-options 'bogus=1'
// NOOPT: maco-run: --optimize-options has no effect with --no-optimize

func.func @main() {
  return
}
