"""The user guide's PyTorch example ("From PyTorch"): an MLP whose `up`
projection is ColwiseParallel and `down` RowwiseParallel over tp = 4.

    PYTHONPATH=python build/venv-torch/bin/python -m maco_import.torch examples/torch/model.py --out mlp
    mpirun -np 4 build/bin/maco-run mlp/program.mlir --input-dir=mlp/args --output-dir=out
"""

import torch
import torch.nn as nn
from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel

class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.Linear(64, 256)
        self.down = nn.Linear(256, 64)

    def forward(self, x):
        return self.down(torch.relu(self.up(x)))

def maco_export():
    """(module, example inputs, export() options)."""
    torch.manual_seed(0)
    plan = {"up": ColwiseParallel(), "down": RowwiseParallel()}
    return MLP(), (torch.randn(16, 64),), dict(mesh={"tp": 4}, plan=plan)
