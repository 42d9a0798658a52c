//===- EntrySignature.h - what maco-run/maco-compile record of entries ----===//
//
// The compiler side of entry functions with arguments (the run-time side is
// runtime/src/codegen/maco_entry.c, maco/runtime/entry.h). Before the
// pipelines, record() notes each public function's global tensor types and
// the sharding of each argument and result, read from the annotated
// program after upstream sharding-propagation (run on a copy, as
// maco-partition-annotated runs it); an instrumentation notes the
// partitioned (per-rank) types after maco-partition-annotated; finish()
// checks the lowered LLVM functions and reads the program's
// maco_cg_configure flags. text() writes the signature text that
// maco_entry_run reads; addEntryTable() adds it, with a packed wrapper per
// function, to an executable's LLVM module.
//
//===----------------------------------------------------------------------===//

#ifndef MACO_TOOLS_ENTRYSIGNATURE_H
#define MACO_TOOLS_ENTRYSIGNATURE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/SmallVector.h"

#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace mlir::maco {

class EntrySignatures {
public:
  struct Tensor {
    std::string dtype;                  // f32, bf16, i32, ui8, ...
    SmallVector<int64_t> global, local; // ShapedType::kDynamic where dynamic
    bool localKnown = false;
    std::string grid; // "" when unsharded
    SmallVector<int64_t> gridShape;
    SmallVector<SmallVector<int64_t>> split; // grid axes per tensor dim
  };
  struct Function {
    std::string name;
    bool annotated = false; // has shard.shard ops (partitioned)
    std::vector<Tensor> args, results;
    std::string unsupported; // why it cannot be an entry, "" if it can
  };

  /// Records the public functions with a body of `module` (only `only`
  /// when given), before the pipelines run.
  void record(ModuleOp module, StringRef only = "");
  /// Records partitioned types after maco-partition-annotated runs in `pm`.
  void instrument(PassManager &pm);
  /// Checks the lowered module (LLVM dialect) and reads the program's
  /// maco_cg_configure flags.
  void finish(ModuleOp lowered);

  const Function *lookup(StringRef name) const;
  /// Functions that can be run as entries, in module order.
  SmallVector<std::string> runnable() const;
  /// The signature text of `names` (maco/runtime/entry.h).
  std::string text(ArrayRef<std::string> names, StringRef defaultEntry) const;

  std::vector<Function> functions;
  int64_t flags = 0;
};

/// Adds to an executable's module the table libmaco_main.a's main() reads:
/// `maco_program_signatures` (the text of `names`) and
/// `maco_program_packed` (a packed wrapper per function, in that order).
/// Returns an error message, or "".
std::string addEntryTable(llvm::Module &module, const EntrySignatures &sigs,
                          ArrayRef<std::string> names, StringRef defaultEntry);

} // namespace mlir::maco

#endif // MACO_TOOLS_ENTRYSIGNATURE_H
