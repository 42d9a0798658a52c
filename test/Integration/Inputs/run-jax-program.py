"""run-jax-program.py [--tol T] [--compile] NP PROGRAM.mlir DATA_DIR OUT_DIR
[-- EXTRA...]: runs an imported JAX program's @main under `mpirun -np NP`
on DATA_DIR/in<i>.npy (each rank reads its shard) and compares result<i>
with JAX's DATA_DIR/out<i>.npy: the same shape and dtype, and within T
relative (max |result - reference| / max |reference|; default 1e-4).
--compile runs it as a maco-compile executable instead of maco-run. EXTRA
goes to maco-run (or maco-compile). Prints one line per result and a
summary; exits 1 on a mismatch or a failed run. Runs mpirun (MPIRUN
overrides it) and maco-run/maco-compile from MACO_TOOLS_DIR (default: on
PATH).

A DATA_DIR with an args/ directory is a PyTorch export (examples/torch):
the arguments are --input-dir=DATA_DIR/args and the references PyTorch
eager's DATA_DIR/expected/result<i>.npy."""

import os
import re
import shlex
import subprocess
import sys

import numpy as np

args = sys.argv[1:]
extra = []
if "--" in args:
    extra = args[args.index("--") + 1:]
    args = args[:args.index("--")]
tol, compiled = 1e-4, False
while args and args[0].startswith("--"):
    flag = args.pop(0)
    if flag == "--tol":
        tol = float(args.pop(0))
    elif flag == "--compile":
        compiled = True
    else:
        sys.exit(f"unknown flag {flag}")
np_ranks, program, data, out = args


def numbered(prefix, where):
    files = [f for f in os.listdir(where)
             if re.fullmatch(prefix + r"\d+\.npy", f)]
    return [os.path.join(where, f) for f in
            sorted(files, key=lambda f: int(re.findall(r"\d+", f)[0]))]


if os.path.isdir(os.path.join(data, "args")):
    inputs = [f"--input-dir={os.path.join(data, 'args')}"]
    refs = numbered("result", os.path.join(data, "expected"))
    who = "PyTorch eager's"
else:
    inputs = [f"--input={f}" for f in numbered("in", data)]
    refs = numbered("out", data)
    who = "JAX's"
os.makedirs(out, exist_ok=True)
mpirun = shlex.split(os.environ.get("MPIRUN", "mpirun --oversubscribe"))
tools = os.environ.get("MACO_TOOLS_DIR", "")
maco_run = os.path.join(tools, "maco-run") if tools else "maco-run"
maco_compile = os.path.join(tools, "maco-compile") if tools else "maco-compile"
if compiled:
    exe = os.path.join(out, "prog")
    subprocess.run([maco_compile, program, "--entry=main", "-o", exe] + extra,
                   check=True)
    cmd = mpirun + ["-np", np_ranks, exe, "--entry=main"] + inputs
else:
    cmd = mpirun + ["-np", np_ranks, maco_run, program, "--entry=main"] + \
        extra + inputs
run = subprocess.run(cmd + [f"--output-dir={out}"], stdout=subprocess.PIPE,
                     stderr=subprocess.STDOUT, text=True)
if run.returncode != 0:
    print(run.stdout)
    sys.exit(f"FAILED: {' '.join(cmd[:6])} ... exited with {run.returncode}")
ok, worst = True, 0.0
for i, ref_name in enumerate(refs):
    ref = np.load(ref_name)
    path = os.path.join(out, f"result{i}.npy")
    if not os.path.exists(path):
        print(f"out{i}: MISSING result{i}.npy")
        ok = False
        continue
    result = np.load(path)
    if result.shape != ref.shape or result.dtype != ref.dtype:
        print(f"out{i}: MISMATCH: {result.dtype}{list(result.shape)} instead "
              f"of {ref.dtype}{list(ref.shape)}")
        ok = False
        continue
    scale = float(np.max(np.abs(ref))) or 1.0
    rel = float(np.max(np.abs(result.astype(np.float64) - ref))) / scale
    worst = max(worst, rel)
    if rel > tol:
        print(f"out{i}: MISMATCH (relative error {rel:.1e} > {tol:g})")
        ok = False
extra_results = os.path.exists(os.path.join(out, f"result{len(refs)}.npy"))
if extra_results:
    print(f"MISMATCH: more results than {who} {len(refs)}")
    ok = False
print(f"{len(refs)} results {'within' if ok else 'NOT all within'} {tol:g} "
      f"of {who} (worst relative error {worst:.1e})")
sys.exit(0 if ok else 1)
