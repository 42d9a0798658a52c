// The registered maco-to-cpu pipeline takes a tensor program all the way to
// the LLVM dialect: no maco, tensor, memref or func ops remain.
// RUN: maco-opt %s -maco-to-cpu | FileCheck %s

// CHECK-NOT: shard.grid
// CHECK-LABEL: llvm.func @main
//       CHECK: llvm.call @maco_cg_comm
//       CHECK: llvm.call @maco_cg_reduce_scatter
//       CHECK: llvm.call @maco_cg_event_record
//       CHECK: llvm.call @maco_cg_event_wait
//   CHECK-NOT: maco.
//   CHECK-NOT: memref.
//   CHECK-NOT: func.func
shard.grid @g(shape = 4)
func.func @main() {
  %c = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %x = linalg.fill ins(%c : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %f = maco.reduce_scatter_start %x on @g grid_axes = [0] scatter_axis = 0 : tensor<8xf32> -> !maco.future<tensor<2xf32>>
  %m = memref.alloc() : memref<4xf32>
  linalg.fill ins(%c : f32) outs(%m : memref<4xf32>)
  %r = maco.wait %f : !maco.future<tensor<2xf32>>
  return
}
