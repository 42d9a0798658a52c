// RUN: maco-opt %s -maco-estimate="target=%S/Inputs/comm-contended.target" -o /dev/null | FileCheck %s
// RUN: maco-opt %s -maco-estimate="target=%S/Inputs/uncontended.target" -o /dev/null | FileCheck %s --check-prefix=ALONE

// comm-contention: a collective runs 3x slower while compute runs beside
// it. The all-reduce (4096 B at 1 MB/s, ring over 2 ranks: 4096 us alone)
// runs beside the 128^3 matmul (2 x 128^3 / 1e9 = 4194.3 us): a third of
// its work gets done by then (1398.1 us), the rest (2697.9 us) after, so
// the wait stalls 2697.9 us: 6892.2 us in all instead of 4194.3 us.
// CHECK: maco-estimate @overlap (target comm-contended)
// CHECK:   1 0.0 4096.0  maco.all_reduce_start
// CHECK:   0 0.0 4194.3  linalg.matmul
// CHECK:   0 4194.3 6892.2  maco.wait
// CHECK: predicted: sequential 8290.3 us, scheduled 6892.2 us, exposed communication 2697.9 us, speedup 1.20x
// ALONE: predicted: sequential 8290.3 us, scheduled 4194.3 us, exposed communication 0.0 us, speedup 1.98x
shard.grid @g(shape = 2)
func.func @overlap(%x: tensor<1024xf32>, %a: tensor<128x128xf32>) -> (tensor<1024xf32>, tensor<128x128xf32>) {
  %f = maco.all_reduce_start %x on @g grid_axes = [0] : tensor<1024xf32> -> !maco.future<tensor<1024xf32>>
  %m = linalg.matmul ins(%a, %a : tensor<128x128xf32>, tensor<128x128xf32>) outs(%a : tensor<128x128xf32>) -> tensor<128x128xf32>
  %r = maco.wait %f : !maco.future<tensor<1024xf32>>
  return %r, %m : tensor<1024xf32>, tensor<128x128xf32>
}
