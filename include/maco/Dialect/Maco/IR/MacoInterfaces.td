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
    reduction, algorithm, the properties of its kind (gather, scatter,
    split and concat axes, broadcast root, permute pairs, send/recv tag)
    and matching blocking/started op: passes never look these up by
    attribute or op name.

    The kind-specific getters return none for the kinds that lack the
    property. Their default implementations do that; the ops of a kind that
    has the property implement them with the accessors ODS generates for
    its attribute, which have the same name (`AllGatherOp::getGatherAxis`
    returns the attribute's `uint64_t`, `CollectiveOpInterface::
    getGatherAxis` an `std::optional<int64_t>`).
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
    InterfaceMethod<[{Sets the communication stream of the started form
      (the `stream` attribute); must not be called on the blocking form.}],
      "void", "setStreamId", (ins "int64_t":$stream)>,
    InterfaceMethod<[{The `algorithm` of the kinds that have one (all_reduce,
      all_gather, reduce_scatter, broadcast), when set; none otherwise (the
      backend chooses).}],
      "std::optional<::mlir::maco::Algorithm>", "getAlgorithm", (ins), [{}],
      [{ return std::nullopt; }]>,
    InterfaceMethod<[{Sets or (with none) removes the `algorithm`; only the
      kinds that have one accept a value (see getApplicableAlgorithms).}],
      "void", "setAlgorithm",
      (ins "std::optional<::mlir::maco::Algorithm>":$algorithm), [{}], [{
        assert(!algorithm && "this kind of collective has no algorithm");
        (void)algorithm;
      }]>,
    InterfaceMethod<[{`gather_axis` of all_gather; none for the other kinds.}],
      "std::optional<int64_t>", "getGatherAxis", (ins), [{}],
      [{ return std::nullopt; }]>,
    InterfaceMethod<[{`scatter_axis` of reduce_scatter; none for the other
      kinds.}],
      "std::optional<int64_t>", "getScatterAxis", (ins), [{}],
      [{ return std::nullopt; }]>,
    InterfaceMethod<[{`split_axis` of all_to_all; none for the other kinds.}],
      "std::optional<int64_t>", "getSplitAxis", (ins), [{}],
      [{ return std::nullopt; }]>,
    InterfaceMethod<[{`concat_axis` of all_to_all; none for the other
      kinds.}],
      "std::optional<int64_t>", "getConcatAxis", (ins), [{}],
      [{ return std::nullopt; }]>,
    InterfaceMethod<[{The group rank `root` of broadcast; none for the other
      kinds.}],
      "std::optional<int64_t>", "getRoot", (ins), [{}],
      [{ return std::nullopt; }]>,
    InterfaceMethod<[{The flattened [source, target] `pairs` of permute; none
      for the other kinds.}],
      "std::optional<::llvm::ArrayRef<int64_t>>", "getPairs", (ins), [{}],
      [{ return std::nullopt; }]>,
    InterfaceMethod<[{The message `tag` of send and recv; none for the other
      kinds.}],
      "std::optional<int64_t>", "getTag", (ins), [{}],
      [{ return std::nullopt; }]>,
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
