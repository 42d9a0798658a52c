"""Exports bench/vs-torch's programs (models.py) for maco on a tp mesh of
NP ranks: OUT/NAME/{program.mlir,args/,expected/} (expected: PyTorch
eager's results), as examples/torch/export.py does.

    export.py OUT NP"""

import os
import sys

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))
from maco_import.torch import export  # noqa: E402
from models import programs  # noqa: E402


def main(out, ranks):
    for name, (module, inputs, train, plan) in programs().items():
        target = os.path.join(out, name)
        export(module, inputs, mesh={"tp": ranks}, plan=plan, train=train,
               out=target)
        if train:
            loss = module(*inputs)
            loss.backward()
            refs = [loss] + [p.grad for p in module.parameters()]
        else:
            with torch.no_grad():
                refs = [module(*inputs)]
        os.makedirs(os.path.join(target, "expected"), exist_ok=True)
        for i, r in enumerate(refs):
            np.save(os.path.join(target, "expected", f"result{i}.npy"),
                    r.detach().numpy())
        print(f"exported {target}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
