#loc1 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)
#loc2 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":28:0)
#loc3 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":53:0)
#loc4 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0)
#loc5 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":120:0)
#loc6 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":36:0)
#loc7 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0)
#loc8 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":58:0)
#loc9 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0)
#loc10 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0)
#loc11 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":95:0)
#loc14 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":12:0)
#loc16 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":15:0)
#loc21 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":24:0)
#loc24 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":30:0)
#loc25 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":34:0)
#loc26 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":31:0)
#loc27 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":33:0)
#loc28 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":35:0)
#loc29 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":40:0)
#loc30 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":41:0)
#loc34 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":49:0)
#loc35 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":50:0)
#loc36 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":54:0)
#loc37 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":55:0)
#loc38 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":56:0)
#loc45 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":71:0)
#loc46 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":74:0)
#loc47 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":76:0)
#loc48 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":78:0)
#loc49 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0)
#loc50 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)
#loc53 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":86:0)
#loc54 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":87:0)
#loc55 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0)
#loc58 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":91:0)
#loc59 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":92:0)
#loc60 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":93:0)
#loc61 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":94:0)
#loc62 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":96:0)
#loc63 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":100:0)
#loc64 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":101:0)
#loc65 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":102:0)
#loc66 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":103:0)
#loc70 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":109:0)
#loc71 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":112:0)
#loc72 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":114:0)
#loc73 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":115:0)
#loc74 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":116:0)
#loc75 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":117:0)
#loc76 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":118:0)
#loc77 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":119:0)
#loc78 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":121:0)
#loc79 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":122:0)
#loc80 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":123:0)
#loc81 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":124:0)
#loc85 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":130:0)
#loc86 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":133:0)
#loc87 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":134:0)
#loc88 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":135:0)
#loc89 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":136:0)
#loc90 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":137:0)
#loc91 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":138:0)
#loc92 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":139:0)
#loc93 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":140:0)
#loc94 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":141:0)
#loc95 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":142:0)
#loc96 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":143:0)
#loc97 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":144:0)
#loc98 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":145:0)
#loc99 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":146:0)
#loc100 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":147:0)
#loc101 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":148:0)
#loc102 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":149:0)
#loc103 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":150:0)
#loc105 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":154:0)
#loc108 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":158:0)
#loc118 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":173:0)
#loc119 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":175:0)
#loc120 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":177:0)
#loc121 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":178:0)
#loc122 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":179:0)
#loc123 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":180:0)
#loc129 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":186:0)
#loc130 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":187:0)
#loc131 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":188:0)
#loc132 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":190:0)
#loc134 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":194:0)
#loc138 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":200:0)
#loc139 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":203:0)
#loc145 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":213:0)
#loc146 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":214:0)
#loc148 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":219:0)
#loc152 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":225:0)
#loc153 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":228:0)
#loc154 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":229:0)
#loc155 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":230:0)
#loc156 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":231:0)
#loc157 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":232:0)
#loc158 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":233:0)
#loc159 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":234:0)
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0, d1) -> (d0)>
#map8 = affine_map<(d0, d1) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map12 = affine_map<(d0, d1, d2) -> ()>
#map13 = affine_map<() -> ()>
#map14 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  shard.grid @mesh(shape = 2x2) loc(#loc)
  func.func @main(%arg0: tensor<32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg1: tensor<32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg2: tensor<32x32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg3: tensor<32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg4: tensor<32x32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg5: tensor<32x32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg6: tensor<32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg7: tensor<32x32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg8: tensor<32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg9: tensor<32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg10: tensor<32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg11: tensor<64x32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg12: tensor<64xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg13: tensor<32x64xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg14: tensor<32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg15: tensor<4x16x32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg16: tensor<4x16x32xf32> loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)) -> (tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>) {
    %cst = arith.constant -5.000000e-01 : f32 loc(#loc)
    %cst_0 = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_1 = arith.constant 2.048000e+03 : f32 loc(#loc)
    %cst_2 = arith.constant 1.41421354 : f32 loc(#loc)
    %cst_3 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_4 = arith.constant 1.000000e-05 : f64 loc(#loc1)
    %cst_5 = arith.constant 0.59460355750136051 : f64 loc(#loc2)
    %cst_6 = arith.constant 0xFFF0000000000000 : f64 loc(#loc3)
    %cst_7 = arith.constant 0.70710678118654757 : f64 loc(#loc4)
    %cst_8 = arith.constant 0.3989422804014327 : f64 loc(#loc5)
    %cst_9 = arith.constant dense<true> : tensor<16x16xi1> loc(#loc6)
    %cst_10 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc7)
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc7)
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<4x4x16x16xf32> loc(#loc8)
    %cst_13 = arith.constant dense<1.000000e+00> : tensor<4x16x32xf32> loc(#loc9)
    %cst_14 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_15 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %false = arith.constant false loc(#loc)
    %cst_16 = arith.constant 0xFF800000 : f32 loc(#loc10)
    %cst_17 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c1_i64 = arith.constant 1 : i64 loc(#loc1)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c2_i64 = arith.constant 2 : i64 loc(#loc11)
    %sharding = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated = shard.shard %arg0 to %sharding : tensor<32xf32> loc(#loc)
    %sharding_18 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_19 = shard.shard %arg1 to %sharding_18 : tensor<32xf32> loc(#loc)
    %sharding_20 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_21 = shard.shard %arg2 to %sharding_20 : tensor<32x32xf32> loc(#loc)
    %sharding_22 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_23 = shard.shard %arg3 to %sharding_22 : tensor<32xf32> loc(#loc)
    %sharding_24 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_25 = shard.shard %arg4 to %sharding_24 : tensor<32x32xf32> loc(#loc)
    %sharding_26 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_27 = shard.shard %arg5 to %sharding_26 : tensor<32x32xf32> loc(#loc)
    %sharding_28 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_29 = shard.shard %arg6 to %sharding_28 : tensor<32xf32> loc(#loc)
    %sharding_30 = shard.sharding @mesh split_axes = [[], [1]] : !shard.sharding loc(#loc)
    %sharding_annotated_31 = shard.shard %arg7 to %sharding_30 : tensor<32x32xf32> loc(#loc)
    %sharding_32 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_33 = shard.shard %arg8 to %sharding_32 : tensor<32xf32> loc(#loc)
    %sharding_34 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_35 = shard.shard %arg9 to %sharding_34 : tensor<32xf32> loc(#loc)
    %sharding_36 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_37 = shard.shard %arg10 to %sharding_36 : tensor<32xf32> loc(#loc)
    %sharding_38 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_39 = shard.shard %arg11 to %sharding_38 : tensor<64x32xf32> loc(#loc)
    %sharding_40 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_41 = shard.shard %arg12 to %sharding_40 : tensor<64xf32> loc(#loc)
    %sharding_42 = shard.sharding @mesh split_axes = [[], [1]] : !shard.sharding loc(#loc)
    %sharding_annotated_43 = shard.shard %arg13 to %sharding_42 : tensor<32x64xf32> loc(#loc)
    %sharding_44 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_45 = shard.shard %arg14 to %sharding_44 : tensor<32xf32> loc(#loc)
    %sharding_46 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated_47 = shard.shard %arg15 to %sharding_46 : tensor<4x16x32xf32> loc(#loc)
    %sharding_48 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated_49 = shard.shard %arg16 to %sharding_48 : tensor<4x16x32xf32> loc(#loc)
    %0 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %1 = linalg.fill ins(%cst_17 : f32) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc1)
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sharding_annotated_47 : tensor<4x16x32xf32>) outs(%1 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc1)
      linalg.yield %209 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %3 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<4x16xf32>) outs(%3 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %209 = arith.divf %in, %cst_3 : f32 loc(#loc1)
      linalg.yield %209 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %5 = tensor.empty() : tensor<4x16x32xf32> loc(#loc1)
    %6 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      linalg.yield %in : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sharding_annotated_47, %6 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %209 = arith.subf %in, %in_137 : f32 loc(#loc1)
      linalg.yield %209 : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %7 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc1)
      linalg.yield %209 : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %9 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %10 = linalg.fill ins(%cst_17 : f32) outs(%9 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc1)
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<4x16x32xf32>) outs(%10 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc1)
      linalg.yield %209 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %12 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<4x16xf32>) outs(%12 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %209 = arith.divf %in, %cst_3 : f32 loc(#loc1)
      linalg.yield %209 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %14 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<4x16xf32>) outs(%14 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %209 = arith.truncf %cst_4 : f64 to f32 loc(#loc1)
      %210 = arith.addf %in, %209 : f32 loc(#loc1)
      linalg.yield %210 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %16 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<4x16xf32>) outs(%16 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %209 = math.rsqrt %in : f32 loc(#loc1)
      linalg.yield %209 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %18 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      linalg.yield %in : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %18 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc1)
      linalg.yield %209 : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %20 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %sharding_annotated : tensor<4x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc1)
      linalg.yield %209 : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %21 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %sharding_annotated_19 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc1)
      linalg.yield %209 : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32> loc(#loc12)
    %22 = tensor.empty() : tensor<32x32xf32> loc(#loc13)
    %transposed = linalg.transpose ins(%sharding_annotated_21 : tensor<32x32xf32>) outs(%22 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc13)
    %23 = tensor.empty() : tensor<64x32xf32> loc(#loc14)
    %24 = linalg.fill ins(%cst_17 : f32) outs(%23 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc14)
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<64x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc14)
    %26 = linalg.generic {indexing_maps = [#map4, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_23, %25 : tensor<32xf32>, tensor<64x32xf32>) outs(%23 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":12:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":12:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":12:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc14)
      linalg.yield %209 : f32 loc(#loc14)
    } -> tensor<64x32xf32> loc(#loc14)
    %expanded = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32> loc(#loc15)
    %27 = tensor.empty() : tensor<4x4x16x8xf32> loc(#loc16)
    %transposed_50 = linalg.transpose ins(%expanded : tensor<4x16x4x8xf32>) outs(%27 : tensor<4x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc16)
    %transposed_51 = linalg.transpose ins(%sharding_annotated_25 : tensor<32x32xf32>) outs(%22 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc17)
    %28 = linalg.matmul ins(%collapsed, %transposed_51 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc18)
    %expanded_52 = tensor.expand_shape %28 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32> loc(#loc19)
    %transposed_53 = linalg.transpose ins(%sharding_annotated_27 : tensor<32x32xf32>) outs(%22 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc20)
    %29 = linalg.matmul ins(%collapsed, %transposed_53 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc21)
    %30 = linalg.generic {indexing_maps = [#map4, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_29, %29 : tensor<32xf32>, tensor<64x32xf32>) outs(%23 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":24:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":24:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":24:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc21)
      linalg.yield %209 : f32 loc(#loc21)
    } -> tensor<64x32xf32> loc(#loc21)
    %expanded_54 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32> loc(#loc22)
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<4x16x4x8xf32>) outs(%27 : tensor<4x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc23)
    %31 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_50 : tensor<4x4x16x8xf32>) outs(%27 : tensor<4x4x16x8xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":15:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":28:0)):
      %209 = arith.truncf %cst_5 : f64 to f32 loc(#loc2)
      %210 = arith.mulf %in, %209 : f32 loc(#loc2)
      linalg.yield %210 : f32 loc(#loc2)
    } -> tensor<4x4x16x8xf32> loc(#loc2)
    %32 = tensor.empty() : tensor<16xi64> loc(#loc24)
    %33 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%32 : tensor<16xi64>) {
    ^bb0(%out: i64 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":30:0)):
      %209 = linalg.index 0 : index loc(#loc24)
      %210 = arith.index_cast %209 : index to i64 loc(#loc24)
      linalg.yield %210 : i64 loc(#loc24)
    } -> tensor<16xi64> loc(#loc24)
    %34 = tensor.empty() : tensor<16x16xi64> loc(#loc25)
    %35 = linalg.generic {indexing_maps = [#map4, #map7, #map2], iterator_types = ["parallel", "parallel"]} ins(%33, %33 : tensor<16xi64>, tensor<16xi64>) outs(%34 : tensor<16x16xi64>) {
    ^bb0(%in: i64 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":31:0), %in_137: i64 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":33:0), %out: i64 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":34:0)):
      %209 = arith.subi %in, %in_137 : i64 loc(#loc25)
      linalg.yield %209 : i64 loc(#loc25)
    } -> tensor<16x16xi64> loc(#loc25)
    %36 = tensor.empty() : tensor<16x16xi1> loc(#loc28)
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<16x16xi64>) outs(%36 : tensor<16x16xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":34:0), %out: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":35:0)):
      %209 = arith.cmpi sle, %in, %c0_i64 : i64 loc(#loc28)
      linalg.yield %209 : i1 loc(#loc28)
    } -> tensor<16x16xi1> loc(#loc28)
    %38 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%37, %cst_9 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%36 : tensor<16x16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":35:0), %in_137: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":36:0), %out: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":36:0)):
      %209 = arith.andi %in, %in_137 : i1 loc(#loc6)
      linalg.yield %209 : i1 loc(#loc6)
    } -> tensor<16x16xi1> loc(#loc6)
    %39 = tensor.empty() : tensor<16x16xf32> loc(#loc7)
    %40 = linalg.generic {indexing_maps = [#map2, #map8, #map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_11, %cst_10 : tensor<16x16xi1>, tensor<f32>, tensor<f32>) outs(%39 : tensor<16x16xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":36:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0), %in_138: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0)):
      %209 = arith.select %in, %in_137, %in_138 : f32 loc(#loc7)
      linalg.yield %209 : f32 loc(#loc7)
    } -> tensor<16x16xf32> loc(#loc7)
    %41 = tensor.empty() : tensor<4x4x8x16xf32> loc(#loc29)
    %transposed_56 = linalg.transpose ins(%expanded_52 : tensor<4x16x4x8xf32>) outs(%41 : tensor<4x4x8x16xf32>) permutation = [0, 2, 3, 1]  loc(#loc29)
    %42 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_56 : tensor<4x4x8x16xf32>) outs(%41 : tensor<4x4x8x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":40:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":41:0)):
      %209 = arith.truncf %cst_5 : f64 to f32 loc(#loc30)
      %210 = arith.mulf %in, %209 : f32 loc(#loc30)
      linalg.yield %210 : f32 loc(#loc30)
    } -> tensor<4x4x8x16xf32> loc(#loc30)
    %collapsed_57 = tensor.collapse_shape %31 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32> loc(#loc31)
    %collapsed_58 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<4x4x8x16xf32> into tensor<16x8x16xf32> loc(#loc32)
    %43 = tensor.empty() : tensor<16x16x16xf32> loc(#loc33)
    %44 = linalg.fill ins(%cst_17 : f32) outs(%43 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc(#loc33)
    %45 = linalg.batch_matmul ins(%collapsed_57, %collapsed_58 : tensor<16x16x8xf32>, tensor<16x8x16xf32>) outs(%44 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc(#loc33)
    %expanded_59 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc(#loc34)
    %46 = tensor.empty() : tensor<4x4x16x16xf32> loc(#loc35)
    %47 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_59, %40 : tensor<4x4x16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":49:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":50:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc35)
      linalg.yield %209 : f32 loc(#loc35)
    } -> tensor<4x4x16x16xf32> loc(#loc35)
    %48 = tensor.empty() : tensor<4x4x16xi64> loc(#loc10)
    %49 = linalg.fill ins(%c0_i64 : i64) outs(%48 : tensor<4x4x16xi64>) -> tensor<4x4x16xi64> loc(#loc10)
    %50 = tensor.empty() : tensor<4x4x16xf32> loc(#loc10)
    %51 = linalg.fill ins(%cst_16 : f32) outs(%50 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc(#loc10)
    %52:2 = linalg.generic {indexing_maps = [#map5, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%47 : tensor<4x4x16x16xf32>) outs(%51, %49 : tensor<4x4x16xf32>, tensor<4x4x16xi64>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":50:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out_137: i64 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0)):
      %209 = linalg.index 3 : index loc(#loc10)
      %210 = arith.index_cast %209 : index to i64 loc(#loc10)
      %211 = arith.maximumf %in, %out : f32 loc(#loc10)
      %212 = arith.cmpf ogt, %in, %out : f32 loc(#loc10)
      %213 = arith.select %212, %210, %out_137 : i64 loc(#loc10)
      linalg.yield %211, %213 : f32, i64 loc(#loc10)
    } -> (tensor<4x4x16xf32>, tensor<4x4x16xi64>) loc(#loc10)
    %53 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %52#0 : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":50:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0)):
      %209 = arith.subf %in, %in_137 : f32 loc(#loc10)
      linalg.yield %209 : f32 loc(#loc10)
    } -> tensor<4x4x16x16xf32> loc(#loc10)
    %54 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<4x4x16x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0)):
      %209 = math.exp %in : f32 loc(#loc10)
      linalg.yield %209 : f32 loc(#loc10)
    } -> tensor<4x4x16x16xf32> loc(#loc10)
    %55 = tensor.empty() : tensor<4x4x16xf32> loc(#loc10)
    %56 = linalg.fill ins(%cst_17 : f32) outs(%55 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc(#loc10)
    %57 = linalg.generic {indexing_maps = [#map5, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<4x4x16x16xf32>) outs(%56 : tensor<4x4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc10)
      linalg.yield %209 : f32 loc(#loc10)
    } -> tensor<4x4x16xf32> loc(#loc10)
    %58 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %57 : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0)):
      %209 = arith.divf %in, %in_137 : f32 loc(#loc10)
      linalg.yield %209 : f32 loc(#loc10)
    } -> tensor<4x4x16x16xf32> loc(#loc10)
    %59 = tensor.empty() : tensor<4x4x16x16xi1> loc(#loc3)
    %60 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<4x4x16x16xf32>) outs(%59 : tensor<4x4x16x16xi1>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":50:0), %out: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":53:0)):
      %209 = arith.extf %in : f32 to f64 loc(#loc3)
      %210 = arith.cmpf oeq, %209, %cst_6 : f64 loc(#loc3)
      linalg.yield %210 : i1 loc(#loc3)
    } -> tensor<4x4x16x16xi1> loc(#loc3)
    %61 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<4x4x16x16xi1>) outs(%59 : tensor<4x4x16x16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":53:0), %out: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":54:0)):
      %209 = arith.cmpi eq, %in, %false : i1 loc(#loc36)
      linalg.yield %209 : i1 loc(#loc36)
    } -> tensor<4x4x16x16xi1> loc(#loc36)
    %62 = tensor.empty() : tensor<4x4x16xi1> loc(#loc37)
    %63 = linalg.fill ins(%false : i1) outs(%62 : tensor<4x4x16xi1>) -> tensor<4x4x16xi1> loc(#loc37)
    %64 = linalg.generic {indexing_maps = [#map5, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<4x4x16x16xi1>) outs(%63 : tensor<4x4x16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":54:0), %out: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":55:0)):
      %209 = arith.ori %in, %out : i1 loc(#loc37)
      linalg.yield %209 : i1 loc(#loc37)
    } -> tensor<4x4x16xi1> loc(#loc37)
    %65 = tensor.empty() : tensor<4x4x16xi1> loc(#loc38)
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<4x4x16xi1>) outs(%65 : tensor<4x4x16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":55:0), %out: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":56:0)):
      %209 = arith.cmpi eq, %in, %false : i1 loc(#loc38)
      linalg.yield %209 : i1 loc(#loc38)
    } -> tensor<4x4x16xi1> loc(#loc38)
    %67 = linalg.generic {indexing_maps = [#map10, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %cst_12, %58 : tensor<4x4x16xi1>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":56:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":58:0), %in_138: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":58:0)):
      %209 = arith.select %in, %in_137, %in_138 : f32 loc(#loc8)
      linalg.yield %209 : f32 loc(#loc8)
    } -> tensor<4x4x16x16xf32> loc(#loc8)
    %collapsed_60 = tensor.collapse_shape %67 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc(#loc39)
    %collapsed_61 = tensor.collapse_shape %transposed_55 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32> loc(#loc40)
    %68 = tensor.empty() : tensor<16x16x8xf32> loc(#loc41)
    %69 = linalg.fill ins(%cst_17 : f32) outs(%68 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc41)
    %70 = linalg.batch_matmul ins(%collapsed_60, %collapsed_61 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%69 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc41)
    %expanded_62 = tensor.expand_shape %70 [[0, 1], [2], [3]] output_shape [4, 4, 16, 8] : tensor<16x16x8xf32> into tensor<4x4x16x8xf32> loc(#loc42)
    %71 = tensor.empty() : tensor<4x16x4x8xf32> loc(#loc43)
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<4x4x16x8xf32>) outs(%71 : tensor<4x16x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc43)
    %collapsed_64 = tensor.collapse_shape %transposed_63 [[0], [1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<4x16x32xf32> loc(#loc44)
    %transposed_65 = linalg.transpose ins(%sharding_annotated_31 : tensor<32x32xf32>) outs(%22 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc45)
    %72 = tensor.empty() : tensor<4x32x32xf32> loc(#loc46)
    %73 = linalg.generic {indexing_maps = [#map11, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_65 : tensor<32x32xf32>) outs(%72 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":71:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":74:0)):
      linalg.yield %in : f32 loc(#loc46)
    } -> tensor<4x32x32xf32> loc(#loc46)
    %74 = linalg.fill ins(%cst_17 : f32) outs(%5 : tensor<4x16x32xf32>) -> tensor<4x16x32xf32> loc(#loc47)
    %75 = linalg.batch_matmul ins(%collapsed_64, %73 : tensor<4x16x32xf32>, tensor<4x32x32xf32>) outs(%74 : tensor<4x16x32xf32>) -> tensor<4x16x32xf32> loc(#loc47)
    %76 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %sharding_annotated_33 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":76:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":78:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":78:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc48)
      linalg.yield %209 : f32 loc(#loc48)
    } -> tensor<4x16x32xf32> loc(#loc48)
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sharding_annotated_47, %76 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":78:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc49)
      linalg.yield %209 : f32 loc(#loc49)
    } -> tensor<4x16x32xf32> loc(#loc49)
    %78 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %79 = linalg.fill ins(%cst_17 : f32) outs(%78 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc50)
    %80 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<4x16x32xf32>) outs(%79 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc50)
      linalg.yield %209 : f32 loc(#loc50)
    } -> tensor<4x16xf32> loc(#loc50)
    %81 = tensor.empty() : tensor<4x16xf32> loc(#loc50)
    %82 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<4x16xf32>) outs(%81 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %209 = arith.divf %in, %cst_3 : f32 loc(#loc50)
      linalg.yield %209 : f32 loc(#loc50)
    } -> tensor<4x16xf32> loc(#loc50)
    %83 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      linalg.yield %in : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %84 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %83 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %209 = arith.subf %in, %in_137 : f32 loc(#loc50)
      linalg.yield %209 : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %84 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc50)
      linalg.yield %209 : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %86 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %87 = linalg.fill ins(%cst_17 : f32) outs(%86 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc50)
    %88 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<4x16x32xf32>) outs(%87 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc50)
      linalg.yield %209 : f32 loc(#loc50)
    } -> tensor<4x16xf32> loc(#loc50)
    %89 = tensor.empty() : tensor<4x16xf32> loc(#loc50)
    %90 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<4x16xf32>) outs(%89 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %209 = arith.divf %in, %cst_3 : f32 loc(#loc50)
      linalg.yield %209 : f32 loc(#loc50)
    } -> tensor<4x16xf32> loc(#loc50)
    %91 = tensor.empty() : tensor<4x16xf32> loc(#loc50)
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<4x16xf32>) outs(%91 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %209 = arith.truncf %cst_4 : f64 to f32 loc(#loc50)
      %210 = arith.addf %in, %209 : f32 loc(#loc50)
      linalg.yield %210 : f32 loc(#loc50)
    } -> tensor<4x16xf32> loc(#loc50)
    %93 = tensor.empty() : tensor<4x16xf32> loc(#loc50)
    %94 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<4x16xf32>) outs(%93 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %209 = math.rsqrt %in : f32 loc(#loc50)
      linalg.yield %209 : f32 loc(#loc50)
    } -> tensor<4x16xf32> loc(#loc50)
    %95 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      linalg.yield %in : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %96 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %95 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc50)
      linalg.yield %209 : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %97 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %sharding_annotated_35 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc50)
      linalg.yield %209 : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %98 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %sharding_annotated_37 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc50)
      linalg.yield %209 : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %collapsed_66 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32> loc(#loc51)
    %99 = tensor.empty() : tensor<32x64xf32> loc(#loc52)
    %transposed_67 = linalg.transpose ins(%sharding_annotated_39 : tensor<64x32xf32>) outs(%99 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc52)
    %100 = tensor.empty() : tensor<64x64xf32> loc(#loc53)
    %101 = linalg.fill ins(%cst_17 : f32) outs(%100 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc53)
    %102 = linalg.matmul ins(%collapsed_66, %transposed_67 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%101 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc53)
    %103 = linalg.generic {indexing_maps = [#map4, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_41, %102 : tensor<64xf32>, tensor<64x64xf32>) outs(%100 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":86:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":86:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":86:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc53)
      linalg.yield %209 : f32 loc(#loc53)
    } -> tensor<64x64xf32> loc(#loc53)
    %expanded_68 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc(#loc54)
    %104 = tensor.empty() : tensor<4x16x64xf32> loc(#loc55)
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":87:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0)):
      %209 = arith.divf %in, %cst_2 : f32 loc(#loc55)
      %210 = math.erf %209 : f32 loc(#loc55)
      %211 = arith.addf %210, %cst_15 : f32 loc(#loc55)
      %212 = arith.mulf %211, %cst_14 : f32 loc(#loc55)
      %213 = arith.mulf %in, %212 : f32 loc(#loc55)
      linalg.yield %213 : f32 loc(#loc55)
    } -> tensor<4x16x64xf32> loc(#loc55)
    %collapsed_69 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc(#loc56)
    %transposed_70 = linalg.transpose ins(%sharding_annotated_43 : tensor<32x64xf32>) outs(%23 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc57)
    %106 = linalg.matmul ins(%collapsed_69, %transposed_70 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc58)
    %107 = linalg.generic {indexing_maps = [#map4, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_45, %106 : tensor<32xf32>, tensor<64x32xf32>) outs(%23 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":91:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":91:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":91:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc58)
      linalg.yield %209 : f32 loc(#loc58)
    } -> tensor<64x32xf32> loc(#loc58)
    %expanded_71 = tensor.expand_shape %107 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc59)
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %expanded_71 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":92:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":93:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc60)
      linalg.yield %209 : f32 loc(#loc60)
    } -> tensor<4x16x32xf32> loc(#loc60)
    %109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %sharding_annotated_49 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":93:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":94:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":94:0)):
      %209 = arith.subf %in, %in_137 : f32 loc(#loc61)
      linalg.yield %209 : f32 loc(#loc61)
    } -> tensor<4x16x32xf32> loc(#loc61)
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":94:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":95:0)):
      %209 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc11)
      linalg.yield %209 : f32 loc(#loc11)
    } -> tensor<4x16x32xf32> loc(#loc11)
    %111 = tensor.empty() : tensor<f32> loc(#loc62)
    %112 = linalg.fill ins(%cst_17 : f32) outs(%111 : tensor<f32>) -> tensor<f32> loc(#loc62)
    %113 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "reduction", "reduction"]} ins(%110 : tensor<4x16x32xf32>) outs(%112 : tensor<f32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":95:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":96:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc62)
      linalg.yield %209 : f32 loc(#loc62)
    } -> tensor<f32> loc(#loc62)
    %114 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%113 : tensor<f32>) outs(%111 : tensor<f32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":96:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":96:0)):
      %209 = arith.divf %in, %cst_1 : f32 loc(#loc62)
      linalg.yield %209 : f32 loc(#loc62)
    } -> tensor<f32> loc(#loc62)
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13 : tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0)):
      %209 = arith.divf %in, %cst_1 : f32 loc(#loc9)
      linalg.yield %209 : f32 loc(#loc9)
    } -> tensor<4x16x32xf32> loc(#loc9)
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":94:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":100:0)):
      %209 = math.fpowi %in, %c1_i64 : f32, i64 loc(#loc63)
      linalg.yield %209 : f32 loc(#loc63)
    } -> tensor<4x16x32xf32> loc(#loc63)
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":100:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":101:0)):
      %209 = arith.mulf %in, %cst_0 : f32 loc(#loc64)
      linalg.yield %209 : f32 loc(#loc64)
    } -> tensor<4x16x32xf32> loc(#loc64)
    %118 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %117 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":101:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":102:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc65)
      linalg.yield %209 : f32 loc(#loc65)
    } -> tensor<4x16x32xf32> loc(#loc65)
    %collapsed_72 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32> loc(#loc66)
    %119 = linalg.matmul ins(%collapsed_72, %sharding_annotated_43 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%101 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc67)
    %transposed_73 = linalg.transpose ins(%collapsed_72 : tensor<64x32xf32>) outs(%99 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc68)
    %120 = linalg.fill ins(%cst_17 : f32) outs(%99 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc69)
    %121 = linalg.matmul ins(%transposed_73, %collapsed_69 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%120 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc69)
    %122 = tensor.empty() : tensor<32xf32> loc(#loc70)
    %123 = linalg.fill ins(%cst_17 : f32) outs(%122 : tensor<32xf32>) -> tensor<32xf32> loc(#loc70)
    %124 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed_72 : tensor<64x32xf32>) outs(%123 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":103:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":109:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc70)
      linalg.yield %209 : f32 loc(#loc70)
    } -> tensor<32xf32> loc(#loc70)
    %expanded_74 = tensor.expand_shape %119 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc(#loc71)
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":87:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0)):
      %209 = arith.truncf %cst_7 : f64 to f32 loc(#loc4)
      %210 = arith.mulf %in, %209 : f32 loc(#loc4)
      linalg.yield %210 : f32 loc(#loc4)
    } -> tensor<4x16x64xf32> loc(#loc4)
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":114:0)):
      %209 = math.erf %in : f32 loc(#loc72)
      linalg.yield %209 : f32 loc(#loc72)
    } -> tensor<4x16x64xf32> loc(#loc72)
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":114:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":115:0)):
      %209 = arith.addf %in, %cst_15 : f32 loc(#loc73)
      linalg.yield %209 : f32 loc(#loc73)
    } -> tensor<4x16x64xf32> loc(#loc73)
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":115:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":116:0)):
      %209 = arith.mulf %in, %cst_14 : f32 loc(#loc74)
      linalg.yield %209 : f32 loc(#loc74)
    } -> tensor<4x16x64xf32> loc(#loc74)
    %129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %expanded_68 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":87:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":87:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":117:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc75)
      linalg.yield %209 : f32 loc(#loc75)
    } -> tensor<4x16x64xf32> loc(#loc75)
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":117:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":118:0)):
      %209 = arith.mulf %in, %cst : f32 loc(#loc76)
      linalg.yield %209 : f32 loc(#loc76)
    } -> tensor<4x16x64xf32> loc(#loc76)
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":118:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":119:0)):
      %209 = math.exp %in : f32 loc(#loc77)
      linalg.yield %209 : f32 loc(#loc77)
    } -> tensor<4x16x64xf32> loc(#loc77)
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":119:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":120:0)):
      %209 = arith.truncf %cst_8 : f64 to f32 loc(#loc5)
      %210 = arith.mulf %in, %209 : f32 loc(#loc5)
      linalg.yield %210 : f32 loc(#loc5)
    } -> tensor<4x16x64xf32> loc(#loc5)
    %133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %132 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":87:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":120:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":121:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc78)
      linalg.yield %209 : f32 loc(#loc78)
    } -> tensor<4x16x64xf32> loc(#loc78)
    %134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %133 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":116:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":121:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":122:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc79)
      linalg.yield %209 : f32 loc(#loc79)
    } -> tensor<4x16x64xf32> loc(#loc79)
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74, %134 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":112:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":122:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":123:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc80)
      linalg.yield %209 : f32 loc(#loc80)
    } -> tensor<4x16x64xf32> loc(#loc80)
    %collapsed_75 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc(#loc81)
    %136 = linalg.matmul ins(%collapsed_75, %sharding_annotated_39 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc82)
    %transposed_76 = linalg.transpose ins(%collapsed_75 : tensor<64x64xf32>) outs(%100 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc83)
    %137 = linalg.matmul ins(%transposed_76, %collapsed_66 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc84)
    %138 = tensor.empty() : tensor<64xf32> loc(#loc85)
    %139 = linalg.fill ins(%cst_17 : f32) outs(%138 : tensor<64xf32>) -> tensor<64xf32> loc(#loc85)
    %140 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed_75 : tensor<64x64xf32>) outs(%139 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":124:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":130:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc85)
      linalg.yield %209 : f32 loc(#loc85)
    } -> tensor<64xf32> loc(#loc85)
    %expanded_77 = tensor.expand_shape %136 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc86)
    %141 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %82 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":134:0)):
      %209 = arith.subf %in, %in_137 : f32 loc(#loc87)
      linalg.yield %209 : f32 loc(#loc87)
    } -> tensor<4x16x32xf32> loc(#loc87)
    %142 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %94 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":134:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":135:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc88)
      linalg.yield %209 : f32 loc(#loc88)
    } -> tensor<4x16x32xf32> loc(#loc88)
    %143 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %sharding_annotated_35 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":133:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":136:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc89)
      linalg.yield %209 : f32 loc(#loc89)
    } -> tensor<4x16x32xf32> loc(#loc89)
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":136:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":137:0)):
      %209 = arith.mulf %in, %cst_3 : f32 loc(#loc90)
      linalg.yield %209 : f32 loc(#loc90)
    } -> tensor<4x16x32xf32> loc(#loc90)
    %145 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %146 = linalg.fill ins(%cst_17 : f32) outs(%145 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc91)
    %147 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<4x16x32xf32>) outs(%146 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":136:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":138:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc91)
      linalg.yield %209 : f32 loc(#loc91)
    } -> tensor<4x16xf32> loc(#loc91)
    %148 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %142 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":136:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":135:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":139:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc92)
      linalg.yield %209 : f32 loc(#loc92)
    } -> tensor<4x16x32xf32> loc(#loc92)
    %149 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %150 = linalg.fill ins(%cst_17 : f32) outs(%149 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc93)
    %151 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<4x16x32xf32>) outs(%150 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":139:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":140:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc93)
      linalg.yield %209 : f32 loc(#loc93)
    } -> tensor<4x16xf32> loc(#loc93)
    %152 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %151 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":135:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":140:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":141:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc94)
      linalg.yield %209 : f32 loc(#loc94)
    } -> tensor<4x16x32xf32> loc(#loc94)
    %153 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %147 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":137:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":138:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":142:0)):
      %209 = arith.subf %in, %in_137 : f32 loc(#loc95)
      linalg.yield %209 : f32 loc(#loc95)
    } -> tensor<4x16x32xf32> loc(#loc95)
    %154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %152 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":142:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":141:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":143:0)):
      %209 = arith.subf %in, %in_137 : f32 loc(#loc96)
      linalg.yield %209 : f32 loc(#loc96)
    } -> tensor<4x16x32xf32> loc(#loc96)
    %155 = tensor.empty() : tensor<4x16xf32> loc(#loc97)
    %156 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%94 : tensor<4x16xf32>) outs(%155 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":144:0)):
      %209 = arith.divf %in, %cst_3 : f32 loc(#loc97)
      linalg.yield %209 : f32 loc(#loc97)
    } -> tensor<4x16xf32> loc(#loc97)
    %157 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %154 : tensor<4x16xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":144:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":143:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":145:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc98)
      linalg.yield %209 : f32 loc(#loc98)
    } -> tensor<4x16x32xf32> loc(#loc98)
    %158 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %142 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":133:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":135:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":146:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc99)
      linalg.yield %209 : f32 loc(#loc99)
    } -> tensor<4x16x32xf32> loc(#loc99)
    %159 = tensor.empty() : tensor<32xf32> loc(#loc100)
    %160 = linalg.fill ins(%cst_17 : f32) outs(%159 : tensor<32xf32>) -> tensor<32xf32> loc(#loc100)
    %161 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%158 : tensor<4x16x32xf32>) outs(%160 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":146:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":147:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc100)
      linalg.yield %209 : f32 loc(#loc100)
    } -> tensor<32xf32> loc(#loc100)
    %162 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_77 : tensor<4x16x32xf32>) outs(%160 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":133:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":148:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc101)
      linalg.yield %209 : f32 loc(#loc101)
    } -> tensor<32xf32> loc(#loc101)
    %163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %157 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":102:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":145:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":149:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc102)
      linalg.yield %209 : f32 loc(#loc102)
    } -> tensor<4x16x32xf32> loc(#loc102)
    %164 = tensor.empty() : tensor<32xf32> loc(#loc103)
    %165 = linalg.fill ins(%cst_17 : f32) outs(%164 : tensor<32xf32>) -> tensor<32xf32> loc(#loc103)
    %166 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%163 : tensor<4x16x32xf32>) outs(%165 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":149:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":150:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc103)
      linalg.yield %209 : f32 loc(#loc103)
    } -> tensor<32xf32> loc(#loc103)
    %167 = tensor.empty() : tensor<4x32x16xf32> loc(#loc104)
    %transposed_78 = linalg.transpose ins(%collapsed_64 : tensor<4x16x32xf32>) outs(%167 : tensor<4x32x16xf32>) permutation = [0, 2, 1]  loc(#loc104)
    %168 = linalg.fill ins(%cst_17 : f32) outs(%72 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32> loc(#loc105)
    %169 = linalg.batch_matmul ins(%transposed_78, %163 : tensor<4x32x16xf32>, tensor<4x16x32xf32>) outs(%168 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32> loc(#loc105)
    %transposed_79 = linalg.transpose ins(%73 : tensor<4x32x32xf32>) outs(%72 : tensor<4x32x32xf32>) permutation = [0, 2, 1]  loc(#loc106)
    %170 = linalg.batch_matmul ins(%163, %transposed_79 : tensor<4x16x32xf32>, tensor<4x32x32xf32>) outs(%74 : tensor<4x16x32xf32>) -> tensor<4x16x32xf32> loc(#loc107)
    %171 = tensor.empty() : tensor<32x32xf32> loc(#loc108)
    %172 = linalg.fill ins(%cst_17 : f32) outs(%171 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc108)
    %173 = linalg.generic {indexing_maps = [#map, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%169 : tensor<4x32x32xf32>) outs(%172 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":154:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":158:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc108)
      linalg.yield %209 : f32 loc(#loc108)
    } -> tensor<32x32xf32> loc(#loc108)
    %transposed_80 = linalg.transpose ins(%173 : tensor<32x32xf32>) outs(%22 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc109)
    %expanded_81 = tensor.expand_shape %170 [[0], [1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<4x16x32xf32> into tensor<4x16x4x8xf32> loc(#loc110)
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<4x16x4x8xf32>) outs(%27 : tensor<4x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc111)
    %collapsed_83 = tensor.collapse_shape %transposed_82 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32> loc(#loc112)
    %transposed_84 = linalg.transpose ins(%collapsed_60 : tensor<16x16x16xf32>) outs(%43 : tensor<16x16x16xf32>) permutation = [0, 2, 1]  loc(#loc113)
    %174 = linalg.batch_matmul ins(%transposed_84, %collapsed_83 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%69 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc114)
    %175 = tensor.empty() : tensor<16x8x16xf32> loc(#loc115)
    %transposed_85 = linalg.transpose ins(%collapsed_61 : tensor<16x16x8xf32>) outs(%175 : tensor<16x8x16xf32>) permutation = [0, 2, 1]  loc(#loc115)
    %176 = linalg.batch_matmul ins(%collapsed_83, %transposed_85 : tensor<16x16x8xf32>, tensor<16x8x16xf32>) outs(%44 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc(#loc116)
    %expanded_86 = tensor.expand_shape %174 [[0, 1], [2], [3]] output_shape [4, 4, 16, 8] : tensor<16x16x8xf32> into tensor<4x4x16x8xf32> loc(#loc117)
    %expanded_87 = tensor.expand_shape %176 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc(#loc118)
    %177 = linalg.generic {indexing_maps = [#map10, #map14, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %cst_11, %expanded_87 : tensor<4x4x16xi1>, tensor<f32>, tensor<4x4x16x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":56:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0), %in_138: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":173:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":175:0)):
      %209 = arith.select %in, %in_137, %in_138 : f32 loc(#loc119)
      linalg.yield %209 : f32 loc(#loc119)
    } -> tensor<4x4x16x16xf32> loc(#loc119)
    %178 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %58 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":175:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":177:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc120)
      linalg.yield %209 : f32 loc(#loc120)
    } -> tensor<4x4x16x16xf32> loc(#loc120)
    %179 = tensor.empty() : tensor<4x4x16xf32> loc(#loc10)
    %180 = linalg.fill ins(%cst_17 : f32) outs(%179 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc(#loc121)
    %181 = linalg.generic {indexing_maps = [#map5, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%178 : tensor<4x4x16x16xf32>) outs(%180 : tensor<4x4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":177:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":178:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc121)
      linalg.yield %209 : f32 loc(#loc121)
    } -> tensor<4x4x16xf32> loc(#loc121)
    %182 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %181 : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":178:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":179:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc122)
      linalg.yield %209 : f32 loc(#loc122)
    } -> tensor<4x4x16x16xf32> loc(#loc122)
    %183 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %182 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":177:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":179:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":180:0)):
      %209 = arith.subf %in, %in_137 : f32 loc(#loc123)
      linalg.yield %209 : f32 loc(#loc123)
    } -> tensor<4x4x16x16xf32> loc(#loc123)
    %collapsed_88 = tensor.collapse_shape %183 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc(#loc124)
    %transposed_89 = linalg.transpose ins(%collapsed_57 : tensor<16x16x8xf32>) outs(%175 : tensor<16x8x16xf32>) permutation = [0, 2, 1]  loc(#loc125)
    %184 = linalg.fill ins(%cst_17 : f32) outs(%175 : tensor<16x8x16xf32>) -> tensor<16x8x16xf32> loc(#loc126)
    %185 = linalg.batch_matmul ins(%transposed_89, %collapsed_88 : tensor<16x8x16xf32>, tensor<16x16x16xf32>) outs(%184 : tensor<16x8x16xf32>) -> tensor<16x8x16xf32> loc(#loc126)
    %transposed_90 = linalg.transpose ins(%collapsed_58 : tensor<16x8x16xf32>) outs(%68 : tensor<16x16x8xf32>) permutation = [0, 2, 1]  loc(#loc127)
    %186 = linalg.batch_matmul ins(%collapsed_88, %transposed_90 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%69 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc128)
    %expanded_91 = tensor.expand_shape %185 [[0, 1], [2], [3]] output_shape [4, 4, 8, 16] : tensor<16x8x16xf32> into tensor<4x4x8x16xf32> loc(#loc129)
    %expanded_92 = tensor.expand_shape %186 [[0, 1], [2], [3]] output_shape [4, 4, 16, 8] : tensor<16x16x8xf32> into tensor<4x4x16x8xf32> loc(#loc130)
    %187 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_91 : tensor<4x4x8x16xf32>) outs(%41 : tensor<4x4x8x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":186:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":188:0)):
      %209 = arith.truncf %cst_5 : f64 to f32 loc(#loc131)
      %210 = arith.mulf %in, %209 : f32 loc(#loc131)
      linalg.yield %210 : f32 loc(#loc131)
    } -> tensor<4x4x8x16xf32> loc(#loc131)
    %188 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<4x4x16x8xf32>) outs(%27 : tensor<4x4x16x8xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":187:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":190:0)):
      %209 = arith.truncf %cst_5 : f64 to f32 loc(#loc132)
      %210 = arith.mulf %in, %209 : f32 loc(#loc132)
      linalg.yield %210 : f32 loc(#loc132)
    } -> tensor<4x4x16x8xf32> loc(#loc132)
    %transposed_93 = linalg.transpose ins(%expanded_86 : tensor<4x4x16x8xf32>) outs(%71 : tensor<4x16x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc133)
    %collapsed_94 = tensor.collapse_shape %transposed_93 [[0, 1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<64x32xf32> loc(#loc134)
    %189 = linalg.matmul ins(%collapsed_94, %sharding_annotated_27 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc135)
    %transposed_95 = linalg.transpose ins(%collapsed_94 : tensor<64x32xf32>) outs(%99 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc136)
    %190 = linalg.fill ins(%cst_17 : f32) outs(%22 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc137)
    %191 = linalg.matmul ins(%transposed_95, %collapsed : tensor<32x64xf32>, tensor<64x32xf32>) outs(%190 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc137)
    %192 = tensor.empty() : tensor<32xf32> loc(#loc70)
    %193 = linalg.fill ins(%cst_17 : f32) outs(%192 : tensor<32xf32>) -> tensor<32xf32> loc(#loc138)
    %194 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed_94 : tensor<64x32xf32>) outs(%193 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":194:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":200:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc138)
      linalg.yield %209 : f32 loc(#loc138)
    } -> tensor<32xf32> loc(#loc138)
    %expanded_96 = tensor.expand_shape %189 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc139)
    %transposed_97 = linalg.transpose ins(%187 : tensor<4x4x8x16xf32>) outs(%71 : tensor<4x16x4x8xf32>) permutation = [0, 3, 1, 2]  loc(#loc140)
    %collapsed_98 = tensor.collapse_shape %transposed_97 [[0, 1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<64x32xf32> loc(#loc141)
    %transposed_99 = linalg.transpose ins(%collapsed_98 : tensor<64x32xf32>) outs(%99 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc142)
    %195 = linalg.matmul ins(%transposed_99, %collapsed : tensor<32x64xf32>, tensor<64x32xf32>) outs(%190 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc143)
    %196 = linalg.matmul ins(%collapsed_98, %sharding_annotated_25 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc144)
    %expanded_100 = tensor.expand_shape %196 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc145)
    %197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %expanded_100 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":203:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":213:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":214:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc146)
      linalg.yield %209 : f32 loc(#loc146)
    } -> tensor<4x16x32xf32> loc(#loc146)
    %transposed_101 = linalg.transpose ins(%188 : tensor<4x4x16x8xf32>) outs(%71 : tensor<4x16x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc147)
    %collapsed_102 = tensor.collapse_shape %transposed_101 [[0, 1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<64x32xf32> loc(#loc148)
    %198 = linalg.matmul ins(%collapsed_102, %sharding_annotated_21 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc149)
    %transposed_103 = linalg.transpose ins(%collapsed_102 : tensor<64x32xf32>) outs(%99 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc150)
    %199 = linalg.matmul ins(%transposed_103, %collapsed : tensor<32x64xf32>, tensor<64x32xf32>) outs(%190 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc151)
    %200 = tensor.empty() : tensor<32xf32> loc(#loc70)
    %201 = linalg.fill ins(%cst_17 : f32) outs(%200 : tensor<32xf32>) -> tensor<32xf32> loc(#loc152)
    %202 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed_102 : tensor<64x32xf32>) outs(%201 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":219:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":225:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc152)
      linalg.yield %209 : f32 loc(#loc152)
    } -> tensor<32xf32> loc(#loc152)
    %expanded_104 = tensor.expand_shape %198 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc153)
    %203 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %expanded_104 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":214:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":228:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":229:0)):
      %209 = arith.addf %in, %in_137 : f32 loc(#loc154)
      linalg.yield %209 : f32 loc(#loc154)
    } -> tensor<4x16x32xf32> loc(#loc154)
    %204 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sharding_annotated_47, %4 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":230:0)):
      %209 = arith.subf %in, %in_137 : f32 loc(#loc155)
      linalg.yield %209 : f32 loc(#loc155)
    } -> tensor<4x16x32xf32> loc(#loc155)
    %205 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %17 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":230:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":231:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc156)
      linalg.yield %209 : f32 loc(#loc156)
    } -> tensor<4x16x32xf32> loc(#loc156)
    %206 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %205 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":229:0), %in_137: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":231:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":232:0)):
      %209 = arith.mulf %in, %in_137 : f32 loc(#loc157)
      linalg.yield %209 : f32 loc(#loc157)
    } -> tensor<4x16x32xf32> loc(#loc157)
    %207 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%206 : tensor<4x16x32xf32>) outs(%160 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":232:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":233:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc158)
      linalg.yield %209 : f32 loc(#loc158)
    } -> tensor<32xf32> loc(#loc158)
    %208 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%203 : tensor<4x16x32xf32>) outs(%160 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":229:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":234:0)):
      %209 = arith.addf %in, %out : f32 loc(#loc159)
      linalg.yield %209 : f32 loc(#loc159)
    } -> tensor<32xf32> loc(#loc159)
    %sharding_105 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_106 = shard.shard %114 to %sharding_105 : tensor<f32> loc(#loc)
    %sharding_107 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_108 = shard.shard %207 to %sharding_107 : tensor<32xf32> loc(#loc)
    %sharding_109 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_110 = shard.shard %208 to %sharding_109 : tensor<32xf32> loc(#loc)
    %sharding_111 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_112 = shard.shard %199 to %sharding_111 : tensor<32x32xf32> loc(#loc)
    %sharding_113 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_114 = shard.shard %202 to %sharding_113 : tensor<32xf32> loc(#loc)
    %sharding_115 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_116 = shard.shard %195 to %sharding_115 : tensor<32x32xf32> loc(#loc)
    %sharding_117 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_118 = shard.shard %191 to %sharding_117 : tensor<32x32xf32> loc(#loc)
    %sharding_119 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_120 = shard.shard %194 to %sharding_119 : tensor<32xf32> loc(#loc)
    %sharding_121 = shard.sharding @mesh split_axes = [[], [1]] : !shard.sharding loc(#loc)
    %sharding_annotated_122 = shard.shard %transposed_80 to %sharding_121 : tensor<32x32xf32> loc(#loc)
    %sharding_123 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_124 = shard.shard %166 to %sharding_123 : tensor<32xf32> loc(#loc)
    %sharding_125 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_126 = shard.shard %161 to %sharding_125 : tensor<32xf32> loc(#loc)
    %sharding_127 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_128 = shard.shard %162 to %sharding_127 : tensor<32xf32> loc(#loc)
    %sharding_129 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_130 = shard.shard %137 to %sharding_129 : tensor<64x32xf32> loc(#loc)
    %sharding_131 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_132 = shard.shard %140 to %sharding_131 : tensor<64xf32> loc(#loc)
    %sharding_133 = shard.sharding @mesh split_axes = [[], [1]] : !shard.sharding loc(#loc)
    %sharding_annotated_134 = shard.shard %121 to %sharding_133 : tensor<32x64xf32> loc(#loc)
    %sharding_135 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_136 = shard.shard %124 to %sharding_135 : tensor<32xf32> loc(#loc)
    return %sharding_annotated_106, %sharding_annotated_108, %sharding_annotated_110, %sharding_annotated_112, %sharding_annotated_114, %sharding_annotated_116, %sharding_annotated_118, %sharding_annotated_120, %sharding_annotated_122, %sharding_annotated_124, %sharding_annotated_126, %sharding_annotated_128, %sharding_annotated_130, %sharding_annotated_132, %sharding_annotated_134, %sharding_annotated_136 : tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32> loc(#loc159)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
#loc12 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":10:0)
#loc13 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":11:0)
#loc15 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":14:0)
#loc17 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":16:0)
#loc18 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":18:0)
#loc19 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":20:0)
#loc20 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":23:0)
#loc22 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":26:0)
#loc23 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":27:0)
#loc31 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":44:0)
#loc32 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":47:0)
#loc33 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":48:0)
#loc39 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":60:0)
#loc40 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":63:0)
#loc41 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":64:0)
#loc42 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":65:0)
#loc43 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":69:0)
#loc44 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":70:0)
#loc51 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":84:0)
#loc52 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":85:0)
#loc56 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":89:0)
#loc57 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":90:0)
#loc67 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":105:0)
#loc68 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":106:0)
#loc69 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":107:0)
#loc82 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":126:0)
#loc83 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":127:0)
#loc84 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":128:0)
#loc104 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":153:0)
#loc106 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":155:0)
#loc107 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":156:0)
#loc109 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":161:0)
#loc110 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":162:0)
#loc111 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":165:0)
#loc112 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":167:0)
#loc113 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":168:0)
#loc114 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":169:0)
#loc115 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":170:0)
#loc116 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":171:0)
#loc117 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":172:0)
#loc124 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":181:0)
#loc125 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":182:0)
#loc126 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":183:0)
#loc127 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":184:0)
#loc128 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":185:0)
#loc133 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":191:0)
#loc135 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":196:0)
#loc136 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":197:0)
#loc137 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":198:0)
#loc140 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":204:0)
#loc141 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":207:0)
#loc142 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":208:0)
#loc143 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":209:0)
#loc144 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":212:0)
#loc147 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":216:0)
#loc149 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":221:0)
#loc150 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":222:0)
#loc151 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":223:0)

