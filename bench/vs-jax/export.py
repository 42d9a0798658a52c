"""The programs of the maco-vs-JAX benchmark (bench/vs-jax/run.sh),
exported from JAX with their shardings.

    build/venv/bin/python3 bench/vs-jax/export.py OUT_DIR \
        [--batch 256 --model 512 --hidden 2048]                  (tp_mlp)
        [--sgd-rows 512 --sgd-in 256 --sgd-hidden 1024 --sgd-out 16
         --sgd-act relu|gelu]                                    (dp_sgd)
        [--attn-batch 4 --attn-seq 256 --attn-model 512 --attn-heads 8]
                                                                 (tp_attn)
        [--tokens 2048 --vocab 8192 --width 256]     (dp_embed, dp_xent)

needs jax (MACO_WITH_JAX=1 scripts/setup.sh puts it in build/venv). JAX runs
on the CPU with 2 host devices (--xla_force_host_platform_device_count=2,
set before jax is imported, as in examples/jax/export.py). It writes into
OUT_DIR, for each program P in tp_mlp, dp_sgd, tp_attn, dp_embed and
dp_xent:

  P.stablehlo.mlir   jax.jit(f, in_shardings=..., out_shardings=...)
                     .lower(*args).as_text() (Shardy shardings), for
                     maco-import
  P/in{i}.npy        the inputs, in the order of f's arguments (global arrays)
  P/ref{j}.npy       JAX's results of the same sharded jitted function
  P.inputs, P.refs   those paths, one a line, in order (for run.sh)
  config.json        the sizes and options (time_jax.py rebuilds the same
                     functions from it)

The programs, each on a mesh of 2 devices (f32):

  tp_mlp   the pre-norm transformer MLP block of examples/jax/export.py,
           x + gelu(LN(x) @ W1 + b1) @ W2 + b2, x: (batch, model),
           W1: (model, hidden), W2: (hidden, model); tensor-parallel on
           ("tp"=2): W1 and b1 split by columns, W2 by rows, the hidden
           activation constrained to columns, x, LN's scale and bias, b2
           and the result replicated (Megatron-style).
           f(ln_scale, ln_bias, w1, b1, w2, b2, x) -> y
  dp_sgd   one SGD step (lr 0.1) of a plain 2-layer MLP
           act(x @ W1 + b1) @ W2 + b2 on a mean squared error against a
           target; data-parallel on ("dp"=2): x and the target split by
           rows, the parameters, the updated parameters and the loss (before
           the step) replicated.
           f(w1, b1, w2, b2, x, target) -> (w1', b1', w2', b2', loss)
  tp_attn  a causal multi-head self-attention block with its residual,
           x + attention(x) (examples/jax/export_transformer.py's), x:
           (batch, seq, model), heads of model / heads; tensor-parallel on
           ("tp"=2): Wq, Wk, Wv split by columns (heads), Wo by rows, x and
           the result replicated (Megatron-style).
           f(x, wq, wk, wv, wo) -> y
  dp_embed one SGD step of an embedding table on a mean squared error of
           the rows looked up (jnp.take) against targets: its gradient is
           a scatter-add into the table, which maco-import makes a one-hot
           contraction; data-parallel on ("dp"=2): the token ids and
           targets split, the table, its update and the loss replicated.
           f(table, ids, target) -> (table', loss)
  dp_patch one SGD step of a ViT-B/16 patch embedding (a convolution of
           stride = kernel = 16 on 8 images of 224 x 224 x 3 into 768
           channels) on a mean squared error; data-parallel on ("dp"=2):
           the images and targets split, the kernel replicated.
           f(k, x, target) -> (k', loss)
  dp_conv1d one SGD step of a causal 1-D convolution (8 sequences of 1024,
           256 channels in and out, kernel 4) on a mean squared error;
           data-parallel as dp_patch.
           f(k, x, target) -> (k', loss)
  dp_xent  one SGD step of an output projection on a cross-entropy with
           integer labels (take_along_axis of log_softmax): its gradient
           holds a scatter-add with batching dimensions; data-parallel on
           ("dp"=2) as dp_embed.
           f(w, x, labels) -> (w', loss)

The inputs are fixed by a seed, so running the script again writes the same
files. bench/vs-jax/exports holds the StableHLO files at the default
sizes (jax 0.10.2, python/requirements-jax.txt), for the tests that run
without JAX (test/Import/jax-no-loops.mlir).
"""

import argparse
import json
import os

# Two CPU devices for the meshes (before jax is imported).
os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                           " --xla_force_host_platform_device_count=2").strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import numpy as np  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.sharding import NamedSharding, PartitionSpec as P  # noqa: E402

# Sizes (flags change them).
NDEV = 2
BATCH, MODEL, HIDDEN = 256, 512, 2048            # tp_mlp
SGD_ROWS, SGD_IN, SGD_HIDDEN, SGD_OUT = 512, 256, 1024, 16  # dp_sgd
SGD_ACT = "relu"
ATTN_BATCH, ATTN_SEQ, ATTN_MODEL, ATTN_HEADS = 4, 256, 512, 8  # tp_attn
TOKENS, VOCAB, WIDTH = 2048, 8192, 256  # dp_embed, dp_xent
PATCH = (8, 224, 16, 768)  # dp_patch: images, image size, patch, width
CONV1D = (8, 1024, 256, 4)  # dp_conv1d: batch, sequence, channels, kernel
LR = 0.1
SEED = 0
PROGRAMS = ("tp_mlp", "dp_sgd", "tp_attn", "dp_embed", "dp_xent", "dp_patch",
            "dp_conv1d")


def config():
    return {"ndev": NDEV, "batch": BATCH, "model": MODEL, "hidden": HIDDEN,
            "sgd_rows": SGD_ROWS, "sgd_in": SGD_IN, "sgd_hidden": SGD_HIDDEN,
            "sgd_out": SGD_OUT, "sgd_act": SGD_ACT, "lr": LR, "seed": SEED,
            "attn": [ATTN_BATCH, ATTN_SEQ, ATTN_MODEL, ATTN_HEADS],
            "lookup": [TOKENS, VOCAB, WIDTH], "patch": list(PATCH),
            "conv1d": list(CONV1D)}


def set_config(c):
    """Takes the sizes and options of config() (time_jax.py: config.json)."""
    global NDEV, BATCH, MODEL, HIDDEN, SGD_ROWS, SGD_IN, SGD_HIDDEN, SGD_OUT
    global SGD_ACT, LR, SEED, ATTN_BATCH, ATTN_SEQ, ATTN_MODEL, ATTN_HEADS
    global TOKENS, VOCAB, WIDTH, PATCH, CONV1D
    PATCH, CONV1D = tuple(c["patch"]), tuple(c["conv1d"])
    NDEV, BATCH, MODEL, HIDDEN = c["ndev"], c["batch"], c["model"], c["hidden"]
    TOKENS, VOCAB, WIDTH = c["lookup"]
    ATTN_BATCH, ATTN_SEQ, ATTN_MODEL, ATTN_HEADS = c["attn"]
    SGD_ROWS, SGD_IN = c["sgd_rows"], c["sgd_in"]
    SGD_HIDDEN, SGD_OUT = c["sgd_hidden"], c["sgd_out"]
    SGD_ACT, LR, SEED = c["sgd_act"], c["lr"], c["seed"]


def mesh(axis):
    return jax.make_mesh((NDEV,), (axis,), devices=jax.devices()[:NDEV],
                         axis_types=(jax.sharding.AxisType.Auto,))


# --- tp_mlp ----------------------------------------------------------------

def layer_norm(x, scale, bias):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * scale + bias


def tp_mlp():
    """The jitted tp_mlp with its shardings: (fn, in_shardings)."""
    m = mesh("tp")
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731
    rep = s()

    def f(ln_scale, ln_bias, w1, b1, w2, b2, x):
        h = layer_norm(x, ln_scale, ln_bias)
        u = jax.nn.gelu(h @ w1 + b1)
        u = jax.lax.with_sharding_constraint(u, s(None, "tp"))
        return x + u @ w2 + b2

    shardings = (rep, rep, s(None, "tp"), s("tp"), s("tp", None), rep, rep)
    return jax.jit(f, in_shardings=shardings, out_shardings=rep), shardings


def tp_mlp_inputs():
    rng = np.random.RandomState(SEED)
    f32 = np.float32
    return [
        ("ln_scale", (1.0 + 0.1 * rng.standard_normal(MODEL)).astype(f32)),
        ("ln_bias", (0.1 * rng.standard_normal(MODEL)).astype(f32)),
        ("w1", (rng.standard_normal((MODEL, HIDDEN)) / np.sqrt(MODEL)).astype(f32)),
        ("b1", (0.1 * rng.standard_normal(HIDDEN)).astype(f32)),
        ("w2", (rng.standard_normal((HIDDEN, MODEL)) / np.sqrt(HIDDEN)).astype(f32)),
        ("b2", (0.1 * rng.standard_normal(MODEL)).astype(f32)),
        ("x", rng.standard_normal((BATCH, MODEL)).astype(f32)),
    ]


# --- dp_sgd ----------------------------------------------------------------

def act(v):
    return jax.nn.relu(v) if SGD_ACT == "relu" else jax.nn.gelu(v)


def sgd_loss(params, x, target):
    w1, b1, w2, b2 = params
    y = act(x @ w1 + b1) @ w2 + b2
    return jnp.mean(jnp.square(y - target))


def sgd_step(w1, b1, w2, b2, x, target):
    """One SGD step: the updated parameters and the loss before it."""
    params = (w1, b1, w2, b2)
    loss, grads = jax.value_and_grad(sgd_loss)(params, x, target)
    return tuple(p - LR * g for p, g in zip(params, grads)) + (loss,)


def dp_sgd():
    """The jitted dp_sgd with its shardings: (fn, in_shardings)."""
    m = mesh("dp")
    rep = NamedSharding(m, P())
    rows = NamedSharding(m, P("dp", None))
    shardings = (rep,) * 4 + (rows, rows)
    return (jax.jit(sgd_step, in_shardings=shardings, out_shardings=(rep,) * 5),
            shardings)


def dp_sgd_inputs():
    rng = np.random.RandomState(SEED + 1)
    f32 = np.float32
    return [
        ("w1", (rng.standard_normal((SGD_IN, SGD_HIDDEN)) / np.sqrt(SGD_IN)).astype(f32)),
        ("b1", (0.1 * rng.standard_normal(SGD_HIDDEN)).astype(f32)),
        ("w2", (rng.standard_normal((SGD_HIDDEN, SGD_OUT)) / np.sqrt(SGD_HIDDEN)).astype(f32)),
        ("b2", (0.1 * rng.standard_normal(SGD_OUT)).astype(f32)),
        ("x", rng.standard_normal((SGD_ROWS, SGD_IN)).astype(f32)),
        ("target", rng.standard_normal((SGD_ROWS, SGD_OUT)).astype(f32)),
    ]


# --- tp_attn ---------------------------------------------------------------

def attention(x, wq, wk, wv, wo):
    """Causal multi-head self-attention on x: (batch, seq, model)."""
    b, s, d = x.shape
    hd = d // ATTN_HEADS
    q = (x @ wq).reshape(b, s, ATTN_HEADS, hd)
    k = (x @ wk).reshape(b, s, ATTN_HEADS, hd)
    v = (x @ wv).reshape(b, s, ATTN_HEADS, hd)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.float32(np.sqrt(hd))
    mask = jnp.tril(jnp.ones((s, s), dtype=bool))
    p = jax.nn.softmax(jnp.where(mask, scores, -1e9), axis=-1)
    return jnp.einsum("bhqk,bkhd->bqhd", p, v).reshape(b, s, d) @ wo


def tp_attn():
    """The jitted tp_attn with its shardings: (fn, in_shardings)."""
    m = mesh("tp")
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731
    col = s(None, "tp")
    shardings = (s(), col, col, col, s("tp", None))
    return (jax.jit(lambda x, wq, wk, wv, wo: x + attention(x, wq, wk, wv, wo),
                    in_shardings=shardings, out_shardings=s()), shardings)


def tp_attn_inputs():
    rng = np.random.RandomState(SEED)
    f32 = np.float32
    d = ATTN_MODEL
    w = lambda: (rng.standard_normal((d, d)) / np.sqrt(d)).astype(f32)  # noqa: E731
    return [("x", rng.standard_normal((ATTN_BATCH, ATTN_SEQ, d)).astype(f32)),
            ("wq", w()), ("wk", w()), ("wv", w()), ("wo", w())]


def dp_embed():
    """The jitted dp_embed with its shardings: (fn, in_shardings)."""
    m = mesh("dp")
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

    def step(table, ids, target):
        def loss(t):
            return jnp.mean(jnp.square(jnp.take(t, ids, axis=0) - target))
        value, grad = jax.value_and_grad(loss)(table)
        return table - LR * grad, value
    shardings = (s(), s("dp"), s("dp", None))
    return (jax.jit(step, in_shardings=shardings, out_shardings=(s(), s())),
            shardings)


def dp_embed_inputs():
    rng = np.random.RandomState(SEED)
    f32 = np.float32
    return [("table", rng.standard_normal((VOCAB, WIDTH)).astype(f32)),
            ("ids", rng.randint(0, VOCAB, TOKENS).astype(np.int32)),
            ("target", rng.standard_normal((TOKENS, WIDTH)).astype(f32))]


def dp_xent():
    """The jitted dp_xent with its shardings: (fn, in_shardings)."""
    m = mesh("dp")
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

    def step(w, x, labels):
        def loss(w):
            logp = jax.nn.log_softmax(x @ w, axis=-1)
            return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1))
        value, grad = jax.value_and_grad(loss)(w)
        return w - LR * grad, value
    shardings = (s(), s("dp", None), s("dp"))
    return (jax.jit(step, in_shardings=shardings, out_shardings=(s(), s())),
            shardings)


def dp_xent_inputs():
    rng = np.random.RandomState(SEED)
    f32 = np.float32
    return [("w", (rng.standard_normal((WIDTH, VOCAB)) / np.sqrt(WIDTH)).astype(f32)),
            ("x", rng.standard_normal((TOKENS, WIDTH)).astype(f32)),
            ("labels", rng.randint(0, VOCAB, TOKENS).astype(np.int32))]


def conv(x, k, strides, padding, spec):
    return jax.lax.conv_general_dilated(x, k, strides, padding,
                                        dimension_numbers=spec)


def dp_conv_step(apply):
    """One SGD step of kernel k on mean((apply(x, k) - target)^2), x and the
    target split over ("dp"), k replicated: (fn, in_shardings)."""
    m = mesh("dp")
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

    def step(k, x, target):
        def loss(k):
            return jnp.mean(jnp.square(apply(x, k) - target))
        value, grad = jax.value_and_grad(loss)(k)
        return k - LR * grad, value
    shardings = (s(), s("dp"), s("dp"))
    return (jax.jit(step, in_shardings=shardings, out_shardings=(s(), s())),
            shardings)


def dp_patch():
    """The jitted dp_patch with its shardings: (fn, in_shardings)."""
    patch = PATCH[2]
    return dp_conv_step(lambda x, k: conv(x, k, (patch, patch), "VALID",
                                          ("NHWC", "HWIO", "NHWC")))


def dp_patch_inputs():
    rng = np.random.RandomState(SEED)
    f32 = np.float32
    n, size, patch, width = PATCH
    return [("k", (rng.standard_normal((patch, patch, 3, width)) * 0.02).astype(f32)),
            ("x", rng.standard_normal((n, size, size, 3)).astype(f32)),
            ("target", rng.standard_normal(
                (n, size // patch, size // patch, width)).astype(f32))]


def dp_conv1d():
    """The jitted dp_conv1d with its shardings: (fn, in_shardings)."""
    kw = CONV1D[3]
    return dp_conv_step(lambda x, k: conv(x, k, (1,), [(kw - 1, 0)],
                                          ("NWC", "WIO", "NWC")))


def dp_conv1d_inputs():
    rng = np.random.RandomState(SEED)
    f32 = np.float32
    n, seq, ch, kw = CONV1D
    return [("k", (rng.standard_normal((kw, ch, ch)) / np.sqrt(kw * ch)).astype(f32)),
            ("x", rng.standard_normal((n, seq, ch)).astype(f32)),
            ("target", rng.standard_normal((n, seq, ch)).astype(f32))]


BUILDERS = {"tp_mlp": (tp_mlp, tp_mlp_inputs), "dp_sgd": (dp_sgd, dp_sgd_inputs),
            "tp_attn": (tp_attn, tp_attn_inputs),
            "dp_embed": (dp_embed, dp_embed_inputs),
            "dp_xent": (dp_xent, dp_xent_inputs),
            "dp_patch": (dp_patch, dp_patch_inputs),
            "dp_conv1d": (dp_conv1d, dp_conv1d_inputs)}


def load_inputs(out_dir, name):
    """The exported inputs of program `name`, in argument order."""
    with open(os.path.join(out_dir, name + ".inputs")) as f:
        return [np.load(p) for p in f.read().split()]


def main():
    global BATCH, MODEL, HIDDEN, SGD_ROWS, SGD_IN, SGD_HIDDEN, SGD_OUT, SGD_ACT
    global ATTN_BATCH, ATTN_SEQ, ATTN_MODEL, ATTN_HEADS, TOKENS, VOCAB, WIDTH
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out_dir")
    ap.add_argument("--batch", type=int, default=BATCH)
    ap.add_argument("--model", type=int, default=MODEL)
    ap.add_argument("--hidden", type=int, default=HIDDEN)
    ap.add_argument("--sgd-rows", type=int, default=SGD_ROWS)
    ap.add_argument("--sgd-in", type=int, default=SGD_IN)
    ap.add_argument("--sgd-hidden", type=int, default=SGD_HIDDEN)
    ap.add_argument("--sgd-out", type=int, default=SGD_OUT)
    ap.add_argument("--sgd-act", choices=("relu", "gelu"), default=SGD_ACT)
    ap.add_argument("--attn-batch", type=int, default=ATTN_BATCH)
    ap.add_argument("--attn-seq", type=int, default=ATTN_SEQ)
    ap.add_argument("--attn-model", type=int, default=ATTN_MODEL)
    ap.add_argument("--attn-heads", type=int, default=ATTN_HEADS)
    ap.add_argument("--tokens", type=int, default=TOKENS)
    ap.add_argument("--vocab", type=int, default=VOCAB)
    ap.add_argument("--width", type=int, default=WIDTH)
    ap.add_argument("--programs", default=",".join(PROGRAMS),
                    help="comma-separated subset of " + ", ".join(PROGRAMS))
    a = ap.parse_args()
    TOKENS, VOCAB, WIDTH = a.tokens, a.vocab, a.width
    BATCH, MODEL, HIDDEN = a.batch, a.model, a.hidden
    SGD_ROWS, SGD_IN, SGD_HIDDEN, SGD_OUT = a.sgd_rows, a.sgd_in, a.sgd_hidden, a.sgd_out
    SGD_ACT = a.sgd_act
    ATTN_BATCH, ATTN_SEQ = a.attn_batch, a.attn_seq
    ATTN_MODEL, ATTN_HEADS = a.attn_model, a.attn_heads
    out = os.path.abspath(a.out_dir)
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "config.json"), "w") as f:
        json.dump(config(), f, indent=1)

    for name in a.programs.split(","):
        build, make_inputs = BUILDERS[name]
        fn, _ = build()
        named = make_inputs()
        args = [v for _, v in named]
        os.makedirs(os.path.join(out, name), exist_ok=True)
        with open(os.path.join(out, name + ".stablehlo.mlir"), "w") as f:
            f.write(fn.lower(*args).as_text())
        refs = fn(*args)
        refs = refs if isinstance(refs, tuple) else (refs,)
        in_paths, ref_paths = [], []
        for i, (_, v) in enumerate(named):
            in_paths.append(os.path.join(out, name, f"in{i}.npy"))
            np.save(in_paths[-1], v)
        for j, r in enumerate(refs):
            ref_paths.append(os.path.join(out, name, f"ref{j}.npy"))
            np.save(ref_paths[-1], np.asarray(r))
        for ext, paths in ((".inputs", in_paths), (".refs", ref_paths)):
            with open(os.path.join(out, name + ext), "w") as f:
                f.write("\n".join(paths) + "\n")
        shapes = ", ".join(f"{k}{tuple(v.shape)}" for k, v in named)
        print(f"{name}: {name}.stablehlo.mlir, {len(args)} inputs ({shapes}), "
              f"{len(refs)} references in {out}")


if __name__ == "__main__":
    main()
