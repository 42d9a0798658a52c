//===- CollectiveKind.h - the kinds of maco collectives ---------*- C++ -*-===//
//
// One enum for the kind of a collective, answered by
// CollectiveOpInterface::getCollectiveKind and used by the passes and the
// cost model (include/maco/Analysis/CostModel.h). The string forms are the
// op mnemonics of the blocking form ("all_reduce", ...), as used by pass
// options such as maco-async-collectives{exclude=...}.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_DIALECT_MACO_IR_COLLECTIVEKIND_H
#define MACO_DIALECT_MACO_IR_COLLECTIVEKIND_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace mlir::maco {
enum class CollectiveKind {
  AllReduce,
  AllGather,
  ReduceScatter,
  Broadcast,
  AllToAll,
  Permute,
  Send,
  Recv
};

/// Every kind, in declaration order.
ArrayRef<CollectiveKind> getAllCollectiveKinds();
/// The blocking op's mnemonic: "all_reduce", "all_gather", ...
StringRef stringifyCollectiveKind(CollectiveKind kind);
/// Inverse of stringifyCollectiveKind.
std::optional<CollectiveKind> symbolizeCollectiveKind(StringRef name);
} // namespace mlir::maco

#endif // MACO_DIALECT_MACO_IR_COLLECTIVEKIND_H
