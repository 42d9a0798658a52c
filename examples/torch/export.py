"""PyTorch modules exported for maco with tensor- and data-parallel plans
in PyTorch's own terms (maco_import.torch.export; issue 41).

    python examples/torch/export.py [OUT_DIR [NAME...]]   (default: examples/torch, all)

needs torch 2.15.0 and torch-mlir 20261001 (python/requirements-torch.txt;
MACO_WITH_TORCH=1 scripts/setup.sh installs them into build/venv-torch)
and the build's maco-opt ($MACO_OPT, default build/bin/maco-opt). For each
program it writes OUT_DIR/NAME/program.mlir, NAME/args/*.npy (the
arguments, in name order) and NAME/expected/result<i>.npy (PyTorch
eager's results on one process):

  mlp_tp{2,4}        an MLP, fc1 ColwiseParallel, fc2 RowwiseParallel
  attn_tp{2,4}       causal self-attention (F.scaled_dot_product_attention),
                     q/k/v ColwiseParallel (heads split over tp), the
                     output projection RowwiseParallel
  embed_tp{2,4}      nn.Embedding RowwiseParallel (the vocabulary split)
                     and a ColwiseParallel head (the logits' columns split)
  block_train_dp2_tp2
                     one training step of a transformer block (layer
                     norm, attention, MLP; mean squared error) on a 2 x 2
                     dp x tp mesh: the batch over dp, the plan over tp;
                     results: the loss and every parameter's gradient
  lm_train_dp2_tp2   one training step of a tiny language model on the
                     same mesh: token embedding split by vocabulary,
                     position embedding, nanoGPT-style attention (an
                     explicit softmax under a causal-mask buffer), a
                     GELU(tanh) MLP, a column-split head, cross entropy
"""

import math
import os
import sys

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))
os.environ.setdefault("MACO_OPT", os.path.join(HERE, "..", "..", "build",
                                               "bin", "maco-opt"))
from maco_import.torch import export  # noqa: E402

D, HEADS, SEQ, BATCH, HIDDEN, VOCAB = 32, 4, 16, 4, 64, 64


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(D, HIDDEN)
        self.fc2 = nn.Linear(HIDDEN, D)

    def forward(self, x):
        return self.fc2(F.gelu(self.fc1(x)))


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.q = nn.Linear(D, D)
        # No key bias: it adds the same q . b to every score of a row,
        # which softmax cancels (its gradient is zero up to rounding).
        self.k = nn.Linear(D, D, bias=False)
        self.v = nn.Linear(D, D)
        self.o = nn.Linear(D, D)

    def forward(self, x):
        b, s, _ = x.shape
        split = lambda t: t.view(b, s, HEADS, D // HEADS).transpose(1, 2)  # noqa: E731
        y = F.scaled_dot_product_attention(split(self.q(x)), split(self.k(x)),
                                           split(self.v(x)), is_causal=True)
        return self.o(y.transpose(1, 2).reshape(b, s, D))


class Embed(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D)
        self.head = nn.Linear(D, VOCAB, bias=False)

    def forward(self, tokens):
        return self.head(torch.tanh(self.emb(tokens)))


class MaskedAttention(nn.Module):
    """nanoGPT's style: an explicit softmax under a causal-mask buffer."""

    def __init__(self):
        super().__init__()
        self.wq = nn.Linear(D, D, bias=False)
        self.wk = nn.Linear(D, D, bias=False)
        self.wv = nn.Linear(D, D, bias=False)
        self.proj = nn.Linear(D, D)
        self.register_buffer("mask", torch.tril(torch.ones(SEQ, SEQ)).view(
            1, 1, SEQ, SEQ))

    def forward(self, x):
        b, t, c = x.size()
        heads = lambda y: y.view(b, t, HEADS, c // HEADS).transpose(1, 2)  # noqa: E731
        q, k, v = heads(self.wq(x)), heads(self.wk(x)), heads(self.wv(x))
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        att = att.masked_fill(self.mask[:, :, :t, :t] == 0, float("-inf"))
        y = (F.softmax(att, dim=-1) @ v).transpose(1, 2).contiguous()
        return self.proj(y.view(b, t, c))


class TinyLM(nn.Module):
    """Token and position embeddings, one block, a head; cross entropy."""

    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, D)
        self.pos = nn.Embedding(SEQ, D)
        self.attn = MaskedAttention()
        self.ln = nn.LayerNorm(D)
        self.mlp = nn.Sequential(nn.Linear(D, 4 * D), nn.GELU(approximate="tanh"),
                                 nn.Linear(4 * D, D))
        self.head = nn.Linear(D, VOCAB, bias=False)

    def forward(self, idx, targets):
        x = self.tok(idx) + self.pos(torch.arange(idx.shape[1]))
        x = x + self.attn(x)
        x = x + self.mlp(self.ln(x))
        logits = self.head(x)
        return F.cross_entropy(logits.view(-1, VOCAB), targets.view(-1))


class Block(nn.Module):
    """A transformer block whose forward is the training loss."""

    def __init__(self):
        super().__init__()
        self.ln1 = nn.LayerNorm(D)
        self.attn = Attention()
        self.ln2 = nn.LayerNorm(D)
        self.mlp = MLP()

    def forward(self, x, target):
        h = x + self.attn(self.ln1(x))
        y = h + self.mlp(self.ln2(h))
        return F.mse_loss(y, target)


def mlp(n):
    m = MLP()
    return m, (torch.randn(8, D),), dict(
        mesh={"tp": n}, plan={"fc1": ColwiseParallel(), "fc2": RowwiseParallel()})


def attn(n):
    m = Attention()
    return m, (torch.randn(BATCH, SEQ, D),), dict(
        mesh={"tp": n}, plan={"q": ColwiseParallel(), "k": ColwiseParallel(),
                              "v": ColwiseParallel(), "o": RowwiseParallel()})


def embed(n):
    m = Embed()
    tokens = torch.randint(0, VOCAB, (BATCH, SEQ))
    return m, (tokens,), dict(
        mesh={"tp": n}, plan={"emb": RowwiseParallel(), "head": ColwiseParallel()})


def block_train():
    m = Block()
    plan = {"attn.q": ColwiseParallel(), "attn.k": ColwiseParallel(),
            "attn.v": ColwiseParallel(), "attn.o": RowwiseParallel(),
            "mlp.fc1": ColwiseParallel(), "mlp.fc2": RowwiseParallel()}
    return m, (torch.randn(BATCH, SEQ, D), torch.randn(BATCH, SEQ, D)), dict(
        mesh={"dp": 2, "tp": 2}, plan=plan, dp_axis="dp", train=True)


def lm_train():
    m = TinyLM()
    plan = {"tok": RowwiseParallel(), "attn.wq": ColwiseParallel(),
            "attn.wk": ColwiseParallel(), "attn.wv": ColwiseParallel(),
            "attn.proj": RowwiseParallel(), "mlp.0": ColwiseParallel(),
            "mlp.2": RowwiseParallel(), "head": ColwiseParallel()}
    idx = torch.randint(0, VOCAB, (BATCH, SEQ))
    targets = torch.randint(0, VOCAB, (BATCH, SEQ))
    return m, (idx, targets), dict(mesh={"dp": 2, "tp": 2}, plan=plan,
                                   dp_axis="dp", train=True)


PROGRAMS = {
    **{f"mlp_tp{n}": (mlp, (n,)) for n in (2, 4)},
    **{f"attn_tp{n}": (attn, (n,)) for n in (2, 4)},
    **{f"embed_tp{n}": (embed, (n,)) for n in (2, 4)},
    "block_train_dp2_tp2": (block_train, ()),
    "lm_train_dp2_tp2": (lm_train, ()),
}


def eager(module, inputs, train):
    """PyTorch eager's results: the outputs, or the loss and gradients."""
    if not train:
        out = module(*inputs)
        return [o.detach().numpy() for o in (out if isinstance(out, tuple) else (out,))]
    module.zero_grad()
    loss = module(*inputs)
    loss.backward()
    return [loss.detach().numpy()] + [p.grad.numpy() for _, p in module.named_parameters()]


def main(out_dir, only):
    for name, (make, params) in PROGRAMS.items():
        if only and name not in only:
            continue
        torch.manual_seed(0)
        module, inputs, options = make(*params)
        target = os.path.join(out_dir, name)
        export(module, inputs, out=target, **options)
        os.makedirs(os.path.join(target, "expected"), exist_ok=True)
        for i, r in enumerate(eager(module, inputs, options.get("train", False))):
            np.save(os.path.join(target, "expected", f"result{i}.npy"), r)
        print(f"wrote {target}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else HERE, set(sys.argv[2:]))
