// python/maco_run.py: an entry function called on NumPy arrays (the
// wrapper writes .npy files, runs maco-run under mpirun, reads the
// results), on 2 and 4 ranks; a bad argument raises MacoRunError with
// maco-run's message.
// REQUIRES: mpi
// RUN: %python -c "import sys; sys.path.insert(0, '%maco_src_root/python'); import numpy as np, maco_run; r = np.random.default_rng(1); x = r.integers(-3, 4, (8, 16)).astype(np.float32); w = r.integers(-3, 4, (16, 32)).astype(np.float32); outs = [maco_run.run('%s', 'mm', x, w, np=n, maco_run='%maco_tools_dir/maco-run', mpirun='%mpirun') for n in (2, 4)]; print([(len(o), o[0].dtype, o[0].shape, bool(np.array_equal(o[0], x @ w))) for o in outs])" | FileCheck %s
// CHECK: [(1, dtype('float32'), (8, 32), True), (1, dtype('float32'), (8, 32), True)]
// RUN: not %python -c "import sys; sys.path.insert(0, '%maco_src_root/python'); import numpy as np, maco_run; maco_run.run('%s', 'mm', np.zeros((8, 16), np.float32), np.zeros((16, 32)), np=2, maco_run='%maco_tools_dir/maco-run', mpirun='%mpirun')" 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: maco_run.MacoRunError: {{.*}} exited with status 1:
// ERR: maco-run: error: argument #1 of @mm (tensor<16x32xf32>): expected float32 ('<f4') data, but '{{.*}}arg1.npy' holds float64 ('<f8')

shard.grid @tp(shape = ?)

func.func @mm(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>) -> tensor<8x32xf32> {
  %by_columns = shard.sharding @tp split_axes = [[], [0]] : !shard.sharding
  %replicated = shard.sharding @tp split_axes = [[]] : !shard.sharding
  %xs = shard.shard %x to %replicated : tensor<8x16xf32>
  %ws = shard.shard %w to %by_columns : tensor<16x32xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%xs, %ws : tensor<8x16xf32>, tensor<16x32xf32>)
                     outs(%acc : tensor<8x32xf32>) -> tensor<8x32xf32>
  %hs = shard.shard %h to %by_columns : tensor<8x32xf32>
  return %hs : tensor<8x32xf32>
}
