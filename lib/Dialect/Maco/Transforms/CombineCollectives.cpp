//===- CombineCollectives.cpp - bucket small all-reduces ------------------===//
//
// Algorithm (per block, one forward scan):
//
//   open buckets: key (grid, axes, reduction) -> members, bytes
//   for each op:
//     - if it uses the result of a member of an open bucket (directly or
//       in a nested region), that bucket is closed: the merged op could
//       not move past the use. This holds for all-reduces too, so a
//       bucket only ever holds independent collectives;
//     - a blocking tensor-form all_reduce with static shapes: if an open
//       bucket with its key can take its bytes, join it; otherwise close
//       that bucket and open a new one with it;
//     - any other op: if it has memory side effects (another collective,
//       a print, a call), every open bucket is closed, so collectives never
//       move across each other;
//     - a side-effect-free op adds its predicted compute time to every
//       open bucket's "delay": the time by which the bucket's first member
//       would start later if merged at a later point. A candidate whose
//       joining would make that delay exceed what the merge saves
//       (cost model: separate calls minus one combined call) closes the
//       bucket first, so combining never costs more overlap than it gains;
//   at the end every open bucket is closed.
//   Closing a bucket with >= 2 members replaces them by one variadic
//   maco.all_reduce inserted right before the last member.
//
// Sizes must be static (bytes are known); element types may differ.
//
//===----------------------------------------------------------------------===//

#include "maco/Analysis/CostModel.h"
#include "maco/Dialect/Maco/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/Format.h"

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
  double delay = 0;    // compute since the first member (seconds)
  double separate = 0; // predicted time of the members as separate calls
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
    getOperation()->walk([&](Block *b) {
      if (llvm::any_of(*b, [](Operation &op) { return isa<AllReduceOp>(op); }))
        blocks.push_back(b);
    });
    if (blocks.empty())
      return;
    FailureOr<TargetDescription> t = resolveTarget(getOperation(), target);
    if (failed(t))
      return signalPassFailure();
    model.emplace(*t);
    for (Block *b : blocks)
      combineBlock(*b);
  }

  std::optional<CostModel> model;

  /// Predicted time of a blocking all-reduce of `bytes` like `op`, or 0.
  double arTime(AllReduceOp op, int64_t bytes) {
    std::optional<int64_t> n = CostModel::groupSize(op);
    return n ? model->collectiveTime(CollectiveKind::AllReduce, bytes, *n)
             : 0.0;
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
      auto ar = dyn_cast<AllReduceOp>(&op);
      int64_t bytes = ar ? staticBytes(ar) : -1;
      if (ar && ar.getOuts().empty() && bytes >= 0) {
        Key key{ar.getGridAttr(), ar.getGridAxesAttr(), ar.getReductionAttr()};
        Bucket &bucket = open[key];
        uint64_t threshold = thresholdBytes;
        if (static_cast<uint64_t>(bucket.bytes + bytes) > threshold) {
          close(bucket, static_cast<uint64_t>(bucket.bytes) > threshold
                            ? "its size is over the threshold"
                            : "the next compatible all-reduce would exceed "
                              "the threshold");
        } else if (!bucket.members.empty()) {
          double saved = bucket.separate + arTime(ar, bytes) -
                         arTime(ar, bucket.bytes + bytes);
          if (bucket.delay > saved) {
            std::string why;
            llvm::raw_string_ostream os(why);
            os << llvm::format("merging it with the next compatible "
                               "all-reduce would start it %.1f us later, more "
                               "than the %.1f us combining saves",
                               bucket.delay * 1e6, saved * 1e6);
            close(bucket, why);
          }
        }
        bucket.members.push_back(ar);
        bucket.bytes += bytes;
        bucket.separate += arTime(ar, bytes);
        continue;
      }
      if (ar && remarks && ar.getOuts().empty())
        ar->emitRemark() << "'maco.all_reduce' not combined: its shape is "
                            "not static";
      // Side effects close everything.
      if (!isMemoryEffectFree(&op)) {
        for (auto &entry : open)
          close(entry.second, "an operation with side effects follows it");
        continue;
      }
      // Compute that merging would delay the open buckets' first members
      // past.
      if (std::optional<double> t = model->computeTime(&op))
        for (auto &entry : open)
          if (!entry.second.members.empty())
            entry.second.delay += *t;
    }
    for (auto &entry : open)
      close(entry.second, "no compatible all-reduce follows it");
  }
};
} // namespace
