//===- MacoTypes.td - maco types ----------------------------*- tablegen -*-===//

#ifndef MACO_DIALECT_MACO_IR_MACOTYPES_TD
#define MACO_DIALECT_MACO_IR_MACOTYPES_TD

include "maco/Dialect/Maco/IR/MacoDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/CommonTypeConstraints.td"

class Maco_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Maco_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Maco_FutureType : Maco_Type<"Future", "future"> {
  let summary = "future of a started collective";
  let description = [{
    The handle of a started collective. It carries the types of the values
    the collective produces when it completes: ranked tensors for the
    tensor form of a collective, nothing for the memref (destination-style)
    form, whose results land in its `into` buffers.

    A future must be consumed by exactly one `maco.wait` in the block that
    started it.

    ```mlir
    !maco.future<tensor<4xf32>>
    !maco.future<tensor<4xf32>, tensor<16xf16>>
    !maco.future<>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$valueTypes);
  let hasCustomAssemblyFormat = 1;
}

#endif // MACO_DIALECT_MACO_IR_MACOTYPES_TD
