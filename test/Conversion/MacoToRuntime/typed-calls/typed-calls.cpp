// The typed runtime-call builders of RuntimeCalls.h (one per line of
// runtime/include/maco/runtime/codegen.def) check the argument count when
// the compiler is built: compiled by ctest (test/CMakeLists.txt,
// typed-runtime-calls.*) as it is, where it must compile, and with
// -DWRONG_ARITY, where it must not.
#include "maco/Conversion/MacoToRuntime/RuntimeCalls.h"

using namespace mlir;
using namespace mlir::maco::runtime_calls;

Value waitThenRank(Lowering &L, Location loc, Value event, Value comm) {
  cg::maco_cg_event_wait(L, loc, {event}); // (PTR)
#ifdef WRONG_ARITY
  return cg::maco_cg_comm_rank(L, loc, {comm, comm}); // takes (PTR)
#else
  return cg::maco_cg_comm_rank(L, loc, {comm});
#endif
}
