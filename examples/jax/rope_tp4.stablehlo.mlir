module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["tp"=4]> {stablehlo.mesh = {axes = [{name = "tp", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<2x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<16x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}, {}]>}, %arg2: tensor<16x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}, {}]>}, %arg3: tensor<16x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}, {}]>}, %arg4: tensor<4x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}, {}]>}) -> (tensor<2x16x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) {
    %0 = stablehlo.iota dim = 0 : tensor<16xf32>
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %3 = stablehlo.iota dim = 0 : tensor<2xi32>
    %4 = stablehlo.convert %3 : (tensor<2xi32>) -> tensor<2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.power %7, %6 : tensor<2xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %10 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<16x2xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16x2xf32>
    %13 = stablehlo.cosine %12 : tensor<16x2xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 3] : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
    %15 = stablehlo.sine %12 : tensor<16x2xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 3] : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
    %17 = stablehlo.slice %1 [0:2, 0:16, 0:4, 0:2] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x2xf32>
    %18 = stablehlo.slice %1 [0:2, 0:16, 0:4, 2:4] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x2xf32>
    %19 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<2x16x4x2xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<2x16x4x2xf32>
    %21 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<2x16x4x2xf32>
    %22 = stablehlo.multiply %18, %21 : tensor<2x16x4x2xf32>
    %23 = stablehlo.subtract %20, %22 : tensor<2x16x4x2xf32>
    %24 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<2x16x4x2xf32>
    %25 = stablehlo.multiply %17, %24 : tensor<2x16x4x2xf32>
    %26 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<2x16x4x2xf32>
    %27 = stablehlo.multiply %18, %26 : tensor<2x16x4x2xf32>
    %28 = stablehlo.add %25, %27 : tensor<2x16x4x2xf32>
    %29 = stablehlo.concatenate %23, %28, dim = 3 : (tensor<2x16x4x2xf32>, tensor<2x16x4x2xf32>) -> tensor<2x16x4x4xf32>
    %30 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %32 = stablehlo.iota dim = 0 : tensor<2xi32>
    %33 = stablehlo.convert %32 : (tensor<2xi32>) -> tensor<2xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %35 = stablehlo.divide %33, %34 : tensor<2xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %37 = stablehlo.power %36, %35 : tensor<2xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %39 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<16x2xf32>
    %41 = stablehlo.divide %39, %40 : tensor<16x2xf32>
    %42 = stablehlo.cosine %41 : tensor<16x2xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 3] : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
    %44 = stablehlo.sine %41 : tensor<16x2xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 3] : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
    %46 = stablehlo.slice %30 [0:2, 0:16, 0:4, 0:2] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x2xf32>
    %47 = stablehlo.slice %30 [0:2, 0:16, 0:4, 2:4] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x2xf32>
    %48 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<2x16x4x2xf32>
    %49 = stablehlo.multiply %46, %48 : tensor<2x16x4x2xf32>
    %50 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<2x16x4x2xf32>
    %51 = stablehlo.multiply %47, %50 : tensor<2x16x4x2xf32>
    %52 = stablehlo.subtract %49, %51 : tensor<2x16x4x2xf32>
    %53 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<2x16x4x2xf32>
    %54 = stablehlo.multiply %46, %53 : tensor<2x16x4x2xf32>
    %55 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<2x16x4x2xf32>
    %56 = stablehlo.multiply %47, %55 : tensor<2x16x4x2xf32>
    %57 = stablehlo.add %54, %56 : tensor<2x16x4x2xf32>
    %58 = stablehlo.concatenate %52, %57, dim = 3 : (tensor<2x16x4x2xf32>, tensor<2x16x4x2xf32>) -> tensor<2x16x4x4xf32>
    %59 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<16x4x4xf32>) -> tensor<2x16x4x4xf32>
    %60 = stablehlo.dot_general %29, %58, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) -> tensor<2x4x16x16xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %62 = stablehlo.divide %60, %61 : tensor<2x4x16x16xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %63 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %64 = call @tril(%63) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_4 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %65 = call @_where(%64, %62, %cst_4) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %68 = stablehlo.maximum %67, %66 : tensor<2x4x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %71 = stablehlo.subtract %65, %70 : tensor<2x4x16x16xf32>
    %72 = stablehlo.exponential %71 : tensor<2x4x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %76 = stablehlo.divide %72, %75 : tensor<2x4x16x16xf32>
    %77 = stablehlo.dot_general %59, %76, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x4xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x4x16xf32>
    %78 = stablehlo.transpose %77, dims = [0, 3, 1, 2] : (tensor<2x4x4x16xf32>) -> tensor<2x16x4x4xf32>
    %79 = stablehlo.dot_general %78, %arg4, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x4xf32>, tensor<4x4x16xf32>) -> tensor<2x16x16xf32>
    return %79 : tensor<2x16x16xf32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %2 = stablehlo.add %0, %1 : tensor<16x16xi32>
    %3 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<16x16xi1>, tensor<16x16xi1>
    return %6 : tensor<16x16xi1>
  }
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x4x16x16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %3 : tensor<2x4x16x16xf32>
  }
}
