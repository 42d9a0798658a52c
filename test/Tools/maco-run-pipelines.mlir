// maco-run compiles with the registered pipelines maco-frontend,
// maco-optimize and maco-to-cpu and nothing else: maco-opt with the same
// pipelines prints the module that maco-run runs (--print-ir), with and
// without maco-optimize and with its options. The input has a
// shard-annotated function (partitioned by upstream), a collective that
// maco-optimize overlaps with independent compute (large enough for the
// cost model to predict a gain: maco-optimize keeps a function unchanged
// otherwise), and a @noop entry so
// that the printed module also runs on one rank.
// RUN: maco-run --print-ir --entry=noop %s > %t.run
// RUN: maco-opt --maco-frontend --maco-optimize --maco-to-cpu %s > %t.opt
// RUN: diff %t.run %t.opt
// RUN: FileCheck %s < %t.run
// RUN: maco-run --print-ir --entry=noop --no-optimize %s > %t.run.noopt
// RUN: maco-opt --maco-frontend --maco-to-cpu %s > %t.opt.noopt
// RUN: diff %t.run.noopt %t.opt.noopt
// RUN: FileCheck %s --check-prefix=NOOPT < %t.run.noopt
// RUN: maco-run --print-ir --entry=noop --optimize-options="chunks=2 max-in-flight=1" %s > %t.run.chunks
// RUN: maco-opt --maco-frontend --maco-optimize="chunks=2 max-in-flight=1" --maco-to-cpu %s > %t.opt.chunks
// RUN: diff %t.run.chunks %t.opt.chunks

// @overlap: the all-reduce is started on a stream, the GEMM runs, then
// the wait (maco-optimize); @scaled_sum gets its all-reduce from upstream.
// CHECK-LABEL: llvm.func @overlap
// CHECK: llvm.call @maco_cg_all_reduce
// CHECK-NEXT: llvm.call @maco_cg_event_record
// CHECK: llvm.call @maco_cg_gemm
// CHECK-NEXT: llvm.call @maco_cg_event_wait
// CHECK-LABEL: llvm.func @scaled_sum
// CHECK: llvm.call @maco_cg_all_reduce
// NOOPT-LABEL: llvm.func @overlap
// NOOPT-NOT: maco_cg_event_record
// NOOPT: llvm.call @maco_cg_all_reduce
// NOOPT-NOT: maco_cg_event_record
// NOOPT: llvm.call @maco_cg_gemm
// NOOPT-LABEL: llvm.func @scaled_sum

shard.grid @g(shape = 2)

func.func @overlap(%x: tensor<1048576xf32>, %a: tensor<256x256xf32>) -> (tensor<1048576xf32>, tensor<256x256xf32>) {
  %r = maco.all_reduce %x on @g grid_axes = [0] : tensor<1048576xf32> -> tensor<1048576xf32>
  %e = tensor.empty() : tensor<256x256xf32>
  %m = linalg.matmul ins(%a, %a : tensor<256x256xf32>, tensor<256x256xf32>) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %r, %m : tensor<1048576xf32>, tensor<256x256xf32>
}

// Rows split across @g: each rank sums its rows, upstream inserts the
// all-reduce of the partial sums.
func.func @scaled_sum(%x: tensor<8x4xf32>) -> tensor<4xf32> {
  %split = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %split annotate_for_users : tensor<8x4xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce ins(%xs : tensor<8x4xf32>) outs(%init : tensor<4xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %sr = shard.shard %s to %rep : tensor<4xf32>
  %out = shard.shard %sr to %rep annotate_for_users : tensor<4xf32>
  return %out : tensor<4xf32>
}

func.func @noop() {
  return
}
