#!/usr/bin/env python3
"""Generate a tensor-parallel transformer stack of L layers for maco.

usage: gen_tp_stack.py L [--tokens T] [--model D] [--hidden H] > stack.mlir

Per layer (static shapes, shard.grid of 4 ranks, this rank's shards):
attention-like block: x @ Wqkv (column-parallel), softmax-free mixing
(elementwise), @ Wo (row-parallel), all_reduce, residual add; MLP block:
x @ W1 (column-parallel), relu, @ W2 (row-parallel), all_reduce, residual
add. Weights are function arguments, so every layer's ops are distinct.
"""
import argparse

p = argparse.ArgumentParser()
p.add_argument("layers", type=int)
p.add_argument("--tokens", type=int, default=256)
p.add_argument("--model", type=int, default=512)
p.add_argument("--hidden", type=int, default=512)
a = p.parse_args()
T, D, H, L = a.tokens, a.model, a.hidden, a.layers
act = f"tensor<{T}x{D}xf32>"
hid = f"tensor<{T}x{H}xf32>"
win = f"tensor<{D}x{H}xf32>"
wout = f"tensor<{H}x{D}xf32>"

out = ["shard.grid @tp(shape = 4)", ""]
out.append("#id = affine_map<(i, j) -> (i, j)>")
args = ", ".join(f"%wa{l}: {win}, %wb{l}: {wout}, %w1{l}: {win}, %w2{l}: {wout}"
                 for l in range(L))
out.append(f"func.func @stack(%x0: {act}, {args}) -> {act} {{")
out.append("  %zero = arith.constant 0.0 : f32")
out.append(f"  %eh = tensor.empty() : {hid}")
out.append(f"  %ea = tensor.empty() : {act}")
out.append(f"  %zh = linalg.fill ins(%zero : f32) outs(%eh : {hid}) -> {hid}")
out.append(f"  %za = linalg.fill ins(%zero : f32) outs(%ea : {act}) -> {act}")


def block(l, name, w_in, w_out, x, y):
    g = []
    g.append(f"  %{name}h{l} = linalg.matmul ins(%{x}, %{w_in}{l} : {act}, {win}) outs(%zh : {hid}) -> {hid}")
    g.append(f"  %{name}r{l} = linalg.generic {{indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]}}"
             f" ins(%{name}h{l} : {hid}) outs(%eh : {hid}) {{")
    g.append("  ^bb0(%in: f32, %o: f32):")
    g.append("    %m = arith.maximumf %in, %zero : f32")
    g.append("    linalg.yield %m : f32")
    g.append(f"  }} -> {hid}")
    g.append(f"  %{name}p{l} = linalg.matmul ins(%{name}r{l}, %{w_out}{l} : {hid}, {wout}) outs(%za : {act}) -> {act}")
    g.append(f"  %{name}s{l} = maco.all_reduce %{name}p{l} on @tp grid_axes = [0] : {act} -> {act}")
    g.append(f"  %{y} = linalg.generic {{indexing_maps = [#id, #id, #id], iterator_types = [\"parallel\", \"parallel\"]}}"
             f" ins(%{name}s{l}, %{x} : {act}, {act}) outs(%ea : {act}) {{")
    g.append("  ^bb0(%p: f32, %q: f32, %o: f32):")
    g.append("    %s = arith.addf %p, %q : f32")
    g.append("    linalg.yield %s : f32")
    g.append(f"  }} -> {act}")
    return g


for l in range(L):
    out += block(l, "att", "wa", "wb", f"x{l}", f"y{l}")
    out += block(l, "mlp", "w1", "w2", f"y{l}", f"x{l + 1}")
out.append(f"  return %x{L} : {act}")
out.append("}")
print("\n".join(out))
