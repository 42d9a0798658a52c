"""The programs of bench/vs-torch: a tensor-parallel transformer MLP block
(tp_mlp: batch 256, model 512, hidden 2048), a causal attention block
(tp_attn: batch 4, sequence 256, model 512, 8 heads over tp) and a
transformer block's training step (tp_train: the loss and gradients, batch
4, sequence 128, model 256), each with its plan over tp."""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel


class MLP(nn.Module):
    def __init__(self, d, h):
        super().__init__()
        self.fc1 = nn.Linear(d, h)
        self.fc2 = nn.Linear(h, d)

    def forward(self, x):
        return self.fc2(F.gelu(self.fc1(x)))


class Attention(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.heads = heads
        self.q = nn.Linear(d, d)
        self.k = nn.Linear(d, d, bias=False)
        self.v = nn.Linear(d, d)
        self.o = nn.Linear(d, d)

    def forward(self, x):
        b, s, d = x.shape
        split = lambda t: t.view(b, s, -1, d // self.heads).transpose(1, 2)  # noqa: E731
        att = (split(self.q(x)) @ split(self.k(x)).transpose(-2, -1))
        att = att / math.sqrt(d // self.heads)
        mask = torch.ones(s, s, dtype=torch.bool).tril()
        att = att.masked_fill(~mask, float("-inf")).softmax(-1)
        y = (att @ split(self.v(x))).transpose(1, 2).reshape(b, s, -1)
        return self.o(y)


class Block(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.ln1 = nn.LayerNorm(d)
        self.attn = Attention(d, heads)
        self.ln2 = nn.LayerNorm(d)
        self.mlp = MLP(d, 4 * d)

    def forward(self, x, target):
        h = x + self.attn(self.ln1(x))
        return F.mse_loss(h + self.mlp(self.ln2(h)), target)


ATTN_PLAN = {"q": ColwiseParallel(), "k": ColwiseParallel(),
             "v": ColwiseParallel(), "o": RowwiseParallel()}


def programs():
    """name -> (module, inputs, train, plan)"""
    torch.manual_seed(0)
    block_plan = {f"attn.{k}": v for k, v in ATTN_PLAN.items()}
    block_plan.update({"mlp.fc1": ColwiseParallel(), "mlp.fc2": RowwiseParallel()})
    return {
        "tp_mlp": (MLP(512, 2048), (torch.randn(256, 512),), False,
                   {"fc1": ColwiseParallel(), "fc2": RowwiseParallel()}),
        "tp_attn": (Attention(512, 8), (torch.randn(4, 256, 512),), False,
                    dict(ATTN_PLAN)),
        "tp_train": (Block(256, 8), (torch.randn(4, 128, 256),
                                     torch.randn(4, 128, 256)), True,
                     block_plan),
    }
