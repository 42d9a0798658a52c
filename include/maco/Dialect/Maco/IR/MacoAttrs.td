//===- MacoAttrs.td - maco attributes -----------------------*- tablegen -*-===//

#ifndef MACO_DIALECT_MACO_IR_MACOATTRS_TD
#define MACO_DIALECT_MACO_IR_MACOATTRS_TD

include "maco/Dialect/Maco/IR/MacoDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Maco_ReductionKind : I32EnumAttr<"ReductionKind",
    "Element-wise reduction of a collective", [
  I32EnumAttrCase<"Sum", 0, "sum">,
  I32EnumAttrCase<"Prod", 1, "prod">,
  I32EnumAttrCase<"Max", 2, "max">,
  I32EnumAttrCase<"Min", 3, "min">,
  I32EnumAttrCase<"Avg", 4, "avg">
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::maco";
}

def Maco_ReductionKindAttr
    : EnumAttr<Maco_Dialect, Maco_ReductionKind, "reduction"> {
  let assemblyFormat = "$value";
}

def Maco_Algorithm : I32EnumAttr<"Algorithm",
    "How a collective is carried out (values are the runtime's "
    "maco_rt_algorithm_t)", [
  I32EnumAttrCase<"Ring", 1, "ring">,
  I32EnumAttrCase<"RecursiveDoubling", 2, "recursive_doubling">,
  I32EnumAttrCase<"Tree", 3, "tree">,
  I32EnumAttrCase<"Direct", 4, "direct">
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::maco";
}

def Maco_AlgorithmAttr
    : EnumAttr<Maco_Dialect, Maco_Algorithm, "algorithm"> {
  let assemblyFormat = "$value";
}

def Maco_GridAxesAttr
    : DenseArrayAttrBase<"DenseI16ArrayAttr", "int16_t", "i16">;

#endif // MACO_DIALECT_MACO_IR_MACOATTRS_TD
