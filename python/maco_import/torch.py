"""PyTorch programs -> maco, with tensor- and data-parallel plans in
PyTorch's own terms (docs/user-guide.md, "From PyTorch").

    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel
    from maco_import.torch import export
    export(model, (x,), mesh={"tp": 2},
           plan={"fc1": ColwiseParallel(), "fc2": RowwiseParallel()},
           out="mlp")
    # mpirun -np 2 build/bin/maco-run mlp/program.mlir --input-dir=mlp/args

writes OUT/program.mlir (entry @main: the parameters in named_parameters()
order, then the buffers in named_buffers() order, then the inputs; linalg
on tensors with `shard` annotations, as maco-import writes for JAX),
OUT/args/<NNN>_<name>.npy (one per argument: their sorted names give the
argument order, as maco-run --input-dir reads them) and OUT/results.txt
(what each result is).

Steps:
 1. The plan is read, not traced (torch.export cannot trace
    parallelize_module's DTensors): each entry (a module FQN, or an
    fnmatch pattern such as "layers.*.mlp.fc1") maps to the modules it
    names, and torch's own ParallelStyles give their parameters the
    placements torch.distributed.tensor.parallel gives them over the "tp"
    mesh axis: ColwiseParallel splits nn.Linear's weight and bias along
    dimension 0 (output features) and nn.Embedding's weight along 1 (the
    embedding dimension); RowwiseParallel splits nn.Linear's weight along
    1 (input features, the bias stays replicated) and nn.Embedding's
    weight along 0 (the vocabulary). Any other style, or a style on
    another kind of module, is an error naming the module, its class and
    where the class is defined. Layouts of inputs and outputs
    (input_layouts, output_layouts) only say where torch keeps values
    between modules; maco's propagation chooses its own, and the values
    computed are the same.
 2. dp_axis: every input is split along its first dimension over that
    axis (it must divide it).
 3. torch.export.export, then (train=True) torch's joint forward-backward
    graph (torch.export.experimental._export_forward_backward): the loss
    and each parameter's gradient. Core ATen decompositions, with the
    scatters of embedding's and cross entropy's gradients (index_put,
    scatter_add) as one-hot products and static squeezes as views (linalg
    has no scatter), and GELU as torch computes it (torch-mlir's tanh
    form has a wrong constant). The graph's placeholders and outputs are put in the
    order above.
 4. torch-mlir's FX importer (stateless: every placeholder an argument),
    lowered to linalg on tensors. An op it cannot lower is an error
    naming the op and its source line.
 5. Annotations: each argument with a placement gets a `shard.shard`, on
    a `shard.grid @mesh` of the mesh's axes in the order given; with
    train=True the loss is replicated and each gradient split as its
    parameter.
 6. maco-opt parses and verifies the result and prepares it as
    maco-frontend does (inline, fold unit-extent dimensions, canonicalize).
"""

import fnmatch
import inspect
import os
import re
import shutil
import subprocess
import tempfile

from .sharding import ImportError_

# Dialects whose ops upstream MLIR 22 has and maco lowers.
_UPSTREAM = {"builtin", "func", "arith", "math", "linalg", "tensor", "scf",
             "cf", "complex", "affine", "ub", "index", "bufferization"}


def _where(obj):
    """`file:line` of a class or function, for messages."""
    try:
        return f"{inspect.getsourcefile(obj)}:{inspect.getsourcelines(obj)[1]}"
    except (TypeError, OSError):
        return "<unknown source>"


def _check_mesh(mesh, plan, dp_axis):
    if not isinstance(mesh, dict) or not mesh:
        raise ImportError_("mesh must be a dict of axis name -> size, "
                           "e.g. {'dp': 2, 'tp': 2}")
    for name, size in mesh.items():
        if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z_]\w*", name):
            raise ImportError_(f"mesh: axis name {name!r} is not an identifier")
        if not isinstance(size, int) or size <= 0:
            raise ImportError_(f"mesh: axis {name!r} has size {size!r}; sizes "
                               f"are positive integers")
    if plan and "tp" not in mesh:
        raise ImportError_("a plan applies over the mesh axis 'tp', which "
                           f"mesh {mesh} does not have")
    if dp_axis is not None and dp_axis not in mesh:
        raise ImportError_(f"dp_axis {dp_axis!r} is not an axis of mesh {mesh}")


def _param_splits(module, plan, mesh):
    """{parameter FQN: the dimension split over 'tp'} from the plan."""
    import torch.nn as nn
    from torch.distributed.tensor import parallel as tp

    splits = {}
    names = [fqn for fqn, _ in module.named_modules() if fqn]
    for pattern, style in (plan or {}).items():
        matched = [fqn for fqn in names if fnmatch.fnmatchcase(fqn, pattern)]
        if not matched:
            raise ImportError_(
                f"plan: {pattern!r} names no submodule of "
                f"{type(module).__name__} (defined at {_where(type(module))})")
        for fqn in matched:
            sub = module.get_submodule(fqn)
            kind = type(sub).__name__
            style_name = type(style).__name__
            if isinstance(style, tp.ColwiseParallel):
                dims = ({"weight": 0, "bias": 0} if isinstance(sub, nn.Linear)
                        else {"weight": 1} if isinstance(sub, nn.Embedding)
                        else None)
            elif isinstance(style, tp.RowwiseParallel):
                dims = ({"weight": 1} if isinstance(sub, nn.Linear)
                        else {"weight": 0} if isinstance(sub, nn.Embedding)
                        else None)
            else:
                raise ImportError_(
                    f"plan: {style_name} on module '{fqn}' ({kind}, defined "
                    f"at {_where(type(sub))}) is not supported; maco reads "
                    f"ColwiseParallel and RowwiseParallel (sequence "
                    f"parallelism: split the inputs' sequence dimension "
                    f"yourself, or use JAX's shardings)")
            if dims is None:
                raise ImportError_(
                    f"plan: {style_name} on module '{fqn}' ({kind}, defined "
                    f"at {_where(type(sub))}): torch applies it to nn.Linear "
                    f"and nn.Embedding only")
            for attr, dim in dims.items():
                if getattr(sub, attr, None) is None:
                    continue
                name = f"{fqn}.{attr}"
                size = getattr(sub, attr).shape[dim]
                if size % mesh["tp"]:
                    raise ImportError_(
                        f"plan: {style_name} on module '{fqn}' splits "
                        f"{attr} dimension {dim} of size {size} over tp = "
                        f"{mesh['tp']}, which does not divide it")
                splits[name] = dim
    return splits


def _order_graph(gm, signature, params, buffers, train):
    """Puts the graph's placeholders in the order params, buffers, inputs
    and (train) its outputs as loss, gradients in `params` order. Returns
    ([(kind, name)] per argument, [(kind, name)] per result)."""
    from torch.export.graph_signature import InputKind, OutputKind

    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    by_name = {n.name: n for n in placeholders}
    order = []
    for spec in signature.input_specs:
        kind = spec.kind
        if kind == InputKind.PARAMETER:
            key = (0, params.index(spec.target), "param", spec.target)
        elif kind == InputKind.BUFFER:
            key = (1, buffers.index(spec.target), "buffer", spec.target)
        elif kind == InputKind.CONSTANT_TENSOR:
            key = (2, 0, "constant", spec.target)
        elif kind == InputKind.USER_INPUT:
            key = (3, len(order), "input", spec.arg.name)
        else:
            raise ImportError_(f"unsupported input of the exported program: "
                               f"{spec.arg.name} ({kind.name})")
        order.append((key, by_name[spec.arg.name]))
    order.sort(key=lambda item: item[0][:2])
    body = next(n for n in gm.graph.nodes if n.op != "placeholder")
    for _, node in order:
        body.prepend(node)
    args = [(key[2], key[3]) for key, _ in order]

    output = next(n for n in gm.graph.nodes if n.op == "output")
    values = list(output.args[0])
    specs = signature.output_specs
    results = []
    if train:
        loss = [v for v, s in zip(values, specs)
                if s.kind == OutputKind.LOSS_OUTPUT]
        grads = {s.target: v for v, s in zip(values, specs)
                 if s.kind == OutputKind.GRADIENT_TO_PARAMETER}
        missing = [p for p in params if p not in grads]
        if len(loss) != 1 or missing:
            raise ImportError_(
                "train=True needs a forward that returns one scalar loss on "
                "which every parameter's gradient depends"
                + (f" (no gradient for {', '.join(missing)})" if missing else ""))
        values = loss + [grads[p] for p in params]
        results = [("loss", "loss")] + [("grad", p) for p in params]
    else:
        for s in specs:
            if s.kind == OutputKind.BUFFER_MUTATION:
                raise ImportError_(
                    f"the forward updates buffer {s.target} (e.g. "
                    f"BatchNorm's running statistics in training mode); "
                    f"export the module in eval() mode")
            if s.kind != OutputKind.USER_OUTPUT:
                raise ImportError_(f"unsupported output of the exported "
                                   f"program: {s.kind.name}")
        results = [("output", str(i)) for i in range(len(values))]
    output.args = (tuple(values),)
    gm.graph.lint()
    gm.recompile()
    return args, results


def _static_views(gm):
    """Squeezes of static shapes (aten.squeeze.dims, which torch-mlir
    20261001 does not lower: cross entropy's backward has one) become
    views of the shape torch.export recorded."""
    import torch

    aten = torch.ops.aten
    changed = False
    for node in list(gm.graph.nodes):
        if node.op != "call_function" or node.target not in (
                aten.squeeze.dims, aten.squeeze.dim):
            continue
        val = node.meta.get("val")
        if val is None or any(not isinstance(d, int) for d in val.shape):
            continue
        with gm.graph.inserting_before(node):
            view = gm.graph.call_function(
                aten.view.default, (node.args[0], list(val.shape)))
        view.meta = dict(node.meta)
        node.replace_all_uses_with(view)
        gm.graph.erase_node(node)
        changed = True
    if changed:
        gm.graph.lint()
        gm.recompile()


def _index_put(self, indices, values, accumulate=False):
    """index_put with accumulate (embedding backward: the gradient rows
    added at the token ids) as a one-hot matmul, which is linalg (torch-mlir
    makes a scatter of it, which upstream MLIR has not)."""
    import torch

    if (not accumulate or len(indices) != 1 or indices[0] is None
            or indices[0].dtype == torch.bool):
        return NotImplemented
    idx = indices[0]
    n = self.shape[0]
    flat = idx.reshape(-1)
    flat = torch.where(flat < 0, flat + n, flat)
    onehot = (flat.unsqueeze(-1) == torch.arange(n, device=idx.device)).to(
        values.dtype)
    vals = values.expand(tuple(idx.shape) + tuple(self.shape[1:])).reshape(
        flat.shape[0], -1)
    return self + (onehot.t() @ vals).reshape(self.shape)


def _scatter_add(self, dim, index, src):
    """scatter_add (cross entropy's backward) as a one-hot product and a
    sum, likewise."""
    import torch

    d = dim % self.dim()
    n = self.shape[d]
    onehot = (index.unsqueeze(-1) == torch.arange(n, device=index.device)).to(
        src.dtype)
    taken = src[tuple(slice(0, s) for s in index.shape)]
    contrib = (onehot * taken.unsqueeze(-1)).sum(d)
    return self + contrib.movedim(-1, d)


def _decompositions():
    """torch.export's default (core ATen) decompositions, and scatters as
    one-hot products."""
    import torch

    from torch._decomp import decomposition_table

    aten = torch.ops.aten
    table = torch.export.default_decompositions()
    table[aten.index_put.default] = _index_put
    table[aten.scatter_add.default] = _scatter_add
    # GELU and its gradient as torch computes them: torch-mlir 20261001's
    # lowering of the tanh form uses 0.797724 for sqrt(2/pi) (0.7978846),
    # 5e-5 off PyTorch eager around |x| = 1.
    for op in (aten.gelu.default, aten.gelu_backward.default):
        table[op] = decomposition_table[op]
    return table


def _lower(gm):
    """torch-mlir: the graph -> linalg on tensors (a torch_mlir ir.Module)."""
    try:
        from torch_mlir import fx, ir
        from torch_mlir.dialects import torch as torch_d
        from torch_mlir.extras.fx_importer import FxImporter
    except ImportError as e:
        raise ImportError_(
            "the PyTorch importer needs torch-mlir (pip install -r "
            "python/requirements-torch.txt; MACO_WITH_TORCH=1 "
            f"scripts/setup.sh): {e}")
    _static_views(gm)
    context = ir.Context()
    torch_d.register_dialect(context)
    diagnostics = []

    def collect(d):
        diagnostics.append(f"{d.location}: {d.message}")
        return True
    context.attach_diagnostic_handler(collect)
    try:
        return fx.stateless_fx_import(
            gm, output_type="linalg-on-tensors", model_name="main",
            fx_importer=FxImporter(context=context))
    except Exception as e:  # torch-mlir raises its own error types
        text = "\n".join(diagnostics) + "\n" + str(e)
        # The op: a torch.operator's name, else the op the error names.
        op = (re.search(r'name = "(torch\.[\w.]+)"', text) or
              re.search(r"'(torch\.[\w.]+)'", text))
        loc = re.search(r'loc\("([^"]+)":(\d+):(\d+)\)', text)
        error = re.search(r"error: ([^:]*)", text)
        raise ImportError_(
            "torch-mlir cannot lower "
            + (op.group(1) if op else "the program") + " to linalg"
            + (f" ({error.group(1).strip()})" if error else "")
            + (f" at {loc.group(1)}:{loc.group(2)}" if loc else "")
            + ("" if op or error else f": {text.strip()[:800]}"))


def _axes_text(split_dim, rank, axis):
    axes = [[] for _ in range(max(rank, 1))]
    if split_dim is not None and rank:
        axes[split_dim] = [axis]
    while len(axes) > 1 and not axes[-1]:
        axes.pop()
    return "[" + ", ".join("[" + ", ".join(map(str, a)) + "]" for a in axes) + "]"


def _annotate(mlir_module, mesh, arg_splits, result_splits):
    """Adds the grid, a shard.shard per tensor argument (split as
    arg_splits says, {index: (dim or None, axis index)}, else replicated)
    and per result that has an entry in result_splits."""
    from torch_mlir import ir

    ctx = mlir_module.context
    ctx.allow_unregistered_dialects = True
    body = mlir_module.body
    func = next(op for op in body.operations
                if op.operation.name == "func.func")
    entry = func.regions[0].blocks[0]
    ret = list(entry.operations)[-1]

    def shard(value, split, at, after_uses):
        dim, axis = split
        rank = len(ir.RankedTensorType(value.type).shape)
        with ir.InsertionPoint(at), ir.Location.unknown():
            s = ir.Operation.create(
                "shard.sharding", results=[ir.Type.parse("!shard.sharding")],
                attributes={
                    "grid": ir.FlatSymbolRefAttr.get("mesh"),
                    "split_axes": ir.Attribute.parse(
                        f"#shard<axisarray{_axes_text(dim, rank, axis)}>"),
                    "operandSegmentSizes": ir.DenseI32ArrayAttr.get([0, 0]),
                    "static_halo_sizes": ir.DenseI64ArrayAttr.get([]),
                    "static_sharded_dims_offsets": ir.DenseI64ArrayAttr.get([])})
            op = ir.Operation.create("shard.shard", results=[value.type],
                                     operands=[value, s.result])
        if after_uses:
            value.replace_all_uses_except(op.result, op)
        return op.result

    first = list(entry.operations)[0]
    for i, arg in enumerate(entry.arguments):
        # Every tensor argument is annotated (replicated if not split), as
        # JAX's are: upstream's partitioner needs one annotation per
        # argument.
        if str(arg.type).startswith("tensor<"):
            shard(arg, arg_splits.get(i, (None, 0)), first, True)
    for i in range(len(ret.operands)):
        if i in result_splits:
            ret.operands[i] = shard(ret.operands[i], result_splits[i], ret,
                                    False)
    with ir.InsertionPoint.at_block_begin(body), ir.Location.unknown():
        ir.Operation.create("shard.grid", attributes={
            "sym_name": ir.StringAttr.get("mesh"),
            "shape": ir.DenseI64ArrayAttr.get(list(mesh.values()))})
    problems = []

    def visit(op):
        name = op.operation.name
        if name.split(".")[0] not in _UPSTREAM | {"shard"}:
            problems.append((name, str(op.location)))
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    visit(inner)
    visit(func)
    if problems:
        name, loc = problems[0]
        m = re.search(r'loc\("([^"]+)":(\d+)', loc)
        raise ImportError_(f"torch-mlir left op {name}, which upstream MLIR "
                           f"has not ({len(problems)} such op(s) in all)",
                           f"{m.group(1)}:{m.group(2)}" if m else None)


def _verify(text, maco_opt, tmp):
    from .importer import _find_maco_opt

    path = os.path.join(tmp, "torch-imported.mlir")
    with open(path, "w") as f:
        f.write(text)
    # This checkout's build, when neither $MACO_OPT nor PATH has one.
    built = os.path.join(os.path.dirname(__file__), "..", "..", "build", "bin",
                         "maco-opt")
    if not maco_opt and not os.environ.get("MACO_OPT") and \
            not shutil.which("maco-opt") and os.path.exists(built):
        maco_opt = built
    opt = maco_opt or _find_maco_opt()
    proc = subprocess.run(
        [opt, path, "--mlir-print-debuginfo",
         "--pass-pipeline=builtin.module(inline,func.func("
         "linalg-fold-unit-extent-dims,canonicalize))"],
        capture_output=True, text=True)
    if proc.returncode != 0:
        raise ImportError_("the imported module does not verify in MLIR 22 "
                           "(maco-opt):\n" + proc.stderr.strip())
    return proc.stdout


def export(module, example_inputs, *, mesh, plan=None, dp_axis=None,
           train=False, out, maco_opt=None):
    """Exports `module` applied to `example_inputs` (a tuple of tensors) for
    maco; see the file comment. Returns the path of OUT/program.mlir.
    Raises ImportError_ (maco_import.ImportFailed) naming what it cannot
    export."""
    import numpy as np
    import torch
    import torch.export.experimental  # noqa: F401  (_export_forward_backward)

    _check_mesh(mesh, plan, dp_axis)
    axis_index = {name: i for i, name in enumerate(mesh)}
    if not isinstance(example_inputs, tuple):
        example_inputs = tuple(example_inputs)
    splits = _param_splits(module, plan, mesh)
    params = [name for name, _ in module.named_parameters()]
    buffers = [name for name, _ in module.named_buffers()]
    if dp_axis is not None:
        for i, x in enumerate(example_inputs):
            if x.dim() and x.shape[0] % mesh[dp_axis]:
                raise ImportError_(
                    f"input #{i} of shape {tuple(x.shape)}: its first "
                    f"dimension is split over {dp_axis} = {mesh[dp_axis]}, "
                    f"which does not divide it")

    if train:
        with torch.no_grad():
            loss = module(*example_inputs)
        if not isinstance(loss, torch.Tensor) or loss.dim() != 0:
            raise ImportError_(
                f"train=True needs a forward that returns the scalar loss; "
                f"{type(module).__name__}'s returns "
                + (f"a tensor of shape {tuple(loss.shape)}"
                   if isinstance(loss, torch.Tensor) else type(loss).__name__))
    try:
        # Core ATen first (attention and other composites become the ops
        # they are made of, whose gradients torch-mlir lowers too).
        table = _decompositions()
        ep = torch.export.export(module, example_inputs).run_decompositions(
            table)
        if train:
            ep = torch.export.experimental._export_forward_backward(ep)
            ep = ep.run_decompositions(table)
    except ImportError_:
        raise
    except Exception as e:  # torch.export raises many kinds
        raise ImportError_(f"torch.export failed ({type(e).__name__}): "
                           f"{str(e).strip()[:1500]}")
    gm = ep.graph_module
    args, results = _order_graph(gm, ep.graph_signature, params, buffers, train)

    state = dict(module.named_parameters())
    state.update(dict(module.named_buffers()))
    constants = getattr(ep, "constants", {}) or {}
    inputs = list(example_inputs)
    arg_values, arg_splits = [], {}
    tp = axis_index.get("tp")
    for i, (kind, name) in enumerate(args):
        if kind == "input":
            value = inputs.pop(0)
            if dp_axis is not None and value.dim():
                arg_splits[i] = (0, axis_index[dp_axis])
        elif kind == "constant":
            value = constants[name]
        else:
            value = state[name]
            if kind == "param" and name in splits:
                arg_splits[i] = (splits[name], tp)
        arg_values.append((kind, name, value.detach().cpu().numpy()))
    result_splits = {}
    if train:
        for i, (kind, name) in enumerate(results):
            result_splits[i] = (splits.get(name), tp if tp is not None else 0)

    mlir_module = _lower(gm)
    _annotate(mlir_module, mesh, arg_splits, result_splits)
    text = mlir_module.operation.get_asm(enable_debug_info=True)
    tmp = tempfile.mkdtemp(prefix="maco-torch-")
    try:
        verified = _verify(text, maco_opt, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    os.makedirs(os.path.join(out, "args"), exist_ok=True)
    for old in os.listdir(os.path.join(out, "args")):
        if old.endswith(".npy"):
            os.remove(os.path.join(out, "args", old))
    for i, (kind, name, value) in enumerate(arg_values):
        np.save(os.path.join(out, "args", f"{i:03d}_{kind}_{name}.npy"), value)
    path = os.path.join(out, "program.mlir")
    with open(path, "w") as f:
        f.write(verified)
    with open(os.path.join(out, "results.txt"), "w") as f:
        for i, (kind, name) in enumerate(results):
            f.write(f"result{i}.npy\t{kind}\t{name}\n")
    return path


def main(argv=None):
    """python -m maco_import.torch SCRIPT.py --out DIR: SCRIPT.py defines
    maco_export() returning (module, example_inputs, options), the options
    those of export() (mesh, plan, dp_axis, train)."""
    import argparse
    import runpy
    import sys

    p = argparse.ArgumentParser(
        prog="python -m maco_import.torch",
        description="Export a PyTorch module for maco (program.mlir and "
                    "args/*.npy for maco-run --input-dir).")
    p.add_argument("script", help="a Python file defining maco_export() -> "
                   "(module, example_inputs, options)")
    p.add_argument("--out", required=True, help="the output directory")
    args = p.parse_args(argv)
    try:
        namespace = runpy.run_path(args.script)
        if "maco_export" not in namespace:
            raise ImportError_(f"{args.script} defines no maco_export()")
        module, inputs, options = namespace["maco_export"]()
        path = export(module, tuple(inputs), out=args.out, **options)
    except ImportError_ as e:
        where = f"{e.loc}: " if e.loc else ""
        print(f"maco-import (torch): {where}error: {e.message}", file=sys.stderr)
        return 1
    print(f"wrote {path} and {os.path.join(args.out, 'args')}")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main())
