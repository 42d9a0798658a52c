// What upstream shard-partition produces and maco used to import but not
// lower (issue 10), run on 2 ranks with and without maco-optimize:
//  * @extf: shard.all_reduce whose result element type differs from the
//    input's (f32 -> f64): the import converts the input with arith.extf on
//    a tensor, which did not bufferize ("op was not bufferized");
//  * @tosa: TOSA element-wise ops in a partitioned function (upstream's
//    shard tests use them); maco-to-cpu now lowers TOSA to linalg.
// Expected values by hand: rank r holds r + 1.5, so the sum is 4 and the
// max 2.5; |x + y| = |[-2, -3, -4.5, 2.25]|.
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir %t
// RUN: for f in extf tosa; do \
// RUN:   echo $f && \
// RUN:   %mpirun -np 2 maco-run --entry=$f %s | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/$f.opt && \
// RUN:   %mpirun -np 2 maco-run --entry=$f --no-optimize %s | sed -e 's/base@ = 0x[0-9a-f]*//' > %t/$f.noopt && \
// RUN:   diff %t/$f.opt %t/$f.noopt && cat %t/$f.opt || exit 1; done > %t/all
// RUN: FileCheck %s < %t/all

// CHECK-LABEL: extf
// CHECK: data =
// CHECK-NEXT: [4,  4,  4]
// CHECK: data =
// CHECK-NEXT: [2.5,  2.5,  2.5]
// CHECK-LABEL: tosa
// CHECK: data =
// CHECK-NEXT: [2,  3,  4.5,  2.25]

shard.grid @g(shape = 2)

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}

// Upstream's element-type-changing all-reduce (f32 in, f64 accumulation).
func.func @extf() {
  %r = shard.process_linear_index on @g : index
  %ri = arith.index_cast %r : index to i32
  %rf = arith.sitofp %ri : i32 to f32
  %c = arith.constant 1.5 : f32
  %v = arith.addf %rf, %c : f32
  %t = tensor.splat %v : tensor<3xf32>
  %s = shard.all_reduce %t on @g grid_axes = [0] reduction = sum
      : tensor<3xf32> -> tensor<3xf64>
  %m = shard.all_reduce %t on @g grid_axes = [0] reduction = max
      : tensor<3xf32> -> tensor<3xf64>
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %r, %c0 : index
  scf.if %first {
    %sm = bufferization.to_buffer %s : tensor<3xf64> to memref<3xf64>
    %su = memref.cast %sm : memref<3xf64> to memref<*xf64>
    func.call @printMemrefF64(%su) : (memref<*xf64>) -> ()
    %mm = bufferization.to_buffer %m : tensor<3xf64> to memref<3xf64>
    %mu = memref.cast %mm : memref<3xf64> to memref<*xf64>
    func.call @printMemrefF64(%mu) : (memref<*xf64>) -> ()
  }
  return
}

// TOSA element-wise ops on a tensor split across the ranks.
func.func @abs_sum(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %x0 = shard.shard %x to %rep : tensor<4xf32>
  %x1 = shard.shard %x0 to %split annotate_for_users : tensor<4xf32>
  %y0 = shard.shard %y to %rep : tensor<4xf32>
  %y1 = shard.shard %y0 to %split annotate_for_users : tensor<4xf32>
  %s = tosa.add %x1, %y1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %a = tosa.abs %s : (tensor<4xf32>) -> tensor<4xf32>
  %a0 = shard.shard %a to %split : tensor<4xf32>
  %a1 = shard.shard %a0 to %rep annotate_for_users : tensor<4xf32>
  return %a1 : tensor<4xf32>
}

func.func @tosa() {
  %x = arith.constant dense<[-3.0, 1.0, -5.0, 2.0]> : tensor<4xf32>
  %y = arith.constant dense<[1.0, -4.0, 0.5, 0.25]> : tensor<4xf32>
  %z = func.call @abs_sum(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %r = shard.process_linear_index on @g : index
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %r, %c0 : index
  scf.if %first {
    %zm = bufferization.to_buffer %z : tensor<4xf32> to memref<4xf32>
    %zu = memref.cast %zm : memref<4xf32> to memref<*xf32>
    func.call @printMemrefF32(%zu) : (memref<*xf32>) -> ()
  }
  return
}
