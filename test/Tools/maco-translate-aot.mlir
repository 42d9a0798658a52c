// Ahead-of-time path: maco-to-cpu, maco-translate to LLVM IR, llc to an
// object, link with the runtime and libmaco_main, run under mpirun.
// REQUIRES: mpi
// RUN: maco-opt %s -maco-to-cpu | maco-translate --mlir-to-llvmir > %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: llc -filetype=obj -relocation-model=pic %t.ll -o %t.o
// RUN: llvm-objcopy --redefine-sym main=maco_program_main %t.o
// RUN: %maco_cc %t.o -o %t.exe -L%maco_lib_dir -lmaco_main -lmaco_cg -lmaco_runtime -L%llvm_lib_dir -lmlir_c_runner_utils -lmlir_runner_utils -Wl,-rpath,%maco_lib_dir:%llvm_lib_dir %maco_link_extra
// RUN: %mpirun -np 2 %t.exe | FileCheck %s

// IR: call i64 @maco_cg_comm(
// IR: call void @maco_cg_all_reduce(

// Sum over ranks {0, 1} of the rank = 1, printed by both ranks.
// CHECK: 1
// CHECK-NEXT: 1

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
