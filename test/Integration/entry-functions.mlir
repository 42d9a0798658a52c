// Entry functions with arguments, with JAX's meaning: an argument annotated
// as split arrives split. `maco-run --entry NAME --input a.npy ...` and
// the executables of maco-compile read each argument's global array from a
// .npy file, each rank its own shard (the sharding of the argument in the
// shard-annotated program), and write every result, gathered on rank 0, as
// DIR/resultN.npy. Results are compared with NumPy (check-npy.py: exact for
// integers, within 1e-5 relative for floats; the float inputs are small
// integers, so the MLP is exact too).
// REQUIRES: mpi
// RUN: rm -rf %t && split-file %s %t
// RUN: %python -c "import numpy as np; r = np.random.default_rng(0); f = lambda s: r.integers(-3, 4, s).astype(np.float32); np.save('%t/x.npy', f((8, 16))); np.save('%t/w1.npy', f((16, 32))); np.save('%t/w2.npy', f((32, 16))); np.save('%t/a.npy', r.integers(-1000, 1000, (8, 6), dtype=np.int32)); np.save('%t/b.npy', r.integers(-1000, 1000, (8, 6), dtype=np.int32)); np.save('%t/v.npy', r.standard_normal((5, 4))); np.save('%t/rows.npy', f((6, 4)))"
//
// Tensor parallel: W1 arrives split by columns, W2 by rows, x replicated;
// y is replicated (rank 0's copy), h split by columns (gathered).
// RUN: %mpirun -np 2 maco-run %t/entry.mlir --entry=mlp --input=%t/x.npy --input=%t/w1.npy --input=%t/w2.npy --output-dir=%t/tp2 | FileCheck %s --check-prefix=TP -DDIR=%t/tp2
// RUN: %python %S/Inputs/check-npy.py %t/tp2/result0.npy "np.maximum(x @ w1, 0) @ w2" x=%t/x.npy w1=%t/w1.npy w2=%t/w2.npy | FileCheck %s --check-prefix=Y
// RUN: %python %S/Inputs/check-npy.py %t/tp2/result1.npy "np.maximum(x @ w1, 0)" x=%t/x.npy w1=%t/w1.npy | FileCheck %s --check-prefix=H
// RUN: %mpirun -np 4 maco-run %t/entry.mlir --entry mlp --input %t/x.npy --input %t/w1.npy --input %t/w2.npy --output-dir %t/tp4 --output y.npy --output h.npy | FileCheck %s --check-prefix=NAMED -DDIR=%t/tp4
// RUN: cmp %t/tp2/result0.npy %t/tp4/y.npy
// examples/entry/tp-mlp.mlir (the user guide's) is the same @mlp.
// RUN: %mpirun -np 4 maco-run %maco_src_root/examples/entry/tp-mlp.mlir --entry=mlp --input=%t/x.npy --input=%t/w1.npy --input=%t/w2.npy --output-dir=%t/example > /dev/null
// RUN: cmp %t/tp4/y.npy %t/example/result0.npy
// RUN: cmp %t/tp4/h.npy %t/example/result1.npy
// RUN: cmp %t/tp2/result1.npy %t/tp4/h.npy
// --input-dir: every .npy file of the directory, in name order (a file
// named 10_... sorts before 2_..., as the bytes compare).
// RUN: mkdir -p %t/args && cp %t/x.npy %t/args/0_x.npy && cp %t/w1.npy %t/args/1_w1.npy && cp %t/w2.npy %t/args/2_w2.npy && touch %t/args/notes.txt
// RUN: %mpirun -np 2 maco-run %t/entry.mlir --entry=mlp --input-dir=%t/args --output-dir=%t/dir > /dev/null
// RUN: cmp %t/tp2/result0.npy %t/dir/result0.npy
// RUN: maco-compile %t/entry.mlir --entry=mlp -o %t/mlp-exe
// RUN: %mpirun -np 2 %t/mlp-exe --entry mlp --input-dir %t/args --output-dir %t/direxe > /dev/null
// RUN: cmp %t/tp2/result0.npy %t/direxe/result0.npy
// RUN: %t/mlp-exe --help | FileCheck %s --check-prefix=DIRHELP
// DIRHELP: --input-dir DIR   every .npy file of DIR, in name order, as the arguments (instead of --input)
// RUN: not %mpirun -np 2 maco-run %t/entry.mlir --entry=mlp --input-dir=%t/args --input=%t/x.npy 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: maco-run: error: --input and --input-dir cannot be given together
// RUN: mkdir -p %t/empty && not %mpirun -np 2 maco-run %t/entry.mlir --entry=mlp --input-dir=%t/empty 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: maco-run: error: the input directory '{{.*}}empty' holds no .npy file
// RUN: not %mpirun -np 2 maco-run %t/entry.mlir --entry=mlp --input-dir=%t/none 2>&1 | FileCheck %s --check-prefix=NODIR
// NODIR: maco-run: error: cannot read the input directory '{{.*}}none': No such file or directory
// RUN: rm %t/args/2_w2.npy && not %mpirun -np 2 maco-run %t/entry.mlir --entry=mlp --input-dir=%t/args 2>&1 | FileCheck %s --check-prefix=FEWER
// FEWER: maco-run: error: @mlp({{.*}}) takes 3 arguments, but 2 .npy files of --input-dir were given
//
// --repeat: the results as without it, then the time per call.
// RUN: %mpirun -np 2 maco-run %t/entry.mlir --entry=mlp --input=%t/x.npy --input=%t/w1.npy --input=%t/w2.npy --output-dir=%t/rep --repeat=3 | FileCheck %s --check-prefix=REPEAT
// RUN: cmp %t/tp2/result0.npy %t/rep/result0.npy
// REPEAT: @mlp result #1: float32 (8, 32)
// REPEAT-NEXT: maco-run: @mlp: 3 calls on 2 ranks, {{[0-9]+\.[0-9]+}} us per call (slowest rank, between barriers)
// TP: @mlp result #0: float32 (8, 16) -> [[DIR]]/result0.npy
// TP-NEXT: @mlp result #1: float32 (8, 32) -> [[DIR]]/result1.npy
// NAMED: @mlp result #0: float32 (8, 16) -> [[DIR]]/y.npy
// NAMED-NEXT: @mlp result #1: float32 (8, 32) -> [[DIR]]/h.npy
// Y: OK result0.npy float32 (8, 16)
// H: OK result1.npy float32 (8, 32)
//
// A 2-D grid (2 x ?): a and b split along both axes (on 4 ranks rank r holds
// rows 4*(r / 2) and columns 3*(r % 2)); the sum returned split the same
// way and, resharded, split by rows only.
// RUN: %mpirun -np 4 maco-run %t/entry.mlir --entry=add --input=%t/a.npy --input=%t/b.npy --output-dir=%t/add4 > /dev/null
// RUN: %python %S/Inputs/check-npy.py %t/add4/result0.npy "a + b" a=%t/a.npy b=%t/b.npy | FileCheck %s --check-prefix=ADD
// RUN: %python %S/Inputs/check-npy.py %t/add4/result1.npy "a + b" a=%t/a.npy b=%t/b.npy | FileCheck %s --check-prefix=ADD1
// RUN: %mpirun -np 2 maco-run %t/entry.mlir --entry=add --input=%t/a.npy --input=%t/b.npy --output-dir=%t/add2 > /dev/null
// RUN: cmp %t/add2/result0.npy %t/add4/result0.npy
// ADD: OK result0.npy int32 (8, 6)
// ADD1: OK result1.npy int32 (8, 6)
//
// No annotation: every rank reads the whole array; a dynamic dimension
// takes the file's size.
// RUN: %mpirun -np 2 maco-run %t/entry.mlir --entry=scale --input=%t/v.npy --output-dir=%t/scale > /dev/null
// RUN: %python %S/Inputs/check-npy.py %t/scale/result0.npy "2 * v" v=%t/v.npy | FileCheck %s --check-prefix=SCALE
// SCALE: OK result0.npy float64 (5, 4)
//
// Data parallel over a grid as large as the world: 6 rows on 2 ranks.
// RUN: %mpirun -np 2 maco-run %t/entry.mlir --entry=rows --input=%t/rows.npy --output-dir=%t/rows > /dev/null
// RUN: %python %S/Inputs/check-npy.py %t/rows/result0.npy "r + 1" r=%t/rows.npy | FileCheck %s --check-prefix=ROWS
// ROWS: OK result0.npy float32 (6, 4)
//
// Element types: f16 (split), bf16 (NumPy has none: ml_dtypes' bfloat16
// or its uint16 bits are read, uint16 bits written), bool, int8, int64 and
// a 0-d result.
// RUN: %python -c "import numpy as np; np.save('%t/h.npy', np.arange(16, dtype=np.float16).reshape(4, 4) / 4); np.save('%t/bf.npy', (np.arange(16, dtype=np.float32).reshape(4, 4).view(np.uint32) >> 16).astype(np.uint16)); np.save('%t/p.npy', np.array([True, False, True, True])); np.save('%t/q.npy', np.arange(-2, 2, dtype=np.int8)); np.save('%t/c.npy', np.arange(4, dtype=np.int64) * 10**12)"
// RUN: %mpirun -np 2 maco-run %t/entry.mlir --entry=f16 --input=%t/h.npy --output-dir=%t/f16 > /dev/null
// RUN: %python %S/Inputs/check-npy.py %t/f16/result0.npy "h + h" h=%t/h.npy | FileCheck %s --check-prefix=F16
// RUN: %mpirun -np 2 maco-run %t/entry.mlir --entry=bf16 --input=%t/bf.npy --output-dir=%t/bf16 | FileCheck %s --check-prefix=BF16-OUT
// RUN: %python %S/Inputs/check-npy.py %t/bf16/result0.npy "((np.arange(16, dtype=np.float32) * 2).view(np.uint32) >> 16).astype(np.uint16).reshape(4, 4)" | FileCheck %s --check-prefix=BF16
// RUN: %mpirun -np 2 maco-run %t/entry.mlir --entry=types --input=%t/p.npy --input=%t/q.npy --input=%t/c.npy --output-dir=%t/types > /dev/null
// RUN: %python %S/Inputs/check-npy.py %t/types/result0.npy "~p" p=%t/p.npy | FileCheck %s --check-prefix=BOOL
// RUN: %python %S/Inputs/check-npy.py %t/types/result1.npy "q + q" q=%t/q.npy | FileCheck %s --check-prefix=I8
// RUN: %python %S/Inputs/check-npy.py %t/types/result2.npy "c.sum()" c=%t/c.npy | FileCheck %s --check-prefix=I64
// F16: OK result0.npy float16 (4, 4)
// BF16-OUT: @bf16 result #0: bfloat16 (as uint16 bits) (4, 4) -> {{.*}}result0.npy
// BF16: OK result0.npy uint16 (4, 4)
// BOOL: OK result0.npy bool (4,)
// I8: OK result1.npy int8 (4,)
// I64: OK result2.npy int64 ()
//
// Ahead of time: the same functions in one executable, --entry chosen at
// run time; same files as maco-run's.
// RUN: maco-compile %t/entry.mlir --entry=mlp -o %t/prog
// RUN: %mpirun -np 4 %t/prog --input %t/x.npy --input %t/w1.npy --input %t/w2.npy --output-dir %t/aot | FileCheck %s --check-prefix=AOT -DDIR=%t/aot
// RUN: cmp %t/tp2/result0.npy %t/aot/result0.npy
// RUN: cmp %t/tp2/result1.npy %t/aot/result1.npy
// RUN: %mpirun -np 4 %t/prog --entry=add --input=%t/a.npy --input=%t/b.npy --output-dir=%t/aot-add > /dev/null
// RUN: cmp %t/add4/result0.npy %t/aot-add/result0.npy
// RUN: cmp %t/add4/result1.npy %t/aot-add/result1.npy
// RUN: %mpirun -np 2 %t/prog --entry scale --input %t/v.npy --output-dir %t/aot-scale > /dev/null
// RUN: cmp %t/scale/result0.npy %t/aot-scale/result0.npy
// RUN: %t/prog --help | FileCheck %s --check-prefix=HELP
// AOT: @mlp result #0: float32 (8, 16) -> [[DIR]]/result0.npy
// AOT-NEXT: @mlp result #1: float32 (8, 32) -> [[DIR]]/result1.npy
// HELP: usage: mpirun -np N prog [--entry NAME] [--input FILE.npy]... [--input-dir DIR] [--output-dir DIR] [--output FILE.npy]...
// HELP: --entry NAME      the function to run (default: @mlp)
// HELP: entry functions:
// HELP-NEXT: @mlp(tensor<8x16xf32>, tensor<16x32xf32> (split_axes = {{\[\[}}], [0]] on @tp), tensor<32x16xf32> (split_axes = {{\[\[}}0], []] on @tp)) -> (tensor<8x16xf32>, tensor<8x32xf32> (split_axes = {{\[\[}}], [0]] on @tp))
// HELP-NEXT: @add(tensor<8x6xi32> (split_axes = {{\[\[}}0], [1]] on @g2), tensor<8x6xi32> (split_axes = {{\[\[}}0], [1]] on @g2)) -> (tensor<8x6xi32> (split_axes = {{\[\[}}0], [1]] on @g2), tensor<8x6xi32> (split_axes = {{\[\[}}0], []] on @g2))
// HELP-NEXT: @scale(tensor<?x4xf64>) -> (tensor<?x4xf64>)
// HELP-NEXT: @rows(tensor<6x4xf32> (split_axes = {{\[\[}}0], []] on @tp)) -> (tensor<6x4xf32> (split_axes = {{\[\[}}0], []] on @tp))

//--- entry.mlir
shard.grid @tp(shape = ?)
shard.grid @g2(shape = 2x?)

// y = relu(x @ W1) @ W2; also returns h = relu(x @ W1), split by columns.
func.func @mlp(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32>,
               %w2: tensor<32x16xf32>) -> (tensor<8x16xf32>, tensor<8x32xf32>) {
  %replicated = shard.sharding @tp split_axes = [[]] : !shard.sharding
  %by_columns = shard.sharding @tp split_axes = [[], [0]] : !shard.sharding
  %by_rows = shard.sharding @tp split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %replicated : tensor<8x16xf32>
  %w1s = shard.shard %w1 to %by_columns : tensor<16x32xf32>
  %w2s = shard.shard %w2 to %by_rows : tensor<32x16xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%xs, %w1s : tensor<8x16xf32>, tensor<16x32xf32>)
                     outs(%acc1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x32xf32>) outs(%e1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %r = arith.maximumf %in, %zero : f32
      linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %as = shard.shard %a to %by_columns : tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%as, %w2s : tensor<8x32xf32>, tensor<32x16xf32>)
                     outs(%acc2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %ys = shard.shard %y to %replicated : tensor<8x16xf32>
  return %ys, %as : tensor<8x16xf32>, tensor<8x32xf32>
}

func.func @add(%a: tensor<8x6xi32>, %b: tensor<8x6xi32>) -> (tensor<8x6xi32>, tensor<8x6xi32>) {
  %split = shard.sharding @g2 split_axes = [[0], [1]] : !shard.sharding
  %rows = shard.sharding @g2 split_axes = [[0]] : !shard.sharding
  %as = shard.shard %a to %split : tensor<8x6xi32>
  %bs = shard.shard %b to %split : tensor<8x6xi32>
  %e = tensor.empty() : tensor<8x6xi32>
  %s = linalg.add ins(%as, %bs : tensor<8x6xi32>, tensor<8x6xi32>)
                  outs(%e : tensor<8x6xi32>) -> tensor<8x6xi32>
  %ss = shard.shard %s to %split : tensor<8x6xi32>
  %r = shard.shard %ss to %rows annotate_for_users : tensor<8x6xi32>
  return %ss, %r : tensor<8x6xi32>, tensor<8x6xi32>
}

func.func @scale(%v: tensor<?x4xf64>) -> tensor<?x4xf64> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %v, %c0 : tensor<?x4xf64>
  %e = tensor.empty(%n) : tensor<?x4xf64>
  %s = linalg.add ins(%v, %v : tensor<?x4xf64>, tensor<?x4xf64>)
                  outs(%e : tensor<?x4xf64>) -> tensor<?x4xf64>
  return %s : tensor<?x4xf64>
}

func.func @rows(%r: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %by_rows = shard.sharding @tp split_axes = [[0]] : !shard.sharding
  %rs = shard.shard %r to %by_rows : tensor<6x4xf32>
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<6x4xf32>
  %o = linalg.fill ins(%one : f32) outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  %s = linalg.add ins(%rs, %o : tensor<6x4xf32>, tensor<6x4xf32>)
                  outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  %ss = shard.shard %s to %by_rows : tensor<6x4xf32>
  return %ss : tensor<6x4xf32>
}

func.func @f16(%a: tensor<4x4xf16>) -> tensor<4x4xf16> {
  %by_rows = shard.sharding @tp split_axes = [[0]] : !shard.sharding
  %as = shard.shard %a to %by_rows : tensor<4x4xf16>
  %e = tensor.empty() : tensor<4x4xf16>
  %r = linalg.add ins(%as, %as : tensor<4x4xf16>, tensor<4x4xf16>)
                  outs(%e : tensor<4x4xf16>) -> tensor<4x4xf16>
  %rs = shard.shard %r to %by_rows : tensor<4x4xf16>
  return %rs : tensor<4x4xf16>
}

func.func @bf16(%a: tensor<4x4xbf16>) -> tensor<4x4xbf16> {
  %e = tensor.empty() : tensor<4x4xbf16>
  %r = linalg.add ins(%a, %a : tensor<4x4xbf16>, tensor<4x4xbf16>)
                  outs(%e : tensor<4x4xbf16>) -> tensor<4x4xbf16>
  return %r : tensor<4x4xbf16>
}

func.func @types(%p: tensor<4xi1>, %q: tensor<4xi8>, %c: tensor<4xi64>)
    -> (tensor<4xi1>, tensor<4xi8>, tensor<i64>) {
  %e1 = tensor.empty() : tensor<4xi1>
  %not = linalg.generic {
      indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
      iterator_types = ["parallel"]}
      ins(%p : tensor<4xi1>) outs(%e1 : tensor<4xi1>) {
    ^bb0(%x: i1, %o: i1):
      %true = arith.constant true
      %n = arith.xori %x, %true : i1
      linalg.yield %n : i1
  } -> tensor<4xi1>
  %e8 = tensor.empty() : tensor<4xi8>
  %twice = linalg.add ins(%q, %q : tensor<4xi8>, tensor<4xi8>)
                      outs(%e8 : tensor<4xi8>) -> tensor<4xi8>
  %zero = arith.constant 0 : i64
  %e0 = tensor.empty() : tensor<i64>
  %init = linalg.fill ins(%zero : i64) outs(%e0 : tensor<i64>) -> tensor<i64>
  %sum = linalg.reduce ins(%c : tensor<4xi64>) outs(%init : tensor<i64>) dimensions = [0]
    (%in: i64, %acc: i64) {
      %s = arith.addi %in, %acc : i64
      linalg.yield %s : i64
    }
  return %not, %twice, %sum : tensor<4xi1>, tensor<4xi8>, tensor<i64>
}
