// A shift over a large group (65536 ranks; found by maco-opt-fuzzer, where
// the lowering took 12.7 s and printed a 68 MB module: one compare and one
// select per pair, 131070 pairs per shift) lowers in constant size: its
// peers are lo <= r <= hi ? (r + d) mod M : -1 (convert-maco-to-runtime).
// RUN: maco-opt %s --maco-frontend --maco-to-cpu | FileCheck %s
// Ranks 0..65533 send to r + 2; ranks 2..65535 receive from r + 65534
// (mod 65536), i.e. r - 2.
// CHECK-LABEL: llvm.func @shift_no_rotate
//   CHECK-DAG: llvm.mlir.constant(65533 : i64)
//   CHECK-DAG: llvm.mlir.constant(65534 : i64)
//   CHECK-DAG: llvm.mlir.constant(65536 : i64)
//       CHECK: llvm.srem
//       CHECK: llvm.srem
//   CHECK-NOT: llvm.icmp "eq"
//       CHECK: llvm.call @maco_cg_permute(
//       CHECK: llvm.return
// A rotation: every rank sends to (r + 1) mod 65536.
// CHECK-LABEL: llvm.func @shift_rotate
//   CHECK-NOT: llvm.icmp "eq"
//       CHECK: llvm.call @maco_cg_permute(
shard.grid @g1(shape = 65536)

func.func @shift_no_rotate(%x: tensor<2xi64>) -> tensor<2xi64> {
  %0 = shard.shift %x on @g1 grid_axes = [0] shift_axis = 0 offset = 2 : tensor<2xi64> -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

func.func @shift_rotate(%x: tensor<2xi8>) -> tensor<2xi8> {
  %0 = shard.shift %x on @g1 grid_axes = [0] shift_axis = 0 offset = 1 rotate : tensor<2xi8> -> tensor<2xi8>
  return %0 : tensor<2xi8>
}
