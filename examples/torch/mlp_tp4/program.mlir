#loc1 = loc("/work/main/build/venv-torch/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc2 = loc("/work/main/examples/torch/export.py":57:0)
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#loc3 = loc(callsite(#loc1 at #loc2))
module {
  shard.grid @mesh(shape = 4) loc(#loc)
  func.func @main(%arg0: tensor<64x32xf32> loc(callsite(#loc1 at #loc2)), %arg1: tensor<64xf32> loc(callsite(#loc1 at #loc2)), %arg2: tensor<32x64xf32> loc(callsite(#loc1 at #loc2)), %arg3: tensor<32xf32> loc(callsite(#loc1 at #loc2)), %arg4: tensor<8x32xf32> loc(callsite(#loc1 at #loc2))) -> tensor<8x32xf32> {
    %cst = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_1 = arith.constant 0.70710678118654757 : f64 loc(#loc2)
    %cst_2 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %sharding = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated = shard.shard %arg0 to %sharding : tensor<64x32xf32> loc(#loc)
    %sharding_3 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated_4 = shard.shard %arg1 to %sharding_3 : tensor<64xf32> loc(#loc)
    %sharding_5 = shard.sharding @mesh split_axes = [[], [0]] : !shard.sharding loc(#loc)
    %sharding_annotated_6 = shard.shard %arg2 to %sharding_5 : tensor<32x64xf32> loc(#loc)
    %sharding_7 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_8 = shard.shard %arg3 to %sharding_7 : tensor<32xf32> loc(#loc)
    %sharding_9 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_10 = shard.shard %arg4 to %sharding_9 : tensor<8x32xf32> loc(#loc)
    %0 = tensor.empty() : tensor<32x64xf32> loc(#loc3)
    %transposed = linalg.transpose ins(%sharding_annotated : tensor<64x32xf32>) outs(%0 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc3)
    %1 = tensor.empty() : tensor<8x64xf32> loc(#loc3)
    %2 = linalg.fill ins(%cst_2 : f32) outs(%1 : tensor<8x64xf32>) -> tensor<8x64xf32> loc(#loc3)
    %3 = linalg.matmul ins(%sharding_annotated_10, %transposed : tensor<8x32xf32>, tensor<32x64xf32>) outs(%2 : tensor<8x64xf32>) -> tensor<8x64xf32> loc(#loc3)
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_4, %3 : tensor<64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc2)), %in_12: f32 loc(callsite(#loc1 at #loc2)), %out: f32 loc(callsite(#loc1 at #loc2))):
      %15 = arith.addf %in, %in_12 : f32 loc(#loc3)
      linalg.yield %15 : f32 loc(#loc3)
    } -> tensor<8x64xf32> loc(#loc3)
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc2)), %out: f32 loc("/work/main/examples/torch/export.py":57:0)):
      %15 = arith.mulf %in, %cst_0 : f32 loc(#loc2)
      linalg.yield %15 : f32 loc(#loc2)
    } -> tensor<8x64xf32> loc(#loc2)
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc2)), %out: f32 loc("/work/main/examples/torch/export.py":57:0)):
      %15 = arith.truncf %cst_1 : f64 to f32 loc(#loc2)
      %16 = arith.mulf %in, %15 : f32 loc(#loc2)
      linalg.yield %16 : f32 loc(#loc2)
    } -> tensor<8x64xf32> loc(#loc2)
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32 loc("/work/main/examples/torch/export.py":57:0), %out: f32 loc("/work/main/examples/torch/export.py":57:0)):
      %15 = math.erf %in : f32 loc(#loc2)
      linalg.yield %15 : f32 loc(#loc2)
    } -> tensor<8x64xf32> loc(#loc2)
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32 loc("/work/main/examples/torch/export.py":57:0), %out: f32 loc("/work/main/examples/torch/export.py":57:0)):
      %15 = arith.addf %in, %cst : f32 loc(#loc2)
      linalg.yield %15 : f32 loc(#loc2)
    } -> tensor<8x64xf32> loc(#loc2)
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %8 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%1 : tensor<8x64xf32>) {
    ^bb0(%in: f32 loc("/work/main/examples/torch/export.py":57:0), %in_12: f32 loc("/work/main/examples/torch/export.py":57:0), %out: f32 loc("/work/main/examples/torch/export.py":57:0)):
      %15 = arith.mulf %in, %in_12 : f32 loc(#loc2)
      linalg.yield %15 : f32 loc(#loc2)
    } -> tensor<8x64xf32> loc(#loc2)
    %10 = tensor.empty() : tensor<64x32xf32> loc(#loc3)
    %transposed_11 = linalg.transpose ins(%sharding_annotated_6 : tensor<32x64xf32>) outs(%10 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc3)
    %11 = tensor.empty() : tensor<8x32xf32> loc(#loc3)
    %12 = linalg.fill ins(%cst_2 : f32) outs(%11 : tensor<8x32xf32>) -> tensor<8x32xf32> loc(#loc3)
    %13 = linalg.matmul ins(%9, %transposed_11 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%12 : tensor<8x32xf32>) -> tensor<8x32xf32> loc(#loc3)
    %14 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_8, %13 : tensor<32xf32>, tensor<8x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc2)), %in_12: f32 loc(callsite(#loc1 at #loc2)), %out: f32 loc(callsite(#loc1 at #loc2))):
      %15 = arith.addf %in, %in_12 : f32 loc(#loc3)
      linalg.yield %15 : f32 loc(#loc3)
    } -> tensor<8x32xf32> loc(#loc3)
    return %14 : tensor<8x32xf32> loc(#loc3)
  } loc(#loc3)
} loc(#loc)
#loc = loc(unknown)

