"""StableHLO from JAX, with its shardings -> upstream MLIR with `shard`
annotations, ready for maco (`maco-frontend`).

Steps (docs/user-guide.md, "From JAX"):

 1. Read the input: StableHLO text (`jax.jit(f).lower(...).as_text()`,
    `Exported.mlir_module()`), or the serialized form of `jax.export`
    (`Exported.serialize()`; reading it needs the `jax` package).
 2. Take the shardings out (sharding.py, sdy_text.py): Shardy's meshes,
    argument/result shardings, constraints and reshards; `mhlo.sharding`
    on arguments, results and ops; `stablehlo.custom_call @Sharding`.
    Each becomes a call of a private marker function
    `@__maco_shard_<k>(T) -> T` on the value it shards: an argument at the
    top of the body, a result before the return, a constraint in place.
    Calls of an external function survive IREE's conversion unchanged and
    in place, so the marker keeps its value through it.
    shard_map (sdy.manual_computation): its body becomes a function of
    the local shapes and the op a marker call @__maco_manual_call_<k>;
    each StableHLO collective in the body a marker call
    @__maco_collective_<j> (manual.py says which maco op it becomes).
 3. IREE's input conversion (`iree-compile --iree-input-type=stablehlo
    --compile-to=input`): linalg, tensor, arith, math, scf on tensors,
    inside `util.func`.
 4. Back in MLIR (IREE's Python bindings): `util.func`/`util.return`/
    `util.call` become `func.func`/`func.return`/`func.call`; every
    marker call becomes `shard.shard %v to %sharding` (with a
    `shard.sharding` on the grid of its mesh), a shard_map marker
    `maco.manual_computation`, a collective marker its maco op;
    `shard.grid`s are added.
    Any op that upstream MLIR does not have (IREE's own dialects: util's
    other ops, iree_linalg_ext, flow, hal, ...) and anything StableHLO left
    is an error naming it and its location.
 5. maco-opt (MLIR 22) parses and verifies the result and prepares it as
    maco-frontend does before partitioning (inline, fold unit-extent
    dimensions, canonicalize), so that upstream's own sharding-propagation
    handles it too (JAX's keepdims reshapes have no upstream sharding), and
    prints it. --no-prepare leaves IREE's ops as they are.

Nothing a program says about its shardings is dropped: what cannot be
represented is an error (ImportError_) naming it and its location.
"""

import os
import re
import shutil
import subprocess
import tempfile

from .sharding import (Grid, ImportError_, Sharding, hlo_to_split_axes,
                       parse_hlo_sharding)
from .sdy_text import Positions, strip_sdy
from .manual import COLLECTIVES, describe
from .rewrites import (clamp_gathers, drop_optimization_barriers,
                       rewrite_bool_converts, rewrite_scatters,
                       rewrite_sorts, rewrite_top_ks,
                       rewrite_window_sums)

MARKER = "__maco_shard_"
# shard_map: the call standing for manual computation k until it becomes
# maco.manual_computation, and the marker calls of its collectives.
MANUAL_CALL = "__maco_manual_call_"
COLLECTIVE = "__maco_collective_"

# Argument and result attributes that do not change what a program computes
# (JAX's names for results, buffer donation and aliasing hints, default
# layouts): IREE ignores them and so does maco.
_BENIGN_ARG_ATTRS = {"jax.result_info", "jax.buffer_donor", "tf.aliasing_output",
                     "mhlo.layout_mode", "mhlo.memory_kind"}
_BENIGN_VALUES = {"mhlo.layout_mode": {'"default"'},
                  "mhlo.memory_kind": {'"device"'}}

# Dialects whose ops upstream MLIR 22 has and maco's pipelines lower.
_UPSTREAM_DIALECTS = {"builtin", "func", "arith", "math", "linalg", "tensor",
                      "scf", "cf", "complex", "affine", "ub", "index",
                      "bufferization", "shard"}


def _ir():
    try:
        from iree.compiler import ir  # noqa: F401
        from iree.compiler.dialects import func  # noqa: F401
    except ImportError as e:
        raise ImportError_(
            "maco-import needs IREE's compiler package (pip install "
            "iree-base-compiler==3.13.0; scripts/setup.sh installs it into "
            f"the build's Python environment): {e}")
    from iree.compiler import ir
    from iree.compiler.dialects import func
    return ir, func


class _Locs:
    """Formats MLIR locations as file:line:col (the first one a location
    holds, e.g. the Python source line of a JAX op), mapping the importer's
    temporary files back to the input."""

    def __init__(self, temp_to_input):
        self.temp_to_input = temp_to_input

    def fix(self, text):
        for temp, real in self.temp_to_input.items():
            text = text.replace(temp, real)
        return text

    def __call__(self, loc):
        text = self.fix(str(loc))
        m = re.search(r'"([^"]+)":(\d+):(\d+)', text)
        if m:
            return f"{m.group(1)}:{m.group(2)}:{m.group(3)}"
        return text


def read_input(path, data):
    """The StableHLO text of `data` (the bytes of `path`)."""
    if data.startswith(b"ML\xefR"):
        raise ImportError_(
            "MLIR bytecode: pass StableHLO text (jax.jit(f).lower(...)"
            ".as_text() or Exported.mlir_module()), or the serialized form "
            "of jax.export (Exported.serialize())", path)
    try:
        text = data.decode("utf-8")
        if "\x00" not in text:
            return text
    except UnicodeDecodeError:
        pass
    # jax.export's serialized form: a flatbuffer holding a StableHLO
    # portable artifact whose Shardy ops only jax's own MLIR can read.
    try:
        import jax
        from jax import export as jax_export
    except ImportError:
        raise ImportError_(
            "this is not StableHLO text; if it is jax.export's serialized "
            "form (Exported.serialize()), reading it needs the jax package "
            "(pip install -r python/requirements-jax.txt), or pass "
            "Exported.mlir_module() as text", path)
    try:
        exported = jax_export.deserialize(bytearray(data))
    except Exception as e:  # a malformed flatbuffer raises anything
        raise ImportError_(
            f"not StableHLO text, and jax.export.deserialize cannot read it "
            f"either ({type(e).__name__}: {e})", path)
    del jax
    return exported.mlir_module()


def _sharding_from_hlo(text, grid, rank, loc):
    try:
        hlo = parse_hlo_sharding(text)
        axes = hlo_to_split_axes(hlo, grid, rank, text)
    except ImportError_ as e:
        raise ImportError_(e.message, loc)
    return Sharding(grid, axes, text, loc)


def _named(attrs):
    """(name, attribute) pairs of an op's attributes or a DictAttr."""
    if attrs is None:
        return []
    return [(attrs[i].name, attrs[i].attr) for i in range(len(attrs))]


def _untied(attr):
    """IREE's tied_operands: -1 for each result that is tied to nothing."""
    return all(v.strip() in ("-1 : index", "") for v in str(attr).strip("[]").split(","))


def _int_attr_value(attr):
    return int(str(attr).split(":")[0].strip())


def _array_values(attr):
    m = re.fullmatch(r"array<i64(?::\s*([-\d,\s]*))?>", str(attr))
    if not m:
        return None
    return [int(x) for x in m.group(1).split(",")] if m.group(1) else []


class Importer:
    def __init__(self, path, *, mesh=None, maco_opt=None, iree_compile=None,
                 keep_temps=None, debuginfo=True, prepare=True):
        self.path = path
        self.mesh_arg = mesh
        self.maco_opt = maco_opt
        self.iree_compile = iree_compile
        self.keep_temps = keep_temps
        self.debuginfo = debuginfo
        self.prepare = prepare
        self.annotations = []  # k -> (Sharding, kind, what) for markers

    # ----------------------------------------------------------------- io
    def run(self, data):
        text = read_input(self.path, data)
        tmp = self.keep_temps or tempfile.mkdtemp(prefix="maco-import-")
        os.makedirs(tmp, exist_ok=True)
        try:
            return self._run(text, tmp)
        finally:
            if not self.keep_temps:
                shutil.rmtree(tmp, ignore_errors=True)

    def _run(self, text, tmp):
        ir, func = _ir()
        base = os.path.basename(self.path) or "input.mlir"
        stripped_path = os.path.join(tmp, base)
        iree_in = os.path.join(tmp, "iree-in.mlir")
        iree_out = os.path.join(tmp, "iree-out.mlir")
        self.locs = _Locs({stripped_path: self.path, iree_in: self.path})

        stripped, meshes, shardings, manuals = strip_sdy(text, self.path)
        self.meshes = meshes
        self.shardings = shardings
        self.manuals = manuals
        self.bodies = {}  # body function of a manual computation -> index
        self.collectives = []  # j -> manual.Collective of marker call j
        self.extra_decls = []  # (name, FunctionType) of the other markers
        with open(stripped_path, "w") as f:
            f.write(stripped)

        ctx = ir.Context()
        ctx.allow_unregistered_dialects = True
        self.ctx = ctx
        with ctx:
            try:
                module = ir.Module.parseFile(stripped_path, ctx)
            except ir.MLIRError as e:
                raise self._mlir_error("the input does not parse as StableHLO", e)
            self._check_module_attrs(module)
            rewrite_bool_converts(module, ir)
            rewrite_scatters(module, ir)
            rewrite_window_sums(module, ir)
            rewrite_top_ks(module, ir)
            rewrite_sorts(module, ir)
            clamp_gathers(module, ir)
            drop_optimization_barriers(module, ir)
            self._mhlo_grid = None
            self._mark(module, ir, func)
            with open(iree_in, "w") as f:
                module.operation.print(file=f, enable_debug_info=True,
                                       assume_verified=True)
        self._iree(iree_in, iree_out)
        with ctx:
            try:
                module = ir.Module.parseFile(iree_out, ctx)
            except ir.MLIRError as e:
                raise self._mlir_error("IREE's output does not parse", e)
            self.locs.temp_to_input[iree_out] = self.path
            self._to_upstream(module, ir, func)
            out = os.path.join(tmp, "imported-generic.mlir")
            with open(out, "w") as f:
                module.operation.print(file=f, enable_debug_info=True,
                                       assume_verified=True)
        return self._verify(out)

    def _mlir_error(self, what, e):
        diags = getattr(e, "error_diagnostics", []) or []
        if diags:
            first = diags[0]
            notes = [f"{self.locs(d.location)}: {d.message}" for d in diags[1:]]
            return ImportError_(f"{what}: {first.message}",
                                self.locs(first.location), notes)
        return ImportError_(f"{what}: {self.locs.fix(str(e))}", self.path)

    # ------------------------------------------------------ step 2: marks
    def _check_module_attrs(self, module):
        attrs = module.operation.attributes
        for name, attr in _named(attrs):
            if name in ("mhlo.num_partitions", "mhlo.num_replicas",
                        "jax.uses_shape_polymorphism", "sym_name"):
                continue
            if name == "mhlo.frontend_attributes" and "xla.sdy" in str(attr):
                raise ImportError_(
                    "unsupported: Shardy shardings in mhlo.frontend_attributes "
                    "(Shardy's round-trip form); pass the text that JAX prints "
                    "(Lowered.as_text() or Exported.mlir_module())", self.path)
        if "mhlo.num_replicas" in attrs:
            replicas = _int_attr_value(attrs["mhlo.num_replicas"])
            if replicas != 1:
                raise ImportError_(
                    f"unsupported: mhlo.num_replicas = {replicas} (replicas, "
                    f"pmap); maco runs one SPMD program over partitions",
                    self.path)
        self.num_partitions = (_int_attr_value(attrs["mhlo.num_partitions"])
                               if "mhlo.num_partitions" in attrs else None)

    def _hlo_grid(self, loc):
        """The grid that mhlo.sharding strings are matched against."""
        if self._mhlo_grid is not None:
            return self._mhlo_grid
        if self.mesh_arg:
            axes = []
            for part in self.mesh_arg.split(","):
                m = re.fullmatch(r"\s*([A-Za-z_]\w*)\s*=\s*(\d+)\s*", part)
                if not m or int(m.group(2)) <= 0:
                    raise ImportError_(
                        f"--mesh '{self.mesh_arg}': expected NAME=SIZE,... "
                        f"(e.g. dp=2,tp=2)")
                axes.append((m.group(1), int(m.group(2))))
            grid = Grid("mesh", axes, "mhlo")
        elif len(self.meshes) == 1:
            grid = next(iter(self.meshes.values()))
        elif self.num_partitions:
            grid = Grid("mesh", [("x", self.num_partitions)], "mhlo")
        else:
            raise ImportError_(
                "mhlo.sharding needs a mesh: the module has no "
                "mhlo.num_partitions; pass --mesh NAME=SIZE,...", loc)
        total = 1
        for s in grid.shape:
            total *= s
        if self.num_partitions and total != self.num_partitions:
            raise ImportError_(
                f"the mesh for mhlo.sharding has {total} devices but the "
                f"module says mhlo.num_partitions = {self.num_partitions}", loc)
        if grid.name in self.meshes and self.meshes[grid.name] is not grid:
            raise ImportError_(f"--mesh: a mesh @{grid.name} exists already", loc)
        self.meshes[grid.name] = grid
        self._mhlo_grid = grid
        return grid

    def _value_sharding(self, named_attrs, type_, loc, what):
        """The sharding that an argument/result/op attribute dictionary
        gives a value of `type_`, or None; checks the other attributes."""
        found = None
        for name, attr in _named(named_attrs):
            if name == "maco_import.sharding":
                found = self.shardings[_int_attr_value(attr)]
            elif name == "mhlo.sharding":
                text = str(attr)
                if not text.startswith('"'):
                    raise ImportError_(f"malformed mhlo.sharding on {what}", loc)
                rank = self._rank(type_, loc, what)
                found = _sharding_from_hlo(attr.value, self._hlo_grid(loc),
                                           rank, loc)
            elif name in _BENIGN_ARG_ATTRS:
                allowed = _BENIGN_VALUES.get(name)
                if allowed is not None and str(attr) not in allowed:
                    raise ImportError_(
                        f"unsupported attribute {name} = {attr} on {what}", loc)
            elif name == "mhlo.frontend_attributes":
                if "xla.sdy" in str(attr):
                    raise ImportError_(
                        "unsupported: a Shardy sharding in "
                        "mhlo.frontend_attributes (Shardy's round-trip form)", loc)
            else:
                raise ImportError_(
                    f"unsupported attribute {name} on {what}: maco-import does "
                    f"not know whether it changes the program", loc)
        return found

    def _rank(self, type_, loc, what):
        s = str(type_)
        if not s.startswith("tensor<"):
            raise ImportError_(f"a sharding on {what} of type {s}; only ranked "
                               f"tensors can be sharded", loc)
        m = re.fullmatch(r"tensor<((?:[\d?]+x)*)[^x]*>", s)
        if not m:
            raise ImportError_(f"a sharding on {what} of type {s}", loc)
        dims = [d for d in m.group(1).split("x") if d]
        if "?" in dims:
            raise ImportError_(
                f"unsupported: a sharding on {what} of dynamic shape {s}", loc)
        return len(dims)

    def _check_sharding(self, sharding, type_, loc, what):
        rank = self._rank(type_, loc, what)
        if len(sharding.split_axes) > max(rank, 1) or (
                rank == 0 and any(sharding.split_axes)):
            raise ImportError_(
                f"the sharding {sharding.text} of {what} has "
                f"{len(sharding.split_axes)} dimension(s) but its type {type_} "
                f"has rank {rank}", loc)
        return rank

    def _new_marker(self, sharding, type_, kind, what, loc):
        self._check_sharding(sharding, type_, loc, what)
        k = len(self.annotations)
        self.annotations.append((sharding, kind, what, loc, str(type_)))
        return f"{MARKER}{k}"

    def _mark(self, module, ir, func):
        """Step 2 on the parsed StableHLO module."""
        decls = []
        funcs = [op for op in module.body.operations
                 if op.operation.name == "func.func"]
        for op in module.body.operations:
            name = op.operation.name
            if name != "func.func":
                raise ImportError_(
                    f"unsupported op {name} at module level",
                    self.locs(op.location))
        if not funcs:
            raise ImportError_("the input holds no function to import",
                               self.path)
        funcs += self._outline_manuals(module, funcs, ir, func)
        for f in funcs:
            self._mark_function(f, ir, func, decls)
        with ir.InsertionPoint(module.body):
            for name, type_ in decls:
                func.FuncOp(name, ir.FunctionType.get([type_], [type_]),
                            visibility="private", loc=ir.Location.unknown())
            for name, ftype in self.extra_decls:
                func.FuncOp(name, ftype, visibility="private",
                            loc=ir.Location.unknown())

    def _outline_manuals(self, module, funcs, ir, func):
        """Each manual computation (sdy_text.py: maco_import.manual_begin,
        an scf.execute_region holding the body, maco_import.manual_end)
        becomes a call of marker @__maco_manual_call_<k> (global types,
        kept in place by IREE) and its body a public function (so that
        IREE keeps it) @<function>_shard_map_<k> of the local types.
        Returns the bodies."""
        bodies = []

        def find(op, found):
            for region in op.regions:
                for block in region.blocks:
                    for inner in block.operations:
                        if inner.operation.name == "maco_import.manual_begin":
                            found.append(inner)
                        find(inner, found)

        for f in funcs:
            fname = ir.StringAttr(f.attributes["sym_name"]).value
            found = []
            find(f, found)
            for op in found:
                bodies.append(self._outline_manual(op, fname, module, ir, func))
        return bodies

    def _outline_manual(self, begin, fname, module, ir, func):
        k = _int_attr_value(begin.operation.attributes["manual"])
        manual = self.manuals[k]
        loc = manual.loc
        ops = list(begin.operation.block.operations)
        at = [i for i, o in enumerate(ops) if o.operation == begin.operation][0]
        region_op, end = ops[at + 1], ops[at + 2]
        block = region_op.regions[0].blocks[0]
        inner = list(block.operations)
        args = inner[0] if inner[0].operation.name == "maco_import.args" else None
        ret = inner[-2]
        if (len(manual.in_shardings) != len(begin.operands) or
                len(manual.out_shardings) != len(end.results)):
            raise ImportError_(
                f"sdy.manual_computation has {len(begin.operands)} operand(s) "
                f"and {len(end.results)} result(s) but "
                f"{len(manual.in_shardings)} in_shardings and "
                f"{len(manual.out_shardings)} out_shardings", loc)
        for i, (s, v) in enumerate(zip(manual.in_shardings, begin.operands)):
            self._check_sharding(s, v.type, loc, f"operand #{i} of shard_map")
        for i, (s, v) in enumerate(zip(manual.out_shardings, end.results)):
            self._check_sharding(s, v.type, loc, f"result #{i} of shard_map")
        arg_types = [r.type for r in args.results] if args else []
        name = f"{fname}_shard_map_{k}"
        with ir.InsertionPoint(module.body):
            body = func.FuncOp(name, ir.FunctionType.get(
                arg_types, [v.type for v in ret.operands]), loc=begin.location)
        entry = body.add_entry_block(
            arg_locs=[a.location for a in args.results] if args else [])
        if args:
            for old, new in zip(args.results, entry.arguments):
                old.replace_all_uses_with(new)
        with ir.InsertionPoint(entry):
            new_ret = func.ReturnOp(list(ret.operands), loc=ret.location)
        for o in inner[1 if args else 0:-2]:
            o.operation.move_before(new_ret)
        self._call_marker(begin, f"{MANUAL_CALL}{k}", begin.operands,
                          end.results, ir, func)
        for o in (end, region_op, begin):
            o.operation.erase()
        self.bodies[name] = k
        return body

    def _mark_function(self, f, ir, func, decls):
        fname = ir.StringAttr(f.attributes["sym_name"]).value
        floc = self.locs(f.location)
        attrs = f.operation.attributes
        ftype = ir.FunctionType(ir.TypeAttr(attrs["function_type"]).value)
        arg_attrs = list(attrs["arg_attrs"]) if "arg_attrs" in attrs else []
        res_attrs = list(attrs["res_attrs"]) if "res_attrs" in attrs else []
        body = f.regions[0]
        if not body.blocks:
            return
        entry = body.blocks[0]
        # Arguments: a marker call at the top of the body.
        new_arg_attrs = []
        first = entry.operations[0]
        for i, arg in enumerate(entry.arguments):
            d = ir.DictAttr(arg_attrs[i]) if i < len(arg_attrs) else None
            what = f"argument #{i} of @{fname}"
            loc = self.locs(arg.location)
            sharding = self._value_sharding(d, arg.type, loc, what)
            new_arg_attrs.append(self._keep_attrs(d, ir))
            if sharding is None:
                continue
            name = self._new_marker(sharding, arg.type, "argument", what, loc)
            decls.append((name, arg.type))
            with ir.InsertionPoint(first), ir.Location.unknown():
                call = func.CallOp([arg.type], ir.FlatSymbolRefAttr.get(name), [arg],
                                   loc=arg.location)
            arg.replace_all_uses_except(call.result, call.operation)
        # Ops: constraints, custom_call @Sharding, sharded op results.
        for block in body.blocks:
            self._mark_block(block, ir, func, decls, fname)
        # Results: a marker call before the return.
        if res_attrs:
            returns = [op for blk in body.blocks for op in blk.operations
                       if op.operation.name == "func.return"]
            new_res_attrs = []
            for i, rattr in enumerate(res_attrs):
                d = ir.DictAttr(rattr)
                type_ = ftype.results[i]
                what = f"result #{i} of @{fname}"
                sharding = self._value_sharding(d, type_, floc, what)
                new_res_attrs.append(self._keep_attrs(d, ir))
                if sharding is None:
                    continue
                name = self._new_marker(sharding, type_, "result", what, floc)
                decls.append((name, type_))
                for ret in returns:
                    with ir.InsertionPoint(ret):
                        call = func.CallOp([type_], ir.FlatSymbolRefAttr.get(name),
                                           [ret.operands[i]], loc=ret.location)
                    ret.operands[i] = call.result
            attrs["res_attrs"] = ir.ArrayAttr.get(new_res_attrs)
        if arg_attrs:
            attrs["arg_attrs"] = ir.ArrayAttr.get(new_arg_attrs)

    def _keep_attrs(self, d, ir):
        if d is None:
            return ir.DictAttr.get({})
        keep = {n: a for n, a in _named(d)
                if n not in ("maco_import.sharding", "mhlo.sharding")}
        return ir.DictAttr.get(keep)

    def _mark_block(self, block, ir, func, decls, fname):
        for op in list(block.operations):
            for region in op.regions:
                for inner in region.blocks:
                    self._mark_block(inner, ir, func, decls, fname)
            name = op.operation.name
            attrs = op.operation.attributes
            loc = self.locs(op.location)
            if (name != "maco_import.constraint" and
                    not self.ctx.is_registered_operation(name)):
                raise ImportError_(
                    f"unknown op '{name}' (not StableHLO, nor an op of a "
                    f"dialect that IREE's input conversion knows)", loc)
            if name == "maco_import.constraint":
                k = _int_attr_value(attrs["sharding"])
                sharding = self.shardings[k]
                value = op.operands[0]
                what = "the value of a sharding constraint"
                mname = self._new_marker(sharding, value.type, "constraint",
                                         what, loc)
                decls.append((mname, value.type))
                with ir.InsertionPoint(op):
                    call = func.CallOp([value.type], ir.FlatSymbolRefAttr.get(mname),
                                       [value], loc=op.location)
                op.results[0].replace_all_uses_with(call.result)
                op.operation.erase()
                continue
            if name in COLLECTIVES:
                self._mark_collective(op, fname, loc, ir, func)
                continue
            if name == "stablehlo.custom_call":
                target = ir.StringAttr(attrs["call_target_name"]).value
                if target == "Sharding":
                    if "mhlo.sharding" not in attrs or len(op.operands) != 1:
                        raise ImportError_(
                            "malformed custom_call @Sharding: one operand and "
                            "an mhlo.sharding attribute expected", loc)
                    value = op.operands[0]
                    what = "the value of a sharding constraint"
                    sharding = _sharding_from_hlo(
                        ir.StringAttr(attrs["mhlo.sharding"]).value,
                        self._hlo_grid(loc),
                        self._rank(value.type, loc, what), loc)
                    mname = self._new_marker(sharding, value.type, "constraint",
                                             what, loc)
                    decls.append((mname, value.type))
                    with ir.InsertionPoint(op):
                        call = func.CallOp([value.type],
                                           ir.FlatSymbolRefAttr.get(mname),
                                           [value], loc=op.location)
                    op.results[0].replace_all_uses_with(call.result)
                    op.operation.erase()
                    continue
                if target in ("SPMDFullToShardShape", "SPMDShardToFullShape"):
                    raise ImportError_(
                        f"unsupported custom call @{target}: a manual "
                        f"computation (shard_map); maco imports programs "
                        f"sharded by annotations only", loc)
                raise ImportError_(
                    f"unsupported custom call @{target} (stablehlo.custom_call "
                    f"calls code outside StableHLO, which neither IREE's "
                    f"input conversion nor maco has)", loc)
            # An op whose results carry shardings.
            per_value = None
            if "maco_import.shardings" in attrs:
                per_value = [self.shardings[k] for k in
                             _array_values(attrs["maco_import.shardings"])]
                del attrs["maco_import.shardings"]
            elif "mhlo.sharding" in attrs:
                text = ir.StringAttr(attrs["mhlo.sharding"]).value
                if len(op.results) != 1:
                    raise ImportError_(
                        f"unsupported: mhlo.sharding \"{text}\" on {name}, an "
                        f"op with {len(op.results)} results", loc)
                per_value = [_sharding_from_hlo(
                    text, self._hlo_grid(loc),
                    self._rank(op.results[0].type, loc, f"the result of {name}"),
                    loc)]
                del attrs["mhlo.sharding"]
            if per_value is not None:
                if len(per_value) != len(op.results):
                    raise ImportError_(
                        f"{name} has {len(op.results)} result(s) but its "
                        f"sharding lists {len(per_value)}", loc)
                for i, (sharding, result) in enumerate(zip(per_value, op.results)):
                    what = f"result #{i} of {name}"
                    mname = self._new_marker(sharding, result.type, "op result",
                                             what, loc)
                    decls.append((mname, result.type))
                    with self._after(op, ir):
                        call = func.CallOp([result.type],
                                           ir.FlatSymbolRefAttr.get(mname),
                                           [result], loc=op.location)
                    result.replace_all_uses_except(call.result, call.operation)

    def _mark_collective(self, op, fname, loc, ir, func):
        """A StableHLO collective of a shard_map body -> marker call
        @__maco_collective_<j> (manual.py says what it becomes)."""
        k = self.bodies.get(fname)
        name = op.operation.name
        if k is None:
            raise ImportError_(
                f"unsupported: {name} outside the body of a shard_map "
                f"(sdy.manual_computation); maco imports explicit "
                f"collectives only there", loc)
        self.collectives.append(describe(op, ir, self.manuals[k].grid, loc))
        self._call_marker(op, f"{COLLECTIVE}{len(self.collectives) - 1}",
                          op.operands, op.results, ir, func)
        op.operation.erase()

    def _call_marker(self, at, name, operands, results, ir, func):
        """A call of the external marker @name (declared with the others at
        the end of step 2) before `at`, taking `operands`; the uses of
        `results` become the call's results."""
        types = [r.type for r in results]
        self.extra_decls.append((name, ir.FunctionType.get(
            [v.type for v in operands], types)))
        with ir.InsertionPoint(at):
            call = func.CallOp(types, ir.FlatSymbolRefAttr.get(name),
                               list(operands), loc=at.location)
        for old, new in zip(results, call.results):
            old.replace_all_uses_with(new)

    def _after(self, op, ir):
        ops = list(op.operation.block.operations)
        for i, o in enumerate(ops):
            if o.operation == op.operation:
                if i + 1 < len(ops):
                    return ir.InsertionPoint(ops[i + 1])
                return ir.InsertionPoint(op.operation.block)
        raise AssertionError("op not in its block")

    # ------------------------------------------------------------ step 3
    def _iree(self, src, dst):
        cmd = self.iree_compile or _find_iree_compile()
        args = [cmd, "--iree-input-type=stablehlo", "--compile-to=input",
                "--mlir-print-debuginfo", src, "-o", dst]
        proc = subprocess.run(args, capture_output=True, text=True)
        if proc.returncode != 0:
            raise ImportError_(
                "IREE's input conversion failed:\n"
                + self.locs.fix(proc.stderr.strip()), self.path)

    # ------------------------------------------------------------ step 4
    def _to_upstream(self, module, ir, func):
        found = {}
        problems = []
        marker_decls = []

        def visit(op):
            name = op.operation.name
            dialect = name.split(".")[0]
            if (dialect not in _UPSTREAM_DIALECTS and
                    name not in ("util.func", "util.return", "util.call")):
                problems.append((op, name))
                return
            for region in op.regions:
                for block in region.blocks:
                    for inner in block.operations:
                        visit(inner)

        for op in module.body.operations:
            visit(op)
        if problems:
            seen = []
            for op, name in problems:
                if name not in [n for _, n in seen]:
                    seen.append((op, name))
            first_op, first_name = seen[0]
            notes = [f"{self.locs(op.location)}: also {name}"
                     for op, name in seen[1:6]]
            kind = ("left unconverted by IREE" if first_name.split(".")[0] in
                    ("stablehlo", "chlo", "mhlo", "vhlo", "sdy")
                    else "IREE-only: upstream MLIR has no such op")
            raise ImportError_(
                f"cannot import op {first_name} ({kind}); "
                f"{len(problems)} such op(s) in all", self.locs(first_op.location),
                notes)

        for op in list(module.body.operations):
            name = op.operation.name
            if name == "util.func":
                sym = ir.StringAttr(op.attributes["sym_name"]).value
                if sym.startswith((MARKER, MANUAL_CALL, COLLECTIVE)):
                    marker_decls.append(op)
                    continue
                self._convert_func(op, ir, func)
            elif name != "func.func":
                raise ImportError_(f"cannot import op {name} at module level "
                                   f"of IREE's output", self.locs(op.location))
        for op in list(module.body.operations):
            if op.operation.name == "func.func":
                self._convert_body(op, ir, func, found)
        for op in marker_decls:
            op.operation.erase()
        for what, count, prefix in (("shard_map", len(self.manuals), MANUAL_CALL),
                                    ("collective", len(self.collectives),
                                     COLLECTIVE)):
            gone = [k for k in range(count) if (prefix, k) not in found]
            if gone:
                loc = (self.manuals[gone[0]].loc if prefix == MANUAL_CALL
                       else self.collectives[gone[0]].loc)
                raise ImportError_(f"a {what} did not survive IREE's "
                                   f"conversion (its marker call is gone)", loc)
        missing = [k for k in range(len(self.annotations)) if k not in found]
        if missing:
            s, kind, what, loc, _ = self.annotations[missing[0]]
            raise ImportError_(
                f"the sharding {s.text} of {what} did not survive IREE's "
                f"conversion (its marker call is gone)", loc)
        # Grids first in the module.
        first = module.body.operations[0]
        used = {self.annotations[k][0].grid.name for k in found
                if isinstance(k, int)}
        used |= {m.grid.name for m in self.manuals}
        with ir.InsertionPoint(first), ir.Location.unknown():
            for name, grid in self.meshes.items():
                if name not in used:
                    continue
                ir.Operation.create("shard.grid", attributes={
                    "sym_name": ir.StringAttr.get(name),
                    "shape": ir.DenseI64ArrayAttr.get(grid.shape)})

    def _convert_func(self, op, ir, func):
        attrs = op.operation.attributes
        for name, attr in _named(attrs):
            if name in ("sym_name", "function_type", "sym_visibility",
                        "arg_attrs", "res_attrs"):
                continue
            if name == "tied_operands" and _untied(attr):
                continue
            raise ImportError_(
                f"cannot import util.func attribute {name} = {attr}",
                self.locs(op.location))
        sym = ir.StringAttr(attrs["sym_name"]).value
        visibility = (ir.StringAttr(attrs["sym_visibility"]).value
                      if "sym_visibility" in attrs else "public")
        if sym in self.bodies:
            visibility = "private"  # public only for IREE to keep it
        ftype = ir.TypeAttr(attrs["function_type"]).value
        with ir.InsertionPoint(op), op.location:
            new = func.FuncOp(sym, ftype, visibility=visibility)
        for key, types in (("arg_attrs", ftype.inputs),
                           ("res_attrs", ftype.results)):
            if key in attrs:
                new.operation.attributes[key] = self._abi_attrs(
                    attrs[key], types, ir)
        for block in list(op.regions[0].blocks):
            block.append_to(new.regions[0])
        op.operation.erase()

    @staticmethod
    def _abi_attrs(array, types, ir):
        """IREE's `iree.abi.encoding` (the type before its conversion: an
        unsigned integer tensor became signless) as `maco.element_type`,
        which maco-run and maco-compile read and write .npy data as (JAX's
        PRNG keys are uint32)."""
        def unsigned_of(enc, t):
            try:
                eb = ir.RankedTensorType(ir.TypeAttr(enc).value).element_type
                et = ir.RankedTensorType(t).element_type
                ib, it = ir.IntegerType(eb), ir.IntegerType(et)
            except (ValueError, TypeError):
                return None
            if ib.is_unsigned and it.is_signless and ib.width == it.width:
                return eb
            return None

        dicts = []
        for d, t in zip(ir.ArrayAttr(array), types):
            d = ir.DictAttr(d)
            keep = {n: a for n, a in _named(d) if n != "iree.abi.encoding"}
            if "iree.abi.encoding" in d:
                eb = unsigned_of(d["iree.abi.encoding"], t)
                if eb is not None:
                    keep["maco.element_type"] = ir.TypeAttr.get(eb)
            dicts.append(ir.DictAttr.get(keep))
        return ir.ArrayAttr.get(dicts)

    def _convert_body(self, f, ir, func, found):
        for block in f.regions[0].blocks:
            self._convert_block(block, ir, func, found)

    def _convert_block(self, block, ir, func, found):
        for op in list(block.operations):
            for region in op.regions:
                for inner in region.blocks:
                    self._convert_block(inner, ir, func, found)
            name = op.operation.name
            if name == "util.return":
                with ir.InsertionPoint(op):
                    func.ReturnOp(list(op.operands), loc=op.location)
                op.operation.erase()
            elif name == "util.call":
                attrs = op.operation.attributes
                for name_, attr in _named(attrs):
                    if name_ == "tied_operands" and not _untied(attr):
                        raise ImportError_(
                            f"cannot import util.call with tied operands "
                            f"{attr}", self.locs(op.location))
                callee = ir.FlatSymbolRefAttr(attrs["callee"]).value
                if callee.startswith((MANUAL_CALL, COLLECTIVE)):
                    self._emit_shard_map_marker(op, callee, found, ir)
                    continue
                if callee.startswith(MARKER):
                    k = int(callee[len(MARKER):])
                    if k in found:
                        raise ImportError_(
                            f"the sharding of {self.annotations[k][2]} was "
                            f"duplicated by IREE's conversion",
                            self.locs(op.location))
                    found[k] = True
                    self._emit_shard(op, k, ir)
                    continue
                with ir.InsertionPoint(op):
                    call = func.CallOp([r.type for r in op.results],
                                       ir.FlatSymbolRefAttr.get(callee),
                                       list(op.operands), loc=op.location)
                for old, new in zip(op.results, call.results):
                    old.replace_all_uses_with(new)
                op.operation.erase()

    def _emit_shard_map_marker(self, op, callee, found, ir):
        prefix = MANUAL_CALL if callee.startswith(MANUAL_CALL) else COLLECTIVE
        k = int(callee[len(prefix):])
        if (prefix, k) in found:
            raise ImportError_("a shard_map or one of its collectives was "
                               "duplicated by IREE's conversion",
                               self.locs(op.location))
        found[(prefix, k)] = True
        if prefix == MANUAL_CALL:
            self._emit_manual(op, k, ir)
        else:
            self._emit_collective(op, k, ir)

    def _emit_manual(self, op, k, ir):
        """Marker call k -> maco.manual_computation."""
        manual = self.manuals[k]
        body = [n for n, i in self.bodies.items() if i == k][0]

        def shardings(list_, values):
            return ir.ArrayAttr.get([
                ir.Attribute.parse("#shard<axisarray" + _axes_text(
                    s, self._rank(v.type, manual.loc, "a shard_map value"))
                    + ">") for s, v in zip(list_, values)])
        with ir.InsertionPoint(op), op.location:
            new = ir.Operation.create(
                "maco.manual_computation",
                results=[r.type for r in op.results],
                operands=list(op.operands),
                attributes={
                    "body": ir.FlatSymbolRefAttr.get(body),
                    "grid": ir.FlatSymbolRefAttr.get(manual.grid.name),
                    "in_shardings": shardings(manual.in_shardings, op.operands),
                    "out_shardings": shardings(manual.out_shardings,
                                               op.results)})
        for old, value in zip(op.results, new.results):
            old.replace_all_uses_with(value)
        op.operation.erase()

    def _emit_collective(self, op, j, ir):
        """Marker call j of a shard_map body -> its maco op(s)."""
        coll = self.collectives[j]
        attrs = {"grid": ir.FlatSymbolRefAttr.get(coll.grid.name)}
        for key, text in coll.attrs.items():
            attrs[key] = ir.Attribute.parse(text)
        with ir.InsertionPoint(op), op.location:
            if coll.name == "maco.rank":
                results = [self._rank_tensor(op, attrs, ir)]
            elif coll.per_operand:
                results = []
                for v, r in zip(op.operands, op.results):
                    attrs["operandSegmentSizes"] = ir.DenseI32ArrayAttr.get([1, 0])
                    results.append(ir.Operation.create(
                        coll.name, results=[r.type], operands=[v],
                        attributes=dict(attrs)).result)
            else:
                attrs["operandSegmentSizes"] = ir.DenseI32ArrayAttr.get(
                    [len(op.operands), 0])
                results = ir.Operation.create(
                    coll.name, results=[r.type for r in op.results],
                    operands=list(op.operands), attributes=attrs).results
        for old, value in zip(op.results, results):
            old.replace_all_uses_with(value)
        op.operation.erase()

    def _rank_tensor(self, op, attrs, ir):
        """partition_id: maco.rank as the 0-d integer tensor it returns."""
        type_ = op.results[0].type
        elem = ir.RankedTensorType(type_).element_type
        rank = ir.Operation.create("maco.rank", results=[ir.IndexType.get()],
                                   attributes=attrs).result
        signless = ir.IntegerType.get_signless(ir.IntegerType(elem).width)
        cast = ir.Operation.create("arith.index_cast", results=[signless],
                                   operands=[rank]).result
        if signless != elem:
            raise ImportError_(f"partition_id of type {type_}: maco gives "
                               f"signless integers", self.locs(op.location))
        return ir.Operation.create("tensor.from_elements", results=[type_],
                                   operands=[cast]).result

    def _emit_shard(self, op, k, ir):
        sharding, kind, what, loc, type_text = self.annotations[k]
        value = op.operands[0]
        rank = self._rank(value.type, loc, what)
        axes_text = _axes_text(sharding, rank)
        with ir.InsertionPoint(op), op.location:
            s = ir.Operation.create(
                "shard.sharding", results=[ir.Type.parse("!shard.sharding")],
                attributes={
                    "grid": ir.FlatSymbolRefAttr.get(sharding.grid.name),
                    "split_axes": ir.Attribute.parse(f"#shard<axisarray{axes_text}>"),
                    "operandSegmentSizes": ir.DenseI32ArrayAttr.get([0, 0]),
                    "static_halo_sizes": ir.DenseI64ArrayAttr.get([]),
                    "static_sharded_dims_offsets": ir.DenseI64ArrayAttr.get([])})
            shard = ir.Operation.create(
                "shard.shard", results=[value.type],
                operands=[value, s.result])
        op.results[0].replace_all_uses_with(shard.result)
        op.operation.erase()

    # ------------------------------------------------------------ step 5
    def _verify(self, path):
        opt = self.maco_opt or _find_maco_opt()
        args = [opt, path]
        if self.prepare:
            args.append("--pass-pipeline=builtin.module(inline,func.func("
                        "linalg-fold-unit-extent-dims,canonicalize))")
        if self.debuginfo:
            args.append("--mlir-print-debuginfo")
        proc = subprocess.run(args, capture_output=True, text=True)
        if proc.returncode != 0:
            raise ImportError_(
                "the imported module does not verify in MLIR 22 (maco-opt):\n"
                + self.locs.fix(proc.stderr.strip()), self.path)
        return self.locs.fix(proc.stdout)


def _axes_text(sharding, rank):
    """The `[[...], ...]` of a #shard<axisarray> for a tensor of `rank`."""
    axes = list(sharding.split_axes) + [[]] * max(0, rank - len(sharding.split_axes))
    while len(axes) > 1 and not axes[-1]:
        axes.pop()
    if not axes:
        axes = [[]]  # 0-d: upstream prints `[]` but parses only `[[]]`
    return "[" + ", ".join(
        "[" + ", ".join(str(a) for a in d) + "]" for d in axes) + "]"


def _find_iree_compile():
    env = os.environ.get("MACO_IREE_COMPILE")
    if env:
        return env
    try:
        from iree.compiler.tools.binaries import find_tool
        return find_tool("iree-compile")
    except Exception:
        pass
    found = shutil.which("iree-compile")
    if found:
        return found
    raise ImportError_("iree-compile not found: pip install "
                       "iree-base-compiler==3.13.0 (scripts/setup.sh does)")


def _find_maco_opt():
    env = os.environ.get("MACO_OPT")
    if env:
        return env
    found = shutil.which("maco-opt")
    if found:
        return found
    raise ImportError_("maco-opt not found: put the build's bin/ on PATH or "
                       "set MACO_OPT (build/bin/maco-import does)")


def import_stablehlo(path, data=None, **options):
    """Imports the StableHLO in `path` (or `data`, its bytes); returns the
    upstream module's text. Raises ImportError_."""
    if data is None:
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            raise ImportError_(f"cannot read the input: {e.strerror}", path)
    return Importer(path, **options).run(data)
