//===- EntrySignature.cpp - what maco-run/maco-compile record of entries --===//
//
// See EntrySignature.h. Shardings: upstream shard-partition gives a tensor
// argument the local type of the sharding of its one use, a `shard.shard`
// (after sharding-propagation every tensor argument of an annotated
// function has exactly one, which maco-partition-annotated checks), and a
// result the local type of the value its `func.return` operand maps to: the
// sharding of the `shard.shard` that defines the operand. record() reads
// both from a copy of the module on which it runs sharding-propagation on
// each annotated function, as maco-partition-annotated does; the run-time
// side checks that the slices it computes from them have the partitioned
// types the instrumentation recorded, so a disagreement is an error, never
// wrong data.
//
//===----------------------------------------------------------------------===//

#include "EntrySignature.h"

#include "maco/Dialect/Maco/IR/MacoOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Transforms/Passes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::maco;

namespace {
constexpr const char *kSupported =
    "entry functions take and return ranked tensors of f16, bf16, f32, f64, "
    "i1, i8, i16, i32, i64 (or unsigned)";

std::string str(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

/// The element type's name in the signature, or "".
std::string dtypeName(Type type) {
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  if (auto integer = dyn_cast<IntegerType>(type)) {
    unsigned width = integer.getWidth();
    if (width == 1)
      return integer.isSignless() ? "i1" : "";
    if (width != 8 && width != 16 && width != 32 && width != 64)
      return "";
    return (integer.isUnsigned() ? "ui" : "i") + std::to_string(width);
  }
  return "";
}

/// A ranked tensor's signature without sharding, or why it has none.
std::string tensorOf(Type type, EntrySignatures::Tensor &out) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return "not a ranked tensor";
  out.dtype = dtypeName(tensor.getElementType());
  if (out.dtype.empty())
    return "element type " + str(tensor.getElementType()) + " is not supported";
  if (tensor.getRank() > 32)
    return "more than 32 dimensions";
  out.global.assign(tensor.getShape().begin(), tensor.getShape().end());
  out.local = out.global;
  out.split.assign(tensor.getRank(), {});
  return "";
}

/// Sets `out`'s grid and split axes from the `shard.shard` `op`.
std::string shardingOf(shard::ShardOp op, EntrySignatures::Tensor &out,
                       SymbolTableCollection &symbols) {
  auto sharding = op.getSharding().getDefiningOp<shard::ShardingOp>();
  if (!sharding)
    return "its sharding is not a shard.sharding op of the function";
  if (!sharding.getStaticHaloSizes().empty() ||
      !sharding.getDynamicHaloSizes().empty() ||
      !sharding.getStaticShardedDimsOffsets().empty() ||
      !sharding.getDynamicShardedDimsOffsets().empty())
    return "its sharding has halo sizes or explicit shard offsets (only even "
           "splits are supported)";
  shard::GridOp grid =
      shard::getGridOrNull(sharding, sharding.getGridAttr(), symbols);
  if (!grid)
    return "its grid is not found";
  bool split = false;
  for (auto [dim, axes] : llvm::enumerate(sharding.getSplitAxes())) {
    if (dim >= out.split.size())
      break;
    for (int16_t axis : axes.asArrayRef())
      out.split[dim].push_back(axis);
    split |= !axes.empty();
  }
  if (!split)
    return ""; // replicated: every rank holds the whole tensor
  if (grid.getRank() > 8)
    return "its grid has more than 8 dimensions";
  out.grid = grid.getSymName().str();
  out.gridShape.assign(grid.getShape().begin(), grid.getShape().end());
  return "";
}

void writeDims(llvm::raw_ostream &os, ArrayRef<int64_t> dims) {
  for (int64_t d : dims) {
    if (ShapedType::isDynamic(d))
      os << " ?";
    else
      os << " " << d;
  }
}

/// Records the partitioned types after maco-partition-annotated.
struct LocalTypes : public PassInstrumentation {
  explicit LocalTypes(EntrySignatures &sigs) : sigs(sigs) {}
  void runAfterPass(Pass *pass, Operation *op) override {
    if (pass->getArgument() != "maco-partition-annotated")
      return;
    auto module = dyn_cast<ModuleOp>(op);
    if (!module)
      return;
    for (EntrySignatures::Function &f : sigs.functions) {
      auto func = module.lookupSymbol<func::FuncOp>(f.name);
      if (!func || !f.unsupported.empty())
        continue;
      FunctionType type = func.getFunctionType();
      if (type.getNumInputs() != f.args.size() ||
          type.getNumResults() != f.results.size()) {
        f.unsupported = "partitioning changed its number of arguments or "
                        "results";
        continue;
      }
      auto note = [&](Type t, EntrySignatures::Tensor &tensor) {
        auto ranked = dyn_cast<RankedTensorType>(t);
        if (!ranked || ranked.getRank() != (int64_t)tensor.global.size())
          return;
        tensor.local.assign(ranked.getShape().begin(), ranked.getShape().end());
        tensor.localKnown = true;
      };
      for (auto [t, tensor] : llvm::zip(type.getInputs(), f.args))
        note(t, tensor);
      for (auto [t, tensor] : llvm::zip(type.getResults(), f.results))
        note(t, tensor);
    }
  }
  EntrySignatures &sigs;
};
} // namespace

void EntrySignatures::record(ModuleOp module, StringRef only) {
  // Shardings from a copy on which annotated functions are propagated.
  OwningOpRef<ModuleOp> copy;
  SymbolTableCollection symbols;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal() || (!only.empty() && func.getSymName() != only))
      continue;
    Function f;
    f.name = func.getSymName().str();
    auto fail = [&](const Twine &why) {
      if (f.unsupported.empty())
        f.unsupported = why.str();
    };
    if (func.isPrivate())
      fail("it is private");
    for (char c : f.name)
      if (!isalnum(c) && c != '_' && c != '.' && c != '$' && c != '-')
        fail("its name has characters other than letters, digits, _ . $ -");
    FunctionType type = func.getFunctionType();
    // The data type of the .npy files: the elements' own, or the unsigned
    // type `maco.element_type` names (the verifier checked the width).
    auto withElementType = [](Tensor &tensor, DictionaryAttr attrs) {
      auto element = attrs ? attrs.getAs<TypeAttr>(
                                 maco::MacoDialect::getElementTypeAttrName())
                           : TypeAttr();
      if (element && !dtypeName(element.getValue()).empty())
        tensor.dtype = dtypeName(element.getValue());
    };
    for (auto [i, t] : llvm::enumerate(type.getInputs())) {
      Tensor tensor;
      if (std::string why = tensorOf(t, tensor); !why.empty())
        fail("argument #" + Twine(i) + " has type " + str(t) + " (" + why +
             "); " + kSupported);
      withElementType(tensor, func.getArgAttrDict(i));
      f.args.push_back(tensor);
    }
    for (auto [i, t] : llvm::enumerate(type.getResults())) {
      Tensor tensor;
      if (std::string why = tensorOf(t, tensor); !why.empty())
        fail("result #" + Twine(i) + " has type " + str(t) + " (" + why +
             "); " + kSupported);
      withElementType(tensor, func.getResultAttrDict(i));
      f.results.push_back(tensor);
    }
    func.walk([&](shard::ShardOp) {
      f.annotated = true;
      return WalkResult::interrupt();
    });
    if (f.annotated) {
      for (Tensor &t : f.args)
        t.localKnown = false;
      for (Tensor &t : f.results)
        t.localKnown = false;
    } else {
      for (Tensor &t : f.args)
        t.localKnown = true;
      for (Tensor &t : f.results)
        t.localKnown = true;
    }
    if (f.annotated && f.unsupported.empty()) {
      if (!copy)
        copy = module.clone();
      auto propagated = copy->lookupSymbol<func::FuncOp>(f.name);
      // Errors are the pipeline's to report, once.
      ScopedDiagnosticHandler quiet(module.getContext(),
                                    [](Diagnostic &) { return success(); });
      PassManager pm(module.getContext(), func::FuncOp::getOperationName());
      pm.addPass(shard::createShardingPropagation());
      // Where upstream's propagation alone fails (ops only maco partitions:
      // scf.if, loops, ...), the program's own annotations give the
      // shardings of the arguments and results (JAX annotates every one).
      if (!propagated || failed(pm.run(propagated)))
        propagated = func;
      {
        for (auto [i, arg] : llvm::enumerate(propagated.getArguments())) {
          if (!isa<RankedTensorType>(arg.getType()) ||
              cast<RankedTensorType>(arg.getType()).getRank() == 0)
            continue;
          for (Operation *user : arg.getUsers()) {
            auto shardOp = dyn_cast<shard::ShardOp>(user);
            if (!shardOp || shardOp.getAnnotateForUsers())
              continue;
            if (std::string why = shardingOf(shardOp, f.args[i], symbols);
                !why.empty())
              fail("argument #" + Twine(i) + ": " + why);
            break;
          }
        }
        propagated.walk([&](func::ReturnOp ret) {
          for (auto [i, value] : llvm::enumerate(ret.getOperands())) {
            auto shardOp = value.getDefiningOp<shard::ShardOp>();
            if (!shardOp || cast<ShapedType>(value.getType()).getRank() == 0)
              continue;
            if (std::string why = shardingOf(shardOp, f.results[i], symbols);
                !why.empty())
              fail("result #" + Twine(i) + ": " + why);
          }
        });
      }
    }
    functions.push_back(std::move(f));
  }
}

void EntrySignatures::instrument(PassManager &pm) {
  pm.addInstrumentation(std::make_unique<LocalTypes>(*this));
}

void EntrySignatures::finish(ModuleOp lowered) {
  // The program's flags: what its functions pass to maco_cg_configure.
  lowered.walk([&](LLVM::CallOp call) {
    if (call.getCallee() != "maco_cg_configure" || call.getNumOperands() != 1)
      return;
    if (auto constant = call.getOperand(0).getDefiningOp<LLVM::ConstantOp>())
      if (auto value = dyn_cast<IntegerAttr>(constant.getValue()))
        flags |= value.getInt();
  });
  for (Function &f : functions) {
    if (!f.unsupported.empty())
      continue;
    auto fn = lowered.lookupSymbol<LLVM::LLVMFuncOp>(f.name);
    if (!fn || fn.isExternal()) {
      f.unsupported = "it is not in the compiled module";
      continue;
    }
    // Memref descriptors, expanded: allocated, aligned, offset, sizes,
    // strides.
    size_t fields = 0;
    for (const Tensor &t : f.args)
      fields += 3 + 2 * t.global.size();
    Type result = fn.getFunctionType().getReturnType();
    bool resultOk = f.results.empty() ? isa<LLVM::LLVMVoidType>(result)
                                      : isa<LLVM::LLVMStructType>(result);
    if (fn.getNumArguments() != fields || !resultOk)
      f.unsupported = "its compiled signature is not the memref-descriptor "
                      "form maco runs";
  }
}

const EntrySignatures::Function *EntrySignatures::lookup(StringRef name) const {
  for (const Function &f : functions)
    if (f.name == name)
      return &f;
  return nullptr;
}

SmallVector<std::string> EntrySignatures::runnable() const {
  SmallVector<std::string> names;
  for (const Function &f : functions)
    if (f.unsupported.empty())
      names.push_back(f.name);
  return names;
}

std::string EntrySignatures::text(ArrayRef<std::string> names,
                                  StringRef defaultEntry) const {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "maco-entry 1\n";
  if (!defaultEntry.empty())
    os << "default " << defaultEntry << "\n";
  auto tensor = [&](StringRef kind, const Tensor &t) {
    os << kind << " " << t.dtype << " " << t.global.size();
    writeDims(os, t.global);
    if (t.localKnown) {
      writeDims(os, t.local);
    } else {
      for (size_t d = 0; d < t.global.size(); ++d)
        os << " ?";
    }
    if (t.grid.empty()) {
      os << " - 0";
      for (size_t d = 0; d < t.global.size(); ++d)
        os << " 0";
    } else {
      os << " " << t.grid << " " << t.gridShape.size();
      writeDims(os, t.gridShape);
      for (const SmallVector<int64_t> &axes : t.split) {
        os << " " << axes.size();
        for (int64_t a : axes)
          os << " " << a;
      }
    }
    os << "\n";
  };
  for (const std::string &name : names) {
    const Function *f = lookup(name);
    if (!f)
      continue;
    os << "func " << f->name << " " << flags << " " << f->args.size() << " "
       << f->results.size() << "\n";
    for (const Tensor &t : f->args)
      tensor("arg", t);
    for (const Tensor &t : f->results)
      tensor("result", t);
  }
  return text;
}

std::string mlir::maco::addEntryTable(llvm::Module &module,
                                      const EntrySignatures &sigs,
                                      ArrayRef<std::string> names,
                                      StringRef defaultEntry) {
  llvm::LLVMContext &ctx = module.getContext();
  auto *ptr = llvm::PointerType::getUnqual(ctx);
  SmallVector<llvm::Constant *> wrappers;
  for (const std::string &name : names) {
    llvm::Function *fn = module.getFunction(name);
    if (!fn || fn->isDeclaration())
      return "no function '" + name + "' in the LLVM IR";
    // ExecutionEngine's `_mlir_NAME` convention: args[i] points to the i-th
    // argument, args[n] to storage for the result.
    auto *wrapper = llvm::Function::Create(
        llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), {ptr}, false),
        llvm::GlobalValue::InternalLinkage, "maco_packed." + name, module);
    llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", wrapper));
    llvm::Value *argv = wrapper->getArg(0);
    SmallVector<llvm::Value *> args;
    for (llvm::Argument &arg : fn->args()) {
      llvm::Value *slot = b.CreateGEP(ptr, argv, b.getInt64(arg.getArgNo()));
      args.push_back(b.CreateLoad(arg.getType(), b.CreateLoad(ptr, slot)));
    }
    llvm::Value *result = b.CreateCall(fn, args);
    if (!fn->getReturnType()->isVoidTy()) {
      llvm::Value *slot = b.CreateGEP(ptr, argv, b.getInt64(args.size()));
      b.CreateStore(result, b.CreateLoad(ptr, slot));
    }
    b.CreateRetVoid();
    wrappers.push_back(wrapper);
  }
  wrappers.push_back(llvm::ConstantPointerNull::get(ptr));
  auto *tableType = llvm::ArrayType::get(ptr, wrappers.size());
  new llvm::GlobalVariable(module, tableType, /*isConstant=*/true,
                           llvm::GlobalValue::ExternalLinkage,
                           llvm::ConstantArray::get(tableType, wrappers),
                           "maco_program_packed");
  llvm::Constant *text = llvm::ConstantDataArray::getString(
      ctx, sigs.text(names, defaultEntry), /*AddNull=*/true);
  new llvm::GlobalVariable(module, text->getType(), /*isConstant=*/true,
                           llvm::GlobalValue::ExternalLinkage, text,
                           "maco_program_signatures");
  return "";
}
