"""A transformer MLP block and its training step in JAX, exported with their
shardings for maco (docs/user-guide.md, "From JAX").

    python examples/jax/export.py [OUT_DIR]     (default: examples/jax)

needs jax (python/requirements-jax.txt; scripts/setup.sh installs it into
the build's Python environment with MACO_WITH_JAX=1). It writes, for N = 2
and 4 ranks:

  mlp_tp{N}.stablehlo.mlir    the block's forward pass, tensor-parallel on a
                              mesh ("tp"=N): W1 and b1 split by columns, W2
                              by rows, the hidden activation constrained to
                              columns (with_sharding_constraint), x and the
                              result replicated (Megatron-style)
  train_dp{N}.stablehlo.mlir  one SGD step of the block on a mean squared
                              error, data-parallel on a mesh ("dp"=N): x and
                              the target split by rows (the batch), the
                              parameters, the updated parameters and the
                              loss replicated

  train_dp2_tp2.stablehlo.mlir
                              the same step on a 2x2 mesh ("dp"=2, "tp"=2):
                              the batch split over dp, W1/b1/W2 (and
                              their updates) split over tp as above

as the StableHLO text of `jax.jit(f, in_shardings=..., out_shardings=...)
.lower(...).as_text()`, with Shardy (sdy) shardings, and

  mlp_tp2.jaxexport           the first one as jax.export's serialized form
                              (Exported.serialize())
  data/*.npy                  the inputs and JAX's results (references):
                              in_*.npy, mlp_out.npy, train_out{0..6}.npy

The references are computed by JAX on one device, so they do not depend on
the mesh. Sizes are small (batch 8, model 16, hidden 32: the repository
stays small). Running the script again writes the same StableHLO and
.npy files; the serialized export holds the source locations of this
script (absolute paths), so its bytes change with them.
"""

import os
import sys

# Four CPU devices for the meshes (before jax is imported).
os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                           " --xla_force_host_platform_device_count=4").strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import numpy as np  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.sharding import NamedSharding, PartitionSpec as P  # noqa: E402

BATCH, MODEL, HIDDEN = 8, 16, 32
LR = 0.1
PARAMS = ("ln_scale", "ln_bias", "w1", "b1", "w2", "b2")


def layer_norm(x, scale, bias):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * scale + bias


def mlp_block(params, x, hidden_sharding=None):
    """Pre-norm transformer MLP block: x + W2 gelu(W1 LN(x) + b1) + b2."""
    ln_scale, ln_bias, w1, b1, w2, b2 = params
    h = layer_norm(x, ln_scale, ln_bias)
    u = jax.nn.gelu(h @ w1 + b1)
    if hidden_sharding is not None:
        u = jax.lax.with_sharding_constraint(u, hidden_sharding)
    return x + u @ w2 + b2


def loss_fn(params, x, target):
    y = mlp_block(params, x)
    return jnp.mean(jnp.square(y - target))


def train_step(ln_scale, ln_bias, w1, b1, w2, b2, x, target):
    """One SGD step: the updated parameters and the loss before it."""
    params = (ln_scale, ln_bias, w1, b1, w2, b2)
    loss, grads = jax.value_and_grad(loss_fn)(params, x, target)
    new = tuple(p - LR * g for p, g in zip(params, grads))
    return new + (loss,)


def inputs():
    rng = np.random.RandomState(0)
    f32 = np.float32
    return {
        "ln_scale": (1.0 + 0.1 * rng.standard_normal(MODEL)).astype(f32),
        "ln_bias": (0.1 * rng.standard_normal(MODEL)).astype(f32),
        "w1": (rng.standard_normal((MODEL, HIDDEN)) / np.sqrt(MODEL)).astype(f32),
        "b1": (0.1 * rng.standard_normal(HIDDEN)).astype(f32),
        "w2": (rng.standard_normal((HIDDEN, MODEL)) / np.sqrt(HIDDEN)).astype(f32),
        "b2": (0.1 * rng.standard_normal(MODEL)).astype(f32),
        "x": rng.standard_normal((BATCH, MODEL)).astype(f32),
        "target": rng.standard_normal((BATCH, MODEL)).astype(f32),
    }


def mesh(n, axis):
    return jax.make_mesh((n,), (axis,), devices=jax.devices()[:n],
                         axis_types=(jax.sharding.AxisType.Auto,))


def mlp_tp(n):
    m = mesh(n, "tp")
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731
    rep = s()

    def f(ln_scale, ln_bias, w1, b1, w2, b2, x):
        params = (ln_scale, ln_bias, w1, b1, w2, b2)
        return mlp_block(params, x, hidden_sharding=s(None, "tp"))

    shardings = (rep, rep, s(None, "tp"), s("tp"), s("tp", None), rep, rep)
    return jax.jit(f, in_shardings=shardings, out_shardings=rep)


def train_dp(n):
    m = mesh(n, "dp")
    rep = NamedSharding(m, P())
    rows = NamedSharding(m, P("dp", None))
    return jax.jit(train_step, in_shardings=(rep,) * 6 + (rows, rows),
                   out_shardings=(rep,) * 7)


def train_dp_tp(dp, tp):
    m = jax.make_mesh((dp, tp), ("dp", "tp"), devices=jax.devices()[:dp * tp],
                      axis_types=(jax.sharding.AxisType.Auto,) * 2)
    s = lambda *spec: NamedSharding(m, P(*spec))  # noqa: E731
    params = (s(), s(), s(None, "tp"), s("tp"), s("tp", None), s())
    rows = s("dp", None)
    return jax.jit(train_step, in_shardings=params + (rows, rows),
                   out_shardings=params + (s(),))


def main(out_dir):
    os.makedirs(os.path.join(out_dir, "data"), exist_ok=True)
    data = inputs()
    params = [data[k] for k in PARAMS]
    mlp_args = params + [data["x"]]
    train_args = params + [data["x"], data["target"]]

    def write(name, text):
        with open(os.path.join(out_dir, name), "w") as f:
            f.write(text)
        print(f"wrote {os.path.join(out_dir, name)}")

    for n in (2, 4):
        write(f"mlp_tp{n}.stablehlo.mlir", mlp_tp(n).lower(*mlp_args).as_text())
        write(f"train_dp{n}.stablehlo.mlir",
              train_dp(n).lower(*train_args).as_text())
    write("train_dp2_tp2.stablehlo.mlir",
          train_dp_tp(2, 2).lower(*train_args).as_text())
    exported = jax.export.export(mlp_tp(2))(*mlp_args)
    with open(os.path.join(out_dir, "mlp_tp2.jaxexport"), "wb") as f:
        f.write(exported.serialize())
    print(f"wrote {os.path.join(out_dir, 'mlp_tp2.jaxexport')}")

    # References on one device.
    one = jax.devices()[0]
    with jax.default_device(one):
        ref_mlp = jax.jit(lambda *a: mlp_block(a[:6], a[6]))(*mlp_args)
        ref_train = jax.jit(train_step)(*train_args)
    arrays = {f"in_{k}": v for k, v in data.items()}
    arrays["mlp_out"] = np.asarray(ref_mlp)
    for i, r in enumerate(ref_train):
        arrays[f"train_out{i}"] = np.asarray(r)
    for name, value in arrays.items():
        np.save(os.path.join(out_dir, "data", name + ".npy"), value)
    print(f"wrote {len(arrays)} arrays to {os.path.join(out_dir, 'data')}; "
          f"loss {float(ref_train[-1]):.6f}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
