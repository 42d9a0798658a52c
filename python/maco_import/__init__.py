"""maco-import: StableHLO exported by JAX, with its shardings, to upstream
MLIR (linalg on tensors with `shard` annotations) that maco compiles.

    from maco_import import import_stablehlo
    text = import_stablehlo("mlp.stablehlo.mlir")

The command line is `build/bin/maco-import` (python -m maco_import).
PyTorch modules: `from maco_import.torch import export` (torch.py; python
-m maco_import.torch SCRIPT.py --out DIR).
"""

from .importer import import_stablehlo  # noqa: F401
from .sharding import ImportError_ as ImportFailed  # noqa: F401
