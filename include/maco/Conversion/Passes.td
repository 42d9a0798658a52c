//===- Passes.td - maco conversion passes -------------------*- tablegen -*-===//

#ifndef MACO_CONVERSION_PASSES_TD
#define MACO_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def SpecializeGrids : Pass<"maco-specialize-grids", "ModuleOp"> {
  let summary = "Size every grid of dynamic size for a rank count";
  let description = [{
    A program written for any rank count declares its grid with a dynamic
    axis (`shard.grid @g(shape = ?)`, `shape = 2x?`): partitioning then
    makes every sharded shape dynamic, and the cost model can price neither
    those shapes nor the collectives over the grid. When the rank count is
    known at compile time (`maco-run` knows the world size it runs on,
    `maco-compile --ranks=N` is told), this pass gives the one dynamic axis
    of each grid the size the runtime would give it at start: the rank
    count over the product of the static axes. It runs first in
    `maco-frontend{ranks=N}`, so that partitioning sees static grids.

    The result runs on that many ranks only: on another world size the
    runtime stops at start with an error naming the grid's shape and the
    world size. Grids that are already static are left as they are. A grid
    with more than one dynamic axis, or whose static axes do not divide the
    rank count, gets a warning and stays dynamic: the function being run
    may not use it, and the runtime stops at start, naming the grid's
    shape, only if one it uses cannot be sized. `ranks=0` (the default)
    changes nothing.
  }];
  let options = [
    Option<"ranks", "ranks", "int64_t", /*default=*/"0",
           "Rank count to size grids for (0: leave them dynamic)">,
  ];
}

def PartitionAnnotated : Pass<"maco-partition-annotated", "ModuleOp"> {
  let summary = "Partition shard-annotated functions with upstream "
                "sharding-propagation + shard-partition";
  let description = [{
    Runs upstream `sharding-propagation` and `shard-partition` on every
    function whose body carries a `shard.shard` annotation, and only on
    those: declarations and functions without annotations (the program's
    driver, functions already written in SPMD form) are left as they are.
    The first step of the `maco-frontend` pipeline, before
    `maco-import-shard`. A function that upstream fails to partition is
    reported by name.

    Between propagation and partitioning the function is checked for what
    MLIR 22's `shard-partition` crashes on or gets wrong without a word: a
    tensor argument that is not used by exactly one `shard.shard`; an op
    whose tensor operand has no sharding or whose tensor result is not used
    by exactly one `shard.shard`; a reshard (`shard.shard` of a
    `shard.shard`) that is not one step (split along one more grid axis,
    unsplit the last, move the last to another dimension), changes grid,
    drops a halo, or changes split axes together with halos or shard
    offsets. Each is an error on the op that names the reason.

    Before propagation, an annotated function is prepared as front ends'
    output needs: calls of functions with bodies are inlined, then
    `linalg-fold-unit-extent-dims`, `canonicalize` and
    `maco-propagate-reshapes` run on it. Reshapes, which upstream has no
    sharding for, are partitioned by maco's model (a split dimension maps
    to the outermost dimension of its reassociation group). Propagation tries upstream's traversal orders (backward-forward,
    forward-backward, forward, backward) and keeps the first that leaves
    every op sharded; if none does, the default order's errors are
    reported. After partitioning, a `tosa.matmul` that upstream partitioned
    into operands and a result of inconsistent shapes is an error.
  }];
  let options = [
    ListOption<"traversal", "traversal", "std::string",
               "The propagation orders to try, in turn (default: "
               "backward-forward,forward-backward,forward,backward)">,
  ];
  let dependentDialects = ["::mlir::shard::ShardDialect"];
}

def PropagateReshapes
    : InterfacePass<"maco-propagate-reshapes", "::mlir::FunctionOpInterface"> {
  let summary = "Move tensor reshapes through linalg ops to the values "
                "the program's shardings annotate";
  let description = [{
    Part of `maco-partition-annotated`'s preparation, before sharding
    propagation. Front ends flatten and unflatten tensors around their
    contractions (JAX's attention: `x @ Wq` on `(B*S, D)`, reshaped to
    `(B, S, heads, hd)`, `(B*heads, S, hd)` for the batch matmul and back),
    and a flattened dimension that mixes a split factor (heads) with a whole
    one (batch) has no block sharding. This pass applies upstream's
    reshape-by-expansion fusion: a `tensor.collapse_shape` feeding a linalg
    op and a `tensor.expand_shape` of a linalg op's result are folded into
    the op by expanding its iteration space, so reshapes move away from the
    compute towards the annotated arguments and results, where each splits
    only the major dimension of its group (the reshape sharding model,
    ReshapeSharding.cpp). Named linalg ops next to a reshape are generalized
    first (the fusion works on `linalg.generic`; the GEMM lowering takes any
    generic contraction). Pairs that meet cancel. Functions without reshapes
    are not changed.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ImportShard : Pass<"maco-import-shard", "ModuleOp"> {
  let summary = "Convert upstream `shard` collectives and process queries to maco";
  let description = [{
    Rewrites the communication ops that upstream `shard-partition` produces
    (`shard.all_reduce`, `all_gather`, `reduce_scatter`, `all_to_all`,
    `broadcast`, `shift`, `send`, `recv`) and the process/grid queries
    (`shard.process_linear_index`, `process_multi_index`, `grid_shape`,
    `shard_shape`) into maco ops and arith, so that any program partitioned
    by upstream `sharding-propagation` + `shard-partition` runs on maco. `shard.grid`
    symbols are kept: maco ops refer to them. Ops that cannot be converted
    are reported with an error naming the op and the reason.
  }];
  let dependentDialects = ["::mlir::maco::MacoDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

def CheckImported : Pass<"maco-check-imported", "ModuleOp"> {
  let summary = "Report shard ops left for lowering (the front end was "
                "skipped)";
  let description = [{
    The first step of `maco-to-cpu`: every op of the upstream `shard`
    dialect other than `shard.grid` is an error that says which front-end
    step handles it (`maco-frontend`: `maco-partition-annotated` for
    annotations, `maco-import-shard` for shard collectives and queries).
    Without it such a program fails later in bufferization with "op was
    not bufferized". The IR is not changed.
  }];
}

def ConvertMacoToRuntime : Pass<"convert-maco-to-runtime", "ModuleOp"> {
  let summary = "Lower maco ops on memrefs to calls into the maco runtime";
  let description = [{
    Replaces every maco op in memref (destination) form by calls to the
    runtime's code-generation ABI (`maco_cg_*`, see
    runtime/include/maco/runtime/codegen.h): buffers are passed as aligned
    pointers (non-contiguous memrefs are staged through contiguous copies),
    element types and reductions as enum constants, communicators are
    obtained once per (grid, axes) at the top of each function (so that
    their collective creation is never inside rank-dependent control
    flow), started collectives are enqueued on runtime streams and return
    an event handle that `maco.wait` synchronises. Buffers the lowering
    allocates itself (staging copies, `[group, ...]` staging buffers, the
    pack buffer of a combined all-reduce) are freed once the collective has
    completed: after the call when blocking, after the `maco.wait` when
    started.

    Every lowered function that calls the runtime first checks the ABI
    version (`maco_cg_require_abi`). `linalg.matmul` is left to
    `convert-matmul-to-runtime`.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def ConvertMatmulToRuntime : Pass<"convert-matmul-to-runtime", "ModuleOp"> {
  let summary = "Lower linalg contractions on buffers to the runtime GEMM";
  let description = [{
    Replaces every linalg contraction on float memrefs by one call of
    `maco_cg_gemm` (OpenBLAS on the CPU backend, cuBLAS on the CUDA one),
    accumulating into the init as linalg does: `linalg.matmul` and
    `linalg.batch_matmul` with any indexing maps (transposed forms),
    matvec, vecmat and dot, and `linalg.generic` ops whose body multiplies
    and adds, with any permutation of the operands' dimensions (the
    innermost batch dimension a strided batch, the innermost M, N and K the
    GEMM's, every other one a loop around the call; C accumulates across
    the iterations of a K loop). The strides come from the
    memref descriptors at run time, where the runtime derives the transpose
    flags and leading dimensions; an operand with no unit stride along its
    matrix dimensions is packed once into a row-major copy (decided here
    where the layout is static, at run time otherwise). The GEMM computes
    in the operands' element type where the backend takes it (f32, f64;
    f16 and bf16 with `half-precision`), else in f32 (f64 if an operand is
    wider), on converted copies (bf16 x bf16 -> f32, f16 on the CPU). A
    zero `linalg.fill` of C just before is folded into the call (beta = 0).
    With `epilogues`, the element-wise op right after such a GEMM that
    computes act(C + bias + residual) from it (bias along N or a scalar,
    residual of C's shape, act identity, ReLU or the tanh GELU: what
    cuBLASLt's epilogues compute) becomes part of the call
    (`maco_cg_gemm_epilogue`, which writes the op's output; the residual is
    copied there first and added as beta * C), when C is not used after it:
    one cuBLASLt call on the GPU, the BLAS call and one pass over the
    result on the CPU. Contractions with a zero-sized operand are left to the loop lowering;
    any other that stays (integer elements, a dimension that only one
    operand has) gets a remark with `remarks`. Part of `maco-to-cpu` and `maco-to-cuda`
    (with `half-precision`), after `convert-maco-to-runtime`.
  }];
  let options = [
    Option<"halfPrecision", "half-precision", "bool", /*default=*/"false",
           "Also lower f16 and bf16 contractions (the CUDA backend's cuBLAS "
           "computes them; the CPU backend's GEMM does not)">,
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "A remark on every contraction left to loops, naming why">,
    Option<"epilogues", "epilogues", "bool", /*default=*/"true",
           "Fold a bias, ReLU or tanh GELU and a residual after a GEMM into "
           "the GEMM call">,
  ];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def FuseElementwise
    : InterfacePass<"maco-fuse-elementwise", "::mlir::FunctionOpInterface"> {
  let summary = "Fuse element-wise linalg ops, but not into contractions";
  let description = [{
    Part of `maco-to-cpu` and `maco-to-cuda`, before bufferization:
    upstream's `linalg-fuse-elementwise-ops` (element-wise chains become one
    op: one pass over memory, one loop nest or kernel), except that no
    producer is fused into a contraction: attention's softmax division fused
    into `P @ V` leaves a body that is no longer a multiply-accumulate, and
    the product would run as loops instead of a GEMM. A producer with
    several uses is not fused (its computation would be repeated).
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::affine::AffineDialect"];
}

def FoldTransposes
    : InterfacePass<"maco-fold-transposes", "::mlir::FunctionOpInterface"> {
  let summary = "Fold transposes into the linalg contractions that read them";
  let description = [{
    Part of `maco-to-cpu` and `maco-to-cuda`, before bufferization: a
    linalg contraction whose input is a pure permutation (`linalg.transpose`,
    or a `linalg.generic` that only permutes its one input) reads the
    permutation's input through the composed indexing map instead (a named
    contraction is generalized first), as XLA folds transposes into dots;
    the runtime GEMM then transposes by a flag, and a permutation nothing
    else reads is never computed.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def ConvolutionsToGemm
    : InterfacePass<"maco-convolutions-to-gemm",
                    "::mlir::FunctionOpInterface"> {
  let summary = "Convolutions as a copy of their windows (im2col) and one "
                "GEMM";
  let description = [{
    Part of `maco-to-cpu` and `maco-to-cuda`, after `maco-fuse-elementwise`
    and before bufferization. A multiply-accumulate linalg op with two
    float inputs, one of which reads windows through its indexing map (any
    linalg convolution, named or generic, and the kernel and input
    gradients JAX's `conv_general_dilated` differentiates into), becomes:
    a `linalg.generic` that copies the windows into a matrix of (batch,
    output positions, window elements), that matrix, the filter and the
    init collapsed to one dimension per loop class, and a contraction of
    them (one runtime GEMM), expanded back to the result's shape. The
    loops must split into batch, M (input and result), N (filter and
    result) and reduction (input and filter) loops, none of them empty
    except the batch (a depthwise convolution stays), each class one run of
    dimensions in the filter and in the result. An op whose window matrix
    would exceed `max-expansion` times its input's elements stays as it is.
  }];
  let options = [
    Option<"maxExpansion", "max-expansion", "unsigned", /*default=*/"64",
           "Largest window matrix, in multiples of the input's elements">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def OneHotContractions
    : InterfacePass<"maco-one-hot-contractions",
                    "::mlir::FunctionOpInterface"> {
  let summary = "Contractions with a one-hot operand as gathers and "
                "scatter-adds of the rows the ids name";
  let description = [{
    Part of `maco-to-cpu` and `maco-to-cuda`, after `maco-fuse-elementwise`
    and before bufferization. A linalg contraction one of whose inputs is a
    one-hot tensor (a `linalg.generic` yielding `select(ids[...] == index, 1,
    0)`, the index possibly offset to the global one of a split loop) reads
    or writes only the rows the ids name:
    - the class loop reduced (`jax.nn.one_hot(ids, V) @ table`, a lookup):
      a `linalg.generic` that reads each token's row of the other operand
      with `tensor.extract`;
    - the class loop a loop of the result (the one-hot transposed, a
      scatter-add: the gradient of a lookup, which `maco-import` writes as
      this product): loops over the tokens that add each token's slice into
      the result's row of its class, ids out of range skipped (with
      `scatters`; the GPU pipeline leaves these as GEMMs).
    Work drops from tokens x classes x width to tokens x width. Terms of a
    zero one-hot element are not computed, so an inf or NaN in a row no id
    names stays out of the result, as with XLA's gather and scatter.
  }];
  let options = [
    Option<"scatters", "scatters", "bool", /*default=*/"true",
           "Rewrite scatter-adds too (loops over the tokens)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def CpuVectorize
    : InterfacePass<"maco-cpu-vectorize", "::mlir::FunctionOpInterface"> {
  let summary = "Vectorize element-wise, copy, fill, broadcast and reduction "
                "linalg ops on buffers for the host CPU";
  let description = [{
    Part of `maco-to-cpu`, after the contractions became runtime GEMMs and
    before `convert-linalg-to-loops`: every other linalg op on buffers is
    tiled along the dimension contiguous in memory for its largest operand
    (`unroll` vector registers per tile, 1 along the other dimensions) and
    each tile vectorized with upstream's linalg vectorizer (a partial last
    tile is masked); what upstream cannot vectorize stays scalar loops.
    Vector reductions may reassociate (a tree, as XLA's vectorized
    reductions do) and math functions become upstream's polynomial
    approximations, so that they vectorize (f16 and bf16 through f32).
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "unsigned", /*default=*/"0",
           "Vector register width in bits (0: the host CPU's: 512 with "
           "AVX-512, 256 with AVX, else 128)">,
    Option<"unroll", "unroll", "unsigned", /*default=*/"4",
           "Vector registers per tile along the vectorized dimension">,
  ];
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def GpuHostSharedAlloc : Pass<"maco-gpu-host-shared-alloc"> {
  let summary = "Allocate every buffer in memory the GPU and the host can use";
  let description = [{
    Part of `maco-to-cuda`, after deallocation and the runtime lowering,
    before linalg ops become kernels: `memref.alloc` becomes `gpu.alloc
    host_shared` (managed memory) and `memref.dealloc` becomes
    `gpu.dealloc`; `memref.copy` becomes `linalg.copy` (a kernel, not a
    host copy); a bufferized constant (`memref.get_global`, host memory) is
    copied into such a buffer with `gpu.memcpy` and freed at the end of its
    block. The gpu ops are synchronous here: `maco-gpu-compute-stream`
    later puts them on the runtime's compute stream and turns the buffers
    that the host never touches into device memory.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::linalg::LinalgDialect"];
}

def GpuElementwiseKernels
    : InterfacePass<"maco-gpu-elementwise-kernels", "::mlir::FunctionOpInterface"> {
  let summary = "Make each element-wise linalg op a vectorized GPU kernel "
                "without integer division";
  let description = [{
    Part of `maco-to-cuda`, on buffers, before
    `convert-linalg-to-parallel-loops`. First, for every kernel path of
    `maco-to-cuda`, a linalg body holding a `vector.print` or a call is an
    error at that op: the body becomes a kernel, which cannot print or call
    host functions. A linalg op whose loops are all
    parallel (generic, copy, fill, broadcast, transpose, named element-wise
    ops) becomes one `gpu.launch`, but for a copy between contiguous
    buffers of one type and a fill of a contiguous buffer of 32-bit
    elements: `gpu.memcpy` and `gpu.memset` (stream copies and memsets). Adjacent iteration dims that every
    operand uses contiguously (or not at all) merge into groups; the
    innermost group maps to x, the next to y (rows, several per block when a
    row is short), the outermost to z, with grid-stride loops beyond 65,535
    blocks: no division recovers an index. Each thread owns `width`
    consecutive elements of a row, `width` = 128 bits / the widest element
    (4 for f32, 8 for bf16), loaded and stored with one aligned vector
    access (`ld.global.v4`) when the body is element-wise arithmetic and
    the row is read with stride 1; a run-time test of every operand's
    alignment, and the row's last partial vector, fall back to a scalar
    loop. Offsets are 32-bit when every size is static and fits.

    A dim whose index the body reads (`linalg.index`) is a group of its
    own. Ops of more than three groups are left to
    `convert-linalg-to-parallel-loops` and `maco-gpu-tile-parallel-loops`.
  }];
  let options = [
    Option<"blockSize", "block-size", "unsigned", /*default=*/"256",
           "Threads per block (rounded down to a power of two)">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::vector::VectorDialect"];
}

def GpuReductionKernels
    : InterfacePass<"maco-gpu-reduction-kernels", "::mlir::FunctionOpInterface"> {
  let summary = "Make each reduction a parallel GPU kernel: warps with "
                "shuffles per row, threads per column, split reductions";
  let description = [{
    Part of `maco-to-cuda`, on buffers, after `maco-gpu-map-reductions` and
    before `convert-linalg-to-parallel-loops`. A linalg reduction with
    its parallel dims (if any) first, one 32- or 64-bit output, or a
    16-bit float one (bf16, f16: accumulated in f32 registers, each step
    rounded to the element type as the op computes it), read only by its
    combiner (`yield combine(f(inputs), out)`,
    combine one of addf, mulf, maximumf, minimumf, maxnumf, minnumf, addi,
    muli, maxsi, minsi, maxui, minui, andi, ori, xori), becomes:

    - rows (the reduced dims contiguous, or a full reduction): a warp per
      output and chunk; each lane accumulates 128-bit vector loads (masked
      at the end of a chunk or when misaligned), the lanes are combined
      with `gpu.shuffle xor`, lane 0 writes;
    - columns (the output dims contiguous): a thread per `width` outputs
      and chunk, vector loads along the outputs; when split, a warp is 8
      threads along the outputs (a 128-byte line per row) times 4 chunks,
      whose partial values are combined with `gpu.shuffle xor` before one
      thread writes them;
    - when the outputs alone give fewer than `min-threads` threads, the
      reduced dims are cut into chunks whose partial values (device
      memory) a second kernel reduces: a full reduction of 4 Mi elements
      fills the GPU instead of running on one thread (static sizes; with
      dynamic sizes, one chunk).

    Reductions with several outputs or another combiner are left to
    `convert-linalg-to-parallel-loops`.
  }];
  let options = [
    Option<"blockSize", "block-size", "unsigned", /*default=*/"256",
           "Threads per block (rounded down to a power of two; >= 32)">,
    Option<"lanes", "lanes", "unsigned", /*default=*/"32",
           "Threads that reduce one row together: 32 (a warp, combined "
           "with shuffles) or 1 (no shuffles: for running the kernels on "
           "the host with maco-gpu-launch-to-loops)">,
    Option<"minThreads", "min-threads", "unsigned", /*default=*/"65536",
           "Threads a reduction should keep busy; fewer outputs split the "
           "reduced dims into chunks">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::vector::VectorDialect"];
}

def GpuLaunchToLoops
    : InterfacePass<"maco-gpu-launch-to-loops", "::mlir::FunctionOpInterface"> {
  let summary = "Run each gpu.launch body as host loops (a checking aid)";
  let description = [{
    Not part of `maco-to-cuda`: each `gpu.launch` becomes nested `scf.for`
    loops over blocks (z, y, x) and threads (z, y, x) around its body, the
    ids replaced by the loop variables. Kernels whose threads do not
    communicate then run on the host, so that the kernels of
    `maco-gpu-elementwise-kernels` can be compared with the ops they
    replace without a GPU; synchronous `gpu.alloc`, `gpu.dealloc`,
    `gpu.memcpy` and `gpu.memset` become `memref.alloc`, `memref.dealloc`,
    `memref.copy` and `linalg.fill`. Barriers, shuffles and
    block reductions in a
    body, bodies of several blocks, asynchronous launches and memory
    attributions are errors.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect"];
}

def GpuTileParallelLoops
    : InterfacePass<"maco-gpu-tile-parallel-loops", "::mlir::FunctionOpInterface"> {
  let summary = "Tile the innermost dimension of each outermost scf.parallel "
                "by the GPU block size";
  let description = [{
    Part of `maco-to-cuda`, before `gpu-map-parallel-loops`: every
    outermost `scf.parallel` (what `convert-linalg-to-parallel-loops`
    makes of an element-wise op) is tiled by 1 along its outer dimensions
    and by `block-size` along its innermost one (upstream
    `scf::tileParallelLoop`). The mapping then gives the outer loop to the
    grid and the `block-size` inner iterations to the threads of a block,
    so consecutive threads touch consecutive elements of row-major buffers
    (coalesced), whatever the rank of the op.
  }];
  let options = [
    Option<"blockSize", "block-size", "unsigned", /*default=*/"256",
           "Threads per block (>= 1)">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::affine::AffineDialect"];
}

def GpuComputeStream : Pass<"maco-gpu-compute-stream", "ModuleOp"> {
  let summary = "Run GPU work on the runtime's compute stream; device memory "
                "for buffers the host does not touch; host waits only "
                "before host accesses";
  let description = [{
    Part of `maco-to-cuda`, after `gpu-kernel-outlining`. In a module with
    GPU work (gpu ops, runtime collectives or GEMMs), every function that
    configures the runtime does so with `MACO_CG_GPU` (the runtime then
    starts the CUDA backend and orders its operations on the device:
    synchronous collectives and GEMMs on the compute stream, started ones
    after a CUDA event of it, `maco.wait` as a stream wait), and every
    function with GPU work gets the compute stream
    (`maco_cg_compute_stream`) at its entry:

    - synchronous `gpu.launch_func`, `gpu.memcpy`, `gpu.memset` and
      `gpu.dealloc` become asynchronous on it;
    - a `gpu.alloc host_shared` buffer becomes device memory allocated on
      it (`cuMemAllocAsync`), also when passed between functions of the
      module, returned by a private function or carried by `scf.if` and
      `scf.for`; the host reads and writes it through a *mirror*: between
      two pieces of GPU work, a host buffer of its type filled by one
      `gpu.memcpy` (none for a buffer nothing used yet), the accesses'
      views rebuilt on it, a copy back after the last access when one may
      write, and a free. A buffer whose address reaches a function that is
      not the runtime, or accessed through a layout one copy cannot mirror,
      stays managed (and one a public function returns, with
      `managed-results`);
    - `maco_cg_host_sync` is inserted before the first host access (load,
      store, call of a function without GPU work, op with unknown effects,
      return of a public function) after GPU work.

    The stream is passed to the gpu ops as a `!gpu.async.token` cast from
    its pointer, which `gpu-to-llvm` lowers to the stream itself. A module
    without GPU work is left unchanged.

    A public function's results are device memory (the function waits for
    the device before it returns): its caller reads them with a copy
    (`mgpuMemcpy`, as `maco_entry` does) and frees them with
    `mgpuMemFree`. With `managed-results=true` they are managed memory
    instead, which a C caller can read directly.
  }];
  let options = [
    Option<"managedResults", "managed-results", "bool", /*default=*/"false",
           "Buffers a public function returns are managed memory (the "
           "caller reads them directly) instead of device memory (the "
           "caller copies them)">
  ];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

#endif // MACO_CONVERSION_PASSES_TD
