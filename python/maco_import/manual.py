"""StableHLO's explicit collectives (inside shard_map bodies) -> maco ops.

Inside `sdy.manual_computation` JAX writes communication itself:
`stablehlo.all_reduce`, `all_gather`, `reduce_scatter`, `all_to_all`,
`collective_permute` and `partition_id` (jax.lax.psum, all_gather,
psum_scatter, all_to_all, ppermute, axis_index). Their groups are lists of
device ids; maco's are (grid, grid_axes). `describe` turns one op into
what maco needs (the maco op's name and attributes) or an ImportError_
naming the op:

  * replica_groups (with use_global_device_ids: device ids, row-major over
    the mesh, as Shardy's iota meshes number them) must be exactly the
    groups of some ordered list of mesh axes: the devices that share every
    other coordinate, listed in row-major order of the coordinates along
    those axes (the order the group rank has in maco). Order inside a
    group matters for all_gather, reduce_scatter and all_to_all and not
    for all_reduce. No groups means all devices.
  * source_target_pairs: the axes are the mesh axes along which some pair
    moves; every pair must keep the other coordinates, and every group
    along those axes must get the same pairs of group ranks.
  * reductions: the region's one op: add, multiply, maximum, minimum ->
    sum, prod, max, min.
  * partition_id -> maco.rank over every mesh axis (the device id).
"""

import itertools
import re

from .sharding import ImportError_

_REDUCTIONS = {"stablehlo.add": "sum", "stablehlo.multiply": "prod",
               "stablehlo.maximum": "max", "stablehlo.minimum": "min"}

COLLECTIVES = ("stablehlo.all_reduce", "stablehlo.all_gather",
               "stablehlo.reduce_scatter", "stablehlo.all_to_all",
               "stablehlo.collective_permute", "stablehlo.partition_id")


def dense_i64(text, what, loc):
    """`dense<[[0, 1]]> : tensor<1x2xi64>` -> (shape, flat values)."""
    m = re.fullmatch(r"dense<(.*)>\s*:\s*tensor<((?:\d+x)*)i64>", text.strip(),
                     re.S)
    if not m:
        raise ImportError_(f"malformed {what}: {text}", loc)
    shape = [int(d) for d in m.group(2).split("x") if d]
    count = 1
    for d in shape:
        count *= d
    values = [int(v) for v in re.findall(r"-?\d+", m.group(1))]
    if len(values) == 1 and count != 1:
        values = values * count  # a splat
    if len(values) != count:
        raise ImportError_(f"malformed {what}: {text}", loc)
    return shape, values


def _rows(shape, values):
    if not shape or shape[0] == 0:
        return []
    width = len(values) // shape[0]
    return [values[i * width:(i + 1) * width] for i in range(shape[0])]


def _coords(device, shape):
    out = []
    for size in reversed(shape):
        out.append(device % size)
        device //= size
    return list(reversed(out))


def _linear(coords, shape):
    d = 0
    for c, size in zip(coords, shape):
        d = d * size + c
    return d


def _groups_of(axes, shape):
    """The device groups of the ordered mesh axes `axes`."""
    others = [a for a in range(len(shape)) if a not in axes]
    groups = []
    for fixed in itertools.product(*[range(shape[a]) for a in others]):
        group = []
        for along in itertools.product(*[range(shape[a]) for a in axes]):
            coords = [0] * len(shape)
            for a, c in zip(others, fixed):
                coords[a] = c
            for a, c in zip(axes, along):
                coords[a] = c
            group.append(_linear(coords, shape))
        groups.append(group)
    return groups


def groups_to_axes(groups, grid, ordered, what, loc):
    """The ordered mesh axes whose groups `groups` are (see the file
    comment); `ordered`: whether the order inside a group matters."""
    shape = grid.shape
    total = 1
    for s in shape:
        total *= s
    if not groups:
        return [a for a in range(len(shape)) if shape[a] > 1]
    key = (lambda g: tuple(g)) if ordered else (lambda g: frozenset(g))
    wanted = {key(g) for g in groups}
    if sum(len(g) for g in groups) != total or len(wanted) != len(groups):
        raise ImportError_(
            f"{what}: replica groups {groups} do not cover the {total} devices "
            f"of mesh @{grid.name} once each", loc)
    axes = [a for a in range(len(shape)) if shape[a] > 1]
    for r in range(len(axes) + 1):
        for perm in itertools.permutations(axes, r):
            if {key(g) for g in _groups_of(list(perm), shape)} == wanted:
                return list(perm)
    raise ImportError_(
        f"unsupported: {what} over replica groups {groups}, which are not "
        f"the groups of any mesh axes of @{grid.name} "
        f"({', '.join(f'{n}={s}' for n, s in grid.axes)})", loc)


def pairs_to_group(pairs, grid, what, loc):
    """(ordered mesh axes, [[source, target] in group ranks])."""
    shape = grid.shape
    total = 1
    for s in shape:
        total *= s
    for s, t in pairs:
        if not (0 <= s < total and 0 <= t < total):
            raise ImportError_(f"{what}: pair [{s}, {t}] names a device outside "
                               f"mesh @{grid.name} ({total} devices)", loc)
    moving = sorted({a for s, t in pairs for a in range(len(shape))
                     if _coords(s, shape)[a] != _coords(t, shape)[a]})
    per_group = {}
    for s, t in pairs:
        cs, ct = _coords(s, shape), _coords(t, shape)
        other = tuple(c for a, c in enumerate(cs) if a not in moving)
        rank = lambda c: _linear([c[a] for a in moving],  # noqa: E731
                                 [shape[a] for a in moving])
        per_group.setdefault(other, set()).add((rank(cs), rank(ct)))
    groups = 1
    for a in range(len(shape)):
        if a not in moving:
            groups *= shape[a]
    sets = list(per_group.values())
    if pairs and (len(sets) != groups or any(p != sets[0] for p in sets)):
        raise ImportError_(
            f"unsupported: {what} with pairs {pairs}: the groups along mesh "
            f"axes {[grid.axes[a][0] for a in moving]} of @{grid.name} do not "
            f"all exchange the same way (maco.permute applies one set of "
            f"pairs to every group)", loc)
    return moving, sorted(sets[0]) if sets else []


class Collective:
    """One maco op to create in place of a marker call: its name, its
    attributes (MLIR text, the grid's added later) and where it came from."""

    def __init__(self, name, attrs, grid, loc, per_operand=False):
        self.name = name
        self.attrs = attrs
        self.grid = grid
        self.loc = loc
        self.per_operand = per_operand  # one maco op per operand


def _attr(op, ir, name):
    attrs = op.operation.attributes
    return attrs[name] if name in attrs else None


def _reduction(op, ir, what, loc):
    region = op.regions[0]
    ops = [o for blk in region.blocks for o in blk.operations]
    names = [o.operation.name for o in ops]
    if (len(ops) == 2 and names[0] in _REDUCTIONS and
            names[1] == "stablehlo.return"):
        args = list(region.blocks[0].arguments)
        used = list(ops[0].operands)
        returned = list(ops[1].operands)
        if (len(args) == 2 and len(used) == 2 and len(returned) == 1 and
                ((used[0] == args[0] and used[1] == args[1]) or
                 (used[0] == args[1] and used[1] == args[0])) and
                returned[0] == ops[0].results[0]):
            return _REDUCTIONS[names[0]]
    raise ImportError_(
        f"unsupported: {what} whose reduction is not one stablehlo add, "
        f"multiply, maximum or minimum of its two arguments "
        f"({', '.join(names)})", loc)


def _groups(op, ir, what, loc, need_global):
    if need_global and _attr(op, ir, "use_global_device_ids") is None:
        raise ImportError_(
            f"unsupported: {what} without use_global_device_ids (its "
            f"replica groups would name replicas, not the devices of a "
            f"shard_map)", loc)
    if not need_global and _attr(op, ir, "channel_handle") is None:
        raise ImportError_(
            f"unsupported: {what} without a channel handle (cross-replica: "
            f"maco runs one replica)", loc)
    rg = _attr(op, ir, "replica_groups")
    if rg is None:
        return []
    shape, values = dense_i64(str(rg), f"replica_groups of {what}", loc)
    return [g for g in _rows(shape, values) if g]


def _i64(op, ir, name):
    return int(str(_attr(op, ir, name)).split(":")[0])


def describe(op, ir, grid, loc):
    """The Collective replacing the StableHLO collective `op`."""
    name = op.operation.name
    what = name
    axes_text = lambda axes: f"array<i16{': ' if axes else ''}" + \
        ", ".join(map(str, axes)) + ">"  # noqa: E731
    if name == "stablehlo.partition_id":
        axes = list(range(len(grid.shape)))
        return Collective("maco.rank", {"grid_axes": axes_text(axes)}, grid, loc)
    if name == "stablehlo.collective_permute":
        if _attr(op, ir, "channel_handle") is None:
            raise ImportError_(f"unsupported: {what} without a channel handle "
                               f"(cross-replica: maco runs one replica)", loc)
        shape, values = dense_i64(str(_attr(op, ir, "source_target_pairs")),
                                  f"source_target_pairs of {what}", loc)
        axes, pairs = pairs_to_group(_rows(shape, values), grid, what, loc)
        flat = [v for p in pairs for v in p]
        return Collective("maco.permute", {
            "grid_axes": axes_text(axes),
            "pairs": f"array<i64{': ' if flat else ''}"
                     + ", ".join(map(str, flat)) + ">"}, grid, loc, True)
    if name == "stablehlo.all_reduce":
        groups = _groups(op, ir, what, loc, True)
        axes = groups_to_axes(groups, grid, False, what, loc)
        return Collective("maco.all_reduce", {
            "grid_axes": axes_text(axes),
            "reduction": f"#maco<reduction {_reduction(op, ir, what, loc)}>"},
            grid, loc)
    if name == "stablehlo.all_gather":
        groups = _groups(op, ir, what, loc, True)
        axes = groups_to_axes(groups, grid, True, what, loc)
        return Collective("maco.all_gather", {
            "grid_axes": axes_text(axes),
            "gather_axis": f"{_i64(op, ir, 'all_gather_dim')} : i64"},
            grid, loc, True)
    if name == "stablehlo.reduce_scatter":
        groups = _groups(op, ir, what, loc, True)
        axes = groups_to_axes(groups, grid, True, what, loc)
        return Collective("maco.reduce_scatter", {
            "grid_axes": axes_text(axes),
            "scatter_axis": f"{_i64(op, ir, 'scatter_dimension')} : i64",
            "reduction": f"#maco<reduction {_reduction(op, ir, what, loc)}>"},
            grid, loc, True)
    if name == "stablehlo.all_to_all":
        groups = _groups(op, ir, what, loc, False)
        axes = groups_to_axes(groups, grid, True, what, loc)
        size = 1
        for a in axes:
            size *= grid.shape[a]
        if _i64(op, ir, "split_count") != size:
            raise ImportError_(
                f"{what}: split_count {_i64(op, ir, 'split_count')} is not the "
                f"size {size} of its group", loc)
        return Collective("maco.all_to_all", {
            "grid_axes": axes_text(axes),
            "split_axis": f"{_i64(op, ir, 'split_dimension')} : i64",
            "concat_axis": f"{_i64(op, ir, 'concat_dimension')} : i64"},
            grid, loc, True)
    raise AssertionError(name)
