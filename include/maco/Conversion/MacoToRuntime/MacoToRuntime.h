//===- MacoToRuntime.h - maco ops -> maco_cg_* runtime calls ----*- C++ -*-===//
//
// The conversion of maco ops in memref form into calls of the runtime's
// code-generation ABI (runtime/include/maco/runtime/codegen.def), as
// reusable pieces: convert-maco-to-runtime (CPU) uses them, and so does
// any other lowering that calls the same runtime (the GPU pipeline: the
// runtime's backend, MPI or NCCL, is chosen at run time, not here).
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

/// The runtime communicator of every group (grid, grid axes) that a
/// function's maco ops use, created once at the function's entry: creating
/// a communicator is collective over its ranks, so it must not happen under
/// rank-dependent control flow. The patterns look communicators up here.
class RuntimeCommunicators {
public:
  /// Communicators of the functions of `module`; notes whether any of its
  /// collectives is started (then the runtime must allow streams).
  explicit RuntimeCommunicators(ModuleOp module);

  /// Emits at the entry of `func` (when it has maco ops): the ABI version
  /// check, `maco_cg_configure` with the module's needs (the same in every
  /// function), one `maco_cg_comm` per group in program order, and one
  /// `maco_cg_stream_bind` per (group, stream) that started collectives
  /// use. Fails with a diagnostic on grids the runtime cannot represent
  /// (rank > 4, dynamic sizes, unknown symbol).
  LogicalResult create(func::FuncOp func);

  /// The communicator of `op`'s group (a collective, `maco.rank` or
  /// `maco.group_size`) in its function; null if `create` did not see it.
  Value lookup(Operation *op) const;

private:
  /// MACO_CG_* flags of the module (codegen.h).
  int64_t configureFlags = 0;
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
