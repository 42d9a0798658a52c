// Pipeline parallelism: n stages (one per rank of @pp), 4 micro-batches.
//
// Stage s applies  y = x @ (2 I) + s  (a 4x4 matmul plus a bias) to each
// 4x4 micro-batch. Stage 0 generates micro-batch m, x[i,j] = 16 m + 4 i + j;
// stage s > 0 receives it from stage s - 1 (maco.recv from %prev); stages
// s < n - 1 send their output to s + 1 (maco.send to %next). The last
// stage checks every micro-batch against the closed form, computed by an
// independent recurrence over the stages:
//   after n stages  y = 2^n x + c_n,  c_0 = 0,  c_{s+1} = 2 c_s + s
// and prints the first micro-batch and the verdict. Works for any n >= 2:
// the grid's size is dynamic (`shape = ?`), n is the number of ranks.
//
//   mpirun -np 4 maco-run examples/pipeline-parallel.mlir
//
// Built for the GPU (maco-to-cuda) and run on 4 ranks on the recording
// backend, per rank (test/Conversion/MacoToCuda/examples-link.mlir;
// docs/runtime.md, "The recording backend"):
// (the last stage checks each micro-batch as it arrives with a reduction
// kernel whose count the host reads: waits per micro-batch there, 2 on
// the other stages)
// GPU-RECORD: host_syncs <= 10, alloc_managed == 0, launches <= 16, small_blocks == 0

shard.grid @pp(shape = ?)

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// Micro-batch m: x[i,j] = 16 m + 4 i + j.
func.func @microbatch(%m: index) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %c16 = arith.constant 16 : index
  %c4 = arith.constant 4 : index
  %base = arith.muli %m, %c16 : index
  %x = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<4x4xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %i4 = arith.muli %i, %c4 : index
      %a = arith.addi %base, %i4 : index
      %v = arith.addi %a, %j : index
      %vi = arith.index_cast %v : index to i32
      %f = arith.sitofp %vi : i32 to f32
      linalg.yield %f : f32
  } -> tensor<4x4xf32>
  return %x : tensor<4x4xf32>
}

// The work of stage s: x @ (2 I) + s.
func.func @stage(%x: tensor<4x4xf32>, %s: index) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<4x4xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %eq = arith.cmpi eq, %i, %j : index
      %two = arith.constant 2.0 : f32
      %zero = arith.constant 0.0 : f32
      %v = arith.select %eq, %two, %zero : f32
      linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %si = arith.index_cast %s : index to i32
  %sf = arith.sitofp %si : i32 to f32
  %bias = linalg.fill ins(%sf : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x4xf32>, tensor<4x4xf32>)
                     outs(%bias : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}

// Number of elements of y that differ from 2^n x + c_n.
func.func @check(%y: tensor<4x4xf32>, %x: tensor<4x4xf32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %p:2 = scf.for %s = %c0 to %n step %c1 iter_args(%scale = %one, %off = %zero) -> (f32, f32) {
    %si = arith.index_cast %s : index to i32
    %sf = arith.sitofp %si : i32 to f32
    %scale2 = arith.mulf %scale, %two : f32
    %off2 = arith.mulf %off, %two : f32
    %off3 = arith.addf %off2, %sf : f32
    scf.yield %scale2, %off3 : f32, f32
  }
  %c0i = arith.constant 0 : i32
  %e = tensor.empty() : tensor<i32>
  %z = linalg.fill ins(%c0i : i32) outs(%e : tensor<i32>) -> tensor<i32>
  %cnt = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                       affine_map<(i, j) -> ()>],
      iterator_types = ["reduction", "reduction"]}
      ins(%y, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<i32>) {
    ^bb0(%a: f32, %b: f32, %acc: i32):
      %sx = arith.mulf %b, %p#0 : f32
      %ex = arith.addf %sx, %p#1 : f32
      %ne = arith.cmpf une, %a, %ex : f32
      %d = arith.extui %ne : i1 to i32
      %s = arith.addi %acc, %d : i32
      linalg.yield %s : i32
  } -> tensor<i32>
  %v = tensor.extract %cnt[] : tensor<i32>
  return %v : i32
}

func.func @main() {
  %s = maco.rank on @pp grid_axes = [0]
  %n = maco.group_size on @pp grid_axes = [0]
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c0i = arith.constant 0 : i32
  %last = arith.subi %n, %c1 : index
  %first = arith.cmpi eq, %s, %c0 : index
  %islast = arith.cmpi eq, %s, %last : index
  %sp1 = arith.addi %s, %c1 : index
  %next = arith.remui %sp1, %n : index
  %spn = arith.addi %s, %last : index
  %prev = arith.remui %spn, %n : index

  %bad = scf.for %m = %c0 to %c4 step %c1 iter_args(%acc = %c0i) -> (i32) {
    // Input: generated on stage 0, received from the previous stage elsewhere.
    %x = scf.if %first -> (tensor<4x4xf32>) {
      %g = func.call @microbatch(%m) : (index) -> tensor<4x4xf32>
      scf.yield %g : tensor<4x4xf32>
    } else {
      %in = maco.recv from %prev on @pp grid_axes = [0] : -> tensor<4x4xf32>
      scf.yield %in : tensor<4x4xf32>
    }
    %y = func.call @stage(%x, %s) : (tensor<4x4xf32>, index) -> tensor<4x4xf32>
    %acc2 = scf.if %islast -> (i32) {
      // The last stage checks against the closed form.
      %x0 = func.call @microbatch(%m) : (index) -> tensor<4x4xf32>
      %nb = func.call @check(%y, %x0, %n) : (tensor<4x4xf32>, tensor<4x4xf32>, index) -> i32
      %a = arith.addi %acc, %nb : i32
      %m0 = arith.cmpi eq, %m, %c0 : index
      scf.if %m0 {
        vector.print str "micro-batch 0 after the last stage:\n"
        %yb = bufferization.to_buffer %y : tensor<4x4xf32> to memref<4x4xf32>
        %yu = memref.cast %yb : memref<4x4xf32> to memref<*xf32>
        func.call @printMemrefF32(%yu) : (memref<*xf32>) -> ()
      }
      scf.yield %a : i32
    } else {
      maco.send %y to %next on @pp grid_axes = [0] : tensor<4x4xf32>
      scf.yield %acc : i32
    }
    scf.yield %acc2 : i32
  }

  scf.if %islast {
    vector.print str "mismatches: "
    vector.print %bad : i32
    %ok = arith.cmpi eq, %bad, %c0i : i32
    scf.if %ok {
      vector.print str "pipeline-parallel: OK\n"
    } else {
      vector.print str "pipeline-parallel: MISMATCH\n"
    }
  }
  return
}
