#!/usr/bin/env python3
"""Random maco programs for differential testing (issue 16).

Generates one module of valid programs for a given rank count: each
program is a function that builds f32 tensors from the rank and the
element indices, then applies a random sequence of element-wise ops,
matmuls, collectives of every kind (all-reduce, all-gather,
reduce-scatter, broadcast, all-to-all, permute) over groups of 1-D and
2-D grids (including size-1 axes), and loops that carry a collective;
sizes include 1 and odd sizes. Values stay integers below 2^24 (a
`remf` folds them back when they could grow), so every execution order
must give the same bits. Each program's result is all-gathered over the
world and printed by rank 0, so `maco-run` runs with and without
optimizations must print the same text.

  scripts/randprog.py --np 4 --seed 7 --programs 10 > p.mlir
  mpirun -np 4 build/bin/maco-run --no-optimize p.mlir

scripts/differential.py runs them.
"""
import argparse
import random
import sys

SIZES = [1, 2, 3, 4, 6]
MAX_ELEMS = 256
WRAP_BOUND = 4096  # fold values back (remf 11) beyond this bound


def grids_for(np_):
    """(name, shape) of the grids of a module for np ranks: a 1-D world
    grid and a 2-D one (with a size-1 axis when np is prime)."""
    two_d = {2: (1, 2), 3: (3, 1), 4: (2, 2)}.get(np_, (np_, 1))
    return [("world", (np_,)), ("g2", two_d)]


class Program:
    def __init__(self, rng, np_, index):
        self.rng = rng
        self.np = np_
        self.name = "p%d" % index
        self.lines = []
        self.n = 0
        self.grids = grids_for(np_)
        # Live values: (name, shape, bound).
        self.values = []

    def fresh(self, prefix="v"):
        self.n += 1
        return "%%%s%d" % (prefix, self.n)

    def emit(self, line):
        self.lines.append("  " + line)

    @staticmethod
    def ty(shape):
        return "tensor<%sxf32>" % "x".join(str(d) for d in shape)

    def const_index(self, v):
        name = self.fresh("c")
        self.emit("%s = arith.constant %d : index" % (name, v))
        return name

    # -- values ------------------------------------------------------------
    def init(self, shape):
        """v[i][j] = ((a i + b j + c r + d) mod 7) - 3 (r: the rank)."""
        a, b, d = (self.rng.randint(1, 5) for _ in range(3))
        c = self.rng.randint(0, 3)  # 0: the same on every rank
        e = self.fresh("e")
        v = self.fresh()
        t = self.ty(shape)
        self.emit("%s = tensor.empty() : %s" % (e, t))
        self.emit("%s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], "
                  "iterator_types = [\"parallel\", \"parallel\"]} outs(%s : %s) {" % (v, e, t))
        self.emit("^bb0(%o: f32):")
        body = [
            "%i = linalg.index 0 : index",
            "%j = linalg.index 1 : index",
            "%ka = arith.constant {} : index".format(a),
            "%kb = arith.constant {} : index".format(b),
            "%kc = arith.constant {} : index".format(c),
            "%kd = arith.constant {} : index".format(d),
            "%k7 = arith.constant 7 : index",
            "%ai = arith.muli %i, %ka : index",
            "%bj = arith.muli %j, %kb : index",
            "%cr = arith.muli %rank, %kc : index",
            "%s1 = arith.addi %ai, %bj : index",
            "%s2 = arith.addi %s1, %cr : index",
            "%s3 = arith.addi %s2, %kd : index",
            "%m = arith.remui %s3, %k7 : index",
            "%mi = arith.index_cast %m : index to i64",
            "%mf = arith.sitofp %mi : i64 to f32",
            "%three = arith.constant 3.0 : f32",
            "%val = arith.subf %mf, %three : f32",
            "linalg.yield %val : f32",
        ]
        for line in body:
            self.emit("  " + line)
        self.emit("} -> %s" % t)
        return (v, shape, 3)

    def elementwise(self, x, y, op):
        """op in addf/subf/maximumf/minimumf/mulf; y may be None (negf)."""
        name, shape, bound = x
        t = self.ty(shape)
        e = self.fresh("e")
        v = self.fresh()
        idm = "affine_map<(i, j) -> (i, j)>"
        self.emit("%s = tensor.empty() : %s" % (e, t))
        if y is None:
            self.emit("%s = linalg.generic {indexing_maps = [%s, %s], iterator_types = "
                      "[\"parallel\", \"parallel\"]} ins(%s : %s) outs(%s : %s) {"
                      % (v, idm, idm, name, t, e, t))
            self.emit("^bb0(%a: f32, %o: f32):")
            self.emit("  %r = arith.negf %a : f32")
            nb = bound
        else:
            self.emit("%s = linalg.generic {indexing_maps = [%s, %s, %s], iterator_types = "
                      "[\"parallel\", \"parallel\"]} ins(%s, %s : %s, %s) outs(%s : %s) {"
                      % (v, idm, idm, idm, name, y[0], t, t, e, t))
            self.emit("^bb0(%a: f32, %b: f32, %o: f32):")
            self.emit("  %%r = arith.%s %%a, %%b : f32" % op)
            nb = {"mulf": bound * y[2]}.get(op, bound + y[2])
            if op in ("maximumf", "minimumf"):
                nb = max(bound, y[2])
        self.emit("  linalg.yield %r : f32")
        self.emit("} -> %s" % t)
        return self.wrap((v, shape, nb))

    def wrap(self, x):
        """remf 11 when the bound could pass WRAP_BOUND."""
        name, shape, bound = x
        if bound <= WRAP_BOUND:
            return x
        t = self.ty(shape)
        e = self.fresh("e")
        v = self.fresh()
        idm = "affine_map<(i, j) -> (i, j)>"
        self.emit("%s = tensor.empty() : %s" % (e, t))
        self.emit("%s = linalg.generic {indexing_maps = [%s, %s], iterator_types = "
                  "[\"parallel\", \"parallel\"]} ins(%s : %s) outs(%s : %s) {"
                  % (v, idm, idm, name, t, e, t))
        self.emit("^bb0(%a: f32, %o: f32):")
        self.emit("  %k = arith.constant 11.0 : f32")
        self.emit("  %r = arith.remf %a, %k : f32")
        self.emit("  linalg.yield %r : f32")
        self.emit("} -> %s" % t)
        return (v, shape, 10)

    def matmul(self, x):
        name, (m, k), bound = x
        n = self.rng.choice(SIZES)
        if m * n > MAX_ELEMS:
            return None
        w = self.init((k, n))
        c0 = self.fresh("z")
        e = self.fresh("e")
        zero = self.fresh("f")
        v = self.fresh()
        t = self.ty((m, n))
        self.emit("%s = arith.constant 0.0 : f32" % zero)
        self.emit("%s = tensor.empty() : %s" % (e, t))
        self.emit("%s = linalg.fill ins(%s : f32) outs(%s : %s) -> %s" % (c0, zero, e, t, t))
        self.emit("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (v, name, w[0], self.ty((m, k)), self.ty((k, n)), c0, t, t))
        return self.wrap((v, (m, n), bound * 3 * k))

    # -- collectives -------------------------------------------------------
    def group(self):
        grid, shape = self.rng.choice(self.grids)
        if len(shape) == 1:
            axes = [0]
        else:
            axes = self.rng.choice([[0], [1], [0, 1], [1, 0]])
        size = 1
        for a in axes:
            size *= shape[a]
        return grid, axes, size

    def collective(self, x, kind=None):
        name, shape, bound = x
        grid, axes, g = self.group()
        kind = kind or self.rng.choice(
            ["all_reduce", "all_gather", "reduce_scatter", "broadcast",
             "all_to_all", "permute"])
        on = "on @%s grid_axes = [%s]" % (grid, ", ".join(map(str, axes)))
        v = self.fresh()
        t = self.ty(shape)
        if kind == "all_reduce":
            red = self.rng.choice(["sum", "max", "min"])
            self.emit("%s = maco.all_reduce %s %s reduction = %s : %s -> %s"
                      % (v, name, on, red, t, t))
            return self.wrap((v, shape, bound * g if red == "sum" else bound))
        if kind == "all_gather":
            a = self.rng.randint(0, 1)
            out = list(shape)
            out[a] *= g
            if out[0] * out[1] > MAX_ELEMS:
                return None
            self.emit("%s = maco.all_gather %s %s gather_axis = %d : %s -> %s"
                      % (v, name, on, a, t, self.ty(out)))
            return (v, tuple(out), bound)
        if kind == "reduce_scatter":
            cands = [a for a in (0, 1) if shape[a] % g == 0]
            if not cands:
                return None
            a = self.rng.choice(cands)
            red = self.rng.choice(["sum", "max", "min"])
            out = list(shape)
            out[a] //= g
            self.emit("%s = maco.reduce_scatter %s %s scatter_axis = %d reduction = %s : %s -> %s"
                      % (v, name, on, a, red, t, self.ty(out)))
            return self.wrap((v, tuple(out), bound * g if red == "sum" else bound))
        if kind == "broadcast":
            root = self.rng.randrange(g)
            self.emit("%s = maco.broadcast %s %s root = %d : %s -> %s"
                      % (v, name, on, root, t, t))
            return (v, shape, bound)
        if kind == "all_to_all":
            s = self.rng.randint(0, 1)
            c = self.rng.randint(0, 1)
            if shape[s] % g != 0:
                return None
            out = list(shape)
            out[s] //= g
            out[c] *= g
            self.emit("%s = maco.all_to_all %s %s split_axis = %d concat_axis = %d : %s -> %s"
                      % (v, name, on, s, c, t, self.ty(out)))
            return (v, tuple(out), bound)
        if kind == "permute":
            if g == 1:
                return None
            shift = self.rng.choice([1, g - 1])
            pairs = ", ".join("[%d, %d]" % (i, (i + shift) % g) for i in range(g))
            self.emit("%s = maco.permute %s %s pairs = [%s] : %s -> %s"
                      % (v, name, on, pairs, t, t))
            return (v, shape, bound)
        raise ValueError(kind)

    def loop(self, x):
        """scf.for carrying x through a collective that keeps its shape."""
        name, shape, bound = x
        trips = self.rng.randint(1, 3)
        t = self.ty(shape)
        lo = self.const_index(0)
        hi = self.const_index(trips)
        one = self.const_index(1)
        res = self.fresh("l")
        acc = self.fresh("acc")
        self.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {"
                  % (res, self.fresh("i"), lo, hi, one, acc, name, t))
        # Inside: a shape-keeping collective, an element-wise op with the
        # carried value, then a copy into the carried buffer.
        kind = self.rng.choice(["all_reduce", "broadcast", "permute", "all_reduce"])
        y = self.collective((acc, shape, 10), kind) or (acc, shape, 10)
        z = self.elementwise(y, (acc, shape, 10), self.rng.choice(["addf", "maximumf", "subf"]))
        # Keep the loop's bound fixed: fold back every iteration.
        z = self.wrap((z[0], shape, WRAP_BOUND + 1))
        cp = self.fresh()
        self.emit("%s = linalg.copy ins(%s : %s) outs(%s : %s) -> %s" % (cp, z[0], t, acc, t, t))
        self.emit("scf.yield %s : %s" % (cp, t))
        self.emit("}")
        return (res, shape, 10)

    # -- program -----------------------------------------------------------
    def generate(self):
        self.emit("%rank = maco.rank on @world grid_axes = [0]")
        cur = self.init((self.rng.choice(SIZES), self.rng.choice(SIZES)))
        for _ in range(self.rng.randint(3, 8)):
            choice = self.rng.random()
            nxt = None
            if choice < 0.45:
                nxt = self.collective(cur)
            elif choice < 0.6:
                nxt = self.matmul(cur)
            elif choice < 0.75:
                nxt = self.loop(cur)
            elif choice < 0.9:
                other = self.init(cur[1])
                nxt = self.elementwise(cur, other, self.rng.choice(
                    ["addf", "subf", "maximumf", "minimumf", "mulf"]))
            else:
                nxt = self.elementwise(cur, None, "negf")
            if nxt is not None:
                cur = nxt
        # The result, flattened and gathered from every rank.
        name, (r, c), _ = cur
        flat = self.fresh("flat")
        out = self.fresh("out")
        self.emit("%s = tensor.collapse_shape %s [[0, 1]] : %s into tensor<%dxf32>"
                  % (flat, name, self.ty((r, c)), r * c))
        self.emit("%s = maco.all_gather %s on @world grid_axes = [0] gather_axis = 0 : "
                  "tensor<%dxf32> -> tensor<%dxf32>" % (out, flat, r * c, r * c * self.np))
        self.emit("return %s : tensor<%dxf32>" % (out, r * c * self.np))
        self.result = r * c * self.np
        head = "func.func @%s() -> tensor<%dxf32> {" % (self.name, self.result)
        return "\n".join([head] + self.lines + ["}"])


def module(np_, seed, programs):
    rng = random.Random(seed)
    out = ["// scripts/randprog.py --np %d --seed %d --programs %d" % (np_, seed, programs)]
    for name, shape in grids_for(np_):
        out.append("shard.grid @%s(shape = %s)" % (name, "x".join(map(str, shape))))
    out.append("func.func private @printMemrefF32(memref<*xf32>) "
               "attributes {llvm.emit_c_interface}")
    progs = [Program(rng, np_, i) for i in range(programs)]
    for p in progs:
        out.append(p.generate())
    main = ["func.func @main() {",
            "  %r = maco.rank on @world grid_axes = [0]",
            "  %c0 = arith.constant 0 : index",
            "  %first = arith.cmpi eq, %r, %c0 : index"]
    for p in progs:
        t = "tensor<%dxf32>" % p.result
        main += ["  %%%s = func.call @%s() : () -> %s" % (p.name, p.name, t),
                 "  scf.if %first {",
                 "    %%m%s = bufferization.to_buffer %%%s : %s to memref<%dxf32>"
                 % (p.name, p.name, t, p.result),
                 "    %%u%s = memref.cast %%m%s : memref<%dxf32> to memref<*xf32>"
                 % (p.name, p.name, p.result),
                 "    func.call @printMemrefF32(%%u%s) : (memref<*xf32>) -> ()" % p.name,
                 "  }"]
    main += ["  return", "}"]
    out.append("\n".join(main))
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--np", type=int, required=True, help="ranks (1-8)")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--programs", type=int, default=10)
    a = ap.parse_args()
    if not 1 <= a.np <= 8:
        sys.exit("randprog.py: --np must be within 1..8")
    sys.stdout.write(module(a.np, a.seed, a.programs))


if __name__ == "__main__":
    main()
