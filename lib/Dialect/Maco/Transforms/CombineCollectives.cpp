//===- CombineCollectives.cpp - bucket small all-reduces ------------------===//
//
// Algorithm (per block, one forward scan):
//
//   open buckets: key (grid, axes, reduction) -> members, bytes
//   for each op:
//     - a blocking tensor-form all_reduce with static shapes: if an open
//       bucket with its key can take its bytes, join it; otherwise close
//       that bucket and open a new one with it;
//     - any other op: if it uses the result of a member of an open bucket,
//       that bucket is closed (the merged op could not move past the use);
//       if it has memory side effects (another collective, a print, a
//       call), every open bucket is closed, so collectives never move
//       across each other;
//   at the end every open bucket is closed.
//   Closing a bucket with >= 2 members replaces them by one variadic
//   maco.all_reduce inserted right before the last member.
//
// Sizes must be static (bytes are known); element types may differ.
//
//===----------------------------------------------------------------------===//

#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::maco {
#define GEN_PASS_DEF_COMBINECOLLECTIVES
#include "maco/Dialect/Maco/Transforms/Passes.h.inc"
} // namespace mlir::maco

using namespace mlir;
using namespace mlir::maco;

namespace {
struct Bucket {
  SmallVector<AllReduceOp> members;
  int64_t bytes = 0;
};

int64_t staticBytes(AllReduceOp op) {
  int64_t bytes = 0;
  for (Type t : op.getInputs().getTypes()) {
    auto shaped = dyn_cast<RankedTensorType>(t);
    if (!shaped || !shaped.hasStaticShape())
      return -1;
    bytes += shaped.getNumElements() *
             ((shaped.getElementTypeBitWidth() + 7) / 8);
  }
  return bytes;
}

struct CombineCollectivesPass
    : public maco::impl::CombineCollectivesBase<CombineCollectivesPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<Block *> blocks;
    getOperation()->walk([&](Block *b) { blocks.push_back(b); });
    for (Block *b : blocks)
      combineBlock(*b);
  }

  using Key = std::tuple<Attribute, Attribute, Attribute>;

  void close(Bucket &bucket, StringRef why) {
    if (bucket.members.size() >= 2) {
      merge(bucket);
    } else if (remarks && bucket.members.size() == 1) {
      bucket.members.front()->emitRemark()
          << "'maco.all_reduce' not combined: " << why;
    }
    bucket = Bucket();
  }

  void merge(Bucket &bucket) {
    AllReduceOp last = bucket.members.back();
    OpBuilder b(last);
    SmallVector<Value> inputs;
    SmallVector<Type> types;
    SmallVector<Location> locs;
    for (AllReduceOp m : bucket.members) {
      llvm::append_range(inputs, m.getInputs());
      llvm::append_range(types, m->getResultTypes());
      locs.push_back(m.getLoc());
    }
    Operation *merged = createCollectiveLike(
        b, b.getFusedLoc(locs), last, AllReduceOp::getOperationName(), inputs,
        ValueRange{}, types);
    unsigned next = 0;
    for (AllReduceOp m : bucket.members) {
      unsigned n = m->getNumResults();
      m->replaceAllUsesWith(merged->getResults().slice(next, n));
      next += n;
      m->erase();
    }
  }

  void combineBlock(Block &block) {
    llvm::MapVector<Key, Bucket> open;
    for (Operation &op : llvm::make_early_inc_range(block)) {
      auto ar = dyn_cast<AllReduceOp>(&op);
      int64_t bytes = ar ? staticBytes(ar) : -1;
      if (ar && ar.getOuts().empty() && bytes >= 0) {
        Key key{ar.getGridAttr(), ar.getGridAxesAttr(), ar.getReductionAttr()};
        Bucket &bucket = open[key];
        if (bucket.bytes + bytes > thresholdBytes)
          close(bucket, bucket.bytes > thresholdBytes
                            ? "its size is over the threshold"
                            : "the next compatible all-reduce would exceed "
                              "the threshold");
        bucket.members.push_back(ar);
        bucket.bytes += bytes;
        continue;
      }
      if (ar && remarks && ar.getOuts().empty())
        ar->emitRemark() << "'maco.all_reduce' not combined: its shape is "
                            "not static";
      if (op.hasTrait<OpTrait::IsTerminator>())
        break;
      // A use of a member's result closes that member's bucket.
      for (auto &entry : open) {
        Bucket &bucket = entry.second;
        bool used = llvm::any_of(bucket.members, [&](AllReduceOp m) {
          return llvm::any_of(m->getUsers(), [&](Operation *u) {
            return &op == u || op.isAncestor(u);
          });
        });
        if (used)
          close(bucket, "its result is used before another all-reduce could "
                        "join it");
      }
      // Side effects close everything.
      if (!isMemoryEffectFree(&op))
        for (auto &entry : open)
          close(entry.second, "an operation with side effects follows it");
    }
    for (auto &entry : open)
      close(entry.second, "no compatible all-reduce follows it");
  }
};
} // namespace
