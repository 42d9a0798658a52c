// vector.print of vector values, and a transfer_read from a tensor, run by
// maco-run: maco-to-cpu lowers them with convert-vector-to-scf (only when
// the module has vector ops) before convert-vector-to-llvm, which lowers
// scalar prints and 1-D transfers only (before, vector.print of a vector
// stopped the translation to LLVM IR).
// REQUIRES: mpi
// RUN: %mpirun -np 1 maco-run %s | FileCheck %s
// CHECK:      ( 1, 2, 3 )
// CHECK-NEXT: ( 1.5, 2.5 )
// CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ) )
func.func @main() {
  %c = arith.constant dense<[1, 2, 3]> : vector<3xi64>
  vector.print %c : vector<3xi64>
  %t = arith.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %t[%c0], %pad : tensor<2xf32>, vector<2xf32>
  vector.print %v : vector<2xf32>
  %m = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  vector.print %m : vector<2x2xi32>
  return
}
