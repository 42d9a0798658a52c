// Errors of entry functions run on .npy files (maco-run --entry/--input and
// maco-compile's executables): each is found on every rank before the
// function runs, agreed between the ranks, and printed once; every rank
// exits with status 1 (no hang).
// REQUIRES: mpi
// RUN: rm -rf %t && split-file %s %t && cd %t
// RUN: %python -c "import numpy as np; z = np.zeros; np.save('x.npy', z((8, 16), np.float32)); np.save('w.npy', z((16, 32), np.float32)); np.save('x64.npy', z((8, 16))); np.save('x15.npy', z((8, 15), np.float32)); np.save('x3.npy', z((8, 16, 1), np.float32)); np.save('xf.npy', np.asfortranarray(z((8, 16), np.float32))); np.save('xbe.npy', z((8, 16), '>f4')); np.save('xc.npy', z((8, 16), np.complex64)); np.save('r6.npy', z((6, 4), np.float32)); np.save('i.npy', z((4,), np.int64)); open('text.npy', 'w').write('not numpy'); open('trunc.npy', 'wb').write(open('x.npy', 'rb').read()[:200])"
//
// RUN: not %mpirun -np 2 maco-run f.mlir --entry=mm --input=x64.npy --input=w.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// DTYPE: maco-run: error: argument #0 of @mm (tensor<8x16xf32>): expected float32 ('<f4') data, but 'x64.npy' holds float64 ('<f8')
// DTYPE-NOT: maco-run: error
// RUN: not %mpirun -np 2 maco-run f.mlir --entry=mm --input=xc.npy --input=w.npy 2>&1 | FileCheck %s --check-prefix=COMPLEX
// COMPLEX: maco-run: error: argument #0 of @mm (tensor<8x16xf32>): expected float32 ('<f4') data, but 'xc.npy' holds complex64 ('<c8')
// RUN: not %mpirun -np 2 maco-run f.mlir --entry=mm --input=xbe.npy --input=w.npy 2>&1 | FileCheck %s --check-prefix=ENDIAN
// ENDIAN: maco-run: error: argument #0 of @mm (tensor<8x16xf32>): 'xbe.npy' holds big-endian data ('>f4'); save it little-endian (a.astype('<f4'))
// RUN: not %mpirun -np 2 maco-run f.mlir --entry=mm --input=xf.npy --input=w.npy 2>&1 | FileCheck %s --check-prefix=FORTRAN
// FORTRAN: maco-run: error: argument #0 of @mm (tensor<8x16xf32>): 'xf.npy' is in Fortran order; save a C-ordered array (np.ascontiguousarray(a))
// RUN: not %mpirun -np 2 maco-run f.mlir --entry=mm --input=x15.npy --input=w.npy 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: maco-run: error: argument #0 of @mm (tensor<8x16xf32>): expected shape (8, 16), but 'x15.npy' has shape (8, 15)
// RUN: not %mpirun -np 2 maco-run f.mlir --entry=mm --input=x3.npy --input=w.npy 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: maco-run: error: argument #0 of @mm (tensor<8x16xf32>): expected shape (8, 16), but 'x3.npy' has shape (8, 16, 1)
// RUN: not %mpirun -np 2 maco-run f.mlir --entry=mm --input=x.npy --input=missing.npy 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: maco-run: error: argument #1 of @mm (tensor<16x32xf32>): cannot open 'missing.npy': No such file or directory
// RUN: not %mpirun -np 2 maco-run f.mlir --entry=mm --input=text.npy --input=w.npy 2>&1 | FileCheck %s --check-prefix=NOTNPY
// NOTNPY: maco-run: error: argument #0 of @mm (tensor<8x16xf32>): 'text.npy' is not a NumPy .npy file (it does not start with "\x93NUMPY")
// RUN: not %mpirun -np 2 maco-run f.mlir --entry=mm --input=trunc.npy --input=w.npy 2>&1 | FileCheck %s --check-prefix=TRUNC
// TRUNC: maco-run: error: argument #0 of @mm (tensor<8x16xf32>): 'trunc.npy' is truncated: shape and dtype need 512 bytes of data, the file has 72
// RUN: not %mpirun -np 2 maco-run f.mlir --entry=mm --input=x.npy 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: maco-run: error: @mm(tensor<8x16xf32>, tensor<16x32xf32> (split_axes = {{\[\[}}], [0]] on @tp)) -> (tensor<8x32xf32> (split_axes = {{\[\[}}], [0]] on @tp)) takes 2 arguments, but 1 --input file was given
// RUN: not %mpirun -np 2 maco-run f.mlir --entry=mm --input=x.npy --input=w.npy --output=a.npy --output=b.npy 2>&1 | FileCheck %s --check-prefix=OUTPUTS
// OUTPUTS: maco-run: error: @mm has 1 result, but 2 --output names were given
// RUN: not %mpirun -np 2 maco-run f.mlir --entry=nope --input=x.npy 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: maco-run: no function 'nope' to run
// A dimension that the ranks do not divide (the grid is `?`: known only
// at run time).
// RUN: not %mpirun -np 4 maco-run f.mlir --entry=rows --input=r6.npy 2>&1 | FileCheck %s --check-prefix=DIVIDE
// DIVIDE: maco-run: error: argument #0 of @rows (tensor<6x4xf32>): dimension 0 of 'r6.npy' (size 6) is split into 4 shards (split_axes = {{\[\[}}0], []] on @tp), which does not divide it
// A static grid of another size than the world.
// RUN: not %mpirun -np 2 maco-run f.mlir --entry=fixed --input=r6.npy 2>&1 | FileCheck %s --check-prefix=GRID
// GRID: maco-run: error: argument #0 of @fixed (tensor<6x4xf32>) is sharded on grid @g3 of shape (3,) (3 ranks), but the world size is 2
// Arguments that are not tensors.
// RUN: not maco-run f.mlir --entry=index --input=i.npy 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: maco-run: entry function 'index' cannot be run: argument #1 has type index (not a ranked tensor); entry functions take and return ranked tensors of f16, bf16, f32, f64, i1, i8, i16, i32, i64 (or unsigned)
//
// The executable: its own name in messages, the same checks, and its
// command line checked once.
// RUN: maco-compile f.mlir --entry=mm -o prog
// RUN: not %mpirun -np 2 ./prog --input=x.npy --input=x15.npy 2>&1 | FileCheck %s --check-prefix=AOT-SHAPE
// AOT-SHAPE: prog: error: argument #1 of @mm (tensor<16x32xf32>): expected shape (16, 32), but 'x15.npy' has shape (8, 15)
// RUN: not %mpirun -np 2 ./prog 2>&1 | FileCheck %s --check-prefix=AOT-NONE
// AOT-NONE: prog: error: @mm({{.*}}) takes 2 arguments, but 0 --input files were given
// RUN: not %mpirun -np 2 ./prog --entry=nope 2>&1 | FileCheck %s --check-prefix=AOT-UNKNOWN
// AOT-UNKNOWN: prog: error: no entry function @nope; this program's entry functions are:
// AOT-UNKNOWN-NEXT: @mm(tensor<8x16xf32>, tensor<16x32xf32> (split_axes = {{\[\[}}], [0]] on @tp)) -> (tensor<8x32xf32> (split_axes = {{\[\[}}], [0]] on @tp))
// AOT-UNKNOWN-NEXT: @rows(
// AOT-UNKNOWN-NEXT: @fixed(
// AOT-UNKNOWN-NOT: @index
// RUN: not %mpirun -np 2 ./prog --inputs=x.npy 2>&1 | FileCheck %s --check-prefix=AOT-FLAG
// AOT-FLAG: prog: error: unknown argument '--inputs=x.npy' (see prog --help)
// AOT-FLAG-NOT: prog: error
// RUN: not %mpirun -np 2 ./prog --input=x.npy --input=w.npy --repeat=-1 2>&1 | FileCheck %s --check-prefix=AOT-REPEAT
// AOT-REPEAT: prog: error: --repeat needs a count from 0 to 1000000000, not '-1'
// RUN: not %mpirun -np 2 ./prog --input 2>&1 | FileCheck %s --check-prefix=AOT-VALUE
// AOT-VALUE: prog: error: --input needs a value
// RUN: not maco-compile f.mlir --ranks=-4 -o prog4 2>&1 | FileCheck %s --check-prefix=AOT-RANKS
// AOT-RANKS: maco-compile: --ranks=-4: give a positive rank count, or 0 for any
// RUN: not %mpirun -np 2 maco-run f.mlir --ranks=-4 2>&1 | FileCheck %s --check-prefix=RUN-RANKS
// RUN-RANKS: maco-run: --ranks=-4: give a positive rank count, or 0 to keep grids dynamic
// RUN: not maco-compile f.mlir --entry=index -o prog2 2>&1 | FileCheck %s --check-prefix=AOT-TYPE
// AOT-TYPE: maco-compile: entry function 'index' cannot be run: argument #1 has type index

//--- f.mlir
shard.grid @tp(shape = ?)
shard.grid @g3(shape = 3)

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

func.func @rows(%r: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %by_rows = shard.sharding @tp split_axes = [[0]] : !shard.sharding
  %rs = shard.shard %r to %by_rows : tensor<6x4xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %s = linalg.add ins(%rs, %rs : tensor<6x4xf32>, tensor<6x4xf32>)
                  outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  %ss = shard.shard %s to %by_rows : tensor<6x4xf32>
  return %ss : tensor<6x4xf32>
}

func.func @fixed(%r: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %by_rows = shard.sharding @g3 split_axes = [[0]] : !shard.sharding
  %rs = shard.shard %r to %by_rows : tensor<6x4xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %s = linalg.add ins(%rs, %rs : tensor<6x4xf32>, tensor<6x4xf32>)
                  outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  %ss = shard.shard %s to %by_rows : tensor<6x4xf32>
  return %ss : tensor<6x4xf32>
}

func.func @index(%v: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  return %v : tensor<4xi64>
}
