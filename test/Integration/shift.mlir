// shard.shift run under mpirun: rank r holds 10 r; a shift by +1 without
// rotation (rank 0 receives nothing: zeros) and by -1 with rotation. The
// lowering computes each rank's peers in constant size when the pairs
// shift a range of ranks (convert-maco-to-runtime; the tables of a 65536-rank
// shift: test/Conversion/MacoToRuntime/permute-shift.mlir); these are the
// values every rank must then receive, on 3 and 4 ranks.
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir %t
// RUN: sed -e "s/NP/4/g" %s > %t/p4.mlir && %mpirun -np 4 maco-run %t/p4.mlir | FileCheck %s --check-prefix=NP4
// RUN: sed -e "s/NP/3/g" %s > %t/p3.mlir && %mpirun -np 3 maco-run --no-optimize %t/p3.mlir | FileCheck %s --check-prefix=NP3
// NP4:      shift +1:
// NP4-NEXT: 0
// NP4-NEXT: 0
// NP4-NEXT: 10
// NP4-NEXT: 20
// NP4-NEXT: rotate -1:
// NP4-NEXT: 10
// NP4-NEXT: 20
// NP4-NEXT: 30
// NP4-NEXT: 0
// NP3:      shift +1:
// NP3-NEXT: 0
// NP3-NEXT: 0
// NP3-NEXT: 10
// NP3-NEXT: rotate -1:
// NP3-NEXT: 10
// NP3-NEXT: 20
// NP3-NEXT: 0
shard.grid @g(shape = NP)

func.func @main() {
  %c0 = arith.constant 0 : index
  %r = maco.rank on @g grid_axes = [0]
  %ri = arith.index_cast %r : index to i64
  %c10 = arith.constant 10 : i64
  %v = arith.muli %ri, %c10 : i64
  %e = tensor.empty() : tensor<1xi64>
  %x = linalg.fill ins(%v : i64) outs(%e : tensor<1xi64>) -> tensor<1xi64>
  %a = shard.shift %x on @g grid_axes = [0] shift_axis = 0 offset = 1 : tensor<1xi64> -> tensor<1xi64>
  %b = shard.shift %x on @g grid_axes = [0] shift_axis = 0 offset = -1 rotate : tensor<1xi64> -> tensor<1xi64>
  %ga = maco.all_gather %a on @g grid_axes = [0] gather_axis = 0 : tensor<1xi64> -> tensor<NPxi64>
  %gb = maco.all_gather %b on @g grid_axes = [0] gather_axis = 0 : tensor<1xi64> -> tensor<NPxi64>
  %first = arith.cmpi eq, %r, %c0 : index
  scf.if %first {
    %c1 = arith.constant 1 : index
    %n = arith.constant NP : index
    vector.print str "shift +1:\n"
    scf.for %i = %c0 to %n step %c1 {
      %ai = tensor.extract %ga[%i] : tensor<NPxi64>
      vector.print %ai : i64
    }
    vector.print str "rotate -1:\n"
    scf.for %i = %c0 to %n step %c1 {
      %bi = tensor.extract %gb[%i] : tensor<NPxi64>
      vector.print %bi : i64
    }
  }
  return
}
