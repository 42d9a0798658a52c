// The kernels of maco-gpu-elementwise-kernels, run on the host
// (maco-gpu-launch-to-loops: every block and thread in turn), print what
// the linalg ops they replace print: vector and scalar paths, rows that
// break the vectors' alignment, a last partial vector, a buffer at a
// misaligned offset, broadcasts along and across rows, three groups (one
// block, and blocks along z with a grid-stride loop), a
// transpose, an accumulating output, dynamic sizes (64-bit offsets), an
// empty op, bf16, a fill and a copy, a body reading its indices (@init).
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-elementwise-kernels,maco-gpu-launch-to-loops,convert-linalg-to-loops),expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-vector-to-llvm,finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' -o %t.kernels.mlir
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops),expand-strided-metadata,lower-affine,convert-scf-to-cf,finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' -o %t.loops.mlir
// RUN: %llvm_tools_dir/mlir-runner -e main -entry-point-result=void -shared-libs=%llvm_lib_dir/libmlir_runner_utils.so,%llvm_lib_dir/libmlir_c_runner_utils.so %t.kernels.mlir | grep -v base@ > %t.kernels.txt
// RUN: %llvm_tools_dir/mlir-runner -e main -entry-point-result=void -shared-libs=%llvm_lib_dir/libmlir_runner_utils.so,%llvm_lib_dir/libmlir_c_runner_utils.so %t.loops.mlir | grep -v base@ > %t.loops.txt
// RUN: diff %t.kernels.txt %t.loops.txt
// RUN: FileCheck %s < %t.kernels.txt
// 12 element-wise ops became kernels (vector loads among them; @init
// reads its indices), the 2 fills of contiguous f32 buffers memsets.
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-elementwise-kernels))' | FileCheck %s --check-prefix=KERNELS
// KERNELS-COUNT-12: gpu.launch
// KERNELS-NOT: gpu.launch
// KERNELS: vector.load
// RUN: maco-opt %s --pass-pipeline='builtin.module(func.func(maco-gpu-elementwise-kernels))' | FileCheck %s --check-prefix=MEMSET
// MEMSET-COUNT-2: gpu.memset {{.*}} : memref<{{.*}}xf32>, f32

// The first rows of the bias + ReLU (a = i * j + j + 0.5, bias = j + 1):
// max(i * j - 0.5, 0).
// CHECK: [0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0],
// CHECK: [0,   0.5,   1.5,   2.5,   3.5,   4.5,   5.5,   6.5,   7.5,   8.5,   9.5,   10.5,   11.5,   12.5,   13.5,   14.5],
// CHECK: [0,   1.5,   3.5,   5.5,   7.5,   9.5,   11.5,   13.5,   15.5,   17.5,   19.5,   21.5,   23.5,   25.5,   27.5,   29.5],

#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
#col = affine_map<(i, j) -> (i)>
#tr = affine_map<(i, j) -> (j, i)>
#id3 = affine_map<(i, j, k) -> (i, j, k)>
#mid = affine_map<(i, j, k) -> (i, k)>
#sc2 = affine_map<(i, j) -> ()>
func.func private @printMemrefF32(memref<*xf32>)

// Fills `m` with distinct values (index-based: left alone by the pass).
func.func @init(%m: memref<?x?xf32>, %seed: f32) {
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%m : memref<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %s = arith.addi %k, %j : index
    %t = arith.index_cast %s : index to i32
    %f = arith.sitofp %t : i32 to f32
    %g = arith.addf %f, %seed : f32
    linalg.yield %g : f32
  }
  return
}

func.func @print(%m: memref<?x?xf32>) {
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  // Bias + ReLU, rows of 16 (vectors) and of 10 (scalar: rows misaligned).
  %a = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
  %ad = memref.cast %a : memref<8x16xf32> to memref<?x?xf32>
  call @init(%ad, %half) : (memref<?x?xf32>, f32) -> ()
  %bias = memref.alloc() : memref<1x16xf32>
  %bd = memref.cast %bias : memref<1x16xf32> to memref<?x?xf32>
  call @init(%bd, %one) : (memref<?x?xf32>, f32) -> ()
  %b1 = memref.collapse_shape %bias [[0, 1]] : memref<1x16xf32> into memref<16xf32>
  %r = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
  linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%a, %b1 : memref<8x16xf32>, memref<16xf32>) outs(%r : memref<8x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  }
  %rd = memref.cast %r : memref<8x16xf32> to memref<?x?xf32>
  call @print(%rd) : (memref<?x?xf32>) -> ()
  %a10 = memref.alloc() : memref<3x10xf32>
  %a10d = memref.cast %a10 : memref<3x10xf32> to memref<?x?xf32>
  call @init(%a10d, %half) : (memref<?x?xf32>, f32) -> ()
  %r10 = memref.alloc() : memref<3x10xf32>
  linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%a10, %b1 : memref<3x10xf32>, memref<16xf32>) outs(%r10 : memref<3x10xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    %e = math.exp %half : f32
    %t = arith.addf %s, %e : f32
    linalg.yield %t : f32
  }
  %r10d = memref.cast %r10 : memref<3x10xf32> to memref<?x?xf32>
  call @print(%r10d) : (memref<?x?xf32>) -> ()
  // A 1-D add of 37 elements: vectors, then a partial one.
  %v = memref.alloc() : memref<37xf32>
  %w = memref.alloc() : memref<37xf32>
  %a10f = memref.collapse_shape %a10 [[0, 1]] : memref<3x10xf32> into memref<30xf32>
  %af = memref.collapse_shape %a [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %v1 = memref.subview %af[0] [37] [1] : memref<128xf32> to memref<37xf32, strided<[1]>>
  linalg.copy ins(%v1 : memref<37xf32, strided<[1]>>) outs(%v : memref<37xf32>)
  // Misaligned: offset 1.
  %v2 = memref.subview %af[1] [37] [1] : memref<128xf32> to memref<37xf32, strided<[1], offset: 1>>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%v, %v2 : memref<37xf32>, memref<37xf32, strided<[1], offset: 1>>) outs(%w : memref<37xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  %we = memref.expand_shape %w [[0, 1]] output_shape [1, 37] : memref<37xf32> into memref<1x37xf32>
  %wd = memref.cast %we : memref<1x37xf32> to memref<?x?xf32>
  call @print(%wd) : (memref<?x?xf32>) -> ()
  // Three groups: (i, k) read, broadcast over j.
  %t3 = memref.alloc() : memref<3x5x8xf32>
  %a38 = memref.subview %a[0, 0] [3, 8] [1, 1] : memref<8x16xf32> to memref<3x8xf32, strided<[16, 1]>>
  linalg.generic {indexing_maps = [#mid, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a38 : memref<3x8xf32, strided<[16, 1]>>) outs(%t3 : memref<3x5x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  %t3c = memref.collapse_shape %t3 [[0, 1], [2]] : memref<3x5x8xf32> into memref<15x8xf32>
  %t3d = memref.cast %t3c : memref<15x8xf32> to memref<?x?xf32>
  call @print(%t3d) : (memref<?x?xf32>) -> ()
  // Three groups with many outer indices: blockDim.z 32 and 4 blocks
  // along z, the last one partly out of range.
  %b3 = memref.alloc() : memref<100x3x8xf32>
  %a38b = memref.subview %a[1, 0] [3, 8] [1, 1] : memref<8x16xf32> to memref<3x8xf32, strided<[16, 1], offset: 16>>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (j, k)>, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a38b : memref<3x8xf32, strided<[16, 1], offset: 16>>) outs(%b3 : memref<100x3x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %xi = arith.addf %x, %fi : f32
    linalg.yield %xi : f32
  }
  %b3c = memref.collapse_shape %b3 [[0, 1], [2]] : memref<100x3x8xf32> into memref<300x8xf32>
  %b3d = memref.cast %b3c : memref<300x8xf32> to memref<?x?xf32>
  call @print(%b3d) : (memref<?x?xf32>) -> ()
  memref.dealloc %b3 : memref<100x3x8xf32>
  // A transpose (scalar path) and an output that accumulates.
  %tr = memref.alloc() : memref<16x8xf32>
  linalg.fill ins(%one : f32) outs(%tr : memref<16x8xf32>)
  linalg.generic {indexing_maps = [#tr, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : memref<8x16xf32>) outs(%tr : memref<16x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  }
  %trd = memref.cast %tr : memref<16x8xf32> to memref<?x?xf32>
  call @print(%trd) : (memref<?x?xf32>) -> ()
  // Dynamic sizes (64-bit offsets), one of them empty.
  %c5 = arith.constant 5 : index
  %c12 = arith.constant 12 : index
  %dyn = memref.alloc(%c5, %c12) : memref<?x?xf32>
  call @init(%dyn, %one) : (memref<?x?xf32>, f32) -> ()
  %dyn2 = memref.alloc(%c5, %c12) : memref<?x?xf32>
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%dyn : memref<?x?xf32>) outs(%dyn2 : memref<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    %c = arith.cmpf ogt, %s, %one : f32
    %t = arith.select %c, %s, %half : f32
    linalg.yield %t : f32
  }
  call @print(%dyn2) : (memref<?x?xf32>) -> ()
  %empty = memref.alloc(%c0, %c12) : memref<?x?xf32>
  linalg.fill ins(%one : f32) outs(%empty : memref<?x?xf32>)
  // bf16: 8 per vector, computed in f32.
  %h = memref.alloc() : memref<4x24xbf16>
  %a424 = memref.subview %a[0, 0] [4, 16] [1, 1] : memref<8x16xf32> to memref<4x16xf32, strided<[16, 1]>>
  %hf = memref.alloc() : memref<4x24xf32>
  %hfd = memref.cast %hf : memref<4x24xf32> to memref<?x?xf32>
  call @init(%hfd, %half) : (memref<?x?xf32>, f32) -> ()
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%hf : memref<4x24xf32>) outs(%h : memref<4x24xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %t = arith.truncf %x : f32 to bf16
    linalg.yield %t : bf16
  }
  %h2 = memref.alloc() : memref<4x24xbf16>
  linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%h, %h : memref<4x24xbf16>, memref<4x24xbf16>) outs(%h2 : memref<4x24xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %o: bf16):
    %s = arith.addf %x, %y : bf16
    %m = arith.mulf %s, %y : bf16
    linalg.yield %m : bf16
  }
  %hback = memref.alloc() : memref<4x24xf32>
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%h2 : memref<4x24xbf16>) outs(%hback : memref<4x24xf32>) {
  ^bb0(%x: bf16, %o: f32):
    %t = arith.extf %x : bf16 to f32
    linalg.yield %t : f32
  }
  %hbd = memref.cast %hback : memref<4x24xf32> to memref<?x?xf32>
  call @print(%hbd) : (memref<?x?xf32>) -> ()
  return
}
