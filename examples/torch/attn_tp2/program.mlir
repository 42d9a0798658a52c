#loc1 = loc("/work/main/build/venv-torch/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc2 = loc("/work/main/examples/torch/export.py":73:0)
#loc3 = loc("/work/main/examples/torch/export.py":74:0)
#loc4 = loc("/work/main/examples/torch/export.py":75:0)
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d2)>
#loc5 = loc(callsite(#loc1 at #loc2))
#loc6 = loc(callsite(#loc1 at #loc3))
#loc7 = loc(callsite(#loc1 at #loc4))
module {
  shard.grid @mesh(shape = 2) loc(#loc)
  func.func @main(%arg0: tensor<32x32xf32> loc(callsite(#loc1 at #loc2)), %arg1: tensor<32xf32> loc(callsite(#loc1 at #loc2)), %arg2: tensor<32x32xf32> loc(callsite(#loc1 at #loc2)), %arg3: tensor<32x32xf32> loc(callsite(#loc1 at #loc2)), %arg4: tensor<32xf32> loc(callsite(#loc1 at #loc2)), %arg5: tensor<32x32xf32> loc(callsite(#loc1 at #loc2)), %arg6: tensor<32xf32> loc(callsite(#loc1 at #loc2)), %arg7: tensor<4x16x32xf32> loc(callsite(#loc1 at #loc2))) -> tensor<4x16x32xf32> {
    %cst = arith.constant 0.59460355750136051 : f64 loc(#loc2)
    %cst_0 = arith.constant 0xFFF0000000000000 : f64 loc(#loc2)
    %cst_1 = arith.constant dense<true> : tensor<16x16xi1> loc(#loc2)
    %cst_2 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc2)
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc2)
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<4x4x16x16xf32> loc(#loc2)
    %false = arith.constant false loc(#loc)
    %cst_5 = arith.constant 0xFF800000 : f32 loc(#loc2)
    %cst_6 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %sharding = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated = shard.shard %arg0 to %sharding : tensor<32x32xf32> loc(#loc)
    %sharding_7 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated_8 = shard.shard %arg1 to %sharding_7 : tensor<32xf32> loc(#loc)
    %sharding_9 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated_10 = shard.shard %arg2 to %sharding_9 : tensor<32x32xf32> loc(#loc)
    %sharding_11 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated_12 = shard.shard %arg3 to %sharding_11 : tensor<32x32xf32> loc(#loc)
    %sharding_13 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated_14 = shard.shard %arg4 to %sharding_13 : tensor<32xf32> loc(#loc)
    %sharding_15 = shard.sharding @mesh split_axes = [[], [0]] : !shard.sharding loc(#loc)
    %sharding_annotated_16 = shard.shard %arg5 to %sharding_15 : tensor<32x32xf32> loc(#loc)
    %sharding_17 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_18 = shard.shard %arg6 to %sharding_17 : tensor<32xf32> loc(#loc)
    %sharding_19 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_20 = shard.shard %arg7 to %sharding_19 : tensor<4x16x32xf32> loc(#loc)
    %collapsed = tensor.collapse_shape %sharding_annotated_20 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32> loc(#loc5)
    %0 = tensor.empty() : tensor<32x32xf32> loc(#loc5)
    %transposed = linalg.transpose ins(%sharding_annotated : tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc5)
    %1 = tensor.empty() : tensor<64x32xf32> loc(#loc5)
    %2 = linalg.fill ins(%cst_6 : f32) outs(%1 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc5)
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<64x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc5)
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_8, %3 : tensor<32xf32>, tensor<64x32xf32>) outs(%1 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc2)), %in_37: f32 loc(callsite(#loc1 at #loc2)), %out: f32 loc(callsite(#loc1 at #loc2))):
      %56 = arith.addf %in, %in_37 : f32 loc(#loc5)
      linalg.yield %56 : f32 loc(#loc5)
    } -> tensor<64x32xf32> loc(#loc5)
    %expanded = tensor.expand_shape %4 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32> loc(#loc2)
    %5 = tensor.empty() : tensor<4x4x16x8xf32> loc(#loc2)
    %transposed_21 = linalg.transpose ins(%expanded : tensor<4x16x4x8xf32>) outs(%5 : tensor<4x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc2)
    %transposed_22 = linalg.transpose ins(%sharding_annotated_10 : tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc5)
    %6 = linalg.matmul ins(%collapsed, %transposed_22 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc5)
    %expanded_23 = tensor.expand_shape %6 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32> loc(#loc2)
    %transposed_24 = linalg.transpose ins(%sharding_annotated_12 : tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc6)
    %7 = linalg.matmul ins(%collapsed, %transposed_24 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc6)
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_14, %7 : tensor<32xf32>, tensor<64x32xf32>) outs(%1 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc3)), %in_37: f32 loc(callsite(#loc1 at #loc3)), %out: f32 loc(callsite(#loc1 at #loc3))):
      %56 = arith.addf %in, %in_37 : f32 loc(#loc6)
      linalg.yield %56 : f32 loc(#loc6)
    } -> tensor<64x32xf32> loc(#loc6)
    %expanded_25 = tensor.expand_shape %8 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32> loc(#loc3)
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<4x16x4x8xf32>) outs(%5 : tensor<4x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc3)
    %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<4x4x16x8xf32>) outs(%5 : tensor<4x4x16x8xf32>) {
    ^bb0(%in: f32 loc("/work/main/examples/torch/export.py":73:0), %out: f32 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.truncf %cst : f64 to f32 loc(#loc2)
      %57 = arith.mulf %in, %56 : f32 loc(#loc2)
      linalg.yield %57 : f32 loc(#loc2)
    } -> tensor<4x4x16x8xf32> loc(#loc2)
    %10 = tensor.empty() : tensor<16xi64> loc(#loc2)
    %11 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%10 : tensor<16xi64>) {
    ^bb0(%out: i64 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = linalg.index 0 : index loc(#loc2)
      %57 = arith.index_cast %56 : index to i64 loc(#loc2)
      linalg.yield %57 : i64 loc(#loc2)
    } -> tensor<16xi64> loc(#loc2)
    %12 = tensor.empty() : tensor<16x16xi64> loc(#loc2)
    %13 = linalg.generic {indexing_maps = [#map, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%11, %11 : tensor<16xi64>, tensor<16xi64>) outs(%12 : tensor<16x16xi64>) {
    ^bb0(%in: i64 loc("/work/main/examples/torch/export.py":73:0), %in_37: i64 loc("/work/main/examples/torch/export.py":73:0), %out: i64 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.subi %in, %in_37 : i64 loc(#loc2)
      linalg.yield %56 : i64 loc(#loc2)
    } -> tensor<16x16xi64> loc(#loc2)
    %14 = tensor.empty() : tensor<16x16xi1> loc(#loc2)
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<16x16xi64>) outs(%14 : tensor<16x16xi1>) {
    ^bb0(%in: i64 loc("/work/main/examples/torch/export.py":73:0), %out: i1 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.cmpi sle, %in, %c0_i64 : i64 loc(#loc2)
      linalg.yield %56 : i1 loc(#loc2)
    } -> tensor<16x16xi1> loc(#loc2)
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%15, %cst_1 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%14 : tensor<16x16xi1>) {
    ^bb0(%in: i1 loc("/work/main/examples/torch/export.py":73:0), %in_37: i1 loc("/work/main/examples/torch/export.py":73:0), %out: i1 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.andi %in, %in_37 : i1 loc(#loc2)
      linalg.yield %56 : i1 loc(#loc2)
    } -> tensor<16x16xi1> loc(#loc2)
    %17 = tensor.empty() : tensor<16x16xf32> loc(#loc2)
    %18 = linalg.generic {indexing_maps = [#map1, #map5, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%16, %cst_3, %cst_2 : tensor<16x16xi1>, tensor<f32>, tensor<f32>) outs(%17 : tensor<16x16xf32>) {
    ^bb0(%in: i1 loc("/work/main/examples/torch/export.py":73:0), %in_37: f32 loc("/work/main/examples/torch/export.py":73:0), %in_38: f32 loc("/work/main/examples/torch/export.py":73:0), %out: f32 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.select %in, %in_37, %in_38 : f32 loc(#loc2)
      linalg.yield %56 : f32 loc(#loc2)
    } -> tensor<16x16xf32> loc(#loc2)
    %19 = tensor.empty() : tensor<4x4x8x16xf32> loc(#loc2)
    %transposed_27 = linalg.transpose ins(%expanded_23 : tensor<4x16x4x8xf32>) outs(%19 : tensor<4x4x8x16xf32>) permutation = [0, 2, 3, 1]  loc(#loc2)
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_27 : tensor<4x4x8x16xf32>) outs(%19 : tensor<4x4x8x16xf32>) {
    ^bb0(%in: f32 loc("/work/main/examples/torch/export.py":73:0), %out: f32 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.truncf %cst : f64 to f32 loc(#loc2)
      %57 = arith.mulf %in, %56 : f32 loc(#loc2)
      linalg.yield %57 : f32 loc(#loc2)
    } -> tensor<4x4x8x16xf32> loc(#loc2)
    %collapsed_28 = tensor.collapse_shape %9 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32> loc(#loc2)
    %collapsed_29 = tensor.collapse_shape %20 [[0, 1], [2], [3]] : tensor<4x4x8x16xf32> into tensor<16x8x16xf32> loc(#loc2)
    %21 = tensor.empty() : tensor<16x16x16xf32> loc(#loc2)
    %22 = linalg.fill ins(%cst_6 : f32) outs(%21 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc(#loc2)
    %23 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<16x16x8xf32>, tensor<16x8x16xf32>) outs(%22 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc(#loc2)
    %expanded_30 = tensor.expand_shape %23 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc(#loc2)
    %24 = tensor.empty() : tensor<4x4x16x16xf32> loc(#loc2)
    %25 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30, %18 : tensor<4x4x16x16xf32>, tensor<16x16xf32>) outs(%24 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("/work/main/examples/torch/export.py":73:0), %in_37: f32 loc("/work/main/examples/torch/export.py":73:0), %out: f32 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.addf %in, %in_37 : f32 loc(#loc2)
      linalg.yield %56 : f32 loc(#loc2)
    } -> tensor<4x4x16x16xf32> loc(#loc2)
    %26 = tensor.empty() : tensor<4x4x16xi64> loc(#loc2)
    %27 = linalg.fill ins(%c0_i64 : i64) outs(%26 : tensor<4x4x16xi64>) -> tensor<4x4x16xi64> loc(#loc2)
    %28 = tensor.empty() : tensor<4x4x16xf32> loc(#loc2)
    %29 = linalg.fill ins(%cst_5 : f32) outs(%28 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc(#loc2)
    %30:2 = linalg.generic {indexing_maps = [#map2, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<4x4x16x16xf32>) outs(%29, %27 : tensor<4x4x16xf32>, tensor<4x4x16xi64>) {
    ^bb0(%in: f32 loc("/work/main/examples/torch/export.py":73:0), %out: f32 loc("/work/main/examples/torch/export.py":73:0), %out_37: i64 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = linalg.index 3 : index loc(#loc2)
      %57 = arith.index_cast %56 : index to i64 loc(#loc2)
      %58 = arith.maximumf %in, %out : f32 loc(#loc2)
      %59 = arith.cmpf ogt, %in, %out : f32 loc(#loc2)
      %60 = arith.select %59, %57, %out_37 : i64 loc(#loc2)
      linalg.yield %58, %60 : f32, i64 loc(#loc2)
    } -> (tensor<4x4x16xf32>, tensor<4x4x16xi64>) loc(#loc2)
    %31 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %30#0 : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) outs(%24 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("/work/main/examples/torch/export.py":73:0), %in_37: f32 loc("/work/main/examples/torch/export.py":73:0), %out: f32 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.subf %in, %in_37 : f32 loc(#loc2)
      linalg.yield %56 : f32 loc(#loc2)
    } -> tensor<4x4x16x16xf32> loc(#loc2)
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<4x4x16x16xf32>) outs(%24 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("/work/main/examples/torch/export.py":73:0), %out: f32 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = math.exp %in : f32 loc(#loc2)
      linalg.yield %56 : f32 loc(#loc2)
    } -> tensor<4x4x16x16xf32> loc(#loc2)
    %33 = tensor.empty() : tensor<4x4x16xf32> loc(#loc2)
    %34 = linalg.fill ins(%cst_6 : f32) outs(%33 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc(#loc2)
    %35 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%32 : tensor<4x4x16x16xf32>) outs(%34 : tensor<4x4x16xf32>) {
    ^bb0(%in: f32 loc("/work/main/examples/torch/export.py":73:0), %out: f32 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.addf %in, %out : f32 loc(#loc2)
      linalg.yield %56 : f32 loc(#loc2)
    } -> tensor<4x4x16xf32> loc(#loc2)
    %36 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %35 : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) outs(%24 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("/work/main/examples/torch/export.py":73:0), %in_37: f32 loc("/work/main/examples/torch/export.py":73:0), %out: f32 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.divf %in, %in_37 : f32 loc(#loc2)
      linalg.yield %56 : f32 loc(#loc2)
    } -> tensor<4x4x16x16xf32> loc(#loc2)
    %37 = tensor.empty() : tensor<4x4x16x16xi1> loc(#loc2)
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<4x4x16x16xf32>) outs(%37 : tensor<4x4x16x16xi1>) {
    ^bb0(%in: f32 loc("/work/main/examples/torch/export.py":73:0), %out: i1 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.extf %in : f32 to f64 loc(#loc2)
      %57 = arith.cmpf oeq, %56, %cst_0 : f64 loc(#loc2)
      linalg.yield %57 : i1 loc(#loc2)
    } -> tensor<4x4x16x16xi1> loc(#loc2)
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<4x4x16x16xi1>) outs(%37 : tensor<4x4x16x16xi1>) {
    ^bb0(%in: i1 loc("/work/main/examples/torch/export.py":73:0), %out: i1 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.cmpi eq, %in, %false : i1 loc(#loc2)
      linalg.yield %56 : i1 loc(#loc2)
    } -> tensor<4x4x16x16xi1> loc(#loc2)
    %40 = tensor.empty() : tensor<4x4x16xi1> loc(#loc2)
    %41 = linalg.fill ins(%false : i1) outs(%40 : tensor<4x4x16xi1>) -> tensor<4x4x16xi1> loc(#loc2)
    %42 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<4x4x16x16xi1>) outs(%41 : tensor<4x4x16xi1>) {
    ^bb0(%in: i1 loc("/work/main/examples/torch/export.py":73:0), %out: i1 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.ori %in, %out : i1 loc(#loc2)
      linalg.yield %56 : i1 loc(#loc2)
    } -> tensor<4x4x16xi1> loc(#loc2)
    %43 = tensor.empty() : tensor<4x4x16xi1> loc(#loc2)
    %44 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<4x4x16xi1>) outs(%43 : tensor<4x4x16xi1>) {
    ^bb0(%in: i1 loc("/work/main/examples/torch/export.py":73:0), %out: i1 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.cmpi eq, %in, %false : i1 loc(#loc2)
      linalg.yield %56 : i1 loc(#loc2)
    } -> tensor<4x4x16xi1> loc(#loc2)
    %45 = linalg.generic {indexing_maps = [#map7, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %cst_4, %36 : tensor<4x4x16xi1>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%24 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: i1 loc("/work/main/examples/torch/export.py":73:0), %in_37: f32 loc("/work/main/examples/torch/export.py":73:0), %in_38: f32 loc("/work/main/examples/torch/export.py":73:0), %out: f32 loc("/work/main/examples/torch/export.py":73:0)):
      %56 = arith.select %in, %in_37, %in_38 : f32 loc(#loc2)
      linalg.yield %56 : f32 loc(#loc2)
    } -> tensor<4x4x16x16xf32> loc(#loc2)
    %collapsed_31 = tensor.collapse_shape %45 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc(#loc2)
    %collapsed_32 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32> loc(#loc2)
    %46 = tensor.empty() : tensor<16x16x8xf32> loc(#loc2)
    %47 = linalg.fill ins(%cst_6 : f32) outs(%46 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc2)
    %48 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%47 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc2)
    %expanded_33 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [4, 4, 16, 8] : tensor<16x16x8xf32> into tensor<4x4x16x8xf32> loc(#loc2)
    %49 = tensor.empty() : tensor<4x16x4x8xf32> loc(#loc4)
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<4x4x16x8xf32>) outs(%49 : tensor<4x16x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc4)
    %collapsed_35 = tensor.collapse_shape %transposed_34 [[0], [1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<4x16x32xf32> loc(#loc4)
    %transposed_36 = linalg.transpose ins(%sharding_annotated_16 : tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc7)
    %50 = tensor.empty() : tensor<4x32x32xf32> loc(#loc7)
    %51 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_36 : tensor<32x32xf32>) outs(%50 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc4)), %out: f32 loc(callsite(#loc1 at #loc4))):
      linalg.yield %in : f32 loc(#loc7)
    } -> tensor<4x32x32xf32> loc(#loc7)
    %52 = tensor.empty() : tensor<4x16x32xf32> loc(#loc7)
    %53 = linalg.fill ins(%cst_6 : f32) outs(%52 : tensor<4x16x32xf32>) -> tensor<4x16x32xf32> loc(#loc7)
    %54 = linalg.batch_matmul ins(%collapsed_35, %51 : tensor<4x16x32xf32>, tensor<4x32x32xf32>) outs(%53 : tensor<4x16x32xf32>) -> tensor<4x16x32xf32> loc(#loc7)
    %55 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %sharding_annotated_18 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%52 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc4)), %in_37: f32 loc(callsite(#loc1 at #loc4)), %out: f32 loc(callsite(#loc1 at #loc4))):
      %56 = arith.addf %in, %in_37 : f32 loc(#loc7)
      linalg.yield %56 : f32 loc(#loc7)
    } -> tensor<4x16x32xf32> loc(#loc7)
    return %55 : tensor<4x16x32xf32> loc(#loc7)
  } loc(#loc5)
} loc(#loc)
#loc = loc(unknown)

