#loc1 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)
#loc2 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":142:0)
#loc3 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":92:0)
#loc4 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":37:0)
#loc5 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)
#loc6 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":69:0)
#loc7 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":71:0)
#loc8 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":41:0)
#loc9 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0)
#loc10 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":106:0)
#loc11 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0)
#loc12 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0)
#loc13 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0)
#loc14 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":90:0)
#loc15 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":262:0)
#loc16 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":274:0)
#loc17 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":7:0)
#loc18 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":8:0)
#loc19 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":9:0)
#loc36 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":36:0)
#loc37 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0)
#loc38 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0)
#loc46 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":56:0)
#loc47 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":57:0)
#loc48 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":58:0)
#loc51 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":65:0)
#loc52 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":66:0)
#loc53 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":67:0)
#loc54 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":68:0)
#loc55 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":70:0)
#loc56 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":72:0)
#loc57 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":73:0)
#loc58 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":75:0)
#loc59 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":76:0)
#loc62 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0)
#loc63 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0)
#loc64 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":81:0)
#loc68 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":87:0)
#loc69 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0)
#loc70 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":86:0)
#loc71 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":94:0)
#loc72 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":93:0)
#loc73 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":96:0)
#loc74 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":95:0)
#loc75 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":97:0)
#loc76 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":101:0)
#loc77 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":100:0)
#loc78 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":102:0)
#loc79 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":103:0)
#loc80 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":104:0)
#loc81 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":107:0)
#loc82 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":109:0)
#loc83 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":110:0)
#loc84 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":115:0)
#loc85 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":116:0)
#loc86 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":117:0)
#loc87 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":118:0)
#loc91 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":126:0)
#loc95 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":134:0)
#loc96 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":128:0)
#loc97 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":137:0)
#loc98 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":138:0)
#loc99 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":139:0)
#loc100 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":141:0)
#loc101 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":143:0)
#loc102 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":144:0)
#loc103 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":145:0)
#loc104 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":146:0)
#loc105 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":147:0)
#loc106 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":148:0)
#loc107 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":149:0)
#loc108 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":150:0)
#loc109 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":151:0)
#loc110 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":153:0)
#loc111 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":152:0)
#loc112 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":154:0)
#loc113 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":155:0)
#loc117 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":161:0)
#loc118 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":164:0)
#loc119 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":165:0)
#loc120 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":166:0)
#loc121 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":167:0)
#loc122 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":168:0)
#loc123 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":169:0)
#loc124 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":170:0)
#loc125 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":171:0)
#loc126 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":172:0)
#loc127 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":173:0)
#loc128 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":174:0)
#loc129 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":175:0)
#loc130 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":176:0)
#loc131 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":177:0)
#loc132 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":178:0)
#loc133 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":179:0)
#loc134 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":180:0)
#loc135 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":181:0)
#loc139 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":187:0)
#loc148 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":200:0)
#loc149 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":202:0)
#loc150 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":203:0)
#loc151 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":204:0)
#loc152 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":205:0)
#loc153 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":207:0)
#loc154 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":208:0)
#loc167 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":226:0)
#loc168 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":227:0)
#loc174 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":238:0)
#loc175 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":239:0)
#loc181 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":250:0)
#loc182 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":251:0)
#loc183 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":253:0)
#loc184 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":255:0)
#loc185 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":256:0)
#loc186 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":257:0)
#loc187 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":258:0)
#loc188 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":259:0)
#loc189 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":263:0)
#loc190 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":260:0)
#loc191 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":265:0)
#loc192 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":254:0)
#loc193 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":267:0)
#loc194 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":268:0)
#loc195 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":269:0)
#loc196 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":270:0)
#loc197 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":271:0)
#loc198 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":275:0)
#loc199 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":272:0)
#loc200 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":277:0)
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1) -> (d1)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0) -> ()>
#map13 = affine_map<() -> ()>
#map14 = affine_map<(d0, d1, d2) -> ()>
#map15 = affine_map<(d0, d1) -> ()>
module {
  shard.grid @mesh(shape = 2x2) loc(#loc)
  func.func @main(%arg0: tensor<64x32xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg1: tensor<16x32xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg2: tensor<32x32xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg3: tensor<32x32xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg4: tensor<32x32xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg5: tensor<32x32xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg6: tensor<32xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg7: tensor<32xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg8: tensor<32xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg9: tensor<128x32xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg10: tensor<128xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg11: tensor<32x128xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg12: tensor<32xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg13: tensor<64x32xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg14: tensor<1x1x16x16xf32> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg15: tensor<4x16xi64> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %arg16: tensor<4x16xi64> loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)) -> (tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<64x32xf32>) {
    %cst = arith.constant dense<1> : tensor<i64> loc(#loc2)
    %cst_0 = arith.constant dense<0> : tensor<i64> loc(#loc3)
    %cst_1 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_3 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_4 = arith.constant 0.35355339059327373 : f64 loc(#loc4)
    %cst_5 = arith.constant 1.000000e-05 : f64 loc(#loc5)
    %cst_6 = arith.constant 4.471500e-02 : f64 loc(#loc6)
    %cst_7 = arith.constant 0.79788456080286541 : f64 loc(#loc7)
    %cst_8 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc8)
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc9)
    %cst_10 = arith.constant dense<1.000000e+00> : tensor<f32> loc(#loc10)
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<64x64xf32> loc(#loc11)
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<16x32xf32> loc(#loc12)
    %cst_13 = arith.constant dense<0.000000e+00> : tensor<64x32xf32> loc(#loc13)
    %true = arith.constant true loc(#loc)
    %cst_14 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_15 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c64 = arith.constant 64 : index loc(#loc)
    %c16 = arith.constant 16 : index loc(#loc)
    %c-1_i64 = arith.constant -1 : i64 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c16_i64 = arith.constant 16 : i64 loc(#loc)
    %c64_i64 = arith.constant 64 : i64 loc(#loc)
    %c-100_i64 = arith.constant -100 : i64 loc(#loc14)
    %c-16_i64 = arith.constant -16 : i64 loc(#loc15)
    %c15_i64 = arith.constant 15 : i64 loc(#loc15)
    %c-64_i64 = arith.constant -64 : i64 loc(#loc16)
    %c63_i64 = arith.constant 63 : i64 loc(#loc16)
    %sharding = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated = shard.shard %arg0 to %sharding : tensor<64x32xf32> loc(#loc)
    %sharding_16 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_17 = shard.shard %arg1 to %sharding_16 : tensor<16x32xf32> loc(#loc)
    %sharding_18 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_19 = shard.shard %arg2 to %sharding_18 : tensor<32x32xf32> loc(#loc)
    %sharding_20 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_21 = shard.shard %arg3 to %sharding_20 : tensor<32x32xf32> loc(#loc)
    %sharding_22 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_23 = shard.shard %arg4 to %sharding_22 : tensor<32x32xf32> loc(#loc)
    %sharding_24 = shard.sharding @mesh split_axes = [[], [1]] : !shard.sharding loc(#loc)
    %sharding_annotated_25 = shard.shard %arg5 to %sharding_24 : tensor<32x32xf32> loc(#loc)
    %sharding_26 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_27 = shard.shard %arg6 to %sharding_26 : tensor<32xf32> loc(#loc)
    %sharding_28 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_29 = shard.shard %arg7 to %sharding_28 : tensor<32xf32> loc(#loc)
    %sharding_30 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_31 = shard.shard %arg8 to %sharding_30 : tensor<32xf32> loc(#loc)
    %sharding_32 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_33 = shard.shard %arg9 to %sharding_32 : tensor<128x32xf32> loc(#loc)
    %sharding_34 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_35 = shard.shard %arg10 to %sharding_34 : tensor<128xf32> loc(#loc)
    %sharding_36 = shard.sharding @mesh split_axes = [[], [1]] : !shard.sharding loc(#loc)
    %sharding_annotated_37 = shard.shard %arg11 to %sharding_36 : tensor<32x128xf32> loc(#loc)
    %sharding_38 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_39 = shard.shard %arg12 to %sharding_38 : tensor<32xf32> loc(#loc)
    %sharding_40 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_41 = shard.shard %arg13 to %sharding_40 : tensor<64x32xf32> loc(#loc)
    %sharding_42 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_43 = shard.shard %arg14 to %sharding_42 : tensor<1x1x16x16xf32> loc(#loc)
    %sharding_44 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated_45 = shard.shard %arg15 to %sharding_44 : tensor<4x16xi64> loc(#loc)
    %sharding_46 = shard.sharding @mesh split_axes = [[0]] : !shard.sharding loc(#loc)
    %sharding_annotated_47 = shard.shard %arg16 to %sharding_46 : tensor<4x16xi64> loc(#loc)
    %0 = tensor.empty() : tensor<4x16x32xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sharding_annotated_45 : tensor<4x16xi64>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0)):
      %258 = arith.index_cast %in : i64 to index loc(#loc1)
      %259 = linalg.index 2 : index loc(#loc1)
      %260 = arith.cmpi slt, %258, %c64 : index loc(#loc1)
      cf.assert %260, "index must be smaller than dim size" loc(#loc1)
      %261 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc1)
      cf.assert %261, "index must be larger or equal to 0" loc(#loc1)
      %extracted = tensor.extract %sharding_annotated[%258, %259] : tensor<64x32xf32> loc(#loc1)
      linalg.yield %extracted : f32 loc(#loc1)
    } -> tensor<4x16x32xf32> loc(#loc1)
    %2 = tensor.empty() : tensor<16xi64> loc(#loc17)
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<16xi64>) {
    ^bb0(%out: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":7:0)):
      %258 = linalg.index 0 : index loc(#loc17)
      %259 = arith.index_cast %258 : index to i64 loc(#loc17)
      linalg.yield %259 : i64 loc(#loc17)
    } -> tensor<16xi64> loc(#loc17)
    %4 = tensor.empty() : tensor<16x32xf32> loc(#loc18)
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<16xi64>) outs(%4 : tensor<16x32xf32>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":7:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":8:0)):
      %258 = arith.index_cast %in : i64 to index loc(#loc18)
      %259 = linalg.index 1 : index loc(#loc18)
      %260 = arith.cmpi slt, %258, %c16 : index loc(#loc18)
      cf.assert %260, "index must be smaller than dim size" loc(#loc18)
      %261 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc18)
      cf.assert %261, "index must be larger or equal to 0" loc(#loc18)
      %extracted = tensor.extract %sharding_annotated_17[%258, %259] : tensor<16x32xf32> loc(#loc18)
      linalg.yield %extracted : f32 loc(#loc18)
    } -> tensor<16x32xf32> loc(#loc18)
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<4x16x32xf32>, tensor<16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":8:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":9:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc19)
      linalg.yield %258 : f32 loc(#loc19)
    } -> tensor<4x16x32xf32> loc(#loc19)
    %7 = tensor.empty() : tensor<32x32xf32> loc(#loc20)
    %transposed = linalg.transpose ins(%sharding_annotated_19 : tensor<32x32xf32>) outs(%7 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc20)
    %collapsed = tensor.collapse_shape %6 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32> loc(#loc21)
    %8 = tensor.empty() : tensor<64x32xf32> loc(#loc22)
    %9 = linalg.fill ins(%cst_15 : f32) outs(%8 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc22)
    %10 = linalg.matmul ins(%collapsed, %transposed : tensor<64x32xf32>, tensor<32x32xf32>) outs(%9 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc22)
    %expanded = tensor.expand_shape %10 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32> loc(#loc23)
    %11 = tensor.empty() : tensor<4x4x16x8xf32> loc(#loc24)
    %transposed_48 = linalg.transpose ins(%expanded : tensor<4x16x4x8xf32>) outs(%11 : tensor<4x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc24)
    %transposed_49 = linalg.transpose ins(%sharding_annotated_21 : tensor<32x32xf32>) outs(%7 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc25)
    %12 = linalg.matmul ins(%collapsed, %transposed_49 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%9 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc26)
    %expanded_50 = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32> loc(#loc27)
    %transposed_51 = linalg.transpose ins(%sharding_annotated_23 : tensor<32x32xf32>) outs(%7 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc28)
    %13 = linalg.matmul ins(%collapsed, %transposed_51 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%9 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc29)
    %expanded_52 = tensor.expand_shape %13 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32> loc(#loc30)
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<4x16x4x8xf32>) outs(%11 : tensor<4x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc31)
    %14 = tensor.empty() : tensor<4x4x8x16xf32> loc(#loc32)
    %transposed_54 = linalg.transpose ins(%expanded_50 : tensor<4x16x4x8xf32>) outs(%14 : tensor<4x4x8x16xf32>) permutation = [0, 2, 3, 1]  loc(#loc32)
    %collapsed_55 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32> loc(#loc33)
    %collapsed_56 = tensor.collapse_shape %transposed_54 [[0, 1], [2], [3]] : tensor<4x4x8x16xf32> into tensor<16x8x16xf32> loc(#loc34)
    %15 = tensor.empty() : tensor<16x16x16xf32> loc(#loc35)
    %16 = linalg.fill ins(%cst_15 : f32) outs(%15 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc(#loc35)
    %17 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<16x16x8xf32>, tensor<16x8x16xf32>) outs(%16 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc(#loc35)
    %expanded_57 = tensor.expand_shape %17 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc(#loc36)
    %18 = tensor.empty() : tensor<4x4x16x16xf32> loc(#loc4)
    %19 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_57 : tensor<4x4x16x16xf32>) outs(%18 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":36:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":37:0)):
      %258 = arith.truncf %cst_4 : f64 to f32 loc(#loc4)
      %259 = arith.mulf %in, %258 : f32 loc(#loc4)
      linalg.yield %259 : f32 loc(#loc4)
    } -> tensor<4x4x16x16xf32> loc(#loc4)
    %collapsed_58 = tensor.collapse_shape %sharding_annotated_43 [[0, 1, 2], [3]] : tensor<1x1x16x16xf32> into tensor<16x16xf32> loc(#loc37)
    %20 = tensor.empty() : tensor<16x16xi1> loc(#loc37)
    %21 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed_58 : tensor<16x16xf32>) outs(%20 : tensor<16x16xi1>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0)):
      %258 = arith.cmpf oeq, %in, %cst_15 : f32 loc(#loc37)
      linalg.yield %258 : i1 loc(#loc37)
    } -> tensor<16x16xi1> loc(#loc37)
    %22 = linalg.generic {indexing_maps = [#map7, #map8, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %cst_8, %19 : tensor<16x16xi1>, tensor<f32>, tensor<4x4x16x16xf32>) outs(%18 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":41:0), %in_143: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":37:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":41:0)):
      %258 = arith.select %in, %in_142, %in_143 : f32 loc(#loc8)
      linalg.yield %258 : f32 loc(#loc8)
    } -> tensor<4x4x16x16xf32> loc(#loc8)
    %23 = tensor.empty() : tensor<4x4x16xi64> loc(#loc38)
    %24 = linalg.fill ins(%c0_i64 : i64) outs(%23 : tensor<4x4x16xi64>) -> tensor<4x4x16xi64> loc(#loc38)
    %25 = tensor.empty() : tensor<4x4x16xf32> loc(#loc38)
    %26 = linalg.fill ins(%cst_14 : f32) outs(%25 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc(#loc38)
    %27:2 = linalg.generic {indexing_maps = [#map6, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%22 : tensor<4x4x16x16xf32>) outs(%26, %24 : tensor<4x4x16xf32>, tensor<4x4x16xi64>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":41:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0), %out_142: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0)):
      %258 = linalg.index 3 : index loc(#loc38)
      %259 = arith.index_cast %258 : index to i64 loc(#loc38)
      %260 = arith.maximumf %in, %out : f32 loc(#loc38)
      %261 = arith.cmpf ogt, %in, %out : f32 loc(#loc38)
      %262 = arith.select %261, %259, %out_142 : i64 loc(#loc38)
      linalg.yield %260, %262 : f32, i64 loc(#loc38)
    } -> (tensor<4x4x16xf32>, tensor<4x4x16xi64>) loc(#loc38)
    %28 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %27#0 : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) outs(%18 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":41:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0)):
      %258 = arith.subf %in, %in_142 : f32 loc(#loc38)
      linalg.yield %258 : f32 loc(#loc38)
    } -> tensor<4x4x16x16xf32> loc(#loc38)
    %29 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<4x4x16x16xf32>) outs(%18 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0)):
      %258 = math.exp %in : f32 loc(#loc38)
      linalg.yield %258 : f32 loc(#loc38)
    } -> tensor<4x4x16x16xf32> loc(#loc38)
    %30 = tensor.empty() : tensor<4x4x16xf32> loc(#loc38)
    %31 = linalg.fill ins(%cst_15 : f32) outs(%30 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc(#loc38)
    %32 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%29 : tensor<4x4x16x16xf32>) outs(%31 : tensor<4x4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc38)
      linalg.yield %258 : f32 loc(#loc38)
    } -> tensor<4x4x16xf32> loc(#loc38)
    %33 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %32 : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) outs(%18 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0)):
      %258 = arith.divf %in, %in_142 : f32 loc(#loc38)
      linalg.yield %258 : f32 loc(#loc38)
    } -> tensor<4x4x16x16xf32> loc(#loc38)
    %collapsed_59 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc(#loc39)
    %collapsed_60 = tensor.collapse_shape %transposed_53 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32> loc(#loc40)
    %34 = tensor.empty() : tensor<16x16x8xf32> loc(#loc41)
    %35 = linalg.fill ins(%cst_15 : f32) outs(%34 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc41)
    %36 = linalg.batch_matmul ins(%collapsed_59, %collapsed_60 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%35 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc41)
    %expanded_61 = tensor.expand_shape %36 [[0, 1], [2], [3]] output_shape [4, 4, 16, 8] : tensor<16x16x8xf32> into tensor<4x4x16x8xf32> loc(#loc42)
    %37 = tensor.empty() : tensor<4x16x4x8xf32> loc(#loc43)
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<4x4x16x8xf32>) outs(%37 : tensor<4x16x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc43)
    %collapsed_63 = tensor.collapse_shape %transposed_62 [[0, 1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<64x32xf32> loc(#loc44)
    %transposed_64 = linalg.transpose ins(%sharding_annotated_25 : tensor<32x32xf32>) outs(%7 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc45)
    %38 = linalg.matmul ins(%collapsed_63, %transposed_64 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%9 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc46)
    %39 = linalg.generic {indexing_maps = [#map10, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_27, %38 : tensor<32xf32>, tensor<64x32xf32>) outs(%8 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":56:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":56:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":56:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc46)
      linalg.yield %258 : f32 loc(#loc46)
    } -> tensor<64x32xf32> loc(#loc46)
    %expanded_65 = tensor.expand_shape %39 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc47)
    %40 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_65 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":9:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":57:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":58:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc48)
      linalg.yield %258 : f32 loc(#loc48)
    } -> tensor<4x16x32xf32> loc(#loc48)
    %41 = tensor.empty() : tensor<4x16xf32> loc(#loc5)
    %42 = linalg.fill ins(%cst_15 : f32) outs(%41 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc5)
    %43 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%40 : tensor<4x16x32xf32>) outs(%42 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":58:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc5)
      linalg.yield %258 : f32 loc(#loc5)
    } -> tensor<4x16xf32> loc(#loc5)
    %44 = tensor.empty() : tensor<4x16xf32> loc(#loc5)
    %45 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<4x16xf32>) outs(%44 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)):
      %258 = arith.divf %in, %cst_3 : f32 loc(#loc5)
      linalg.yield %258 : f32 loc(#loc5)
    } -> tensor<4x16xf32> loc(#loc5)
    %46 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<4x16xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)):
      linalg.yield %in : f32 loc(#loc5)
    } -> tensor<4x16x32xf32> loc(#loc5)
    %47 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %46 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":58:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)):
      %258 = arith.subf %in, %in_142 : f32 loc(#loc5)
      linalg.yield %258 : f32 loc(#loc5)
    } -> tensor<4x16x32xf32> loc(#loc5)
    %48 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %47 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc5)
      linalg.yield %258 : f32 loc(#loc5)
    } -> tensor<4x16x32xf32> loc(#loc5)
    %49 = tensor.empty() : tensor<4x16xf32> loc(#loc5)
    %50 = linalg.fill ins(%cst_15 : f32) outs(%49 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc5)
    %51 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%48 : tensor<4x16x32xf32>) outs(%50 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc5)
      linalg.yield %258 : f32 loc(#loc5)
    } -> tensor<4x16xf32> loc(#loc5)
    %52 = tensor.empty() : tensor<4x16xf32> loc(#loc5)
    %53 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<4x16xf32>) outs(%52 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)):
      %258 = arith.divf %in, %cst_3 : f32 loc(#loc5)
      linalg.yield %258 : f32 loc(#loc5)
    } -> tensor<4x16xf32> loc(#loc5)
    %54 = tensor.empty() : tensor<4x16xf32> loc(#loc5)
    %55 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<4x16xf32>) outs(%54 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)):
      %258 = arith.truncf %cst_5 : f64 to f32 loc(#loc5)
      %259 = arith.addf %in, %258 : f32 loc(#loc5)
      linalg.yield %259 : f32 loc(#loc5)
    } -> tensor<4x16xf32> loc(#loc5)
    %56 = tensor.empty() : tensor<4x16xf32> loc(#loc5)
    %57 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<4x16xf32>) outs(%56 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)):
      %258 = math.rsqrt %in : f32 loc(#loc5)
      linalg.yield %258 : f32 loc(#loc5)
    } -> tensor<4x16xf32> loc(#loc5)
    %58 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<4x16xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)):
      linalg.yield %in : f32 loc(#loc5)
    } -> tensor<4x16x32xf32> loc(#loc5)
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %58 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc5)
      linalg.yield %258 : f32 loc(#loc5)
    } -> tensor<4x16x32xf32> loc(#loc5)
    %60 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %sharding_annotated_29 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc5)
      linalg.yield %258 : f32 loc(#loc5)
    } -> tensor<4x16x32xf32> loc(#loc5)
    %61 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %sharding_annotated_31 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc5)
      linalg.yield %258 : f32 loc(#loc5)
    } -> tensor<4x16x32xf32> loc(#loc5)
    %collapsed_66 = tensor.collapse_shape %61 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32> loc(#loc49)
    %62 = tensor.empty() : tensor<32x128xf32> loc(#loc50)
    %transposed_67 = linalg.transpose ins(%sharding_annotated_33 : tensor<128x32xf32>) outs(%62 : tensor<32x128xf32>) permutation = [1, 0]  loc(#loc50)
    %63 = tensor.empty() : tensor<64x128xf32> loc(#loc51)
    %64 = linalg.fill ins(%cst_15 : f32) outs(%63 : tensor<64x128xf32>) -> tensor<64x128xf32> loc(#loc51)
    %65 = linalg.matmul ins(%collapsed_66, %transposed_67 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%64 : tensor<64x128xf32>) -> tensor<64x128xf32> loc(#loc51)
    %66 = linalg.generic {indexing_maps = [#map10, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_35, %65 : tensor<128xf32>, tensor<64x128xf32>) outs(%63 : tensor<64x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":65:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":65:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":65:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc51)
      linalg.yield %258 : f32 loc(#loc51)
    } -> tensor<64x128xf32> loc(#loc51)
    %expanded_68 = tensor.expand_shape %66 [[0, 1], [2]] output_shape [4, 16, 128] : tensor<64x128xf32> into tensor<4x16x128xf32> loc(#loc52)
    %67 = tensor.empty() : tensor<4x16x128xf32> loc(#loc53)
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %expanded_68 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":66:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":66:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":67:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc53)
      linalg.yield %258 : f32 loc(#loc53)
    } -> tensor<4x16x128xf32> loc(#loc53)
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %expanded_68 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":67:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":66:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":68:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc54)
      linalg.yield %258 : f32 loc(#loc54)
    } -> tensor<4x16x128xf32> loc(#loc54)
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":68:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":69:0)):
      %258 = arith.truncf %cst_6 : f64 to f32 loc(#loc6)
      %259 = arith.mulf %in, %258 : f32 loc(#loc6)
      linalg.yield %259 : f32 loc(#loc6)
    } -> tensor<4x16x128xf32> loc(#loc6)
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %70 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":66:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":69:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":70:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc55)
      linalg.yield %258 : f32 loc(#loc55)
    } -> tensor<4x16x128xf32> loc(#loc55)
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":70:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":71:0)):
      %258 = arith.truncf %cst_7 : f64 to f32 loc(#loc7)
      %259 = arith.mulf %in, %258 : f32 loc(#loc7)
      linalg.yield %259 : f32 loc(#loc7)
    } -> tensor<4x16x128xf32> loc(#loc7)
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":66:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":72:0)):
      %258 = arith.mulf %in, %cst_2 : f32 loc(#loc56)
      linalg.yield %258 : f32 loc(#loc56)
    } -> tensor<4x16x128xf32> loc(#loc56)
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":71:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":73:0)):
      %258 = math.tanh %in : f32 loc(#loc57)
      linalg.yield %258 : f32 loc(#loc57)
    } -> tensor<4x16x128xf32> loc(#loc57)
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":73:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":75:0)):
      %258 = arith.addf %in, %cst_1 : f32 loc(#loc58)
      linalg.yield %258 : f32 loc(#loc58)
    } -> tensor<4x16x128xf32> loc(#loc58)
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":72:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":75:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":76:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc59)
      linalg.yield %258 : f32 loc(#loc59)
    } -> tensor<4x16x128xf32> loc(#loc59)
    %collapsed_69 = tensor.collapse_shape %76 [[0, 1], [2]] : tensor<4x16x128xf32> into tensor<64x128xf32> loc(#loc60)
    %77 = tensor.empty() : tensor<128x32xf32> loc(#loc61)
    %transposed_70 = linalg.transpose ins(%sharding_annotated_37 : tensor<32x128xf32>) outs(%77 : tensor<128x32xf32>) permutation = [1, 0]  loc(#loc61)
    %78 = linalg.matmul ins(%collapsed_69, %transposed_70 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%9 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc62)
    %79 = linalg.generic {indexing_maps = [#map10, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_39, %78 : tensor<32xf32>, tensor<64x32xf32>) outs(%8 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":79:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc62)
      linalg.yield %258 : f32 loc(#loc62)
    } -> tensor<64x32xf32> loc(#loc62)
    %expanded_71 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc63)
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %expanded_71 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":58:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":80:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":81:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc64)
      linalg.yield %258 : f32 loc(#loc64)
    } -> tensor<4x16x32xf32> loc(#loc64)
    %81 = tensor.empty() : tensor<32x64xf32> loc(#loc65)
    %transposed_72 = linalg.transpose ins(%sharding_annotated_41 : tensor<64x32xf32>) outs(%81 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc65)
    %collapsed_73 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32> loc(#loc66)
    %82 = tensor.empty() : tensor<64x64xf32> loc(#loc67)
    %83 = linalg.fill ins(%cst_15 : f32) outs(%82 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc67)
    %84 = tensor.empty() : tensor<64x64xf32> loc(#loc11)
    %85 = linalg.matmul ins(%collapsed_73, %transposed_72 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%83 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc67)
    %collapsed_74 = tensor.collapse_shape %sharding_annotated_47 [[0, 1]] : tensor<4x16xi64> into tensor<64xi64> loc(#loc68)
    %86 = tensor.empty() : tensor<64xi64> loc(#loc69)
    %87 = linalg.fill ins(%c0_i64 : i64) outs(%86 : tensor<64xi64>) -> tensor<64xi64> loc(#loc69)
    %88 = tensor.empty() : tensor<64xf32> loc(#loc69)
    %89 = linalg.fill ins(%cst_14 : f32) outs(%88 : tensor<64xf32>) -> tensor<64xf32> loc(#loc69)
    %90:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%85 : tensor<64x64xf32>) outs(%89, %87 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":86:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0), %out_142: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0)):
      %258 = linalg.index 1 : index loc(#loc69)
      %259 = arith.index_cast %258 : index to i64 loc(#loc69)
      %260 = arith.maximumf %in, %out : f32 loc(#loc69)
      %261 = arith.cmpf ogt, %in, %out : f32 loc(#loc69)
      %262 = arith.select %261, %259, %out_142 : i64 loc(#loc69)
      linalg.yield %260, %262 : f32, i64 loc(#loc69)
    } -> (tensor<64xf32>, tensor<64xi64>) loc(#loc69)
    %91 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%85, %90#0 : tensor<64x64xf32>, tensor<64xf32>) outs(%82 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":86:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0)):
      %258 = arith.subf %in, %in_142 : f32 loc(#loc69)
      linalg.yield %258 : f32 loc(#loc69)
    } -> tensor<64x64xf32> loc(#loc69)
    %92 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%91 : tensor<64x64xf32>) outs(%82 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0)):
      %258 = math.exp %in : f32 loc(#loc69)
      linalg.yield %258 : f32 loc(#loc69)
    } -> tensor<64x64xf32> loc(#loc69)
    %93 = tensor.empty() : tensor<64xf32> loc(#loc69)
    %94 = linalg.fill ins(%cst_15 : f32) outs(%93 : tensor<64xf32>) -> tensor<64xf32> loc(#loc69)
    %95 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%92 : tensor<64x64xf32>) outs(%94 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc69)
      linalg.yield %258 : f32 loc(#loc69)
    } -> tensor<64xf32> loc(#loc69)
    %96 = tensor.empty() : tensor<64xf32> loc(#loc69)
    %97 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%95 : tensor<64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0)):
      %258 = math.log %in : f32 loc(#loc69)
      linalg.yield %258 : f32 loc(#loc69)
    } -> tensor<64xf32> loc(#loc69)
    %98 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%91, %97 : tensor<64x64xf32>, tensor<64xf32>) outs(%82 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0)):
      %258 = arith.subf %in, %in_142 : f32 loc(#loc69)
      linalg.yield %258 : f32 loc(#loc69)
    } -> tensor<64x64xf32> loc(#loc69)
    %99 = tensor.empty() : tensor<64xi1> loc(#loc14)
    %100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_74 : tensor<64xi64>) outs(%99 : tensor<64xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":87:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":90:0)):
      %258 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc14)
      linalg.yield %258 : i1 loc(#loc14)
    } -> tensor<64xi1> loc(#loc14)
    %101 = linalg.generic {indexing_maps = [#map2, #map2, #map12, #map2], iterator_types = ["parallel"]} ins(%100, %collapsed_74, %cst_0 : tensor<64xi1>, tensor<64xi64>, tensor<i64>) outs(%86 : tensor<64xi64>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":90:0), %in_142: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":87:0), %in_143: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":92:0), %out: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":92:0)):
      %258 = arith.select %in, %in_142, %in_143 : i64 loc(#loc3)
      linalg.yield %258 : i64 loc(#loc3)
    } -> tensor<64xi64> loc(#loc3)
    %102 = tensor.empty() : tensor<64xf32> loc(#loc69)
    %103 = linalg.fill ins(%cst_15 : f32) outs(%102 : tensor<64xf32>) -> tensor<64xf32> loc(#loc71)
    %104 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%101 : tensor<64xi64>) outs(%103 : tensor<64xf32>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":93:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":94:0)):
      %258 = linalg.index 0 : index loc(#loc71)
      %259 = arith.index_cast %in : i64 to index loc(#loc71)
      %260 = arith.cmpi slt, %259, %c64 : index loc(#loc71)
      cf.assert %260, "index must be smaller than dim size" loc(#loc71)
      %261 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc71)
      cf.assert %261, "index must be larger or equal to 0" loc(#loc71)
      %extracted = tensor.extract %98[%258, %259] : tensor<64x64xf32> loc(#loc71)
      linalg.yield %extracted : f32 loc(#loc71)
    } -> tensor<64xf32> loc(#loc71)
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%104 : tensor<64xf32>) outs(%88 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":95:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":96:0)):
      %258 = arith.negf %in : f32 loc(#loc73)
      linalg.yield %258 : f32 loc(#loc73)
    } -> tensor<64xf32> loc(#loc73)
    %106 = linalg.generic {indexing_maps = [#map2, #map2, #map12, #map2], iterator_types = ["parallel"]} ins(%100, %105, %cst_9 : tensor<64xi1>, tensor<64xf32>, tensor<f32>) outs(%88 : tensor<64xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":97:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":96:0), %in_143: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0)):
      %258 = arith.select %in, %in_142, %in_143 : f32 loc(#loc9)
      linalg.yield %258 : f32 loc(#loc9)
    } -> tensor<64xf32> loc(#loc9)
    %107 = tensor.empty() : tensor<i64> loc(#loc76)
    %108 = linalg.fill ins(%c0_i64 : i64) outs(%107 : tensor<i64>) -> tensor<i64> loc(#loc76)
    %109 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction"]} ins(%100 : tensor<64xi1>) outs(%108 : tensor<i64>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":100:0), %out: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":101:0)):
      %258 = arith.extui %in : i1 to i64 loc(#loc76)
      %259 = arith.addi %258, %out : i64 loc(#loc76)
      linalg.yield %259 : i64 loc(#loc76)
    } -> tensor<i64> loc(#loc76)
    %110 = tensor.empty() : tensor<f32> loc(#loc78)
    %111 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%109 : tensor<i64>) outs(%110 : tensor<f32>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":101:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":102:0)):
      %258 = arith.sitofp %in : i64 to f32 loc(#loc78)
      linalg.yield %258 : f32 loc(#loc78)
    } -> tensor<f32> loc(#loc78)
    %112 = linalg.fill ins(%cst_15 : f32) outs(%110 : tensor<f32>) -> tensor<f32> loc(#loc79)
    %113 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["reduction"]} ins(%106 : tensor<64xf32>) outs(%112 : tensor<f32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":103:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc79)
      linalg.yield %258 : f32 loc(#loc79)
    } -> tensor<f32> loc(#loc79)
    %114 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%113, %111 : tensor<f32>, tensor<f32>) outs(%110 : tensor<f32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":103:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":102:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":104:0)):
      %258 = arith.divf %in, %in_142 : f32 loc(#loc80)
      linalg.yield %258 : f32 loc(#loc80)
    } -> tensor<f32> loc(#loc80)
    %115 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%cst_10, %111 : tensor<f32>, tensor<f32>) outs(%110 : tensor<f32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":106:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":102:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":106:0)):
      %258 = arith.divf %in, %in_142 : f32 loc(#loc10)
      linalg.yield %258 : f32 loc(#loc10)
    } -> tensor<f32> loc(#loc10)
    %116 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel"]} ins(%115 : tensor<f32>) outs(%88 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":106:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":107:0)):
      linalg.yield %in : f32 loc(#loc81)
    } -> tensor<64xf32> loc(#loc81)
    %117 = linalg.generic {indexing_maps = [#map2, #map2, #map12, #map2], iterator_types = ["parallel"]} ins(%100, %116, %cst_9 : tensor<64xi1>, tensor<64xf32>, tensor<f32>) outs(%88 : tensor<64xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":97:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":107:0), %in_143: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":109:0)):
      %258 = arith.select %in, %in_142, %in_143 : f32 loc(#loc82)
      linalg.yield %258 : f32 loc(#loc82)
    } -> tensor<64xf32> loc(#loc82)
    %118 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%117 : tensor<64xf32>) outs(%88 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":109:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":110:0)):
      %258 = arith.negf %in : f32 loc(#loc83)
      linalg.yield %258 : f32 loc(#loc83)
    } -> tensor<64xf32> loc(#loc83)
    %119 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%86 : tensor<64xi64>) {
    ^bb0(%out: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0)):
      %258 = linalg.index 0 : index loc(#loc11)
      %259 = arith.index_cast %258 : index to i64 loc(#loc11)
      linalg.yield %259 : i64 loc(#loc11)
    } -> tensor<64xi64> loc(#loc11)
    %120 = tensor.empty() : tensor<64x64xi1> loc(#loc11)
    %121 = linalg.generic {indexing_maps = [#map3, #map10, #map4], iterator_types = ["parallel", "parallel"]} ins(%101, %119 : tensor<64xi64>, tensor<64xi64>) outs(%120 : tensor<64x64xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0), %in_142: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0)):
      %258 = arith.cmpi eq, %in, %in_142 : i64 loc(#loc11)
      linalg.yield %258 : i1 loc(#loc11)
    } -> tensor<64x64xi1> loc(#loc11)
    %122 = tensor.empty() : tensor<64x64xf32> loc(#loc11)
    %123 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%121 : tensor<64x64xi1>) outs(%122 : tensor<64x64xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0)):
      %258 = arith.uitofp %in : i1 to f32 loc(#loc11)
      linalg.yield %258 : f32 loc(#loc11)
    } -> tensor<64x64xf32> loc(#loc11)
    %124 = tensor.empty() : tensor<64x64xf32> loc(#loc11)
    %125 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%123, %118 : tensor<64x64xf32>, tensor<64xf32>) outs(%124 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc11)
      linalg.yield %258 : f32 loc(#loc11)
    } -> tensor<64x64xf32> loc(#loc11)
    %126 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%125, %83 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%84 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc11)
      linalg.yield %258 : f32 loc(#loc11)
    } -> tensor<64x64xf32> loc(#loc11)
    %127 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_11, %126 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%82 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc11)
      linalg.yield %258 : f32 loc(#loc11)
    } -> tensor<64x64xf32> loc(#loc11)
    %128 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%98 : tensor<64x64xf32>) outs(%82 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":88:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":115:0)):
      %258 = math.exp %in : f32 loc(#loc84)
      linalg.yield %258 : f32 loc(#loc84)
    } -> tensor<64x64xf32> loc(#loc84)
    %129 = tensor.empty() : tensor<64xf32> loc(#loc69)
    %130 = linalg.fill ins(%cst_15 : f32) outs(%129 : tensor<64xf32>) -> tensor<64xf32> loc(#loc85)
    %131 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%127 : tensor<64x64xf32>) outs(%130 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":116:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc85)
      linalg.yield %258 : f32 loc(#loc85)
    } -> tensor<64xf32> loc(#loc85)
    %132 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%128, %131 : tensor<64x64xf32>, tensor<64xf32>) outs(%82 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":115:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":116:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":117:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc86)
      linalg.yield %258 : f32 loc(#loc86)
    } -> tensor<64x64xf32> loc(#loc86)
    %133 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%127, %132 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%82 : tensor<64x64xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":113:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":117:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":118:0)):
      %258 = arith.subf %in, %in_142 : f32 loc(#loc87)
      linalg.yield %258 : f32 loc(#loc87)
    } -> tensor<64x64xf32> loc(#loc87)
    %transposed_75 = linalg.transpose ins(%133 : tensor<64x64xf32>) outs(%82 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc88)
    %134 = linalg.matmul ins(%transposed_75, %collapsed_73 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%9 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc89)
    %135 = linalg.matmul ins(%133, %sharding_annotated_41 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%9 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc90)
    %expanded_76 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc91)
    %136 = linalg.matmul ins(%135, %sharding_annotated_37 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%64 : tensor<64x128xf32>) -> tensor<64x128xf32> loc(#loc92)
    %transposed_77 = linalg.transpose ins(%135 : tensor<64x32xf32>) outs(%81 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc93)
    %137 = linalg.fill ins(%cst_15 : f32) outs(%62 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc94)
    %138 = linalg.matmul ins(%transposed_77, %collapsed_69 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%137 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc94)
    %139 = tensor.empty() : tensor<32xf32> loc(#loc95)
    %140 = linalg.fill ins(%cst_15 : f32) outs(%139 : tensor<32xf32>) -> tensor<32xf32> loc(#loc95)
    %141 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%135 : tensor<64x32xf32>) outs(%140 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":128:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":134:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc95)
      linalg.yield %258 : f32 loc(#loc95)
    } -> tensor<32xf32> loc(#loc95)
    %expanded_78 = tensor.expand_shape %136 [[0, 1], [2]] output_shape [4, 16, 128] : tensor<64x128xf32> into tensor<4x16x128xf32> loc(#loc97)
    %142 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %73 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":137:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":72:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":138:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc98)
      linalg.yield %258 : f32 loc(#loc98)
    } -> tensor<4x16x128xf32> loc(#loc98)
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %75 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":137:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":75:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":139:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc99)
      linalg.yield %258 : f32 loc(#loc99)
    } -> tensor<4x16x128xf32> loc(#loc99)
    %144 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %74 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":73:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":73:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":141:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc100)
      linalg.yield %258 : f32 loc(#loc100)
    } -> tensor<4x16x128xf32> loc(#loc100)
    %145 = linalg.generic {indexing_maps = [#map14, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst, %144 : tensor<i64>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":142:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":141:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":142:0)):
      %258 = arith.sitofp %in : i64 to f32 loc(#loc2)
      %259 = arith.subf %258, %in_142 : f32 loc(#loc2)
      linalg.yield %259 : f32 loc(#loc2)
    } -> tensor<4x16x128xf32> loc(#loc2)
    %146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %145 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":138:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":142:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":143:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc101)
      linalg.yield %258 : f32 loc(#loc101)
    } -> tensor<4x16x128xf32> loc(#loc101)
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":139:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":144:0)):
      %258 = arith.mulf %in, %cst_2 : f32 loc(#loc102)
      linalg.yield %258 : f32 loc(#loc102)
    } -> tensor<4x16x128xf32> loc(#loc102)
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":143:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":145:0)):
      %258 = arith.truncf %cst_7 : f64 to f32 loc(#loc103)
      %259 = arith.mulf %in, %258 : f32 loc(#loc103)
      linalg.yield %259 : f32 loc(#loc103)
    } -> tensor<4x16x128xf32> loc(#loc103)
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %148 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":144:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":145:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":146:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc104)
      linalg.yield %258 : f32 loc(#loc104)
    } -> tensor<4x16x128xf32> loc(#loc104)
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":145:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":147:0)):
      %258 = arith.truncf %cst_6 : f64 to f32 loc(#loc105)
      %259 = arith.mulf %in, %258 : f32 loc(#loc105)
      linalg.yield %259 : f32 loc(#loc105)
    } -> tensor<4x16x128xf32> loc(#loc105)
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %68 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":147:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":67:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":148:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc106)
      linalg.yield %258 : f32 loc(#loc106)
    } -> tensor<4x16x128xf32> loc(#loc106)
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %expanded_68 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":147:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":66:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":149:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc107)
      linalg.yield %258 : f32 loc(#loc107)
    } -> tensor<4x16x128xf32> loc(#loc107)
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %151 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":146:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":148:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":150:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc108)
      linalg.yield %258 : f32 loc(#loc108)
    } -> tensor<4x16x128xf32> loc(#loc108)
    %154 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %expanded_68 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":149:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":66:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":151:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc109)
      linalg.yield %258 : f32 loc(#loc109)
    } -> tensor<4x16x128xf32> loc(#loc109)
    %155 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %154 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":150:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":152:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":153:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc110)
      linalg.yield %258 : f32 loc(#loc110)
    } -> tensor<4x16x128xf32> loc(#loc110)
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %154 : tensor<4x16x128xf32>, tensor<4x16x128xf32>) outs(%67 : tensor<4x16x128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":153:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":151:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":154:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc112)
      linalg.yield %258 : f32 loc(#loc112)
    } -> tensor<4x16x128xf32> loc(#loc112)
    %collapsed_79 = tensor.collapse_shape %156 [[0, 1], [2]] : tensor<4x16x128xf32> into tensor<64x128xf32> loc(#loc113)
    %157 = linalg.matmul ins(%collapsed_79, %sharding_annotated_33 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%9 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc114)
    %158 = tensor.empty() : tensor<128x64xf32> loc(#loc115)
    %transposed_80 = linalg.transpose ins(%collapsed_79 : tensor<64x128xf32>) outs(%158 : tensor<128x64xf32>) permutation = [1, 0]  loc(#loc115)
    %159 = linalg.fill ins(%cst_15 : f32) outs(%77 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc116)
    %160 = linalg.matmul ins(%transposed_80, %collapsed_66 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%159 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc116)
    %161 = tensor.empty() : tensor<128xf32> loc(#loc117)
    %162 = linalg.fill ins(%cst_15 : f32) outs(%161 : tensor<128xf32>) -> tensor<128xf32> loc(#loc117)
    %163 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_79 : tensor<64x128xf32>) outs(%162 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":155:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":161:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc117)
      linalg.yield %258 : f32 loc(#loc117)
    } -> tensor<128xf32> loc(#loc117)
    %expanded_81 = tensor.expand_shape %157 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc118)
    %164 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %45 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":58:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":165:0)):
      %258 = arith.subf %in, %in_142 : f32 loc(#loc119)
      linalg.yield %258 : f32 loc(#loc119)
    } -> tensor<4x16x32xf32> loc(#loc119)
    %165 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %57 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":165:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":166:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc120)
      linalg.yield %258 : f32 loc(#loc120)
    } -> tensor<4x16x32xf32> loc(#loc120)
    %166 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %sharding_annotated_29 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":164:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":167:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc121)
      linalg.yield %258 : f32 loc(#loc121)
    } -> tensor<4x16x32xf32> loc(#loc121)
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":167:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":168:0)):
      %258 = arith.mulf %in, %cst_3 : f32 loc(#loc122)
      linalg.yield %258 : f32 loc(#loc122)
    } -> tensor<4x16x32xf32> loc(#loc122)
    %168 = tensor.empty() : tensor<4x16xf32> loc(#loc5)
    %169 = linalg.fill ins(%cst_15 : f32) outs(%168 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc123)
    %170 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<4x16x32xf32>) outs(%169 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":167:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":169:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc123)
      linalg.yield %258 : f32 loc(#loc123)
    } -> tensor<4x16xf32> loc(#loc123)
    %171 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %165 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":167:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":166:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":170:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc124)
      linalg.yield %258 : f32 loc(#loc124)
    } -> tensor<4x16x32xf32> loc(#loc124)
    %172 = tensor.empty() : tensor<4x16xf32> loc(#loc5)
    %173 = linalg.fill ins(%cst_15 : f32) outs(%172 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc125)
    %174 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%171 : tensor<4x16x32xf32>) outs(%173 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":170:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":171:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc125)
      linalg.yield %258 : f32 loc(#loc125)
    } -> tensor<4x16xf32> loc(#loc125)
    %175 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %174 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":166:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":171:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":172:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc126)
      linalg.yield %258 : f32 loc(#loc126)
    } -> tensor<4x16x32xf32> loc(#loc126)
    %176 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %170 : tensor<4x16x32xf32>, tensor<4x16xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":168:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":169:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":173:0)):
      %258 = arith.subf %in, %in_142 : f32 loc(#loc127)
      linalg.yield %258 : f32 loc(#loc127)
    } -> tensor<4x16x32xf32> loc(#loc127)
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %175 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":173:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":172:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":174:0)):
      %258 = arith.subf %in, %in_142 : f32 loc(#loc128)
      linalg.yield %258 : f32 loc(#loc128)
    } -> tensor<4x16x32xf32> loc(#loc128)
    %178 = tensor.empty() : tensor<4x16xf32> loc(#loc129)
    %179 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<4x16xf32>) outs(%178 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":59:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":175:0)):
      %258 = arith.divf %in, %cst_3 : f32 loc(#loc129)
      linalg.yield %258 : f32 loc(#loc129)
    } -> tensor<4x16xf32> loc(#loc129)
    %180 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %177 : tensor<4x16xf32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":175:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":174:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":176:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc130)
      linalg.yield %258 : f32 loc(#loc130)
    } -> tensor<4x16x32xf32> loc(#loc130)
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %165 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":164:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":166:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":177:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc131)
      linalg.yield %258 : f32 loc(#loc131)
    } -> tensor<4x16x32xf32> loc(#loc131)
    %182 = tensor.empty() : tensor<32xf32> loc(#loc132)
    %183 = linalg.fill ins(%cst_15 : f32) outs(%182 : tensor<32xf32>) -> tensor<32xf32> loc(#loc132)
    %184 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%181 : tensor<4x16x32xf32>) outs(%183 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":177:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":178:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc132)
      linalg.yield %258 : f32 loc(#loc132)
    } -> tensor<32xf32> loc(#loc132)
    %185 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_81 : tensor<4x16x32xf32>) outs(%183 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":164:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":179:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc133)
      linalg.yield %258 : f32 loc(#loc133)
    } -> tensor<32xf32> loc(#loc133)
    %186 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %180 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":126:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":176:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":180:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc134)
      linalg.yield %258 : f32 loc(#loc134)
    } -> tensor<4x16x32xf32> loc(#loc134)
    %collapsed_82 = tensor.collapse_shape %186 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32> loc(#loc135)
    %187 = linalg.matmul ins(%collapsed_82, %sharding_annotated_25 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%9 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc136)
    %transposed_83 = linalg.transpose ins(%collapsed_82 : tensor<64x32xf32>) outs(%81 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc137)
    %188 = linalg.fill ins(%cst_15 : f32) outs(%7 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc138)
    %189 = linalg.matmul ins(%transposed_83, %collapsed_63 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%188 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc138)
    %190 = tensor.empty() : tensor<32xf32> loc(#loc95)
    %191 = linalg.fill ins(%cst_15 : f32) outs(%190 : tensor<32xf32>) -> tensor<32xf32> loc(#loc139)
    %192 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_82 : tensor<64x32xf32>) outs(%191 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":181:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":187:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc139)
      linalg.yield %258 : f32 loc(#loc139)
    } -> tensor<32xf32> loc(#loc139)
    %expanded_84 = tensor.expand_shape %187 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32> loc(#loc140)
    %transposed_85 = linalg.transpose ins(%expanded_84 : tensor<4x16x4x8xf32>) outs(%11 : tensor<4x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc141)
    %collapsed_86 = tensor.collapse_shape %transposed_85 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32> loc(#loc142)
    %transposed_87 = linalg.transpose ins(%collapsed_59 : tensor<16x16x16xf32>) outs(%15 : tensor<16x16x16xf32>) permutation = [0, 2, 1]  loc(#loc143)
    %193 = linalg.batch_matmul ins(%transposed_87, %collapsed_86 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%35 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc144)
    %194 = tensor.empty() : tensor<16x8x16xf32> loc(#loc145)
    %transposed_88 = linalg.transpose ins(%collapsed_60 : tensor<16x16x8xf32>) outs(%194 : tensor<16x8x16xf32>) permutation = [0, 2, 1]  loc(#loc145)
    %195 = linalg.batch_matmul ins(%collapsed_86, %transposed_88 : tensor<16x16x8xf32>, tensor<16x8x16xf32>) outs(%16 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32> loc(#loc146)
    %expanded_89 = tensor.expand_shape %193 [[0, 1], [2], [3]] output_shape [4, 4, 16, 8] : tensor<16x16x8xf32> into tensor<4x4x16x8xf32> loc(#loc147)
    %expanded_90 = tensor.expand_shape %195 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32> loc(#loc148)
    %196 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_90, %33 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%18 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":200:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":202:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc149)
      linalg.yield %258 : f32 loc(#loc149)
    } -> tensor<4x4x16x16xf32> loc(#loc149)
    %197 = tensor.empty() : tensor<4x4x16xf32> loc(#loc38)
    %198 = linalg.fill ins(%cst_15 : f32) outs(%197 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc(#loc150)
    %199 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%196 : tensor<4x4x16x16xf32>) outs(%198 : tensor<4x4x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":202:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":203:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc150)
      linalg.yield %258 : f32 loc(#loc150)
    } -> tensor<4x4x16xf32> loc(#loc150)
    %200 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %199 : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) outs(%18 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":42:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":203:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":204:0)):
      %258 = arith.mulf %in, %in_142 : f32 loc(#loc151)
      linalg.yield %258 : f32 loc(#loc151)
    } -> tensor<4x4x16x16xf32> loc(#loc151)
    %201 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %200 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%18 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":202:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":204:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":205:0)):
      %258 = arith.subf %in, %in_142 : f32 loc(#loc152)
      linalg.yield %258 : f32 loc(#loc152)
    } -> tensor<4x4x16x16xf32> loc(#loc152)
    %202 = linalg.generic {indexing_maps = [#map7, #map8, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %cst_9, %201 : tensor<16x16xi1>, tensor<f32>, tensor<4x4x16x16xf32>) outs(%18 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":39:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0), %in_143: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":205:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":207:0)):
      %258 = arith.select %in, %in_142, %in_143 : f32 loc(#loc153)
      linalg.yield %258 : f32 loc(#loc153)
    } -> tensor<4x4x16x16xf32> loc(#loc153)
    %203 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202 : tensor<4x4x16x16xf32>) outs(%18 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":207:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":208:0)):
      %258 = arith.truncf %cst_4 : f64 to f32 loc(#loc154)
      %259 = arith.mulf %in, %258 : f32 loc(#loc154)
      linalg.yield %259 : f32 loc(#loc154)
    } -> tensor<4x4x16x16xf32> loc(#loc154)
    %collapsed_91 = tensor.collapse_shape %203 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32> loc(#loc155)
    %transposed_92 = linalg.transpose ins(%collapsed_55 : tensor<16x16x8xf32>) outs(%194 : tensor<16x8x16xf32>) permutation = [0, 2, 1]  loc(#loc156)
    %204 = linalg.fill ins(%cst_15 : f32) outs(%194 : tensor<16x8x16xf32>) -> tensor<16x8x16xf32> loc(#loc157)
    %205 = linalg.batch_matmul ins(%transposed_92, %collapsed_91 : tensor<16x8x16xf32>, tensor<16x16x16xf32>) outs(%204 : tensor<16x8x16xf32>) -> tensor<16x8x16xf32> loc(#loc157)
    %transposed_93 = linalg.transpose ins(%collapsed_56 : tensor<16x8x16xf32>) outs(%34 : tensor<16x16x8xf32>) permutation = [0, 2, 1]  loc(#loc158)
    %206 = linalg.batch_matmul ins(%collapsed_91, %transposed_93 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%35 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32> loc(#loc159)
    %expanded_94 = tensor.expand_shape %205 [[0, 1], [2], [3]] output_shape [4, 4, 8, 16] : tensor<16x8x16xf32> into tensor<4x4x8x16xf32> loc(#loc160)
    %expanded_95 = tensor.expand_shape %206 [[0, 1], [2], [3]] output_shape [4, 4, 16, 8] : tensor<16x16x8xf32> into tensor<4x4x16x8xf32> loc(#loc161)
    %transposed_96 = linalg.transpose ins(%expanded_89 : tensor<4x4x16x8xf32>) outs(%37 : tensor<4x16x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc162)
    %collapsed_97 = tensor.collapse_shape %transposed_96 [[0, 1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<64x32xf32> loc(#loc163)
    %transposed_98 = linalg.transpose ins(%collapsed_97 : tensor<64x32xf32>) outs(%81 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc164)
    %207 = linalg.matmul ins(%transposed_98, %collapsed : tensor<32x64xf32>, tensor<64x32xf32>) outs(%188 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc165)
    %208 = linalg.matmul ins(%collapsed_97, %sharding_annotated_23 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%9 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc166)
    %expanded_99 = tensor.expand_shape %208 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc167)
    %209 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %expanded_99 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":180:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":226:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":227:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc168)
      linalg.yield %258 : f32 loc(#loc168)
    } -> tensor<4x16x32xf32> loc(#loc168)
    %transposed_100 = linalg.transpose ins(%expanded_94 : tensor<4x4x8x16xf32>) outs(%37 : tensor<4x16x4x8xf32>) permutation = [0, 3, 1, 2]  loc(#loc169)
    %collapsed_101 = tensor.collapse_shape %transposed_100 [[0, 1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<64x32xf32> loc(#loc170)
    %transposed_102 = linalg.transpose ins(%collapsed_101 : tensor<64x32xf32>) outs(%81 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc171)
    %210 = linalg.matmul ins(%transposed_102, %collapsed : tensor<32x64xf32>, tensor<64x32xf32>) outs(%188 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc172)
    %211 = linalg.matmul ins(%collapsed_101, %sharding_annotated_21 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%9 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc173)
    %expanded_103 = tensor.expand_shape %211 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc174)
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %expanded_103 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":227:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":238:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":239:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc175)
      linalg.yield %258 : f32 loc(#loc175)
    } -> tensor<4x16x32xf32> loc(#loc175)
    %transposed_104 = linalg.transpose ins(%expanded_95 : tensor<4x4x16x8xf32>) outs(%37 : tensor<4x16x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc176)
    %collapsed_105 = tensor.collapse_shape %transposed_104 [[0, 1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<64x32xf32> loc(#loc177)
    %transposed_106 = linalg.transpose ins(%collapsed_105 : tensor<64x32xf32>) outs(%81 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc178)
    %213 = linalg.matmul ins(%transposed_106, %collapsed : tensor<32x64xf32>, tensor<64x32xf32>) outs(%188 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc179)
    %214 = linalg.matmul ins(%collapsed_105, %sharding_annotated_19 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%9 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc180)
    %expanded_107 = tensor.expand_shape %214 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32> loc(#loc181)
    %215 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %expanded_107 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":239:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":250:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":251:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc182)
      linalg.yield %258 : f32 loc(#loc182)
    } -> tensor<4x16x32xf32> loc(#loc182)
    %216 = tensor.empty() : tensor<16x32xf32> loc(#loc183)
    %217 = linalg.fill ins(%cst_15 : f32) outs(%216 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc183)
    %218 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "parallel", "parallel"]} ins(%215 : tensor<4x16x32xf32>) outs(%217 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":251:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":253:0)):
      %258 = arith.addf %in, %out : f32 loc(#loc183)
      linalg.yield %258 : f32 loc(#loc183)
    } -> tensor<16x32xf32> loc(#loc183)
    %219 = tensor.empty() : tensor<16xi1> loc(#loc184)
    %220 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<16xi64>) outs(%219 : tensor<16xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":7:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":255:0)):
      %258 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc184)
      linalg.yield %258 : i1 loc(#loc184)
    } -> tensor<16xi1> loc(#loc184)
    %221 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<16xi64>) outs(%219 : tensor<16xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":7:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":256:0)):
      %258 = arith.cmpi slt, %in, %c16_i64 : i64 loc(#loc185)
      linalg.yield %258 : i1 loc(#loc185)
    } -> tensor<16xi1> loc(#loc185)
    %222 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%220, %221 : tensor<16xi1>, tensor<16xi1>) outs(%219 : tensor<16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":255:0), %in_142: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":256:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":257:0)):
      %258 = arith.andi %in, %in_142 : i1 loc(#loc186)
      linalg.yield %258 : i1 loc(#loc186)
    } -> tensor<16xi1> loc(#loc186)
    %223 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<16xi64>) outs(%219 : tensor<16xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":7:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":258:0)):
      %258 = arith.cmpi ne, %in, %c-1_i64 : i64 loc(#loc187)
      linalg.yield %258 : i1 loc(#loc187)
    } -> tensor<16xi1> loc(#loc187)
    %224 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%222, %223 : tensor<16xi1>, tensor<16xi1>) outs(%219 : tensor<16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":257:0), %in_142: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":258:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":259:0)):
      %258 = arith.andi %in, %in_142 : i1 loc(#loc188)
      linalg.yield %258 : i1 loc(#loc188)
    } -> tensor<16xi1> loc(#loc188)
    %225 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<16xi64>) outs(%2 : tensor<16xi64>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":7:0), %out: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":262:0)):
      %258 = arith.maxsi %in, %c-16_i64 : i64 loc(#loc15)
      %259 = arith.minsi %258, %c15_i64 : i64 loc(#loc15)
      linalg.yield %259 : i64 loc(#loc15)
    } -> tensor<16xi64> loc(#loc15)
    %226 = tensor.empty() : tensor<16xi1> loc(#loc189)
    %227 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%224 : tensor<16xi1>) outs(%226 : tensor<16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":260:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":263:0)):
      %258 = arith.xori %in, %true : i1 loc(#loc189)
      linalg.yield %258 : i1 loc(#loc189)
    } -> tensor<16xi1> loc(#loc189)
    %228 = linalg.generic {indexing_maps = [#map3, #map15, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%227, %cst_9, %218 : tensor<16xi1>, tensor<f32>, tensor<16x32xf32>) outs(%4 : tensor<16x32xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":263:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0), %in_143: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":254:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":265:0)):
      %258 = arith.select %in, %in_142, %in_143 : f32 loc(#loc191)
      linalg.yield %258 : f32 loc(#loc191)
    } -> tensor<16x32xf32> loc(#loc191)
    %229 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%225 : tensor<16xi64>) outs(%219 : tensor<16xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":262:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0)):
      %258 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc12)
      linalg.yield %258 : i1 loc(#loc12)
    } -> tensor<16xi1> loc(#loc12)
    %230 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%225 : tensor<16xi64>) outs(%2 : tensor<16xi64>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":262:0), %out: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0)):
      %258 = arith.addi %in, %c16_i64 : i64 loc(#loc12)
      linalg.yield %258 : i64 loc(#loc12)
    } -> tensor<16xi64> loc(#loc12)
    %231 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%229, %230, %225 : tensor<16xi1>, tensor<16xi64>, tensor<16xi64>) outs(%2 : tensor<16xi64>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0), %in_142: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0), %in_143: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":262:0), %out: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0)):
      %258 = arith.select %in, %in_142, %in_143 : i64 loc(#loc12)
      linalg.yield %258 : i64 loc(#loc12)
    } -> tensor<16xi64> loc(#loc12)
    %232 = tensor.empty() : tensor<16x16xi1> loc(#loc12)
    %233 = linalg.generic {indexing_maps = [#map3, #map10, #map4], iterator_types = ["parallel", "parallel"]} ins(%231, %3 : tensor<16xi64>, tensor<16xi64>) outs(%232 : tensor<16x16xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0), %in_142: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0)):
      %258 = arith.cmpi eq, %in, %in_142 : i64 loc(#loc12)
      linalg.yield %258 : i1 loc(#loc12)
    } -> tensor<16x16xi1> loc(#loc12)
    %234 = tensor.empty() : tensor<16x16xf32> loc(#loc12)
    %235 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%233 : tensor<16x16xi1>) outs(%234 : tensor<16x16xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0)):
      %258 = arith.uitofp %in : i1 to f32 loc(#loc12)
      linalg.yield %258 : f32 loc(#loc12)
    } -> tensor<16x16xf32> loc(#loc12)
    %transposed_108 = linalg.transpose ins(%235 : tensor<16x16xf32>) outs(%234 : tensor<16x16xf32>) permutation = [1, 0]  loc(#loc12)
    %236 = linalg.fill ins(%cst_15 : f32) outs(%4 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc12)
    %237 = linalg.matmul ins(%transposed_108, %228 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%236 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc12)
    %238 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_12, %237 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%4 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":266:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc12)
      linalg.yield %258 : f32 loc(#loc12)
    } -> tensor<16x32xf32> loc(#loc12)
    %239 = tensor.empty() : tensor<4x16xi1> loc(#loc193)
    %240 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_45 : tensor<4x16xi64>) outs(%239 : tensor<4x16xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":267:0)):
      %258 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc193)
      linalg.yield %258 : i1 loc(#loc193)
    } -> tensor<4x16xi1> loc(#loc193)
    %241 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_45 : tensor<4x16xi64>) outs(%239 : tensor<4x16xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":268:0)):
      %258 = arith.cmpi slt, %in, %c64_i64 : i64 loc(#loc194)
      linalg.yield %258 : i1 loc(#loc194)
    } -> tensor<4x16xi1> loc(#loc194)
    %242 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%240, %241 : tensor<4x16xi1>, tensor<4x16xi1>) outs(%239 : tensor<4x16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":267:0), %in_142: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":268:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":269:0)):
      %258 = arith.andi %in, %in_142 : i1 loc(#loc195)
      linalg.yield %258 : i1 loc(#loc195)
    } -> tensor<4x16xi1> loc(#loc195)
    %243 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_45 : tensor<4x16xi64>) outs(%239 : tensor<4x16xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":270:0)):
      %258 = arith.cmpi ne, %in, %c-1_i64 : i64 loc(#loc196)
      linalg.yield %258 : i1 loc(#loc196)
    } -> tensor<4x16xi1> loc(#loc196)
    %244 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%242, %243 : tensor<4x16xi1>, tensor<4x16xi1>) outs(%239 : tensor<4x16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":269:0), %in_142: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":270:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":271:0)):
      %258 = arith.andi %in, %in_142 : i1 loc(#loc197)
      linalg.yield %258 : i1 loc(#loc197)
    } -> tensor<4x16xi1> loc(#loc197)
    %245 = tensor.empty() : tensor<4x16xi64> loc(#loc16)
    %246 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%sharding_annotated_45 : tensor<4x16xi64>) outs(%245 : tensor<4x16xi64>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":6:0), %out: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":274:0)):
      %258 = arith.maxsi %in, %c-64_i64 : i64 loc(#loc16)
      %259 = arith.minsi %258, %c63_i64 : i64 loc(#loc16)
      linalg.yield %259 : i64 loc(#loc16)
    } -> tensor<4x16xi64> loc(#loc16)
    %247 = tensor.empty() : tensor<4x16xi1> loc(#loc198)
    %248 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<4x16xi1>) outs(%247 : tensor<4x16xi1>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":272:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":275:0)):
      %258 = arith.xori %in, %true : i1 loc(#loc198)
      linalg.yield %258 : i1 loc(#loc198)
    } -> tensor<4x16xi1> loc(#loc198)
    %249 = linalg.generic {indexing_maps = [#map, #map14, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %cst_9, %215 : tensor<4x16xi1>, tensor<f32>, tensor<4x16x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":275:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":99:0), %in_143: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":251:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":277:0)):
      %258 = arith.select %in, %in_142, %in_143 : f32 loc(#loc200)
      linalg.yield %258 : f32 loc(#loc200)
    } -> tensor<4x16x32xf32> loc(#loc200)
    %collapsed_109 = tensor.collapse_shape %246 [[0, 1]] : tensor<4x16xi64> into tensor<64xi64> loc(#loc13)
    %250 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_109 : tensor<64xi64>) outs(%99 : tensor<64xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0)):
      %258 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc13)
      linalg.yield %258 : i1 loc(#loc13)
    } -> tensor<64xi1> loc(#loc13)
    %251 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_109 : tensor<64xi64>) outs(%86 : tensor<64xi64>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0), %out: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0)):
      %258 = arith.addi %in, %c64_i64 : i64 loc(#loc13)
      linalg.yield %258 : i64 loc(#loc13)
    } -> tensor<64xi64> loc(#loc13)
    %252 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%250, %251, %collapsed_109 : tensor<64xi1>, tensor<64xi64>, tensor<64xi64>) outs(%86 : tensor<64xi64>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0), %in_142: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0), %in_143: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0), %out: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0)):
      %258 = arith.select %in, %in_142, %in_143 : i64 loc(#loc13)
      linalg.yield %258 : i64 loc(#loc13)
    } -> tensor<64xi64> loc(#loc13)
    %253 = tensor.empty() : tensor<64x64xi1> loc(#loc13)
    %254 = linalg.generic {indexing_maps = [#map3, #map10, #map4], iterator_types = ["parallel", "parallel"]} ins(%252, %119 : tensor<64xi64>, tensor<64xi64>) outs(%253 : tensor<64x64xi1>) {
    ^bb0(%in: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0), %in_142: i64 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0), %out: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0)):
      %258 = arith.cmpi eq, %in, %in_142 : i64 loc(#loc13)
      linalg.yield %258 : i1 loc(#loc13)
    } -> tensor<64x64xi1> loc(#loc13)
    %255 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%254 : tensor<64x64xi1>) outs(%82 : tensor<64x64xf32>) {
    ^bb0(%in: i1 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0)):
      %258 = arith.uitofp %in : i1 to f32 loc(#loc13)
      linalg.yield %258 : f32 loc(#loc13)
    } -> tensor<64x64xf32> loc(#loc13)
    %collapsed_110 = tensor.collapse_shape %249 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32> loc(#loc13)
    %transposed_111 = linalg.transpose ins(%255 : tensor<64x64xf32>) outs(%82 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc13)
    %256 = linalg.matmul ins(%transposed_111, %collapsed_110 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%9 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc13)
    %257 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_13, %256 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%8 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0), %in_142: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0), %out: f32 loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":278:0)):
      %258 = arith.addf %in, %in_142 : f32 loc(#loc13)
      linalg.yield %258 : f32 loc(#loc13)
    } -> tensor<64x32xf32> loc(#loc13)
    %sharding_112 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_113 = shard.shard %114 to %sharding_112 : tensor<f32> loc(#loc)
    %sharding_114 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_115 = shard.shard %257 to %sharding_114 : tensor<64x32xf32> loc(#loc)
    %sharding_116 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_117 = shard.shard %238 to %sharding_116 : tensor<16x32xf32> loc(#loc)
    %sharding_118 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_119 = shard.shard %213 to %sharding_118 : tensor<32x32xf32> loc(#loc)
    %sharding_120 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_121 = shard.shard %210 to %sharding_120 : tensor<32x32xf32> loc(#loc)
    %sharding_122 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_123 = shard.shard %207 to %sharding_122 : tensor<32x32xf32> loc(#loc)
    %sharding_124 = shard.sharding @mesh split_axes = [[], [1]] : !shard.sharding loc(#loc)
    %sharding_annotated_125 = shard.shard %189 to %sharding_124 : tensor<32x32xf32> loc(#loc)
    %sharding_126 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_127 = shard.shard %192 to %sharding_126 : tensor<32xf32> loc(#loc)
    %sharding_128 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_129 = shard.shard %184 to %sharding_128 : tensor<32xf32> loc(#loc)
    %sharding_130 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_131 = shard.shard %185 to %sharding_130 : tensor<32xf32> loc(#loc)
    %sharding_132 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_133 = shard.shard %160 to %sharding_132 : tensor<128x32xf32> loc(#loc)
    %sharding_134 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_135 = shard.shard %163 to %sharding_134 : tensor<128xf32> loc(#loc)
    %sharding_136 = shard.sharding @mesh split_axes = [[], [1]] : !shard.sharding loc(#loc)
    %sharding_annotated_137 = shard.shard %138 to %sharding_136 : tensor<32x128xf32> loc(#loc)
    %sharding_138 = shard.sharding @mesh split_axes = [[]] : !shard.sharding loc(#loc)
    %sharding_annotated_139 = shard.shard %141 to %sharding_138 : tensor<32xf32> loc(#loc)
    %sharding_140 = shard.sharding @mesh split_axes = [[1]] : !shard.sharding loc(#loc)
    %sharding_annotated_141 = shard.shard %134 to %sharding_140 : tensor<64x32xf32> loc(#loc)
    return %sharding_annotated_113, %sharding_annotated_115, %sharding_annotated_117, %sharding_annotated_119, %sharding_annotated_121, %sharding_annotated_123, %sharding_annotated_125, %sharding_annotated_127, %sharding_annotated_129, %sharding_annotated_131, %sharding_annotated_133, %sharding_annotated_135, %sharding_annotated_137, %sharding_annotated_139, %sharding_annotated_141 : tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<64x32xf32> loc(#loc13)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
#loc20 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":10:0)
#loc21 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":11:0)
#loc22 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":12:0)
#loc23 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":14:0)
#loc24 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":15:0)
#loc25 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":16:0)
#loc26 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":18:0)
#loc27 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":20:0)
#loc28 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":22:0)
#loc29 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":24:0)
#loc30 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":26:0)
#loc31 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":27:0)
#loc32 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":28:0)
#loc33 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":31:0)
#loc34 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":34:0)
#loc35 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":35:0)
#loc39 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":45:0)
#loc40 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":48:0)
#loc41 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":49:0)
#loc42 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":50:0)
#loc43 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":51:0)
#loc44 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":54:0)
#loc45 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":55:0)
#loc49 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":63:0)
#loc50 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":64:0)
#loc60 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":77:0)
#loc61 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":78:0)
#loc65 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":82:0)
#loc66 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":83:0)
#loc67 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":84:0)
#loc88 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":121:0)
#loc89 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":122:0)
#loc90 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":125:0)
#loc92 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":130:0)
#loc93 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":131:0)
#loc94 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":132:0)
#loc114 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":157:0)
#loc115 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":158:0)
#loc116 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":159:0)
#loc136 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":183:0)
#loc137 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":184:0)
#loc138 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":185:0)
#loc140 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":191:0)
#loc141 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":192:0)
#loc142 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":194:0)
#loc143 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":195:0)
#loc144 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":196:0)
#loc145 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":197:0)
#loc146 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":198:0)
#loc147 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":199:0)
#loc155 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":209:0)
#loc156 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":210:0)
#loc157 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":211:0)
#loc158 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":212:0)
#loc159 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":213:0)
#loc160 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":214:0)
#loc161 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":215:0)
#loc162 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":217:0)
#loc163 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":220:0)
#loc164 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":221:0)
#loc165 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":222:0)
#loc166 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":225:0)
#loc169 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":229:0)
#loc170 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":232:0)
#loc171 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":233:0)
#loc172 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":234:0)
#loc173 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":237:0)
#loc176 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":241:0)
#loc177 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":244:0)
#loc178 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":245:0)
#loc179 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":246:0)
#loc180 = loc("<eval_with_key>.164 from /work/main/build/venv-torch/lib/python3.11/site-packages/torch/fx/experimental/proxy_tensor.py:1968 in wrapped":249:0)

