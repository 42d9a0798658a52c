"""Rewrites of StableHLO before IREE's input conversion, for what IREE would
turn into ops upstream MLIR lacks or into IR that computes otherwise.

1. Booleans converted to numbers (`stablehlo.convert` of i1) become a
   select of ones and zeros. IREE folds such a convert into the linalg
   contraction that reads it (`linalg.matmul` with an i1 operand), whose
   operand cast is signed in upstream MLIR: true became -1, so
   `(x > 0).astype(f32) @ w` computed -w's sums, a silently wrong answer.

2. Scatter-add as a one-hot contraction.

IREE turns `stablehlo.scatter` into `iree_linalg_ext.scatter`, which
upstream MLIR has no op for (and upstream's sharding could not partition).
JAX emits a scatter-add for the gradient of every gather: an embedding
lookup (`jnp.take`), `take_along_axis` in a cross-entropy with integer
labels. Such a scatter is rewritten here, in StableHLO, as

    mask[b, s, p] = AND_j (indices[b, s, j] == iota_p_j)    (one-hot)
    result = operand + transpose(dot_general(mask, updates))

contracting the scatter dimensions `s` and batching the batching dimensions
`b`: compare, convert, dot_general, transpose and add, which IREE lowers to
linalg (the contraction to a matmul) and upstream sharding partitions (a
scatter split by its updates becomes partial sums and an all-reduce). The
result is the scatter's for any indices, repeated ones included (they add
up) and out-of-bounds ones too (they match no position and are skipped, as
StableHLO skips an update whose window is out of bounds). The work is that
of the one-hot product: its mask has |b| x |s| x |p| elements (for an
embedding gradient, tokens x vocabulary: the size of the logits).

What is rewritten: an update computation that is one `stablehlo.add` of its
two arguments; every indexed operand dimension a point (an inserted window
dimension, as JAX's gathers' gradients are); every other operand dimension
either a batching dimension or a whole window. Any other scatter is left to
IREE, and maco-import reports it ("iree_linalg_ext.scatter").
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


def _is_add_region(op):
    """Whether the update computation is `add(arg0, arg1)`, in either order."""
    block = op.regions[0].blocks[0]
    ops = list(block.operations)
    if len(ops) != 2 or ops[0].operation.name != "stablehlo.add" or \
            ops[1].operation.name != "stablehlo.return":
        return False
    args = list(block.arguments)
    operands = list(ops[0].operation.operands)
    ret = list(ops[1].operation.operands)
    return (len(args) == 2 and len(ret) == 1 and
            ret[0] == ops[0].operation.results[0] and
            ((operands[0] == args[0] and operands[1] == args[1]) or
             (operands[0] == args[1] and operands[1] == args[0])))


class _Builder:
    """Creates StableHLO ops before `at` with the location `loc`."""

    def __init__(self, ir, at, loc):
        self.ir, self.at, self.loc = ir, at, loc

    def op(self, name, operands, result_type, **attrs):
        ir = self.ir
        with ir.InsertionPoint(self.at):
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


def _rewrite(op, p, ir):
    b = _Builder(ir, op, op.location)
    operand, indices, updates = op.operands
    it = p["indices"]
    index_el = it.element_type
    el = p["updates"].element_type
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
    # Attributes the importer keeps on the scatter (its sharding marker).
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


def rewrite_bool_converts(module, ir):
    """Rewrites every convert of a static i1 tensor to another element type
    (1 above); returns how many."""
    count = 0
    for op in _walk(module, "stablehlo.convert"):
        try:
            source = ir.RankedTensorType(op.operands[0].type)
            target = ir.RankedTensorType(op.results[0].type)
        except (ValueError, TypeError):
            continue
        if str(source.element_type) != "i1" or str(target.element_type) == "i1":
            continue
        with op.location:
            select = _ones_where(_Builder(ir, op, op.location),
                                 op.operands[0], target)
        op.results[0].replace_all_uses_with(select)
        op.erase()
        count += 1
    return count


def rewrite_scatters(module, ir):
    """Rewrites every scatter-add of `module` that it handles (see the
    module's comment); returns how many."""
    found = _walk(module, "stablehlo.scatter")
    count = 0
    for op in found:
        p = _plan(op, ir)
        if p is None or not _is_add_region(op):
            continue
        with op.location:
            _rewrite(op, p, ir)
        count += 1
    return count
