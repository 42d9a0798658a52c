//===- ShardingModels.h - maco's sharding models -------------*- C++ -*-===//
//-*-===//
//
// `ShardingInterface` external models that maco registers for upstream ops
// MLIR 22 has no sharding for (or one that fails: arith.constant), so that
// upstream sharding-propagation and shard-partition (maco-partition-annotated)
// handle them. One file per op family in lib/Conversion/ShardToMaco.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_CONVERSION_SHARDTOMACO_SHARDINGMODELS_H
#define MACO_CONVERSION_SHARDTOMACO_SHARDINGMODELS_H

namespace mlir {
class DialectRegistry;
namespace maco {
/// tensor.expand_shape and tensor.collapse_shape (ReshapeSharding.cpp).
void registerReshapeShardingModels(DialectRegistry &registry);

/// scf.for (LoopSharding.cpp; maco-partition-annotated outlines the body).
void registerLoopShardingModels(DialectRegistry &registry);

/// tensor.extract_slice, insert_slice, pad, concat and extract
/// (SliceSharding.cpp).
void registerSliceShardingModels(DialectRegistry &registry);

/// maco.manual_computation (ManualSharding.cpp).
void registerManualShardingModels(DialectRegistry &registry);

/// arith and math ops on scalars (ScalarSharding.cpp).
void registerScalarShardingModels(DialectRegistry &registry);

/// arith.constant, in place of upstream's model, which fails on non-splat
/// tensor constants (ConstantSharding.cpp).
void registerConstantShardingModel(DialectRegistry &registry);

/// linalg.generic and the convolution and pooling ops, in place of
/// upstream's model, which cannot partition a window (WindowSharding.cpp).
void registerWindowShardingModels(DialectRegistry &registry);

/// Every model above.
inline void registerShardingModels(DialectRegistry &registry) {
  registerReshapeShardingModels(registry);
  registerSliceShardingModels(registry);
  registerLoopShardingModels(registry);
  registerManualShardingModels(registry);
  registerScalarShardingModels(registry);
  registerConstantShardingModel(registry);
  registerWindowShardingModels(registry);
}
} // namespace maco
} // namespace mlir

#endif // MACO_CONVERSION_SHARDTOMACO_SHARDINGMODELS_H
