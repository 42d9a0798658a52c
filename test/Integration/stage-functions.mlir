// Integration test: pipeline stages in their own functions, each called on
// some ranks only (under `scf.if` on the stage index), with groups that
// @main does not use. Making a communicator is collective over all ranks
// (an MPI_Comm_split of the world, the first time a group is used), so the
// communicators of the module are made at every rank's first entry into it
// (@main), in module order, never at the entry of a function that only
// some ranks call: before that, the ranks of stage 1 waited in @stage1's
// communicator creation for the ranks of stage 0, which never call it, and
// the program hung (hence `timeout`). Stage 1 also starts a collective on a
// stream (its per-stream communicator is set up with the others), and it
// reaches a group that stage 0 does not use (@h's) before the one they
// share (@g axis 1).
//
// Grid @g = 2 stages x T ranks per stage (T = number of ranks / 2).
//  stage 0, rank (0, t):  x[i] = i + 1;  y = @stage0(x) = sum over the
//    stage of 2x (@g axis 1: 2T x), sent to rank (1, t);
//  stage 1, rank (1, t):  r = received y = 2T x;  z = @stage1(r): the sum
//    over the stage (@g axis 1: 2T^2 x), then a started sum over the
//    stage's columns of @h (@h axis 1, the same ranks: 2T^3 x); rank (1, 0)
//    checks z[i] == 2 T^3 (i + 1).
//
// Optimized, @main's recv is started on stream 1 while stage 0's send
// would stay blocking (its start/wait pair overlaps nothing and is folded
// back): the two would never match, each stream having its communicator.
// maco-consistent-p2p puts the send on stream 1 too
// (test/Dialect/Maco/consistent-p2p.mlir).
//
// REQUIRES: mpi
// RUN: timeout -k 10 120 %mpirun -np 2 maco-run --no-optimize %s | FileCheck %s --check-prefix=NP2
// RUN: timeout -k 10 120 %mpirun -np 4 maco-run --no-optimize %s | FileCheck %s --check-prefix=NP4
// RUN: timeout -k 10 120 %mpirun -np 2 maco-run --optimize-options=guard=false %s | FileCheck %s --check-prefix=NP2
// RUN: timeout -k 10 120 %mpirun -np 4 maco-run --optimize-options=guard=false %s | FileCheck %s --check-prefix=NP4
// RUN: timeout -k 10 120 %mpirun -np 4 maco-run %s | FileCheck %s --check-prefix=NP4
// The same, compiled ahead of time (the entry is the executable's main).
// RUN: maco-compile --no-optimize %s -o %t.exe
// RUN: timeout -k 10 120 %mpirun -np 4 %t.exe | FileCheck %s --check-prefix=NP4
//
// NP2: z = 2 4 6 8
// NP2-NEXT: stage-functions: OK
// NP4: z = 16 32 48 64
// NP4-NEXT: stage-functions: OK

shard.grid @g(shape = 2x?)
// The same ranks as @g (one extra axis of size 1 in the middle): another
// group of the runtime, which only stage 1 uses.
shard.grid @h(shape = 2x1x?)

// Stage 0: 2x, summed over the stage's ranks.
func.func @stage0(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  %s = maco.all_reduce %y on @g grid_axes = [1] reduction = sum : tensor<4xf32> -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// Stage 1: a started sum over @h's stage group (stream 2), then a sum over
// @g's: the two stages reach @g's group and @h's in different orders.
func.func @stage1(%r: tensor<4xf32>) -> tensor<4xf32> {
  %f = maco.all_reduce_start %r on @h grid_axes = [2] reduction = sum stream = 2 : tensor<4xf32> -> !maco.future<tensor<4xf32>>
  %a = maco.wait %f : !maco.future<tensor<4xf32>>
  %z = maco.all_reduce %a on @g grid_axes = [1] reduction = sum : tensor<4xf32> -> tensor<4xf32>
  return %z : tensor<4xf32>
}

// Number of z[i] != 2 T^3 (i + 1) (T: the size of the stage group, asked
// here, on rank (1, 0) only).
func.func @check(%z: tensor<4xf32>) -> i32 {
  %t = maco.group_size on @g grid_axes = [1]
  %ti = arith.index_cast %t : index to i32
  %tf = arith.sitofp %ti : i32 to f32
  %t2 = arith.mulf %tf, %tf : f32
  %t3 = arith.mulf %t2, %tf : f32
  %k = arith.addf %t3, %t3 : f32
  %c0i = arith.constant 0 : i32
  %e = tensor.empty() : tensor<i32>
  %zero = linalg.fill ins(%c0i : i32) outs(%e : tensor<i32>) -> tensor<i32>
  %cnt = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
                         iterator_types = ["reduction"]}
      ins(%z : tensor<4xf32>) outs(%zero : tensor<i32>) {
    ^bb0(%v: f32, %acc: i32):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i32
      %if = arith.sitofp %ii : i32 to f32
      %one = arith.constant 1.0 : f32
      %ip1 = arith.addf %if, %one : f32
      %want = arith.mulf %k, %ip1 : f32
      %ne = arith.cmpf une, %v, %want : f32
      %d = arith.extui %ne : i1 to i32
      %s = arith.addi %acc, %d : i32
      linalg.yield %s : i32
  } -> tensor<i32>
  %n = tensor.extract %cnt[] : tensor<i32>
  return %n : i32
}

func.func @main() {
  %s = maco.rank on @g grid_axes = [0]
  %c0 = arith.constant 0 : index
  %c0i = arith.constant 0 : i32
  %first = arith.cmpi eq, %s, %c0 : index
  scf.if %first {
    %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    %y = func.call @stage0(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = arith.constant 1 : index
    maco.send %y to %c1 on @g grid_axes = [0] : tensor<4xf32>
  } else {
    %r = maco.recv from %c0 on @g grid_axes = [0] : -> tensor<4xf32>
    %z = func.call @stage1(%r) : (tensor<4xf32>) -> tensor<4xf32>
    // Rank (1, 0) of the grid, world rank N / 2, reports.
    %n = maco.group_size on @g grid_axes = [0, 1]
    %w = maco.rank on @g grid_axes = [0, 1]
    %w2 = arith.addi %w, %w : index
    %reporter = arith.cmpi eq, %w2, %n : index
    scf.if %reporter {
      %bad = func.call @check(%z) : (tensor<4xf32>) -> i32
      vector.print str "z ="
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        %v = tensor.extract %z[%i] : tensor<4xf32>
        vector.print str " "
        vector.print %v : f32 punctuation <no_punctuation>
      }
      vector.print str "\n"
      %ok = arith.cmpi eq, %bad, %c0i : i32
      scf.if %ok {
        vector.print str "stage-functions: OK\n"
      } else {
        vector.print str "stage-functions: MISMATCH\n"
      }
    }
  }
  return
}
