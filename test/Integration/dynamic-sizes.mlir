// A collective whose destination size is known only at run time is checked
// there: a destination of the wrong size stops every rank with a message
// naming the op, its line, the rank and the sizes, with and without
// maco-optimize, instead of moving the operand's elements into a buffer of
// another size. Found by the fuzzer: an all-gather over a group of one from
// `tensor<?xf32>` (18 elements at run time) to `tensor<54xf32>`; after
// canonicalization the lowering produced a copy between memref<18xf32> and
// memref<54xf32>, which does not verify. Right sizes run.
// REQUIRES: mpi
// RUN: not %mpirun -np 2 maco-run --entry=wrong %s 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: not %mpirun -np 2 maco-run --no-optimize --entry=wrong %s 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: not %mpirun -np 2 maco-run --entry=scatter_wrong %s 2>&1 | FileCheck %s --check-prefix=SCATTER
// RUN: not %mpirun -np 2 maco-run --entry=indivisible %s 2>&1 | FileCheck %s --check-prefix=INDIVISIBLE
// RUN: %mpirun -np 2 maco-run --entry=right %s | FileCheck %s --check-prefix=RIGHT
// RUN: %mpirun -np 2 maco-run --no-optimize --entry=right %s | FileCheck %s --check-prefix=RIGHT

shard.grid @g(shape = 2x1)

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// 6 elements on each rank, gathered over axis 0 (2 ranks): 12 elements,
// whose size the program only knows as `?`.
func.func @gathered() -> tensor<?xf32> {
  %r = maco.rank on @g grid_axes = [0]
  %e = tensor.empty() : tensor<6xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%e : tensor<6xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %c10 = arith.constant 10 : index
      %t = arith.muli %r, %c10 : index
      %s = arith.addi %i, %t : index
      %si = arith.index_cast %s : index to i32
      %f = arith.sitofp %si : i32 to f32
      linalg.yield %f : f32
  } -> tensor<6xf32>
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<6xf32> -> tensor<?xf32>
  return %g : tensor<?xf32>
}

// WRONG-DAG: maco: error in maco.all_gather (line [[#@LINE+4]], column 8) on rank 0: dimension 0 of destination #0 has 54 elements, but gathering the operand's 12 over a group of 1 gives 12
// WRONG-DAG: maco: error in maco.all_gather (line [[#@LINE+3]], column 8) on rank 1: dimension 0 of destination #0 has 54 elements, but gathering the operand's 12 over a group of 1 gives 12
func.func @wrong() {
  %g = func.call @gathered() : () -> tensor<?xf32>
  %w = maco.all_gather %g on @g grid_axes = [1] gather_axis = 0 : tensor<?xf32> -> tensor<54xf32>
  %m = bufferization.to_buffer %w : tensor<54xf32> to memref<54xf32>
  %u = memref.cast %m : memref<54xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// Scatters over the 2 ranks of axis 0 of operands whose size is `?`: 12
// elements into 5 each, and 9 elements, which 2 ranks do not divide.
// SCATTER: maco: error in maco.reduce_scatter (line [[#@LINE+3]], column 8) on rank {{[01]}}: dimension 0 of destination #0 has 5 elements, but scattering the operand's 12 over a group of 2 gives 6
func.func @scatter_wrong() {
  %g = func.call @gathered() : () -> tensor<?xf32>
  %s = maco.reduce_scatter %g on @g grid_axes = [0] scatter_axis = 0 : tensor<?xf32> -> tensor<5xf32>
  %m = bufferization.to_buffer %s : tensor<5xf32> to memref<5xf32>
  %u = memref.cast %m : memref<5xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// INDIVISIBLE: maco: error in maco.reduce_scatter (line [[#@LINE+5]], column 8) on rank {{[01]}}: dimension 0 of operand #0 has 9 elements, which a group of 2 does not divide
func.func @indivisible() {
  %g = func.call @gathered() : () -> tensor<?xf32>
  %n = func.call @nine() : () -> index
  %e = tensor.extract_slice %g[0] [%n] [1] : tensor<?xf32> to tensor<?xf32>
  %s = maco.reduce_scatter %e on @g grid_axes = [0] scatter_axis = 0 : tensor<?xf32> -> tensor<?xf32>
  %m = bufferization.to_buffer %s : tensor<?xf32> to memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// 9, behind a call that the optimizer does not fold.
func.func private @nine() -> index {
  %c9 = arith.constant 9 : index
  return %c9 : index
}

// RIGHT: sizes = [12]
// RIGHT-SAME: data =
// RIGHT-NEXT: [0,  1,  2,  3,  4,  5,  10,  11,  12,  13,  14,  15]
func.func @right() {
  %g = func.call @gathered() : () -> tensor<?xf32>
  %w = maco.all_gather %g on @g grid_axes = [1] gather_axis = 0 : tensor<?xf32> -> tensor<12xf32>
  %r = maco.rank on @g grid_axes = [0]
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %r, %c0 : index
  scf.if %first {
    %m = bufferization.to_buffer %w : tensor<12xf32> to memref<12xf32>
    %u = memref.cast %m : memref<12xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  }
  return
}
