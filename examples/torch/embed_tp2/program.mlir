#loc1 = loc("/work/main/build/venv-torch/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc2 = loc("/work/main/examples/torch/export.py":85:0)
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#loc4 = loc(callsite(#loc1 at #loc2))
module {
  shard.grid @mesh(shape = 2) loc(#loc)
  func.func @main(%arg0: tensor<64x32xf32> loc(callsite(#loc1 at #loc2)), %arg1: tensor<64x32xf32> loc(callsite(#loc1 at #loc2)), %arg2: tensor<4x16xi64> loc(callsite(#loc1 at #loc2))) -> tensor<4x16x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc5)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c64 = arith.constant 64 : index loc(#loc)
    %sharding = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated = shard.shard %arg0 to %sharding : tensor<64x32xf32> loc(#loc)
    %sharding_0 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated_1 = shard.shard %arg1 to %sharding_0 : tensor<64x32xf32> loc(#loc)
    %sharding_2 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_3 = shard.shard %arg2 to %sharding_2 : tensor<4x16xi64> loc(#loc)
    %0 = tensor.empty() : tensor<4x16x32xf32> loc(#loc4)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sharding_annotated_3 : tensor<4x16xi64>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc2)), %out: f32 loc(callsite(#loc1 at #loc2))):
      %7 = arith.index_cast %in : i64 to index loc(#loc4)
      %8 = linalg.index 2 : index loc(#loc4)
      %9 = arith.cmpi slt, %7, %c64 : index loc(#loc4)
      cf.assert %9, "index must be smaller than dim size" loc(#loc4)
      %10 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc4)
      cf.assert %10, "index must be larger or equal to 0" loc(#loc4)
      %extracted = tensor.extract %sharding_annotated[%7, %8] : tensor<64x32xf32> loc(#loc4)
      linalg.yield %extracted : f32 loc(#loc4)
    } -> tensor<4x16x32xf32> loc(#loc4)
    %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc2)), %out: f32 loc("/work/main/examples/torch/export.py":85:0)):
      %7 = math.tanh %in : f32 loc(#loc2)
      linalg.yield %7 : f32 loc(#loc2)
    } -> tensor<4x16x32xf32> loc(#loc2)
    %3 = tensor.empty() : tensor<32x64xf32> loc(#loc5)
    %transposed = linalg.transpose ins(%sharding_annotated_1 : tensor<64x32xf32>) outs(%3 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc5)
    %collapsed = tensor.collapse_shape %2 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32> loc(#loc5)
    %4 = tensor.empty() : tensor<64x64xf32> loc(#loc5)
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc5)
    %6 = linalg.matmul ins(%collapsed, %transposed : tensor<64x32xf32>, tensor<32x64xf32>) outs(%5 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc5)
    %expanded = tensor.expand_shape %6 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc(#loc5)
    return %expanded : tensor<4x16x64xf32> loc(#loc5)
  } loc(#loc4)
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("/work/main/build/venv-torch/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc5 = loc(callsite(#loc3 at #loc2))

