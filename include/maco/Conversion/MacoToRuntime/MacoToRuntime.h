//===- MacoToRuntime.h - maco ops -> maco_cg_* runtime calls ----*- C++ -*-===//
//
// The conversion of maco ops in memref form into calls of the runtime's
// code-generation ABI (runtime/include/maco/runtime/codegen.def), as
// reusable pieces: convert-maco-to-runtime uses them, and another lowering
// to the same runtime may. (maco's CPU and GPU pipelines both run
// convert-maco-to-runtime itself: the runtime's backend, MPI or NCCL, is
// chosen at run time, not here.)
//
//   RuntimeCommunicators comms(module);
//   for each function f: comms.create(f)          // entry calls
//   TypeConverter converter;
//   populateMacoToRuntimeTypeConversions(converter);
//   RewritePatternSet patterns(ctx);
//   populateMacoToRuntimeConversionPatterns(converter, comms, patterns);
//   ConversionTarget target(*ctx); target.addIllegalDialect<MacoDialect>();
//   applyPartialConversion(module, target, std::move(patterns));
//
//===----------------------------------------------------------------------===//

#ifndef MACO_CONVERSION_MACOTORUNTIME_MACOTORUNTIME_H
#define MACO_CONVERSION_MACOTORUNTIME_MACOTORUNTIME_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::maco {

/// The runtime communicators of a module's groups (grid, grid axes).
/// Creating a communicator is collective over all ranks (the first
/// `maco_cg_comm` of a group), so it must happen at a point every rank
/// reaches, in the same order on every rank: every function of the module
/// that is not private (an entry into the module: `main`, or a function a
/// downstream program calls) sets up *all* the module's groups and every
/// (group, stream) pair of its started collectives, in module order, at its
/// entry (`maco_cg_comm_prepare`, which skips grids that do not fit the
/// number of ranks, the same on every rank). Whichever entry a rank calls
/// first, it makes the same calls in the same order as every other rank;
/// later calls only look the handles up. Every function then gets its own
/// groups' handles (`maco_cg_comm`). The patterns look communicators up
/// here.
class RuntimeCommunicators {
public:
  /// Communicators of the functions of `module`; notes whether any of its
  /// collectives is started (then the runtime must allow streams), and
  /// its groups and stream pairs in module order.
  explicit RuntimeCommunicators(ModuleOp module);

  /// Emits at the entry of `func` (when it has maco ops, or is an entry of
  /// a module that has groups): the ABI version check, `maco_cg_configure`
  /// with the module's needs (the same in every function), at an entry one
  /// `maco_cg_comm_prepare` per group and per (group, stream) pair of the
  /// module in module order, then one `maco_cg_comm` per group of the
  /// function and one `maco_cg_stream_bind` per (group, stream) that its
  /// started collectives use. Fails with a diagnostic on grids the runtime
  /// cannot represent (rank > 4, dynamic sizes, unknown symbol).
  LogicalResult create(func::FuncOp func);

  /// The communicator of `op`'s group (a collective, `maco.rank` or
  /// `maco.group_size`) in its function; null if `create` did not see it.
  Value lookup(Operation *op) const;

private:
  /// MACO_CG_* flags of the module (codegen.h).
  int64_t configureFlags = 0;
  /// The first op of each group of the module, in module order.
  SmallVector<Operation *> moduleGroups;
  /// The first started collective of each (group, stream) pair, and the
  /// stream, in module order.
  SmallVector<std::pair<Operation *, int64_t>> moduleBinds;
  /// Whether the grids of moduleGroups were checked, and were not valid.
  bool checked = false, invalid = false;
  /// (function, grid symbol, grid axes) -> communicator handle.
  DenseMap<std::tuple<Operation *, Attribute, Attribute>, Value> comms;
};

/// `!maco.future` becomes the event handle the runtime records (a pointer,
/// `index` like every pointer of the ABI); every other type is kept.
void populateMacoToRuntimeTypeConversions(TypeConverter &converter);

/// One pattern per collective kind (each lowers the blocking and the
/// started form), and `maco.wait`, `maco.rank`, `maco.group_size`.
void populateMacoToRuntimeConversionPatterns(const TypeConverter &converter,
                                             const RuntimeCommunicators &comms,
                                             RewritePatternSet &patterns);

} // namespace mlir::maco

#endif // MACO_CONVERSION_MACOTORUNTIME_MACOTORUNTIME_H
