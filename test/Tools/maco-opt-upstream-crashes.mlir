// maco-opt on text that upstream MLIR 22's parser crashes on (found by
// maco-opt-fuzzer): rejected before parsing with an error at the text, as
// maco-run and maco-compile do (maco::findUpstreamParserCrash); other
// parser crashes are recovered from (maco::findParserCrashByParsing), in
// the input file or standard input (maco::reportUpstreamParserCrash).
// RUN: rm -rf %t && split-file %s %t
// RUN: not maco-opt %t/index-array.mlir 2>&1 | FileCheck %s --check-prefix=INDEX
// INDEX: index-array.mlir:2:35: error: dense arrays of 'index' (array<index: ...>) are not supported
// INDEX-NOT: Stack dump
// RUN: not maco-opt %t/linalg-dims.mlir 2>&1 | FileCheck %s --check-prefix=DIMS
// DIMS: linalg-dims.mlir:4:76: error: linalg's `dimensions`/`permutation` must be a list of integers
// DIMS-NOT: Stack dump
// Not a list at all (what maco-opt-fuzzer found next), or a list that is
// not integers only, after the custom form's `outs(...)`.
// RUN: not maco-opt %t/linalg-dims-forms.mlir 2>&1 | FileCheck %s --check-prefix=DIMSFORMS
// DIMSFORMS: linalg-dims-forms.mlir:4:76: error: linalg's `dimensions`/`permutation` must be a list of integers
// DIMSFORMS-NOT: Stack dump
// RUN: sed 's/dimensions = 1/dimensions = array<i64: 1>/' %t/linalg-dims-forms.mlir > %t/dims-array.mlir
// RUN: not maco-opt %t/dims-array.mlir 2>&1 | FileCheck %s --check-prefix=DIMSFORMS2
// RUN: sed 's/dimensions = 1/dimensions = [1 0]/' %t/linalg-dims-forms.mlir > %t/dims-nocomma.mlir
// RUN: not maco-opt %t/dims-nocomma.mlir 2>&1 | FileCheck %s --check-prefix=DIMSFORMS2
// RUN: sed 's/dimensions = 1/dimensions = [1,]/' %t/linalg-dims-forms.mlir > %t/dims-trailing.mlir
// RUN: not maco-opt %t/dims-trailing.mlir 2>&1 | FileCheck %s --check-prefix=DIMSFORMS2
// DIMSFORMS2: :4:76: error: linalg's `dimensions`/`permutation` must be a list of integers
// DIMSFORMS2-NOT: Stack dump
// RUN: not maco-opt %t/transpose-perm.mlir 2>&1 | FileCheck %s --check-prefix=PERM
// PERM: transpose-perm.mlir:2:78: error: linalg's `dimensions`/`permutation` must be a list of integers
// Integer lists parse, hexadecimal ones too; so does the keyword in a
// generic form's attributes (after `{`, not after `outs(...)`).
// RUN: sed 's/dimensions = 1/dimensions = [0x1]/' %t/linalg-dims-forms.mlir | maco-opt | FileCheck %s --check-prefix=DIMSOK
// DIMSOK: dimensions = [1]
// RUN: maco-opt %t/dims-generic.mlir | FileCheck %s --check-prefix=DIMSGEN
// DIMSGEN: linalg.broadcast
// Forms the screens do not know: the parse runs with crash recovery, and
// a crash is an error at the start of the input (or of its
// --split-input-file part), not a crash of the tool. The known forms,
// with the screens turned off, stand in for unknown ones.
// RUN: env MACO_PARSER_SCREENS=0 not maco-opt %t/linalg-dims.mlir 2>&1 | FileCheck %s --check-prefix=RECOVER
// RUN: env MACO_PARSER_SCREENS=0 not maco-opt %t/iterator-types.mlir 2>&1 | FileCheck %s --check-prefix=RECOVER
// RUN: env MACO_PARSER_SCREENS=0 not maco-opt %t/batch-matmul.mlir 2>&1 | FileCheck %s --check-prefix=RECOVER
// RUN: env MACO_PARSER_SCREENS=0 not maco-opt %t/index-array.mlir 2>&1 | FileCheck %s --check-prefix=RECOVER
// RECOVER: :1:1: error: upstream MLIR 22's parser crashed on this input (a form maco does not screen for yet); check the syntax of its ops, and please report it
// RECOVER-NOT: Stack dump
// RUN: env MACO_PARSER_SCREENS=0 not maco-opt --split-input-file %t/split.mlir 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT: split.mlir:5:1: error: upstream MLIR 22's parser crashed on this input
// SPLIT-NOT: Stack dump
// maco-translate, also built on upstream's driver, does the same.
// RUN: not maco-translate --mlir-to-llvmir %t/index-array.mlir 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: env MACO_PARSER_SCREENS=0 not maco-translate --mlir-to-llvmir %t/index-array.mlir -o %t/index.ll 2>&1 | FileCheck %s --check-prefix=RECOVER
// RUN: not maco-opt %t/batch-matmul.mlir 2>&1 | FileCheck %s --check-prefix=BMM
// BMM: batch-matmul.mlir:2:3: error: linalg batch matmuls of 'index' elements are not supported
// BMM-NOT: Stack dump
// RUN: not maco-opt %t/iterator-types.mlir 2>&1 | FileCheck %s --check-prefix=ITERS
// ITERS: iterator-types.mlir:3:68: error: iterator_types must be a list of quoted strings
// ITERS-NOT: Stack dump
// The generic form's #linalg.iterator_type attributes parse (upstream's
// generic op parser reads them), and so do quoted strings.
// RUN: maco-opt %t/iterator-types-generic.mlir | FileCheck %s --check-prefix=ITERSOK
// ITERSOK: linalg.generic {{.*}}iterator_types = ["parallel"]
// A grid with an axis of size 0 used over that axis by an upstream shard op
// whose verifier divides by it (shard.all_slice, shard.all_to_all,
// shard.reduce_scatter: SIGFPE; ../shared/repro/upstream-shard-grid-zero-
// size-sigfpe.mlir), in custom and in generic form: reported at the grid by
// maco-check-input, which reads the parsed, unverified module.
// RUN: not maco-opt %t/zero-grid.mlir 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: zero-grid.mlir:2:1: error: grid @g has size 0 along axis 1; every grid axis must have a positive size (upstream MLIR 22's verifier of shard.all_slice, used on it at line 5, divides by it)
// ZERO-NOT: Stack dump
// RUN: not maco-opt %t/zero-grid-generic.mlir 2>&1 | FileCheck %s --check-prefix=ZEROGEN
// ZEROGEN: zero-grid-generic.mlir:1:1: error: grid @z has size 0 along axis 0; every grid axis must have a positive size (upstream MLIR 22's verifier of shard.reduce_scatter, used on it at line 3, divides by it)
// ZEROGEN-NOT: Stack dump
// RUN: not maco-opt %t/zero-grid-all-to-all.mlir 2>&1 | FileCheck %s --check-prefix=ZEROA2A
// ZEROA2A: zero-grid-all-to-all.mlir:1:1: error: grid @g has size 0 along axis 1; {{.*}}shard.all_to_all, used on it at line 3
// Over the other axis the verifiers do not divide by it: left to upstream
// (and to maco's own verifiers, which report it at a maco op using it).
// RUN: maco-opt %t/zero-grid-other-axis.mlir | FileCheck %s --check-prefix=OTHER
// OTHER: shard.all_slice
// From standard input the same (maco-check-input finds it in the parsed,
// unverified module either way).
// RUN: not maco-opt < %t/zero-grid.mlir 2>&1 | FileCheck %s --check-prefix=ZEROSTDIN
// ZEROSTDIN: <stdin>:2:1: error: grid @g has size 0 along axis 1; every grid axis must have a positive size (upstream MLIR 22's verifier of shard.all_slice, used on it at line 5, divides by it)
// ZEROSTDIN-NOT: Stack dump
// What upstream MLIR 22's verifiers crash on after parsing: maco-opt
// verifies its input in its first pass (maco-check-input, i.e.
// maco::checkProgram) instead of while parsing, so these are reported, from
// a file or from standard input, before the verifier runs.
// RUN: not maco-opt %t/shard-axis.mlir 2>&1 | FileCheck %s --check-prefix=AXIS
// RUN: not maco-opt < %t/shard-axis.mlir 2>&1 | FileCheck %s --check-prefix=AXIS
// AXIS: :3:8: error: slice_axis = -1 is out of range for an operand of rank 2 (0 to 1; upstream MLIR 22's verifier would index with it)
// AXIS-NOT: Stack dump
// RUN: not maco-opt %t/empty-group.mlir --maco-to-cpu 2>&1 | FileCheck %s --check-prefix=GROUP
// GROUP: empty-group.mlir:2:8: error: reassociation group 0 is empty; every group must name at least one dimension
// GROUP-NOT: Stack dump
// A rank-0 value reshaped to or from a shape with a dimension other than
// 1: tensor's verifier accepts it, bufferization then makes invalid IR.
// RUN: not maco-opt %t/rank0-reshape.mlir --maco-to-cpu 2>&1 | FileCheck %s --check-prefix=RANK0
// RANK0: rank0-reshape.mlir:2:8: error: reshapes a rank-0 value to or from 'tensor<12xf32>': with no reassociation group, every dimension must be of size 1
// RANK0: rank0-reshape.mlir:3:8: error: reshapes a rank-0 value to or from 'tensor<2x1xf32>': with no reassociation group, every dimension must be of size 1
// RANK0-NOT: Stack dump
// An expand_shape whose output_shape disagrees with its result type (a
// constant, or a value, where the type has a static size): tensor's
// verifier accepts it, bufferization then makes an invalid
// memref.expand_shape (found by maco-opt-fuzzer).
// RUN: not maco-opt %t/expand-output-shape.mlir --maco-to-cpu 2>&1 | FileCheck %s --check-prefix=EXPAND
// EXPAND: expand-output-shape.mlir:2:8: error: output_shape entry 1 is 2, but the result type 'tensor<16x4x4xf32>' has 4 there; a static dimension of the result must be the same constant in output_shape
// EXPAND: expand-output-shape.mlir:3:8: error: output_shape entry 0 is a value, but the result type 'tensor<4x4x16xf32>' has 4 there
// EXPAND-NOT: memref.expand_shape
// tensor.dim with a constant index out of range: verifiers accept it;
// upstream's value-bounds analysis reads that dimension of the source (an
// ASan SEGV; in a release build, garbage: the cost model priced this fill
// at 31,806 s). maco-check-input reports it; the cost model, run on IR
// that did not pass through that check, stops its bound search there and
// prices the dimension as unknown.
// RUN: not maco-opt %t/dim-index.mlir --maco-estimate 2>&1 | FileCheck %s --check-prefix=DIM
// DIM: dim-index.mlir:3:8: error: dimension index 3 is out of range for 'tensor<?x8xf32>' (rank 2); its size is undefined
// RUN: maco-opt --mlir-very-unsafe-disable-verifier-on-parsing %t/dim-index.mlir --maco-estimate 2>&1 | FileCheck %s --check-prefix=DIMEST
// DIMEST: dim-index.mlir:6:8: remark: maco-estimate: 'linalg.fill' has a dynamic dimension without a bound in the IR; priced at 256
// DIMEST: predicted: sequential {{[0-9]}}.{{[0-9]}} us
// A dynamic result dimension takes a value, and a matching constant is fine.
// RUN: maco-opt %t/expand-output-shape-ok.mlir --maco-to-cpu | FileCheck %s --check-prefix=EXPANDOK
// EXPANDOK: llvm.func @heads
// Other invalid input still gets the verifier's own error, once.
// RUN: not maco-opt %t/invalid.mlir 2>&1 | FileCheck %s --check-prefix=INVALID
// INVALID: invalid.mlir:2:3: error: 'func.return' op has 1 operands, but enclosing function (@f) returns 0
// INVALID-NOT: error
// Ordinary input is unaffected, from a file or from standard input
// (maco-opt reads it once, then screens, tries and compiles that text).
// RUN: maco-opt %t/fine.mlir | FileCheck %s --check-prefix=FINE
// RUN: maco-opt < %t/fine.mlir | FileCheck %s --check-prefix=FINE
// FINE: linalg.batch_matmul
// Standard input is screened and tried too.
// RUN: not maco-opt < %t/index-array.mlir 2>&1 | FileCheck %s --check-prefix=INDEXSTDIN
// INDEXSTDIN: <stdin>:2:35: error: dense arrays of 'index' (array<index: ...>) are not supported
// RUN: env MACO_PARSER_SCREENS=0 not maco-opt < %t/linalg-dims.mlir 2>&1 | FileCheck %s --check-prefix=RECOVERSTDIN
// RECOVERSTDIN: <stdin>:1:1: error: upstream MLIR 22's parser crashed on this input
// RECOVERSTDIN-NOT: Stack dump
// So is the input of --mlir-very-unsafe-disable-verifier-on-parsing.
// RUN: not maco-opt --mlir-very-unsafe-disable-verifier-on-parsing %t/index-array.mlir 2>&1 | FileCheck %s --check-prefix=INDEX

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
//--- linalg-dims-forms.mlir
func.func @main() {
  %x = tensor.empty() : tensor<4x4xf32>
  %init = tensor.empty() : tensor<4xf32>
  %s = linalg.reduce ins(%x : tensor<4x4xf32>) outs(%init : tensor<4xf32>) dimensions = 1
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  return
}
//--- transpose-perm.mlir
func.func @f(%x: tensor<2x4xf32>, %y: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %t = linalg.transpose ins(%x : tensor<2x4xf32>) outs(%y : tensor<4x2xf32>) permutation = [1, a]
  return %t : tensor<4x2xf32>
}
//--- dims-generic.mlir
func.func @f(%x: tensor<4xf32>, %y: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %b = "linalg.broadcast"(%x, %y) <{dimensions = array<i64: 0>}> ({
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }) : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %b : tensor<2x4xf32>
}
//--- split.mlir
func.func @fine() {
  return
}
// -----
func.func @main() attributes {a = array<index: 0, 1>} {
  return
}
//--- iterator-types.mlir
func.func @f(%i: tensor<4xf32>, %e: tensor<4xf32>) -> tensor<4xf32> {
  // iterator_types = [0] in a comment is fine
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel", 0]} outs(%e : tensor<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
//--- iterator-types-generic.mlir
func.func @f(%i: tensor<4xf32>, %e: tensor<4xf32>) -> tensor<4xf32> {
  %r = "linalg.generic"(%i, %e) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
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
//--- zero-grid.mlir
// shard.grid @g(shape = 2x0) in a comment is fine
shard.grid @g(shape = 2x0)

func.func @all_slice(%x: tensor<2x8xf32>) -> tensor<2x2xf32> {
  %0 = shard.all_slice %x on @g grid_axes = [1] slice_axis = 1 : tensor<2x8xf32> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
//--- zero-grid-generic.mlir
"shard.grid"() <{shape = array<i64: 0, 2>, sym_name = "z"}> : () -> ()
func.func @rs(%x: tensor<8xf32>) -> tensor<2xf32> {
  %0 = "shard.reduce_scatter"(%x) <{grid = @z, grid_axes = array<i16: 0>, reduction = #shard<partial sum>, scatter_axis = 0 : index}> : (tensor<8xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
//--- zero-grid-all-to-all.mlir
shard.grid @g(shape = 4x0)
func.func @main(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = shard.all_to_all %x on @g grid_axes = [1] split_axis = 0 concat_axis = 1 : tensor<8x8xf32> -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
//--- zero-grid-other-axis.mlir
shard.grid @g(shape = 2x0)
func.func @all_slice(%x: tensor<2x8xf32>) -> tensor<2x4xf32> {
  %0 = shard.all_slice %x on @g grid_axes = [0] slice_axis = 1 : tensor<2x8xf32> -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
//--- shard-axis.mlir
shard.grid @g(shape = 2x4)
func.func @f(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %0 = shard.all_slice %x on @g grid_axes = [1] slice_axis = -1 : tensor<2x8xf32> -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
//--- empty-group.mlir
func.func @f(%x: tensor<8xf32>) -> tensor<8x1xf32> {
  %0 = tensor.expand_shape %x [[]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
  return %0 : tensor<8x1xf32>
}
//--- rank0-reshape.mlir
func.func @f(%x: tensor<f32>, %y: tensor<2x1xf32>) -> (tensor<12xf32>, tensor<f32>) {
  %0 = tensor.expand_shape %x [] output_shape [12] : tensor<f32> into tensor<12xf32>
  %1 = tensor.collapse_shape %y [] : tensor<2x1xf32> into tensor<f32>
  return %0, %1 : tensor<12xf32>, tensor<f32>
}
//--- expand-output-shape.mlir
func.func @heads(%w: tensor<16x16xf32>, %n: index) -> (tensor<16x4x4xf32>, tensor<4x4x16xf32>) {
  %e = tensor.expand_shape %w [[0], [1, 2]] output_shape [16, 2, 4] : tensor<16x16xf32> into tensor<16x4x4xf32>
  %f = tensor.expand_shape %w [[0, 1], [2]] output_shape [%n, 4, 16] : tensor<16x16xf32> into tensor<4x4x16xf32>
  return %e, %f : tensor<16x4x4xf32>, tensor<4x4x16xf32>
}
//--- expand-output-shape-ok.mlir
func.func @heads(%w: tensor<16x?xf32>, %n: index) -> tensor<16x4x?xf32> {
  %e = tensor.expand_shape %w [[0], [1, 2]] output_shape [16, 4, %n] : tensor<16x?xf32> into tensor<16x4x?xf32>
  return %e : tensor<16x4x?xf32>
}
//--- dim-index.mlir
func.func @f(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c3 = arith.constant 3 : index
  %b = tensor.dim %x, %c3 : tensor<?x8xf32>
  %e = tensor.empty(%b) : tensor<?x8xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %f : tensor<?x8xf32>
}
//--- invalid.mlir
func.func @f(%x: i32) {
  return %x : i32
}
