"""Transformer programs in JAX, exported with their shardings for maco
(issue 39: attention, embeddings, training loops, sequence parallelism and
shard_map collectives).

    python examples/jax/export_transformer.py [OUT_DIR [NAME...]]
                                         (default: examples/jax, all)

needs jax 0.10.2 (python/requirements-jax.txt; MACO_WITH_JAX=1
scripts/setup.sh installs it). For N = 2 and 4 ranks it writes

  attn_tp{N}.stablehlo.mlir    a causal self-attention block, heads split
                               over "tp" (Wq/Wk/Wv by columns, Wo by rows;
                               the (B, S, heads, hd) reshape of q, k, v)
  sp_block{N}.stablehlo.mlir   sequence parallelism: x split over the
                               sequence ("sp"), layer norm, attention, MLP
  sgd_loop_dp{N}.stablehlo.mlir
                               jax.lax.fori_loop of 3 SGD steps of a
                               2-layer MLP, the batch split over "dp"
  while_dp{N}.stablehlo.mlir   jax.lax.while_loop of SGD steps until the
                               loss is below 0.258 or a step budget (an
                               argument) is spent, the batch over "dp"
  scan_dp{N}.stablehlo.mlir    jax.lax.scan over stacked layer weights
                               (rows over "dp"), the per-layer sums stacked
  rope_tp{N}.stablehlo.mlir    attention written with einsum and rotary
                               position embeddings, heads over "tp"
  cond_dp{N}.stablehlo.mlir    jax.lax.cond on a replicated scalar (both
                               branches taken once) on rows split over "dp"
  slices_dp{N}.stablehlo.mlir  slices, jnp.pad and jnp.concatenate along
                               the columns of rows split over "dp"
  embed_tp{N}.stablehlo.mlir   an embedding lookup (jnp.take, a gather)
                               from a table split by rows (the
                               vocabulary) over "tp", then a projection
  embed_cols_tp{N}.stablehlo.mlir
                               the same lookup from a table split by the
                               model dimension (columns) over "tp"
  ring_{N}.stablehlo.mlir      shard_map: a ring all-gather-matmul by
                               ppermute, psum of the partial products,
                               axis_index
  smap_collectives_{N}.stablehlo.mlir
                               shard_map with all_gather, psum_scatter,
                               all_to_all, pmax, pmin, psum, and automatic
                               (sharded) code before and after it
  gpt_dp{N}.stablehlo.mlir     one training step of a 2-layer GPT-style
                               model (one-hot embedding, attention, MLP,
                               cross entropy, Adam), the batch over "dp"

and gpt_dp2_tp2.stablehlo.mlir (the same step on a 2 x 2 mesh, the batch
over "dp", heads and the MLP's hidden dimension over "tp"),
swiglu_dp2_tp2.stablehlo.mlir (an RMSNorm + SwiGLU block, rows over "dp",
the hidden dimension over "tp"),
smap_mesh2d.stablehlo.mlir (shard_map on a 2 x 2 dp x tp mesh:
collectives over one axis of two) and, when named,
smap_partial.stablehlo.mlir (a partially manual shard_map, which maco
reports as unsupported; test/Import/Inputs holds it), with the
inputs and JAX's results in data/<function>/ (in<i>.npy, out<i>.npy; the
programs of one function on other meshes share them). The references are
computed on one device, those of shard_map programs on their mesh.
"""

import os
import sys

os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                           " --xla_force_host_platform_device_count=4").strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import numpy as np  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.sharding import NamedSharding, PartitionSpec as P  # noqa: E402

B, S, D, HEADS, HD, HID, VOCAB = 2, 8, 16, 4, 4, 32, 32
LR = 0.05


def mesh(shape, names):
    n = int(np.prod(shape))
    return jax.make_mesh(shape, names, devices=jax.devices()[:n],
                         axis_types=(jax.sharding.AxisType.Auto,) * len(shape))


def layer_norm(x, scale, bias):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * scale + bias


def attention(x, wq, wk, wv, wo):
    """Causal multi-head self-attention; x is (B, S, D)."""
    b, s, _ = x.shape
    q = (x @ wq).reshape(b, s, HEADS, HD)
    k = (x @ wk).reshape(b, s, HEADS, HD)
    v = (x @ wv).reshape(b, s, HEADS, HD)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(HD).astype(np.float32)
    mask = jnp.tril(jnp.ones((s, s), dtype=bool))
    scores = jnp.where(mask, scores, -1e9)
    p = jax.nn.softmax(scores, axis=-1)
    o = jnp.einsum("bhqk,bkhd->bqhd", p, v).reshape(b, s, HEADS * HD)
    return o @ wo


def block(x, p):
    x = x + attention(layer_norm(x, p["ln1s"], p["ln1b"]),
                      p["wq"], p["wk"], p["wv"], p["wo"])
    h = jax.nn.gelu(layer_norm(x, p["ln2s"], p["ln2b"]) @ p["w1"] + p["b1"])
    return x + h @ p["w2"] + p["b2"]


def rng_arrays(seed, shapes):
    rng = np.random.RandomState(seed)
    return [(rng.standard_normal(s) / np.sqrt(s[0] if len(s) > 1 else 4.0))
            .astype(np.float32) for s in shapes]


BLOCK_KEYS = ("ln1s", "ln1b", "wq", "wk", "wv", "wo", "ln2s", "ln2b", "w1",
              "b1", "w2", "b2")
BLOCK_SHAPES = {"ln1s": (D,), "ln1b": (D,), "wq": (D, HEADS * HD),
                "wk": (D, HEADS * HD), "wv": (D, HEADS * HD),
                "wo": (HEADS * HD, D), "ln2s": (D,), "ln2b": (D,),
                "w1": (D, HID), "b1": (HID,), "w2": (HID, D), "b2": (D,)}


def block_params(seed):
    arrays = rng_arrays(seed, [BLOCK_SHAPES[k] for k in BLOCK_KEYS])
    p = dict(zip(BLOCK_KEYS, arrays))
    p["ln1s"] += 1.0
    p["ln2s"] += 1.0
    return p


def block_specs(tp):
    """PartitionSpecs of a block's parameters: heads and hidden over tp."""
    col, row, rep = P(None, tp), P(tp, None), P()
    return {"ln1s": rep, "ln1b": rep, "wq": col, "wk": col, "wv": col,
            "wo": row, "ln2s": rep, "ln2b": rep, "w1": col, "b1": P(tp),
            "w2": row, "b2": rep}


# --- attention, heads over tp -------------------------------------------

def attn_tp(n):
    m = mesh((n,), ("tp",))
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

    def f(x, wq, wk, wv, wo):
        return x + attention(x, wq, wk, wv, wo)

    shardings = (s(), s(None, "tp"), s(None, "tp"), s(None, "tp"),
                 s("tp", None))
    p = block_params(1)
    x = rng_arrays(2, [(B, S, D)])[0]
    args = [x, p["wq"], p["wk"], p["wv"], p["wo"]]
    return jax.jit(f, in_shardings=shardings, out_shardings=s()), f, args


# --- sequence parallelism ------------------------------------------------

def sp_block(n):
    m = mesh((n,), ("sp",))
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

    def f(x, *params):
        return block(x, dict(zip(BLOCK_KEYS, params)))

    p = block_params(3)
    x = rng_arrays(4, [(B, S, D)])[0]
    args = [x] + [p[k] for k in BLOCK_KEYS]
    shardings = (s(None, "sp", None),) + (s(),) * len(BLOCK_KEYS)
    return (jax.jit(f, in_shardings=shardings,
                    out_shardings=s(None, "sp", None)), f, args)


# --- fori_loop of SGD steps -----------------------------------------------

def sgd_loop(n):
    m = mesh((n,), ("dp",))
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

    def loss(w1, w2, x, y):
        return jnp.mean(jnp.square(jnp.tanh(x @ w1) @ w2 - y))

    def f(w1, w2, x, y):
        def body(i, carry):
            w1, w2, _ = carry
            value, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(
                w1, w2, x, y)
            return (w1 - LR * g1, w2 - LR * g2, value)
        return jax.lax.fori_loop(0, 3, body, (w1, w2, jnp.float32(0)))

    w1, w2, x, y = rng_arrays(5, [(D, HID), (HID, D), (8, D), (8, D)])
    return (jax.jit(f, in_shardings=(s(), s(), s("dp", None), s("dp", None)),
                    out_shardings=(s(), s(), s())), f, [w1, w2, x, y])


def while_dp(n):
    """jax.lax.while_loop of SGD steps until the loss is small enough or a
    step budget (an argument: the trip count is known only at run time)
    is spent."""
    m = mesh((n,), ("dp",))
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

    def loss(w1, w2, x, y):
        return jnp.mean(jnp.square(jnp.tanh(x @ w1) @ w2 - y))

    def f(w1, w2, x, y, steps):
        def cond(carry):
            _, _, value, i = carry
            return jnp.logical_and(i < steps, value > 0.258)

        def body(carry):
            w1, w2, _, i = carry
            value, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(
                w1, w2, x, y)
            return (w1 - LR * g1, w2 - LR * g2, value, i + 1)
        return jax.lax.while_loop(cond, body,
                                  (w1, w2, jnp.float32(1e9), jnp.int32(0)))

    w1, w2, x, y = rng_arrays(5, [(D, HID), (HID, D), (8, D), (8, D)])
    return (jax.jit(f, in_shardings=(s(), s(), s("dp", None), s("dp", None),
                                      s()),
                    out_shardings=(s(), s(), s(), s())),
            f, [w1, w2, x, y, np.int32(10)])


def scan_dp(n):
    """jax.lax.scan over stacked layer weights (layer i sliced out of a
    (3, D, D) array at a run-time offset) with the per-layer sums stacked,
    rows over "dp"."""
    m = mesh((n,), ("dp",))
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

    def f(x, ws):
        def layer(h, w):
            return jnp.tanh(h @ w), jnp.sum(h)
        return jax.lax.scan(layer, x, ws)

    x, ws = rng_arrays(17, [(8, D), (3, D, D)])
    return (jax.jit(f, in_shardings=(s("dp", None), s()),
                    out_shardings=(s("dp", None), s())), f, [x, ws])


def rope_tp(n):
    """Attention written with einsum and rotary position embeddings (RoPE:
    halves of each head rotated), heads over "tp"."""
    m = mesh((n,), ("tp",))
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

    def rope(x, pos):
        d = x.shape[-1] // 2
        ang = pos[:, None] / (10000 ** (jnp.arange(d) / d))[None, :]
        c, sn = jnp.cos(ang)[None, :, None, :], jnp.sin(ang)[None, :, None, :]
        x1, x2 = x[..., :d], x[..., d:]
        return jnp.concatenate([x1 * c - x2 * sn, x1 * sn + x2 * c], axis=-1)

    def f(x, wq, wk, wv, wo):
        seq = x.shape[1]
        pos = jnp.arange(seq, dtype=jnp.float32)
        q = rope(jnp.einsum("bsd,dhk->bshk", x, wq), pos)
        k = rope(jnp.einsum("bsd,dhk->bshk", x, wk), pos)
        v = jnp.einsum("bsd,dhk->bshk", x, wv)
        sc = jnp.einsum("bqhk,bshk->bhqs", q, k) / np.sqrt(q.shape[-1])
        sc = jnp.where(jnp.tril(jnp.ones((seq, seq), bool)), sc, -1e9)
        o = jnp.einsum("bhqs,bshk->bqhk", jax.nn.softmax(sc, axis=-1), v)
        return jnp.einsum("bqhk,hkd->bqd", o, wo)

    heads = 4
    args = rng_arrays(18, [(2, 16, D), (D, heads, D // heads),
                           (D, heads, D // heads), (D, heads, D // heads),
                           (heads, D // heads, D)])
    split = s(None, "tp", None)
    return (jax.jit(f, in_shardings=(s(), split, split, split,
                                      s("tp", None, None)),
                    out_shardings=s()), f, args)


def swiglu_dp_tp():
    """An RMSNorm + SwiGLU MLP block (llama's) on a 2 x 2 mesh: rows over
    "dp", the hidden dimension over "tp"."""
    m = mesh((2, 2), ("dp", "tp"))
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

    def f(x, g, w1, w3, w2):
        h = x * jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + 1e-6) * g
        return x + (jax.nn.silu(h @ w1) * (h @ w3)) @ w2

    x, w1, w3, w2 = rng_arrays(19, [(8, D), (D, HID), (D, HID), (HID, D)])
    g = np.ones(D, np.float32)
    return (jax.jit(f, in_shardings=(s("dp", None), s(), s(None, "tp"),
                                      s(None, "tp"), s("tp", None)),
                    out_shardings=s("dp", None)), f, [x, g, w1, w3, w2])


# --- lax.cond ---------------------------------------------------------------

def cond_dp(n):
    m = mesh((n,), ("dp",))
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

    def f(x, w, p):
        def branch(sign):
            return jax.lax.cond(sign * p > 0, lambda v: jnp.tanh(v @ w),
                                lambda v: v * 2.0 + 1.0, x)
        return branch(1.0) + branch(-1.0)

    x, w = rng_arrays(14, [(8, D), (D, D)])
    return (jax.jit(f, in_shardings=(s("dp", None), s(), s()),
                    out_shardings=s("dp", None)), f, [x, w, np.float32(0.5)])


# --- slices, pad, concatenate -----------------------------------------------

def slices_dp(n):
    m = mesh((n,), ("dp",))
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

    def f(x):
        left = jnp.pad(x[:, :8], ((0, 0), (1, 1)))
        return jnp.concatenate([left, x[:, 8:] * 2.0], axis=1)

    x, = rng_arrays(15, [(8, D)])
    return (jax.jit(f, in_shardings=(s("dp", None),),
                    out_shardings=s("dp", None)), f, [x])


# --- embedding lookup, vocabulary over tp ----------------------------------

def embed_tp(n, split="vocab"):
    """An embedding lookup from a table split by vocabulary (rows) or by
    the model dimension (columns) over tp, then a projection."""
    m = mesh((n,), ("tp",))
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731

    def f(table, tokens, w):
        return jnp.tanh(jnp.take(table, tokens, axis=0) @ w)

    table, w = rng_arrays(12, [(VOCAB, D), (D, D)])
    tokens = np.random.RandomState(13).randint(0, VOCAB, size=(B, S)).astype(
        np.int32)
    spec = s("tp", None) if split == "vocab" else s(None, "tp")
    return (jax.jit(f, in_shardings=(spec, s(), s()),
                    out_shardings=s()), f, [table, tokens, w])


# --- shard_map ring -------------------------------------------------------

def ring(n):
    m = mesh((n,), ("x",))

    def local(a, w):
        # a: (rows/n, K) of rank i, w: (K/n, N) of rank i. A ring: each rank
        # multiplies its a-columns block with the w block it holds, passes
        # w on, and sums the partial products at the end.
        idx = jax.lax.axis_index("x")
        k = w.shape[0]
        acc = jnp.zeros((a.shape[0], w.shape[1]), jnp.float32)
        for step in range(n):
            src = (idx + step) % n
            cols = jax.lax.dynamic_slice_in_dim(a, src * k, k, axis=1)
            acc = acc + cols @ w
            w = jax.lax.ppermute(w, "x", [(j, (j - 1) % n) for j in range(n)])
        total = jax.lax.psum(jnp.sum(acc), "x")
        return acc, total

    def f(a, w):
        return jax.shard_map(local, mesh=m, in_specs=(P("x", None),
                                                      P("x", None)),
                             out_specs=(P("x", None), P()))(a, w)

    a, w = rng_arrays(6, [(8, 4 * n), (4 * n, 8)])
    rep = NamedSharding(m, P("x", None))
    return (jax.jit(f, in_shardings=(rep, rep),
                    out_shardings=(rep, NamedSharding(m, P()))), f, [a, w])


def smap_collectives(n):
    """shard_map with every collective JAX has: all_gather, psum_scatter,
    all_to_all, pmax, pmin, psum, and automatic code around it."""
    m = mesh((n,), ("x",))

    def local(x, w):
        # x: (4, 4n) rows of rank i; w: (4n, 4n) replicated.
        g = jax.lax.all_gather(x, "x", axis=0, tiled=True)        # (4n, 4n)
        h = jnp.tanh(g @ w)
        s = jax.lax.psum_scatter(h, "x", scatter_dimension=1,
                                 tiled=True)                        # (4n, 4)
        a = jax.lax.all_to_all(x, "x", 1, 0, tiled=True)          # (4n, 4)
        hi = jax.lax.pmax(jnp.max(x), "x")
        lo = jax.lax.pmin(jnp.min(x), "x")
        return s + a * (hi - lo), jax.lax.psum(jnp.sum(x * x), "x")

    def f(x, w):
        x = x * 0.5 + 1.0  # automatic code before the shard_map
        y, t = jax.shard_map(local, mesh=m, in_specs=(P("x", None), P()),
                             out_specs=(P(None, "x"), P()))(x, w)
        return jnp.exp(-y * y), t  # and after it

    x, w = rng_arrays(14, [(4 * n, 4 * n), (4 * n, 4 * n)])
    return (jax.jit(f, in_shardings=(NamedSharding(m, P("x", None)),
                                      NamedSharding(m, P())),
                    out_shardings=(NamedSharding(m, P(None, "x")),
                                   NamedSharding(m, P()))), f, [x, w])


def smap_mesh2d():
    """shard_map on a 2 x 2 dp x tp mesh: a row-parallel matmul with the
    psum over tp only, a ppermute over tp, a mean over both axes."""
    m = mesh((2, 2), ("dp", "tp"))

    def local(x, w):
        # x: (2, 4) block (dp, tp); w: (4, 8) rows split over tp.
        y = jax.lax.psum(x @ w, "tp")                               # (2, 8)
        z = jax.lax.ppermute(y, "tp", [(0, 1), (1, 0)])
        mean = jax.lax.pmean(jnp.sum(z, axis=0), ("dp", "tp"))      # (8,)
        idx = jax.lax.axis_index("dp") * 2 + jax.lax.axis_index("tp")
        return y + z * idx.astype(jnp.float32), mean

    def f(x, w):
        return jax.shard_map(local, mesh=m,
                             in_specs=(P("dp", "tp"), P("tp", None)),
                             out_specs=(P("dp", "tp"), P()))(x, w)

    x, w = rng_arrays(15, [(4, 8), (8, 8)])
    return (jax.jit(f, in_shardings=(NamedSharding(m, P("dp", "tp")),
                                      NamedSharding(m, P("tp", None))),
                    out_shardings=(NamedSharding(m, P("dp", "tp")),
                                   NamedSharding(m, P()))), f, [x, w])


def smap_partial():
    """A partially manual shard_map (tp automatic): maco reports it."""
    m = mesh((2, 2), ("dp", "tp"))

    def local(x):
        return jax.lax.psum(x, "dp")

    def f(x):
        return jax.shard_map(local, mesh=m, in_specs=P("dp", None),
                             out_specs=P(), axis_names={"dp"})(x)

    x, = rng_arrays(16, [(4, 8)])
    return (jax.jit(f, in_shardings=(NamedSharding(m, P("dp", None)),),
                    out_shardings=NamedSharding(m, P())), f, [x])


# --- GPT-style training step with Adam -----------------------------------

GPT_KEYS = ("emb", "pos") + tuple(f"l{i}_{k}" for i in range(2)
                                  for k in BLOCK_KEYS) + ("lnfs", "lnfb")


def gpt_params():
    p = {"emb": rng_arrays(7, [(VOCAB, D)])[0],
         "pos": 0.1 * rng_arrays(8, [(S, D)])[0]}
    for i in range(2):
        for k, v in block_params(10 + i).items():
            p[f"l{i}_{k}"] = v
    p["lnfs"] = np.ones(D, np.float32)
    p["lnfb"] = np.zeros(D, np.float32)
    return p


def gpt_loss(params, tokens, targets):
    x = jax.nn.one_hot(tokens, VOCAB, dtype=jnp.float32) @ params["emb"]
    x = x + params["pos"]
    for i in range(2):
        x = block(x, {k: params[f"l{i}_{k}"] for k in BLOCK_KEYS})
    x = layer_norm(x, params["lnfs"], params["lnfb"])
    logits = x @ params["emb"].T
    logp = jax.nn.log_softmax(logits, axis=-1)
    onehot = jax.nn.one_hot(targets, VOCAB, dtype=jnp.float32)
    return -jnp.mean(jnp.sum(logp * onehot, axis=-1))


def adam_step(*args):
    """One Adam step (t = 1): new params, new m, new v, loss."""
    k = len(GPT_KEYS)
    params = dict(zip(GPT_KEYS, args[:k]))
    m = dict(zip(GPT_KEYS, args[k:2 * k]))
    v = dict(zip(GPT_KEYS, args[2 * k:3 * k]))
    tokens, targets = args[3 * k:]
    loss, g = jax.value_and_grad(gpt_loss)(params, tokens, targets)
    b1, b2, eps, lr = 0.9, 0.999, 1e-8, 1e-2
    new_p, new_m, new_v = [], [], []
    for key in GPT_KEYS:
        mk = b1 * m[key] + (1 - b1) * g[key]
        vk = b2 * v[key] + (1 - b2) * jnp.square(g[key])
        mhat = mk / (1 - b1)
        vhat = vk / (1 - b2)
        new_p.append(params[key] - lr * mhat / (jnp.sqrt(vhat) + eps))
        new_m.append(mk)
        new_v.append(vk)
    return tuple(new_p) + tuple(new_m) + tuple(new_v) + (loss,)


def gpt(dp, tp):
    names = ("dp",) if tp == 1 else ("dp", "tp")
    m = mesh((dp,) if tp == 1 else (dp, tp), names)
    s = lambda spec: NamedSharding(m, spec)  # noqa: E731
    pspecs = {"emb": P(), "pos": P(), "lnfs": P(), "lnfb": P()}
    for i in range(2):
        specs = block_specs("tp" if tp > 1 else None)
        for key in BLOCK_KEYS:
            pspecs[f"l{i}_{key}"] = specs[key]
    par = tuple(s(pspecs[k]) for k in GPT_KEYS)
    batch = s(P("dp", None))
    in_sh = par * 3 + (batch, batch)
    out_sh = par * 3 + (s(P()),)
    p = gpt_params()
    rng = np.random.RandomState(9)
    tokens = rng.randint(0, VOCAB, size=(B * 2, S)).astype(np.int32)
    targets = np.roll(tokens, -1, axis=1).astype(np.int32)
    zeros = [np.zeros_like(p[k]) for k in GPT_KEYS]
    args = [p[k] for k in GPT_KEYS] + zeros + zeros + [tokens, targets]
    return jax.jit(adam_step, in_shardings=in_sh, out_shardings=out_sh), \
        adam_step, args


# program -> (builder, its arguments, the name of its data: programs that
# compute the same function on other meshes share their inputs and results)
PROGRAMS = {
    **{f"attn_tp{n}": (attn_tp, (n,), "attn") for n in (2, 4)},
    **{f"sp_block{n}": (sp_block, (n,), "sp_block") for n in (2, 4)},
    **{f"sgd_loop_dp{n}": (sgd_loop, (n,), "sgd_loop") for n in (2, 4)},
    **{f"while_dp{n}": (while_dp, (n,), "while") for n in (2, 4)},
    **{f"scan_dp{n}": (scan_dp, (n,), "scan") for n in (2, 4)},
    **{f"rope_tp{n}": (rope_tp, (n,), "rope") for n in (2, 4)},
    "swiglu_dp2_tp2": (swiglu_dp_tp, (), "swiglu"),
    **{f"cond_dp{n}": (cond_dp, (n,), "cond") for n in (2, 4)},
    **{f"slices_dp{n}": (slices_dp, (n,), "slices") for n in (2, 4)},
    **{f"embed_tp{n}": (embed_tp, (n,), "embed") for n in (2, 4)},
    **{f"embed_cols_tp{n}": (embed_tp, (n, "model"), "embed")
       for n in (2, 4)},
    **{f"ring_{n}": (ring, (n,), f"ring_{n}") for n in (2, 4)},
    **{f"smap_collectives_{n}": (smap_collectives, (n,),
                                 f"smap_collectives_{n}") for n in (2, 4)},
    "smap_mesh2d": (smap_mesh2d, (), "smap_mesh2d"),
    "smap_partial": (smap_partial, (), "smap_partial"),
    "gpt_dp2": (gpt, (2, 1), "gpt"),
    "gpt_dp4": (gpt, (4, 1), "gpt"),
    "gpt_dp2_tp2": (gpt, (2, 2), "gpt"),
}


# Programs whose JAX reference runs the jitted function on its mesh
# (shard_map needs one).
ON_MESH = ("ring_", "smap_")

# Written only when named (OUT_DIR NAME...): programs maco rejects (their
# exports are test inputs: test/Import/Inputs).
EXPLICIT = {"smap_partial"}


def main(out_dir, only=None):
    data_dir = os.path.join(out_dir, "data")
    os.makedirs(data_dir, exist_ok=True)
    one = jax.devices()[0]
    for name, (make, params, data) in PROGRAMS.items():
        if (only and name not in only) or (not only and name in EXPLICIT):
            continue
        jitted, fn, args = make(*params)
        os.makedirs(os.path.join(data_dir, data), exist_ok=True)
        path = os.path.join(out_dir, f"{name}.stablehlo.mlir")
        with open(path, "w") as f:
            f.write(jitted.lower(*args).as_text())
        with jax.default_device(one):
            if name.startswith(ON_MESH):
                ref = jitted(*args)  # shard_map needs its mesh
            else:
                ref = jax.jit(fn)(*args)
        if not isinstance(ref, (tuple, list)):
            ref = (ref,)
        for i, a in enumerate(args):
            np.save(os.path.join(data_dir, data, f"in{i}.npy"), np.asarray(a))
        for i, r in enumerate(ref):
            np.save(os.path.join(data_dir, data, f"out{i}.npy"), np.asarray(r))
        print(f"wrote {path} ({len(args)} inputs, {len(ref)} results)")


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(
        os.path.abspath(__file__))
    main(out, set(sys.argv[2:]) or None)
