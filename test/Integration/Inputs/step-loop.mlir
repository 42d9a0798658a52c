// A training-loop-shaped program for the memory tests (memory-step-loop.mlir):
// STEPS steps, each using every collective kind on 64x64 f32 tensors
// (16 KiB each): all_reduce, all_gather and reduce_scatter along axes 0 and
// 1 (axis 1 is staged by the runtime lowering), broadcast, all_to_all
// (staged), permute, send/recv, a variadic (combined) all_reduce, two
// independent small all-reduces that maco-combine-collectives buckets, an
// explicit all_reduce_start/wait, and a loop-carried tensor that goes
// through an all-reduce every step (the shape of a training loop). Every
// result feeds an i64 checksum that rank 0 prints, so that runs with and
// without maco-optimize can be compared. Two ranks.
//
// The tests replace the step count (the constant marked STEPS).

shard.grid @g(shape = 2)

// x[i, j] = (i + 2 j + 3 r + s) mod 7
func.func @gen(%r: index, %s: index) -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %r3 = arith.muli %r, %c3 : index
  %base = arith.addi %r3, %s : index
  %x = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<64x64xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %j2 = arith.addi %j, %j : index
      %a = arith.addi %i, %j2 : index
      %b = arith.addi %a, %base : index
      %m = arith.remui %b, %c7 : index
      %mi = arith.index_cast %m : index to i32
      %f = arith.sitofp %mi : i32 to f32
      linalg.yield %f : f32
  } -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// Element [i, j] of a 2-d tensor as i64.
func.func @at(%t: tensor<?x?xf32>, %i: index, %j: index) -> i64 {
  %v = tensor.extract %t[%i, %j] : tensor<?x?xf32>
  %w = arith.fptosi %v : f32 to i64
  return %w : i64
}

func.func @step(%s: index, %acc: tensor<64x64xf32>) -> (i64, tensor<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = maco.rank on @g grid_axes = [0]
  %x = func.call @gen(%r, %s) : (index, index) -> tensor<64x64xf32>
  %y = func.call @gen(%c1, %s) : (index, index) -> tensor<64x64xf32>

  %ar = maco.all_reduce %x on @g grid_axes = [0] : tensor<64x64xf32> -> tensor<64x64xf32>
  %ag0 = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<64x64xf32> -> tensor<128x64xf32>
  %ag1 = maco.all_gather %x on @g grid_axes = [0] gather_axis = 1 : tensor<64x64xf32> -> tensor<64x128xf32>
  %rs0 = maco.reduce_scatter %x on @g grid_axes = [0] scatter_axis = 0 : tensor<64x64xf32> -> tensor<32x64xf32>
  %rs1 = maco.reduce_scatter %x on @g grid_axes = [0] scatter_axis = 1 : tensor<64x64xf32> -> tensor<64x32xf32>
  %bc = maco.broadcast %x on @g grid_axes = [0] root = 1 : tensor<64x64xf32> -> tensor<64x64xf32>
  %a2a = maco.all_to_all %x on @g grid_axes = [0] split_axis = 0 concat_axis = 1 : tensor<64x64xf32> -> tensor<32x128xf32>
  %pm = maco.permute %x on @g grid_axes = [0] pairs = [[0, 1], [1, 0]] : tensor<64x64xf32> -> tensor<64x64xf32>
  %first = arith.cmpi eq, %r, %c0 : index
  %p2p = scf.if %first -> (tensor<64x64xf32>) {
    maco.send %x to %c1 on @g grid_axes = [0] tag = 7 : tensor<64x64xf32>
    scf.yield %y : tensor<64x64xf32>
  } else {
    %in = maco.recv from %c0 on @g grid_axes = [0] tag = 7 : -> tensor<64x64xf32>
    scf.yield %in : tensor<64x64xf32>
  }
  // Combined in the source (one variadic all-reduce) ...
  %v0, %v1 = maco.all_reduce %x, %y on @g grid_axes = [0] reduction = max
      : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>, tensor<64x64xf32>
  // ... and two independent ones that maco-combine-collectives buckets.
  %b0 = maco.all_reduce %y on @g grid_axes = [0] reduction = avg : tensor<64x64xf32> -> tensor<64x64xf32>
  %b1 = maco.all_reduce %x on @g grid_axes = [0] reduction = min : tensor<64x64xf32> -> tensor<64x64xf32>
  // Started in the source, with compute in between.
  %f = maco.all_gather_start %y on @g grid_axes = [0] gather_axis = 1 stream = 2
      : tensor<64x64xf32> -> !maco.future<tensor<64x128xf32>>
  %z = func.call @gen(%c5, %s) : (index, index) -> tensor<64x64xf32>
  %agw = maco.wait %f : !maco.future<tensor<64x128xf32>>
  // The loop-carried tensor: acc' = max over ranks of (acc + z) mod 7.
  %e = tensor.empty() : tensor<64x64xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                          affine_map<(i, j) -> (i, j)>,
                                          affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%acc, %z : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %seven = arith.constant 7.0 : f32
      %t = arith.addf %a, %b : f32
      %m = arith.remf %t, %seven : f32
      linalg.yield %m : f32
  } -> tensor<64x64xf32>
  %acc2 = maco.all_reduce %sum on @g grid_axes = [0] reduction = max : tensor<64x64xf32> -> tensor<64x64xf32>

  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c31 = arith.constant 31 : index
  %c63 = arith.constant 63 : index
  %c100 = arith.constant 100 : index
  %c127 = arith.constant 127 : index
  %t0 = tensor.cast %ar : tensor<64x64xf32> to tensor<?x?xf32>
  %t1 = tensor.cast %ag0 : tensor<128x64xf32> to tensor<?x?xf32>
  %t2 = tensor.cast %ag1 : tensor<64x128xf32> to tensor<?x?xf32>
  %t3 = tensor.cast %rs0 : tensor<32x64xf32> to tensor<?x?xf32>
  %t4 = tensor.cast %rs1 : tensor<64x32xf32> to tensor<?x?xf32>
  %t5 = tensor.cast %bc : tensor<64x64xf32> to tensor<?x?xf32>
  %t6 = tensor.cast %a2a : tensor<32x128xf32> to tensor<?x?xf32>
  %t7 = tensor.cast %pm : tensor<64x64xf32> to tensor<?x?xf32>
  %t8 = tensor.cast %p2p : tensor<64x64xf32> to tensor<?x?xf32>
  %t9 = tensor.cast %v0 : tensor<64x64xf32> to tensor<?x?xf32>
  %t10 = tensor.cast %v1 : tensor<64x64xf32> to tensor<?x?xf32>
  %t11 = tensor.cast %b0 : tensor<64x64xf32> to tensor<?x?xf32>
  %t12 = tensor.cast %b1 : tensor<64x64xf32> to tensor<?x?xf32>
  %t13 = tensor.cast %agw : tensor<64x128xf32> to tensor<?x?xf32>
  %t14 = tensor.cast %acc2 : tensor<64x64xf32> to tensor<?x?xf32>
  %k0 = func.call @at(%t0, %c2, %c3) : (tensor<?x?xf32>, index, index) -> i64
  %k1 = func.call @at(%t1, %c100, %c3) : (tensor<?x?xf32>, index, index) -> i64
  %k2 = func.call @at(%t2, %c3, %c127) : (tensor<?x?xf32>, index, index) -> i64
  %k3 = func.call @at(%t3, %c31, %c63) : (tensor<?x?xf32>, index, index) -> i64
  %k4 = func.call @at(%t4, %c63, %c31) : (tensor<?x?xf32>, index, index) -> i64
  %k5 = func.call @at(%t5, %c1, %c2) : (tensor<?x?xf32>, index, index) -> i64
  %k6 = func.call @at(%t6, %c31, %c100) : (tensor<?x?xf32>, index, index) -> i64
  %k7 = func.call @at(%t7, %c3, %c3) : (tensor<?x?xf32>, index, index) -> i64
  %k8 = func.call @at(%t8, %c2, %c63) : (tensor<?x?xf32>, index, index) -> i64
  %k9 = func.call @at(%t9, %c63, %c2) : (tensor<?x?xf32>, index, index) -> i64
  %k10 = func.call @at(%t10, %c5, %c5) : (tensor<?x?xf32>, index, index) -> i64
  %k11 = func.call @at(%t11, %c2, %c2) : (tensor<?x?xf32>, index, index) -> i64
  %k12 = func.call @at(%t12, %c0, %c1) : (tensor<?x?xf32>, index, index) -> i64
  %k13 = func.call @at(%t13, %c1, %c100) : (tensor<?x?xf32>, index, index) -> i64
  %k14 = func.call @at(%t14, %c3, %c2) : (tensor<?x?xf32>, index, index) -> i64
  // Weighted so that a swapped pair of results changes the checksum.
  %w0 = arith.constant 1 : i64
  %s0 = arith.muli %k0, %w0 : i64
  %s1 = arith.addi %s0, %k1 : i64
  %d2 = arith.muli %k2, %k2 : i64
  %s2 = arith.addi %s1, %d2 : i64
  %w3 = arith.constant 3 : i64
  %d3 = arith.muli %k3, %w3 : i64
  %s3 = arith.addi %s2, %d3 : i64
  %w4 = arith.constant 5 : i64
  %d4 = arith.muli %k4, %w4 : i64
  %s4 = arith.addi %s3, %d4 : i64
  %w5 = arith.constant 7 : i64
  %d5 = arith.muli %k5, %w5 : i64
  %s5 = arith.addi %s4, %d5 : i64
  %w6 = arith.constant 11 : i64
  %d6 = arith.muli %k6, %w6 : i64
  %s6 = arith.addi %s5, %d6 : i64
  %w7 = arith.constant 13 : i64
  %d7 = arith.muli %k7, %w7 : i64
  %s7 = arith.addi %s6, %d7 : i64
  %w8 = arith.constant 17 : i64
  %d8 = arith.muli %k8, %w8 : i64
  %s8 = arith.addi %s7, %d8 : i64
  %w9 = arith.constant 19 : i64
  %d9 = arith.muli %k9, %w9 : i64
  %s9 = arith.addi %s8, %d9 : i64
  %w10 = arith.constant 23 : i64
  %d10 = arith.muli %k10, %w10 : i64
  %s10 = arith.addi %s9, %d10 : i64
  %w11 = arith.constant 29 : i64
  %d11 = arith.muli %k11, %w11 : i64
  %s11 = arith.addi %s10, %d11 : i64
  %w12 = arith.constant 31 : i64
  %d12 = arith.muli %k12, %w12 : i64
  %s12 = arith.addi %s11, %d12 : i64
  %w13 = arith.constant 37 : i64
  %d13 = arith.muli %k13, %w13 : i64
  %s13 = arith.addi %s12, %d13 : i64
  %w14 = arith.constant 41 : i64
  %d14 = arith.muli %k14, %w14 : i64
  %s14 = arith.addi %s13, %d14 : i64
  return %s14, %acc2 : i64, tensor<64x64xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %steps = arith.constant 100 : index // STEPS
  %zero = arith.constant 0 : i64
  %e = tensor.empty() : tensor<64x64xf32>
  %fz = arith.constant 0.0 : f32
  %acc0 = linalg.fill ins(%fz : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %sum:2 = scf.for %i = %c0 to %steps step %c1 iter_args(%s = %zero, %acc = %acc0)
      -> (i64, tensor<64x64xf32>) {
    %k, %acc2 = func.call @step(%i, %acc) : (index, tensor<64x64xf32>) -> (i64, tensor<64x64xf32>)
    %s2 = arith.addi %s, %k : i64
    scf.yield %s2, %acc2 : i64, tensor<64x64xf32>
  }
  %r = maco.rank on @g grid_axes = [0]
  %first = arith.cmpi eq, %r, %c0 : index
  scf.if %first {
    vector.print str "checksum: "
    vector.print %sum#0 : i64
    %v = tensor.extract %sum#1[%c1, %c1] : tensor<64x64xf32>
    vector.print str "acc[1, 1]: "
    vector.print %v : f32
  }
  return
}
