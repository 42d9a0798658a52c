//===- MacoInterfaces.td - maco op interfaces ---------------*- tablegen -*-===//

#ifndef MACO_DIALECT_MACO_IR_MACOINTERFACES_TD
#define MACO_DIALECT_MACO_IR_MACOINTERFACES_TD

include "mlir/IR/OpBase.td"

def Maco_CollectiveOpInterface : OpInterface<"CollectiveOpInterface"> {
  let cppNamespace = "::mlir::maco";
  let description = [{
    Implemented by every maco collective, blocking or started. Gives passes
    uniform access to the group (grid symbol and axes), the data operands
    (`inputs`), the destination buffers of the memref form (`outs`) and
    whether the op is the asynchronous (`*_start`) form.
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
    InterfaceMethod<[{Types of the values the collective produces: the
      results of the blocking tensor form, or the value types of the future
      of the started form (empty for memref forms).}],
      "::llvm::SmallVector<::mlir::Type>", "getProducedTypes">,
  ];
}

#endif // MACO_DIALECT_MACO_IR_MACOINTERFACES_TD
