// The kernels of maco-gpu-reduction-kernels, built without shuffles
// (lanes=1: a warp of one thread) and run on the host
// (maco-gpu-launch-to-loops), print what the reductions they replace
// print, split into chunks (the default min-threads: every reduction here
// is small) and not (min-threads=1): row max and sum, rows that break the
// vectors' alignment and end in partial vectors, column sums and maxima
// over a strided view, full sums into 0-d buffers, integers, bf16, outputs
// of two dims, dynamic sizes, bodies reading their indices. The data make every sum exact in f32, so that the order of the
// additions cannot change a digit. (The shuffles are checked in PTX:
// gpu-reduction-kernels.mlir.)
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops),expand-strided-metadata,lower-affine,convert-scf-to-cf,finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' -o %t.loops.mlir
// RUN: %llvm_tools_dir/mlir-runner -e main -entry-point-result=void -shared-libs=%llvm_lib_dir/libmlir_runner_utils.so,%llvm_lib_dir/libmlir_c_runner_utils.so %t.loops.mlir | grep -v base@ > %t.loops.txt
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-map-reductions,maco-gpu-reduction-kernels{lanes=1},maco-gpu-launch-to-loops,convert-linalg-to-loops),expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-vector-to-llvm,finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' -o %t.split.mlir
// RUN: %llvm_tools_dir/mlir-runner -e main -entry-point-result=void -shared-libs=%llvm_lib_dir/libmlir_runner_utils.so,%llvm_lib_dir/libmlir_c_runner_utils.so %t.split.mlir | grep -v base@ > %t.split.txt
// RUN: diff %t.split.txt %t.loops.txt
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-map-reductions,maco-gpu-reduction-kernels{lanes=1 min-threads=1},maco-gpu-launch-to-loops,convert-linalg-to-loops),expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-vector-to-llvm,finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' -o %t.whole.mlir
// RUN: %llvm_tools_dir/mlir-runner -e main -entry-point-result=void -shared-libs=%llvm_lib_dir/libmlir_runner_utils.so,%llvm_lib_dir/libmlir_c_runner_utils.so %t.whole.mlir | grep -v base@ > %t.whole.txt
// RUN: diff %t.whole.txt %t.loops.txt
// RUN: FileCheck %s < %t.split.txt
// Every reduction but the count became kernels: 15 first stages, 9 second
// stages (the dynamic ones are not split). The count reads the indices of
// both its reduced dims: two groups of reduced dims, left to the generic
// path.
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-map-reductions,maco-gpu-reduction-kernels))' | FileCheck %s --check-prefix=KERNELS
// KERNELS-COUNT-24: gpu.launch
// KERNELS-NOT: gpu.launch
// KERNELS-NOT: linalg.reduce
// KERNELS-NOT: linalg.generic {{.*}}"reduction"

// CHECK: [6.5,  6.5,  6.5,  6.5,  6.5,  6.5,  0.5,  6.5,
// CHECK: [8994.5,  9000.5]
// CHECK: [85,  86,  87,  88,  89]
// CHECK: [0,  6,  6,  6,  6,  6,  6,  0,  6,  6]
// CHECK: [916754]
// CHECK: [0,   49,   98],
// CHECK: [85.5,  86.5,  87.5,  88.5,  89.5]
// CHECK: [201588]
// CHECK: [0]

#id2 = affine_map<(i, j) -> (i, j)>
#rowr = affine_map<(i, j) -> (i)>
#colr = affine_map<(i, j) -> (j)>
#tr = affine_map<(i, j) -> (j, i)>
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @init(%m: memref<?x?xf32>, %seed: f32) {
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%m : memref<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %s = arith.addi %k, %j : index
    %c = arith.constant 7 : index
    %r = arith.remui %s, %c : index
    %t = arith.index_cast %r : index to i32
    %f = arith.sitofp %t : i32 to f32
    %g = arith.addf %f, %seed : f32
    linalg.yield %g : f32
  }
  return
}
// bf16 values printed as f32 (an element-wise op: not a kernel here).
func.func @printBf16(%m: memref<64xbf16>) {
  %f = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%m : memref<64xbf16>) outs(%f : memref<64xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %e = arith.extf %a : bf16 to f32
    linalg.yield %e : f32
  }
  %u = memref.cast %f : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %f : memref<64xf32>
  return
}
func.func @printBf16k(%m: memref<1024xbf16>) {
  %f = memref.alloc() : memref<1024xf32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%m : memref<1024xbf16>) outs(%f : memref<1024xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %e = arith.extf %a : bf16 to f32
    linalg.yield %e : f32
  }
  %u = memref.cast %f : memref<1024xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %f : memref<1024xf32>
  return
}
func.func @print(%m: memref<?xf32>) {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %ninf = arith.constant 0xFF800000 : f32
  // A softmax's row max, and a row sum of (x - max)^2 (exact in f32, so
  // that any order of the additions gives the same sum): 64 rows of 1024.
  %x = memref.alloc() {alignment = 64 : i64} : memref<64x1024xf32>
  %xd = memref.cast %x : memref<64x1024xf32> to memref<?x?xf32>
  call @init(%xd, %half) : (memref<?x?xf32>, f32) -> ()
  %mx = memref.alloc() : memref<64xf32>
  linalg.fill ins(%ninf : f32) outs(%mx : memref<64xf32>)
  linalg.generic {indexing_maps = [#id2, #rowr], iterator_types = ["parallel", "reduction"]} ins(%x : memref<64x1024xf32>) outs(%mx : memref<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %o : f32
    linalg.yield %m : f32
  }
  %sm = memref.alloc() : memref<64xf32>
  linalg.fill ins(%zero : f32) outs(%sm : memref<64xf32>)
  linalg.generic {indexing_maps = [#id2, #rowr, #rowr], iterator_types = ["parallel", "reduction"]} ins(%x, %mx : memref<64x1024xf32>, memref<64xf32>) outs(%sm : memref<64xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %e = arith.mulf %d, %d : f32
    %s = arith.addf %e, %o : f32
    linalg.yield %s : f32
  }
  %mxd = memref.cast %mx : memref<64xf32> to memref<?xf32>
  call @print(%mxd) : (memref<?xf32>) -> ()
  %smd = memref.cast %sm : memref<64xf32> to memref<?xf32>
  call @print(%smd) : (memref<?xf32>) -> ()
  // bf16 (accumulated in f32 registers, rounded to bf16 at each step):
  // the row max of x, row sums of its first 16 columns and column sums of
  // its first 16 rows (half-integers up to 104: exact in bf16), a column
  // max (split).
  %xb = memref.alloc() {alignment = 64 : i64} : memref<64x1024xbf16>
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : memref<64x1024xf32>) outs(%xb : memref<64x1024xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  }
  %ninfb = arith.constant 0xFF80 : bf16
  %zerob = arith.constant 0.0 : bf16
  %bmx = memref.alloc() : memref<64xbf16>
  linalg.fill ins(%ninfb : bf16) outs(%bmx : memref<64xbf16>)
  linalg.reduce ins(%xb : memref<64x1024xbf16>) outs(%bmx : memref<64xbf16>) dimensions = [1]
    (%a: bf16, %o: bf16) {
      %m = arith.maximumf %a, %o : bf16
      linalg.yield %m : bf16
    }
  call @printBf16(%bmx) : (memref<64xbf16>) -> ()
  %xb16 = memref.subview %xb[0, 0] [64, 16] [1, 1] : memref<64x1024xbf16> to memref<64x16xbf16, strided<[1024, 1]>>
  %bsm = memref.alloc() : memref<64xbf16>
  linalg.fill ins(%zerob : bf16) outs(%bsm : memref<64xbf16>)
  linalg.reduce ins(%xb16 : memref<64x16xbf16, strided<[1024, 1]>>) outs(%bsm : memref<64xbf16>) dimensions = [1]
    (%a: bf16, %o: bf16) {
      %s = arith.addf %a, %o : bf16
      linalg.yield %s : bf16
    }
  call @printBf16(%bsm) : (memref<64xbf16>) -> ()
  %xbr = memref.subview %xb[0, 0] [16, 1024] [1, 1] : memref<64x1024xbf16> to memref<16x1024xbf16, strided<[1024, 1]>>
  %bcs = memref.alloc() : memref<1024xbf16>
  linalg.fill ins(%zerob : bf16) outs(%bcs : memref<1024xbf16>)
  linalg.reduce ins(%xbr : memref<16x1024xbf16, strided<[1024, 1]>>) outs(%bcs : memref<1024xbf16>) dimensions = [0]
    (%a: bf16, %o: bf16) {
      %s = arith.addf %a, %o : bf16
      linalg.yield %s : bf16
    }
  call @printBf16k(%bcs) : (memref<1024xbf16>) -> ()
  %bcm = memref.alloc() : memref<1024xbf16>
  linalg.fill ins(%ninfb : bf16) outs(%bcm : memref<1024xbf16>)
  linalg.reduce ins(%xb : memref<64x1024xbf16>) outs(%bcm : memref<1024xbf16>) dimensions = [0]
    (%a: bf16, %o: bf16) {
      %m = arith.maximumf %a, %o : bf16
      linalg.yield %m : bf16
    }
  call @printBf16k(%bcm) : (memref<1024xbf16>) -> ()
  // Rows of 30 (misaligned rows, partial vectors), two rows: split.
  %y = memref.alloc() : memref<2x3000xf32>
  %yd = memref.cast %y : memref<2x3000xf32> to memref<?x?xf32>
  call @init(%yd, %zero) : (memref<?x?xf32>, f32) -> ()
  %ys = memref.alloc() : memref<2xf32>
  linalg.fill ins(%half : f32) outs(%ys : memref<2xf32>)
  linalg.reduce ins(%y : memref<2x3000xf32>) outs(%ys : memref<2xf32>) dimensions = [1]
    (%a: f32, %o: f32) {
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
    }
  %ysd = memref.cast %ys : memref<2xf32> to memref<?xf32>
  call @print(%ysd) : (memref<?xf32>) -> ()
  %z = memref.alloc() : memref<5x30xf32>
  %zd = memref.cast %z : memref<5x30xf32> to memref<?x?xf32>
  call @init(%zd, %zero) : (memref<?x?xf32>, f32) -> ()
  %zs = memref.alloc() : memref<5xf32>
  linalg.fill ins(%zero : f32) outs(%zs : memref<5xf32>)
  linalg.reduce ins(%z : memref<5x30xf32>) outs(%zs : memref<5xf32>) dimensions = [1]
    (%a: f32, %o: f32) {
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
    }
  %zsd = memref.cast %zs : memref<5xf32> to memref<?xf32>
  call @print(%zsd) : (memref<?xf32>) -> ()
  // Column sums: 3000 rows of 24 (split), and of 10 columns.
  %c = memref.alloc() : memref<3000x24xf32>
  %cd = memref.cast %c : memref<3000x24xf32> to memref<?x?xf32>
  call @init(%cd, %zero) : (memref<?x?xf32>, f32) -> ()
  %cs = memref.alloc() : memref<24xf32>
  linalg.fill ins(%zero : f32) outs(%cs : memref<24xf32>)
  linalg.reduce ins(%c : memref<3000x24xf32>) outs(%cs : memref<24xf32>) dimensions = [0]
    (%a: f32, %o: f32) {
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
    }
  %csd = memref.cast %cs : memref<24xf32> to memref<?xf32>
  call @print(%csd) : (memref<?xf32>) -> ()
  %c10 = memref.subview %c[0, 0] [3000, 10] [1, 1] : memref<3000x24xf32> to memref<3000x10xf32, strided<[24, 1]>>
  %cs10 = memref.alloc() : memref<10xf32>
  linalg.fill ins(%zero : f32) outs(%cs10 : memref<10xf32>)
  linalg.reduce ins(%c10 : memref<3000x10xf32, strided<[24, 1]>>) outs(%cs10 : memref<10xf32>) dimensions = [0]
    (%a: f32, %o: f32) {
      %s = arith.maximumf %a, %o : f32
      linalg.yield %s : f32
    }
  %cs10d = memref.cast %cs10 : memref<10xf32> to memref<?xf32>
  call @print(%cs10d) : (memref<?xf32>) -> ()
  // A full reduction of 64 Ki elements, and one of squares into a 0-d.
  %f = memref.collapse_shape %x [[0, 1]] : memref<64x1024xf32> into memref<65536xf32>
  %fs = memref.alloc() : memref<f32>
  linalg.fill ins(%zero : f32) outs(%fs : memref<f32>)
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} ins(%f : memref<65536xf32>) outs(%fs : memref<f32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.mulf %a, %a : f32
    %s = arith.addf %q, %o : f32
    linalg.yield %s : f32
  }
  %fse = memref.expand_shape %fs [] output_shape [1] : memref<f32> into memref<1xf32>
  %fsd = memref.cast %fse : memref<1xf32> to memref<?xf32>
  call @print(%fsd) : (memref<?xf32>) -> ()
  // Integers: a row's largest value, (i, j, k) -> (i, j).
  %n = memref.alloc() : memref<4x3x50xi32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%n : memref<4x3x50xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.index_cast %i : index to i32
    %l = arith.index_cast %j : index to i32
    %m = linalg.index 2 : index
    %mm = arith.index_cast %m : index to i32
    %p = arith.muli %mm, %l : i32
    %q = arith.remsi %p, %k : i32
    linalg.yield %p : i32
  }
  %ns = memref.alloc() : memref<4x3xi32>
  %c0i = arith.constant 0 : i32
  linalg.fill ins(%c0i : i32) outs(%ns : memref<4x3xi32>)
  linalg.reduce ins(%n : memref<4x3x50xi32>) outs(%ns : memref<4x3xi32>) dimensions = [2]
    (%a: i32, %o: i32) {
      %s = arith.maxsi %a, %o : i32
      linalg.yield %s : i32
    }
  %nsu = memref.cast %ns : memref<4x3xi32> to memref<*xi32>
  call @printMemrefI32(%nsu) : (memref<*xi32>) -> ()
  // Dynamic sizes: row sums of (5, 30) and a full sum of 64 Ki.
  %zdyn = memref.cast %z : memref<5x30xf32> to memref<?x?xf32>
  %zs2 = memref.alloc() : memref<5xf32>
  %zs2d = memref.cast %zs2 : memref<5xf32> to memref<?xf32>
  linalg.fill ins(%half : f32) outs(%zs2 : memref<5xf32>)
  linalg.reduce ins(%zdyn : memref<?x?xf32>) outs(%zs2d : memref<?xf32>) dimensions = [1]
    (%a: f32, %o: f32) {
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
    }
  call @print(%zs2d) : (memref<?xf32>) -> ()
  %fdyn = memref.cast %f : memref<65536xf32> to memref<?xf32>
  %fs2 = memref.alloc() : memref<f32>
  linalg.fill ins(%zero : f32) outs(%fs2 : memref<f32>)
  linalg.reduce ins(%fdyn : memref<?xf32>) outs(%fs2 : memref<f32>) dimensions = [0]
    (%a: f32, %o: f32) {
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
    }
  %fs2e = memref.expand_shape %fs2 [] output_shape [1] : memref<f32> into memref<1xf32>
  %fs2d = memref.cast %fs2e : memref<1xf32> to memref<?xf32>
  call @print(%fs2d) : (memref<?xf32>) -> ()
  // A body reading its index: how many x[i, j] differ from (i * j + j) % 7
  // + 0.5 (none; 0-d i32), and a row sum of x[i, j] * j.
  %cnt = memref.alloc() : memref<i32>
  %c0i2 = arith.constant 0 : i32
  linalg.fill ins(%c0i2 : i32) outs(%cnt : memref<i32>)
  linalg.generic {indexing_maps = [#id2, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%x : memref<64x1024xf32>) outs(%cnt : memref<i32>) {
  ^bb0(%a: f32, %o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %l = arith.addi %k, %j : index
    %c7 = arith.constant 7 : index
    %m = arith.remui %l, %c7 : index
    %t = arith.index_cast %m : index to i32
    %g = arith.sitofp %t : i32 to f32
    %e = arith.addf %g, %half : f32
    %ne = arith.cmpf une, %a, %e : f32
    %d = arith.extui %ne : i1 to i32
    %s = arith.addi %d, %o : i32
    linalg.yield %s : i32
  }
  %cnte = memref.expand_shape %cnt [] output_shape [1] : memref<i32> into memref<1xi32>
  %cntu = memref.cast %cnte : memref<1xi32> to memref<*xi32>
  call @printMemrefI32(%cntu) : (memref<*xi32>) -> ()
  %ws = memref.alloc() : memref<64xf32>
  linalg.fill ins(%zero : f32) outs(%ws : memref<64xf32>)
  linalg.generic {indexing_maps = [#id2, #rowr], iterator_types = ["parallel", "reduction"]} ins(%x : memref<64x1024xf32>) outs(%ws : memref<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %j = linalg.index 1 : index
    %t = arith.index_cast %j : index to i32
    %g = arith.sitofp %t : i32 to f32
    %p = arith.mulf %a, %g : f32
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  }
  %wsd = memref.cast %ws : memref<64xf32> to memref<?xf32>
  call @print(%wsd) : (memref<?xf32>) -> ()
  return
}
