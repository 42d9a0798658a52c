// maco-pipeline-chunks on an all_gather along axis 1 (columns) feeding an
// elementwise consumer: chunk i gathers local columns [2i, 2i + 2) of every
// rank and its column blocks go to columns 8r + 2i. Differential: without
// maco-optimize, with chunks=2 and with chunks=4 the printed result must be
// identical, and equal to 2 (100 r + 10 i + j) for local column j of rank r.
// REQUIRES: mpi
// RUN: %mpirun -np 4 maco-run --no-optimize %s | sed -e 's/base@ = 0x[0-9a-f]*//' > %t.noopt
// RUN: %mpirun -np 4 maco-run --optimize-options="guard=false chunks=2" %s | sed -e 's/base@ = 0x[0-9a-f]*//' > %t.k2
// RUN: %mpirun -np 4 maco-run --optimize-options="guard=false chunks=4" %s | sed -e 's/base@ = 0x[0-9a-f]*//' > %t.k4
// RUN: diff %t.noopt %t.k2
// RUN: diff %t.noopt %t.k4
// RUN: FileCheck %s < %t.noopt
// RUN: maco-opt %s -maco-optimize="guard=false chunks=4" | FileCheck %s --check-prefix=IR

// CHECK: sizes = [4, 32]
// CHECK: [0,   2,   4,   6,   8,   10,   12,   14,   200,   202,   204,   206,   208,   210,   212,   214,   400,   402,   404,   406,   408,   410,   412,   414,   600,   602,   604,   606,   608,   610,   612,   614]
// CHECK: [60,   62,   64,   66,   68,   70,   72,   74,   260,   262,   264,   266,   268,   270,   272,   274,   460,   462,   464,   466,   468,   470,   472,   474,   660,   662,   664,   666,   668,   670,   672,   674]

// IR-COUNT-4: maco.all_gather_start {{.*}} gather_axis = 1 algorithm = {{[a-z_]+}} : tensor<4x2xf32> -> !maco.future<tensor<4x8xf32>>

shard.grid @world(shape = 4)
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @main() {
  %r = maco.rank on @world grid_axes = [0]
  %ri = arith.index_cast %r : index to i32
  %e = tensor.empty() : tensor<4x8xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<4x8xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %ii = arith.index_cast %i : index to i32
      %ji = arith.index_cast %j : index to i32
      %c100 = arith.constant 100 : i32
      %c10 = arith.constant 10 : i32
      %a = arith.muli %ri, %c100 : i32
      %b = arith.muli %ii, %c10 : i32
      %s0 = arith.addi %a, %b : i32
      %s = arith.addi %s0, %ji : i32
      %f = arith.sitofp %s : i32 to f32
      linalg.yield %f : f32
  } -> tensor<4x8xf32>
  %g = maco.all_gather %x on @world grid_axes = [0] gather_axis = 1 : tensor<4x8xf32> -> tensor<4x32xf32>
  %e2 = tensor.empty() : tensor<4x32xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<4x32xf32>) outs(%e2 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %c2 = arith.constant 2.0 : f32
      %v = arith.mulf %in, %c2 : f32
      linalg.yield %v : f32
  } -> tensor<4x32xf32>
  %c0 = arith.constant 0 : index
  %is0 = arith.cmpi eq, %r, %c0 : index
  scf.if %is0 {
    %m = bufferization.to_buffer %y : tensor<4x32xf32> to memref<4x32xf32>
    %u = memref.cast %m : memref<4x32xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  }
  return
}
