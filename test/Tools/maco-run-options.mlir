// maco-run rejects bad --optimize-options before compiling anything.
// RUN: not maco-run --optimize-options="bogus=1" %s 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: not maco-run --no-optimize --optimize-options="chunks=2" %s 2>&1 | FileCheck %s --check-prefix=NOOPT
// --cpu-options: maco-to-cpu's options, for the CPU backend only.
// RUN: not maco-run --cpu-options="stack-bytes=1" %s 2>&1 | FileCheck %s --check-prefix=CPUBAD
// RUN: not maco-run --backend=cuda --cpu-options="stack-buffer-bytes=0" %s 2>&1 | FileCheck %s --check-prefix=CPUCUDA
// RUN: maco-run --compile-only --print-ir --cpu-options="stack-buffer-bytes=0" %S/Inputs/local-buffer.mlir | FileCheck %s --check-prefix=HEAP
// RUN: maco-run --compile-only --print-ir %S/Inputs/local-buffer.mlir | FileCheck %s --check-prefix=STACK
// RUN: maco-run %S/Inputs/local-buffer.mlir | FileCheck %s --check-prefix=ONE
// RUN: maco-run --verify-each %S/Inputs/local-buffer.mlir | FileCheck %s --check-prefix=ONE
// RUN: maco-run --cpu-options="stack-buffer-bytes=0" %S/Inputs/local-buffer.mlir | FileCheck %s --check-prefix=ONE

// --help lists maco-run's own options, not LLVM's.
// RUN: maco-run --help | FileCheck %s --check-prefix=HELP
// HELP: USAGE: maco-run [options] <input.mlir>
// HELP-NOT: aarch64
// HELP: maco-run options:
// HELP-DAG: --backend=<string>
// HELP-DAG: --cpu-options=<string>
// HELP-DAG: --verify-each
// HELP-DAG: --entry=<string>
// HELP-DAG: --no-optimize
// HELP-DAG: --optimize-options=<string>
// HELP-DAG: --print-ir
// HELP-DAG: --shared-libs=<string>
// HELP-NOT: aarch64

// BOGUS: no such option bogus
// BOGUS: maco-run: invalid --optimize-options 'bogus=1'
// NOOPT: maco-run: --optimize-options has no effect with --no-optimize
// CPUBAD: maco-run: invalid --cpu-options 'stack-bytes=1'
// CPUCUDA: maco-run: --cpu-options needs --backend=cpu
// HEAP-LABEL: llvm.func @get
// HEAP: llvm.call @malloc
// HEAP: llvm.call @free
// STACK-LABEL: llvm.func @get
// STACK-NOT: @malloc
// STACK: llvm.alloca
// STACK-NOT: @malloc
// STACK-NOT: @free
// STACK: llvm.return
// ONE: {{^}}1{{$}}

func.func @main() {
  return
}
