// RUN: maco-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(maco-one-hot-contractions),canonicalize,cse)" | FileCheck %s
// RUN: maco-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(maco-one-hot-contractions{scatters=false}),canonicalize,cse)" | FileCheck %s --check-prefix=NOSCATTER

// The transposed one-hot times the gradient (the scatter-add of a lookup's
// gradient, as maco-import writes it): a loop over the tokens adds each
// token's row of %g into the result's row of its id; ids out of [0, 10)
// are skipped. Without `scatters` (the GPU) the product stays.
// CHECK-LABEL: func.func @scatter
//   CHECK-NOT: linalg.matmul
//       CHECK: scf.for %[[T:.*]] = %c0 to %c6 step %c1 iter_args(%[[ACC:.*]] = %arg2) -> (tensor<10x4xf32>)
//       CHECK:   %[[ID:.*]] = tensor.extract %arg0[%[[T]]] : tensor<6xi32>
//       CHECK:   %[[V:.*]] = arith.index_cast %[[ID]] : i32 to index
//   CHECK-DAG:   arith.cmpi slt, %[[V]], %c10 : index
//   CHECK-DAG:   arith.cmpi sge, %[[V]], %c0 : index
//       CHECK:   scf.if
//   CHECK-DAG:     %[[G:.*]] = tensor.extract_slice %arg1[%[[T]], 0] [1, 4] [1, 1] : tensor<6x4xf32> to tensor<4xf32>
//   CHECK-DAG:     %[[ROW:.*]] = tensor.extract_slice %[[ACC]][%[[V]], 0] [1, 4] [1, 1] : tensor<10x4xf32> to tensor<4xf32>
//       CHECK:     %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[G]] : tensor<4xf32>) outs(%[[ROW]] : tensor<4xf32>)
//       CHECK:       arith.addf
//       CHECK:     tensor.insert_slice %[[SUM]] into %[[ACC]][%[[V]], 0] [1, 4] [1, 1]
//       CHECK:   } else {
//       CHECK:     scf.yield %[[ACC]]
//   CHECK-NOT: linalg.matmul
// NOSCATTER-LABEL: func.func @scatter
//       NOSCATTER: linalg.matmul
//   NOSCATTER-NOT: scf.for
func.func @scatter(%ids: tensor<6xi32>, %g: tensor<6x4xf32>, %c: tensor<10x4xf32>) -> tensor<10x4xf32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<10x6xf32>
  %oh = linalg.generic {indexing_maps = [affine_map<(v, t) -> (t)>, affine_map<(v, t) -> (v, t)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<6xi32>) outs(%e : tensor<10x6xf32>) {
  ^bb0(%i: i32, %o: f32):
    %v = linalg.index 0 : index
    %vi = arith.index_cast %v : index to i32
    %eq = arith.cmpi eq, %i, %vi : i32
    %s = arith.select %eq, %one, %zero : f32
    linalg.yield %s : f32
  } -> tensor<10x6xf32>
  %r = linalg.matmul ins(%oh, %g : tensor<10x6xf32>, tensor<6x4xf32>) outs(%c : tensor<10x4xf32>) -> tensor<10x4xf32>
  return %r : tensor<10x4xf32>
}

// -----

// The one-hot times a table (a lookup, jax.nn.one_hot(ids) @ table; here
// the condition converted with uitofp): each result element reads the
// table's row of its token's id (clamped), and keeps the init where the
// id is out of range. With or without `scatters`.
// CHECK-LABEL: func.func @gather
//   CHECK-NOT: linalg.matmul
//       CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<6xi32>) outs(%arg2 : tensor<6x4xf32>)
//       CHECK: ^bb0(%[[ID:.*]]: i32, %[[OUT:.*]]: f32):
//       CHECK:   %[[V:.*]] = arith.index_cast %[[ID]] : i32 to index
//       CHECK:   %[[OK:.*]] = arith.andi
//       CHECK:   %[[ROW:.*]] = arith.select %[[OK]], %[[V]], %c0 : index
//       CHECK:   %[[W:.*]] = linalg.index 1 : index
//       CHECK:   %[[X:.*]] = tensor.extract %arg1[%[[ROW]], %[[W]]] : tensor<10x4xf32>
//       CHECK:   %[[SUM:.*]] = arith.addf %[[OUT]], %[[X]] : f32
//       CHECK:   %[[R:.*]] = arith.select %[[OK]], %[[SUM]], %[[OUT]] : f32
//       CHECK:   linalg.yield %[[R]]
// NOSCATTER-LABEL: func.func @gather
//   NOSCATTER-NOT: linalg.matmul
//       NOSCATTER: tensor.extract %arg1
func.func @gather(%ids: tensor<6xi32>, %table: tensor<10x4xf32>, %c: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %e = tensor.empty() : tensor<6x10xf32>
  %oh = linalg.generic {indexing_maps = [affine_map<(t, v) -> (t)>, affine_map<(t, v) -> (t, v)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<6xi32>) outs(%e : tensor<6x10xf32>) {
  ^bb0(%i: i32, %o: f32):
    %v = linalg.index 1 : index
    %vi = arith.index_cast %v : index to i32
    %eq = arith.cmpi eq, %vi, %i : i32
    %s = arith.uitofp %eq : i1 to f32
    linalg.yield %s : f32
  } -> tensor<6x10xf32>
  %r = linalg.matmul ins(%oh, %table : tensor<6x10xf32>, tensor<10x4xf32>) outs(%c : tensor<6x4xf32>) -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}

// -----

// A class loop that partitioning split: the body compares with the global
// index (the local one plus the shard's offset %off); the id's local row is
// the id minus the offset. Ids compared as index.
// CHECK-LABEL: func.func @split_vocabulary
//       CHECK: scf.for %[[T:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %arg2)
//       CHECK:   %[[ID:.*]] = tensor.extract %arg0[%[[T]]] : tensor<6xi64>
//       CHECK:   %[[G:.*]] = arith.index_cast %[[ID]] : i64 to index
//       CHECK:   %[[V:.*]] = arith.subi %[[G]], %arg3 : index
//       CHECK:   tensor.extract_slice %[[ACC]][%[[V]], 0] [1, 4] [1, 1]
func.func @split_vocabulary(%ids: tensor<6xi64>, %g: tensor<6x4xf32>, %c: tensor<10x4xf32>, %off: index) -> tensor<10x4xf32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<10x6xf32>
  %oh = linalg.generic {indexing_maps = [affine_map<(v, t) -> (t)>, affine_map<(v, t) -> (v, t)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<6xi64>) outs(%e : tensor<10x6xf32>) {
  ^bb0(%i: i64, %o: f32):
    %v = linalg.index 0 : index
    %global = arith.addi %v, %off : index
    %x = arith.index_cast %i : i64 to index
    %eq = arith.cmpi eq, %x, %global : index
    %s = arith.select %eq, %one, %zero : f32
    linalg.yield %s : f32
  } -> tensor<10x6xf32>
  %r = linalg.matmul ins(%oh, %g : tensor<10x6xf32>, tensor<6x4xf32>) outs(%c : tensor<10x4xf32>) -> tensor<10x4xf32>
  return %r : tensor<10x4xf32>
}

// -----

// jnp.bincount: an integer one-hot (extui) of ids that the body first
// wraps (negative ids count from the end), times a vector of ones. No loop
// remains beside the tokens': the update is a scalar, with the body's wrap
// replayed on each id.
// CHECK-LABEL: func.func @bincount
//       CHECK: scf.for %[[T:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %arg1)
//       CHECK:   %[[ID:.*]] = tensor.extract %arg0[%[[T]]] : tensor<8xi32>
//       CHECK:   arith.addi %[[ID]], %c24_i32
//       CHECK:   %[[W:.*]] = arith.select
//       CHECK:   %[[V:.*]] = arith.index_cast %[[W]] : i32 to index
//       CHECK:   scf.if
//       CHECK:     %[[N:.*]] = tensor.extract %[[ACC]][%[[V]]] : tensor<24xi32>
//       CHECK:     %[[S:.*]] = arith.addi %[[N]], %c1_i32 : i32
//       CHECK:     tensor.insert %[[S]] into %[[ACC]][%[[V]]]
//   CHECK-NOT: linalg.matvec
func.func @bincount(%ids: tensor<8xi32>, %c: tensor<24xi32>) -> tensor<24xi32> {
  %c0 = arith.constant 0 : i32
  %c24 = arith.constant 24 : i32
  %ones = arith.constant dense<1> : tensor<8xi32>
  %e = tensor.empty() : tensor<24x8xi32>
  %oh = linalg.generic {indexing_maps = [affine_map<(v, t) -> (t)>, affine_map<(v, t) -> (v, t)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<8xi32>) outs(%e : tensor<24x8xi32>) {
  ^bb0(%i: i32, %o: i32):
    %neg = arith.cmpi slt, %i, %c0 : i32
    %up = arith.addi %i, %c24 : i32
    %w = arith.select %neg, %up, %i : i32
    %v = linalg.index 0 : index
    %vi = arith.index_cast %v : index to i32
    %eq = arith.cmpi eq, %w, %vi : i32
    %s = arith.extui %eq : i1 to i32
    linalg.yield %s : i32
  } -> tensor<24x8xi32>
  %r = linalg.matvec ins(%oh, %ones : tensor<24x8xi32>, tensor<8xi32>) outs(%c : tensor<24xi32>) -> tensor<24xi32>
  return %r : tensor<24xi32>
}

// -----

// A one-hot per batch element (einsum "btv,btd->bvd"): the loops over the
// batch and the tokens carry the result; each adds a row of 4.
// CHECK-LABEL: func.func @batched
//       CHECK: scf.for %[[B:.*]] = %c0 to %c2
//       CHECK:   scf.for %[[T:.*]] = %c0 to %c3
//       CHECK:     tensor.extract %arg0[%[[B]], %[[T]]] : tensor<2x3xi32>
//       CHECK:     tensor.extract_slice %arg1[%[[B]], %[[T]], 0] [1, 1, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<4xf32>
//   CHECK-NOT: linalg.batch_matmul
func.func @batched(%ids: tensor<2x3xi32>, %g: tensor<2x3x4xf32>, %c: tensor<2x10x4xf32>) -> tensor<2x10x4xf32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x10x3xf32>
  %oh = linalg.generic {indexing_maps = [affine_map<(b, v, t) -> (b, t)>, affine_map<(b, v, t) -> (b, v, t)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ids : tensor<2x3xi32>) outs(%e : tensor<2x10x3xf32>) {
  ^bb0(%i: i32, %o: f32):
    %v = linalg.index 1 : index
    %vi = arith.index_cast %v : index to i32
    %eq = arith.cmpi eq, %i, %vi : i32
    %s = arith.select %eq, %one, %zero : f32
    linalg.yield %s : f32
  } -> tensor<2x10x3xf32>
  %r = linalg.batch_matmul ins(%oh, %g : tensor<2x10x3xf32>, tensor<2x3x4xf32>) outs(%c : tensor<2x10x4xf32>) -> tensor<2x10x4xf32>
  return %r : tensor<2x10x4xf32>
}

// -----

// Left alone: not one-hots (a comparison other than equality, a value
// other than 1 where equal, the id read along the class loop itself), and
// a contraction with dynamic shapes.
// CHECK-LABEL: func.func @not_one_hot
//   CHECK-NOT: scf.for
//   CHECK-NOT: tensor.extract
//   CHECK-COUNT-4: linalg.matmul
//   CHECK-NOT: scf.for
func.func @not_one_hot(%ids: tensor<6xi32>, %sq: tensor<6x6xi32>, %g: tensor<6x4xf32>, %c: tensor<6x4xf32>, %d: tensor<?x6xi32>, %cd: tensor<?x4xf32>) -> (tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x4xf32>, tensor<?x4xf32>) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x6xf32>
  %lt = linalg.generic {indexing_maps = [affine_map<(v, t) -> (t)>, affine_map<(v, t) -> (v, t)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<6xi32>) outs(%e : tensor<6x6xf32>) {
  ^bb0(%i: i32, %o: f32):
    %v = linalg.index 0 : index
    %vi = arith.index_cast %v : index to i32
    %eq = arith.cmpi slt, %i, %vi : i32
    %s = arith.select %eq, %one, %zero : f32
    linalg.yield %s : f32
  } -> tensor<6x6xf32>
  %r0 = linalg.matmul ins(%lt, %g : tensor<6x6xf32>, tensor<6x4xf32>) outs(%c : tensor<6x4xf32>) -> tensor<6x4xf32>
  %twos = linalg.generic {indexing_maps = [affine_map<(v, t) -> (t)>, affine_map<(v, t) -> (v, t)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<6xi32>) outs(%e : tensor<6x6xf32>) {
  ^bb0(%i: i32, %o: f32):
    %v = linalg.index 0 : index
    %vi = arith.index_cast %v : index to i32
    %eq = arith.cmpi eq, %i, %vi : i32
    %s = arith.select %eq, %two, %zero : f32
    linalg.yield %s : f32
  } -> tensor<6x6xf32>
  %r1 = linalg.matmul ins(%twos, %g : tensor<6x6xf32>, tensor<6x4xf32>) outs(%c : tensor<6x4xf32>) -> tensor<6x4xf32>
  %diag = linalg.generic {indexing_maps = [affine_map<(v, t) -> (v, t)>, affine_map<(v, t) -> (v, t)>], iterator_types = ["parallel", "parallel"]} ins(%sq : tensor<6x6xi32>) outs(%e : tensor<6x6xf32>) {
  ^bb0(%i: i32, %o: f32):
    %v = linalg.index 0 : index
    %vi = arith.index_cast %v : index to i32
    %eq = arith.cmpi eq, %i, %vi : i32
    %s = arith.select %eq, %one, %zero : f32
    linalg.yield %s : f32
  } -> tensor<6x6xf32>
  %r2 = linalg.matmul ins(%diag, %g : tensor<6x6xf32>, tensor<6x4xf32>) outs(%c : tensor<6x4xf32>) -> tensor<6x4xf32>
  %dn = arith.constant 0 : index
  %n = tensor.dim %d, %dn : tensor<?x6xi32>
  %ed = tensor.empty(%n) : tensor<?x6xf32>
  %dyn = linalg.generic {indexing_maps = [affine_map<(t, v) -> (t, v)>, affine_map<(t, v) -> (t, v)>], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<?x6xi32>) outs(%ed : tensor<?x6xf32>) {
  ^bb0(%i: i32, %o: f32):
    %v = linalg.index 1 : index
    %vi = arith.index_cast %v : index to i32
    %eq = arith.cmpi eq, %i, %vi : i32
    %s = arith.select %eq, %one, %zero : f32
    linalg.yield %s : f32
  } -> tensor<?x6xf32>
  %r3 = linalg.matmul ins(%dyn, %g : tensor<?x6xf32>, tensor<6x4xf32>) outs(%cd : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r0, %r1, %r2, %r3 : tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x4xf32>, tensor<?x4xf32>
}

// -----

// Left alone: a comparison with an index cast from another value (not the
// index of a loop); ids compared as index.
// CHECK-LABEL: func.func @class_not_an_index
//   CHECK-NOT: scf.for
//       CHECK: linalg.matmul
func.func @class_not_an_index(%ids: tensor<6xi32>, %g: tensor<6x4xf32>, %c: tensor<10x4xf32>, %k: i32) -> tensor<10x4xf32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<10x6xf32>
  %oh = linalg.generic {indexing_maps = [affine_map<(v, t) -> (t)>, affine_map<(v, t) -> (v, t)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<6xi32>) outs(%e : tensor<10x6xf32>) {
  ^bb0(%i: i32, %o: f32):
    %x = arith.index_cast %i : i32 to index
    %kx = arith.index_cast %k : i32 to index
    %eq = arith.cmpi eq, %x, %kx : index
    %s = arith.select %eq, %one, %zero : f32
    linalg.yield %s : f32
  } -> tensor<10x6xf32>
  %r = linalg.matmul ins(%oh, %g : tensor<10x6xf32>, tensor<6x4xf32>) outs(%c : tensor<10x4xf32>) -> tensor<10x4xf32>
  return %r : tensor<10x4xf32>
}
