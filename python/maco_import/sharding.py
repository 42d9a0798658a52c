"""Shardings as maco's importer understands them, and their two sources.

A sharding is a grid (a named, N-dimensional array of ranks) and, for each
tensor dimension, the list of grid axes it is split over (major first),
which is what upstream's `shard.sharding @grid split_axes = [...]` says.

Sources:
  * Shardy (`sdy`), what JAX emits by default: `sdy.mesh @m = <["a"=2]>`,
    `#sdy.sharding<@m, [{"a"}, {}]>` (per dimension, the axes it is split
    over). Parsed from their text (IREE has no `sdy` dialect).
  * `mhlo.sharding` strings (GSPMD's HloSharding, JAX with
    `jax_use_shardy_partitioner=False`): `{devices=[2,1,2]<=[4]
    last_tile_dim_replicate}` is a tile assignment, matched against the
    grid's axes (see `hlo_to_split_axes`).

Every construct that maco cannot express exactly raises `ImportError_` with
the reason; none is dropped.
"""

from dataclasses import dataclass, field
import itertools
import re


class ImportError_(Exception):
    """An input the importer cannot import; `loc` says where."""

    def __init__(self, message, loc=None, notes=()):
        super().__init__(message)
        self.message = message
        self.loc = loc
        self.notes = list(notes)


@dataclass
class Grid:
    name: str
    axes: list  # [(axis name, size)]
    source: str = "sdy"  # where it came from: "sdy" or "mhlo"

    @property
    def shape(self):
        return [size for _, size in self.axes]

    def axis_index(self, name):
        for i, (axis, _) in enumerate(self.axes):
            if axis == name:
                return i
        return None

    def to_mlir(self):
        shape = "x".join(str(s) for s in self.shape) if self.axes else ""
        names = ", ".join(f"{i}={n}" for i, (n, _) in enumerate(self.axes))
        return f"shard.grid @{self.name}(shape = {shape})", names


@dataclass
class Sharding:
    grid: Grid
    split_axes: list  # per tensor dimension, list of grid axis indices
    text: str = ""  # as written in the input, for messages
    loc: str = None  # where it was written

    def to_mlir(self, rank):
        axes = list(self.split_axes) + [[]] * max(0, rank - len(self.split_axes))
        while len(axes) > 1 and not axes[-1]:
            axes.pop()
        if not axes:
            # A 0-d tensor: upstream prints `split_axes = []` but cannot
            # parse it back; `[[]]` (replicated) means the same.
            axes = [[]]
        inner = ", ".join("[" + ", ".join(str(a) for a in dim) + "]" for dim in axes)
        return f"shard.sharding @{self.grid.name} split_axes = [{inner}] : !shard.sharding"


# --------------------------------------------------------------------------
# A small scanner for Shardy's attribute syntax.


class _Scanner:
    def __init__(self, text, pos=0, where=None):
        self.text = text
        self.pos = pos
        self.where = where  # callable(pos) -> loc, for errors

    def error(self, message, pos=None):
        p = self.pos if pos is None else pos
        raise ImportError_(message, self.where(p) if self.where else None)

    def skip_ws(self):
        while self.pos < len(self.text) and self.text[self.pos] in " \t\r\n":
            self.pos += 1

    def peek(self, s):
        self.skip_ws()
        return self.text.startswith(s, self.pos)

    def accept(self, s):
        if self.peek(s):
            self.pos += len(s)
            return True
        return False

    def expect(self, s, what):
        if not self.accept(s):
            got = self.text[self.pos:self.pos + 20].split("\n")[0]
            self.error(f"malformed {what}: expected '{s}' at '{got}'")

    def string(self, what):
        self.skip_ws()
        if not self.text.startswith('"', self.pos):
            self.error(f"malformed {what}: expected a quoted axis name")
        end = self.pos + 1
        out = []
        while end < len(self.text) and self.text[end] != '"':
            if self.text[end] == "\\":
                end += 1
            out.append(self.text[end])
            end += 1
        if end >= len(self.text):
            self.error(f"malformed {what}: unterminated string")
        self.pos = end + 1
        return "".join(out)

    def integer(self, what):
        self.skip_ws()
        m = re.compile(r"-?\d+").match(self.text, self.pos)
        if not m:
            self.error(f"malformed {what}: expected an integer")
        self.pos = m.end()
        return int(m.group())

    def symbol(self, what):
        self.skip_ws()
        m = re.compile(r"@([\w$.-]+|\"[^\"]*\")").match(self.text, self.pos)
        if not m:
            self.error(f"malformed {what}: expected a @symbol")
        self.pos = m.end()
        return m.group(1).strip('"')

    def balanced(self, open_, close):
        """Skips a balanced `open_ ... close` group (strings respected)."""
        self.skip_ws()
        start = self.pos
        depth = 0
        i = self.pos
        while i < len(self.text):
            c = self.text[i]
            if c == '"':
                i += 1
                while i < len(self.text) and self.text[i] != '"':
                    i += 2 if self.text[i] == "\\" else 1
            elif c in open_:
                depth += 1
            elif c in close:
                depth -= 1
                if depth == 0:
                    self.pos = i + 1
                    return self.text[start:self.pos]
            i += 1
        self.error("unbalanced brackets", start)


def parse_sdy_mesh_body(sc, name, what="sdy.mesh"):
    """`<["a"=2, "b"=4]>` or `<["a"=2], device_ids=[...]>` after the name."""
    sc.skip_ws()
    start = sc.pos
    sc.expect("<", what)
    sc.expect("[", what)
    axes = []
    if not sc.accept("]"):
        while True:
            axis = sc.string(what)
            sc.expect("=", what)
            size = sc.integer(what)
            if size <= 0:
                sc.error(f"{what} @{name}: axis \"{axis}\" has size {size}")
            axes.append((axis, size))
            if sc.accept("]"):
                break
            sc.expect(",", what)
    device_ids = None
    if sc.accept(","):
        sc.skip_ws()
        if not sc.accept("device_ids"):
            sc.error(f"malformed {what}: expected 'device_ids'")
        sc.expect("=", what)
        sc.expect("[", what)
        device_ids = []
        if not sc.accept("]"):
            while True:
                device_ids.append(sc.integer(what))
                if sc.accept("]"):
                    break
                sc.expect(",", what)
    sc.expect(">", what)
    if not axes:
        sc.error(
            f"unsupported sharding: mesh @{name} has no axes (a maximal "
            f"sharding: the computation on one device); maco runs SPMD "
            f"programs over all ranks", start)
    total = 1
    for _, s in axes:
        total *= s
    if device_ids is not None and device_ids != list(range(total)):
        sc.error(
            f"unsupported sharding: mesh @{name} orders its devices as "
            f"device_ids={device_ids}; maco's grids are row-major over the "
            f"ranks 0..{total - 1} (device_ids = iota only)", start)
    return Grid(name, axes, "sdy")


def parse_sdy_tensor_sharding(sc, meshes, what="#sdy.sharding"):
    """`<@mesh, [{"a"}, {}], replicated={"b"}>` (the part after the name).

    Returns a Sharding."""
    sc.skip_ws()
    start = sc.pos
    sc.expect("<", what)
    if sc.peek("@"):
        mesh_name = sc.symbol(what)
        grid = meshes.get(mesh_name)
        if grid is None:
            sc.error(f"{what} refers to mesh @{mesh_name}, which no sdy.mesh "
                     f"defines", start)
    elif sc.accept("mesh"):
        body_pos = sc.pos
        grid = parse_sdy_mesh_body(sc, "<inline>", what)
        sc.error("unsupported sharding: an inline mesh (mesh<[...]>); name "
                 "it with sdy.mesh", body_pos)
    else:
        sc.error(f"malformed {what}: expected @mesh")
    sc.expect(",", what)
    sc.expect("[", what)
    dims = []
    if not sc.accept("]"):
        while True:
            dims.append(_parse_dim(sc, grid, what))
            if sc.accept("]"):
                break
            sc.expect(",", what)
    while sc.accept(","):
        sc.skip_ws()
        m = re.compile(r"(replicated|unreduced)\s*=").match(sc.text, sc.pos)
        if not m:
            sc.error(f"malformed {what}: unexpected '{sc.text[sc.pos:sc.pos+20]}'")
        sc.pos = m.end()
        kind = m.group(1)
        names = []
        sc.expect("{", what)
        if not sc.accept("}"):
            while True:
                names.append(_parse_axis(sc, grid, what))
                if sc.accept("}"):
                    break
                sc.expect(",", what)
        if kind == "unreduced" and names:
            sc.error(f"unsupported sharding: unreduced axes {names} (a value "
                     f"pending a reduction across ranks)", start)
    sc.expect(">", what)
    used = [a for d in dims for a in d]
    if len(set(used)) != len(used):
        sc.error(f"malformed {what}: a mesh axis splits two dimensions", start)
    text = sc.text[start:sc.pos]
    return Sharding(grid, dims, text)


def _parse_axis(sc, grid, what):
    sc.skip_ws()
    pos = sc.pos
    name = sc.string(what)
    if sc.peek(":("):
        sc.error(f"unsupported sharding: sub-axis \"{name}\":(...) (a part of a "
                 f"mesh axis); split along whole axes", pos)
    index = grid.axis_index(name)
    if index is None:
        sc.error(f"{what} names axis \"{name}\", which mesh @{grid.name} does "
                 f"not have", pos)
    return index


def _parse_dim(sc, grid, what):
    sc.skip_ws()
    pos = sc.pos
    sc.expect("{", what)
    axes = []
    open_ = False
    if not sc.accept("}"):
        while True:
            if sc.accept("?"):
                open_ = True
            else:
                axes.append(_parse_axis(sc, grid, what))
            if sc.accept("}"):
                break
            sc.expect(",", what)
    sc.skip_ws()
    if re.compile(r"p\d+").match(sc.text, sc.pos):
        sc.error("unsupported sharding: a dimension with a propagation "
                 "priority (pN); upstream's annotations have none", pos)
    if open_:
        sc.error("unsupported sharding: an open dimension ('?', e.g. "
                 "PartitionSpec.UNCONSTRAINED) leaves the choice to "
                 "propagation; maco's annotations state every dimension. "
                 "Give the dimension's axes (or none for replicated)", pos)
    return axes


# --------------------------------------------------------------------------
# mhlo.sharding (HloSharding) strings.


@dataclass
class HloSharding:
    kind: str  # "replicated", "tiled", or what is unsupported
    tile_dims: list = field(default_factory=list)
    devices: list = field(default_factory=list)  # flattened tile assignment
    replicate_last: bool = False


def parse_hlo_sharding(text):
    """Parses one HloSharding string. Raises ImportError_ (no loc)."""
    s = text.strip()
    if not (s.startswith("{") and s.endswith("}")):
        raise ImportError_(f"malformed mhlo.sharding \"{text}\"")
    body = s[1:-1].strip()
    # Metadata does not change the sharding.
    body = re.sub(r"\s*metadata=\{[^}]*\}", "", body).strip()
    if body.startswith("{"):
        raise ImportError_(
            f"unsupported sharding: mhlo.sharding \"{text}\" is a tuple "
            f"sharding; maco imports one sharding per value")
    if body == "replicated":
        return HloSharding("replicated")
    for kind in ("maximal", "manual", "unknown"):
        if body.startswith(kind):
            raise ImportError_(
                f"unsupported sharding: mhlo.sharding \"{text}\" ({kind}); "
                f"maco imports replicated and tiled shardings")
    m = re.fullmatch(r"devices=\[([\d,\s]+)\]\s*(.*)", body)
    if not m:
        raise ImportError_(f"malformed mhlo.sharding \"{text}\"")
    tile_dims = [int(x) for x in m.group(1).split(",")]
    rest = m.group(2)
    total = 1
    for d in tile_dims:
        total *= d
    m2 = re.match(r"<=\[([\d,\s]+)\](?:T\(([\d,\s]+)\))?\s*", rest)
    if m2:
        reshape = [int(x) for x in m2.group(1).split(",")]
        perm = ([int(x) for x in m2.group(2).split(",")]
                if m2.group(2) else list(range(len(reshape))))
        devices = _iota_transpose(reshape, perm)
        rest = rest[m2.end():]
    else:
        m3 = re.match(r"([\d,\s]+?)(?=\s*(last_|$))", rest)
        if not m3:
            raise ImportError_(f"malformed mhlo.sharding \"{text}\"")
        devices = [int(x) for x in m3.group(1).split(",") if x.strip()]
        rest = rest[m3.end():]
    rest = rest.strip()
    replicate_last = False
    if rest == "last_tile_dim_replicate":
        replicate_last = True
    elif rest.startswith("last_tile_dims="):
        kinds = re.findall(r"\w+", rest[len("last_tile_dims="):])
        if kinds != ["replicated"]:
            raise ImportError_(
                f"unsupported sharding: mhlo.sharding \"{text}\" has "
                f"last_tile_dims={{{', '.join(kinds)}}}; maco imports "
                f"replicated subgroups only")
        replicate_last = True
    elif rest:
        raise ImportError_(f"malformed mhlo.sharding \"{text}\": unexpected "
                           f"'{rest}'")
    if len(devices) != total:
        raise ImportError_(
            f"malformed mhlo.sharding \"{text}\": {len(devices)} devices for "
            f"a tile assignment of {total}")
    return HloSharding("tiled", tile_dims, devices, replicate_last)


def _iota_transpose(reshape, perm):
    total = 1
    for d in reshape:
        total *= d
    if sorted(perm) != list(range(len(reshape))):
        raise ImportError_(f"malformed mhlo.sharding: transpose T{tuple(perm)}")
    # Element at transposed index j = iota at index (j permuted back).
    tshape = [reshape[p] for p in perm]
    strides = [1] * len(reshape)
    for i in range(len(reshape) - 2, -1, -1):
        strides[i] = strides[i + 1] * reshape[i + 1]
    out = []
    for idx in itertools.product(*[range(n) for n in tshape]):
        out.append(sum(idx[k] * strides[perm[k]] for k in range(len(perm))))
    return out


def _tiles_for(grid, assignment, rank):
    """Tile dims and device order of splitting dimension d over the axes
    assignment[d] (in that order), as JAX/GSPMD build them."""
    shape = grid.shape
    used = [a for dim in assignment for a in dim]
    unused = [a for a in range(len(shape)) if a not in used]
    order = used + unused
    strides = [1] * len(shape)
    for i in range(len(shape) - 2, -1, -1):
        strides[i] = strides[i + 1] * shape[i + 1]
    devices = [sum(idx[k] * strides[order[k]] for k in range(len(order)))
               for idx in itertools.product(*[range(shape[a]) for a in order])]
    tile_dims = []
    for dim in assignment:
        n = 1
        for a in dim:
            n *= shape[a]
        tile_dims.append(n)
    rep = 1
    for a in unused:
        rep *= shape[a]
    return tile_dims, devices, rep


def hlo_to_split_axes(hlo, grid, rank, text):
    """The split axes over `grid` that give exactly `hlo`'s tile
    assignment, or an error saying that none does."""
    if hlo.kind == "replicated":
        return [[] for _ in range(max(rank, 1))]
    n_dims = len(hlo.tile_dims) - (1 if hlo.replicate_last else 0)
    if n_dims != rank:
        raise ImportError_(
            f"malformed mhlo.sharding \"{text}\": {n_dims} tiled dimensions "
            f"for a tensor of rank {rank}")
    want_dims = hlo.tile_dims[:n_dims]
    want_rep = hlo.tile_dims[n_dims] if hlo.replicate_last else 1
    n_axes = len(grid.axes)
    for choice in itertools.product(range(rank + 1), repeat=n_axes):
        groups = [[a for a in range(n_axes) if choice[a] == d] for d in range(rank)]
        for perms in itertools.product(*[itertools.permutations(g) for g in groups]):
            assignment = [list(p) for p in perms]
            tile_dims, devices, rep = _tiles_for(grid, assignment, rank)
            if tile_dims != want_dims or rep != want_rep:
                continue
            if devices == hlo.devices:
                return assignment
    shape = "x".join(str(s) for s in grid.shape)
    raise ImportError_(
        f"unsupported sharding: mhlo.sharding \"{text}\" is no split of the "
        f"tensor's dimensions along the axes of grid @{grid.name} (shape "
        f"{shape}); pass the mesh it was made for with --mesh (e.g. "
        f"--mesh dp=2,tp=2)")
