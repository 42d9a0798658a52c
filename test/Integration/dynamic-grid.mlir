// Grids of any size: one program with `shard.grid @g(shape = ?)` runs
// unchanged on 1, 2, 3 and 4 ranks, the group size taken from the number of
// ranks at start; with and without maco-optimize the outputs are identical
// and match the closed forms below (maco-run optimizes for the world size
// it is launched into: the grid sized for it, maco-specialize-grids, so this
// also checks the specialized program against the dynamic one). A `?x2`
// grid needs an even number of ranks (sized for 3 ranks it cannot be: it
// stays dynamic, with a warning, and the runtime stops at start), and permute
// pairs that name a rank the group lacks stop the program, both with a
// message naming the rank. A program compiled for 4 ranks stops on 2.
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir -p %t
// RUN: for np in 1 2 3 4; do \
// RUN:   %mpirun -np $np maco-run --no-optimize %s > %t/ref$np && \
// RUN:   %mpirun -np $np maco-run --optimize-options=guard=false %s > %t/opt$np && \
// RUN:   diff %t/ref$np %t/opt$np || exit 1; \
// RUN: done
// RUN: FileCheck %s --check-prefix=NP1 < %t/ref1
// RUN: FileCheck %s --check-prefix=NP2 < %t/ref2
// RUN: FileCheck %s --check-prefix=NP3 < %t/ref3
// RUN: FileCheck %s --check-prefix=NP4 < %t/ref4
// RUN: %mpirun -np 4 maco-run --entry=halves %s | FileCheck %s --check-prefix=HALVES4
// RUN: %mpirun -np 2 maco-run --entry=halves %s | FileCheck %s --check-prefix=HALVES2
// RUN: not %mpirun -np 3 maco-run --no-optimize --entry=halves %s 2>&1 | FileCheck %s --check-prefix=ODD
// RUN: not %mpirun -np 3 maco-run --entry=halves %s 2>&1 | FileCheck %s --check-prefix=ODD-COMPILE
// RUN: not %mpirun -np 2 maco-run --ranks=4 %s 2>&1 | FileCheck %s --check-prefix=FOR4
// RUN: %mpirun -np 2 maco-run --entry=ring %s | FileCheck %s --check-prefix=RING2
// RUN: not %mpirun -np 1 maco-run --entry=ring %s 2>&1 | FileCheck %s --check-prefix=RING1

// n ranks; x[i,j] = 10 r + 3 i + j (2x3) gathered along axis 1 (2 x 3n,
// through a staging buffer sized at run time):
//   sum = 15 n + 30 n (n - 1),  G[1, 3n - 1] = 10 (n - 1) + 5;
// y[i,j] = i + j + r (2n x 2) reduce-scattered along axis 0 (2 x 2 each):
//   rank 0's Z[1,1] = 2 n + n (n - 1) / 2.
// NP1: n = 1
// NP1-NEXT: sum = 15
// NP1-NEXT: G[1,last] = 5
// NP1-NEXT: Z[1,1] = 2
// NP1-NEXT: rows = 2
// NP2: n = 2
// NP2-NEXT: sum = 90
// NP2-NEXT: G[1,last] = 15
// NP2-NEXT: Z[1,1] = 5
// NP2-NEXT: rows = 2
// NP3: n = 3
// NP3-NEXT: sum = 225
// NP3-NEXT: G[1,last] = 25
// NP3-NEXT: Z[1,1] = 9
// NP3-NEXT: rows = 2
// NP4: n = 4
// NP4-NEXT: sum = 420
// NP4-NEXT: G[1,last] = 35
// NP4-NEXT: Z[1,1] = 14
// NP4-NEXT: rows = 2

shard.grid @g(shape = ?)
shard.grid @h(shape = ?x2)

func.func @main() {
  %n = maco.group_size on @g grid_axes = [0]
  %r = maco.rank on @g grid_axes = [0]
  %ri = arith.index_cast %r : index to i32
  %ni = arith.index_cast %n : index to i32
  %c10 = arith.constant 10 : i32
  %c3 = arith.constant 3 : i32
  %e = tensor.empty() : tensor<2x3xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<2x3xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %ii = arith.index_cast %i : index to i32
      %ji = arith.index_cast %j : index to i32
      %a = arith.muli %ri, %c10 : i32
      %b = arith.muli %ii, %c3 : i32
      %s0 = arith.addi %a, %b : i32
      %s = arith.addi %s0, %ji : i32
      %f = arith.sitofp %s : i32 to f32
      linalg.yield %f : f32
  } -> tensor<2x3xf32>
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 1
      : tensor<2x3xf32> -> tensor<2x?xf32>
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                          affine_map<(i, j) -> ()>],
                         iterator_types = ["reduction", "reduction"]}
      ins(%g : tensor<2x?xf32>) outs(%z0 : tensor<f32>) {
    ^bb0(%v: f32, %acc: f32):
      %t = arith.addf %v, %acc : f32
      linalg.yield %t : f32
  } -> tensor<f32>

  %c2 = arith.constant 2 : index
  %rows = arith.muli %n, %c2 : index
  %ey = tensor.empty(%rows) : tensor<?x2xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%ey : tensor<?x2xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %ij = arith.addi %i, %j : index
      %v = arith.addi %ij, %r : index
      %vi = arith.index_cast %v : index to i32
      %f = arith.sitofp %vi : i32 to f32
      linalg.yield %f : f32
  } -> tensor<?x2xf32>
  %z = maco.reduce_scatter %y on @g grid_axes = [0] scatter_axis = 0
      : tensor<?x2xf32> -> tensor<?x2xf32>

  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %is0 = arith.cmpi eq, %r, %c0 : index
  scf.if %is0 {
    %s = tensor.extract %sum[] : tensor<f32>
    %w = tensor.dim %g, %c1 : tensor<2x?xf32>
    %last = arith.subi %w, %c1 : index
    %gl = tensor.extract %g[%c1, %last] : tensor<2x?xf32>
    %z11 = tensor.extract %z[%c1, %c1] : tensor<?x2xf32>
    %zr = tensor.dim %z, %c0 : tensor<?x2xf32>
    %zri = arith.index_cast %zr : index to i32
    vector.print str "n = "
    vector.print %ni : i32
    vector.print str "sum = "
    vector.print %s : f32
    vector.print str "G[1,last] = "
    vector.print %gl : f32
    vector.print str "Z[1,1] = "
    vector.print %z11 : f32
    vector.print str "rows = "
    vector.print %zri : i32
  }
  return
}

// HALVES4: 2 x 2
// HALVES2: 1 x 2
// ODD: maco: error in communicator creation for a maco collective on rank {{[0-2]}}: MACO_RT_INVALID_ARGUMENT: maco_rt_comm_get: grid shape [?, 2] needs a world size divisible by 2, but the world size is 3
// ODD-COMPILE: warning: grid @h of shape ?x2 cannot be sized for 3 ranks: its static axes hold 2 ranks, which does not divide 3; it stays dynamic
// ODD-COMPILE: grid shape [?, 2] needs a world size divisible by 2, but the world size is 3
// FOR4: grid shape [4] has 4 ranks but the world size is 2
func.func @halves() {
  %rows = maco.group_size on @h grid_axes = [0]
  %cols = maco.group_size on @h grid_axes = [1]
  %r = maco.rank on @h grid_axes = [0, 1]
  %c0 = arith.constant 0 : index
  %is0 = arith.cmpi eq, %r, %c0 : index
  scf.if %is0 {
    %a = arith.index_cast %rows : index to i32
    %b = arith.index_cast %cols : index to i32
    vector.print %a : i32 punctuation <no_punctuation>
    vector.print str " x "
    vector.print %b : i32
  }
  return
}

// A ring written for 2 ranks: [[0, 1], [1, 0]] swaps the ranks' values.
// RING2: swapped: 1
// RING1: maco: error in maco.permute on rank 0: its pairs name group rank 1, but the group has 1 ranks
func.func @ring() {
  %r = maco.rank on @g grid_axes = [0]
  %ri = arith.index_cast %r : index to i32
  %rf = arith.sitofp %ri : i32 to f32
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.fill ins(%rf : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %y = maco.permute %x on @g grid_axes = [0] pairs = [[0, 1], [1, 0]]
      : tensor<4xf32> -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %is0 = arith.cmpi eq, %r, %c0 : index
  scf.if %is0 {
    %v = tensor.extract %y[%c0] : tensor<4xf32>
    vector.print str "swapped: "
    vector.print %v : f32
  }
  return
}
