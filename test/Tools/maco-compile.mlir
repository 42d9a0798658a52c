// maco-compile: a maco program to an executable in one step (pipelines,
// LLVM IR, object, link with the runtime and MLIR's runner utilities).
// The executable prints what maco-run prints for the same file, memrefs
// included (printMemrefF32 comes from libmlir_runner_utils).
// REQUIRES: mpi
// RUN: maco-compile --optimize-options=guard=false %maco_src_root/examples/compute-allreduce-overlap.mlir -o %t.overlap
// RUN: %mpirun -np 4 %t.overlap > %t.aot
// RUN: %mpirun -np 4 maco-run --optimize-options=guard=false %maco_src_root/examples/compute-allreduce-overlap.mlir > %t.jit
// RUN: grep -v base@ %t.aot > %t.aot.cmp
// RUN: grep -v base@ %t.jit > %t.jit.cmp
// RUN: diff %t.aot.cmp %t.jit.cmp
// RUN: FileCheck %s --check-prefix=OVERLAP < %t.aot
// --ranks=4: compiled for 4 ranks (the grid sized for them, as maco-run
// does under mpirun -np 4), the same output; on 2 ranks it stops at start.
// RUN: maco-compile --ranks=4 --optimize-options=guard=false %maco_src_root/examples/compute-allreduce-overlap.mlir -o %t.overlap4
// RUN: %mpirun -np 4 %t.overlap4 | grep -v base@ > %t.aot4.cmp
// RUN: diff %t.aot4.cmp %t.jit.cmp
// RUN: not %mpirun -np 2 %t.overlap4 2>&1 | FileCheck %s --check-prefix=FOR4
// FOR4: grid shape [4] has 4 ranks but the world size is 2
//
// This file. Only in an executable is the entry renamed (for
// libmaco_main's main()); -o - prints.
// RUN: maco-compile %s --emit=llvm -o - | FileCheck %s --check-prefix=IR
// RUN: maco-compile %s --emit=mlir -o - | FileCheck %s --check-prefix=MLIR
// RUN: maco-compile %s --no-optimize -O0 -o %t.small
// RUN: %mpirun -np 2 %t.small | FileCheck %s --check-prefix=EXEC
// RUN: maco-compile %s --emit=obj -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s --check-prefix=OBJ
//
// Errors.
// RUN: not maco-compile %s --cc=/nonexistent/cc -o %t.nocc 2>&1 | FileCheck %s --check-prefix=NOCC
// RUN: not test -e %t.nocc
// RUN: not maco-compile %s --entry=nope -o %t.noentry 2>&1 | FileCheck %s --check-prefix=NOENTRY
// RUN: not maco-compile %s --emit=exe -o - 2>&1 | FileCheck %s --check-prefix=STDOUT
// RUN: not maco-compile %s --optimize-options=chunks=many -o %t.badopt 2>&1 | FileCheck %s --check-prefix=BADOPT

// OVERLAP: all-reduced gradient:
// OVERLAP-NEXT: data =
// OVERLAP-NEXT: [96, 100, 104, 108, 112, 116, 120, 124, 128, 132, 136, 140, 144, 148, 152, 156]
// OVERLAP: compute-allreduce-overlap: OK

// IR: define void @main()
// IR: call void @maco_cg_all_reduce(

// MLIR: llvm.func @main()
// MLIR: llvm.call @maco_cg_all_reduce(

// Sum over ranks {0, 1} of the rank = 1, printed by both ranks.
// EXEC: 1
// EXEC-NEXT: 1

// OBJ: T main

// NOCC: maco-compile: cannot link: the C compiler driver '/nonexistent/cc' is not found or not executable
// NOENTRY: maco-compile: no function 'nope' to run
// STDOUT: maco-compile: -o: an executable or object file needs a file name
// BADOPT: maco-compile: invalid --optimize-options 'chunks=many'

shard.grid @world(shape = 2)
func.func @main() {
  %r = maco.rank on @world grid_axes = [0]
  %ri = arith.index_cast %r : index to i32
  %rf = arith.sitofp %ri : i32 to f32
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.fill ins(%rf : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = maco.all_reduce %x on @world grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %s[%c0] : tensor<4xf32>
  vector.print %v : f32
  return
}
