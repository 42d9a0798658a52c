// The Chrome trace: one process per function, a thread per stream, one
// complete ("X") event per slice, in microseconds.
// RUN: maco-opt %s -maco-estimate="trace-file=%t.json" -o /dev/null
// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); ev=[e for e in d['traceEvents'] if e['ph']=='X']; print('events', len(ev), sorted({e['tid'] for e in ev}), [e['name'] for e in ev], [round(e['dur'], 1) for e in ev]); print([e['args']['name'] for e in d['traceEvents'] if e['ph']=='M'])" %t.json | FileCheck %s

// CHECK: events 3 [0, 1] ['maco.all_reduce_start', 'linalg.matmul', 'maco.wait'] [2331.5, 73.7, 2257.7]
// CHECK: ['@overlap (predicted)', 'comm stream 1', 'compute']

shard.grid @g(shape = 4)
func.func @overlap(%x: tensor<1048576xf32>, %a: tensor<128x128xf32>) -> (tensor<1048576xf32>, tensor<128x128xf32>) {
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<1048576xf32> -> !maco.future<tensor<1048576xf32>>
  %m = linalg.matmul ins(%a, %a : tensor<128x128xf32>, tensor<128x128xf32>) outs(%a : tensor<128x128xf32>) -> tensor<128x128xf32>
  %r = maco.wait %f : !maco.future<tensor<1048576xf32>>
  return %r, %m : tensor<1048576xf32>, tensor<128x128xf32>
}
