#!/usr/bin/env python3
"""Seed corpus for maco-opt-fuzzer (scripts/fuzz.sh).

Every module of the lit tests and examples (files split at `// -----`, the
comment lines dropped), plus random programs from scripts/randprog.py for 2,
3 and 4 ranks, one file each, named by the SHA-1 of the text, each of its
own size (trailing newlines added where needed).

  scripts/fuzz-corpus.py OUT_DIR
"""
import hashlib
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def modules(path):
    text = path.read_text(errors="replace")
    for part in text.split("// -----"):
        lines = [l for l in part.splitlines() if not l.lstrip().startswith("//")]
        body = "\n".join(lines).strip()
        if body:
            yield body + "\n"


def main():
    out = pathlib.Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    texts = []
    for pattern in ("test/**/*.mlir", "examples/*.mlir"):
        for path in sorted(ROOT.glob(pattern)):
            texts.extend(modules(path))
    for np_ in (2, 3, 4):
        for seed in (1, 2):
            texts.append(subprocess.run(
                [sys.executable, str(ROOT / "scripts/randprog.py"), "--np",
                 str(np_), "--seed", str(seed), "--programs", "2"],
                check=True, capture_output=True, text=True).stdout)
    # libFuzzer runs the seeds sorted by size only; among seeds of one size
    # the order would be the directory's, which differs between file
    # systems. Trailing newlines make every size unique, so that the smoke
    # run starts the same way on every machine.
    names, sizes = set(), set()
    for data in sorted(set(t.encode() for t in texts)):
        while len(data) in sizes:
            data += b"\n"
        if len(data) > 16384:  # the fuzzer's -max_len
            continue
        sizes.add(len(data))
        name = hashlib.sha1(data).hexdigest()
        names.add(name)
        (out / name).write_bytes(data)
    print(f"fuzz-corpus: {len(names)} seed inputs in {out}")


if __name__ == "__main__":
    main()
