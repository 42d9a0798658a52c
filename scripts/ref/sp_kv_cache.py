#!/usr/bin/env python3
"""Independent reference for examples/sp-kv-cache.mlir: the scores KV @ q."""
kv = [[(8 * t + 3 * d) % 11 - 5 for d in range(8)] for t in range(16)]
s = [sum(kv[t][d] * (d + 1) for d in range(8)) for t in range(16)]
print("[" + ",  ".join(str(v) for v in s) + "]")
