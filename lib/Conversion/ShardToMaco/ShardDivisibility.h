//===- ShardDivisibility.h - split dimensions against group sizes --------===//
//
// Shared by maco-partition-annotated (its check 5) and maco-specialize-grids
// (which sizes a grid only if no annotation would then split unevenly).
//
//===----------------------------------------------------------------------===//

#ifndef MACO_LIB_CONVERSION_SHARDTOMACO_SHARDDIVISIBILITY_H
#define MACO_LIB_CONVERSION_SHARDTOMACO_SHARDDIVISIBILITY_H

#include "mlir/Dialect/Shard/IR/ShardOps.h"

#include <optional>

namespace mlir::maco {

/// A static dimension that `sharding` splits over a number of ranks of
/// `grid` that does not divide it.
struct IndivisibleSplit {
  int64_t dim, size, ranks;
  ArrayRef<int16_t> axes;
};

/// The first dimension of `type` that `sharding` (on `grid`) splits
/// unevenly; none if every split static dimension is divisible.
inline std::optional<IndivisibleSplit>
findIndivisibleSplit(shard::ShardingOp sharding, RankedTensorType type,
                     shard::GridOp grid) {
  for (auto [dim, axes] : llvm::enumerate(sharding.getSplitAxes())) {
    if (dim >= static_cast<size_t>(type.getRank()) || axes.empty())
      continue;
    int64_t size = type.getDimSize(dim);
    int64_t ranks = shard::collectiveProcessGroupSize(axes.asArrayRef(), grid);
    if (ShapedType::isDynamic(size) || ShapedType::isDynamic(ranks) ||
        size % ranks == 0)
      continue;
    return IndivisibleSplit{static_cast<int64_t>(dim), size, ranks,
                            axes.asArrayRef()};
  }
  return std::nullopt;
}

} // namespace mlir::maco

#endif // MACO_LIB_CONVERSION_SHARDTOMACO_SHARDDIVISIBILITY_H
