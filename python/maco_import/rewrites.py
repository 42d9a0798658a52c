"""Rewrites of StableHLO before IREE's input conversion, for what IREE would
turn into ops upstream MLIR lacks or into IR that computes otherwise.

1. Booleans converted to numbers (`stablehlo.convert` of i1) become a
   select of ones and zeros. IREE folds such a convert into the linalg
   contraction that reads it (`linalg.matmul` with an i1 operand), whose
   operand cast is signed in upstream MLIR: true became -1, so
   `(x > 0).astype(f32) @ w` computed -w's sums, a silently wrong answer.

2. Scatter-add as a one-hot contraction, and a scatter that sets
   (`x.at[i].set(v)`) as the last update of each position gathered
   (below).

3. A sum over a window sliding along one dimension whose result has the
   operand's shape (`jnp.cumsum`, and its reverse, are `stablehlo.
   reduce_window` of window n padded by n - 1) as a contraction with a
   band of ones: `dot_general(x, M)` with `M[j, i] = 1` where source j lies
   in output i's window. IREE makes such a reduce_window
   `iree_linalg_ext.scan`, which upstream MLIR lacks. Its work is n^2 per
   row instead of n; it partitions as a contraction (the summed dimension
   split: partial sums and an all-reduce). A window of the whole
   dimension reduced with max, min, multiply, and or or (`lax.cummax`,
   `cummin`, `jnp.cumprod`) is the masked reduction of the band: each
   output reduces the sources in its window, the others replaced by the
   initial value. Other windows (pooling: a stride, a smaller window) are
   left to IREE.

4. Gathers get their start indices clamped explicitly, as StableHLO
   defines (`clamp(0, start, operand_dim - slice_size)`): IREE lowers a
   gather of rows (`jnp.take(table, ids, mode="clip")`) to a
   `tensor.extract` at the index as it is, so an index out of bounds read
   outside the table (a silently wrong answer, or a crash). A `stablehlo.
   optimization_barrier` (`jax.checkpoint`) passes its operands on: IREE
   makes it `util.optimization_barrier`, and maco schedules without it.

5. `jax.lax.top_k` (`chlo.top_k`, along the last dimension) as k rounds of
   a maximum and the first position that holds it, each position taken
   once: IREE makes it `iree_linalg_ext.topk`, which upstream MLIR lacks.
   Floats are compared as their bits in IEEE total order (the bits of a
   negative value other than the sign flipped), as XLA's TopK orders them:
   NaN above +inf, -0 below +0, equal values in the order of their
   positions. Its work is k passes over the operand (XLA's: one sort); it
   partitions as reductions do (the last dimension split: a maximum and a
   minimum across the ranks per round).

6. `stablehlo.sort` (`jnp.sort`, `argsort`, `jnp.median`, top-p sampling)
   as a bitonic sorting network of elementwise ops: IREE makes it
   `iree_linalg_ext.sort`, which upstream MLIR lacks. The sorted dimension
   is padded to a power of two N and each element carries its position;
   each of the log2(N)(log2(N)+1)/2 stages reshapes that dimension into
   blocks of 2j, compares each element of a block's first half with its
   partner j further on (the comparator region inlined on whole tensors)
   and exchanges the two where they are out of order. Equal elements
   (neither before the other) are ordered by position and padding comes
   last, so the network gives the stable sort's result whatever
   `is_stable` says. Only the operands the comparator reads go through
   the network; the others (argsort's iota, values sorted by keys) are
   gathered at the sorted positions at the end. Its work is
   N log2(N)^2 / 4 compare-exchanges (XLA's sort: N log2(N)
   comparisons), all parallel; it partitions as elementwise ops do (the
   other dimensions split; a sorted dimension split is gathered first).
   Up to N = 64 (21 stages) the stages are unrolled as above; beyond,
   where unrolled code would take the LLVM backend a minute to compile,
   they are one `stablehlo.while` over (k, j) that reads each element's
   partner at position i ^ j with a gather: IR of constant size, slower
   at run time (docs/perf.md, "Sorting"). A comparator with an op that
   is not elementwise, or a dynamic shape, is left to IREE, and an error.

Scatter-add as a one-hot contraction.

IREE turns `stablehlo.scatter` into `iree_linalg_ext.scatter`, which
upstream MLIR has no op for (and upstream's sharding could not partition).
JAX emits a scatter-add for the gradient of every gather: an embedding
lookup (`jnp.take`), `take_along_axis` in a cross-entropy with integer
labels. Such a scatter is rewritten here, in StableHLO, as

    mask[b, s, p] = AND_j (indices[b, s, j] == iota_p_j)    (one-hot)
    result = operand + transpose(dot_general(mask, updates))

contracting the scatter dimensions `s` and batching the batching dimensions
`b`: compare, select, dot_general, transpose and add, which IREE lowers to
linalg (the contraction to a matmul) and upstream sharding partitions (a
scatter split by its updates becomes partial sums and an all-reduce). The
result is the scatter's for any indices, repeated ones included (they add
up) and out-of-bounds ones too (they match no position and are skipped, as
StableHLO skips an update whose window is out of bounds). The work is that
of the one-hot product: its mask has |b| x |s| x |p| elements (for an
embedding gradient, tokens x vocabulary: the size of the logits).

A scatter whose update computation is max, min, multiply, and or or
(`x.at[i].max(v)`, `jax.ops.segment_max`) reduces, with the same mask,
the updates that name each position (the others replaced by the
combiner's identity: -inf for a max) and combines that with the operand:
|b| x |s| x |p| x window work, as the one-hot product's.

A scatter that sets (its update computation returns the update: JAX's
`x.at[i].set(v)`, a mixture of experts putting tokens back in their order,
`logits.at[rows, labels].set(-inf)`) uses the same mask:

    last[b, p] = max_s (mask[b, s, p] ? s : -1)
    result = last >= 0 ? gather(updates, last) : operand

with the scatter dimensions `s` flattened in row-major order, so that of
repeated indices the last update wins, as a sequential scatter leaves it
(XLA's CPU backend too), and an index out of bounds matches nothing. The
work is the mask's, |b| x |s| x |p|, and a gather of the windows.

What is rewritten: an update computation that is one `stablehlo.add` of its
two arguments, or one max, min, multiply, and or or of them, or that
returns its second (a set; integer or float elements); every indexed
operand dimension a point (an inserted window dimension, as JAX's gathers'
gradients are); every other operand dimension either a batching dimension
or a whole window. Any other scatter is left to IREE, and maco-import
reports it ("iree_linalg_ext.scatter").
"""

import re


def _ints(text, name):
    m = re.search(name + r"\s*=\s*\[([^\]]*)\]", text)
    if not m or not m.group(1).strip():
        return []
    return [int(v) for v in m.group(1).split(",")]


def _int(text, name, default):
    m = re.search(name + r"\s*=\s*(-?\d+)", text)
    return int(m.group(1)) if m else default


def _region_combiner(op):
    """The name of the binary op that the op's region applies to its two
    arguments (in either order) and returns, else None."""
    block = op.regions[0].blocks[0]
    ops = list(block.operations)
    if len(ops) != 2 or ops[1].operation.name != "stablehlo.return":
        return None
    args = list(block.arguments)
    operands = list(ops[0].operation.operands)
    ret = list(ops[1].operation.operands)
    if (len(args) == 2 and len(ret) == 1 and len(operands) == 2 and
            ret[0] == ops[0].operation.results[0] and
            ((operands[0] == args[0] and operands[1] == args[1]) or
             (operands[0] == args[1] and operands[1] == args[0]))):
        return ops[0].operation.name
    return None


def _is_add_region(op):
    """Whether the update computation is `add(arg0, arg1)`, in either order."""
    return _region_combiner(op) == "stablehlo.add"


# Combiners other than add that scatters and sliding windows are rewritten
# for, as masked reductions.
_COMBINERS = ("stablehlo.maximum", "stablehlo.minimum", "stablehlo.multiply",
              "stablehlo.and", "stablehlo.or")

_INFINITY = {"f16": ("0x7C00", "0xFC00"), "bf16": ("0x7F80", "0xFF80"),
             "f32": ("0x7F800000", "0xFF800000"),
             "f64": ("0x7FF0000000000000", "0xFFF0000000000000")}


def _identity(combiner, element):
    """The text of `combiner`'s identity for `element` (a float, a signless
    or unsigned integer, or i1), or None."""
    e = str(element)
    m = re.fullmatch(r"(u?)i(\d+)", e)
    if e == "i1":
        return {"stablehlo.maximum": "false", "stablehlo.minimum": "true",
                "stablehlo.multiply": "true", "stablehlo.and": "true",
                "stablehlo.or": "false"}.get(combiner)
    if m:
        width, unsigned = int(m.group(2)), bool(m.group(1))
        low, high = ((0, 2 ** width - 1) if unsigned else
                     (-(2 ** (width - 1)), 2 ** (width - 1) - 1))
        return str({"stablehlo.maximum": low, "stablehlo.minimum": high,
                    "stablehlo.multiply": 1, "stablehlo.and": -1 if not unsigned
                    else high, "stablehlo.or": 0}[combiner])
    if e in _INFINITY:
        return {"stablehlo.maximum": _INFINITY[e][1],
                "stablehlo.minimum": _INFINITY[e][0],
                "stablehlo.multiply": "1.0"}.get(combiner)
    return None


class _Builder:
    """Creates StableHLO ops before the op `at` (or at the insertion point
    `at`) with the location `loc`."""

    def __init__(self, ir, at, loc):
        self.ir, self.at, self.loc = ir, at, loc

    def ip(self):
        if isinstance(self.at, self.ir.InsertionPoint):
            return self.at
        return self.ir.InsertionPoint(self.at)

    def op(self, name, operands, result_type, **attrs):
        ir = self.ir
        with self.ip():
            created = ir.Operation.create(
                name, results=[result_type], operands=list(operands),
                attributes={k: ir.Attribute.parse(v) for k, v in attrs.items()},
                loc=self.loc)
        return created.results[0]

    def tensor(self, shape, element):
        return self.ir.RankedTensorType.get(shape, element)


def _array(values):
    return "array<i64" + (": " + ", ".join(str(v) for v in values) if values
                          else "") + ">"


def _plan(op, ir):
    """The dimensions of a scatter this rewrite handles, or None."""
    if len(op.operands) != 3 or len(op.results) != 1:
        return None  # variadic scatter
    dims = str(op.attributes["scatter_dimension_numbers"])
    operand_t = ir.RankedTensorType(op.operands[0].type)
    indices_t = ir.RankedTensorType(op.operands[1].type)
    updates_t = ir.RankedTensorType(op.operands[2].type)
    for t in (operand_t, indices_t, updates_t):
        if not t.has_static_shape:
            return None
    uwd = _ints(dims, "update_window_dims")
    iwd = _ints(dims, "inserted_window_dims")
    ibd = _ints(dims, "input_batching_dims")
    sibd = _ints(dims, "scatter_indices_batching_dims")
    sdod = _ints(dims, "scatter_dims_to_operand_dims")
    ivd = _int(dims, "index_vector_dim", indices_t.rank)
    if sorted(iwd) != sorted(sdod) or len(ibd) != len(sibd):
        return None
    window = [d for d in range(operand_t.rank) if d not in iwd and d not in ibd]
    if len(window) != len(uwd):
        return None
    # Scatter dimensions of the indices, in order, and of the updates.
    s_idx = [d for d in range(indices_t.rank) if d != ivd]
    s_upd = [d for d in range(updates_t.rank) if d not in uwd]
    if len(s_idx) != len(s_upd):
        return None
    for w, u in zip(window, uwd):
        if updates_t.shape[u] != operand_t.shape[w]:
            return None  # a partial window: its offset depends on the index
    for i, u in zip(s_idx, s_upd):
        if indices_t.shape[i] != updates_t.shape[u]:
            return None
    depth = indices_t.shape[ivd] if ivd < indices_t.rank else 1
    if depth != len(sdod):
        return None
    return dict(operand=operand_t, indices=indices_t, updates=updates_t,
                window=window, uwd=uwd, ibd=ibd, sibd=sibd, sdod=sdod,
                ivd=ivd, s_idx=s_idx, s_upd=s_upd)


def _scatter_mask(b, op, p, ir):
    """The one-hot mask of a planned scatter, its dimensions the batching
    ones, the other scatter dimensions, then one per indexed operand
    dimension; with (batch_i, free_i, s_shape, point_shape)."""
    indices = op.operands[1]
    it = p["indices"]
    index_el = it.element_type
    i1 = ir.IntegerType.get_signless(1)
    # Mask dimensions: the batching ones (in input_batching_dims' order),
    # the other scatter dimensions of the indices (in order), then one per
    # indexed operand dimension (in scatter_dims_to_operand_dims' order).
    batch_i = [p["s_idx"].index(d) for d in p["sibd"]]  # positions in s_idx
    free_i = [k for k in range(len(p["s_idx"])) if k not in batch_i]
    s_shape = [it.shape[d] for d in p["s_idx"]]
    point_shape = [p["operand"].shape[d] for d in p["sdod"]]
    mask_order = batch_i + free_i  # s_idx positions in mask order
    mask_shape = [s_shape[k] for k in mask_order] + point_shape
    n_s = len(mask_order)
    scatter_dims_in_mask = [mask_order.index(k) for k in range(len(s_shape))]
    mask = None
    for j, d in enumerate(p["sdod"]):
        if p["ivd"] < it.rank:
            start = [0] * it.rank
            limit = list(it.shape)
            start[p["ivd"]], limit[p["ivd"]] = j, j + 1
            part = b.op("stablehlo.slice", [indices],
                        b.tensor(limit[:p["ivd"]] + [1] + limit[p["ivd"] + 1:],
                                 index_el),
                        start_indices=_array(start), limit_indices=_array(limit),
                        strides=_array([1] * it.rank))
            part = b.op("stablehlo.reshape", [part], b.tensor(s_shape, index_el))
        else:
            part = indices
        mask_t = b.tensor(mask_shape, index_el)
        spread = b.op("stablehlo.broadcast_in_dim", [part], mask_t,
                      broadcast_dimensions=_array(scatter_dims_in_mask))
        iota = b.op("stablehlo.iota", [], mask_t,
                    iota_dimension=f"{n_s + j} : i64")
        eq = b.op("stablehlo.compare", [spread, iota], b.tensor(mask_shape, i1),
                  comparison_direction="#stablehlo<comparison_direction EQ>")
        mask = eq if mask is None else b.op(
            "stablehlo.and", [mask, eq], b.tensor(mask_shape, i1))
    return mask, batch_i, free_i, s_shape, point_shape


def _rewrite(op, p, ir):
    b = _Builder(ir, op, op.location)
    operand, indices, updates = op.operands
    el = p["updates"].element_type
    mask, batch_i, free_i, s_shape, point_shape = _scatter_mask(b, op, p, ir)
    mask_shape = list(ir.RankedTensorType(mask.type).shape)
    n_s = len(batch_i) + len(free_i)
    # A select of ones and zeros, not a convert (1 above).
    onehot = _ones_where(b, mask, b.tensor(mask_shape, el))
    # dot_general(onehot, updates): batch the batching dimensions, contract
    # the other scatter dimensions.
    lhs_batch = list(range(len(batch_i)))
    rhs_batch = [p["s_upd"][k] for k in batch_i]
    lhs_contract = list(range(len(batch_i), n_s))
    rhs_contract = [p["s_upd"][k] for k in free_i]
    ut = p["updates"]
    dot_shape = ([s_shape[k] for k in batch_i] + point_shape +
                 [ut.shape[u] for u in p["uwd"]])
    dot = b.op("stablehlo.dot_general", [onehot, updates], b.tensor(dot_shape, el),
               dot_dimension_numbers=(
                   "#stablehlo.dot<lhs_batching_dimensions = [%s], "
                   "rhs_batching_dimensions = [%s], "
                   "lhs_contracting_dimensions = [%s], "
                   "rhs_contracting_dimensions = [%s]>" % tuple(
                       ", ".join(map(str, v)) for v in
                       (lhs_batch, rhs_batch, lhs_contract, rhs_contract))))
    # The product's dimensions are [batching, indexed, window]; the operand's
    # are in its own order.
    produced = list(p["ibd"]) + list(p["sdod"]) + list(p["window"])
    perm = [produced.index(d) for d in range(p["operand"].rank)]
    ot = p["operand"]
    if perm != list(range(len(perm))):
        dot = b.op("stablehlo.transpose", [dot], ot, permutation=_array(perm))
    result = b.op("stablehlo.add", [operand, dot], ot)
    _replace(op, result)


def _replace(op, result):
    """Replaces `op`'s one result by `result`, whose op takes the attributes
    the importer keeps on `op` (its sharding marker)."""
    new_op = result.owner
    attrs = op.attributes
    for i in range(len(attrs)):
        name = attrs[i].name
        if name.startswith("maco_import.") or name == "mhlo.sharding":
            new_op.attributes[name] = attrs[i].attr
    op.results[0].replace_all_uses_with(result)
    op.erase()


def _walk(module, name):
    found = []

    def visit(op):
        if op.operation.name == name:
            found.append(op.operation)
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    visit(inner)

    for op in module.body.operations:
        visit(op)
    return found


def _rewrite_each(module, name, plan, rewrite):
    """Calls rewrite(op, plan(op)) on every op `name` of `module` whose plan
    is not None, at the op's location; returns how many."""
    count = 0
    for op in _walk(module, name):
        p = plan(op)
        if p is None:
            continue
        with op.location:
            rewrite(op, p)
        count += 1
    return count


def _splat(b, value, element, shape):
    """(the 0-d constant `value`, it broadcast to `shape`)."""
    scalar = b.tensor([], element)
    c = b.op("stablehlo.constant", [], scalar, value=f"dense<{value}> : {scalar}")
    return c, b.op("stablehlo.broadcast_in_dim", [c], b.tensor(shape, element),
                   broadcast_dimensions=_array([]))


def _ones_where(b, mask, target):
    """select(mask, 1, 0) of type `target` (numbers where `mask` is true)."""
    el = target.element_type
    scalar = b.tensor([], el)
    integer = re.fullmatch(r"u?i\d+", str(el)) is not None
    values = []
    for v in ("1", "0"):
        c = b.op("stablehlo.constant", [], scalar,
                 value=f"dense<{v if integer else v + '.0'}> : {scalar}")
        values.append(b.op("stablehlo.broadcast_in_dim", [c], target,
                           broadcast_dimensions=_array([])))
    return b.op("stablehlo.select", [mask] + values, target)


def _bool_convert_target(op, ir):
    """The result type of a convert of an i1 tensor to numbers, or None."""
    try:
        source = ir.RankedTensorType(op.operands[0].type)
        target = ir.RankedTensorType(op.results[0].type)
    except (ValueError, TypeError):
        return None
    if str(source.element_type) != "i1" or str(target.element_type) == "i1":
        return None
    return target


def rewrite_bool_converts(module, ir):
    """Rewrites every convert of an i1 tensor to another element type (1
    above); returns how many."""
    return _rewrite_each(
        module, "stablehlo.convert", lambda op: _bool_convert_target(op, ir),
        lambda op, target: _replace(
            op, _ones_where(_Builder(ir, op, op.location), op.operands[0],
                            target)))


def _is_set_region(op):
    """Whether the update computation returns the update (`.at[].set`)."""
    block = op.regions[0].blocks[0]
    ops = list(block.operations)
    args = list(block.arguments)
    return (len(args) == 2 and len(ops) == 1 and
            ops[0].operation.name == "stablehlo.return" and
            len(ops[0].operation.operands) == 1 and
            ops[0].operation.operands[0] == args[1])


def _scatter_extents(p, batch_i, free_i, s_shape):
    """(the batching dimensions' sizes, the number of updates per batch
    element (the other scatter dimensions flattened), the window's sizes)."""
    n_free = 1
    for k in free_i:
        n_free *= s_shape[k]
    return ([s_shape[k] for k in batch_i], n_free,
            [p["updates"].shape[u] for u in p["uwd"]])


def _flat_updates(b, p, updates, batch_i, free_i, n_free):
    """The updates as [batching..., scatter (flattened), window...]."""
    ut = p["updates"]
    el = ut.element_type
    perm_u = ([p["s_upd"][k] for k in batch_i] +
              [p["s_upd"][k] for k in free_i] + list(p["uwd"]))
    u = updates
    if perm_u != list(range(ut.rank)):
        u = b.op("stablehlo.transpose", [u],
                 b.tensor([ut.shape[d] for d in perm_u], el),
                 permutation=_array(perm_u))
    shape = ([ut.shape[p["s_upd"][k]] for k in batch_i] + [n_free] +
             [ut.shape[d] for d in p["uwd"]])
    return b.op("stablehlo.reshape", [u], b.tensor(shape, el))


def _to_operand_order(b, p, value, element):
    """`value` of dimensions [batching, indexed, window] in the operand's
    order."""
    produced = list(p["ibd"]) + list(p["sdod"]) + list(p["window"])
    perm = [produced.index(d) for d in range(p["operand"].rank)]
    if perm == list(range(len(perm))):
        return value
    return b.op("stablehlo.transpose", [value],
                b.tensor(list(p["operand"].shape), element),
                permutation=_array(perm))


def _rewrite_combine(op, p, ir, combiner):
    """A scatter whose update computation is `combiner` (max, min, multiply,
    and, or: `x.at[i].max(v)`, `segment_max`): the updates that name each
    position reduced with the combiner (the others replaced by its
    identity), then combined with the operand."""
    b = _Builder(ir, op, op.location)
    operand, _, updates = op.operands
    mask, batch_i, free_i, s_shape, point_shape = _scatter_mask(b, op, p, ir)
    el = p["updates"].element_type
    i1 = ir.IntegerType.get_signless(1)
    bshape, n_free, wshape = _scatter_extents(p, batch_i, free_i, s_shape)
    nb, npt = len(bshape), len(point_shape)
    u = _flat_updates(b, p, updates, batch_i, free_i, n_free)
    vshape = bshape + point_shape + [n_free] + wshape
    m = b.op("stablehlo.reshape", [mask],
             b.tensor(bshape + [n_free] + point_shape, i1))
    m = b.op("stablehlo.broadcast_in_dim", [m], b.tensor(vshape, i1),
             broadcast_dimensions=_array(list(range(nb)) + [nb + npt] +
                                         list(range(nb, nb + npt))))
    spread = b.op("stablehlo.broadcast_in_dim", [u], b.tensor(vshape, el),
                  broadcast_dimensions=_array(
                      list(range(nb)) + list(range(nb + npt, len(vshape)))))
    init, identity = _splat(b, _identity(combiner, el), el, vshape)
    chosen = b.op("stablehlo.select", [m, spread, identity], b.tensor(vshape, el))
    value = _reduce(b, chosen, init, combiner, nb + npt,
                    b.tensor(bshape + point_shape + wshape, el))
    value = _to_operand_order(b, p, value, el)
    _replace(op, b.op(combiner, [operand, value], p["operand"]))


def _rewrite_set(op, p, ir):
    """A scatter that sets (see the module's comment): each indexed
    position takes the last update that names it, in the row-major order of
    the scatter dimensions (as a sequential scatter leaves it), or keeps
    the operand's value."""
    b = _Builder(ir, op, op.location)
    operand, _, updates = op.operands
    mask, batch_i, free_i, s_shape, point_shape = _scatter_mask(b, op, p, ir)
    ut, ot = p["updates"], p["operand"]
    el = ut.element_type
    i1 = ir.IntegerType.get_signless(1)
    bshape, n_free, wshape = _scatter_extents(p, batch_i, free_i, s_shape)
    nb, npt = len(bshape), len(point_shape)
    j_el = ir.IntegerType.get_signless(32 if n_free < 2 ** 31 else 64)

    splat = lambda v, e, shape: _splat(b, v, e, shape)  # noqa: E731

    # The last update of each position, -1 where none names it.
    ms = bshape + [n_free] + point_shape
    m = b.op("stablehlo.reshape", [mask], b.tensor(ms, i1))
    iota_s = b.op("stablehlo.iota", [], b.tensor(ms, j_el),
                  iota_dimension=f"{nb} : i64")
    none_scalar, none = splat(-1, j_el, ms)
    cand = b.op("stablehlo.select", [m, iota_s, none], b.tensor(ms, j_el))
    last = _reduce(b, cand, none_scalar, "stablehlo.maximum", nb,
                   b.tensor(bshape + point_shape, j_el))
    # Its value: that update's window, gathered (the index clamped to 0
    # where none names the position; the operand's value is kept there).
    u = _flat_updates(b, p, updates, batch_i, free_i, n_free)
    _, zero_j = splat(0, j_el, bshape + point_shape)
    start = b.op("stablehlo.maximum", [last, zero_j],
                 b.tensor(bshape + point_shape, j_el))
    start = b.op("stablehlo.reshape", [start],
                 b.tensor(bshape + point_shape + [1], j_el))
    rshape = bshape + point_shape + wshape
    nw = len(wshape)
    dims = ("#stablehlo.gather<offset_dims = [%s], collapsed_slice_dims = "
            "[%d], operand_batching_dims = [%s], start_indices_batching_dims"
            " = [%s], start_index_map = [%d], index_vector_dim = %d>" % (
                ", ".join(str(nb + npt + k) for k in range(nw)), nb,
                ", ".join(map(str, range(nb))), ", ".join(map(str, range(nb))),
                nb, nb + npt))
    value = b.op("stablehlo.gather", [u, start], b.tensor(rshape, el),
                 dimension_numbers=dims,
                 slice_sizes=_array([1] * (nb + 1) + wshape))
    hit = b.op("stablehlo.compare", [last, zero_j],
               b.tensor(bshape + point_shape, i1),
               comparison_direction="#stablehlo<comparison_direction GE>")
    hit = b.op("stablehlo.broadcast_in_dim", [hit], b.tensor(rshape, i1),
               broadcast_dimensions=_array(list(range(nb + npt))))
    value = _to_operand_order(b, p, value, el)
    hit = _to_operand_order(b, p, hit, i1)
    _replace(op, b.op("stablehlo.select", [hit, value, operand], ot))


def _scatter_plan(op, ir):
    """The plan and the rewrite of a scatter-add, a scatter that sets or
    one that combines with max, min, multiply, and or or, else None."""
    combiner = _region_combiner(op)
    rewrite = (_rewrite if combiner == "stablehlo.add" else
               _rewrite_set if _is_set_region(op) else None)
    p = _plan(op, ir)
    if p is None:
        return None
    el = p["updates"].element_type
    if combiner in _COMBINERS and _identity(combiner, el) is not None:
        return p, lambda op, p, ir: _rewrite_combine(op, p, ir, combiner)
    if rewrite is None:
        return None
    if rewrite is _rewrite_set and not (
            str(el) in _FLOAT_BITS or re.fullmatch(r"u?i\d+", str(el))):
        return None  # no index to gather with (complex)
    return p, rewrite


def rewrite_scatters(module, ir):
    """Rewrites every scatter of `module` that it handles (adds, sets and
    the combiners of the module's comment); returns how many."""
    return _rewrite_each(module, "stablehlo.scatter",
                         lambda op: _scatter_plan(op, ir),
                         lambda op, planned: planned[1](op, planned[0], ir))


def _dense_ints(text):
    """The integers of `array<i64: ...>` or `dense<...>` attribute text."""
    if text.startswith("array<"):
        body = text.split(":", 1)[1] if ":" in text else ""
    else:
        body = text.split(" : ")[0]
    return [int(v) for v in re.findall(r"-?\d+", body)]


def _window_plan(op, ir):
    """For a reduce_window over a window sliding along one dimension,
    giving a result of the operand's shape (jnp.cumsum: window n, padding
    (n - 1, 0); its reverse: (0, n - 1)): (dimension, window, low padding);
    else None."""
    if len(op.operands) != 2 or len(op.results) != 1:
        return None
    try:
        t = ir.RankedTensorType(op.operands[0].type)
    except (ValueError, TypeError):
        return None
    if not t.has_static_shape or \
            ir.RankedTensorType(op.results[0].type).shape != t.shape:
        return None
    attrs = {op.attributes[i].name: str(op.attributes[i].attr)
             for i in range(len(op.attributes))}
    window = _dense_ints(attrs.get("window_dimensions", "array<i64>"))
    if len(window) != t.rank:
        return None
    for name in ("window_strides", "base_dilations", "window_dilations"):
        if name in attrs and any(v != 1 for v in _dense_ints(attrs[name])):
            return None
    padding = _dense_ints(attrs["padding"]) if "padding" in attrs else []
    if len(padding) == 1:
        padding = padding * (2 * t.rank)
    if not padding:
        padding = [0] * (2 * t.rank)
    if len(padding) != 2 * t.rank:
        return None
    dims = [d for d in range(t.rank) if window[d] != 1]
    if len(dims) != 1:
        return None
    k = dims[0]
    lo, hi = padding[2 * k], padding[2 * k + 1]
    if any(padding[2 * d] or padding[2 * d + 1]
           for d in range(t.rank) if d != k):
        return None
    if lo < 0 or hi < 0 or lo + hi != window[k] - 1:
        return None
    return k, window[k], lo


def _is_zero(value):
    """Whether `value` is a zero constant (through broadcasts, reshapes and
    converts, as JAX passes a reduction's initial value)."""
    owner = value.owner
    while True:
        op = owner.operation if hasattr(owner, "operation") else owner
        name = op.name
        if name in ("stablehlo.broadcast_in_dim", "stablehlo.reshape",
                    "stablehlo.convert"):
            owner = op.operands[0].owner
            continue
        if name != "stablehlo.constant":
            return False
        text = str(op.attributes["value"]).split(" :")[0]
        m = re.fullmatch(r"dense<(.*)>", text)
        if not m:
            return False
        try:
            return float(m.group(1)) == 0.0
        except ValueError:
            return False


def _band(b, ir, n, w, lo):
    """The [n, n] i1 mask of a window of `w` sliding along n elements with
    `lo` padding before: [j, i] is true where source j lies in output i's
    window."""
    i32 = ir.IntegerType.get_signless(32)
    square = b.tensor([n, n], i32)
    rows = b.op("stablehlo.iota", [], square, iota_dimension="0 : i64")
    cols = b.op("stablehlo.iota", [], square, iota_dimension="1 : i64")
    # Source j contributes to output i when 0 <= j - i + lo <= w - 1.
    diff = b.op("stablehlo.subtract", [rows, cols], square)
    i1 = ir.IntegerType.get_signless(1)
    cond = None
    for bound, direction in ((-lo, "GE"), (w - 1 - lo, "LE")):
        c = b.op("stablehlo.constant", [], b.tensor([], i32),
                 value=f"dense<{bound}> : tensor<i32>")
        c = b.op("stablehlo.broadcast_in_dim", [c], square,
                 broadcast_dimensions=_array([]))
        cmp = b.op("stablehlo.compare", [diff, c], b.tensor([n, n], i1),
                   comparison_direction=f"#stablehlo<comparison_direction {direction}>")
        cond = cmp if cond is None else b.op(
            "stablehlo.and", [cond, cmp], b.tensor([n, n], i1))
    return cond


def _rewrite_window_sum(op, plan, ir):
    k, w, lo = plan
    b = _Builder(ir, op, op.location)
    x = op.operands[0]
    t = ir.RankedTensorType(x.type)
    n = t.shape[k]
    cond = _band(b, ir, n, w, lo)
    mask = _ones_where(b, cond, b.tensor([n, n], t.element_type))
    others = [d for d in range(t.rank) if d != k]
    dot = b.op("stablehlo.dot_general", [x, mask],
               b.tensor([t.shape[d] for d in others] + [n], t.element_type),
               dot_dimension_numbers=(
                   "#stablehlo.dot<lhs_contracting_dimensions = [%d], "
                   "rhs_contracting_dimensions = [0]>" % k))
    result = dot
    if k != t.rank - 1:
        produced = others + [k]
        perm = [produced.index(d) for d in range(t.rank)]
        result = b.op("stablehlo.transpose", [dot], t, permutation=_array(perm))
    _replace(op, result)


def _rewrite_window_combine(op, plan, ir, combiner):
    """A sliding window reduced with `combiner` (jax.lax.cummax, cummin,
    jnp.cumprod): each output the reduction, from the initial value, of
    the sources in its window (the others replaced by the initial value,
    as padding is)."""
    k, w, lo = plan
    b = _Builder(ir, op, op.location)
    x, init = op.operands
    t = ir.RankedTensorType(x.type)
    n, rank = t.shape[k], t.rank
    i1 = ir.IntegerType.get_signless(1)
    vshape = list(t.shape) + [n]
    band = b.op("stablehlo.broadcast_in_dim", [_band(b, ir, n, w, lo)],
                b.tensor(vshape, i1), broadcast_dimensions=_array([rank, k]))
    spread = b.op("stablehlo.broadcast_in_dim", [x], b.tensor(vshape, t.element_type),
                  broadcast_dimensions=_array(
                      [rank if d == k else d for d in range(rank)]))
    fill = b.op("stablehlo.broadcast_in_dim", [init],
                b.tensor(vshape, t.element_type), broadcast_dimensions=_array([]))
    chosen = b.op("stablehlo.select", [band, spread, fill],
                  b.tensor(vshape, t.element_type))
    _replace(op, _reduce(b, chosen, init, combiner, rank, t))


def _window_rewrite(op, ir):
    """The plan and rewrite of a sliding-window sum (a zero initial value)
    or a sliding window of max, min (any initial value: they are
    idempotent), multiply, and or or (their identity as the initial value),
    else None."""
    combiner = _region_combiner(op)
    plan = _window_plan(op, ir) if combiner else None
    if plan is None:
        return None
    if combiner == "stablehlo.add":
        return (plan, _rewrite_window_sum) if _is_zero(op.operands[1]) else None
    # A window shorter than the dimension (pooling with stride 1) is left
    # to IREE's pooling ops: as a masked reduction it would do n^2 work.
    k, w, _ = plan
    if combiner not in _COMBINERS or \
            w != ir.RankedTensorType(op.operands[0].type).shape[k]:
        return None
    if combiner not in ("stablehlo.maximum", "stablehlo.minimum") and \
            not _is_identity(op.operands[1], combiner):
        return None
    return plan, lambda op, p, ir: _rewrite_window_combine(op, p, ir, combiner)


def _is_identity(value, combiner):
    """Whether `value` is the constant identity of `combiner` (through
    broadcasts, reshapes and converts)."""
    op = value.owner
    op = op.operation if hasattr(op, "operation") else op
    while op.name in ("stablehlo.broadcast_in_dim", "stablehlo.reshape",
                      "stablehlo.convert"):
        op = op.operands[0].owner
        op = op.operation if hasattr(op, "operation") else op
    if op.name != "stablehlo.constant":
        return False
    text = str(op.attributes["value"]).split(" :")[0]
    m = re.fullmatch(r"dense<(.*)>", text)
    t = op.results[0].type
    identity = _identity(combiner, getattr(t, "element_type", t))
    if not m or identity is None:
        return False
    try:
        return float(m.group(1)) == float(identity)
    except ValueError:
        return m.group(1).lower() == identity.lower()


def rewrite_window_sums(module, ir):
    """Rewrites every sliding-window reduction that it handles (3 above);
    returns how many."""
    return _rewrite_each(
        module, "stablehlo.reduce_window", lambda op: _window_rewrite(op, ir),
        lambda op, planned: planned[1](op, planned[0], ir))


def _gather_plan(op, ir):
    """(indices type, index_vector_dim, bound per index component) of a
    static gather, or None."""
    dims = str(op.attributes["dimension_numbers"])
    try:
        operand_t = ir.RankedTensorType(op.operands[0].type)
        indices_t = ir.RankedTensorType(op.operands[1].type)
    except (ValueError, TypeError):
        return None
    if not operand_t.has_static_shape or not indices_t.has_static_shape:
        return None
    if not re.fullmatch(r"u?i\d+", str(indices_t.element_type)):
        return None
    start_map = _ints(dims, "start_index_map")
    ivd = _int(dims, "index_vector_dim", indices_t.rank)
    sizes = _dense_ints(str(op.attributes["slice_sizes"]))
    if len(sizes) != operand_t.rank:
        return None
    bounds = [operand_t.shape[d] - sizes[d] for d in start_map]
    depth = indices_t.shape[ivd] if ivd < indices_t.rank else 1
    if depth != len(bounds) or min(bounds, default=0) < 0:
        return None
    return indices_t, ivd, bounds


def _clamp_gather(op, plan, ir):
    indices_t, ivd, bounds = plan
    b = _Builder(ir, op, op.location)
    el = indices_t.element_type
    shape = list(indices_t.shape)
    target = b.tensor(shape, el)

    def bound_tensor(values):
        if ivd >= indices_t.rank or len(set(values)) == 1:
            c = b.op("stablehlo.constant", [], b.tensor([], el),
                     value=f"dense<{values[0]}> : {b.tensor([], el)}")
            return b.op("stablehlo.broadcast_in_dim", [c], target,
                        broadcast_dimensions=_array([]))
        vec = b.tensor([len(values)], el)
        c = b.op("stablehlo.constant", [], vec,
                 value="dense<[%s]> : %s" % (", ".join(map(str, values)), vec))
        return b.op("stablehlo.broadcast_in_dim", [c], target,
                    broadcast_dimensions=_array([ivd]))

    low = bound_tensor([0] * len(bounds))
    high = bound_tensor(bounds)
    clamped = b.op("stablehlo.maximum", [op.operands[1], low], target)
    clamped = b.op("stablehlo.minimum", [clamped, high], target)
    op.operands[1] = clamped


def clamp_gathers(module, ir):
    """Clamps the start indices of every static gather (4 above); returns
    how many. An unsigned index cannot be below 0 and is clamped above."""
    return _rewrite_each(module, "stablehlo.gather",
                         lambda op: _gather_plan(op, ir),
                         lambda op, p: _clamp_gather(op, p, ir))


def drop_optimization_barriers(module, ir):
    """Replaces every optimization barrier by its operands (4 above)."""
    found = _walk(module, "stablehlo.optimization_barrier")
    for op in found:
        for result, operand in zip(op.results, op.operands):
            result.replace_all_uses_with(operand)
        op.erase()
    return len(found)


_FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}


def _top_k_plan(op, ir):
    """(operand type, k) of a `chlo.top_k` this rewrite handles (5 above:
    static shape, a float or signless integer element), else None."""
    if len(op.operands) != 1 or len(op.results) != 2:
        return None
    try:
        t = ir.RankedTensorType(op.operands[0].type)
    except (ValueError, TypeError):
        return None
    el = str(t.element_type)
    if not t.has_static_shape or t.rank == 0 or not (
            el in _FLOAT_BITS or re.fullmatch(r"i(8|16|32|64)", el)):
        return None
    k = int(re.match(r"-?\d+", str(op.attributes["k"])).group(0))
    if not 1 <= k <= t.shape[-1]:
        return None
    return t, k


def _reduce(b, x, init, combiner, dim, result_t):
    """stablehlo.reduce of `x` along `dim` from the scalar `init` with the
    binary op `combiner`."""
    ir = b.ir
    scalar = ir.RankedTensorType.get([], result_t.element_type)
    with b.ip():
        red = ir.Operation.create(
            "stablehlo.reduce", results=[result_t], operands=[x, init],
            attributes={"dimensions": ir.Attribute.parse(_array([dim]))},
            regions=1, loc=b.loc)
    block = red.regions[0].blocks.append(scalar, scalar)
    with ir.InsertionPoint(block):
        r = ir.Operation.create(combiner, results=[scalar],
                                operands=list(block.arguments), loc=b.loc)
        ir.Operation.create("stablehlo.return", results=[],
                            operands=[r.results[0]], loc=b.loc)
    return red.results[0]


def _rewrite_top_k(op, plan, ir):
    t, k = plan
    b = _Builder(ir, op, op.location)
    shape, last = list(t.shape), t.rank - 1
    rows = shape[:-1]
    el = str(t.element_type)
    width = _FLOAT_BITS.get(el) or int(el[1:])
    key_el = ir.IntegerType.get_signless(width)
    index_t = ir.RankedTensorType(op.results[1].type)
    index_el = index_t.element_type
    i1 = ir.IntegerType.get_signless(1)
    full = lambda e: b.tensor(shape, e)  # noqa: E731

    splat = lambda v, e, shape: _splat(b, v, e, shape)  # noqa: E731

    def total_order(v, v_shape):
        # Float bits as integers in IEEE total order: the bits of a
        # negative value (sign set) other than the sign flipped (an
        # involution: it also maps keys back to bits).
        _, shift = splat(width - 1, key_el, v_shape)
        _, low = splat(2 ** (width - 1) - 1, key_el, v_shape)
        sign = b.op("stablehlo.shift_right_arithmetic", [v, shift],
                    b.tensor(v_shape, key_el))
        flip = b.op("stablehlo.and", [sign, low], b.tensor(v_shape, key_el))
        return b.op("stablehlo.xor", [v, flip], b.tensor(v_shape, key_el))

    x = op.operands[0]
    if el in _FLOAT_BITS:
        key = total_order(b.op("stablehlo.bitcast_convert", [x], full(key_el)),
                          shape)
    else:
        key = x
    iota = b.op("stablehlo.iota", [], full(index_el),
                iota_dimension=f"{last} : i64")
    lowest = -(2 ** (width - 1))
    min_scalar, min_full = splat(lowest, key_el, shape)
    n_scalar, n_full = splat(shape[-1], index_el, shape)
    _, false_full = splat("false", i1, shape)
    taken = false_full
    values, indices = [], []
    for j in range(k):
        # The largest key not taken, then the first position holding it.
        cur = b.op("stablehlo.select", [taken, min_full, key], full(key_el))
        m = _reduce(b, cur, min_scalar, "stablehlo.maximum", last,
                    b.tensor(rows, key_el))
        mb = b.op("stablehlo.broadcast_in_dim", [m], full(key_el),
                  broadcast_dimensions=_array(list(range(last))))
        eq = b.op("stablehlo.compare", [cur, mb], full(i1),
                  comparison_direction="#stablehlo<comparison_direction EQ>")
        free = b.op("stablehlo.not", [taken], full(i1))
        eq = b.op("stablehlo.and", [eq, free], full(i1))
        cand = b.op("stablehlo.select", [eq, iota, n_full], full(index_el))
        idx = _reduce(b, cand, n_scalar, "stablehlo.minimum", last,
                      b.tensor(rows, index_el))
        values.append(b.op("stablehlo.reshape", [m], b.tensor(rows + [1], key_el)))
        indices.append(b.op("stablehlo.reshape", [idx],
                            b.tensor(rows + [1], index_el)))
        if j + 1 < k:
            ib = b.op("stablehlo.broadcast_in_dim", [idx], full(index_el),
                      broadcast_dimensions=_array(list(range(last))))
            hit = b.op("stablehlo.compare", [iota, ib], full(i1),
                       comparison_direction="#stablehlo<comparison_direction EQ>")
            taken = b.op("stablehlo.or", [taken, hit], full(i1))

    def concat(parts, e):
        if len(parts) == 1:
            return parts[0]
        return b.op("stablehlo.concatenate", parts, b.tensor(rows + [k], e),
                    dimension=f"{last} : i64")

    out = concat(values, key_el)
    if el in _FLOAT_BITS:
        out = b.op("stablehlo.bitcast_convert", [total_order(out, rows + [k])],
                   b.tensor(rows + [k], t.element_type))
    out_indices = concat(indices, index_el)
    op.results[0].replace_all_uses_with(out)
    op.results[1].replace_all_uses_with(out_indices)
    op.erase()


def rewrite_top_ks(module, ir):
    """Rewrites every `chlo.top_k` it handles (5 above); returns how many."""
    return _rewrite_each(module, "chlo.top_k", lambda op: _top_k_plan(op, ir),
                         lambda op, p: _rewrite_top_k(op, p, ir))


# Ops that change a value's shape or read other elements: a comparator
# holding one is not inlined elementwise (6 above).
_SHAPED_OPS = {
    "stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.transpose",
    "stablehlo.slice", "stablehlo.dynamic_slice", "stablehlo.concatenate",
    "stablehlo.pad", "stablehlo.iota", "stablehlo.reduce", "stablehlo.gather",
    "stablehlo.dot_general", "stablehlo.reverse", "stablehlo.rng",
    "stablehlo.rng_bit_generator", "stablehlo.custom_call",
    "stablehlo.get_tuple_element", "stablehlo.tuple",
    "stablehlo.dynamic_update_slice", "stablehlo.dynamic_broadcast_in_dim",
    "stablehlo.dynamic_reshape", "stablehlo.dynamic_iota",
    "stablehlo.real_dynamic_slice", "stablehlo.dynamic_pad",
    "stablehlo.get_dimension_size", "stablehlo.set_dimension_size",
}


def _sort_plan(op, ir):
    """(shape, dimension) of a `stablehlo.sort` this rewrite handles (6
    above), else None."""
    try:
        types = [ir.RankedTensorType(v.type) for v in op.operands]
    except (ValueError, TypeError):
        return None
    if not types or not types[0].has_static_shape or types[0].rank == 0:
        return None
    dim = int(re.match(r"-?\d+", str(op.attributes["dimension"])).group(0))
    if dim < 0:
        dim += types[0].rank
    if not 0 <= dim < types[0].rank:
        return None
    blocks = op.regions[0].blocks
    if len(blocks) != 1:
        return None
    for inner in blocks[0].operations:
        name = inner.operation.name
        if name == "stablehlo.return":
            continue
        if not name.startswith("stablehlo.") or name in _SHAPED_OPS or \
                len(inner.operation.regions) != 0:
            return None
        for v in list(inner.operands) + list(inner.results):
            try:
                if ir.RankedTensorType(v.type).rank != 0:
                    return None
            except (ValueError, TypeError):
                return None
    return list(types[0].shape), dim


def _inline_comparator(b, region, args, shape):
    """The i1 tensor of `shape` that the sort comparator `region` gives for
    the tensors `args` (one per block argument), its ops applied elementwise
    (a constant broadcast)."""
    ir = b.ir
    block = region.blocks[0]
    values = {}
    for a, v in zip(block.arguments, args):
        values[a] = v

    def lookup(v):
        for k, w in values.items():
            if k == v:
                return w
        raise KeyError(v)

    result = None
    for inner in block.operations:
        name = inner.operation.name
        if name == "stablehlo.return":
            result = lookup(inner.operands[0])
            break
        named = inner.operation.attributes
        attrs = {named[i].name: named[i].attr for i in range(len(named))}
        if name == "stablehlo.constant":
            scalar = inner.results[0].type
            with b.ip():
                c = ir.Operation.create(name, results=[scalar], operands=[],
                                        attributes=attrs, loc=b.loc)
            el = ir.RankedTensorType(scalar).element_type
            values[inner.results[0]] = b.op(
                "stablehlo.broadcast_in_dim", [c.results[0]],
                b.tensor(shape, el), broadcast_dimensions=_array([]))
            continue
        results = [b.tensor(shape, ir.RankedTensorType(r.type).element_type)
                   for r in inner.results]
        with b.ip():
            created = ir.Operation.create(
                name, results=results,
                operands=[lookup(v) for v in inner.operands],
                attributes=attrs, loc=b.loc)
        for r, c in zip(inner.results, created.results):
            values[r] = c
    return result


class _Bitonic:
    """The bitonic network of a planned `stablehlo.sort` (6 above) along
    dimension `d` of `shape`, padded from n to N."""

    def __init__(self, ir, op, shape, d):
        self.ir, self.region = ir, op.regions[0]
        self.shape, self.d = shape, d
        self.n = shape[d]
        self.N = 1 << (self.n - 1).bit_length()
        self.padded = shape[:d] + [self.N] + shape[d + 1:]
        self.i1 = ir.IntegerType.get_signless(1)
        self.idx_el = ir.IntegerType.get_signless(32 if self.N < 2 ** 31 else 64)
        # The operands the comparator reads (keys) go through the network;
        # the others (argsort's iota, a sort's values) are gathered at the
        # sorted positions at the end.
        args = list(self.region.blocks[0].arguments)
        self.count = len(op.operands)
        self.keys = [i for i in range(self.count)
                     if any(True for _ in args[2 * i].uses) or
                     any(True for _ in args[2 * i + 1].uses)]

    def el(self, v):
        return self.ir.RankedTensorType(v.type).element_type

    def cmp(self, b, x, y, how, s):
        return b.op("stablehlo.compare", [x, y], b.tensor(s, self.i1),
                    comparison_direction=f"#stablehlo<comparison_direction {how}>")

    def logic(self, b, name, operands, s):
        return b.op(name, operands, b.tensor(s, self.i1))

    def before(self, b, x, y, s):
        """Whether x comes before y (lists of carried tensors of shape s,
        positions last): the comparator, ties by position, padding last."""
        def lt(p, q):
            args = [None] * (2 * self.count)
            for t, i in enumerate(self.keys):
                args[2 * i], args[2 * i + 1] = p[t], q[t]
            return _inline_comparator(b, self.region, args, s)

        idx_lt = self.cmp(b, x[-1], y[-1], "LT", s)
        tie_first = self.logic(b, "stablehlo.and", [
            self.logic(b, "stablehlo.not", [lt(y, x)], s), idx_lt], s)
        real = self.logic(b, "stablehlo.or", [lt(x, y), tie_first], s)
        if self.N == self.n:
            return real
        bound = _splat(b, self.n, self.idx_el, s)[1]
        px = self.cmp(b, x[-1], bound, "GE", s)
        py = self.cmp(b, y[-1], bound, "GE", s)
        both = self.logic(b, "stablehlo.and", [px, py], s)
        either = self.logic(b, "stablehlo.or", [px, py], s)
        pads = b.op("stablehlo.select", [both, idx_lt, py], b.tensor(s, self.i1))
        return b.op("stablehlo.select", [either, pads, real], b.tensor(s, self.i1))

    def pad(self, b, operands):
        """The operands padded to N along d, and the positions (an iota)."""
        shape, d, N, n = self.shape, self.d, self.N, self.n
        carried = []
        for v in operands:
            if N > n:
                e = str(self.el(v))
                fill = "false" if e == "i1" else (
                    "0" if re.fullmatch(r"u?i\d+", e) else "0.0")
                zero = _splat(b, fill, self.el(v), [])[0]
                high = [0] * len(shape)
                high[d] = N - n
                v = b.op("stablehlo.pad", [v, zero],
                         b.tensor(self.padded, self.el(v)),
                         edge_padding_low=_array([0] * len(shape)),
                         edge_padding_high=_array(high),
                         interior_padding=_array([0] * len(shape)))
            carried.append(v)
        carried.append(b.op("stablehlo.iota", [], b.tensor(self.padded, self.idx_el),
                            iota_dimension=f"{d} : i64"))
        return carried

    def unrolled(self, b, carried):
        """Every stage (k, j) in place: the dimension reshaped into blocks of
        2j, the first half of each block compared with the second."""
        shape, d, N = self.shape, self.d, self.N
        el, idx_el = self.el, self.idx_el
        k = 2
        while k <= N:
            j = k // 2
            while j >= 1:
                # Blocks of 2j: [blocks, 2, j] without its unit dimensions,
                # the pair axis at `axis` (unit dimensions would make the
                # reshapes between stages ambiguous, and IREE flattens them).
                blocks = N // (2 * j)
                outer = [blocks] if blocks > 1 else []
                inner = [j] if j > 1 else []
                axis = d + len(outer)
                split = shape[:d] + outer + [2] + inner + shape[d + 1:]
                half = shape[:d] + outer + [1] + inner + shape[d + 1:]
                s = shape[:d] + outer + inner + shape[d + 1:]
                los, his = [], []
                for v in carried:
                    r = b.op("stablehlo.reshape", [v], b.tensor(split, el(v)))
                    for part, out in ((0, los), (1, his)):
                        start = [0] * len(split)
                        start[axis] = part
                        limit = list(split)
                        limit[axis] = part + 1
                        sl = b.op("stablehlo.slice", [r], b.tensor(half, el(v)),
                                  start_indices=_array(start),
                                  limit_indices=_array(limit),
                                  strides=_array([1] * len(split)))
                        out.append(b.op("stablehlo.reshape", [sl],
                                        b.tensor(s, el(v))))
                swap = self.before(b, his, los, s)
                if k < N:
                    # Blocks whose bit k/(2j) is set sort descending.
                    block = b.op("stablehlo.iota", [], b.tensor(s, idx_el),
                                 iota_dimension=f"{d} : i64")
                    bit = b.op("stablehlo.and", [
                        block, _splat(b, k // (2 * j), idx_el, s)[1]],
                        b.tensor(s, idx_el))
                    ascending = self.cmp(b, bit, _splat(b, 0, idx_el, s)[1],
                                         "EQ", s)
                    swap = self.cmp(b, swap, ascending, "EQ", s)
                nxt = []
                for lo, hi in zip(los, his):
                    parts = []
                    for first, second in ((hi, lo), (lo, hi)):
                        pick = b.op("stablehlo.select", [swap, first, second],
                                    b.tensor(s, el(lo)))
                        parts.append(b.op("stablehlo.reshape", [pick],
                                          b.tensor(half, el(lo))))
                    cat = b.op("stablehlo.concatenate", parts,
                               b.tensor(split, el(lo)),
                               dimension=f"{axis} : i64")
                    nxt.append(b.op("stablehlo.reshape", [cat],
                                    b.tensor(self.padded, el(lo))))
                carried = nxt
                j //= 2
            k *= 2
        return carried

    def partner(self, b, v, index, shape=None):
        """v read along d at `index` (a take_along_axis) of `shape` (the
        padded one by default)."""
        shape = shape or self.padded
        rank, d = len(shape), self.d
        batch = [k for k in range(rank) if k != d]
        start = b.op("stablehlo.reshape", [index],
                     b.tensor(shape + [1], self.idx_el))
        dims = ("#stablehlo.gather<offset_dims = [], collapsed_slice_dims = "
                "[%d], operand_batching_dims = [%s], start_indices_batching_dims"
                " = [%s], start_index_map = [%d], index_vector_dim = %d>" % (
                    d, ", ".join(map(str, batch)), ", ".join(map(str, batch)),
                    d, rank))
        return b.op("stablehlo.gather", [v, start],
                    b.tensor(shape, self.el(v)), dimension_numbers=dims,
                    slice_sizes=_array([1] * rank))

    def loop(self, b, carried):
        """The stages as a `stablehlo.while` over (k, j): each element is
        compared with its partner at position i ^ j, the pair ascending
        where i & k is 0. The IR's size does not grow with N."""
        ir, s, idx_el, d = self.ir, self.padded, self.idx_el, self.d
        scalar = b.tensor([], idx_el)
        types = [v.type for v in carried] + [scalar, scalar]
        inits = carried + [_splat(b, 2, idx_el, [])[0], _splat(b, 1, idx_el, [])[0]]
        with b.ip():
            loop = ir.Operation.create("stablehlo.while", results=types,
                                       operands=inits, regions=2, loc=b.loc)
        cond = loop.regions[0].blocks.append(*types)
        cb = _Builder(ir, ir.InsertionPoint(cond), b.loc)
        k = cond.arguments[len(carried)]
        go = self.cmp(cb, k, _splat(cb, self.N, idx_el, [])[0], "LE", [])
        with cb.ip():
            ir.Operation.create("stablehlo.return", results=[], operands=[go],
                                loc=b.loc)
        body = loop.regions[1].blocks.append(*types)
        bb = _Builder(ir, ir.InsertionPoint(body), b.loc)
        args = list(body.arguments)
        xs, k, j = args[:len(carried)], args[-2], args[-1]
        spread = lambda v: bb.op(  # noqa: E731
            "stablehlo.broadcast_in_dim", [v], bb.tensor(s, idx_el),
            broadcast_dimensions=_array([]))
        # The positions from a 1-D iota: one over the whole shape would be
        # CSE'd with the positions' initial value outside the loop, which
        # the body would then read from above (a value whose shardings
        # inside and outside the loop differ).
        iota = bb.op("stablehlo.broadcast_in_dim", [bb.op(
            "stablehlo.iota", [], bb.tensor([self.N], idx_el),
            iota_dimension="0 : i64")], bb.tensor(s, idx_el),
            broadcast_dimensions=_array([d]))
        zeros = _splat(bb, 0, idx_el, s)[1]
        index = bb.op("stablehlo.xor", [iota, spread(j)], bb.tensor(s, idx_el))
        partners = [self.partner(bb, v, index) for v in xs]
        first = self.cmp(bb, bb.op("stablehlo.and", [iota, spread(j)],
                                   bb.tensor(s, idx_el)), zeros, "EQ", s)
        pick = lambda w, x, y: bb.op(  # noqa: E731
            "stablehlo.select", [w, x, y], bb.tensor(s, self.el(x)))
        los = [pick(first, v, p) for v, p in zip(xs, partners)]
        his = [pick(first, p, v) for v, p in zip(xs, partners)]
        ascending = self.cmp(bb, bb.op("stablehlo.and", [iota, spread(k)],
                                       bb.tensor(s, idx_el)), zeros, "EQ", s)
        swap = self.cmp(bb, self.before(bb, his, los, s), ascending, "EQ", s)
        nxt = [pick(swap, p, v) for v, p in zip(xs, partners)]
        # (k, j) -> (2k, k) after j = 1, else (k, j / 2).
        one = _splat(bb, 1, idx_el, [])[0]
        last = self.cmp(bb, j, one, "EQ", [])
        nk = bb.op("stablehlo.select", [last, bb.op("stablehlo.shift_left", [
            k, one], scalar), k], scalar)
        nj = bb.op("stablehlo.select", [last, k, bb.op(
            "stablehlo.shift_right_logical", [j, one], scalar)], scalar)
        with bb.ip():
            ir.Operation.create("stablehlo.return", results=[],
                                operands=nxt + [nk, nj], loc=b.loc)
        return list(loop.results)[:len(carried)]


# Stages up to which the network is unrolled (N <= 64); beyond, a loop.
_UNROLLED_STAGES = 21


def _rewrite_sort(op, plan, ir):
    shape, d = plan
    b = _Builder(ir, op, op.location)
    operands = list(op.operands)
    if shape[d] <= 1:
        for r, v in zip(op.results, operands):
            r.replace_all_uses_with(v)
        op.erase()
        return
    net = _Bitonic(ir, op, shape, d)
    carried = net.pad(b, [operands[i] for i in net.keys])
    bits = net.N.bit_length() - 1
    if bits * (bits + 1) // 2 <= _UNROLLED_STAGES:
        carried = net.unrolled(b, carried)
    else:
        carried = net.loop(b, carried)

    def unpadded(v):
        if net.N == net.n:
            return v
        limit = list(net.padded)
        limit[d] = net.n
        return b.op("stablehlo.slice", [v], b.tensor(shape, net.el(v)),
                    start_indices=_array([0] * len(shape)),
                    limit_indices=_array(limit),
                    strides=_array([1] * len(shape)))

    positions = unpadded(carried[-1])
    for i, r in enumerate(op.results):
        if i in net.keys:
            v = unpadded(carried[net.keys.index(i)])
        else:
            v = net.partner(b, operands[i], positions, shape)
        r.replace_all_uses_with(v)
    op.erase()


def rewrite_sorts(module, ir):
    """Rewrites every `stablehlo.sort` it handles (6 above); returns how
    many."""
    return _rewrite_each(module, "stablehlo.sort", lambda op: _sort_plan(op, ir),
                         lambda op, p: _rewrite_sort(op, p, ir))
