// REQUIRES: cuda, ptxas, mpi
// Launch shapes of ops of rank 1 to 4, of a batch matmul's fill and of an
// op that is empty at run time, checked on the recording backend (no GPU:
// scripts/gpu-record-check.py): every launch within the hardware's limits
// (blockDim.z <= 64, no dimension 0, ...) and at least 128 threads per
// block unless one block covers the op. Before maco-gpu-tile-parallel-loops
// collapsed the dimensions, the 3-D op launched blocks of 1x1x256 and the
// empty one a grid of 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: bash %S/link-gpu-example.sh %s %t %maco_tools_dir %maco_lib_dir %llvm_tools_dir %llvm_lib_dir | FileCheck %s --check-prefix=LINK
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 1 --mpirun "%mpirun" --bounds %s %t/record-launch-shapes | FileCheck %s
// LINK: linked record-launch-shapes
// CHECK: record-launch-shapes: rank 0: launches 3, {{.*}} violations 0
// CHECK: record-launch-shapes: PASS (1 ranks, 3 bounds)

// Three launches: the 3-D op, the 4-D op and the broadcast of the batch
// matmul's operand (its zero fill is folded into the GEMMs: beta = 0); the
// op that is empty at run time launches nothing (its loop runs under
// `scf.if (count > 0)`).
// GPU-RECORD: small_blocks == 0, launches == 3, host_syncs <= 2

shard.grid @world(shape = ?)
#id3 = affine_map<(i, j, k) -> (i, j, k)>
#id4 = affine_map<(i, j, k, l) -> (i, j, k, l)>
#id2 = affine_map<(i, j) -> (i, j)>
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  // 8 x 128 x 1024 element-wise.
  %e3 = tensor.empty() : tensor<8x128x1024xf32>
  %t3 = linalg.generic {indexing_maps = [#id3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e3 : tensor<8x128x1024xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  } -> tensor<8x128x1024xf32>
  // 2 x 3 x 4 x 64, rank 4.
  %e4 = tensor.empty() : tensor<2x3x4x64xf32>
  %t4 = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e4 : tensor<2x3x4x64xf32>) {
  ^bb0(%o: f32):
    linalg.yield %one : f32
  } -> tensor<2x3x4x64xf32>
  // A batch matmul and its fill.
  %a = tensor.extract_slice %t3[0, 0, 0] [4, 16, 32] [1, 1, 1] : tensor<8x128x1024xf32> to tensor<4x16x32xf32>
  %b = tensor.extract_slice %t3[0, 0, 0] [1, 32, 64] [1, 1, 1] : tensor<8x128x1024xf32> to tensor<32x64xf32>
  %eb = tensor.empty() : tensor<4x16x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%eb : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %bb = tensor.empty() : tensor<4x32x64xf32>
  %b3 = linalg.broadcast ins(%b : tensor<32x64xf32>) outs(%bb : tensor<4x32x64xf32>) dimensions = [0]
  %c = linalg.batch_matmul ins(%a, %b3 : tensor<4x16x32xf32>, tensor<4x32x64xf32>) outs(%acc : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  // An op whose size is 0 at run time (the rank on one rank).
  %r = maco.rank on @world grid_axes = [0]
  %ez = tensor.empty(%r) : tensor<?x16xf32>
  %z = linalg.fill ins(%one : f32) outs(%ez : tensor<?x16xf32>) -> tensor<?x16xf32>
  // (Not printed: upstream's printer reads the first element even of an
  // empty memref.) An all-reduce keeps it alive.
  %zs = maco.all_reduce %z on @world grid_axes = [0] : tensor<?x16xf32> -> tensor<?x16xf32>
  %cu = tensor.cast %c : tensor<4x16x64xf32> to tensor<*xf32>
  %t4u = tensor.cast %t4 : tensor<2x3x4x64xf32> to tensor<*xf32>
  call @printMemrefF32(%t4u) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()
  return
}
