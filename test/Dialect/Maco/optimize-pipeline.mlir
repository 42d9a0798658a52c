// maco-optimize runs combine, chunking, async and schedule in that order and
// forwards its options to them.
// RUN: maco-opt %s -maco-optimize=guard=false | FileCheck %s
// RUN: maco-opt %s -maco-optimize="guard=false max-in-flight=1 threshold-bytes=16" | FileCheck %s --check-prefix=BOUND
// RUN: maco-opt %s -maco-optimize="guard=false threshold-bytes=16" | FileCheck %s --check-prefix=SMALL
// RUN: maco-opt %s -maco-optimize="guard=false stream=3" | FileCheck %s --check-prefix=STREAM
// RUN: maco-opt %s -maco-optimize="guard=false remarks threshold-bytes=16" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: not maco-opt %s -maco-optimize="guard=false max-in-flight=-1" 2>&1 | FileCheck %s --check-prefix=BAD

shard.grid @g(shape = 4)

// The two all-reduces are combined into one, started on stream 1 before
// the matmul and waited for after it.
// CHECK-LABEL: func.func @step
//       CHECK: %[[F:.*]] = maco.all_reduce_start %{{.*}}, %{{.*}} on @g
//  CHECK-NEXT: linalg.matmul
//  CHECK-NEXT: maco.wait %[[F]]
// With a 16-byte threshold they stay apart; max-in-flight=1 then waits for
// the first before the second starts, and the final canonicalize turns
// that adjacent start/wait back into a blocking all-reduce.
// BOUND-LABEL: func.func @step
//       BOUND: maco.all_reduce %
//  BOUND-NEXT: %[[F2:.*]] = maco.all_reduce_start
//  BOUND-NEXT: linalg.matmul
//  BOUND-NEXT: maco.wait %[[F2]]
// SMALL-LABEL: func.func @step
//       SMALL: %[[F1:.*]] = maco.all_reduce_start
//  SMALL-NEXT: %[[F2:.*]] = maco.all_reduce_start
//  SMALL-NEXT: linalg.matmul
// STREAM: maco.all_reduce_start {{.*}}stream = 3
// REMARK: remark: 'maco.all_reduce' not combined: the next compatible all-reduce would exceed the threshold
// BAD: for the --max-in-flight option: '-1' value invalid for uint argument!
func.func @step(%x: tensor<4xf32>, %y: tensor<4xf32>, %a: tensor<8x8xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<8x8xf32>) {
  %r1 = maco.all_reduce %x on @g grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  %r2 = maco.all_reduce %y on @g grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  %m = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r1, %r2, %m : tensor<4xf32>, tensor<4xf32>, tensor<8x8xf32>
}
