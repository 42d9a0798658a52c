// RUN: maco-opt %s | maco-opt | FileCheck %s
// RUN: maco-opt %s --mlir-print-op-generic | maco-opt | FileCheck %s

// Memref (destination-style) forms: operands are memrefs, results land in
// the `into` buffers and the ops have no results. An `into` buffer may be
// the input buffer itself (in place).

shard.grid @grid(shape = 2x4)

// CHECK-LABEL: func.func @all_reduce_in_place
func.func @all_reduce_in_place(%buf: memref<1024xf32>) {
  // CHECK: maco.all_reduce %[[B:.*]] into %[[B]] on @grid grid_axes = [0] : memref<1024xf32> into memref<1024xf32>
  maco.all_reduce %buf into %buf on @grid grid_axes = [0] : memref<1024xf32> into memref<1024xf32>
  return
}

// CHECK-LABEL: func.func @all_reduce_out_of_place
// CHECK-SAME: (%[[A:.*]]: memref<16xf32>, %[[B:.*]]: memref<16xf32>, %[[C:.*]]: memref<4x4xbf16>, %[[D:.*]]: memref<4x4xbf16>)
func.func @all_reduce_out_of_place(%a: memref<16xf32>, %b: memref<16xf32>,
                                   %c: memref<4x4xbf16>, %d: memref<4x4xbf16>) {
  // CHECK: maco.all_reduce %[[A]] into %[[B]] on @grid grid_axes = [1] reduction = max : memref<16xf32> into memref<16xf32>
  maco.all_reduce %a into %b on @grid grid_axes = [1] reduction = max : memref<16xf32> into memref<16xf32>
  // Variadic memref form: one `into` buffer per input, mixing in-place and
  // out-of-place buffers.
  // CHECK: maco.all_reduce %[[A]], %[[C]] into %[[A]], %[[D]] on @grid grid_axes = [0, 1] reduction = avg : memref<16xf32>, memref<4x4xbf16> into memref<16xf32>, memref<4x4xbf16>
  maco.all_reduce %a, %c into %a, %d on @grid grid_axes = [0, 1] reduction = avg
      : memref<16xf32>, memref<4x4xbf16> into memref<16xf32>, memref<4x4xbf16>
  return
}

// Strided and dynamically shaped buffers are fine.
// CHECK-LABEL: func.func @all_reduce_layouts
func.func @all_reduce_layouts(%a: memref<?xi32>, %s: memref<4x4xf64, strided<[8, 1]>>) {
  // CHECK: maco.all_reduce %{{.*}} into %{{.*}} on @grid grid_axes = [0] reduction = min : memref<?xi32> into memref<?xi32>
  maco.all_reduce %a into %a on @grid grid_axes = [0] reduction = min : memref<?xi32> into memref<?xi32>
  // CHECK: maco.all_reduce %{{.*}} into %{{.*}} on @grid grid_axes = [1] : memref<4x4xf64, strided<[8, 1]>> into memref<4x4xf64, strided<[8, 1]>>
  maco.all_reduce %s into %s on @grid grid_axes = [1] : memref<4x4xf64, strided<[8, 1]>> into memref<4x4xf64, strided<[8, 1]>>
  return
}

// CHECK-LABEL: func.func @gather_scatter
func.func @gather_scatter(%x: memref<2x8xf16>, %g: memref<8x8xf16>, %s: memref<2x2xf16>,
                          %t: memref<8x2xi8>, %u: memref<2x8xi8>) {
  // CHECK: maco.all_gather %{{.*}} into %{{.*}} on @grid grid_axes = [1] gather_axis = 0 : memref<2x8xf16> into memref<8x8xf16>
  maco.all_gather %x into %g on @grid grid_axes = [1] gather_axis = 0 : memref<2x8xf16> into memref<8x8xf16>
  // CHECK: maco.reduce_scatter %{{.*}} into %{{.*}} on @grid grid_axes = [1] scatter_axis = 1 reduction = prod : memref<2x8xf16> into memref<2x2xf16>
  maco.reduce_scatter %x into %s on @grid grid_axes = [1] scatter_axis = 1 reduction = prod
      : memref<2x8xf16> into memref<2x2xf16>
  // CHECK: maco.all_to_all %{{.*}} into %{{.*}} on @grid grid_axes = [1] split_axis = 0 concat_axis = 1 : memref<8x2xi8> into memref<2x8xi8>
  maco.all_to_all %t into %u on @grid grid_axes = [1] split_axis = 0 concat_axis = 1
      : memref<8x2xi8> into memref<2x8xi8>
  return
}

// CHECK-LABEL: func.func @broadcast_permute
func.func @broadcast_permute(%x: memref<4xi64>, %y: memref<4xi64>) {
  // In-place broadcast: the root's buffer overwrites everyone else's.
  // CHECK: maco.broadcast %[[X:.*]] into %[[X]] on @grid grid_axes = [0] root = 1 : memref<4xi64> into memref<4xi64>
  maco.broadcast %x into %x on @grid grid_axes = [0] root = 1 : memref<4xi64> into memref<4xi64>
  // CHECK: maco.permute %{{.*}} into %{{.*}} on @grid grid_axes = [1] pairs = {{\[}}[0, 1], [1, 2], [2, 3], [3, 0]] : memref<4xi64> into memref<4xi64>
  maco.permute %x into %y on @grid grid_axes = [1] pairs = [[0, 1], [1, 2], [2, 3], [3, 0]]
      : memref<4xi64> into memref<4xi64>
  return
}

// CHECK-LABEL: func.func @send_recv
func.func @send_recv(%x: memref<4x4xf32>, %peer: index) {
  // A memref send has no `into` buffer.
  // CHECK: maco.send %{{.*}} to %{{.*}} on @grid grid_axes = [0] tag = 1 : memref<4x4xf32>
  maco.send %x to %peer on @grid grid_axes = [0] tag = 1 : memref<4x4xf32>
  // A memref recv has no input, only an `into` buffer.
  // CHECK: maco.recv into %{{.*}} from %{{.*}} on @grid grid_axes = [0] tag = 1 : into memref<4x4xf32>
  maco.recv into %x from %peer on @grid grid_axes = [0] tag = 1 : into memref<4x4xf32>
  return
}

// Started memref forms carry an empty future: their values land in the
// buffers.
// CHECK-LABEL: func.func @started
func.func @started(%a: memref<8xf32>, %b: memref<32xf32>, %c: memref<2xf32>, %peer: index) {
  // CHECK: %[[F0:.*]] = maco.all_reduce_start %[[A:.*]] into %[[A]] on @grid grid_axes = [1] stream = 2 : memref<8xf32> into memref<8xf32> -> !maco.future<>
  // CHECK: maco.wait %[[F0]] : !maco.future<>
  %f0 = maco.all_reduce_start %a into %a on @grid grid_axes = [1] stream = 2
          : memref<8xf32> into memref<8xf32> -> !maco.future<>
  maco.wait %f0 : !maco.future<>
  // CHECK: %[[F1:.*]] = maco.all_gather_start %{{.*}} into %{{.*}} on @grid grid_axes = [1] gather_axis = 0 : memref<8xf32> into memref<32xf32> -> !maco.future<>
  // CHECK: maco.wait %[[F1]] : !maco.future<>
  %f1 = maco.all_gather_start %a into %b on @grid grid_axes = [1] gather_axis = 0
          : memref<8xf32> into memref<32xf32> -> !maco.future<>
  maco.wait %f1 : !maco.future<>
  // CHECK: %[[F2:.*]] = maco.reduce_scatter_start %{{.*}} into %{{.*}} on @grid grid_axes = [1] scatter_axis = 0 reduction = avg stream = 3 : memref<8xf32> into memref<2xf32> -> !maco.future<>
  %f2 = maco.reduce_scatter_start %a into %c on @grid grid_axes = [1] scatter_axis = 0 reduction = avg stream = 3
          : memref<8xf32> into memref<2xf32> -> !maco.future<>
  maco.wait %f2 : !maco.future<>
  // CHECK: %[[F3:.*]] = maco.broadcast_start %{{.*}} into %{{.*}} on @grid grid_axes = [1] root = 3 : memref<8xf32> into memref<8xf32> -> !maco.future<>
  %f3 = maco.broadcast_start %a into %a on @grid grid_axes = [1] root = 3
          : memref<8xf32> into memref<8xf32> -> !maco.future<>
  maco.wait %f3 : !maco.future<>
  // CHECK: %[[F4:.*]] = maco.all_to_all_start %{{.*}} into %{{.*}} on @grid grid_axes = [1] split_axis = 0 concat_axis = 0 : memref<8xf32> into memref<8xf32> -> !maco.future<>
  %f4 = maco.all_to_all_start %a into %a on @grid grid_axes = [1] split_axis = 0 concat_axis = 0
          : memref<8xf32> into memref<8xf32> -> !maco.future<>
  maco.wait %f4 : !maco.future<>
  // CHECK: %[[F5:.*]] = maco.permute_start %{{.*}} into %{{.*}} on @grid grid_axes = [0] pairs = {{\[}}[0, 1], [1, 0]] : memref<2xf32> into memref<2xf32> -> !maco.future<>
  %f5 = maco.permute_start %c into %c on @grid grid_axes = [0] pairs = [[0, 1], [1, 0]]
          : memref<2xf32> into memref<2xf32> -> !maco.future<>
  maco.wait %f5 : !maco.future<>
  // CHECK: %[[F6:.*]] = maco.send_start %{{.*}} to %{{.*}} on @grid grid_axes = [0] stream = 2 : memref<2xf32> -> !maco.future<>
  %f6 = maco.send_start %c to %peer on @grid grid_axes = [0] stream = 2 : memref<2xf32> -> !maco.future<>
  maco.wait %f6 : !maco.future<>
  // CHECK: %[[F7:.*]] = maco.recv_start into %{{.*}} from %{{.*}} on @grid grid_axes = [0] stream = 2 : into memref<2xf32> -> !maco.future<>
  %f7 = maco.recv_start into %c from %peer on @grid grid_axes = [0] stream = 2 : into memref<2xf32> -> !maco.future<>
  maco.wait %f7 : !maco.future<>
  return
}

// Using buffers the in-flight collective does not own is fine.
// CHECK-LABEL: func.func @overlap_other_buffer
func.func @overlap_other_buffer(%a: memref<8xf32>, %other: memref<8xf32>) {
  // CHECK: maco.all_reduce_start
  // CHECK-NEXT: linalg.fill
  // CHECK-NEXT: maco.wait
  %cst = arith.constant 0.0 : f32
  %f = maco.all_reduce_start %a into %a on @grid grid_axes = [1]
         : memref<8xf32> into memref<8xf32> -> !maco.future<>
  linalg.fill ins(%cst : f32) outs(%other : memref<8xf32>)
  maco.wait %f : !maco.future<>
  return
}
