"""Run a maco entry function on NumPy arrays.

    import numpy as np, maco_run
    y, h = maco_run.run("entry.mlir", "mlp", x, w1, w2, np=4)

writes each array to a .npy file in a temporary directory, runs

    mpirun -np 4 maco-run entry.mlir --entry=mlp --input=a0.npy ... --output-dir=out

and returns the results (gathered on rank 0) as NumPy arrays, in order.
Each array is the global value of its argument: a rank reads only its
shard when the argument is annotated as split (docs/user-guide.md, "Entry
functions with arguments"). `program` may also be an executable built by
maco-compile; it takes the same flags. A failure raises MacoRunError with
the tool's message.

Options: `np` (number of ranks), `maco_run` (path of maco-run; default:
$MACO_RUN, else `maco-run` on PATH, else build/bin/maco-run next to this
directory), `mpirun` (a command, str or list; default "mpirun
--oversubscribe"), `args` (more flags for maco-run, e.g. ["--no-optimize"]).
As root, OpenMPI's OMPI_ALLOW_RUN_AS_ROOT variables are set for the child.
"""

import os
import shlex
import shutil
import subprocess
import tempfile

import numpy

__all__ = ["run", "MacoRunError"]


class MacoRunError(RuntimeError):
    """maco-run (or the executable) failed; the message is its output."""


def _maco_run():
    if os.environ.get("MACO_RUN"):
        return os.environ["MACO_RUN"]
    found = shutil.which("maco-run")
    if found:
        return found
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.join(os.path.dirname(here), "build", "bin", "maco-run")


def run(program, entry, *arrays, np=4, maco_run=None, mpirun=None, args=()):
    """Runs `entry` of `program` (.mlir or a maco-compile executable) on
    `np` ranks with `arrays` as its arguments; returns its results."""
    if mpirun is None:
        mpirun = ["mpirun", "--oversubscribe"]
    elif isinstance(mpirun, str):
        mpirun = shlex.split(mpirun)
    program = os.path.abspath(program)
    if program.endswith(".mlir"):
        command = [maco_run or _maco_run(), program]
    else:
        command = [program]
    env = dict(os.environ)
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        env.setdefault("OMPI_ALLOW_RUN_AS_ROOT", "1")
        env.setdefault("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
    with tempfile.TemporaryDirectory(prefix="maco-run-") as tmp:
        inputs = []
        for i, array in enumerate(arrays):
            path = os.path.join(tmp, f"arg{i}.npy")
            # C order, little-endian: what maco reads.
            array = numpy.ascontiguousarray(array)
            if array.dtype.byteorder == ">":
                array = array.astype(array.dtype.newbyteorder("<"))
            numpy.save(path, array)
            inputs.append("--input=" + path)
        out = os.path.join(tmp, "out")
        full = (list(mpirun) + ["-np", str(np)] + command +
                ["--entry=" + entry] + inputs + ["--output-dir=" + out] +
                list(args))
        done = subprocess.run(full, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)
        if done.returncode != 0:
            raise MacoRunError(
                f"{shlex.join(full)} exited with status {done.returncode}:\n"
                + done.stdout)
        results = []
        while os.path.exists(os.path.join(out, f"result{len(results)}.npy")):
            results.append(
                numpy.load(os.path.join(out, f"result{len(results)}.npy")))
        return results
