// RUN: maco-opt %s -convert-maco-to-runtime -split-input-file | FileCheck %s

shard.grid @g(shape = 2x4)

// Communicators are created once per (grid, axes) at the function entry,
// before any control flow, after the ABI version check and the module's
// needs (no started collective: flags 0); buffers are passed as addresses.
// CHECK-LABEL: func.func @all_reduce
//  CHECK-NEXT: %[[V:.*]] = arith.constant 8 : i64
//  CHECK-NEXT: call @maco_cg_require_abi(%[[V]]) : (i64) -> ()
//  CHECK-NEXT: %[[FLAGS:.*]] = arith.constant 0 : i64
//  CHECK-NEXT: call @maco_cg_configure(%[[FLAGS]]) : (i64) -> ()
//       CHECK: %[[COMM:.*]] = call @maco_cg_comm(%{{.*}}) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> index
//   CHECK-NOT: call @maco_cg_comm(
//       CHECK: scf.if
//   CHECK-NOT: @maco_cg_stream(
//       CHECK: %[[S:.*]] = arith.constant 0 : index
//       CHECK: %[[A:.*]] = arith.constant 0 : i32
//       CHECK: %[[P:.*]] = memref.extract_aligned_pointer_as_index %{{.*}} : memref<8xf32> -> index
//       CHECK: %[[Q:.*]] = memref.extract_aligned_pointer_as_index %{{.*}} : memref<8xf32> -> index
//       CHECK: func.call @maco_cg_all_reduce(%[[P]], %[[Q]], %{{.*}}, %{{.*}}, %{{.*}}, %[[COMM]], %[[S]], %[[A]]) : (index, index, i64, i32, i32, index, index, i32) -> ()
//       CHECK: func.func private @maco_cg_comm(
//       CHECK: func.func private @maco_cg_all_reduce(index, index, i64, i32, i32, index, index, i32)
func.func @all_reduce(%b: memref<8xf32>, %cond: i1) {
  scf.if %cond {
    maco.all_reduce %b into %b on @g grid_axes = [1] reduction = max : memref<8xf32> into memref<8xf32>
  }
  return
}

// -----

shard.grid @g(shape = 4)

// A started collective is enqueued on its stream and records an event that
// the wait synchronises; the module declares that it uses streams.
// CHECK-LABEL: func.func @start_wait
//       CHECK: call @maco_cg_require_abi(
//  CHECK-NEXT: %[[FLAGS:.*]] = arith.constant 1 : i64
//  CHECK-NEXT: call @maco_cg_configure(%[[FLAGS]]) : (i64) -> ()
//       CHECK: %[[COMM:.*]] = call @maco_cg_comm(
//       CHECK: call @maco_cg_stream_bind(%[[COMM]], %{{.*}}) : (index, i64) -> ()
//       CHECK: %[[C2:.*]] = arith.constant 2 : i64
//       CHECK: %[[S:.*]] = call @maco_cg_stream(%[[C2]])
//       CHECK: call @maco_cg_all_gather(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[S]], %{{.*}})
//       CHECK: %[[E:.*]] = call @maco_cg_event_record(%[[S]]) : (index) -> index
//       CHECK: linalg.fill
//       CHECK: call @maco_cg_event_wait(%[[E]]) : (index) -> ()
//   CHECK-NOT: maco.
func.func @start_wait(%x: memref<2xf32>, %y: memref<8xf32>, %z: memref<4xf32>, %v: f32) {
  %f = maco.all_gather_start %x into %y on @g grid_axes = [0] gather_axis = 0 stream = 2 : memref<2xf32> into memref<8xf32> -> !maco.future<>
  linalg.fill ins(%v : f32) outs(%z : memref<4xf32>)
  maco.wait %f : !maco.future<>
  return
}

// -----

shard.grid @g(shape = 4)

// Gathering along a non-leading axis goes through a [group, ...] staging
// buffer that is unpacked with subview copies.
// CHECK-LABEL: func.func @gather_axis1
//       CHECK: %[[ST:.*]] = memref.alloc() : memref<4x2x3xf32>
//       CHECK: call @maco_cg_all_gather
//       CHECK: scf.for
//       CHECK:   memref.subview
//       CHECK:   memref.copy
func.func @gather_axis1(%x: memref<2x3xf32>, %y: memref<2x12xf32>) {
  maco.all_gather %x into %y on @g grid_axes = [0] gather_axis = 1 : memref<2x3xf32> into memref<2x12xf32>
  return
}

// -----

shard.grid @g(shape = 4)

// Zero-sized dimensions: the staging buffer holds no elements, so there is
// nothing to pack or unpack (a subview with a static offset into a
// dimension of size 0 would not verify; a fuzzer finding). The call stays:
// every rank makes it, with a count of 0.
// CHECK-LABEL: func.func @gather_axis1_empty
//       CHECK: memref.alloc() : memref<4x0x3xf32>
//       CHECK: call @maco_cg_all_gather
//   CHECK-NOT: memref.subview
//       CHECK: return
func.func @gather_axis1_empty(%x: memref<0x3xf32>, %y: memref<0x12xf32>) {
  maco.all_gather %x into %y on @g grid_axes = [0] gather_axis = 1 : memref<0x3xf32> into memref<0x12xf32>
  return
}

// CHECK-LABEL: func.func @scatter_axis1_empty
//       CHECK: memref.alloc() : memref<4x0x2xf32>
//   CHECK-NOT: memref.subview
//       CHECK: call @maco_cg_reduce_scatter
//   CHECK-NOT: memref.subview
//       CHECK: return
func.func @scatter_axis1_empty(%x: memref<0x8xf32>, %y: memref<0x2xf32>) {
  maco.reduce_scatter %x into %y on @g grid_axes = [0] scatter_axis = 1 : memref<0x8xf32> into memref<0x2xf32>
  return
}

// CHECK-LABEL: func.func @all_to_all_empty
//   CHECK-NOT: memref.subview
//       CHECK: call @maco_cg_all_to_all
//   CHECK-NOT: memref.subview
//       CHECK: return
func.func @all_to_all_empty(%x: memref<0x8xf32>, %y: memref<0x8xf32>) {
  maco.all_to_all %x into %y on @g grid_axes = [0] split_axis = 1 concat_axis = 1 : memref<0x8xf32> into memref<0x8xf32>
  return
}

// -----

shard.grid @g(shape = 4)

// Permute peers come from the static pairs and the group rank.
// Pairs that shift a range of ranks (here a rotation by 1 of 0..3) give
// each peer in constant size: lo <= r <= hi ? (r + d) mod M : -1 (send to
// (r + 1) mod 4, receive from (r + 3) mod 4).
// CHECK-LABEL: func.func @permute
//       CHECK: %[[R:.*]] = call @maco_cg_comm_rank(
//       CHECK: %[[LO:.*]] = arith.constant 0 : i64
//       CHECK: %[[GE:.*]] = arith.cmpi sge, %[[R]], %[[LO]]
//       CHECK: %[[HI:.*]] = arith.constant 3 : i64
//       CHECK: %[[LE:.*]] = arith.cmpi sle, %[[R]], %[[HI]]
//       CHECK: %[[IN:.*]] = arith.andi %[[GE]], %[[LE]]
//       CHECK: %[[D:.*]] = arith.constant 1 : i64
//       CHECK: %[[SUM:.*]] = arith.addi %[[R]], %[[D]]
//       CHECK: %[[M:.*]] = arith.constant 4 : i64
//       CHECK: %[[TO:.*]] = arith.remsi %[[SUM]], %[[M]]
//       CHECK: %[[NONE:.*]] = arith.constant -1 : i64
//       CHECK: %[[SEND:.*]] = arith.select %[[IN]], %[[TO]], %[[NONE]]
//       CHECK: arith.andi
//       CHECK: %[[D3:.*]] = arith.constant 3 : i64
//       CHECK: %[[SUM3:.*]] = arith.addi %[[R]], %[[D3]]
//       CHECK: %[[FROM:.*]] = arith.remsi %[[SUM3]],
//       CHECK: %[[RECV:.*]] = arith.select %{{.*}}, %[[FROM]],
//   CHECK-NOT: arith.cmpi eq
//       CHECK: call @maco_cg_permute({{.*}}, %[[SEND]], %[[RECV]],
func.func @permute(%x: memref<4xf32>, %y: memref<4xf32>) {
  maco.permute %x into %y on @g grid_axes = [0] pairs = [[0, 1], [1, 2], [2, 3], [3, 0]] : memref<4xf32> into memref<4xf32>
  return
}

// -----

shard.grid @g(shape = 4)

// Any other pairs: one compare and select per pair.
// CHECK-LABEL: func.func @permute_table
//       CHECK: %[[R:.*]] = call @maco_cg_comm_rank(
// CHECK-COUNT-4: arith.cmpi eq, %[[R]]
//   CHECK-NOT: arith.remsi
//       CHECK: call @maco_cg_permute(
func.func @permute_table(%x: memref<4xf32>, %y: memref<4xf32>) {
  maco.permute %x into %y on @g grid_axes = [0] pairs = [[0, 2], [2, 1], [1, 3], [3, 0]] : memref<4xf32> into memref<4xf32>
  return
}

// -----

shard.grid @g(shape = 4)

// Group queries and point-to-point. The size of a group of a static grid
// folds to a constant (the lowering needs static grids).
// CHECK-LABEL: func.func @p2p
//       CHECK: %[[COMM:.*]] = call @maco_cg_comm(
//       CHECK: %[[R:.*]] = call @maco_cg_comm_rank(%[[COMM]])
//  CHECK-NEXT: %[[RI:.*]] = arith.index_cast %[[R]] : i64 to index
//  CHECK-NEXT: %[[N:.*]] = arith.constant 4 : index
//   CHECK-NOT: maco_cg_comm_size
//       CHECK: %[[PEER:.*]] = arith.index_cast %[[RI]] : index to i64
//  CHECK-NEXT: %[[TAG:.*]] = arith.constant 7 : i64
//  CHECK-NEXT: call @maco_cg_send(%{{.*}}, %{{.*}}, %{{.*}}, %[[PEER]], %[[TAG]], %[[COMM]], %{{.*}})
//       CHECK: call @maco_cg_recv(
//       CHECK: return %[[RI]], %[[N]]
func.func @p2p(%x: memref<4xi32>, %y: memref<4xi32>) -> (index, index) {
  %r = maco.rank on @g grid_axes = [0]
  %n = maco.group_size on @g grid_axes = [0]
  maco.send %x to %r on @g grid_axes = [0] tag = 7 : memref<4xi32>
  maco.recv into %y from %r on @g grid_axes = [0] tag = 7 : into memref<4xi32>
  return %r, %n : index, index
}

// -----

// convert-maco-to-runtime leaves linalg.matmul to convert-matmul-to-runtime.
// CHECK-LABEL: func.func @matmul_kept
//   CHECK-NOT: maco_cg_require_abi
//       CHECK: linalg.matmul
func.func @matmul_kept(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  return
}

// -----

shard.grid @g(shape = 4)

// A combined all-reduce of same-typed static operands is packed into one
// buffer and reduced with one call; started, it is unpacked after the wait.
// CHECK-LABEL: func.func @packed
//       CHECK: %[[P:.*]] = memref.alloc() : memref<24xf32>
//       CHECK: memref.reinterpret_cast %[[P]] to offset: [0], sizes: [8], strides: [1]
//       CHECK: memref.copy
//       CHECK: memref.reinterpret_cast %[[P]] to offset: [8], sizes: [4, 4], strides: [4, 1]
//       CHECK: memref.copy
//       CHECK: call @maco_cg_all_reduce(
//   CHECK-NOT: call @maco_cg_all_reduce(
//       CHECK: call @maco_cg_event_record
//       CHECK: call @maco_cg_event_wait
//       CHECK: memref.copy
//       CHECK: memref.copy
//       CHECK: memref.dealloc %[[P]]
func.func @packed(%a: memref<8xf32>, %b: memref<4x4xf32>) {
  %f = maco.all_reduce_start %a, %b into %a, %b on @g grid_axes = [0] : memref<8xf32>, memref<4x4xf32> into memref<8xf32>, memref<4x4xf32> -> !maco.future<>
  maco.wait %f : !maco.future<>
  return
}

// -----

shard.grid @g(shape = 4)

// The `algorithm` attribute becomes the last argument of the runtime call
// (maco_rt_algorithm_t: ring 1, recursive_doubling 2, tree 3, direct 4).
// CHECK-LABEL: func.func @algorithms
//       CHECK: %[[RD:.*]] = arith.constant 2 : i32
//       CHECK: call @maco_cg_all_reduce(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[RD]])
//       CHECK: %[[TREE:.*]] = arith.constant 3 : i32
//       CHECK: call @maco_cg_broadcast(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[TREE]])
//       CHECK: %[[DIRECT:.*]] = arith.constant 4 : i32
//       CHECK: call @maco_cg_reduce_scatter(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[DIRECT]])
//       CHECK: %[[RING:.*]] = arith.constant 1 : i32
//       CHECK: call @maco_cg_all_gather(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[RING]])
func.func @algorithms(%x: memref<8xf32>, %y: memref<2xf32>, %z: memref<8xf32>) {
  maco.all_reduce %x into %x on @g grid_axes = [0] algorithm = recursive_doubling : memref<8xf32> into memref<8xf32>
  maco.broadcast %x into %x on @g grid_axes = [0] root = 1 algorithm = tree : memref<8xf32> into memref<8xf32>
  maco.reduce_scatter %x into %y on @g grid_axes = [0] scatter_axis = 0 algorithm = direct : memref<8xf32> into memref<2xf32>
  maco.all_gather %y into %z on @g grid_axes = [0] gather_axis = 0 algorithm = ring : memref<2xf32> into memref<8xf32>
  return
}

// -----

shard.grid @g(shape = 2)

// A started collective on a non-contiguous buffer is staged: it runs on
// stream 0 (synchronously, the null stream handle, no maco_cg_stream call)
// through a contiguous copy, which is copied back before the (already
// completed) event is recorded.
// CHECK-LABEL: func.func @start_strided
//   CHECK-NOT: @maco_cg_stream(
//       CHECK: %[[STREAM:.*]] = arith.constant 0 : index
//       CHECK: memref.copy
//       CHECK: call @maco_cg_all_reduce
//  CHECK-NEXT: memref.copy
//  CHECK-NEXT: call @maco_cg_event_record(%[[STREAM]])
//       CHECK: call @maco_cg_event_wait
func.func @start_strided(%x: memref<4x4xf32>) {
  %s = memref.subview %x[0, 0] [4, 2] [1, 1] : memref<4x4xf32> to memref<4x2xf32, strided<[4, 1]>>
  %f = maco.all_reduce_start %s into %s on @g grid_axes = [0] : memref<4x2xf32, strided<[4, 1]>> into memref<4x2xf32, strided<[4, 1]>> -> !maco.future<>
  maco.wait %f : !maco.future<>
  return
}
