module @jit_intops attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, %arg1: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) -> (tensor<8x32xi32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, tensor<8x32xi32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, tensor<8x32xi32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) {
    %0 = call @floor_divide(%arg0, %arg1) : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %1 = call @remainder(%arg0, %arg1) : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %c = stablehlo.constant dense<-10> : tensor<i32>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = call @clip(%arg0, %c, %c_0) : (tensor<8x32xi32>, tensor<i32>, tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.sign %arg0 : tensor<8x32xi32>
    %4 = stablehlo.multiply %2, %3 : tensor<8x32xi32>
    return %0, %1, %4 : tensor<8x32xi32>, tensor<8x32xi32>, tensor<8x32xi32>
  }
  func.func private @floor_divide(%arg0: tensor<8x32xi32>, %arg1: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8x32xi32>
    %1 = stablehlo.sign %arg0 : tensor<8x32xi32>
    %2 = stablehlo.sign %arg1 : tensor<8x32xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<8x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %7 = stablehlo.and %3, %6 : tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<8x32xi32>
    %10 = call @_where(%7, %9, %0) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    return %10 : tensor<8x32xi32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @remainder(%arg0: tensor<8x32xi32>, %arg1: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = call @_where(%1, %2, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8x32xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8x32xi1>, tensor<8x32xi1>) -> tensor<8x32xi1>
    %12 = stablehlo.and %11, %6 : tensor<8x32xi1>
    %13 = stablehlo.add %4, %3 : tensor<8x32xi32>
    %14 = stablehlo.select %12, %13, %4 : tensor<8x32xi1>, tensor<8x32xi32>
    return %14 : tensor<8x32xi32>
  }
  func.func private @clip(%arg0: tensor<8x32xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8x32xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x32xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<8x32xi32>
    return %5 : tensor<8x32xi32>
  }
}
