"""maco-import IN [-o OUT]: see importer.py and docs/user-guide.md."""

import argparse
import sys

from .importer import import_stablehlo
from .sharding import ImportError_


def main(argv=None):
    p = argparse.ArgumentParser(
        prog="maco-import",
        description="Import StableHLO exported by JAX (text, or jax.export's "
                    "serialized form), with its shardings (sdy or "
                    "mhlo.sharding), into upstream MLIR with shard "
                    "annotations for maco.")
    p.add_argument("input", help="StableHLO text (.mlir) or a serialized "
                   "jax.export artifact; '-' reads stdin")
    p.add_argument("-o", "--output", default="-", help="output file (default: stdout)")
    p.add_argument("--mesh", help="the mesh that mhlo.sharding strings refer "
                   "to, NAME=SIZE,... (default: the module's sdy.mesh, else "
                   "one axis of mhlo.num_partitions)")
    p.add_argument("--no-debuginfo", action="store_true",
                   help="print no locations (by default every op keeps its "
                   "location in the input, which maco's errors then name)")
    p.add_argument("--no-prepare", action="store_true",
                   help="leave IREE's ops as they are (by default calls are "
                   "inlined, unit-extent dimensions folded and the module "
                   "canonicalized, as maco-frontend does before "
                   "partitioning)")
    p.add_argument("--maco-opt", help="maco-opt to verify and print with "
                   "(default: $MACO_OPT, else maco-opt on PATH)")
    p.add_argument("--iree-compile", help="iree-compile to convert with "
                   "(default: $MACO_IREE_COMPILE, else the iree-base-compiler "
                   "package's)")
    p.add_argument("--keep-temps", metavar="DIR",
                   help="keep the intermediate files in DIR")
    args = p.parse_args(argv)
    path = args.input
    try:
        data = sys.stdin.buffer.read() if path == "-" else None
        text = import_stablehlo("<stdin>" if path == "-" else path, data,
                                mesh=args.mesh, maco_opt=args.maco_opt,
                                iree_compile=args.iree_compile,
                                keep_temps=args.keep_temps,
                                debuginfo=not args.no_debuginfo,
                                prepare=not args.no_prepare)
    except ImportError_ as e:
        where = f"{e.loc}: " if e.loc else ""
        print(f"maco-import: {where}error: {e.message}", file=sys.stderr)
        for note in e.notes:
            print(f"maco-import: {note}", file=sys.stderr)
        return 1
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
