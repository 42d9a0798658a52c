//===- ShardingUtils.h - helpers of maco's sharding models -----*- C++ -*-===//
//
// Shared by the ShardingInterface models of this directory (internal).
//
//===----------------------------------------------------------------------===//

#ifndef MACO_LIB_CONVERSION_SHARDTOMACO_SHARDINGUTILS_H
#define MACO_LIB_CONVERSION_SHARDTOMACO_SHARDINGUTILS_H

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"

namespace mlir::maco {
/// Whether `s` has halo sizes or explicit shard offsets (which the models
/// do not handle: even splits only).
inline bool hasHaloOrOffsets(const shard::Sharding &s) {
  return !s.getStaticHaloSizes().empty() || !s.getDynamicHaloSizes().empty() ||
         !s.getStaticShardedDimsOffsets().empty() ||
         !s.getDynamicShardedDimsOffsets().empty();
}

/// The sharding of a tensor whose dimension d is the model's loop
/// `loops[d]`: split along that loop's axes in `option` (a loop past the
/// option's end is unsplit), trailing unsplit dimensions dropped.
inline shard::Sharding shardingOfLoops(const shard::ShardingOption &option,
                                       ArrayRef<int64_t> loops) {
  SmallVector<shard::GridAxesAttr> split;
  for (int64_t loop : loops)
    split.push_back(shard::GridAxesAttr::get(
        option.grid.getContext(),
        loop < static_cast<int64_t>(option.shardingArray.size())
            ? ArrayRef<shard::GridAxis>(option.shardingArray[loop])
            : ArrayRef<shard::GridAxis>()));
  while (!split.empty() && split.back().empty())
    split.pop_back();
  return shard::Sharding::get(option.grid, split);
}
} // namespace mlir::maco

#endif // MACO_LIB_CONVERSION_SHARDTOMACO_SHARDINGUTILS_H
