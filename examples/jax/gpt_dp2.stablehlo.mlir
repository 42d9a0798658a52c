module @jit_adam_step attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["dp"=2]> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg20: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg23: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg29: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg30: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg35: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg36: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg39: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg41: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg45: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg46: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg47: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg48: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg51: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg53: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg54: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg55: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg56: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg57: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg58: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg59: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg60: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg61: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg62: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg63: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg64: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg65: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg66: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg67: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg68: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg69: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg70: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg71: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg72: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg73: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg74: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg75: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg76: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg77: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg78: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg79: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg80: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg81: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg82: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg83: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg84: tensor<4x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, %arg85: tensor<4x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<32x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x16xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[8]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[9]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x32xf32> {jax.result_info = "result[10]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32xf32> {jax.result_info = "result[11]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x16xf32> {jax.result_info = "result[12]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[13]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[14]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[15]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x16xf32> {jax.result_info = "result[16]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[17]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[18]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[19]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[20]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[21]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x32xf32> {jax.result_info = "result[22]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32xf32> {jax.result_info = "result[23]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x16xf32> {jax.result_info = "result[24]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[25]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[26]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[27]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x16xf32> {jax.result_info = "result[28]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8x16xf32> {jax.result_info = "result[29]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[30]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[31]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x16xf32> {jax.result_info = "result[32]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[33]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[34]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[35]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[36]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[37]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x32xf32> {jax.result_info = "result[38]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32xf32> {jax.result_info = "result[39]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x16xf32> {jax.result_info = "result[40]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[41]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[42]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[43]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x16xf32> {jax.result_info = "result[44]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[45]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[46]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[47]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[48]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[49]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x32xf32> {jax.result_info = "result[50]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32xf32> {jax.result_info = "result[51]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x16xf32> {jax.result_info = "result[52]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[53]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[54]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[55]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x16xf32> {jax.result_info = "result[56]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8x16xf32> {jax.result_info = "result[57]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[58]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[59]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x16xf32> {jax.result_info = "result[60]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[61]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[62]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[63]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[64]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[65]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x32xf32> {jax.result_info = "result[66]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32xf32> {jax.result_info = "result[67]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x16xf32> {jax.result_info = "result[68]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[69]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[70]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[71]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x16xf32> {jax.result_info = "result[72]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[73]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[74]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {jax.result_info = "result[75]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[76]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[77]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x32xf32> {jax.result_info = "result[78]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32xf32> {jax.result_info = "result[79]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x16xf32> {jax.result_info = "result[80]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16xf32> {jax.result_info = "result[81]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[82]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[83]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[84]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = call @_one_hot(%arg84) : (tensor<4x8xi32>) -> tensor<4x8x32xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x8x16xf32>) -> tensor<4x8x16xf32>
    %4 = stablehlo.add %1, %3 : tensor<4x8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<4x8x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<4x8x16xf32>
    %11 = chlo.square %10 : tensor<4x8x16xf32> -> tensor<4x8x16xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8x16xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<4x8x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<4x8x1xf32>
    %18 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %19 = stablehlo.subtract %4, %18 : tensor<4x8x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %21 = stablehlo.add %17, %20 : tensor<4x8x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<4x8x1xf32>
    %23 = stablehlo.divide %22, %21 : tensor<4x8x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<4x8x1xf32>
    %26 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<4x8x16xf32>
    %28 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<4x8x16xf32>
    %31 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %33 = stablehlo.add %30, %32 : tensor<4x8x16xf32>
    %34 = stablehlo.dot_general %33, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %35 = stablehlo.reshape %34 : (tensor<4x8x16xf32>) -> tensor<4x8x4x4xf32>
    %36 = stablehlo.dot_general %33, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %37 = stablehlo.reshape %36 : (tensor<4x8x16xf32>) -> tensor<4x8x4x4xf32>
    %38 = stablehlo.dot_general %33, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<4x8x16xf32>) -> tensor<4x8x4x4xf32>
    %40 = stablehlo.dot_general %35, %37, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x8x8xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %42 = stablehlo.divide %40, %41 : tensor<4x4x8x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %44 = call @tril(%43) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst_7 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %45:2 = call @_where(%44, %42, %cst_7) : (tensor<8x8xi1>, tensor<4x4x8x8xf32>, tensor<f32>) -> (tensor<4x4x8x8xf32>, tensor<4x4x8x8xi1>)
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = stablehlo.reduce(%45#0 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x4x8xf32>
    %48 = stablehlo.maximum %47, %46 : tensor<4x4x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %51 = stablehlo.subtract %45#0, %50 : tensor<4x4x8x8xf32>
    %52 = stablehlo.exponential %51 : tensor<4x4x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %56 = stablehlo.divide %52, %55 : tensor<4x4x8x8xf32>
    %57 = stablehlo.multiply %54, %54 : tensor<4x4x8x1xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %59 = stablehlo.divide %58, %57 : tensor<4x4x8x1xf32>
    %60 = stablehlo.dot_general %39, %56, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x4xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x4x8xf32>
    %61 = stablehlo.transpose %60, dims = [0, 3, 1, 2] : (tensor<4x4x4x8xf32>) -> tensor<4x8x4x4xf32>
    %62 = stablehlo.reshape %61 : (tensor<4x8x4x4xf32>) -> tensor<4x8x16xf32>
    %63 = stablehlo.dot_general %62, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %64 = stablehlo.add %4, %63 : tensor<4x8x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %68 = stablehlo.divide %66, %67 : tensor<4x8x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %70 = stablehlo.subtract %64, %69 : tensor<4x8x16xf32>
    %71 = chlo.square %70 : tensor<4x8x16xf32> -> tensor<4x8x16xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x8x16xf32>
    %73 = stablehlo.multiply %72, %70 : tensor<4x8x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%71 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %77 = stablehlo.divide %75, %76 : tensor<4x8x1xf32>
    %78 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %79 = stablehlo.subtract %64, %78 : tensor<4x8x16xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %81 = stablehlo.add %77, %80 : tensor<4x8x1xf32>
    %82 = stablehlo.rsqrt %81 : tensor<4x8x1xf32>
    %83 = stablehlo.divide %82, %81 : tensor<4x8x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<4x8x1xf32>
    %86 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %87 = stablehlo.multiply %79, %86 : tensor<4x8x16xf32>
    %88 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %90 = stablehlo.multiply %87, %89 : tensor<4x8x16xf32>
    %91 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %93 = stablehlo.add %90, %92 : tensor<4x8x16xf32>
    %94 = stablehlo.dot_general %93, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x32xf32>) -> tensor<4x8x32xf32>
    %95 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %97 = stablehlo.add %94, %96 : tensor<4x8x32xf32>
    %98 = stablehlo.multiply %97, %97 : tensor<4x8x32xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<4x8x32xf32>
    %100 = stablehlo.multiply %97, %97 : tensor<4x8x32xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<4x8x32xf32>
    %cst_20 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %104 = stablehlo.multiply %103, %99 : tensor<4x8x32xf32>
    %105 = stablehlo.add %97, %104 : tensor<4x8x32xf32>
    %cst_21 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<4x8x32xf32>
    %108 = stablehlo.tanh %107 : tensor<4x8x32xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %110 = stablehlo.subtract %109, %108 : tensor<4x8x32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %112 = stablehlo.add %111, %108 : tensor<4x8x32xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %114 = stablehlo.multiply %113, %112 : tensor<4x8x32xf32>
    %115 = stablehlo.multiply %97, %114 : tensor<4x8x32xf32>
    %116 = stablehlo.dot_general %115, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %117 = stablehlo.add %64, %116 : tensor<4x8x16xf32>
    %118 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %120 = stablehlo.add %117, %119 : tensor<4x8x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %124 = stablehlo.divide %122, %123 : tensor<4x8x1xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %126 = stablehlo.subtract %120, %125 : tensor<4x8x16xf32>
    %127 = chlo.square %126 : tensor<4x8x16xf32> -> tensor<4x8x16xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x8x16xf32>
    %129 = stablehlo.multiply %128, %126 : tensor<4x8x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%127 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_29 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %133 = stablehlo.divide %131, %132 : tensor<4x8x1xf32>
    %134 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %135 = stablehlo.subtract %120, %134 : tensor<4x8x16xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %137 = stablehlo.add %133, %136 : tensor<4x8x1xf32>
    %138 = stablehlo.rsqrt %137 : tensor<4x8x1xf32>
    %139 = stablehlo.divide %138, %137 : tensor<4x8x1xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<4x8x1xf32>
    %142 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %143 = stablehlo.multiply %135, %142 : tensor<4x8x16xf32>
    %144 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %146 = stablehlo.multiply %143, %145 : tensor<4x8x16xf32>
    %147 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %149 = stablehlo.add %146, %148 : tensor<4x8x16xf32>
    %150 = stablehlo.dot_general %149, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %151 = stablehlo.reshape %150 : (tensor<4x8x16xf32>) -> tensor<4x8x4x4xf32>
    %152 = stablehlo.dot_general %149, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %153 = stablehlo.reshape %152 : (tensor<4x8x16xf32>) -> tensor<4x8x4x4xf32>
    %154 = stablehlo.dot_general %149, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %155 = stablehlo.reshape %154 : (tensor<4x8x16xf32>) -> tensor<4x8x4x4xf32>
    %156 = stablehlo.dot_general %151, %153, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x8x8xf32>
    %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %158 = stablehlo.divide %156, %157 : tensor<4x4x8x8xf32>
    %c_33 = stablehlo.constant dense<true> : tensor<i1>
    %159 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %160 = call @tril(%159) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst_34 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %161:2 = call @_where(%160, %158, %cst_34) : (tensor<8x8xi1>, tensor<4x4x8x8xf32>, tensor<f32>) -> (tensor<4x4x8x8xf32>, tensor<4x4x8x8xi1>)
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %162 = stablehlo.reduce(%161#0 init: %cst_35) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x4x8xf32>
    %164 = stablehlo.maximum %163, %162 : tensor<4x4x8xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %167 = stablehlo.subtract %161#0, %166 : tensor<4x4x8x8xf32>
    %168 = stablehlo.exponential %167 : tensor<4x4x8x8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_37) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %172 = stablehlo.divide %168, %171 : tensor<4x4x8x8xf32>
    %173 = stablehlo.multiply %170, %170 : tensor<4x4x8x1xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %175 = stablehlo.divide %174, %173 : tensor<4x4x8x1xf32>
    %176 = stablehlo.dot_general %155, %172, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x4xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x4x8xf32>
    %177 = stablehlo.transpose %176, dims = [0, 3, 1, 2] : (tensor<4x4x4x8xf32>) -> tensor<4x8x4x4xf32>
    %178 = stablehlo.reshape %177 : (tensor<4x8x4x4xf32>) -> tensor<4x8x16xf32>
    %179 = stablehlo.dot_general %178, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %180 = stablehlo.add %120, %179 : tensor<4x8x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_40 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %184 = stablehlo.divide %182, %183 : tensor<4x8x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %186 = stablehlo.subtract %180, %185 : tensor<4x8x16xf32>
    %187 = chlo.square %186 : tensor<4x8x16xf32> -> tensor<4x8x16xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x8x16xf32>
    %189 = stablehlo.multiply %188, %186 : tensor<4x8x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%187 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_43 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %193 = stablehlo.divide %191, %192 : tensor<4x8x1xf32>
    %194 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %195 = stablehlo.subtract %180, %194 : tensor<4x8x16xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %197 = stablehlo.add %193, %196 : tensor<4x8x1xf32>
    %198 = stablehlo.rsqrt %197 : tensor<4x8x1xf32>
    %199 = stablehlo.divide %198, %197 : tensor<4x8x1xf32>
    %cst_45 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %201 = stablehlo.multiply %200, %199 : tensor<4x8x1xf32>
    %202 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %203 = stablehlo.multiply %195, %202 : tensor<4x8x16xf32>
    %204 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %206 = stablehlo.multiply %203, %205 : tensor<4x8x16xf32>
    %207 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %209 = stablehlo.add %206, %208 : tensor<4x8x16xf32>
    %210 = stablehlo.dot_general %209, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x32xf32>) -> tensor<4x8x32xf32>
    %211 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %213 = stablehlo.add %210, %212 : tensor<4x8x32xf32>
    %214 = stablehlo.multiply %213, %213 : tensor<4x8x32xf32>
    %215 = stablehlo.multiply %214, %213 : tensor<4x8x32xf32>
    %216 = stablehlo.multiply %213, %213 : tensor<4x8x32xf32>
    %cst_46 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %218 = stablehlo.multiply %217, %216 : tensor<4x8x32xf32>
    %cst_47 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %220 = stablehlo.multiply %219, %215 : tensor<4x8x32xf32>
    %221 = stablehlo.add %213, %220 : tensor<4x8x32xf32>
    %cst_48 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %223 = stablehlo.multiply %222, %221 : tensor<4x8x32xf32>
    %224 = stablehlo.tanh %223 : tensor<4x8x32xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %226 = stablehlo.subtract %225, %224 : tensor<4x8x32xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %228 = stablehlo.add %227, %224 : tensor<4x8x32xf32>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %230 = stablehlo.multiply %229, %228 : tensor<4x8x32xf32>
    %231 = stablehlo.multiply %213, %230 : tensor<4x8x32xf32>
    %232 = stablehlo.dot_general %231, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %233 = stablehlo.add %180, %232 : tensor<4x8x16xf32>
    %234 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %236 = stablehlo.add %233, %235 : tensor<4x8x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_53 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %240 = stablehlo.divide %238, %239 : tensor<4x8x1xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %242 = stablehlo.subtract %236, %241 : tensor<4x8x16xf32>
    %243 = chlo.square %242 : tensor<4x8x16xf32> -> tensor<4x8x16xf32>
    %cst_54 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x8x16xf32>
    %245 = stablehlo.multiply %244, %242 : tensor<4x8x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%243 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_56 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %249 = stablehlo.divide %247, %248 : tensor<4x8x1xf32>
    %250 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %251 = stablehlo.subtract %236, %250 : tensor<4x8x16xf32>
    %cst_57 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %253 = stablehlo.add %249, %252 : tensor<4x8x1xf32>
    %254 = stablehlo.rsqrt %253 : tensor<4x8x1xf32>
    %255 = stablehlo.divide %254, %253 : tensor<4x8x1xf32>
    %cst_58 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %257 = stablehlo.multiply %256, %255 : tensor<4x8x1xf32>
    %258 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %259 = stablehlo.multiply %251, %258 : tensor<4x8x16xf32>
    %260 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %262 = stablehlo.multiply %259, %261 : tensor<4x8x16xf32>
    %263 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %265 = stablehlo.add %262, %264 : tensor<4x8x16xf32>
    %266 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %267 = stablehlo.dot_general %265, %266, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x32xf32>) -> tensor<4x8x32xf32>
    %268:3 = call @log_softmax(%267) : (tensor<4x8x32xf32>) -> (tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x1xf32>)
    %269 = call @_one_hot(%arg85) : (tensor<4x8xi32>) -> tensor<4x8x32xf32>
    %270 = stablehlo.multiply %268#0, %269 : tensor<4x8x32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%270 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%271 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_61 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %273 = stablehlo.divide %272, %cst_61 : tensor<f32>
    %274 = stablehlo.negate %273 : tensor<f32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %275 = stablehlo.negate %cst_62 : tensor<f32>
    %cst_63 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %276 = stablehlo.divide %275, %cst_63 : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %279 = stablehlo.multiply %278, %269 : tensor<4x8x32xf32>
    %280 = call @log_softmax_0(%268#1, %268#2, %279) : (tensor<4x8x32xf32>, tensor<4x8x1xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %281 = stablehlo.dot_general %280, %265, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x16xf32>) -> tensor<32x16xf32>
    %282 = stablehlo.transpose %281, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %283 = stablehlo.dot_general %280, %266, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<16x32xf32>) -> tensor<4x8x16xf32>
    %284 = stablehlo.transpose %282, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%283 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %286 = stablehlo.reshape %285 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%286 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %288 = stablehlo.multiply %259, %283 : tensor<4x8x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.reduce(%288 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %290 = stablehlo.reshape %289 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %291 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %292 = stablehlo.multiply %283, %291 : tensor<4x8x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.reduce(%290 init: %cst_67) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %294 = stablehlo.multiply %251, %292 : tensor<4x8x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%294 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %296 = stablehlo.reshape %295 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %297 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %298 = stablehlo.multiply %292, %297 : tensor<4x8x16xf32>
    %299 = stablehlo.multiply %296, %257 : tensor<4x8x1xf32>
    %300 = stablehlo.negate %298 : tensor<4x8x16xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %302 = stablehlo.reshape %301 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_70 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %304 = stablehlo.divide %299, %303 : tensor<4x8x1xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.reduce(%304 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %307 = stablehlo.multiply %306, %245 : tensor<4x8x16xf32>
    %308 = stablehlo.negate %307 : tensor<4x8x16xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %310 = stablehlo.reshape %309 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %311 = stablehlo.add %298, %307 : tensor<4x8x16xf32>
    %312 = stablehlo.add %302, %310 : tensor<4x8x1xf32>
    %cst_73 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %314 = stablehlo.divide %312, %313 : tensor<4x8x1xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.reduce(%314 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %317 = stablehlo.add %311, %316 : tensor<4x8x16xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.reduce(%317 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %319 = stablehlo.reshape %318 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%319 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %321 = stablehlo.dot_general %317, %231, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %322 = stablehlo.transpose %321, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %323 = stablehlo.dot_general %317, %arg24, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<32x16xf32>) -> tensor<4x8x32xf32>
    %324 = stablehlo.multiply %213, %323 : tensor<4x8x32xf32>
    %325 = stablehlo.multiply %323, %230 : tensor<4x8x32xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %327 = stablehlo.multiply %326, %324 : tensor<4x8x32xf32>
    %328 = stablehlo.multiply %327, %226 : tensor<4x8x32xf32>
    %329 = stablehlo.multiply %328, %224 : tensor<4x8x32xf32>
    %330 = stablehlo.add %328, %329 : tensor<4x8x32xf32>
    %cst_78 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<4x8x32xf32>
    %333 = stablehlo.add %325, %332 : tensor<4x8x32xf32>
    %cst_79 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %335 = stablehlo.multiply %334, %332 : tensor<4x8x32xf32>
    %336 = stablehlo.multiply %335, %218 : tensor<4x8x32xf32>
    %337 = stablehlo.add %333, %336 : tensor<4x8x32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%337 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %339 = stablehlo.reshape %338 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%339 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %341 = stablehlo.dot_general %337, %209, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x16xf32>) -> tensor<32x16xf32>
    %342 = stablehlo.transpose %341, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %343 = stablehlo.dot_general %337, %arg22, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<16x32xf32>) -> tensor<4x8x16xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.reduce(%343 init: %cst_82) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %345 = stablehlo.reshape %344 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.reduce(%345 init: %cst_83) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %347 = stablehlo.multiply %203, %343 : tensor<4x8x16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.reduce(%347 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %349 = stablehlo.reshape %348 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %350 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %351 = stablehlo.multiply %343, %350 : tensor<4x8x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%349 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %353 = stablehlo.multiply %195, %351 : tensor<4x8x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%353 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %355 = stablehlo.reshape %354 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %356 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %357 = stablehlo.multiply %351, %356 : tensor<4x8x16xf32>
    %358 = stablehlo.multiply %355, %201 : tensor<4x8x1xf32>
    %359 = stablehlo.negate %357 : tensor<4x8x16xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%359 init: %cst_87) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %361 = stablehlo.reshape %360 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %362 = stablehlo.add %317, %357 : tensor<4x8x16xf32>
    %cst_88 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %364 = stablehlo.divide %358, %363 : tensor<4x8x1xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%364 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %367 = stablehlo.multiply %366, %189 : tensor<4x8x16xf32>
    %368 = stablehlo.negate %367 : tensor<4x8x16xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%368 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %370 = stablehlo.reshape %369 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %371 = stablehlo.add %362, %367 : tensor<4x8x16xf32>
    %372 = stablehlo.add %361, %370 : tensor<4x8x1xf32>
    %cst_91 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %374 = stablehlo.divide %372, %373 : tensor<4x8x1xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.reduce(%374 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %377 = stablehlo.add %371, %376 : tensor<4x8x16xf32>
    %378 = stablehlo.dot_general %377, %178, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<16x16xf32>
    %379 = stablehlo.transpose %378, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %380 = stablehlo.dot_general %377, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %381 = stablehlo.reshape %380 : (tensor<4x8x16xf32>) -> tensor<4x8x4x4xf32>
    %382 = stablehlo.transpose %381, dims = [0, 2, 3, 1] : (tensor<4x8x4x4xf32>) -> tensor<4x4x4x8xf32>
    %383 = stablehlo.dot_general %382, %155, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4x8xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x8x8xf32>
    %384 = stablehlo.dot_general %382, %172, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x4x8xf32>
    %385 = stablehlo.transpose %384, dims = [0, 3, 1, 2] : (tensor<4x4x4x8xf32>) -> tensor<4x8x4x4xf32>
    %386 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %387 = stablehlo.multiply %383, %386 : tensor<4x4x8x8xf32>
    %388 = stablehlo.multiply %387, %168 : tensor<4x4x8x8xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.reduce(%388 init: %cst_93) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %390 = stablehlo.reshape %389 : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %391 = stablehlo.negate %390 : tensor<4x4x8x1xf32>
    %392 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %393 = stablehlo.divide %383, %392 : tensor<4x4x8x8xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%391 init: %cst_94) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %396 = stablehlo.add %393, %395 : tensor<4x4x8x8xf32>
    %397 = stablehlo.multiply %396, %168 : tensor<4x4x8x8xf32>
    %398 = call @_where_1(%161#1, %397) : (tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %400 = stablehlo.divide %398, %399 : tensor<4x4x8x8xf32>
    %401 = stablehlo.dot_general %400, %151, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x8x4xf32>
    %402 = stablehlo.transpose %401, dims = [0, 2, 1, 3] : (tensor<4x4x8x4xf32>) -> tensor<4x8x4x4xf32>
    %403 = stablehlo.dot_general %400, %153, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x8x4xf32>
    %404 = stablehlo.transpose %403, dims = [0, 2, 1, 3] : (tensor<4x4x8x4xf32>) -> tensor<4x8x4x4xf32>
    %405 = stablehlo.reshape %385 : (tensor<4x8x4x4xf32>) -> tensor<4x8x16xf32>
    %406 = stablehlo.dot_general %405, %149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<16x16xf32>
    %407 = stablehlo.transpose %406, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %408 = stablehlo.dot_general %405, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %409 = stablehlo.reshape %402 : (tensor<4x8x4x4xf32>) -> tensor<4x8x16xf32>
    %410 = stablehlo.dot_general %409, %149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<16x16xf32>
    %411 = stablehlo.transpose %410, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %412 = stablehlo.dot_general %409, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %413 = stablehlo.add %408, %412 : tensor<4x8x16xf32>
    %414 = stablehlo.reshape %404 : (tensor<4x8x4x4xf32>) -> tensor<4x8x16xf32>
    %415 = stablehlo.dot_general %414, %149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<16x16xf32>
    %416 = stablehlo.transpose %415, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %417 = stablehlo.dot_general %414, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %418 = stablehlo.add %413, %417 : tensor<4x8x16xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %419 = stablehlo.reduce(%418 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %420 = stablehlo.reshape %419 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%420 init: %cst_97) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %422 = stablehlo.multiply %143, %418 : tensor<4x8x16xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%422 init: %cst_98) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %424 = stablehlo.reshape %423 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %425 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %426 = stablehlo.multiply %418, %425 : tensor<4x8x16xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.reduce(%424 init: %cst_99) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %428 = stablehlo.multiply %135, %426 : tensor<4x8x16xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.reduce(%428 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %430 = stablehlo.reshape %429 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %431 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %432 = stablehlo.multiply %426, %431 : tensor<4x8x16xf32>
    %433 = stablehlo.multiply %430, %141 : tensor<4x8x1xf32>
    %434 = stablehlo.negate %432 : tensor<4x8x16xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.reduce(%434 init: %cst_101) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %436 = stablehlo.reshape %435 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %437 = stablehlo.add %377, %432 : tensor<4x8x16xf32>
    %cst_102 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %439 = stablehlo.divide %433, %438 : tensor<4x8x1xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %442 = stablehlo.multiply %441, %129 : tensor<4x8x16xf32>
    %443 = stablehlo.negate %442 : tensor<4x8x16xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.reduce(%443 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %445 = stablehlo.reshape %444 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %446 = stablehlo.add %437, %442 : tensor<4x8x16xf32>
    %447 = stablehlo.add %436, %445 : tensor<4x8x1xf32>
    %cst_105 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %449 = stablehlo.divide %447, %448 : tensor<4x8x1xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.reduce(%449 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %452 = stablehlo.add %446, %451 : tensor<4x8x16xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.reduce(%452 init: %cst_107) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %454 = stablehlo.reshape %453 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%454 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %456 = stablehlo.dot_general %452, %115, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %457 = stablehlo.transpose %456, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %458 = stablehlo.dot_general %452, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<32x16xf32>) -> tensor<4x8x32xf32>
    %459 = stablehlo.multiply %97, %458 : tensor<4x8x32xf32>
    %460 = stablehlo.multiply %458, %114 : tensor<4x8x32xf32>
    %cst_109 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %462 = stablehlo.multiply %461, %459 : tensor<4x8x32xf32>
    %463 = stablehlo.multiply %462, %110 : tensor<4x8x32xf32>
    %464 = stablehlo.multiply %463, %108 : tensor<4x8x32xf32>
    %465 = stablehlo.add %463, %464 : tensor<4x8x32xf32>
    %cst_110 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %467 = stablehlo.multiply %466, %465 : tensor<4x8x32xf32>
    %468 = stablehlo.add %460, %467 : tensor<4x8x32xf32>
    %cst_111 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %470 = stablehlo.multiply %469, %467 : tensor<4x8x32xf32>
    %471 = stablehlo.multiply %470, %102 : tensor<4x8x32xf32>
    %472 = stablehlo.add %468, %471 : tensor<4x8x32xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.reduce(%472 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %474 = stablehlo.reshape %473 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.reduce(%474 init: %cst_113) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %476 = stablehlo.dot_general %472, %93, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x16xf32>) -> tensor<32x16xf32>
    %477 = stablehlo.transpose %476, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %478 = stablehlo.dot_general %472, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<16x32xf32>) -> tensor<4x8x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.reduce(%478 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %480 = stablehlo.reshape %479 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%480 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %482 = stablehlo.multiply %87, %478 : tensor<4x8x16xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.reduce(%482 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %484 = stablehlo.reshape %483 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %485 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %486 = stablehlo.multiply %478, %485 : tensor<4x8x16xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.reduce(%484 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %488 = stablehlo.multiply %79, %486 : tensor<4x8x16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.reduce(%488 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %490 = stablehlo.reshape %489 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %491 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %492 = stablehlo.multiply %486, %491 : tensor<4x8x16xf32>
    %493 = stablehlo.multiply %490, %85 : tensor<4x8x1xf32>
    %494 = stablehlo.negate %492 : tensor<4x8x16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.reduce(%494 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %496 = stablehlo.reshape %495 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %497 = stablehlo.add %452, %492 : tensor<4x8x16xf32>
    %cst_120 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %499 = stablehlo.divide %493, %498 : tensor<4x8x1xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %500 = stablehlo.reduce(%499 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %502 = stablehlo.multiply %501, %73 : tensor<4x8x16xf32>
    %503 = stablehlo.negate %502 : tensor<4x8x16xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.reduce(%503 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %505 = stablehlo.reshape %504 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %506 = stablehlo.add %497, %502 : tensor<4x8x16xf32>
    %507 = stablehlo.add %496, %505 : tensor<4x8x1xf32>
    %cst_123 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %509 = stablehlo.divide %507, %508 : tensor<4x8x1xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.reduce(%509 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %512 = stablehlo.add %506, %511 : tensor<4x8x16xf32>
    %513 = stablehlo.dot_general %512, %62, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<16x16xf32>
    %514 = stablehlo.transpose %513, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %515 = stablehlo.dot_general %512, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %516 = stablehlo.reshape %515 : (tensor<4x8x16xf32>) -> tensor<4x8x4x4xf32>
    %517 = stablehlo.transpose %516, dims = [0, 2, 3, 1] : (tensor<4x8x4x4xf32>) -> tensor<4x4x4x8xf32>
    %518 = stablehlo.dot_general %517, %39, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4x8xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x8x8xf32>
    %519 = stablehlo.dot_general %517, %56, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x4x8xf32>
    %520 = stablehlo.transpose %519, dims = [0, 3, 1, 2] : (tensor<4x4x4x8xf32>) -> tensor<4x8x4x4xf32>
    %521 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %522 = stablehlo.multiply %518, %521 : tensor<4x4x8x8xf32>
    %523 = stablehlo.multiply %522, %52 : tensor<4x4x8x8xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %524 = stablehlo.reduce(%523 init: %cst_125) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %525 = stablehlo.reshape %524 : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %526 = stablehlo.negate %525 : tensor<4x4x8x1xf32>
    %527 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %528 = stablehlo.divide %518, %527 : tensor<4x4x8x8xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%526 init: %cst_126) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %531 = stablehlo.add %528, %530 : tensor<4x4x8x8xf32>
    %532 = stablehlo.multiply %531, %52 : tensor<4x4x8x8xf32>
    %533 = call @_where_1(%45#1, %532) : (tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %cst_127 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %535 = stablehlo.divide %533, %534 : tensor<4x4x8x8xf32>
    %536 = stablehlo.dot_general %535, %35, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x8x4xf32>
    %537 = stablehlo.transpose %536, dims = [0, 2, 1, 3] : (tensor<4x4x8x4xf32>) -> tensor<4x8x4x4xf32>
    %538 = stablehlo.dot_general %535, %37, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x8x4xf32>
    %539 = stablehlo.transpose %538, dims = [0, 2, 1, 3] : (tensor<4x4x8x4xf32>) -> tensor<4x8x4x4xf32>
    %540 = stablehlo.reshape %520 : (tensor<4x8x4x4xf32>) -> tensor<4x8x16xf32>
    %541 = stablehlo.dot_general %540, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<16x16xf32>
    %542 = stablehlo.transpose %541, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %543 = stablehlo.dot_general %540, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %544 = stablehlo.reshape %537 : (tensor<4x8x4x4xf32>) -> tensor<4x8x16xf32>
    %545 = stablehlo.dot_general %544, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<16x16xf32>
    %546 = stablehlo.transpose %545, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %547 = stablehlo.dot_general %544, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %548 = stablehlo.add %543, %547 : tensor<4x8x16xf32>
    %549 = stablehlo.reshape %539 : (tensor<4x8x4x4xf32>) -> tensor<4x8x16xf32>
    %550 = stablehlo.dot_general %549, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<16x16xf32>
    %551 = stablehlo.transpose %550, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %552 = stablehlo.dot_general %549, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x16xf32>) -> tensor<4x8x16xf32>
    %553 = stablehlo.add %548, %552 : tensor<4x8x16xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %554 = stablehlo.reduce(%553 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %555 = stablehlo.reshape %554 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%555 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %557 = stablehlo.multiply %27, %553 : tensor<4x8x16xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %558 = stablehlo.reduce(%557 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %559 = stablehlo.reshape %558 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %560 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x8x16xf32>
    %561 = stablehlo.multiply %553, %560 : tensor<4x8x16xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.reduce(%559 init: %cst_131) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %563 = stablehlo.multiply %19, %561 : tensor<4x8x16xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%563 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %565 = stablehlo.reshape %564 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %566 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x16xf32>
    %567 = stablehlo.multiply %561, %566 : tensor<4x8x16xf32>
    %568 = stablehlo.multiply %565, %25 : tensor<4x8x1xf32>
    %569 = stablehlo.negate %567 : tensor<4x8x16xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.reduce(%569 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %571 = stablehlo.reshape %570 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %572 = stablehlo.add %512, %567 : tensor<4x8x16xf32>
    %cst_134 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %574 = stablehlo.divide %568, %573 : tensor<4x8x1xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %575 = stablehlo.reduce(%574 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %577 = stablehlo.multiply %576, %13 : tensor<4x8x16xf32>
    %578 = stablehlo.negate %577 : tensor<4x8x16xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %579 = stablehlo.reduce(%578 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8xf32>
    %580 = stablehlo.reshape %579 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %581 = stablehlo.add %572, %577 : tensor<4x8x16xf32>
    %582 = stablehlo.add %571, %580 : tensor<4x8x1xf32>
    %cst_137 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %584 = stablehlo.divide %582, %583 : tensor<4x8x1xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %585 = stablehlo.reduce(%584 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %586 = stablehlo.broadcast_in_dim %585, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x16xf32>
    %587 = stablehlo.add %581, %586 : tensor<4x8x16xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.reduce(%587 init: %cst_139) applies stablehlo.add across dimensions = [0] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %589 = stablehlo.reshape %588 : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.reduce(%589 init: %cst_140) applies stablehlo.add across dimensions = [0] : (tensor<1x8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %591 = stablehlo.dot_general %587, %0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x8x32xf32>) -> tensor<16x32xf32>
    %592 = stablehlo.transpose %591, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %593 = stablehlo.add %284, %592 : tensor<32x16xf32>
    %cst_141 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %595 = stablehlo.multiply %594, %arg28 : tensor<32x16xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %597 = stablehlo.multiply %596, %593 : tensor<32x16xf32>
    %598 = stablehlo.add %595, %597 : tensor<32x16xf32>
    %cst_143 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %600 = stablehlo.multiply %599, %arg56 : tensor<32x16xf32>
    %601 = chlo.square %593 : tensor<32x16xf32> -> tensor<32x16xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %603 = stablehlo.multiply %602, %601 : tensor<32x16xf32>
    %604 = stablehlo.add %600, %603 : tensor<32x16xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %606 = stablehlo.divide %598, %605 : tensor<32x16xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %608 = stablehlo.divide %604, %607 : tensor<32x16xf32>
    %cst_147 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %610 = stablehlo.multiply %609, %606 : tensor<32x16xf32>
    %611 = stablehlo.sqrt %608 : tensor<32x16xf32>
    %cst_148 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %613 = stablehlo.add %611, %612 : tensor<32x16xf32>
    %614 = stablehlo.divide %610, %613 : tensor<32x16xf32>
    %615 = stablehlo.subtract %arg0, %614 : tensor<32x16xf32>
    %cst_149 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %617 = stablehlo.multiply %616, %arg29 : tensor<8x16xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %619 = stablehlo.multiply %618, %590 : tensor<8x16xf32>
    %620 = stablehlo.add %617, %619 : tensor<8x16xf32>
    %cst_151 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %622 = stablehlo.multiply %621, %arg57 : tensor<8x16xf32>
    %623 = chlo.square %590 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %625 = stablehlo.multiply %624, %623 : tensor<8x16xf32>
    %626 = stablehlo.add %622, %625 : tensor<8x16xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %628 = stablehlo.divide %620, %627 : tensor<8x16xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %630 = stablehlo.divide %626, %629 : tensor<8x16xf32>
    %cst_155 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %632 = stablehlo.multiply %631, %628 : tensor<8x16xf32>
    %633 = stablehlo.sqrt %630 : tensor<8x16xf32>
    %cst_156 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %635 = stablehlo.add %633, %634 : tensor<8x16xf32>
    %636 = stablehlo.divide %632, %635 : tensor<8x16xf32>
    %637 = stablehlo.subtract %arg1, %636 : tensor<8x16xf32>
    %cst_157 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %639 = stablehlo.multiply %638, %arg30 : tensor<16xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %641 = stablehlo.multiply %640, %562 : tensor<16xf32>
    %642 = stablehlo.add %639, %641 : tensor<16xf32>
    %cst_159 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %644 = stablehlo.multiply %643, %arg58 : tensor<16xf32>
    %645 = chlo.square %562 : tensor<16xf32> -> tensor<16xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %647 = stablehlo.multiply %646, %645 : tensor<16xf32>
    %648 = stablehlo.add %644, %647 : tensor<16xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %650 = stablehlo.divide %642, %649 : tensor<16xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %652 = stablehlo.divide %648, %651 : tensor<16xf32>
    %cst_163 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %654 = stablehlo.multiply %653, %650 : tensor<16xf32>
    %655 = stablehlo.sqrt %652 : tensor<16xf32>
    %cst_164 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %657 = stablehlo.add %655, %656 : tensor<16xf32>
    %658 = stablehlo.divide %654, %657 : tensor<16xf32>
    %659 = stablehlo.subtract %arg2, %658 : tensor<16xf32>
    %cst_165 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %661 = stablehlo.multiply %660, %arg31 : tensor<16xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %663 = stablehlo.multiply %662, %556 : tensor<16xf32>
    %664 = stablehlo.add %661, %663 : tensor<16xf32>
    %cst_167 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %666 = stablehlo.multiply %665, %arg59 : tensor<16xf32>
    %667 = chlo.square %556 : tensor<16xf32> -> tensor<16xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %669 = stablehlo.multiply %668, %667 : tensor<16xf32>
    %670 = stablehlo.add %666, %669 : tensor<16xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %672 = stablehlo.divide %664, %671 : tensor<16xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %674 = stablehlo.divide %670, %673 : tensor<16xf32>
    %cst_171 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %676 = stablehlo.multiply %675, %672 : tensor<16xf32>
    %677 = stablehlo.sqrt %674 : tensor<16xf32>
    %cst_172 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %679 = stablehlo.add %677, %678 : tensor<16xf32>
    %680 = stablehlo.divide %676, %679 : tensor<16xf32>
    %681 = stablehlo.subtract %arg3, %680 : tensor<16xf32>
    %cst_173 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %683 = stablehlo.multiply %682, %arg32 : tensor<16x16xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %685 = stablehlo.multiply %684, %551 : tensor<16x16xf32>
    %686 = stablehlo.add %683, %685 : tensor<16x16xf32>
    %cst_175 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %688 = stablehlo.multiply %687, %arg60 : tensor<16x16xf32>
    %689 = chlo.square %551 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %691 = stablehlo.multiply %690, %689 : tensor<16x16xf32>
    %692 = stablehlo.add %688, %691 : tensor<16x16xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %694 = stablehlo.divide %686, %693 : tensor<16x16xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %696 = stablehlo.divide %692, %695 : tensor<16x16xf32>
    %cst_179 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %698 = stablehlo.multiply %697, %694 : tensor<16x16xf32>
    %699 = stablehlo.sqrt %696 : tensor<16x16xf32>
    %cst_180 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %701 = stablehlo.add %699, %700 : tensor<16x16xf32>
    %702 = stablehlo.divide %698, %701 : tensor<16x16xf32>
    %703 = stablehlo.subtract %arg4, %702 : tensor<16x16xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %705 = stablehlo.multiply %704, %arg33 : tensor<16x16xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %707 = stablehlo.multiply %706, %546 : tensor<16x16xf32>
    %708 = stablehlo.add %705, %707 : tensor<16x16xf32>
    %cst_183 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %710 = stablehlo.multiply %709, %arg61 : tensor<16x16xf32>
    %711 = chlo.square %546 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %713 = stablehlo.multiply %712, %711 : tensor<16x16xf32>
    %714 = stablehlo.add %710, %713 : tensor<16x16xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %716 = stablehlo.divide %708, %715 : tensor<16x16xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %718 = stablehlo.divide %714, %717 : tensor<16x16xf32>
    %cst_187 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %720 = stablehlo.multiply %719, %716 : tensor<16x16xf32>
    %721 = stablehlo.sqrt %718 : tensor<16x16xf32>
    %cst_188 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %723 = stablehlo.add %721, %722 : tensor<16x16xf32>
    %724 = stablehlo.divide %720, %723 : tensor<16x16xf32>
    %725 = stablehlo.subtract %arg5, %724 : tensor<16x16xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %727 = stablehlo.multiply %726, %arg34 : tensor<16x16xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %729 = stablehlo.multiply %728, %542 : tensor<16x16xf32>
    %730 = stablehlo.add %727, %729 : tensor<16x16xf32>
    %cst_191 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %732 = stablehlo.multiply %731, %arg62 : tensor<16x16xf32>
    %733 = chlo.square %542 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %735 = stablehlo.multiply %734, %733 : tensor<16x16xf32>
    %736 = stablehlo.add %732, %735 : tensor<16x16xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %738 = stablehlo.divide %730, %737 : tensor<16x16xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %740 = stablehlo.divide %736, %739 : tensor<16x16xf32>
    %cst_195 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %742 = stablehlo.multiply %741, %738 : tensor<16x16xf32>
    %743 = stablehlo.sqrt %740 : tensor<16x16xf32>
    %cst_196 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %745 = stablehlo.add %743, %744 : tensor<16x16xf32>
    %746 = stablehlo.divide %742, %745 : tensor<16x16xf32>
    %747 = stablehlo.subtract %arg6, %746 : tensor<16x16xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %749 = stablehlo.multiply %748, %arg35 : tensor<16x16xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %751 = stablehlo.multiply %750, %514 : tensor<16x16xf32>
    %752 = stablehlo.add %749, %751 : tensor<16x16xf32>
    %cst_199 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %754 = stablehlo.multiply %753, %arg63 : tensor<16x16xf32>
    %755 = chlo.square %514 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %757 = stablehlo.multiply %756, %755 : tensor<16x16xf32>
    %758 = stablehlo.add %754, %757 : tensor<16x16xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %760 = stablehlo.divide %752, %759 : tensor<16x16xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %762 = stablehlo.divide %758, %761 : tensor<16x16xf32>
    %cst_203 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %764 = stablehlo.multiply %763, %760 : tensor<16x16xf32>
    %765 = stablehlo.sqrt %762 : tensor<16x16xf32>
    %cst_204 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %767 = stablehlo.add %765, %766 : tensor<16x16xf32>
    %768 = stablehlo.divide %764, %767 : tensor<16x16xf32>
    %769 = stablehlo.subtract %arg7, %768 : tensor<16x16xf32>
    %cst_205 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %771 = stablehlo.multiply %770, %arg36 : tensor<16xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %773 = stablehlo.multiply %772, %487 : tensor<16xf32>
    %774 = stablehlo.add %771, %773 : tensor<16xf32>
    %cst_207 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %776 = stablehlo.multiply %775, %arg64 : tensor<16xf32>
    %777 = chlo.square %487 : tensor<16xf32> -> tensor<16xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %779 = stablehlo.multiply %778, %777 : tensor<16xf32>
    %780 = stablehlo.add %776, %779 : tensor<16xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %782 = stablehlo.divide %774, %781 : tensor<16xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %784 = stablehlo.divide %780, %783 : tensor<16xf32>
    %cst_211 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %786 = stablehlo.multiply %785, %782 : tensor<16xf32>
    %787 = stablehlo.sqrt %784 : tensor<16xf32>
    %cst_212 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %789 = stablehlo.add %787, %788 : tensor<16xf32>
    %790 = stablehlo.divide %786, %789 : tensor<16xf32>
    %791 = stablehlo.subtract %arg8, %790 : tensor<16xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %793 = stablehlo.multiply %792, %arg37 : tensor<16xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %795 = stablehlo.multiply %794, %481 : tensor<16xf32>
    %796 = stablehlo.add %793, %795 : tensor<16xf32>
    %cst_215 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %798 = stablehlo.multiply %797, %arg65 : tensor<16xf32>
    %799 = chlo.square %481 : tensor<16xf32> -> tensor<16xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %801 = stablehlo.multiply %800, %799 : tensor<16xf32>
    %802 = stablehlo.add %798, %801 : tensor<16xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %804 = stablehlo.divide %796, %803 : tensor<16xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %806 = stablehlo.divide %802, %805 : tensor<16xf32>
    %cst_219 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %808 = stablehlo.multiply %807, %804 : tensor<16xf32>
    %809 = stablehlo.sqrt %806 : tensor<16xf32>
    %cst_220 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %811 = stablehlo.add %809, %810 : tensor<16xf32>
    %812 = stablehlo.divide %808, %811 : tensor<16xf32>
    %813 = stablehlo.subtract %arg9, %812 : tensor<16xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %815 = stablehlo.multiply %814, %arg38 : tensor<16x32xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %817 = stablehlo.multiply %816, %477 : tensor<16x32xf32>
    %818 = stablehlo.add %815, %817 : tensor<16x32xf32>
    %cst_223 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %820 = stablehlo.multiply %819, %arg66 : tensor<16x32xf32>
    %821 = chlo.square %477 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %823 = stablehlo.multiply %822, %821 : tensor<16x32xf32>
    %824 = stablehlo.add %820, %823 : tensor<16x32xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %826 = stablehlo.divide %818, %825 : tensor<16x32xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %828 = stablehlo.divide %824, %827 : tensor<16x32xf32>
    %cst_227 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %830 = stablehlo.multiply %829, %826 : tensor<16x32xf32>
    %831 = stablehlo.sqrt %828 : tensor<16x32xf32>
    %cst_228 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %833 = stablehlo.add %831, %832 : tensor<16x32xf32>
    %834 = stablehlo.divide %830, %833 : tensor<16x32xf32>
    %835 = stablehlo.subtract %arg10, %834 : tensor<16x32xf32>
    %cst_229 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %837 = stablehlo.multiply %836, %arg39 : tensor<32xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %839 = stablehlo.multiply %838, %475 : tensor<32xf32>
    %840 = stablehlo.add %837, %839 : tensor<32xf32>
    %cst_231 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %842 = stablehlo.multiply %841, %arg67 : tensor<32xf32>
    %843 = chlo.square %475 : tensor<32xf32> -> tensor<32xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %845 = stablehlo.multiply %844, %843 : tensor<32xf32>
    %846 = stablehlo.add %842, %845 : tensor<32xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %848 = stablehlo.divide %840, %847 : tensor<32xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %850 = stablehlo.divide %846, %849 : tensor<32xf32>
    %cst_235 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %852 = stablehlo.multiply %851, %848 : tensor<32xf32>
    %853 = stablehlo.sqrt %850 : tensor<32xf32>
    %cst_236 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %855 = stablehlo.add %853, %854 : tensor<32xf32>
    %856 = stablehlo.divide %852, %855 : tensor<32xf32>
    %857 = stablehlo.subtract %arg11, %856 : tensor<32xf32>
    %cst_237 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %859 = stablehlo.multiply %858, %arg40 : tensor<32x16xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %861 = stablehlo.multiply %860, %457 : tensor<32x16xf32>
    %862 = stablehlo.add %859, %861 : tensor<32x16xf32>
    %cst_239 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %864 = stablehlo.multiply %863, %arg68 : tensor<32x16xf32>
    %865 = chlo.square %457 : tensor<32x16xf32> -> tensor<32x16xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %867 = stablehlo.multiply %866, %865 : tensor<32x16xf32>
    %868 = stablehlo.add %864, %867 : tensor<32x16xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %870 = stablehlo.divide %862, %869 : tensor<32x16xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %872 = stablehlo.divide %868, %871 : tensor<32x16xf32>
    %cst_243 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %874 = stablehlo.multiply %873, %870 : tensor<32x16xf32>
    %875 = stablehlo.sqrt %872 : tensor<32x16xf32>
    %cst_244 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %877 = stablehlo.add %875, %876 : tensor<32x16xf32>
    %878 = stablehlo.divide %874, %877 : tensor<32x16xf32>
    %879 = stablehlo.subtract %arg12, %878 : tensor<32x16xf32>
    %cst_245 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %881 = stablehlo.multiply %880, %arg41 : tensor<16xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %883 = stablehlo.multiply %882, %455 : tensor<16xf32>
    %884 = stablehlo.add %881, %883 : tensor<16xf32>
    %cst_247 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %886 = stablehlo.multiply %885, %arg69 : tensor<16xf32>
    %887 = chlo.square %455 : tensor<16xf32> -> tensor<16xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %889 = stablehlo.multiply %888, %887 : tensor<16xf32>
    %890 = stablehlo.add %886, %889 : tensor<16xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %892 = stablehlo.divide %884, %891 : tensor<16xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %894 = stablehlo.divide %890, %893 : tensor<16xf32>
    %cst_251 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %896 = stablehlo.multiply %895, %892 : tensor<16xf32>
    %897 = stablehlo.sqrt %894 : tensor<16xf32>
    %cst_252 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %899 = stablehlo.add %897, %898 : tensor<16xf32>
    %900 = stablehlo.divide %896, %899 : tensor<16xf32>
    %901 = stablehlo.subtract %arg13, %900 : tensor<16xf32>
    %cst_253 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %903 = stablehlo.multiply %902, %arg42 : tensor<16xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %905 = stablehlo.multiply %904, %427 : tensor<16xf32>
    %906 = stablehlo.add %903, %905 : tensor<16xf32>
    %cst_255 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %908 = stablehlo.multiply %907, %arg70 : tensor<16xf32>
    %909 = chlo.square %427 : tensor<16xf32> -> tensor<16xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %911 = stablehlo.multiply %910, %909 : tensor<16xf32>
    %912 = stablehlo.add %908, %911 : tensor<16xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %914 = stablehlo.divide %906, %913 : tensor<16xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %916 = stablehlo.divide %912, %915 : tensor<16xf32>
    %cst_259 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %918 = stablehlo.multiply %917, %914 : tensor<16xf32>
    %919 = stablehlo.sqrt %916 : tensor<16xf32>
    %cst_260 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %921 = stablehlo.add %919, %920 : tensor<16xf32>
    %922 = stablehlo.divide %918, %921 : tensor<16xf32>
    %923 = stablehlo.subtract %arg14, %922 : tensor<16xf32>
    %cst_261 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %925 = stablehlo.multiply %924, %arg43 : tensor<16xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %927 = stablehlo.multiply %926, %421 : tensor<16xf32>
    %928 = stablehlo.add %925, %927 : tensor<16xf32>
    %cst_263 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %930 = stablehlo.multiply %929, %arg71 : tensor<16xf32>
    %931 = chlo.square %421 : tensor<16xf32> -> tensor<16xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %933 = stablehlo.multiply %932, %931 : tensor<16xf32>
    %934 = stablehlo.add %930, %933 : tensor<16xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %936 = stablehlo.divide %928, %935 : tensor<16xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %938 = stablehlo.divide %934, %937 : tensor<16xf32>
    %cst_267 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %940 = stablehlo.multiply %939, %936 : tensor<16xf32>
    %941 = stablehlo.sqrt %938 : tensor<16xf32>
    %cst_268 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %943 = stablehlo.add %941, %942 : tensor<16xf32>
    %944 = stablehlo.divide %940, %943 : tensor<16xf32>
    %945 = stablehlo.subtract %arg15, %944 : tensor<16xf32>
    %cst_269 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %947 = stablehlo.multiply %946, %arg44 : tensor<16x16xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %949 = stablehlo.multiply %948, %416 : tensor<16x16xf32>
    %950 = stablehlo.add %947, %949 : tensor<16x16xf32>
    %cst_271 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %952 = stablehlo.multiply %951, %arg72 : tensor<16x16xf32>
    %953 = chlo.square %416 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %955 = stablehlo.multiply %954, %953 : tensor<16x16xf32>
    %956 = stablehlo.add %952, %955 : tensor<16x16xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %958 = stablehlo.divide %950, %957 : tensor<16x16xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %960 = stablehlo.divide %956, %959 : tensor<16x16xf32>
    %cst_275 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %962 = stablehlo.multiply %961, %958 : tensor<16x16xf32>
    %963 = stablehlo.sqrt %960 : tensor<16x16xf32>
    %cst_276 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %965 = stablehlo.add %963, %964 : tensor<16x16xf32>
    %966 = stablehlo.divide %962, %965 : tensor<16x16xf32>
    %967 = stablehlo.subtract %arg16, %966 : tensor<16x16xf32>
    %cst_277 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %969 = stablehlo.multiply %968, %arg45 : tensor<16x16xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %971 = stablehlo.multiply %970, %411 : tensor<16x16xf32>
    %972 = stablehlo.add %969, %971 : tensor<16x16xf32>
    %cst_279 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %974 = stablehlo.multiply %973, %arg73 : tensor<16x16xf32>
    %975 = chlo.square %411 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %977 = stablehlo.multiply %976, %975 : tensor<16x16xf32>
    %978 = stablehlo.add %974, %977 : tensor<16x16xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %980 = stablehlo.divide %972, %979 : tensor<16x16xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %982 = stablehlo.divide %978, %981 : tensor<16x16xf32>
    %cst_283 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %984 = stablehlo.multiply %983, %980 : tensor<16x16xf32>
    %985 = stablehlo.sqrt %982 : tensor<16x16xf32>
    %cst_284 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %987 = stablehlo.add %985, %986 : tensor<16x16xf32>
    %988 = stablehlo.divide %984, %987 : tensor<16x16xf32>
    %989 = stablehlo.subtract %arg17, %988 : tensor<16x16xf32>
    %cst_285 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %991 = stablehlo.multiply %990, %arg46 : tensor<16x16xf32>
    %cst_286 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %993 = stablehlo.multiply %992, %407 : tensor<16x16xf32>
    %994 = stablehlo.add %991, %993 : tensor<16x16xf32>
    %cst_287 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %996 = stablehlo.multiply %995, %arg74 : tensor<16x16xf32>
    %997 = chlo.square %407 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %999 = stablehlo.multiply %998, %997 : tensor<16x16xf32>
    %1000 = stablehlo.add %996, %999 : tensor<16x16xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1002 = stablehlo.divide %994, %1001 : tensor<16x16xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1004 = stablehlo.divide %1000, %1003 : tensor<16x16xf32>
    %cst_291 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1006 = stablehlo.multiply %1005, %1002 : tensor<16x16xf32>
    %1007 = stablehlo.sqrt %1004 : tensor<16x16xf32>
    %cst_292 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1009 = stablehlo.add %1007, %1008 : tensor<16x16xf32>
    %1010 = stablehlo.divide %1006, %1009 : tensor<16x16xf32>
    %1011 = stablehlo.subtract %arg18, %1010 : tensor<16x16xf32>
    %cst_293 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1013 = stablehlo.multiply %1012, %arg47 : tensor<16x16xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1015 = stablehlo.multiply %1014, %379 : tensor<16x16xf32>
    %1016 = stablehlo.add %1013, %1015 : tensor<16x16xf32>
    %cst_295 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1018 = stablehlo.multiply %1017, %arg75 : tensor<16x16xf32>
    %1019 = chlo.square %379 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1021 = stablehlo.multiply %1020, %1019 : tensor<16x16xf32>
    %1022 = stablehlo.add %1018, %1021 : tensor<16x16xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1024 = stablehlo.divide %1016, %1023 : tensor<16x16xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1026 = stablehlo.divide %1022, %1025 : tensor<16x16xf32>
    %cst_299 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1028 = stablehlo.multiply %1027, %1024 : tensor<16x16xf32>
    %1029 = stablehlo.sqrt %1026 : tensor<16x16xf32>
    %cst_300 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1031 = stablehlo.add %1029, %1030 : tensor<16x16xf32>
    %1032 = stablehlo.divide %1028, %1031 : tensor<16x16xf32>
    %1033 = stablehlo.subtract %arg19, %1032 : tensor<16x16xf32>
    %cst_301 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1035 = stablehlo.multiply %1034, %arg48 : tensor<16xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1037 = stablehlo.multiply %1036, %352 : tensor<16xf32>
    %1038 = stablehlo.add %1035, %1037 : tensor<16xf32>
    %cst_303 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1040 = stablehlo.multiply %1039, %arg76 : tensor<16xf32>
    %1041 = chlo.square %352 : tensor<16xf32> -> tensor<16xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1043 = stablehlo.multiply %1042, %1041 : tensor<16xf32>
    %1044 = stablehlo.add %1040, %1043 : tensor<16xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1046 = stablehlo.divide %1038, %1045 : tensor<16xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1048 = stablehlo.divide %1044, %1047 : tensor<16xf32>
    %cst_307 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1050 = stablehlo.multiply %1049, %1046 : tensor<16xf32>
    %1051 = stablehlo.sqrt %1048 : tensor<16xf32>
    %cst_308 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1053 = stablehlo.add %1051, %1052 : tensor<16xf32>
    %1054 = stablehlo.divide %1050, %1053 : tensor<16xf32>
    %1055 = stablehlo.subtract %arg20, %1054 : tensor<16xf32>
    %cst_309 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1057 = stablehlo.multiply %1056, %arg49 : tensor<16xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1059 = stablehlo.multiply %1058, %346 : tensor<16xf32>
    %1060 = stablehlo.add %1057, %1059 : tensor<16xf32>
    %cst_311 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1062 = stablehlo.multiply %1061, %arg77 : tensor<16xf32>
    %1063 = chlo.square %346 : tensor<16xf32> -> tensor<16xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1064 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1065 = stablehlo.multiply %1064, %1063 : tensor<16xf32>
    %1066 = stablehlo.add %1062, %1065 : tensor<16xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1067 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1068 = stablehlo.divide %1060, %1067 : tensor<16xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1070 = stablehlo.divide %1066, %1069 : tensor<16xf32>
    %cst_315 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1072 = stablehlo.multiply %1071, %1068 : tensor<16xf32>
    %1073 = stablehlo.sqrt %1070 : tensor<16xf32>
    %cst_316 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1075 = stablehlo.add %1073, %1074 : tensor<16xf32>
    %1076 = stablehlo.divide %1072, %1075 : tensor<16xf32>
    %1077 = stablehlo.subtract %arg21, %1076 : tensor<16xf32>
    %cst_317 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1079 = stablehlo.multiply %1078, %arg50 : tensor<16x32xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1081 = stablehlo.multiply %1080, %342 : tensor<16x32xf32>
    %1082 = stablehlo.add %1079, %1081 : tensor<16x32xf32>
    %cst_319 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1084 = stablehlo.multiply %1083, %arg78 : tensor<16x32xf32>
    %1085 = chlo.square %342 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1087 = stablehlo.multiply %1086, %1085 : tensor<16x32xf32>
    %1088 = stablehlo.add %1084, %1087 : tensor<16x32xf32>
    %cst_321 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1090 = stablehlo.divide %1082, %1089 : tensor<16x32xf32>
    %cst_322 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1092 = stablehlo.divide %1088, %1091 : tensor<16x32xf32>
    %cst_323 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1094 = stablehlo.multiply %1093, %1090 : tensor<16x32xf32>
    %1095 = stablehlo.sqrt %1092 : tensor<16x32xf32>
    %cst_324 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1097 = stablehlo.add %1095, %1096 : tensor<16x32xf32>
    %1098 = stablehlo.divide %1094, %1097 : tensor<16x32xf32>
    %1099 = stablehlo.subtract %arg22, %1098 : tensor<16x32xf32>
    %cst_325 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1100 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1101 = stablehlo.multiply %1100, %arg51 : tensor<32xf32>
    %cst_326 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1103 = stablehlo.multiply %1102, %340 : tensor<32xf32>
    %1104 = stablehlo.add %1101, %1103 : tensor<32xf32>
    %cst_327 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1106 = stablehlo.multiply %1105, %arg79 : tensor<32xf32>
    %1107 = chlo.square %340 : tensor<32xf32> -> tensor<32xf32>
    %cst_328 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1109 = stablehlo.multiply %1108, %1107 : tensor<32xf32>
    %1110 = stablehlo.add %1106, %1109 : tensor<32xf32>
    %cst_329 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1112 = stablehlo.divide %1104, %1111 : tensor<32xf32>
    %cst_330 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1114 = stablehlo.divide %1110, %1113 : tensor<32xf32>
    %cst_331 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1116 = stablehlo.multiply %1115, %1112 : tensor<32xf32>
    %1117 = stablehlo.sqrt %1114 : tensor<32xf32>
    %cst_332 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1118 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1119 = stablehlo.add %1117, %1118 : tensor<32xf32>
    %1120 = stablehlo.divide %1116, %1119 : tensor<32xf32>
    %1121 = stablehlo.subtract %arg23, %1120 : tensor<32xf32>
    %cst_333 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1123 = stablehlo.multiply %1122, %arg52 : tensor<32x16xf32>
    %cst_334 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1124 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1125 = stablehlo.multiply %1124, %322 : tensor<32x16xf32>
    %1126 = stablehlo.add %1123, %1125 : tensor<32x16xf32>
    %cst_335 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1127 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1128 = stablehlo.multiply %1127, %arg80 : tensor<32x16xf32>
    %1129 = chlo.square %322 : tensor<32x16xf32> -> tensor<32x16xf32>
    %cst_336 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1130 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1131 = stablehlo.multiply %1130, %1129 : tensor<32x16xf32>
    %1132 = stablehlo.add %1128, %1131 : tensor<32x16xf32>
    %cst_337 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1133 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1134 = stablehlo.divide %1126, %1133 : tensor<32x16xf32>
    %cst_338 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1136 = stablehlo.divide %1132, %1135 : tensor<32x16xf32>
    %cst_339 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1138 = stablehlo.multiply %1137, %1134 : tensor<32x16xf32>
    %1139 = stablehlo.sqrt %1136 : tensor<32x16xf32>
    %cst_340 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1140 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1141 = stablehlo.add %1139, %1140 : tensor<32x16xf32>
    %1142 = stablehlo.divide %1138, %1141 : tensor<32x16xf32>
    %1143 = stablehlo.subtract %arg24, %1142 : tensor<32x16xf32>
    %cst_341 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1145 = stablehlo.multiply %1144, %arg53 : tensor<16xf32>
    %cst_342 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1147 = stablehlo.multiply %1146, %320 : tensor<16xf32>
    %1148 = stablehlo.add %1145, %1147 : tensor<16xf32>
    %cst_343 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1149 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1150 = stablehlo.multiply %1149, %arg81 : tensor<16xf32>
    %1151 = chlo.square %320 : tensor<16xf32> -> tensor<16xf32>
    %cst_344 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1152 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1153 = stablehlo.multiply %1152, %1151 : tensor<16xf32>
    %1154 = stablehlo.add %1150, %1153 : tensor<16xf32>
    %cst_345 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1156 = stablehlo.divide %1148, %1155 : tensor<16xf32>
    %cst_346 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1158 = stablehlo.divide %1154, %1157 : tensor<16xf32>
    %cst_347 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1160 = stablehlo.multiply %1159, %1156 : tensor<16xf32>
    %1161 = stablehlo.sqrt %1158 : tensor<16xf32>
    %cst_348 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1163 = stablehlo.add %1161, %1162 : tensor<16xf32>
    %1164 = stablehlo.divide %1160, %1163 : tensor<16xf32>
    %1165 = stablehlo.subtract %arg25, %1164 : tensor<16xf32>
    %cst_349 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1167 = stablehlo.multiply %1166, %arg54 : tensor<16xf32>
    %cst_350 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1169 = stablehlo.multiply %1168, %293 : tensor<16xf32>
    %1170 = stablehlo.add %1167, %1169 : tensor<16xf32>
    %cst_351 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1172 = stablehlo.multiply %1171, %arg82 : tensor<16xf32>
    %1173 = chlo.square %293 : tensor<16xf32> -> tensor<16xf32>
    %cst_352 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1175 = stablehlo.multiply %1174, %1173 : tensor<16xf32>
    %1176 = stablehlo.add %1172, %1175 : tensor<16xf32>
    %cst_353 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1178 = stablehlo.divide %1170, %1177 : tensor<16xf32>
    %cst_354 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1180 = stablehlo.divide %1176, %1179 : tensor<16xf32>
    %cst_355 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1182 = stablehlo.multiply %1181, %1178 : tensor<16xf32>
    %1183 = stablehlo.sqrt %1180 : tensor<16xf32>
    %cst_356 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1184 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1185 = stablehlo.add %1183, %1184 : tensor<16xf32>
    %1186 = stablehlo.divide %1182, %1185 : tensor<16xf32>
    %1187 = stablehlo.subtract %arg26, %1186 : tensor<16xf32>
    %cst_357 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1189 = stablehlo.multiply %1188, %arg55 : tensor<16xf32>
    %cst_358 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1191 = stablehlo.multiply %1190, %287 : tensor<16xf32>
    %1192 = stablehlo.add %1189, %1191 : tensor<16xf32>
    %cst_359 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1194 = stablehlo.multiply %1193, %arg83 : tensor<16xf32>
    %1195 = chlo.square %287 : tensor<16xf32> -> tensor<16xf32>
    %cst_360 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1196 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1197 = stablehlo.multiply %1196, %1195 : tensor<16xf32>
    %1198 = stablehlo.add %1194, %1197 : tensor<16xf32>
    %cst_361 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1199 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1200 = stablehlo.divide %1192, %1199 : tensor<16xf32>
    %cst_362 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1202 = stablehlo.divide %1198, %1201 : tensor<16xf32>
    %cst_363 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1203 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1204 = stablehlo.multiply %1203, %1200 : tensor<16xf32>
    %1205 = stablehlo.sqrt %1202 : tensor<16xf32>
    %cst_364 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1207 = stablehlo.add %1205, %1206 : tensor<16xf32>
    %1208 = stablehlo.divide %1204, %1207 : tensor<16xf32>
    %1209 = stablehlo.subtract %arg27, %1208 : tensor<16xf32>
    return %615, %637, %659, %681, %703, %725, %747, %769, %791, %813, %835, %857, %879, %901, %923, %945, %967, %989, %1011, %1033, %1055, %1077, %1099, %1121, %1143, %1165, %1187, %1209, %598, %620, %642, %664, %686, %708, %730, %752, %774, %796, %818, %840, %862, %884, %906, %928, %950, %972, %994, %1016, %1038, %1060, %1082, %1104, %1126, %1148, %1170, %1192, %604, %626, %648, %670, %692, %714, %736, %758, %780, %802, %824, %846, %868, %890, %912, %934, %956, %978, %1000, %1022, %1044, %1066, %1088, %1110, %1132, %1154, %1176, %1198, %274 : tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>
  }
  func.func private @_one_hot(%arg0: tensor<4x8xi32>) -> tensor<4x8x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x32xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<4x8x1xi32>) -> tensor<4x8x32xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<4x8x32xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4x8x32xi32>, tensor<4x8x32xi32>) -> tensor<4x8x32xi1>
    %5 = stablehlo.convert %4 : (tensor<4x8x32xi1>) -> tensor<4x8x32xf32>
    return %5 : tensor<4x8x32xf32>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.add %0, %1 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @_where(%arg0: tensor<8x8xi1>, %arg1: tensor<4x4x8x8xf32>, %arg2: tensor<f32>) -> (tensor<4x4x8x8xf32>, tensor<4x4x8x8xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<4x4x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>
    return %3, %1 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xi1>
  }
  func.func private @log_softmax(%arg0: tensor<4x8x32xf32>) -> (tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4x8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x8x32xf32>
    %6 = stablehlo.exponential %5 : tensor<4x8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %9 = stablehlo.log %8 : tensor<4x8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x8x32xf32>
    return %11, %6, %8 : tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<4x8x32xf32>, %arg1: tensor<4x8x1xf32>, %arg2: tensor<4x8x32xf32>) -> tensor<4x8x32xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x8x32xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x8x32xf32>
    return %7 : tensor<4x8x32xf32>
  }
  func.func private @_where_1(%arg0: tensor<4x4x8x8xi1>, %arg1: tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>
    return %1 : tensor<4x4x8x8xf32>
  }
}
