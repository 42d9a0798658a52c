"""What maco_import.torch.export cannot export: each case prints the
error (test/Import/torch-errors.mlir checks them)."""

import os
import sys
import tempfile

import torch
import torch.nn as nn
from torch.distributed.tensor.parallel import (ColwiseParallel, RowwiseParallel,
                                               SequenceParallel)

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..",
                                "python"))
from maco_import import ImportFailed  # noqa: E402
from maco_import.torch import export  # noqa: E402


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(8, 16)
        self.norm = nn.LayerNorm(16)
        self.conv = nn.Conv1d(4, 4, 3)
        self.fc2 = nn.Linear(16, 8)

    def forward(self, x):
        return self.fc2(self.norm(self.fc1(x)))


class Sorts(nn.Module):
    def forward(self, x):
        return torch.sort(x, dim=-1).values


class Stats(nn.Module):
    """BatchNorm in training mode updates its running statistics."""

    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(8)

    def forward(self, x):
        return self.bn(x)


x = torch.randn(6, 8)
CASES = {
    "sequence": (MLP(), (x,), dict(mesh={"tp": 2},
                                   plan={"norm": SequenceParallel()})),
    "conv": (MLP(), (x,), dict(mesh={"tp": 2}, plan={"conv": ColwiseParallel()})),
    "missing": (MLP(), (x,), dict(mesh={"tp": 2},
                                  plan={"fc3": RowwiseParallel()})),
    "indivisible": (MLP(), (x,), dict(mesh={"tp": 3},
                                      plan={"fc1": ColwiseParallel()})),
    "no-tp": (MLP(), (x,), dict(mesh={"dp": 2}, plan={"fc1": ColwiseParallel()})),
    "mesh": (MLP(), (x,), dict(mesh={"tp": 0})),
    "dp": (MLP(), (x,), dict(mesh={"dp": 4}, dp_axis="dp")),
    "sort": (Sorts(), (x,), dict(mesh={"tp": 2})),
    "buffers": (Stats(), (x,), dict(mesh={"dp": 2})),
    "not-loss": (MLP(), (x,), dict(mesh={"dp": 2}, train=True)),
}

for name in sys.argv[1:] or CASES:
    module, inputs, options = CASES[name]
    try:
        export(module, inputs, out=tempfile.mkdtemp(), **options)
        print(f"{name}: exported")
    except ImportFailed as e:
        where = f" ({e.loc})" if e.loc else ""
        print(f"{name}: error{where}: {e.message}".replace("\n", " | "))
