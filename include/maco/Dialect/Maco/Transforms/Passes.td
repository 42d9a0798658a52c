//===- Passes.td - maco transformation passes ---------------*- tablegen -*-===//

#ifndef MACO_DIALECT_MACO_TRANSFORMS_PASSES_TD
#define MACO_DIALECT_MACO_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

// Options shared by the passes that consult the cost model, declared once.
defvar MacoTargetOption = Option<"target", "target", "std::string",
    /*default=*/"\"\"",
    "Cost-model target: a built-in name or a description file "
    "(default: the module's maco.target, else cpu-local)">;
class MacoRemarksOption<string what>
    : Option<"remarks", "remarks", "bool", /*default=*/"false",
             "Explain with a remark " # what>;

def AsyncCollectives : InterfacePass<"maco-async-collectives", "::mlir::FunctionOpInterface"> {
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
    Option<"stream", "stream", "unsigned", /*default=*/"1",
           "Communication stream the starts run on (>= 1)">,
    ListOption<"exclude", "exclude", "std::string",
               "Collective kinds to keep blocking (all_reduce, all_gather, "
               "reduce_scatter, broadcast, all_to_all, permute, send, recv)">,
  ];
  let dependentDialects = ["::mlir::maco::MacoDialect"];
}

def ConsistentPointToPoint : Pass<"maco-consistent-p2p", "::mlir::ModuleOp"> {
  let summary = "Put every send and recv of a group on one stream";
  let description = [{
    `maco.send` and `maco.recv` match across ranks on the communicator of
    their group, and each stream has its own (a started collective runs on
    its stream's communicator, a blocking one on the compute stream's): a
    send and the recv that should receive it must run on the same stream,
    or they never match and the program hangs. Unlike the other
    collectives, whose ranks all run the same op, a send and its recv are
    different ops, often in different branches or functions, which
    `maco-async-collectives`, `canonicalize` (a start right before its wait
    becomes blocking again) and `maco-keep-if-faster` (per function) treat
    independently.

    This pass makes them consistent over the module, for each group (grid
    and grid axes). Groups whose sends and recvs are all blocking are left
    as they are. If every start of a group is waited at once (it overlaps
    nothing; `canonicalize` leaves send and recv starts to this pass), the
    whole group becomes blocking. Otherwise every blocking send and recv of
    the group becomes a start on the lowest communication stream the group
    uses, followed at once by its wait (the same program order, so the
    same matching), and starts on other streams move to it. It runs last
    in `maco-optimize` and first in the lowering pipelines (`maco-to-cpu`,
    `maco-to-cuda`).
  }];
  let dependentDialects = ["::mlir::maco::MacoDialect"];
}

def Schedule : InterfacePass<"maco-schedule", "::mlir::FunctionOpInterface"> {
  let summary = "Hoist collective starts and sink waits to overlap compute";
  let description = [{
    A latency-hiding list scheduler for each block of value-semantics
    (tensor) code that holds a `*_start`, driven by the cost model
    (`target`, see docs/cost-model.md).

    Dependences: SSA uses (also inside nested regions); collectives keep
    their program order, so every rank issues them (and MPI matches its
    sends/recvs) in the same order; operations with other side effects
    (prints, memref writes, memref-form collectives and their waits, calls
    of functions that have side effects) keep their order with respect to
    each other and to every collective and wait. Pure operations and calls
    of side-effect-free functions move freely.

    Priority: the predicted communication time on the most
    communication-heavy path from an operation to the end of the block, so
    work that feeds a long collective runs first; ties keep program order.
    The scheduler simulates the compute stream and one clock per
    communication stream: a ready start is issued at once; a wait whose
    collective is predicted done runs first when it unlocks more critical
    work than any ready operation (the next collective of a chain, such as
    a ring of permutes); otherwise a wait runs only when nothing else is
    ready (as late as possible), the one predicted to finish first; `max-in-flight` (0: unbounded) and
    `memory-budget` (bytes of private operand copies plus results of the
    collectives in flight; 0: unbounded) make it wait for the oldest
    collective before starting another, and while the next collective is
    held back that way, work that does not feed it goes first.

    With `remarks`, a collective whose wait directly follows its start says
    why (its result is used right away, side effects, a bound), one waited
    for early because of a bound says so, and one the model predicts to be
    less than half hidden says how much is.

    Memref-form starts are left in place: moving them needs alias analysis
    of the buffers they read and write.
  }];
  let options = [
    Option<"maxInFlight", "max-in-flight", "unsigned", /*default=*/"0",
           "Most collectives in flight at once (0 = unbounded)">,
    MacoRemarksOption<"each collective that overlaps nothing">,
    Option<"memoryBudget", "memory-budget", "uint64_t", /*default=*/"0",
           "Most bytes of collective results and private operand copies "
           "live at once because of moved starts/waits (0 = unbounded)">,
    MacoTargetOption,
  ];
  let dependentDialects = ["::mlir::maco::MacoDialect"];
}

def CombineCollectives : InterfacePass<"maco-combine-collectives", "::mlir::FunctionOpInterface"> {
  let summary = "Merge independent compatible all-reduces into one variadic op";
  let description = [{
    Bucketing: within a block, blocking tensor-form `maco.all_reduce` ops
    over the same grid, grid axes and reduction are merged into one
    variadic `maco.all_reduce` placed at the last member of the bucket, as
    long as (a) no member's result is used before that point, by any
    operation including another all-reduce (so members are independent
    and the merged op never reads its own result), (b) only
    side-effect-free operations or other candidates lie between the
    members, and (c) the bucket's total size stays within `threshold-bytes`.
    The runtime lowering packs a variadic all-reduce whose operands share an
    element type and static shapes into one contiguous buffer and issues a
    single collective.

    The default threshold, 4 MiB, is where combining stops paying on the
    MPI/CPU backend: per-call latency is 1–20 µs and shared-memory bandwidth
    a few GB/s, so beyond a few MiB the bandwidth term dominates and a
    bigger bucket only delays its start (less overlap). XLA uses 30 MiB and
    PyTorch DDP 25 MB on GPUs, where latency is higher relative to
    bandwidth.

    Combining keeps overlap: the merged all-reduce starts where the last
    member was, so the earlier members start later by the compute that lies
    between them. When the cost model predicts that delay to be longer
    than what combining saves (the per-call latency of the members merged
    away), the bucket is closed instead.

    With `remarks`, an all-reduce that stays alone says why.
  }];
  let options = [
    Option<"thresholdBytes", "threshold-bytes", "uint64_t",
           /*default=*/"4 << 20",
           "Largest combined all-reduce, in bytes">,
    MacoTargetOption,
    MacoRemarksOption<"each all-reduce that is not combined">,
  ];
  let dependentDialects = ["::mlir::maco::MacoDialect"];
}

def DecomposeAllReduce : InterfacePass<"maco-decompose-all-reduce", "::mlir::FunctionOpInterface"> {
  let summary = "All-reduce with element-wise consumers -> reduce-scatter, "
                "sharded element-wise work, all-gather";
  let description = [{
    The ZeRO-style sharded update. A blocking tensor-form `maco.all_reduce`
    of one operand with a dimension that the group size divides (the first
    such) is rewritten as a `maco.reduce_scatter` along that dimension, the
    element-wise linalg ops that consume its result (bias, activation,
    scaling, residual add, an optimizer update such as SGD with momentum or
    Adam on the reduced gradient) applied to this rank's 1/n slice, other
    full-size operands of those ops sliced the same way, and a
    `maco.all_gather` of every value that is used outside them. Same
    values, 1/n of the element-wise work per rank; the reduce-scatter plus
    all-gather move what a ring all-reduce moves.

    Element-wise: a linalg op in the all-reduce's block with only parallel
    loops, results of the all-reduce's shape, and operands either of that
    shape with an identity indexing map or rank 0 (broadcast scalars), and
    no `linalg.index` in its body. The consumers taken are those reachable
    from the all-reduce through such ops.

    It fires only when the cost model (`target`) predicts the decomposed
    form faster (reduce-scatter + 1/n of the element-wise time + the
    all-gathers, against the all-reduce + the element-wise time). With
    `remarks`, every all-reduce says whether it was decomposed and why
    (predictions, or what stops it: no element-wise consumer, no dimension
    the group divides, dynamic shapes, a tensor with no elements, ...).
    `force` decomposes wherever legal (tests).
  }];
  let options = [
    MacoTargetOption,
    Option<"force", "force", "bool", /*default=*/"false",
           "Decompose wherever legal, whatever the cost model predicts (to "
           "test it)">,
    MacoRemarksOption<"each all-reduce decomposed or not, and why">,
  ];
  let dependentDialects = ["::mlir::maco::MacoDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect"];
}

def CollectiveMatmul : InterfacePass<"maco-collective-matmul", "::mlir::FunctionOpInterface"> {
  let summary = "All-gather then a row-wise consumer (a matmul, attention "
                "scores over a KV cache), or matmul then reduce-scatter -> a "
                "ring of permutes and partial computations";
  let description = [{
    The all-gather form: `maco.all_gather(x)` along dimension 0 over a
    static group of n ranks, consumed by a linalg op that computes the
    rows of its result from the rows of the gathered tensor alone (the
    parallel loop indexing dimension 0 of the gathered operand and of the
    single init indexes nothing else, and the body reads no `linalg.index`
    of it): `linalg.matmul(all_gather(x), W)` in tensor parallelism, or
    attention scores `Q @ K^T` over a sequence-parallel KV cache (then the
    slices are columns). The consumer is the first use of the gathered
    tensor, in the all-gather's block. The
    all-gather and consumer become n partial consumers on the shards as
    they travel around the ring: at step s a rank applies the consumer to
    the shard it holds (from rank (r - s) mod n) into rows
    ((r - s) mod n) * m of the result, and passes the shard to rank r + 1
    with a `maco.permute` (none after the last step). The permute of step
    s + 1 does not depend on the consumer of step s, so
    `maco-async-collectives` and `maco-schedule` (later in `maco-optimize`)
    put it in flight during that computation. If the gathered tensor has
    other uses (a KV cache kept for later steps), they get the tensor
    assembled from the shards as they pass; otherwise no rank ever holds
    it. With `bidirectional`, shards travel
    both ways (pairs i -> i + 1 and i -> i - 1): n / 2 steps, each with
    two shards in flight, except the last when n is even. Each shard can
    travel as `chunks` permutes of its rows, each consumed as it arrives:
    only the last chunk's computation is left after the last message (the
    ring's tail), for one more message per chunk.

    It fires when the cost model (`target`) predicts the ring faster than
    the all-gather followed by the whole consumer: n - 1 permutes of one
    shard, each overlapping a 1/n consumer (slowed by the contention
    factor while it is in flight, plus the copies that assemble the
    gathered tensor), against the all-gather plus the consumer. So the
    choice between one all-gather and a ring of permutes for a KV cache
    is the cost model's. `force`: whenever legal.

    The reduce-scatter form: `maco.reduce_scatter(linalg.matmul(X, W))`
    along rows with a sum and a zero-filled init becomes a ring of partial
    sums: at step s a rank computes block (r - s - 1) mod n of its product,
    adds the partial sum of that block received from rank r - 1 (that
    permute does not feed the matmul, so it can overlap it) and passes it
    to rank r + 1; after n - 1 hops each rank holds its own block summed
    over all ranks (one direction only).

    Candidates with a tensor of no elements (a zero-sized dimension) are
    left as they are, even with `force`: there is nothing to overlap.
    With `remarks`, each candidate says whether it was rewritten and why.
  }];
  let options = [
    MacoTargetOption,
    Option<"force", "force", "bool", /*default=*/"false",
           "Rewrite wherever legal, whatever the cost model predicts (to "
           "test it)">,
    Option<"bidirectional", "bidirectional", "bool", /*default=*/"false",
           "All-gather form: send shards both ways around the ring "
           "(n / 2 steps of two shards)">,
    Option<"chunks", "chunks", "unsigned", /*default=*/"1",
           "All-gather form: messages per shard, each consumed as it "
           "arrives (0: the count among 1, 2, 4, 8 dividing the shard's "
           "rows that the cost model predicts fastest; not the default: "
           "measured slower on 4 ranks, docs/perf.md)">,
    MacoRemarksOption<"each candidate rewritten or not, and why">,
  ];
  let dependentDialects = ["::mlir::maco::MacoDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect"];
}

def SelectAlgorithm : InterfacePass<"maco-select-algorithm", "::mlir::FunctionOpInterface"> {
  let summary = "Choose each collective's algorithm with the cost model";
  let description = [{
    Sets the `algorithm` attribute of every all-reduce, all-gather,
    reduce-scatter and broadcast (blocking or started, tensor or memref
    form) that has none, to the algorithm the cost model predicts fastest
    for its message size and group size: ring, recursive doubling, tree
    (binomial) or direct (one shot), among those the kind has
    (`getApplicableAlgorithms`; recursive-doubling all-gathers only on
    power-of-two groups). Predictions within 10 % of the fastest count as
    a tie, won by the algorithm with fewer messages in flight per rank
    (ring, recursive doubling, tree, direct, in that order): concurrent
    flows on one link cost more than the alpha-beta model says. The CPU backend runs exactly that algorithm
    (runtime/src/mpi); the CUDA backend leaves the choice to NCCL.

    A collective whose size or group is not static keeps the backend's
    choice, and one with an `algorithm` already keeps it unless `override`.
    `force=NAME` sets that algorithm wherever it applies (the cost model
    still chooses elsewhere), for differential tests and measurements.

    With `remarks`, each choice is reported with its predicted time and the
    runner-up's.

    Example: on the cpu-local target, a 4 KiB all-reduce over 4 ranks gets
    `algorithm = recursive_doubling` and a 4 MiB one `algorithm = ring`.
  }];
  let options = [
    MacoTargetOption,
    Option<"override", "override", "bool", /*default=*/"false",
           "Also replace algorithms already set">,
    Option<"force", "force", "std::string", /*default=*/"\"\"",
           "Use this algorithm (ring, recursive_doubling, tree, direct) "
           "wherever it applies instead of the cost model's choice (to "
           "test or measure one algorithm)">,
    MacoRemarksOption<"each choice (or why none was made)">,
  ];
  let dependentDialects = ["::mlir::maco::MacoDialect"];
}

def PipelineChunks : InterfacePass<"maco-pipeline-chunks", "::mlir::FunctionOpInterface"> {
  let summary = "Split a collective and its linalg producer or consumer into "
                "K chunks that pipeline";
  let description = [{
    Splits a blocking tensor-form collective together with the linalg op
    that produces (or consumes) it into K chunks along a parallel loop, so
    that after `maco-async-collectives` and `maco-schedule` chunk i's
    communication overlaps chunk i+1's compute:

    * producer -> `maco.all_reduce` (one operand) or `maco.reduce_scatter`:
      the linalg op's outermost parallel loop that indexes its result
      directly (not the scatter axis) and its operands directly or not at
      all is split; each chunk slices the operands, runs the linalg op and
      its own collective; the results are inserted into the full tensor
      after the last chunk. Matmuls and elementwise producers both fit.
    * `maco.all_gather` -> consumer: the local input is split along the
      gather axis; chunk i gathers rows [i m/K, (i+1) m/K) of every rank,
      the consumer (whose init must be `tensor.empty` or a fill of one)
      runs on them, and its rows go back to rows r m + i m/K.

    With `chunks=K` the split makes K equal chunks. With `chunks=0` the
    cost model chooses up to `max-chunks` chunks minimising the predicted
    pipeline time (chunk 0 computed alone, each chunk's collective
    overlapping the next chunk's contended compute, the last collective
    exposed; every chunk's GEMMs re-pack the operands the split does not
    slice). It compares K equal chunks (K dividing the split extent) and,
    for producer chains unless `uniform`, K chunks of geometric sizes in
    which one chunk's collective takes as long as the next chunk's
    compute: decreasing sizes for a compute-bound chain (a small exposed
    last collective with few chunks), increasing ones for a
    communication-bound chain. Splitting a parallel loop leaves the
    arithmetic of every element unchanged, so results are bitwise equal.

    Collectives whose chain holds a tensor with no elements are left whole.

    With `remarks`, every candidate left whole says why (its producer has
    other users, dynamic shape, a tensor without elements, no splittable
    parallel dimension, the cost model chooses one chunk, ...).
  }];
  let options = [
    Option<"chunks", "chunks", "unsigned", /*default=*/"0",
           "Number of chunks (0: chosen by the cost model)">,
    Option<"maxChunks", "max-chunks", "unsigned", /*default=*/"8",
           "Upper bound on the chunk count the cost model may choose">,
    Option<"uniform", "uniform", "bool", /*default=*/"false",
           "Only equal chunks when the cost model chooses (chunks=0)">,
    MacoTargetOption,
    MacoRemarksOption<"each candidate that is not chunked">,
  ];
  let dependentDialects = ["::mlir::maco::MacoDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect"];
}

def PrivatizeInits : InterfacePass<"maco-privatize-inits", "::mlir::FunctionOpInterface"> {
  let summary = "Give each destination-style op its own init tensor before "
                "bufferization";
  let description = [{
    A `tensor.empty` with several users becomes one `tensor.empty` per
    user, and a `linalg.fill` of a `tensor.empty` used as the init (the
    destination) of several ops becomes one fill per such use, placed
    right before it; uses of the fill as an input keep the original.

    Programs written by hand (and CSE) share one init tensor across every
    layer of a model. One-shot bufferization then finds a read-after-write
    conflict at each use and analyses every pair of aliasing uses, which
    is quadratic in the number of layers, and copies the shared buffer
    anyway. With private inits each destination bufferizes in place into
    its own allocation: the analysis is linear, and a fill replaces a copy
    of the filled buffer (a write instead of a read and a write). An empty
    tensor has no contents, so cloning it changes no value.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect",
                           "::mlir::linalg::LinalgDialect"];
}

def CollectiveInPlace : InterfacePass<"maco-collective-in-place", "::mlir::FunctionOpInterface"> {
  let summary = "Run started collectives on their operand's buffer and "
                "chunks in their slice of the result";
  let description = [{
    Runs on buffers right after one-shot bufferization, before
    deallocation. Bufferization gives every started collective a private
    copy of its operand (it runs until its `maco.wait`, while later code
    could write the operand), and a chunked pipeline
    (`maco-pipeline-chunks`) computes each chunk into a slice of a buffer of
    its own and then copies the reduced chunk into its slice of the result.
    Two rewrites remove these copies where the buffers involved have no
    other use that could see the difference:

    - *Dead operand*: `memref.copy %v, %p`, where `%p` is an allocation of
      the block used only after the copy (by the collective, and after its
      wait) and only by maco ops, linalg ops and copies, and `%v` a
      contiguous view of an allocation of the block that nothing uses
      after the copy: `%p` becomes `%v`, so the collective runs in place on
      its operand; the copy and `%p` go.
    - *Chunk into its slice*: `memref.copy %v, %w`, where `%v` and `%w` are
      views with the same static offsets, sizes and strides of two
      allocations R and F of the block of one static type, R is used
      (through views) only before the copy and only within `%v`'s region,
      and F before the copy only through views whose regions do not
      overlap `%w`'s: F's allocation moves above R's, R becomes F, and the
      copy (of a region onto itself) goes.

    Applied until nothing changes: a chunk's GEMM then writes its rows of
    the final buffer and its all-reduce runs in place on them.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def EarlyDealloc : InterfacePass<"maco-early-dealloc", "::mlir::FunctionOpInterface"> {
  let summary = "Free each buffer after its last use instead of at the end "
                "of its block";
  let description = [{
    Runs between upstream's `ownership-based-buffer-deallocation` and
    `buffer-deallocation-simplification`. The ownership-based pass frees
    every buffer in one `bufferization.dealloc` at the end of its block, so
    all intermediate buffers of a straight-line function (every layer of a
    model) are alive at once, and the simplification that follows compares
    every pair of the dealloc's operands (quadratic in the number of
    buffers).

    For each operand of a `bufferization.dealloc` that is a `memref.alloc`
    of the dealloc's block (or the base buffer of one), owned
    unconditionally (condition `true`), and that aliases neither the
    dealloc's retained values nor its other operands (upstream's
    `BufferViewFlowAnalysis`), the operand is removed from the dealloc and
    a `memref.dealloc` is inserted right after the last operation of that
    block that uses the buffer or any alias of it (a use inside a nested
    region counts as a use by the op that holds the region). The buffer of
    a started collective is in use until its `maco.wait`. Buffers with a
    use outside the block, a future used other than by `maco.wait`, or a
    use after the dealloc keep upstream's placement.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def HoistConstants : Pass<"maco-hoist-constants", "::mlir::ModuleOp"> {
  let summary = "Move every constant of a function to its entry, one copy "
                "of each";
  let description = [{
    The lowering to loops and to the LLVM dialect creates a constant at
    every use (each index of a memref access, each argument of a runtime
    call): on long programs most of the IR, which every later pass walks
    and the printer prints. Upstream's greedy pattern driver hoists and
    deduplicates constants while it folds, at the cost of a whole greedy
    rewrite. This pass does only that, in one walk per function: every
    `ConstantLike` op without operands or regions, nested in the function
    only through structured control flow (`RegionBranchOpInterface` ops
    such as `scf.for` and `scf.if`), moves to the start of the function's
    entry block, and an op equivalent to one moved already (same name,
    attributes, properties and result types; location ignored) is
    replaced by it. Constants in other regions (a `gpu.launch` body, a
    nested function) stay where they are.
  }];
}

def FoldValues : Pass<"maco-fold-values"> {
  let summary = "Forward the values ops fold to and erase dead ops, in one "
                "forward and one backward walk";
  let description = [{
    The lowering to the LLVM dialect builds a memref descriptor
    (`llvm.insertvalue` chains) for every buffer and view and takes its
    fields out again (`llvm.extractvalue`) at each use: about a third of
    the LLVM dialect of a long program. Greedy canonicalization removes
    it, at the cost of a whole greedy rewrite of the module. This pass
    calls the fold hook of every op without regions once, in program
    order: a fold to existing values replaces the op's results with them
    (an extract of the field an insert set), a fold in place is kept, a
    fold to a constant is ignored (nothing is materialized). Then ops left
    without uses and without side effects are erased, last to first.
    `maco-to-cpu` and `maco-to-cuda` run it at their end.
  }];
}

def IfDialects : Pass<"maco-if-dialects", "::mlir::ModuleOp"> {
  let summary = "Run a pipeline only on modules that hold ops of the given "
                "dialects";
  let description = [{
    Runs `pipeline` (a `builtin.module` pipeline in textual form) on the
    module if any op in it, at any depth, belongs to one of `dialects`;
    otherwise does nothing. Upstream lowering passes walk (and the greedy
    ones fold) every op of the module even when there is nothing for them
    to lower; `maco-to-cpu` and `maco-to-cuda` wrap the TOSA lowering
    (`dialects=tosa`) and `convert-vector-to-llvm` (`dialects=vector`) in
    it, which matters on long programs (docs/perf.md, compile time).

    Example:
    `maco-if-dialects{dialects=vector pipeline=convert-vector-to-llvm}`.
  }];
  let options = [
    ListOption<"dialects", "dialects", "std::string",
               "Dialect namespaces whose ops make the pipeline run">,
    Option<"pipeline", "pipeline", "std::string", /*default=*/"\"\"",
           "The module pipeline to run, in textual form (e.g. "
           "`func.func(tosa-to-linalg)` or "
           "`builtin.module(convert-vector-to-llvm)`)">,
  ];
}

def StackBuffers : InterfacePass<"maco-stack-buffers", "::mlir::FunctionOpInterface"> {
  let summary = "Put small buffers that a function frees itself on its "
                "stack";
  let description = [{
    Runs on buffers after deallocation (in `maco-to-cpu`, after the runtime
    lowering). A step function that makes its gradients afresh at every
    call allocates and frees each of them with `malloc` and `free` at every
    step, where hand-written code allocates them once. A `memref.alloc` of
    a static shape (integer, float or index elements, default memory
    space, at most `max-buffer-bytes` bytes) that is freed by a single
    `memref.dealloc` later in its own block, and that is nested only in
    `scf` regions (`for`, `while`, `if`, `index_switch`,
    `execute_region`), becomes a `memref.alloca` with the same type and
    alignment at the start of the function's entry block, and its dealloc
    is removed, until the function's promoted buffers reach
    `max-frame-bytes`.

    The buffer's life ends within each run of the block that made it, so
    one stack slot serves every iteration of a loop; entry-block allocas
    are a fixed part of the frame, so the stack does not grow with
    iterations. Buffers that outlive the call (returned, or still in use
    by a collective waited for elsewhere) have no such dealloc and stay on
    the heap. Frames grow by at most `max-frame-bytes` per call (mind
    deep recursion); `max-buffer-bytes=0` turns the pass off.
  }];
  let options = [
    Option<"maxBufferBytes", "max-buffer-bytes", "uint64_t",
           /*default=*/"4096",
           "Largest buffer put on the stack, in bytes (0: none)">,
    Option<"maxFrameBytes", "max-frame-bytes", "uint64_t",
           /*default=*/"65536",
           "Most bytes of buffers one function puts on its stack">,
  ];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def SplitBlocksAtRegions : InterfacePass<"maco-split-blocks-at-regions", "::mlir::FunctionOpInterface"> {
  let summary = "End each function block after every op with regions, "
                "before convert-scf-to-cf";
  let description = [{
    `convert-scf-to-cf` lowers an `scf.for` (`scf.if`, `scf.while`, ...) by
    splitting its block after the op, which moves every later op of the
    block. In a straight-line function with a loop per layer (the
    element-wise ops of every layer of a model) that is quadratic in the
    number of layers. This pass first ends the block after each op with
    regions with a `cf.br` to a new block holding the rest, working from
    the end of the block so that each op moves once; `convert-scf-to-cf`
    then moves only that branch. Blocks of function bodies only (nested
    regions of `scf` ops must keep a single block); the IR means the same.
  }];
  let dependentDialects = ["::mlir::cf::ControlFlowDialect"];
}

def PlaceBuckets : InterfacePass<"maco-place-buckets", "::mlir::FunctionOpInterface"> {
  let summary = "Allocate the buffers of a combined all-reduce as adjacent "
                "views of one bucket buffer (zero-copy combining)";
  let description = [{
    Runs on buffers, after deallocation and before
    `convert-maco-to-runtime`. A variadic all-reduce (blocking or started)
    that `maco-combine-collectives` made reduces several buffers in place;
    lowered as it is, the runtime call needs them in one contiguous buffer,
    so they are packed into one and unpacked after the reduction: two
    copies of every gradient.

    Instead, when every operand is a distinct static `memref.alloc` of the
    collective's block whose uses (in the block or in regions of its ops)
    are only element-wise reads and writes (linalg ops, `memref.load`,
    `memref.store`, `memref.copy`), the collective, and one `memref.dealloc`
    in the block, the allocations become adjacent
    `memref.reinterpret_cast` views of one bucket allocation (in operand
    order), allocated before the first of them and freed after the last of
    their deallocations. Producers then write straight into the bucket,
    the all-reduce runs in place on it with one runtime call and consumers
    read the views: no pack or unpack copy at all. Other all-reduces are
    left unchanged (and packed as before).
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def GpuMapReductions
    : InterfacePass<"maco-gpu-map-reductions", "::mlir::FunctionOpInterface"> {
  let summary = "Make column reductions one GPU kernel, not a host loop";
  let description = [{
    Part of `maco-to-cuda`, on buffers, before
    `convert-linalg-to-parallel-loops`: a reduction whose parallel
    dimensions do not come first (a column reduction) is generalized if
    named and interchanged so that they do: one kernel, one thread per
    output element (consecutive threads read consecutive columns), instead
    of a host loop launching a kernel per row. Full reductions stay host
    loops (one GPU thread would be slower on large tensors; they need a
    split reduction).
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect"];
}

def DefaultTarget : Pass<"maco-default-target", "::mlir::ModuleOp"> {
  let summary = "Give the module a cost-model target unless it has one";
  let description = [{
    Sets the module's `maco.target` attribute to `target` when the module
    has none, so that the passes of `maco-optimize` price the program for
    the machine it is built for. `maco-run` and `maco-compile` run it for
    GPU builds (`--backend=cuda`) without a `target` in their optimize
    options, with `h100-nvlink-8`: the CPU's calibration (the default
    otherwise) says nothing about a GPU. A target given as an option, or a
    module's own `maco.target`, wins.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "The built-in target name or description file to set">,
  ];
}

def KeepIfFaster : Pass<"maco-keep-if-faster", "::mlir::ModuleOp"> {
  let summary = "Run a function pipeline and keep its result only where the "
                "cost model predicts it no slower";
  let description = [{
    The guard of `maco-optimize`: for every function with a body, runs
    `pipeline` (a `func.func` pass pipeline) on a copy, simulates both
    versions under the cost model (the timeline of `maco-estimate`), and
    keeps the copy unless it is predicted slower than the original; then
    the original stays, and with `remarks` a remark on the function gives
    both predictions. Forced options (`chunks=8` on a tiny layer) can make
    each pass's choice locally valid and the whole slower; this pass makes
    the result never slower than the unoptimized program by the model's
    own measure.
  }];
  let options = [
    Option<"pipeline", "pipeline", "std::string", /*default=*/"\"\"",
           "The func.func pipeline to guard, in textual form (e.g. "
           "'func.func(maco-async-collectives,maco-schedule)')">,
    MacoTargetOption,
    MacoRemarksOption<"each function kept unoptimized">,
  ];
}

def Estimate : Pass<"maco-estimate", "::mlir::ModuleOp"> {
  let summary = "Print the predicted per-stream timeline of each function";
  let description = [{
    Simulates every function with a body under the cost model, the way the
    runtime executes it, and prints the predicted per-stream timeline: the
    compute stream (0) runs ops in program order (roofline time, slowed by
    the target's contention factor while a collective is in flight;
    blocking collectives occupy it); each `*_start` runs its collective on
    its `stream` once that stream is free; `maco.wait` blocks until the
    collective ends. `scf.for` loops with constant trip counts and calls of
    functions in the module are followed. The summary line gives the
    predicted sequential time (everything back to back), the scheduled
    time, the exposed communication and the speedup. `trace-file` writes
    the slices as Chrome trace JSON, the format of `MACO_TRACE`, so a
    measured timeline can be compared with the prediction. Ops of unknown
    cost get a remark.
  }];
  let options = [
    MacoTargetOption,
    Option<"traceFile", "trace-file", "std::string", /*default=*/"\"\"",
           "Also write the timeline as Chrome trace JSON to this file">,
  ];
  let dependentDialects = ["::mlir::maco::MacoDialect"];
}

#endif // MACO_DIALECT_MACO_TRANSFORMS_PASSES_TD
