//===- Passes.td - maco transformation passes ---------------*- tablegen -*-===//

#ifndef MACO_DIALECT_MACO_TRANSFORMS_PASSES_TD
#define MACO_DIALECT_MACO_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def AsyncCollectives : Pass<"maco-async-collectives"> {
  let summary = "Split blocking collectives into start/wait pairs";
  let description = [{
    Replaces every blocking collective (tensor or memref form) by its
    `*_start` form followed immediately by a `maco.wait`. On its own this
    changes nothing at run time (and `canonicalize` folds such adjacent
    pairs back); `maco-schedule` then moves starts up and waits down so
    that compute overlaps the communication.

    Collectives listed by kind in `exclude` (e.g. `send,recv`) stay
    blocking.
  }];
  let options = [
    Option<"stream", "stream", "int64_t", /*default=*/"1",
           "Communication stream the starts run on (>= 1)">,
    ListOption<"exclude", "exclude", "std::string",
               "Collective kinds to keep blocking (all_reduce, all_gather, "
               "reduce_scatter, broadcast, all_to_all, permute, send, recv)">,
  ];
  let dependentDialects = ["::mlir::maco::MacoDialect"];
}

def Schedule : Pass<"maco-schedule"> {
  let summary = "Hoist collective starts and sink waits to overlap compute";
  let description = [{
    A latency-hiding schedule within each block of value-semantics (tensor)
    code: every `*_start` moves up to just after the definition of its last
    operand, and every `maco.wait` moves down to just before the first use
    of one of its results (or the block's terminator). Neither moves across
    an operation with memory side effects other than maco collectives and
    waits, so printing, memref writes and unknown calls keep their order.
    Collectives keep their relative order, so every rank still issues them
    in the same order.

    `max-in-flight` bounds how many started collectives may be outstanding
    at any point of the compute stream (0: unbounded): a wait is not sunk
    past the start that would exceed the bound.

    With `remarks`, a collective that ends with no compute between its
    start and its wait gets a remark saying why (its result is used right
    away, or an operation with side effects is in the way).

    Memref-form starts are left in place: moving them needs alias analysis
    of the buffers they read and write.
  }];
  let options = [
    Option<"maxInFlight", "max-in-flight", "int64_t", /*default=*/"0",
           "Most collectives in flight at once (0 = unbounded)">,
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "Explain with a remark each collective that overlaps nothing">,
  ];
  let dependentDialects = ["::mlir::maco::MacoDialect"];
}

#endif // MACO_DIALECT_MACO_TRANSFORMS_PASSES_TD
