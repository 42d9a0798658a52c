// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-collective-matmul{target=%S/Inputs/pack-slow.target chunks=0 remarks}))' -verify-diagnostics -o /dev/null
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-collective-matmul{target=%S/Inputs/pack-slow.target chunks=3 remarks}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=THREE

// The all-gather form's chunks per shard, chosen by the cost model with
// chunks=0 (the default is one message per shard): on a
// 400 Mbit/s link (pack-slow.target) the permutes are longer than the
// matmuls, so the ring's tail (the last shard's matmul, after its permute)
// is what chunking shrinks; every chunk's GEMM re-packs W, so more chunks
// pay only while W is small against the chunk's rows.

shard.grid @g(shape = 2)

// x 512 x 1024 per rank (2 MiB shards), W 1024 x 256 (1 MiB, 0.3 ms to
// pack per call): 8 chunks.
func.func @small_w(%x: tensor<512x1024xf32>, %w: tensor<1024x256xf32>, %c: tensor<1024x256xf32>) -> tensor<1024x256xf32> {
  // expected-remark-re @+1 {{ring of permutes: predicted {{.*}} us instead of {{.*}} us (2 steps of a {{.*}} us matmul beside a {{.*}} us permute in 8 chunks)}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<512x1024xf32> -> tensor<1024x1024xf32>
  %y = linalg.matmul ins(%g, %w : tensor<1024x1024xf32>, tensor<1024x256xf32>) outs(%c : tensor<1024x256xf32>) -> tensor<1024x256xf32>
  return %y : tensor<1024x256xf32>
}

// The same with W 1024 x 4096 (16 MiB, 4.9 ms to pack per call): one
// message per shard.
func.func @big_w(%x: tensor<512x1024xf32>, %w: tensor<1024x4096xf32>, %c: tensor<1024x4096xf32>) -> tensor<1024x4096xf32> {
  // expected-remark-re @+1 {{ring of permutes: predicted {{.*}} us instead of {{.*}} us (2 steps of a {{.*}} us matmul beside a {{.*}} us permute)}}
  %g = maco.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<512x1024xf32> -> tensor<1024x1024xf32>
  %y = linalg.matmul ins(%g, %w : tensor<1024x1024xf32>, tensor<1024x4096xf32>) outs(%c : tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
  return %y : tensor<1024x4096xf32>
}

// chunks=3 divides neither shard's 512 rows.
// THREE-COUNT-2: remark: not a ring: chunks=3 does not divide the 512 rows of a shard
