// maco-opt on text that upstream MLIR 22's parser crashes on (found by
// maco-opt-fuzzer): rejected before parsing with an error at the text, as
// maco-run and maco-compile do (maco::findUpstreamParserCrash).
// RUN: rm -rf %t && split-file %s %t
// RUN: not maco-opt %t/index-array.mlir 2>&1 | FileCheck %s --check-prefix=INDEX
// INDEX: index-array.mlir:2:35: error: dense arrays of 'index' (array<index: ...>) are not supported
// INDEX-NOT: Stack dump
// RUN: not maco-opt %t/linalg-dims.mlir 2>&1 | FileCheck %s --check-prefix=DIMS
// DIMS: linalg-dims.mlir:4:76: error: this list must hold integers only
// DIMS-NOT: Stack dump
// RUN: not maco-opt %t/batch-matmul.mlir 2>&1 | FileCheck %s --check-prefix=BMM
// BMM: batch-matmul.mlir:2:3: error: linalg batch matmuls of 'index' elements are not supported
// BMM-NOT: Stack dump
// Ordinary input is unaffected. (Standard input is left to the parser:
// reading it first would consume it.)
// RUN: maco-opt %t/fine.mlir | FileCheck %s --check-prefix=FINE
// FINE: linalg.batch_matmul

//--- index-array.mlir
// array<index: 1> in a comment is fine
func.func @main() attributes {a = array<index: 0, 1>} {
  return
}
//--- linalg-dims.mlir
func.func @main() {
  %x = tensor.empty() : tensor<4x4xf32>
  %init = tensor.empty() : tensor<4xf32>
  %s = linalg.reduce ins(%x : tensor<4x4xf32>) outs(%init : tensor<4xf32>) dimensions = [[0]]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  return
}
//--- batch-matmul.mlir
func.func @f(%d: memref<2x4x4xindex>) {
  linalg.batch_matmul ins(%d, %d : memref<2x4x4xindex>, memref<2x4x4xindex>) outs(%d : memref<2x4x4xindex>)
  return
}
//--- fine.mlir
func.func @f(%d: memref<2x4x4xf32>) {
  linalg.batch_matmul ins(%d, %d : memref<2x4x4xf32>, memref<2x4x4xf32>) outs(%d : memref<2x4x4xf32>)
  return
}
