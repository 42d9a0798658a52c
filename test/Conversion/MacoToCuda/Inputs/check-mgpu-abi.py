#!/usr/bin/env python3
"""Checks upstream's mgpu* calls against maco's implementation of them.

Usage: check-mgpu-abi.py MGPU_CPP < module.ll

Reads the `declare ... @mgpu*(...)` lines of an LLVM IR module (what
upstream's GPU lowering and translation emit for a maco-to-cuda program) and
the `MACO_MGPU_EXPORT` definitions of runtime/src/cuda/mgpu.cpp, maps the C
types to LLVM's (pointers: ptr; intptr_t, int64_t, uint64_t, size_t: i64;
int, int32_t, unsigned, uint32_t: i32; bool: i8, as upstream passes it;
float: float; void), and reports each declared function that mgpu.cpp does
not define or defines with another signature. Exit 1 if any.
"""
import re
import sys

C_TO_LLVM = {
    "void": "void", "intptr_t": "i64", "int64_t": "i64", "uint64_t": "i64",
    "size_t": "i64", "int": "i32", "int32_t": "i32", "unsigned": "i32",
    "unsigned int": "i32", "uint32_t": "i32", "bool": "i8", "float": "float",
}


def llvm_type(c):
    c = re.sub(r"\bconst\b", "", c).strip()
    if c.endswith("*"):
        return "ptr"
    return C_TO_LLVM.get(re.sub(r"\s+", " ", c), "?" + c)


def c_params(text):
    params = []
    for p in [p.strip() for p in text.split(",") if p.strip()]:
        if p == "void":
            continue
        # Drop the parameter's name: the last identifier not preceded by *.
        m = re.match(r"^(.*?[\s*])([A-Za-z_]\w*)$", p)
        params.append(llvm_type(m.group(1) if m else p))
    return params


def main():
    source = open(sys.argv[1], encoding="utf-8").read()
    defined = {}
    for m in re.finditer(r"MACO_MGPU_EXPORT\s+([\w\s*]+?)\s*\b(mgpu\w+)\s*"
                         r"\(([^)]*)\)\s*\{", source):
        defined[m.group(2)] = (llvm_type(m.group(1)), c_params(m.group(3)))
    bad, n = [], 0
    for line in sys.stdin:
        m = re.match(r"declare\s+(?:\w+\s+)*?([\w.]+)\s+@(mgpu\w+)\((.*)\)",
                     line.strip())
        if not m:
            continue
        n += 1
        ret, name = m.group(1), m.group(2)
        params = [re.sub(r"\s+(noundef|zeroext|signext|nocapture)\b", "",
                         p).strip().split()[0]
                  for p in m.group(3).split(",") if p.strip()]
        if name not in defined:
            bad.append("%s: declared by the lowering, not defined in %s" %
                       (name, sys.argv[1]))
        elif defined[name] != (ret, params):
            bad.append("%s: declared %s(%s), defined %s(%s)" %
                       (name, ret, ", ".join(params), defined[name][0],
                        ", ".join(defined[name][1])))
    for b in bad:
        print("mismatch: " + b)
    print("mgpu ABI: %d declarations, %d mismatches, %d functions defined" %
          (n, len(bad), len(defined)))
    return 1 if bad or n == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
