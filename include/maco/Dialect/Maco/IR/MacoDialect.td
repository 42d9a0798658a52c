//===- MacoDialect.td - maco dialect definition ------------*- tablegen -*-===//
//
// The maco dialect: collectives next to linalg compute, for
// communication-computation fusion.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_DIALECT_MACO_IR_MACODIALECT_TD
#define MACO_DIALECT_MACO_IR_MACODIALECT_TD

include "mlir/IR/OpBase.td"

def Maco_Dialect : Dialect {
  let name = "maco";
  let cppNamespace = "::mlir::maco";
  let summary = "Collectives and overlap primitives for distributed deep learning";
  let description = [{
    The `maco` dialect represents collective communication (all-reduce,
    all-gather, reduce-scatter, broadcast, all-to-all, send/recv and
    permute) next to `linalg` compute, so that passes can split, fuse and
    reschedule communication to overlap it with computation.

    Groups follow the upstream `shard` convention: every collective names a
    `shard.grid` symbol and the `grid_axes` it runs over. The ranks that
    share all grid coordinates except those along `grid_axes` form one
    group; the rank of a process inside its group is the row-major linear
    index of its coordinates along `grid_axes`, in the order listed.

    Every collective exists in a blocking form and an asynchronous form
    (`*_start`, returning a `!maco.future`, completed by `maco.wait`). Both
    forms work on ranked tensors (value semantics, with results) and on
    memrefs (destination style: `into` buffers, no results).

    Collectives are never `Pure`: they synchronise ranks, so they carry
    read/write effects on the `maco::CommResource` resource, which keeps
    them from being CSE'd, dead-code eliminated, hoisted or reordered
    across one another.
  }];
  let dependentDialects = ["::mlir::shard::ShardDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::tensor::TensorDialect"];
  let hasConstantMaterializer = 1;
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasCanonicalizer = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let extraClassDeclaration = [{
    /// Discardable attribute naming the cost-model target of a module or
    /// function (a built-in target or a description file).
    static ::llvm::StringRef getTargetAttrName() { return "maco.target"; }
    /// Unit attribute on a function argument: its value is the same on
    /// every rank (replicated parameters of data parallelism), which lets
    /// maco-decompose-all-reduce shard the element-wise work that reads
    /// it.
    static ::llvm::StringRef getReplicatedAttrName() {
      return "maco.replicated";
    }
    /// Type attribute on an entry function's argument or result: the
    /// unsigned integer type its signless integer elements stand for
    /// (maco-import keeps JAX's uint32 PRNG keys so), which maco-run and
    /// maco-compile's entry harness read and write as .npy data.
    static ::llvm::StringRef getElementTypeAttrName() {
      return "maco.element_type";
    }
  }];
}

class Maco_Op<string mnemonic, list<Trait> traits = []>
    : Op<Maco_Dialect, mnemonic, traits>;

#endif // MACO_DIALECT_MACO_IR_MACODIALECT_TD
