"""Small JAX programs built from what training code uses besides matmuls,
exported with their shardings for maco (test/Integration/jax-training-ops.mlir).

    python examples/jax/export_training_ops.py [OUT_DIR]   (default: examples/jax/ops)

needs jax (python/requirements-jax.txt). Each program runs on a mesh of 2
devices ("d"), data-parallel (_dp2: the batch split) or tensor-parallel
(_tp2: weights split by columns or rows). For each NAME it writes

  NAME.stablehlo.mlir     `jax.jit(f, in_shardings, out_shardings).lower(...)
                          .as_text()`
  data/NAME_in{i}.npy     the inputs
  data/NAME_ref{i}.npy    JAX's results (one device, jitted)

The programs, and what each brought out in maco when it was written
(docs/reliability.md, "Training programs from JAX"):

  xent_grad_dp2     cross-entropy with integer labels (take_along_axis) and
                    its gradient: a scatter-add with batching dimensions
  embed_grad_dp2    an embedding lookup's gradient: a scatter-add into the
                    table
  onehot_embed_dp2  jax.nn.one_hot(ids) @ table
  bool_matmul_dp2   (x > 0).astype(f32) @ w: a boolean converted to numbers
                    inside a contraction
  adam_dp2          Adam's update with bias corrections (power, sqrt,
                    division), the step count an int32 scalar
  argmax_dp2        accuracy: argmax (a reduction of two values) against
                    labels
  dropout_dp2       jax.random.bernoulli from a uint32 key: threefry's loop
                    and its table of rotation amounts (a non-splat constant)
  gelu_erf_tp2      exact GELU (erf)
  mixed_bf16_dp2    f32 parameters, bf16 compute, an f32 loss
  clip_norm_tp2     clipping by the global norm of split tensors (scalars
                    computed from reductions)
  quant_tp2         int8 quantization and back (round, clip, converts)
  mask_attn_dp2     attention with a padding mask (-inf where masked)
  rmsnorm_tp2       RMSNorm and a SiLU MLP with a residual
  cumsum_tp2        jnp.cumsum along a split dimension, and its reverse (a
                    sliding-window sum)
  scan_layers_tp2   lax.scan over stacked layer weights

  remat_dp2         jax.checkpoint (optimization barriers) in a gradient
  take_clip_dp2     jnp.take(mode="clip") with indices out of bounds
  stats_tp2         logsumexp and variance over a split axis
  randn_dp2, categorical_dp2
                    jax.random.normal (erf_inv), categorical (Gumbel, argmax)
  intops_dp2, uint_ops_dp2
                    floor division, remainder, sign; uint32 shifts, xor,
                    multiplication and comparison
  kvcache_dp2       dynamic_update_slice and dynamic_slice at start indices
                    out of bounds (clamped)
  bincount_dp2      jnp.bincount (an integer scatter-add)
  grad_accum_dp2    gradient accumulation in a fori_loop
  fp16_dp2          f16 compute
  argmax_vocab_tp2  argmax over logits split by vocabulary (a reduction into
                    a value and its index along a split dimension)
  embed_grad_tp2    the embedding gradient with the table split by
                    vocabulary (tensor-parallel): each rank's rows of the
                    scatter-add
  onehot_lookup_tp2 one_hot(ids) @ table with the table split by vocabulary
  onehot_oob_dp2    one_hot(ids) @ table with ids negative and out of range
                    (zero rows)
  batched_onehot_dp2
                    einsum("btv,btd->bvd", one_hot(ids), g): a scatter-add
                    per batch element
  conv1d_causal_dp2, depthwise_conv1d_dp2, conv1d_tp2, patch_embed_dp2
                    convolutions (causal, depthwise as in Mamba, output
                    channels split, a ViT's patch embedding): indexing maps
                    that read windows, which upstream's sharding model
                    could not partition
  pooling_dp2       max and average pooling (reduce_window)
  conv1d_grad_dp2   a convolution's kernel gradient: a reduction over the
                    split batch
  cnn_step_dp2      a small CNN's SGD step: conv, ReLU, max pooling and its
                    gradient (select_and_scatter), dense, cross-entropy
  cnn2_step_dp2, grouped_conv_grad_dp2, conv_transpose_dp2,
  conv_in_channels_tp2
                    two convolutions (stride 2, an input gradient), a
                    grouped convolution's gradient, a transposed convolution,
                    input channels split (partial sums)
  topk_dp2, topk_vocab_tp2, moe_route_dp2
                    jax.lax.top_k: NaN, infinities, -0 and ties; over logits
                    split by vocabulary; a mixture of experts' top-2 routing
  textcnn_step_dp2  a text CNN's SGD step (lookup, conv1d, max over time,
                    cross-entropy)
  switch_moe_dp2    top-1 routing with each token's expert weights gathered
  sort_dp2, sort_pairs_dp2, median_tp2, sort_vocab_tp2, moe_dispatch_dp2,
  top_p_dp2         sorting (stablehlo.sort): jnp.sort and argsort with
                    NaN, -0 and ties, descending; keys with values; the
                    median and quantiles of a tensor split by columns; along
                    a split dimension; a mixture of experts' dispatch by
                    argsort; nucleus (top-p) filtering
  set_rows_dp2, moe_combine_dp2, label_col_dp2
                    scatters that set (x.at[i].set(v)): repeated and out of
                    bounds ids; tokens put back in order; one element per
                    row of split logits
  top_p_scatter_dp2 nucleus filtering over 1,000 classes by argsort and a
                    scatter back (the sorting network as a loop)
  cummax_tp2, segment_max_dp2
                    lax.cummax and jnp.cumprod (columns split);
                    jax.ops.segment_max and x.at[i].max(v)
  sort_in_scan_dp2  an argsort in a lax.scan's body

Sizes are tiny (the repository stays small). Running the script again
writes the same files.
"""

import os
import sys

os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                           " --xla_force_host_platform_device_count=2").strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import numpy as np  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.sharding import NamedSharding, PartitionSpec as P  # noqa: E402

B, D, H, V = 8, 16, 32, 24
PROGRAMS = {}


def program(name, inputs, out_specs):
    """Registers f as NAME with its inputs [(array, spec)] and result specs."""
    def register(f):
        PROGRAMS[name] = (f, inputs, out_specs)
        return f
    return register


rng = np.random.default_rng(0)


def normal(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def labels(n, high):
    return rng.integers(0, high, n).astype(np.int32)


def xent(w, x, y):
    logp = jax.nn.log_softmax(x @ w, axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=-1))


@program("xent_grad_dp2", [(normal(D, V), P()), (normal(B, D), P("d")),
                           (labels(B, V), P("d"))], [P(), P()])
def xent_grad(w, x, y):
    loss, g = jax.value_and_grad(xent)(w, x, y)
    return loss, w - 0.1 * g


@program("embed_grad_dp2", [(normal(V, D), P()), (labels(B, V), P("d"))], [P()])
def embed_grad(table, ids):
    def loss(t):
        return jnp.sum(jnp.take(t, ids, axis=0) ** 2)
    return table - 0.1 * jax.grad(loss)(table)


@program("onehot_embed_dp2", [(normal(V, D), P()), (labels(B, V), P("d"))],
         [P("d")])
def onehot_embed(table, ids):
    return jax.nn.one_hot(ids, V, dtype=jnp.float32) @ table


@program("bool_matmul_dp2", [(normal(B, D), P("d")), (normal(D, H), P())],
         [P("d")])
def bool_matmul(x, w):
    return (x > 0).astype(jnp.float32) @ w


@program("adam_dp2", [(normal(D, H), P(None, "d")), (normal(D, H), P(None, "d")),
                      (np.abs(normal(D, H)), P(None, "d")),
                      (normal(D, H), P(None, "d")), (np.array(3, np.int32), P())],
         [P(None, "d")] * 3)
def adam(p, m, v, g, t):
    b1, b2, lr, eps = 0.9, 0.999, 1e-3, 1e-8
    m = b1 * m + (1 - b1) * g
    v = b2 * v + (1 - b2) * g * g
    tf = t.astype(jnp.float32)
    mh = m / (1 - b1 ** tf)
    vh = v / (1 - b2 ** tf)
    return p - lr * mh / (jnp.sqrt(vh) + eps), m, v


@program("argmax_dp2", [(normal(B, V), P("d")), (labels(B, V), P("d"))],
         [P(), P("d")])
def argmax(logits, y):
    pred = jnp.argmax(logits, axis=-1).astype(jnp.int32)
    return jnp.mean((pred == y).astype(jnp.float32)), pred


@program("dropout_dp2", [(normal(B, H), P("d")),
                         (np.array([0, 42], np.uint32), P())], [P("d")])
def dropout(x, key):
    key = jax.random.wrap_key_data(key, impl="threefry2x32")
    keep = jax.random.bernoulli(key, 0.75, x.shape)
    return jnp.where(keep, x / 0.75, 0.0)


@program("gelu_erf_tp2", [(normal(B, D), P()), (normal(D, H), P(None, "d")),
                          (normal(H, D), P("d", None))], [P()])
def gelu_erf(x, w1, w2):
    return jax.nn.gelu(x @ w1, approximate=False) @ w2


# Small integers, so that bf16 holds every value and product exactly: the
# result is the same whether h is rounded to bf16 (as the StableHLO says)
# or not (XLA's CPU backend keeps the dot's f32 result).
@program("mixed_bf16_dp2",
         [(rng.integers(-3, 4, (D, H)).astype(np.float32), P()),
          (rng.integers(-3, 4, (B, D)).astype(np.float32), P("d"))], [P()])
def mixed_bf16(w, x):
    h = (x.astype(jnp.bfloat16) @ w.astype(jnp.bfloat16)).astype(jnp.float32)
    return jnp.mean(jax.nn.relu(h) ** 2)


@program("clip_norm_tp2", [(normal(D, H), P(None, "d")), (normal(H), P("d")),
                           (normal(H, D), P("d", None))],
         [P(None, "d"), P("d"), P("d", None), P()])
def clip_norm(a, b, c):
    n = jnp.sqrt(jnp.sum(a * a) + jnp.sum(b * b) + jnp.sum(c * c))
    s = jnp.minimum(1.0, 1.0 / n)
    return a * s, b * s, c * s, n


@program("quant_tp2", [(normal(B, H), P(None, "d"))], [P(None, "d"), P()])
def quant(x):
    s = jnp.max(jnp.abs(x)) / 127.0
    q = jnp.clip(jnp.round(x / s), -127, 127).astype(jnp.int8)
    return q.astype(jnp.float32) * s, s


@program("mask_attn_dp2",
         [(normal(4, 8, D), P("d")),
          (np.array([[1] * 8, [1] * 5 + [0] * 3, [1] * 2 + [0] * 6, [1] * 8],
                    np.bool_), P("d"))], [P("d")])
def mask_attn(x, mask):
    s = jnp.einsum("bqd,bkd->bqk", x, x) / 4.0
    s = jnp.where(mask[:, None, :], s, -jnp.inf)
    return jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(s, axis=-1), x)


@program("rmsnorm_tp2", [(normal(B, D), P()), (normal(D), P()),
                         (normal(D, H), P(None, "d")), (normal(H, D), P("d", None))],
         [P()])
def rmsnorm(x, g, w1, w2):
    h = x * jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + 1e-6) * g
    return x + jax.nn.silu(h @ w1) @ w2


@program("cumsum_tp2", [(normal(B, H), P(None, "d"))], [P(None, "d")])
def cumsum(x):
    # Positions from a padding mask are a cumulative sum; here along the
    # split dimension, forwards and backwards.
    return jnp.cumsum(x, axis=-1) + jnp.flip(jnp.cumsum(jnp.flip(x, 1), axis=1), 1)


@program("scan_layers_tp2", [(normal(B, D), P()),
                             (0.2 * normal(3, D, H), P(None, None, "d")),
                             (0.2 * normal(3, H, D), P(None, "d", None))], [P()])
def scan_layers(x, w1s, w2s):
    def layer(h, w):
        return h + jnp.tanh(h @ w[0]) @ w[1], None
    return jax.lax.scan(layer, x, (w1s, w2s))[0]



# Found nothing when written; kept as coverage of what they exercise.
@program("remat_dp2", [(normal(B, D), P("d")), (normal(D, H), P()),
                       (normal(H, D), P())], [P(), P()])
def remat(x, w1, w2):
    @jax.checkpoint
    def block(x, w1, w2):
        return jnp.tanh(x @ w1) @ w2

    def loss(w1, w2):
        return jnp.mean(block(x, w1, w2) ** 2)
    return jax.grad(loss, argnums=(0, 1))(w1, w2)


@program("take_clip_dp2", [(normal(V, D), P()),
                           (rng.integers(-3, V + 3, B).astype(np.int32), P("d"))],
         [P("d")])
def take_clip(table, ids):
    return jnp.take(table, ids, axis=0, mode="clip")


@program("stats_tp2", [(normal(B, H), P(None, "d"))], [P(), P(), P()])
def stats(x):
    return jax.nn.logsumexp(x, axis=-1), jnp.var(x, axis=-1), jnp.std(x)


@program("randn_dp2", [(np.array([0, 7], np.uint32), P()), (normal(B, H), P("d"))],
         [P("d")])
def randn(key, x):
    key = jax.random.wrap_key_data(key, impl="threefry2x32")
    return x + 0.1 * jax.random.normal(key, x.shape)


@program("categorical_dp2", [(np.array([1, 2], np.uint32), P()),
                             (normal(B, V), P("d"))], [P("d")])
def categorical(key, logits):
    key = jax.random.wrap_key_data(key, impl="threefry2x32")
    return jax.random.categorical(key, logits).astype(jnp.int32)


@program("intops_dp2", [(rng.integers(-50, 50, (B, H)).astype(np.int32), P("d")),
                        (rng.integers(1, 7, (B, H)).astype(np.int32), P("d"))],
         [P("d"), P("d"), P("d")])
def intops(a, b):
    return a // b, a % b, jnp.clip(a, -10, 10) * jnp.sign(a)


@program("uint_ops_dp2", [(rng.integers(0, 2**31, (B, H)).astype(np.uint32), P("d"))],
         [P("d"), P("d")])
def uint_ops(a):
    return (a >> 3) ^ (a * np.uint32(2654435761)), \
        (a > np.uint32(2**30)).astype(jnp.int32)


@program("kvcache_dp2", [(normal(2, 16, D), P("d")), (normal(2, 3, D), P("d")),
                         (np.array(15, np.int32), P())], [P("d"), P("d")])
def kvcache(cache, new, pos):
    # Start indices out of bounds are clamped (StableHLO's semantics).
    return (jax.lax.dynamic_update_slice(cache, new, (0, pos, 0)),
            jax.lax.dynamic_slice(cache, (0, pos - 20, 0), (2, 4, D)))


@program("bincount_dp2", [(labels(16, V), P("d"))], [P()])
def bincount(ids):
    return jnp.bincount(ids, length=V)


@program("grad_accum_dp2", [(normal(4, B, D), P(None, "d")), (normal(D, H), P())],
         [P()])
def grad_accum(xs, w):
    def body(i, g):
        return g + jax.grad(lambda w: jnp.mean((xs[i] @ w) ** 2))(w)
    return jax.lax.fori_loop(0, 4, body, jnp.zeros_like(w))


@program("fp16_dp2", [(normal(B, D), P("d")), (normal(D, H), P())], [P("d")])
def fp16(x, w):
    return jax.nn.relu(x.astype(jnp.float16) @ w.astype(jnp.float16)).astype(
        jnp.float32)


@program("argmax_vocab_tp2", [(normal(B, V), P(None, "d"))], [P(), P()])
def argmax_vocab(logits):
    # Greedy decoding from logits split by vocabulary (tensor-parallel head).
    return jnp.argmax(logits, axis=-1).astype(jnp.int32), jnp.max(logits, axis=-1)


@program("embed_grad_tp2", [(normal(V, D), P("d", None)), (labels(B, V), P())],
         [P("d", None)])
def embed_grad_tp(table, ids):
    def loss(t):
        return jnp.sum(jnp.tanh(jnp.take(t, ids, axis=0)))
    return table - 0.5 * jax.grad(loss)(table)


@program("onehot_lookup_tp2", [(normal(V, D), P("d", None)), (labels(B, V), P())],
         [P()])
def onehot_lookup(table, ids):
    return jax.nn.one_hot(ids, V, dtype=jnp.float32) @ table


@program("onehot_oob_dp2", [(normal(V, D), P()),
                            (rng.integers(-30, 30, B).astype(np.int32), P("d"))],
         [P("d")])
def onehot_oob(table, ids):
    return jax.nn.one_hot(ids, V, dtype=jnp.float32) @ table


@program("batched_onehot_dp2", [(normal(4, 6, D), P("d")),
                                (rng.integers(0, V, (4, 6)).astype(np.int32), P("d"))],
         [P("d")])
def batched_onehot(g, ids):
    return jnp.einsum("btv,btd->bvd", jax.nn.one_hot(ids, V, dtype=jnp.float32), g)


def conv(x, k, strides, padding, spec, groups=1):
    return jax.lax.conv_general_dilated(x, k, strides, padding, dimension_numbers=spec,
                                        feature_group_count=groups)


@program("conv1d_causal_dp2", [(normal(4, 16, D), P("d")), (normal(3, D, D), P())],
         [P("d")])
def conv1d_causal(x, k):
    return conv(x, k, (1,), [(2, 0)], ("NWC", "WIO", "NWC"))


@program("depthwise_conv1d_dp2", [(normal(4, 16, D), P("d")), (normal(4, 1, D), P())],
         [P("d")])
def depthwise_conv1d(x, k):
    # Mamba's causal depthwise convolution (one filter per channel).
    return conv(x, k, (1,), [(3, 0)], ("NWC", "WIO", "NWC"), groups=D)


@program("conv1d_tp2", [(normal(4, 16, D), P()), (normal(3, D, H), P(None, None, "d"))],
         [P(None, None, "d")])
def conv1d_tp(x, k):
    return conv(x, k, (1,), "SAME", ("NWC", "WIO", "NWC"))


@program("patch_embed_dp2", [(normal(4, 8, 8, 3), P("d")), (normal(4, 4, 3, D), P())],
         [P("d")])
def patch_embed(x, k):
    # A ViT's patch embedding: stride = kernel.
    return conv(x, k, (4, 4), "VALID", ("NHWC", "HWIO", "NHWC"))


@program("pooling_dp2", [(normal(4, 8, 8, 3), P("d"))], [P("d"), P("d")])
def pooling(x):
    mx = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1),
                               "VALID")
    avg = jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 4, 1, 1), (1, 2, 1, 1),
                                "VALID") / 4.0
    return mx, avg


@program("conv1d_grad_dp2", [(normal(4, 16, D), P("d")), (normal(3, D, D), P())],
         [P(), P()])
def conv1d_grad(x, k):
    # The kernel's gradient reduces over the split batch.
    def loss(k):
        return jnp.mean(jnp.tanh(conv(x, k, (1,), [(1, 1)], ("NWC", "WIO", "NWC"))) ** 2)
    loss_value, g = jax.value_and_grad(loss)(k)
    return loss_value, k - 0.1 * g


@program("cnn_step_dp2", [(normal(4, 8, 8, 3), P("d")), (normal(3, 3, 3, 8), P()),
                          (normal(32, 10), P()), (labels(4, 10), P("d"))],
         [P(), P(), P()])
def cnn_step(x, k, w, y):
    # conv, ReLU, max pooling (its gradient: select_and_scatter), dense,
    # cross-entropy.
    def loss(k, w):
        h = jax.nn.relu(conv(x, k, (1, 1), "SAME", ("NHWC", "HWIO", "NHWC")))
        h = jax.lax.reduce_window(h, -jnp.inf, jax.lax.max, (1, 4, 4, 1), (1, 4, 4, 1),
                                  "VALID")
        z = h.reshape(h.shape[0], -1) @ w
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(z), y[:, None], axis=-1))
    loss_value, (gk, gw) = jax.value_and_grad(loss, argnums=(0, 1))(k, w)
    return loss_value, k - 0.1 * gk, w - 0.1 * gw


@program("cnn2_step_dp2", [(normal(4, 8, 8, 3), P("d")), (normal(3, 3, 3, 8) * 0.3, P()),
                           (normal(3, 3, 8, 8) * 0.2, P())], [P(), P(), P()])
def cnn2_step(x, k1, k2):
    # Two convolutions, the first of stride 2: the second's input gradient
    # flows into the first's kernel gradient.
    spec = ("NHWC", "HWIO", "NHWC")

    def loss(k1, k2):
        h = jax.nn.relu(conv(x, k1, (2, 2), "SAME", spec))
        return jnp.mean(conv(h, k2, (1, 1), "SAME", spec) ** 2)
    loss_value, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(k1, k2)
    return loss_value, k1 - 0.1 * g1, k2 - 0.1 * g2


@program("grouped_conv_grad_dp2", [(normal(4, 12, 8), P("d")), (normal(3, 4, 8) * 0.3, P())],
         [P(), P()])
def grouped_conv_grad(x, k):
    def loss(k):
        return jnp.mean(jnp.tanh(conv(x, k, (1,), "SAME", ("NWC", "WIO", "NWC"),
                                      groups=2)) ** 2)
    loss_value, g = jax.value_and_grad(loss)(k)
    return loss_value, k - 0.1 * g


@program("conv_transpose_dp2", [(normal(4, 4, 4, 8), P("d")), (normal(3, 3, 8, 3) * 0.3, P())],
         [P("d")])
def conv_transpose(x, k):
    # Upsampling (a decoder's): the input dilated by the stride.
    return jax.lax.conv_transpose(x, k, (2, 2), "SAME",
                                  dimension_numbers=("NHWC", "HWIO", "NHWC"))


@program("conv_in_channels_tp2", [(normal(4, 16, D), P(None, None, "d")),
                                  (normal(3, D, 6), P(None, "d", None))], [P()])
def conv_in_channels(x, k):
    # Input channels split: partial sums, then an all-reduce.
    return conv(x, k, (1,), "SAME", ("NWC", "WIO", "NWC"))


def with_special_values(rows, cols):
    a = normal(rows, cols)
    a[0, :4] = [np.nan, np.inf, -np.inf, 0.0]
    a[1, :6] = [-0.0, 0.0, 2.0, 2.0, 2.0, -np.nan]
    a[2, :] = 1.0  # all equal
    a[3, :] = -2.0  # +0 above -0, equal -0s by position
    a[3, :8] = [0.0, -0.0, -np.nan, -np.inf, -1.0, np.nan, 3.0, -0.0]
    return a


@program("topk_dp2", [(with_special_values(B, V), P("d"))], [P("d"), P("d")])
def topk(x):
    # NaN, infinities, -0 and ties: XLA's order (IEEE total order, ties by
    # position).
    v, i = jax.lax.top_k(x, 5)
    return v, i.astype(jnp.int32)


@program("topk_vocab_tp2", [(normal(B, V), P(None, "d"))], [P(), P()])
def topk_vocab(logits):
    # Top-k sampling's candidates from logits split by vocabulary.
    v, i = jax.lax.top_k(logits, 3)
    return v, i.astype(jnp.int32)


@program("moe_route_dp2", [(normal(B, D), P("d")), (normal(D, 4), P()),
                           (normal(4, D, D) * 0.2, P())], [P("d")])
def moe_route(x, wr, we):
    # Top-2 routing of a mixture of 4 experts (every expert computed).
    vals, idx = jax.lax.top_k(x @ wr, 2)
    gates = jax.nn.softmax(vals, axis=-1)
    outs = jnp.einsum("bd,edf->bef", x, we)
    picked = jnp.take_along_axis(outs, idx[:, :, None], axis=1)
    return jnp.sum(gates[:, :, None] * picked, axis=1)


@program("textcnn_step_dp2", [(normal(V, D) * 0.3, P()), (normal(3, D, D) * 0.2, P()),
                              (normal(D, 4) * 0.3, P()),
                              (rng.integers(0, V, (4, 10)).astype(np.int32), P("d")),
                              (labels(4, 4), P("d"))], [P(), P(), P(), P()])
def textcnn_step(emb, k, w, tok, y):
    # A text CNN's SGD step: lookup, conv1d, ReLU, max over time, dense,
    # cross-entropy; the embedding's gradient is a scatter-add.
    def loss(emb, k, w):
        h = jax.nn.relu(conv(emb[tok], k, (1,), "SAME", ("NWC", "WIO", "NWC")))
        z = jnp.max(h, axis=1) @ w
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(z), y[:, None], axis=-1))
    loss_value, (ge, gk, gw) = jax.value_and_grad(loss, argnums=(0, 1, 2))(emb, k, w)
    return loss_value, emb - 0.1 * ge, k - 0.1 * gk, w - 0.1 * gw


@program("switch_moe_dp2", [(normal(B, D), P("d")), (normal(D, 4), P()),
                            (normal(4, D, D) * 0.2, P())], [P("d")])
def switch_moe(x, wr, we):
    # Top-1 routing (Switch Transformer): each token's expert weights
    # gathered.
    v, i = jax.lax.top_k(x @ wr, 1)
    return jax.nn.sigmoid(v) * jnp.einsum("bd,bdf->bf", x, we[i[:, 0]])


def sort_special_values(rows, n):
    a = normal(rows, n)
    a[0, :6] = [np.nan, -0.0, 0.0, np.inf, -np.inf, -np.nan]
    a[1, :] = 1.0  # ties: by position
    a[2, 3:7] = [0.0, -0.0, 0.0, -0.0]
    return a


@program("sort_dp2", [(sort_special_values(B, 10), P("d"))],
         [P("d"), P("d"), P("d")])
def sort_rows(x):
    # jnp.sort and argsort (stable; NaN last, -0 and +0 equal) and a
    # descending argsort, rows split; 10 is padded to 16.
    return (jnp.sort(x, axis=-1), jnp.argsort(x, axis=-1).astype(jnp.int32),
            jnp.argsort(x, axis=-1, descending=True).astype(jnp.int32))


@program("sort_pairs_dp2", [(rng.integers(0, 4, (4, 12)).astype(np.int32), P("d")),
                            (normal(4, 12), P("d"))], [P("d"), P("d")])
def sort_pairs(keys, values):
    # lax.sort of (keys, values) by the keys alone: equal keys keep their
    # values' order.
    return jax.lax.sort((keys, values), dimension=1, num_keys=1)


@program("median_tp2", [(normal(9, H), P(None, "d"))], [P(), P()])
def median(x):
    # Sorting along an unsplit dimension of a tensor split by columns.
    return jnp.median(x, axis=0), jnp.quantile(x, jnp.array([0.1, 0.9]), axis=0)


@program("sort_vocab_tp2", [(normal(4, V), P(None, "d"))], [P(), P()])
def sort_vocab(logits):
    # Sorting along the split dimension (gathered first).
    return jnp.sort(logits, axis=-1), jnp.argsort(logits, axis=-1).astype(jnp.int32)


@program("moe_dispatch_dp2", [(normal(16, D), P("d")), (normal(D, 4), P())],
         [P("d"), P("d")])
def moe_dispatch(x, wg):
    # Tokens grouped by expert (argsort of the expert ids), as a mixture of
    # experts' dispatch orders them.
    e = jnp.argmax(x @ wg, axis=-1)
    order = jnp.argsort(e)
    return x[order], e[order].astype(jnp.int32)


@program("top_p_dp2", [(normal(4, 50), P("d"))], [P("d")])
def top_p(logits):
    # Nucleus (top-p) filtering: the smallest probability of the sorted
    # prefix that reaches 0.9 is the threshold.
    p = jax.nn.softmax(logits, axis=-1)
    sp = jnp.sort(p, axis=-1)[:, ::-1]
    before = jnp.cumsum(sp, axis=-1) - sp
    threshold = jnp.min(jnp.where(before < 0.9, sp, 1.0), axis=-1, keepdims=True)
    return jnp.where(p >= threshold, logits, -1e9)


@program("set_rows_dp2", [(normal(10, 6), P()), (np.array([3, 0, 7, 12, -1, 3], np.int32), P()),
                          (normal(6, 6), P())], [P()])
def set_rows(table, ids, rows):
    # x.at[ids].set(rows): a repeated id (the last update wins), one out of
    # bounds (dropped) and -1 (the last row).
    return table.at[ids].set(rows)


@program("moe_combine_dp2", [(normal(16, D), P("d")), (normal(D, 4), P())], [P("d")])
def moe_combine(x, wg):
    # A mixture of experts' dispatch by argsort, and the tokens put back in
    # their order by a scatter that sets.
    order = jnp.argsort(jnp.argmax(x @ wg, axis=-1))
    return jnp.zeros_like(x).at[order].set(jnp.tanh(x[order]) * 2.0)


@program("label_col_dp2", [(normal(B, 10), P("d")), (labels(B, 10), P("d"))], [P("d")])
def label_col(logits, y):
    # The true class's logit set to -inf (a margin loss's other classes):
    # two scatter dimensions, rows split.
    return logits.at[jnp.arange(B), y].set(-jnp.inf)


@program("top_p_scatter_dp2", [(normal(4, 1000), P("d"))], [P("d")])
def top_p_scatter(logits):
    # Nucleus filtering over 1,000 classes as samplers write it: argsort,
    # a cumulative sum of the sorted probabilities, the mask scattered back
    # (a scatter that sets). 1,000 is past the unrolled network: a loop.
    p = jax.nn.softmax(logits, axis=-1)
    idx = jnp.argsort(-p, axis=-1)
    sp = jnp.take_along_axis(p, idx, axis=-1)
    keep_sorted = jnp.cumsum(sp, axis=-1) - sp < 0.9
    keep = jnp.zeros_like(keep_sorted).at[jnp.arange(4)[:, None], idx].set(keep_sorted)
    return jnp.where(keep, logits, -jnp.inf)


@program("cummax_tp2", [(normal(8, H), P(None, "d"))], [P(None, "d"), P(None, "d")])
def cummax(x):
    # Running maximum and product along rows, columns split.
    return jax.lax.cummax(x, axis=0), jnp.cumprod(x * 0.5 + 1.0, axis=0)


@program("segment_max_dp2", [(normal(16, 8), P("d")), (labels(16, 5), P("d")),
                             (normal(10), P())], [P(), P()])
def segment_max(x, seg, y):
    # jax.ops.segment_max over split rows (an empty segment is -inf) and
    # x.at[ids].max(v) with a repeated id: scatters that take a maximum.
    ids = jnp.array([1, 3, 3, 7], jnp.int32)
    return jax.ops.segment_max(x, seg, num_segments=6), y.at[ids].max(x[:4, 0])


@program("sort_in_scan_dp2", [(normal(3, 4, 20), P(None, "d"))], [P(None, "d")])
def sort_in_scan(xs):
    # An argsort in a lax.scan's body (rows split): the partitioned body
    # goes back into its loop.
    def body(c, x):
        return c + 0.1, jnp.argsort(x + c, axis=-1).astype(jnp.int32)
    return jax.lax.scan(body, 0.0, xs)[1]


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "ops")
    os.makedirs(os.path.join(out, "data"), exist_ok=True)
    mesh = jax.make_mesh((2,), ("d",), axis_types=(jax.sharding.AxisType.Auto,))
    for name, (f, inputs, out_specs) in PROGRAMS.items():
        args = [a for a, _ in inputs]
        shardings = [NamedSharding(mesh, spec) for _, spec in inputs]
        outs = [NamedSharding(mesh, spec) for spec in out_specs]
        jitted = jax.jit(f, in_shardings=tuple(shardings),
                         out_shardings=tuple(outs) if len(outs) > 1 else outs[0])
        with open(os.path.join(out, name + ".stablehlo.mlir"), "w") as fh:
            fh.write(jitted.lower(*args).as_text())
        results = jax.jit(f)(*args)
        if not isinstance(results, (tuple, list)):
            results = (results,)
        for i, a in enumerate(args):
            np.save(os.path.join(out, "data", f"{name}_in{i}.npy"), np.asarray(a))
        for i, r in enumerate(results):
            np.save(os.path.join(out, "data", f"{name}_ref{i}.npy"), np.asarray(r))
        print(f"{name}: {len(args)} inputs, {len(results)} results")


if __name__ == "__main__":
    main()
