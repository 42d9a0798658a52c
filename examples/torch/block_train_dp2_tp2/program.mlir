#loc1 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)
#loc2 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":28:0)
#loc3 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":53:0)
#loc4 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":89:0)
#loc5 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":122:0)
#loc6 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":36:0)
#loc7 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0)
#loc8 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":58:0)
#loc9 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":103:0)
#loc10 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0)
#loc11 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0)
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
#loc56 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":90:0)
#loc57 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":91:0)
#loc58 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":92:0)
#loc61 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":95:0)
#loc62 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":96:0)
#loc63 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":97:0)
#loc64 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":98:0)
#loc65 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":100:0)
#loc66 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":104:0)
#loc67 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":105:0)
#loc68 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":106:0)
#loc69 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":107:0)
#loc73 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0)
#loc74 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":116:0)
#loc75 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":117:0)
#loc76 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":118:0)
#loc77 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":119:0)
#loc78 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":120:0)
#loc79 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":121:0)
#loc80 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":123:0)
#loc81 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":124:0)
#loc82 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":125:0)
#loc83 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":126:0)
#loc84 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":127:0)
#loc88 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":133:0)
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
#loc104 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":151:0)
#loc105 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":152:0)
#loc106 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":153:0)
#loc108 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":157:0)
#loc111 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":161:0)
#loc121 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":176:0)
#loc122 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":178:0)
#loc123 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":180:0)
#loc124 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":181:0)
#loc125 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":182:0)
#loc126 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":183:0)
#loc132 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":189:0)
#loc133 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":190:0)
#loc134 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":191:0)
#loc135 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":193:0)
#loc137 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":197:0)
#loc141 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":203:0)
#loc142 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":206:0)
#loc148 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":216:0)
#loc149 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":217:0)
#loc151 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":222:0)
#loc155 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":228:0)
#loc156 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":231:0)
#loc157 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":232:0)
#loc158 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":233:0)
#loc159 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":234:0)
#loc160 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":235:0)
#loc161 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":236:0)
#loc162 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":237:0)
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
    %cst = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 2.048000e+03 : f32 loc(#loc)
    %cst_1 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_3 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_4 = arith.constant 1.000000e-05 : f64 loc(#loc1)
    %cst_5 = arith.constant 0.59460355750136051 : f64 loc(#loc2)
    %cst_6 = arith.constant 0xFFF0000000000000 : f64 loc(#loc3)
    %cst_7 = arith.constant 0.70710678118654757 : f64 loc(#loc4)
    %cst_8 = arith.constant 1.1283791670955126 : f64 loc(#loc5)
    %cst_9 = arith.constant dense<true> : tensor<16x16xi1> loc(#loc6)
    %cst_10 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc7)
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc7)
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<4x4x16x16xf32> loc(#loc8)
    %cst_13 = arith.constant dense<1.000000e+00> : tensor<4x16x32xf32> loc(#loc9)
    %false = arith.constant false loc(#loc)
    %cst_14 = arith.constant 0xFF800000 : f32 loc(#loc10)
    %cst_15 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c1_i64 = arith.constant 1 : i64 loc(#loc1)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c2_i64 = arith.constant 2 : i64 loc(#loc11)
    %sharding = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated = shard.shard %arg0 to %sharding : tensor<32xf32> loc(#loc)
    %sharding_16 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_17 = shard.shard %arg1 to %sharding_16 : tensor<32xf32> loc(#loc)
    %sharding_18 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_19 = shard.shard %arg2 to %sharding_18 : tensor<32x32xf32> loc(#loc)
    %sharding_20 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_21 = shard.shard %arg3 to %sharding_20 : tensor<32xf32> loc(#loc)
    %sharding_22 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_23 = shard.shard %arg4 to %sharding_22 : tensor<32x32xf32> loc(#loc)
    %sharding_24 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_25 = shard.shard %arg5 to %sharding_24 : tensor<32x32xf32> loc(#loc)
    %sharding_26 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_27 = shard.shard %arg6 to %sharding_26 : tensor<32xf32> loc(#loc)
    %sharding_28 = shard.sharding @mesh split_axes = [[], [1]] : !shard.sharding loc(#loc)
    %sharding_annotated_29 = shard.shard %arg7 to %sharding_28 : tensor<32x32xf32> loc(#loc)
    %sharding_30 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_31 = shard.shard %arg8 to %sharding_30 : tensor<32xf32> loc(#loc)
    %sharding_32 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_33 = shard.shard %arg9 to %sharding_32 : tensor<32xf32> loc(#loc)
    %sharding_34 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_35 = shard.shard %arg10 to %sharding_34 : tensor<32xf32> loc(#loc)
    %sharding_36 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_37 = shard.shard %arg11 to %sharding_36 : tensor<64x32xf32> loc(#loc)
    %sharding_38 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_39 = shard.shard %arg12 to %sharding_38 : tensor<64xf32> loc(#loc)
    %sharding_40 = shard.sharding @mesh split_axes = [[], [1]] : !shard.sharding loc(#loc)
    %sharding_annotated_41 = shard.shard %arg13 to %sharding_40 : tensor<32x64xf32> loc(#loc)
    %sharding_42 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_43 = shard.shard %arg14 to %sharding_42 : tensor<32xf32> loc(#loc)
    %sharding_44 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated_45 = shard.shard %arg15 to %sharding_44 : tensor<4x16x32xf32> loc(#loc)
    %sharding_46 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated_47 = shard.shard %arg16 to %sharding_46 : tensor<4x16x32xf32> loc(#loc)
    %0 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %1 = linalg.fill ins(%cst_15 : f32) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc1)
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sharding_annotated_45 : tensor<4x16x32xf32>) outs(%1 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc1)
      linalg.yield %212 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %3 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<4x16xf32>) outs(%3 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %212 = arith.divf %in, %cst_3 : f32 loc(#loc1)
      linalg.yield %212 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %5 = tensor.empty() : tensor<4x16x32xf32> loc(#loc1)
    %6 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      linalg.yield %in : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sharding_annotated_45, %6 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %212 = arith.subf %in, %in_135 : f32 loc(#loc1)
      linalg.yield %212 : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %7 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc1)
      linalg.yield %212 : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %9 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %10 = linalg.fill ins(%cst_15 : f32) outs(%9 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc1)
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<4x16x32xf32>) outs(%10 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc1)
      linalg.yield %212 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %12 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<4x16xf32>) outs(%12 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %212 = arith.divf %in, %cst_3 : f32 loc(#loc1)
      linalg.yield %212 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %14 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<4x16xf32>) outs(%14 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %212 = arith.truncf %cst_4 : f64 to f32 loc(#loc1)
      %213 = arith.addf %in, %212 : f32 loc(#loc1)
      linalg.yield %213 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %16 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<4x16xf32>) outs(%16 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %212 = math.rsqrt %in : f32 loc(#loc1)
      linalg.yield %212 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %18 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      linalg.yield %in : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %18 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc1)
      linalg.yield %212 : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %20 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %sharding_annotated : tensor<4x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc1)
      linalg.yield %212 : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %21 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %sharding_annotated_17 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc1)
      linalg.yield %212 : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32> loc(#loc12)
    %22 = tensor.empty() : tensor<32x32xf32> loc(#loc13)
    %transposed = linalg.transpose ins(%sharding_annotated_19 : tensor<32x32xf32>) outs(%22 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc13)
    %23 = tensor.empty() : tensor<64x32xf32> loc(#loc14)
    %24 = linalg.fill ins(%cst_15 : f32) outs(%23 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc14)
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<64x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc14)
    %26 = linalg.generic {indexing_maps = [#map4, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_21, %25 : tensor<32xf32>, tensor<64x32xf32>) outs(%23 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":12:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":12:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":12:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc14)
      linalg.yield %212 : f32 loc(#loc14)
    } -> tensor<64x32xf32> loc(#loc14)
    %expanded = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32> loc(#loc15)
    %27 = tensor.empty() : tensor<4x4x16x8xf32> loc(#loc16)
    %transposed_48 = linalg.transpose ins(%expanded : tensor<4x16x4x8xf32>) outs(%27 : tensor<4x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc16)
    %transposed_49 = linalg.transpose ins(%sharding_annotated_23 : tensor<32x32xf32>) outs(%22 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc17)
    %28 = linalg.matmul ins(%collapsed, %transposed_49 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc18)
    %expanded_50 = tensor.expand_shape %28 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32> loc(#loc19)
    %transposed_51 = linalg.transpose ins(%sharding_annotated_25 : tensor<32x32xf32>) outs(%22 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc20)
    %29 = linalg.matmul ins(%collapsed, %transposed_51 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc21)
    %30 = linalg.generic {indexing_maps = [#map4, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_27, %29 : tensor<32xf32>, tensor<64x32xf32>) outs(%23 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":24:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":24:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":24:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc21)
      linalg.yield %212 : f32 loc(#loc21)
    } -> tensor<64x32xf32> loc(#loc21)
    %expanded_52 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32> loc(#loc22)
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<4x16x4x8xf32>) outs(%27 : tensor<4x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc23)
    %31 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_48 : tensor<4x4x16x8xf32>) outs(%27 : tensor<4x4x16x8xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":15:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":28:0)):
      %212 = arith.truncf %cst_5 : f64 to f32 loc(#loc2)
      %213 = arith.mulf %in, %212 : f32 loc(#loc2)
      linalg.yield %213 : f32 loc(#loc2)
    } -> tensor<4x4x16x8xf32> loc(#loc2)
    %32 = tensor.empty() : tensor<16xi64> loc(#loc24)
    %33 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%32 : tensor<16xi64>) {
    ^bb0(%out: i64 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":30:0)):
      %212 = linalg.index 0 : index loc(#loc24)
      %213 = arith.index_cast %212 : index to i64 loc(#loc24)
      linalg.yield %213 : i64 loc(#loc24)
    } -> tensor<16xi64> loc(#loc24)
    %34 = tensor.empty() : tensor<16x16xi64> loc(#loc25)
    %35 = linalg.generic {indexing_maps = [#map4, #map7, #map2], iterator_types = ["parallel", "parallel"]} ins(%33, %33 : tensor<16xi64>, tensor<16xi64>) outs(%34 : tensor<16x16xi64>) {
    ^bb0(%in: i64 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":31:0), %in_135: i64 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":33:0), %out: i64 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":34:0)):
      %212 = arith.subi %in, %in_135 : i64 loc(#loc25)
      linalg.yield %212 : i64 loc(#loc25)
    } -> tensor<16x16xi64> loc(#loc25)
    %36 = tensor.empty() : tensor<16x16xi1> loc(#loc28)
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<16x16xi64>) outs(%36 : tensor<16x16xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":34:0), %out: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":35:0)):
      %212 = arith.cmpi sle, %in, %c0_i64 : i64 loc(#loc28)
      linalg.yield %212 : i1 loc(#loc28)
    } -> tensor<16x16xi1> loc(#loc28)
    %38 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%37, %cst_9 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%36 : tensor<16x16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":35:0), %in_135: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":36:0), %out: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":36:0)):
      %212 = arith.andi %in, %in_135 : i1 loc(#loc6)
      linalg.yield %212 : i1 loc(#loc6)
    } -> tensor<16x16xi1> loc(#loc6)
    %39 = tensor.empty() : tensor<16x16xf32> loc(#loc7)
    %40 = linalg.generic {indexing_maps = [#map2, #map8, #map8, #map2], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_11, %cst_10 : tensor<16x16xi1>, tensor<f32>, tensor<f32>) outs(%39 : tensor<16x16xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":36:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0), %in_136: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0)):
      %212 = arith.select %in, %in_135, %in_136 : f32 loc(#loc7)
      linalg.yield %212 : f32 loc(#loc7)
    } -> tensor<16x16xf32> loc(#loc7)
    %41 = tensor.empty() : tensor<4x4x8x16xf32> loc(#loc29)
    %transposed_54 = linalg.transpose ins(%expanded_50 : tensor<4x16x4x8xf32>) outs(%41 : tensor<4x4x8x16xf32>) permutation = [0, 2, 3, 1]  loc(#loc29)
    %42 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_54 : tensor<4x4x8x16xf32>) outs(%41 : tensor<4x4x8x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":40:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":41:0)):
      %212 = arith.truncf %cst_5 : f64 to f32 loc(#loc30)
      %213 = arith.mulf %in, %212 : f32 loc(#loc30)
      linalg.yield %213 : f32 loc(#loc30)
    } -> tensor<4x4x8x16xf32> loc(#loc30)
    %collapsed_55 = tensor.collapse_shape %31 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32> loc(#loc31)
    %collapsed_56 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<4x4x8x16xf32> into tensor<16x8x16xf32> loc(#loc32)
    %43 = tensor.empty() : tensor<16x16x16xf32> loc(#loc33)
    %44 = linalg.fill ins(%cst_15 : f32) outs(%43 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc(#loc33)
    %45 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<16x16x8xf32>, tensor<16x8x16xf32>) outs(%44 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc(#loc33)
    %expanded_57 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc(#loc34)
    %46 = tensor.empty() : tensor<4x4x16x16xf32> loc(#loc35)
    %47 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_57, %40 : tensor<4x4x16x16xf32>, tensor<16x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":49:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":50:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc35)
      linalg.yield %212 : f32 loc(#loc35)
    } -> tensor<4x4x16x16xf32> loc(#loc35)
    %48 = tensor.empty() : tensor<4x4x16xi64> loc(#loc10)
    %49 = linalg.fill ins(%c0_i64 : i64) outs(%48 : tensor<4x4x16xi64>) -> tensor<4x4x16xi64> loc(#loc10)
    %50 = tensor.empty() : tensor<4x4x16xf32> loc(#loc10)
    %51 = linalg.fill ins(%cst_14 : f32) outs(%50 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc(#loc10)
    %52:2 = linalg.generic {indexing_maps = [#map5, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%47 : tensor<4x4x16x16xf32>) outs(%51, %49 : tensor<4x4x16xf32>, tensor<4x4x16xi64>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":50:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out_135: i64 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0)):
      %212 = linalg.index 3 : index loc(#loc10)
      %213 = arith.index_cast %212 : index to i64 loc(#loc10)
      %214 = arith.maximumf %in, %out : f32 loc(#loc10)
      %215 = arith.cmpf ogt, %in, %out : f32 loc(#loc10)
      %216 = arith.select %215, %213, %out_135 : i64 loc(#loc10)
      linalg.yield %214, %216 : f32, i64 loc(#loc10)
    } -> (tensor<4x4x16xf32>, tensor<4x4x16xi64>) loc(#loc10)
    %53 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %52#0 : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":50:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0)):
      %212 = arith.subf %in, %in_135 : f32 loc(#loc10)
      linalg.yield %212 : f32 loc(#loc10)
    } -> tensor<4x4x16x16xf32> loc(#loc10)
    %54 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<4x4x16x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0)):
      %212 = math.exp %in : f32 loc(#loc10)
      linalg.yield %212 : f32 loc(#loc10)
    } -> tensor<4x4x16x16xf32> loc(#loc10)
    %55 = tensor.empty() : tensor<4x4x16xf32> loc(#loc10)
    %56 = linalg.fill ins(%cst_15 : f32) outs(%55 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc(#loc10)
    %57 = linalg.generic {indexing_maps = [#map5, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<4x4x16x16xf32>) outs(%56 : tensor<4x4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc10)
      linalg.yield %212 : f32 loc(#loc10)
    } -> tensor<4x4x16xf32> loc(#loc10)
    %58 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %57 : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0)):
      %212 = arith.divf %in, %in_135 : f32 loc(#loc10)
      linalg.yield %212 : f32 loc(#loc10)
    } -> tensor<4x4x16x16xf32> loc(#loc10)
    %59 = tensor.empty() : tensor<4x4x16x16xi1> loc(#loc3)
    %60 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<4x4x16x16xf32>) outs(%59 : tensor<4x4x16x16xi1>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":50:0), %out: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":53:0)):
      %212 = arith.extf %in : f32 to f64 loc(#loc3)
      %213 = arith.cmpf oeq, %212, %cst_6 : f64 loc(#loc3)
      linalg.yield %213 : i1 loc(#loc3)
    } -> tensor<4x4x16x16xi1> loc(#loc3)
    %61 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<4x4x16x16xi1>) outs(%59 : tensor<4x4x16x16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":53:0), %out: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":54:0)):
      %212 = arith.cmpi eq, %in, %false : i1 loc(#loc36)
      linalg.yield %212 : i1 loc(#loc36)
    } -> tensor<4x4x16x16xi1> loc(#loc36)
    %62 = tensor.empty() : tensor<4x4x16xi1> loc(#loc37)
    %63 = linalg.fill ins(%false : i1) outs(%62 : tensor<4x4x16xi1>) -> tensor<4x4x16xi1> loc(#loc37)
    %64 = linalg.generic {indexing_maps = [#map5, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<4x4x16x16xi1>) outs(%63 : tensor<4x4x16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":54:0), %out: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":55:0)):
      %212 = arith.ori %in, %out : i1 loc(#loc37)
      linalg.yield %212 : i1 loc(#loc37)
    } -> tensor<4x4x16xi1> loc(#loc37)
    %65 = tensor.empty() : tensor<4x4x16xi1> loc(#loc38)
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<4x4x16xi1>) outs(%65 : tensor<4x4x16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":55:0), %out: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":56:0)):
      %212 = arith.cmpi eq, %in, %false : i1 loc(#loc38)
      linalg.yield %212 : i1 loc(#loc38)
    } -> tensor<4x4x16xi1> loc(#loc38)
    %67 = linalg.generic {indexing_maps = [#map10, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %cst_12, %58 : tensor<4x4x16xi1>, tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":56:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":58:0), %in_136: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":58:0)):
      %212 = arith.select %in, %in_135, %in_136 : f32 loc(#loc8)
      linalg.yield %212 : f32 loc(#loc8)
    } -> tensor<4x4x16x16xf32> loc(#loc8)
    %collapsed_58 = tensor.collapse_shape %67 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc(#loc39)
    %collapsed_59 = tensor.collapse_shape %transposed_53 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32> loc(#loc40)
    %68 = tensor.empty() : tensor<16x16x8xf32> loc(#loc41)
    %69 = linalg.fill ins(%cst_15 : f32) outs(%68 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc41)
    %70 = linalg.batch_matmul ins(%collapsed_58, %collapsed_59 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%69 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc41)
    %expanded_60 = tensor.expand_shape %70 [[0, 1], [2], [3]] output_shape [4, 4, 16, 8] : tensor<16x16x8xf32> into tensor<4x4x16x8xf32> loc(#loc42)
    %71 = tensor.empty() : tensor<4x16x4x8xf32> loc(#loc43)
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<4x4x16x8xf32>) outs(%71 : tensor<4x16x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc43)
    %collapsed_62 = tensor.collapse_shape %transposed_61 [[0], [1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<4x16x32xf32> loc(#loc44)
    %transposed_63 = linalg.transpose ins(%sharding_annotated_29 : tensor<32x32xf32>) outs(%22 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc45)
    %72 = tensor.empty() : tensor<4x32x32xf32> loc(#loc46)
    %73 = linalg.generic {indexing_maps = [#map11, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_63 : tensor<32x32xf32>) outs(%72 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":71:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":74:0)):
      linalg.yield %in : f32 loc(#loc46)
    } -> tensor<4x32x32xf32> loc(#loc46)
    %74 = linalg.fill ins(%cst_15 : f32) outs(%5 : tensor<4x16x32xf32>) -> tensor<4x16x32xf32> loc(#loc47)
    %75 = linalg.batch_matmul ins(%collapsed_62, %73 : tensor<4x16x32xf32>, tensor<4x32x32xf32>) outs(%74 : tensor<4x16x32xf32>) -> tensor<4x16x32xf32> loc(#loc47)
    %76 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %sharding_annotated_31 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":76:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":78:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":78:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc48)
      linalg.yield %212 : f32 loc(#loc48)
    } -> tensor<4x16x32xf32> loc(#loc48)
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sharding_annotated_45, %76 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":78:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc49)
      linalg.yield %212 : f32 loc(#loc49)
    } -> tensor<4x16x32xf32> loc(#loc49)
    %78 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %79 = linalg.fill ins(%cst_15 : f32) outs(%78 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc50)
    %80 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<4x16x32xf32>) outs(%79 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc50)
      linalg.yield %212 : f32 loc(#loc50)
    } -> tensor<4x16xf32> loc(#loc50)
    %81 = tensor.empty() : tensor<4x16xf32> loc(#loc50)
    %82 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<4x16xf32>) outs(%81 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %212 = arith.divf %in, %cst_3 : f32 loc(#loc50)
      linalg.yield %212 : f32 loc(#loc50)
    } -> tensor<4x16xf32> loc(#loc50)
    %83 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      linalg.yield %in : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %84 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %83 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %212 = arith.subf %in, %in_135 : f32 loc(#loc50)
      linalg.yield %212 : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %84 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc50)
      linalg.yield %212 : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %86 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %87 = linalg.fill ins(%cst_15 : f32) outs(%86 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc50)
    %88 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<4x16x32xf32>) outs(%87 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc50)
      linalg.yield %212 : f32 loc(#loc50)
    } -> tensor<4x16xf32> loc(#loc50)
    %89 = tensor.empty() : tensor<4x16xf32> loc(#loc50)
    %90 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<4x16xf32>) outs(%89 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %212 = arith.divf %in, %cst_3 : f32 loc(#loc50)
      linalg.yield %212 : f32 loc(#loc50)
    } -> tensor<4x16xf32> loc(#loc50)
    %91 = tensor.empty() : tensor<4x16xf32> loc(#loc50)
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<4x16xf32>) outs(%91 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %212 = arith.truncf %cst_4 : f64 to f32 loc(#loc50)
      %213 = arith.addf %in, %212 : f32 loc(#loc50)
      linalg.yield %213 : f32 loc(#loc50)
    } -> tensor<4x16xf32> loc(#loc50)
    %93 = tensor.empty() : tensor<4x16xf32> loc(#loc50)
    %94 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<4x16xf32>) outs(%93 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %212 = math.rsqrt %in : f32 loc(#loc50)
      linalg.yield %212 : f32 loc(#loc50)
    } -> tensor<4x16xf32> loc(#loc50)
    %95 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      linalg.yield %in : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %96 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %95 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc50)
      linalg.yield %212 : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %97 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %sharding_annotated_33 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc50)
      linalg.yield %212 : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %98 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %sharding_annotated_35 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc50)
      linalg.yield %212 : f32 loc(#loc50)
    } -> tensor<4x16x32xf32> loc(#loc50)
    %collapsed_64 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32> loc(#loc51)
    %99 = tensor.empty() : tensor<32x64xf32> loc(#loc52)
    %transposed_65 = linalg.transpose ins(%sharding_annotated_37 : tensor<64x32xf32>) outs(%99 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc52)
    %100 = tensor.empty() : tensor<64x64xf32> loc(#loc53)
    %101 = linalg.fill ins(%cst_15 : f32) outs(%100 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc53)
    %102 = linalg.matmul ins(%collapsed_64, %transposed_65 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%101 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc53)
    %103 = linalg.generic {indexing_maps = [#map4, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_39, %102 : tensor<64xf32>, tensor<64x64xf32>) outs(%100 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":86:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":86:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":86:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc53)
      linalg.yield %212 : f32 loc(#loc53)
    } -> tensor<64x64xf32> loc(#loc53)
    %expanded_66 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc(#loc54)
    %104 = tensor.empty() : tensor<4x16x64xf32> loc(#loc55)
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":87:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0)):
      %212 = arith.mulf %in, %cst_2 : f32 loc(#loc55)
      linalg.yield %212 : f32 loc(#loc55)
    } -> tensor<4x16x64xf32> loc(#loc55)
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":87:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":89:0)):
      %212 = arith.truncf %cst_7 : f64 to f32 loc(#loc4)
      %213 = arith.mulf %in, %212 : f32 loc(#loc4)
      linalg.yield %213 : f32 loc(#loc4)
    } -> tensor<4x16x64xf32> loc(#loc4)
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":89:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":90:0)):
      %212 = math.erf %in : f32 loc(#loc56)
      linalg.yield %212 : f32 loc(#loc56)
    } -> tensor<4x16x64xf32> loc(#loc56)
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":90:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":91:0)):
      %212 = arith.addf %in, %cst_1 : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<4x16x64xf32> loc(#loc57)
    %109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %108 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":91:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":92:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc58)
      linalg.yield %212 : f32 loc(#loc58)
    } -> tensor<4x16x64xf32> loc(#loc58)
    %collapsed_67 = tensor.collapse_shape %109 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc(#loc59)
    %transposed_68 = linalg.transpose ins(%sharding_annotated_41 : tensor<32x64xf32>) outs(%23 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc60)
    %110 = linalg.matmul ins(%collapsed_67, %transposed_68 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc61)
    %111 = linalg.generic {indexing_maps = [#map4, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_43, %110 : tensor<32xf32>, tensor<64x32xf32>) outs(%23 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":95:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":95:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":95:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc61)
      linalg.yield %212 : f32 loc(#loc61)
    } -> tensor<64x32xf32> loc(#loc61)
    %expanded_69 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc62)
    %112 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %expanded_69 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":96:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":97:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<4x16x32xf32> loc(#loc63)
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %sharding_annotated_47 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":97:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":98:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":98:0)):
      %212 = arith.subf %in, %in_135 : f32 loc(#loc64)
      linalg.yield %212 : f32 loc(#loc64)
    } -> tensor<4x16x32xf32> loc(#loc64)
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":98:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0)):
      %212 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc11)
      linalg.yield %212 : f32 loc(#loc11)
    } -> tensor<4x16x32xf32> loc(#loc11)
    %115 = tensor.empty() : tensor<f32> loc(#loc65)
    %116 = linalg.fill ins(%cst_15 : f32) outs(%115 : tensor<f32>) -> tensor<f32> loc(#loc65)
    %117 = linalg.generic {indexing_maps = [#map, #map12], iterator_types = ["reduction", "reduction", "reduction"]} ins(%114 : tensor<4x16x32xf32>) outs(%116 : tensor<f32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":100:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc65)
      linalg.yield %212 : f32 loc(#loc65)
    } -> tensor<f32> loc(#loc65)
    %118 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%117 : tensor<f32>) outs(%115 : tensor<f32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":100:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":100:0)):
      %212 = arith.divf %in, %cst_0 : f32 loc(#loc65)
      linalg.yield %212 : f32 loc(#loc65)
    } -> tensor<f32> loc(#loc65)
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13 : tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":103:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":103:0)):
      %212 = arith.divf %in, %cst_0 : f32 loc(#loc9)
      linalg.yield %212 : f32 loc(#loc9)
    } -> tensor<4x16x32xf32> loc(#loc9)
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":98:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":104:0)):
      %212 = math.fpowi %in, %c1_i64 : f32, i64 loc(#loc66)
      linalg.yield %212 : f32 loc(#loc66)
    } -> tensor<4x16x32xf32> loc(#loc66)
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":104:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":105:0)):
      %212 = arith.mulf %in, %cst : f32 loc(#loc67)
      linalg.yield %212 : f32 loc(#loc67)
    } -> tensor<4x16x32xf32> loc(#loc67)
    %122 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %121 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":103:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":105:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":106:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc68)
      linalg.yield %212 : f32 loc(#loc68)
    } -> tensor<4x16x32xf32> loc(#loc68)
    %collapsed_70 = tensor.collapse_shape %122 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32> loc(#loc69)
    %123 = linalg.matmul ins(%collapsed_70, %sharding_annotated_41 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%101 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc70)
    %transposed_71 = linalg.transpose ins(%collapsed_70 : tensor<64x32xf32>) outs(%99 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc71)
    %124 = linalg.fill ins(%cst_15 : f32) outs(%99 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc72)
    %125 = linalg.matmul ins(%transposed_71, %collapsed_67 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%124 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc72)
    %126 = tensor.empty() : tensor<32xf32> loc(#loc73)
    %127 = linalg.fill ins(%cst_15 : f32) outs(%126 : tensor<32xf32>) -> tensor<32xf32> loc(#loc73)
    %128 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed_70 : tensor<64x32xf32>) outs(%127 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":107:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc73)
      linalg.yield %212 : f32 loc(#loc73)
    } -> tensor<32xf32> loc(#loc73)
    %expanded_72 = tensor.expand_shape %123 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32> loc(#loc74)
    %129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72, %105 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":116:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":117:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc75)
      linalg.yield %212 : f32 loc(#loc75)
    } -> tensor<4x16x64xf32> loc(#loc75)
    %130 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72, %108 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":116:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":91:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":118:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc76)
      linalg.yield %212 : f32 loc(#loc76)
    } -> tensor<4x16x64xf32> loc(#loc76)
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":89:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":119:0)):
      %212 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc77)
      linalg.yield %212 : f32 loc(#loc77)
    } -> tensor<4x16x64xf32> loc(#loc77)
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":119:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":120:0)):
      %212 = arith.negf %in : f32 loc(#loc78)
      linalg.yield %212 : f32 loc(#loc78)
    } -> tensor<4x16x64xf32> loc(#loc78)
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":120:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":121:0)):
      %212 = math.exp %in : f32 loc(#loc79)
      linalg.yield %212 : f32 loc(#loc79)
    } -> tensor<4x16x64xf32> loc(#loc79)
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":121:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":122:0)):
      %212 = arith.truncf %cst_8 : f64 to f32 loc(#loc5)
      %213 = arith.mulf %in, %212 : f32 loc(#loc5)
      linalg.yield %213 : f32 loc(#loc5)
    } -> tensor<4x16x64xf32> loc(#loc5)
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %129 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":122:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":117:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":123:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc80)
      linalg.yield %212 : f32 loc(#loc80)
    } -> tensor<4x16x64xf32> loc(#loc80)
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":123:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":124:0)):
      %212 = arith.truncf %cst_7 : f64 to f32 loc(#loc81)
      %213 = arith.mulf %in, %212 : f32 loc(#loc81)
      linalg.yield %213 : f32 loc(#loc81)
    } -> tensor<4x16x64xf32> loc(#loc81)
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":118:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":125:0)):
      %212 = arith.mulf %in, %cst_2 : f32 loc(#loc82)
      linalg.yield %212 : f32 loc(#loc82)
    } -> tensor<4x16x64xf32> loc(#loc82)
    %138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %137 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%104 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":124:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":125:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":126:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc83)
      linalg.yield %212 : f32 loc(#loc83)
    } -> tensor<4x16x64xf32> loc(#loc83)
    %collapsed_73 = tensor.collapse_shape %138 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32> loc(#loc84)
    %139 = linalg.matmul ins(%collapsed_73, %sharding_annotated_37 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc85)
    %transposed_74 = linalg.transpose ins(%collapsed_73 : tensor<64x64xf32>) outs(%100 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc86)
    %140 = linalg.matmul ins(%transposed_74, %collapsed_64 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc87)
    %141 = tensor.empty() : tensor<64xf32> loc(#loc88)
    %142 = linalg.fill ins(%cst_15 : f32) outs(%141 : tensor<64xf32>) -> tensor<64xf32> loc(#loc88)
    %143 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed_73 : tensor<64x64xf32>) outs(%142 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":127:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":133:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc88)
      linalg.yield %212 : f32 loc(#loc88)
    } -> tensor<64xf32> loc(#loc88)
    %expanded_75 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc89)
    %144 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %82 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":137:0)):
      %212 = arith.subf %in, %in_135 : f32 loc(#loc90)
      linalg.yield %212 : f32 loc(#loc90)
    } -> tensor<4x16x32xf32> loc(#loc90)
    %145 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %94 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":137:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":138:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc91)
      linalg.yield %212 : f32 loc(#loc91)
    } -> tensor<4x16x32xf32> loc(#loc91)
    %146 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75, %sharding_annotated_33 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":136:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":139:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc92)
      linalg.yield %212 : f32 loc(#loc92)
    } -> tensor<4x16x32xf32> loc(#loc92)
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":139:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":140:0)):
      %212 = arith.mulf %in, %cst_3 : f32 loc(#loc93)
      linalg.yield %212 : f32 loc(#loc93)
    } -> tensor<4x16x32xf32> loc(#loc93)
    %148 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %149 = linalg.fill ins(%cst_15 : f32) outs(%148 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc94)
    %150 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%146 : tensor<4x16x32xf32>) outs(%149 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":139:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":141:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc94)
      linalg.yield %212 : f32 loc(#loc94)
    } -> tensor<4x16xf32> loc(#loc94)
    %151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %145 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":139:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":138:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":142:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc95)
      linalg.yield %212 : f32 loc(#loc95)
    } -> tensor<4x16x32xf32> loc(#loc95)
    %152 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %153 = linalg.fill ins(%cst_15 : f32) outs(%152 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc96)
    %154 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<4x16x32xf32>) outs(%153 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":142:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":143:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc96)
      linalg.yield %212 : f32 loc(#loc96)
    } -> tensor<4x16xf32> loc(#loc96)
    %155 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %154 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":138:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":143:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":144:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc97)
      linalg.yield %212 : f32 loc(#loc97)
    } -> tensor<4x16x32xf32> loc(#loc97)
    %156 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %150 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":140:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":141:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":145:0)):
      %212 = arith.subf %in, %in_135 : f32 loc(#loc98)
      linalg.yield %212 : f32 loc(#loc98)
    } -> tensor<4x16x32xf32> loc(#loc98)
    %157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %155 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":145:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":144:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":146:0)):
      %212 = arith.subf %in, %in_135 : f32 loc(#loc99)
      linalg.yield %212 : f32 loc(#loc99)
    } -> tensor<4x16x32xf32> loc(#loc99)
    %158 = tensor.empty() : tensor<4x16xf32> loc(#loc100)
    %159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%94 : tensor<4x16xf32>) outs(%158 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":147:0)):
      %212 = arith.divf %in, %cst_3 : f32 loc(#loc100)
      linalg.yield %212 : f32 loc(#loc100)
    } -> tensor<4x16xf32> loc(#loc100)
    %160 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %157 : tensor<4x16xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":147:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":146:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":148:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc101)
      linalg.yield %212 : f32 loc(#loc101)
    } -> tensor<4x16x32xf32> loc(#loc101)
    %161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75, %145 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":136:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":138:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":149:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc102)
      linalg.yield %212 : f32 loc(#loc102)
    } -> tensor<4x16x32xf32> loc(#loc102)
    %162 = tensor.empty() : tensor<32xf32> loc(#loc103)
    %163 = linalg.fill ins(%cst_15 : f32) outs(%162 : tensor<32xf32>) -> tensor<32xf32> loc(#loc103)
    %164 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%161 : tensor<4x16x32xf32>) outs(%163 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":149:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":150:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc103)
      linalg.yield %212 : f32 loc(#loc103)
    } -> tensor<32xf32> loc(#loc103)
    %165 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_75 : tensor<4x16x32xf32>) outs(%163 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":136:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":151:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc104)
      linalg.yield %212 : f32 loc(#loc104)
    } -> tensor<32xf32> loc(#loc104)
    %166 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %160 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":106:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":148:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":152:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc105)
      linalg.yield %212 : f32 loc(#loc105)
    } -> tensor<4x16x32xf32> loc(#loc105)
    %167 = tensor.empty() : tensor<32xf32> loc(#loc106)
    %168 = linalg.fill ins(%cst_15 : f32) outs(%167 : tensor<32xf32>) -> tensor<32xf32> loc(#loc106)
    %169 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%166 : tensor<4x16x32xf32>) outs(%168 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":152:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":153:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc106)
      linalg.yield %212 : f32 loc(#loc106)
    } -> tensor<32xf32> loc(#loc106)
    %170 = tensor.empty() : tensor<4x32x16xf32> loc(#loc107)
    %transposed_76 = linalg.transpose ins(%collapsed_62 : tensor<4x16x32xf32>) outs(%170 : tensor<4x32x16xf32>) permutation = [0, 2, 1]  loc(#loc107)
    %171 = linalg.fill ins(%cst_15 : f32) outs(%72 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32> loc(#loc108)
    %172 = linalg.batch_matmul ins(%transposed_76, %166 : tensor<4x32x16xf32>, tensor<4x16x32xf32>) outs(%171 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32> loc(#loc108)
    %transposed_77 = linalg.transpose ins(%73 : tensor<4x32x32xf32>) outs(%72 : tensor<4x32x32xf32>) permutation = [0, 2, 1]  loc(#loc109)
    %173 = linalg.batch_matmul ins(%166, %transposed_77 : tensor<4x16x32xf32>, tensor<4x32x32xf32>) outs(%74 : tensor<4x16x32xf32>) -> tensor<4x16x32xf32> loc(#loc110)
    %174 = tensor.empty() : tensor<32x32xf32> loc(#loc111)
    %175 = linalg.fill ins(%cst_15 : f32) outs(%174 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc111)
    %176 = linalg.generic {indexing_maps = [#map, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%172 : tensor<4x32x32xf32>) outs(%175 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":157:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":161:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc111)
      linalg.yield %212 : f32 loc(#loc111)
    } -> tensor<32x32xf32> loc(#loc111)
    %transposed_78 = linalg.transpose ins(%176 : tensor<32x32xf32>) outs(%22 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc112)
    %expanded_79 = tensor.expand_shape %173 [[0], [1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<4x16x32xf32> into tensor<4x16x4x8xf32> loc(#loc113)
    %transposed_80 = linalg.transpose ins(%expanded_79 : tensor<4x16x4x8xf32>) outs(%27 : tensor<4x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc114)
    %collapsed_81 = tensor.collapse_shape %transposed_80 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32> loc(#loc115)
    %transposed_82 = linalg.transpose ins(%collapsed_58 : tensor<16x16x16xf32>) outs(%43 : tensor<16x16x16xf32>) permutation = [0, 2, 1]  loc(#loc116)
    %177 = linalg.batch_matmul ins(%transposed_82, %collapsed_81 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%69 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc117)
    %178 = tensor.empty() : tensor<16x8x16xf32> loc(#loc118)
    %transposed_83 = linalg.transpose ins(%collapsed_59 : tensor<16x16x8xf32>) outs(%178 : tensor<16x8x16xf32>) permutation = [0, 2, 1]  loc(#loc118)
    %179 = linalg.batch_matmul ins(%collapsed_81, %transposed_83 : tensor<16x16x8xf32>, tensor<16x8x16xf32>) outs(%44 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc(#loc119)
    %expanded_84 = tensor.expand_shape %177 [[0, 1], [2], [3]] output_shape [4, 4, 16, 8] : tensor<16x16x8xf32> into tensor<4x4x16x8xf32> loc(#loc120)
    %expanded_85 = tensor.expand_shape %179 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc(#loc121)
    %180 = linalg.generic {indexing_maps = [#map10, #map14, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %cst_11, %expanded_85 : tensor<4x4x16xi1>, tensor<f32>, tensor<4x4x16x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":56:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0), %in_136: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":176:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":178:0)):
      %212 = arith.select %in, %in_135, %in_136 : f32 loc(#loc122)
      linalg.yield %212 : f32 loc(#loc122)
    } -> tensor<4x4x16x16xf32> loc(#loc122)
    %181 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %58 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":178:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":180:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc123)
      linalg.yield %212 : f32 loc(#loc123)
    } -> tensor<4x4x16x16xf32> loc(#loc123)
    %182 = tensor.empty() : tensor<4x4x16xf32> loc(#loc10)
    %183 = linalg.fill ins(%cst_15 : f32) outs(%182 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc(#loc124)
    %184 = linalg.generic {indexing_maps = [#map5, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%181 : tensor<4x4x16x16xf32>) outs(%183 : tensor<4x4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":180:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":181:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc124)
      linalg.yield %212 : f32 loc(#loc124)
    } -> tensor<4x4x16xf32> loc(#loc124)
    %185 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %184 : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":181:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":182:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc125)
      linalg.yield %212 : f32 loc(#loc125)
    } -> tensor<4x4x16x16xf32> loc(#loc125)
    %186 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %185 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%46 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":180:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":182:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":183:0)):
      %212 = arith.subf %in, %in_135 : f32 loc(#loc126)
      linalg.yield %212 : f32 loc(#loc126)
    } -> tensor<4x4x16x16xf32> loc(#loc126)
    %collapsed_86 = tensor.collapse_shape %186 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc(#loc127)
    %transposed_87 = linalg.transpose ins(%collapsed_55 : tensor<16x16x8xf32>) outs(%178 : tensor<16x8x16xf32>) permutation = [0, 2, 1]  loc(#loc128)
    %187 = linalg.fill ins(%cst_15 : f32) outs(%178 : tensor<16x8x16xf32>) -> tensor<16x8x16xf32> loc(#loc129)
    %188 = linalg.batch_matmul ins(%transposed_87, %collapsed_86 : tensor<16x8x16xf32>, tensor<16x16x16xf32>) outs(%187 : tensor<16x8x16xf32>) -> tensor<16x8x16xf32> loc(#loc129)
    %transposed_88 = linalg.transpose ins(%collapsed_56 : tensor<16x8x16xf32>) outs(%68 : tensor<16x16x8xf32>) permutation = [0, 2, 1]  loc(#loc130)
    %189 = linalg.batch_matmul ins(%collapsed_86, %transposed_88 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%69 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc131)
    %expanded_89 = tensor.expand_shape %188 [[0, 1], [2], [3]] output_shape [4, 4, 8, 16] : tensor<16x8x16xf32> into tensor<4x4x8x16xf32> loc(#loc132)
    %expanded_90 = tensor.expand_shape %189 [[0, 1], [2], [3]] output_shape [4, 4, 16, 8] : tensor<16x16x8xf32> into tensor<4x4x16x8xf32> loc(#loc133)
    %190 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_89 : tensor<4x4x8x16xf32>) outs(%41 : tensor<4x4x8x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":189:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":191:0)):
      %212 = arith.truncf %cst_5 : f64 to f32 loc(#loc134)
      %213 = arith.mulf %in, %212 : f32 loc(#loc134)
      linalg.yield %213 : f32 loc(#loc134)
    } -> tensor<4x4x8x16xf32> loc(#loc134)
    %191 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_90 : tensor<4x4x16x8xf32>) outs(%27 : tensor<4x4x16x8xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":190:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":193:0)):
      %212 = arith.truncf %cst_5 : f64 to f32 loc(#loc135)
      %213 = arith.mulf %in, %212 : f32 loc(#loc135)
      linalg.yield %213 : f32 loc(#loc135)
    } -> tensor<4x4x16x8xf32> loc(#loc135)
    %transposed_91 = linalg.transpose ins(%expanded_84 : tensor<4x4x16x8xf32>) outs(%71 : tensor<4x16x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc136)
    %collapsed_92 = tensor.collapse_shape %transposed_91 [[0, 1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<64x32xf32> loc(#loc137)
    %192 = linalg.matmul ins(%collapsed_92, %sharding_annotated_25 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc138)
    %transposed_93 = linalg.transpose ins(%collapsed_92 : tensor<64x32xf32>) outs(%99 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc139)
    %193 = linalg.fill ins(%cst_15 : f32) outs(%22 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc140)
    %194 = linalg.matmul ins(%transposed_93, %collapsed : tensor<32x64xf32>, tensor<64x32xf32>) outs(%193 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc140)
    %195 = tensor.empty() : tensor<32xf32> loc(#loc73)
    %196 = linalg.fill ins(%cst_15 : f32) outs(%195 : tensor<32xf32>) -> tensor<32xf32> loc(#loc141)
    %197 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed_92 : tensor<64x32xf32>) outs(%196 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":197:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":203:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc141)
      linalg.yield %212 : f32 loc(#loc141)
    } -> tensor<32xf32> loc(#loc141)
    %expanded_94 = tensor.expand_shape %192 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc142)
    %transposed_95 = linalg.transpose ins(%190 : tensor<4x4x8x16xf32>) outs(%71 : tensor<4x16x4x8xf32>) permutation = [0, 3, 1, 2]  loc(#loc143)
    %collapsed_96 = tensor.collapse_shape %transposed_95 [[0, 1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<64x32xf32> loc(#loc144)
    %transposed_97 = linalg.transpose ins(%collapsed_96 : tensor<64x32xf32>) outs(%99 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc145)
    %198 = linalg.matmul ins(%transposed_97, %collapsed : tensor<32x64xf32>, tensor<64x32xf32>) outs(%193 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc146)
    %199 = linalg.matmul ins(%collapsed_96, %sharding_annotated_23 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc147)
    %expanded_98 = tensor.expand_shape %199 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc148)
    %200 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %expanded_98 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":206:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":216:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":217:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc149)
      linalg.yield %212 : f32 loc(#loc149)
    } -> tensor<4x16x32xf32> loc(#loc149)
    %transposed_99 = linalg.transpose ins(%191 : tensor<4x4x16x8xf32>) outs(%71 : tensor<4x16x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc150)
    %collapsed_100 = tensor.collapse_shape %transposed_99 [[0, 1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<64x32xf32> loc(#loc151)
    %201 = linalg.matmul ins(%collapsed_100, %sharding_annotated_19 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%24 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc152)
    %transposed_101 = linalg.transpose ins(%collapsed_100 : tensor<64x32xf32>) outs(%99 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc153)
    %202 = linalg.matmul ins(%transposed_101, %collapsed : tensor<32x64xf32>, tensor<64x32xf32>) outs(%193 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc154)
    %203 = tensor.empty() : tensor<32xf32> loc(#loc73)
    %204 = linalg.fill ins(%cst_15 : f32) outs(%203 : tensor<32xf32>) -> tensor<32xf32> loc(#loc155)
    %205 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed_100 : tensor<64x32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":222:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":228:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc155)
      linalg.yield %212 : f32 loc(#loc155)
    } -> tensor<32xf32> loc(#loc155)
    %expanded_102 = tensor.expand_shape %201 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc156)
    %206 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %expanded_102 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":217:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":231:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":232:0)):
      %212 = arith.addf %in, %in_135 : f32 loc(#loc157)
      linalg.yield %212 : f32 loc(#loc157)
    } -> tensor<4x16x32xf32> loc(#loc157)
    %207 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sharding_annotated_45, %4 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":233:0)):
      %212 = arith.subf %in, %in_135 : f32 loc(#loc158)
      linalg.yield %212 : f32 loc(#loc158)
    } -> tensor<4x16x32xf32> loc(#loc158)
    %208 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %17 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":233:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":234:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc159)
      linalg.yield %212 : f32 loc(#loc159)
    } -> tensor<4x16x32xf32> loc(#loc159)
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %208 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":232:0), %in_135: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":234:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":235:0)):
      %212 = arith.mulf %in, %in_135 : f32 loc(#loc160)
      linalg.yield %212 : f32 loc(#loc160)
    } -> tensor<4x16x32xf32> loc(#loc160)
    %210 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%209 : tensor<4x16x32xf32>) outs(%163 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":235:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":236:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc161)
      linalg.yield %212 : f32 loc(#loc161)
    } -> tensor<32xf32> loc(#loc161)
    %211 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction", "parallel"]} ins(%206 : tensor<4x16x32xf32>) outs(%163 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":232:0), %out: f32 loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":237:0)):
      %212 = arith.addf %in, %out : f32 loc(#loc162)
      linalg.yield %212 : f32 loc(#loc162)
    } -> tensor<32xf32> loc(#loc162)
    %sharding_103 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_104 = shard.shard %118 to %sharding_103 : tensor<f32> loc(#loc)
    %sharding_105 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_106 = shard.shard %210 to %sharding_105 : tensor<32xf32> loc(#loc)
    %sharding_107 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_108 = shard.shard %211 to %sharding_107 : tensor<32xf32> loc(#loc)
    %sharding_109 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_110 = shard.shard %202 to %sharding_109 : tensor<32x32xf32> loc(#loc)
    %sharding_111 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_112 = shard.shard %205 to %sharding_111 : tensor<32xf32> loc(#loc)
    %sharding_113 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_114 = shard.shard %198 to %sharding_113 : tensor<32x32xf32> loc(#loc)
    %sharding_115 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_116 = shard.shard %194 to %sharding_115 : tensor<32x32xf32> loc(#loc)
    %sharding_117 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_118 = shard.shard %197 to %sharding_117 : tensor<32xf32> loc(#loc)
    %sharding_119 = shard.sharding @mesh split_axes = [[], [1]] : !shard.sharding loc(#loc)
    %sharding_annotated_120 = shard.shard %transposed_78 to %sharding_119 : tensor<32x32xf32> loc(#loc)
    %sharding_121 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_122 = shard.shard %169 to %sharding_121 : tensor<32xf32> loc(#loc)
    %sharding_123 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_124 = shard.shard %164 to %sharding_123 : tensor<32xf32> loc(#loc)
    %sharding_125 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_126 = shard.shard %165 to %sharding_125 : tensor<32xf32> loc(#loc)
    %sharding_127 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_128 = shard.shard %140 to %sharding_127 : tensor<64x32xf32> loc(#loc)
    %sharding_129 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_130 = shard.shard %143 to %sharding_129 : tensor<64xf32> loc(#loc)
    %sharding_131 = shard.sharding @mesh split_axes = [[], [1]] : !shard.sharding loc(#loc)
    %sharding_annotated_132 = shard.shard %125 to %sharding_131 : tensor<32x64xf32> loc(#loc)
    %sharding_133 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_134 = shard.shard %128 to %sharding_133 : tensor<32xf32> loc(#loc)
    return %sharding_annotated_104, %sharding_annotated_106, %sharding_annotated_108, %sharding_annotated_110, %sharding_annotated_112, %sharding_annotated_114, %sharding_annotated_116, %sharding_annotated_118, %sharding_annotated_120, %sharding_annotated_122, %sharding_annotated_124, %sharding_annotated_126, %sharding_annotated_128, %sharding_annotated_130, %sharding_annotated_132, %sharding_annotated_134 : tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32> loc(#loc162)
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
#loc59 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":93:0)
#loc60 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":94:0)
#loc70 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":109:0)
#loc71 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":110:0)
#loc72 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":111:0)
#loc85 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":129:0)
#loc86 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":130:0)
#loc87 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":131:0)
#loc107 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":156:0)
#loc109 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":158:0)
#loc110 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":159:0)
#loc112 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":164:0)
#loc113 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":165:0)
#loc114 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":168:0)
#loc115 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":170:0)
#loc116 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":171:0)
#loc117 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":172:0)
#loc118 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":173:0)
#loc119 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":174:0)
#loc120 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":175:0)
#loc127 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":184:0)
#loc128 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":185:0)
#loc129 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":186:0)
#loc130 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":187:0)
#loc131 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":188:0)
#loc136 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":194:0)
#loc138 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":199:0)
#loc139 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":200:0)
#loc140 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":201:0)
#loc143 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":207:0)
#loc144 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":210:0)
#loc145 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":211:0)
#loc146 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":212:0)
#loc147 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":215:0)
#loc150 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":219:0)
#loc152 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":224:0)
#loc153 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":225:0)
#loc154 = loc("<eval_with_key>.133 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":226:0)

