//===- MacoInterfaces.td - maco op interfaces ---------------*- tablegen -*-===//

#ifndef MACO_DIALECT_MACO_IR_MACOINTERFACES_TD
#define MACO_DIALECT_MACO_IR_MACOINTERFACES_TD

include "mlir/IR/OpBase.td"

def Maco_CollectiveOpInterface : OpInterface<"CollectiveOpInterface"> {
  let cppNamespace = "::mlir::maco";
  let description = [{
    Implemented by every maco collective, blocking or started. Gives passes
    uniform access to the group (grid symbol and axes), the data operands
    (`inputs`), the destination buffers of the memref form (`outs`),
    whether the op is the asynchronous (`*_start`) form, its kind, stream,
    reduction and matching blocking/started op: passes never look these up
    by attribute or op name.
  }];
  let methods = [
    InterfaceMethod<"The grid symbol the collective runs on.",
      "::mlir::FlatSymbolRefAttr", "getGridAttr">,
    InterfaceMethod<"The grid axes that form the group.",
      "::llvm::ArrayRef<int16_t>", "getGridAxes">,
    InterfaceMethod<"Data operands (tensors or memrefs).",
      "::mlir::OperandRange", "getInputs">,
    InterfaceMethod<"Destination buffers (memref form only).",
      "::mlir::OperandRange", "getOuts">,
    InterfaceMethod<"True for the `*_start` form that returns a future.",
      "bool", "isAsync">,
    InterfaceMethod<[{The kind of collective (the enum the passes and the
      cost model share).}],
      "::mlir::maco::CollectiveKind", "getCollectiveKind">,
    InterfaceMethod<[{The communication stream of the started form; none for
      the blocking form (it runs on the compute stream).}],
      "std::optional<int64_t>", "getStreamId">,
    InterfaceMethod<[{The reduction of `all_reduce` and `reduce_scatter`;
      none for the other kinds.}],
      "std::optional<::mlir::maco::ReductionKind>", "getReductionKind">,
    InterfaceMethod<[{Full name of the matching form: the `*_start` op of a
      blocking collective, the blocking op of a started one.}],
      "::llvm::StringRef", "getCounterpartName">,
    InterfaceMethod<[{Types of the values the collective produces: the
      results of the blocking tensor form, or the value types of the future
      of the started form (empty for memref forms).}],
      "::llvm::SmallVector<::mlir::Type>", "getProducedTypes">,
  ];
}

#endif // MACO_DIALECT_MACO_IR_MACOINTERFACES_TD
