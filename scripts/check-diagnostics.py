#!/usr/bin/env python3
"""Check that every diagnostic the maco compiler emits is tested.

Usage: check-diagnostics.py [-v] [--src DIR ...] [--tests DIR] [ROOT]

ROOT is the maco source tree (default: the parent of this script's
directory). The script

  1. scans the C++ files (.cpp, .h) under ROOT/lib/Dialect/Maco/IR,
     lib/Dialect/Maco/Transforms, lib/Conversion, lib/Analysis and
     lib/Pipelines, recursively (or the --src directories), for
     diagnostic statements: everything from
     `emitOpError(`, `emitError(`, `emitOptionalError(`, `emitWarning(`,
     `emitRemark(` or `attachNote(` up to the end of the C++ statement;
  2. turns the string literals of each statement into a pattern: adjacent
     literals are concatenated, anything that is not a literal (a streamed
     value, a type, a number) becomes a wildcard, and a conditional
     `cond ? "a" : "b"` gives one pattern per alternative;
  3. collects the text of every `expected-error` / `expected-note` /
     `expected-warning` / `expected-remark` under ROOT/test (or --tests),
     and of every FileCheck directive (not a -NOT one): one that quotes a
     printed diagnostic (`// CHECK: ... error: TEXT`) counts for that
     kind, one without a severity for any kind but notes;
  4. reports each pattern that no expectation of the matching kind (notes
     for `attachNote`, errors for the rest) matches, and exits 1 if any.

A pattern matches an expectation when the expectation contains all of the
pattern's fixed fragments in order (an expectation may quote a diagnostic
only partly, but then it must still contain every fragment; the last may
stop before a colon that introduces a streamed value).

Tests marked `XFAIL:` document known bugs and cover nothing.
Diagnostics that cannot be produced from textual IR are listed in
UNREACHABLE below, with the reason; they are reported but do not fail.
Run with -v to print every extracted diagnostic and the test that covers it.
"""

import argparse
import itertools
import os
import re
import sys

import cxx_text  # scripts/cxx_text.py: comments blanked out

# What is scanned by default (under ROOT/lib, recursively): the dialect,
# its transforms, the conversions, the cost model, the pipelines.
DEFAULT_SOURCES = [("Dialect", "Maco", "IR"), ("Dialect", "Maco", "Transforms"),
                   ("Conversion",), ("Analysis",), ("Pipelines",)]

# Diagnostic text (the pattern printed by -v) -> why no test can trigger it.
# Remove an entry once the code is fixed or a test covers it.
UNREACHABLE = {
    "# ... is split along dimension ... , which it reads through the window "
    "expression ... ; maco partitions convolutions and pooling ... along "
    "loops that index their operands directly ... (batch, channels), not "
    "along windows":
        "maco's window sharding option never splits a window loop, and "
        "propagation reshards an operand split along a window dimension to "
        "that option before partitioning (window-sharding.mlir "
        "@conv_sequence); kept for shardings given to upstream "
        "shard-partition directly, which crashes on such IR first",
    "# ... splits loop ... over other grid axes than another operand does":
        "every operand's and result's annotation comes from one sharding "
        "option (propagation), and maco-partition-annotated reshards "
        "operands annotated otherwise",
    "reduces along a split loop, which maco partitions only for one result "
    "reduced by one add, mul, max, min, and, or or xor":
        "maco-partition-annotated's check 6 reports a split reduction "
        "without such a combiner before partitioning, and gathers the "
        "operands of reductions into several results (conformOperands)",
    "operand # ... reached partitioning with another sharding than its "
    "in_shardings entry":
        "the sharding model of maco.manual_computation annotates its operands "
        "with in_shardings during propagation, and shard-partition reshards "
        "to exactly those (checked defensively)",
    "result # ... reached partitioning with another sharding than its "
    "out_shardings entry":
        "as above, for results and out_shardings",
    "operand # ... is ... after partitioning, but body @ ... takes":
        "the verifier checks that the body takes the local shards of "
        "in_shardings, which partitioning produces",
    "no communicator for this collective's group":
        "convert-maco-to-runtime creates the communicator of every "
        "collective in the module before its patterns run",
    "no communicator for this op's group":
        "as above, for maco.rank / maco.group_size",
    "started collective has a use other than its 'maco.wait'":
        "the verifier rejects a future waited or used more than once, or "
        "leaving its block",
    "the start op of this wait was not bufferized":
        "the verifier requires a wait's operand to be a start's future",
    "cannot allocate a buffer of type ... : dimension ... is dynamic and no "
    "operand has its size":
        "only a receive has no operand to size it by, and the verifier "
        "requires a received value's shape to be static",
    "cannot allocate the receive buffer":
        "as above: a received value's shape is static",
    "cannot carry the values it reads from above through its iterations":
        "scf.for's replaceWithAdditionalYields does not fail; kept for other "
        "loop kinds",
    "loop-carried value # ... has no sharding after sharding-propagation":
        "a loop no sharding reached is annotated as replicated after "
        "propagation, and one left without (a function on several grids) "
        "fails the checks after propagation first",
    "reduces along a split dimension into ... results (an argmax or argmin: "
    "a value and its index together); upstream shard-partition (MLIR 22) "
    "combines reductions of one result only: keep the reduced dimension "
    "whole (replicate the operand first)":
        "annotateLeftovers (conformOperands) gathers the operands of a "
        "reduction into several results along its reduced loops first; kept "
        "for what it leaves (operands with halos fail the reshard check "
        "before it)",
    "is split over grid ... , which does not exist":
        "shard.sharding verifies that its grid exists, and propagation makes "
        "shardings on the grids of the function's own only",
    "result # ... must have exactly one use, a shard.shard annotation, after "
    "sharding-propagation; upstream shard-partition (MLIR 22) crashes "
    "otherwise":
        "a value annotated twice is rejected before propagation, which "
        "annotates every other result once; kept against a change upstream",
}

EMITTERS = re.compile(
    r"\b(emitOpError|emitError|emitOptionalError|emitWarning|emitRemark|"
    r"attachNote)\s*\(")
# A FileCheck directive (not a -NOT one) that quotes a printed diagnostic,
# `// PREFIX[-NEXT|-SAME|...]: ... error: TEXT`.
CHECKED = re.compile(r"//\s*[A-Z][A-Z0-9_]*(?:-[A-Z0-9]+)*(?<!-NOT):\s(.*)$")
SEVERITY = re.compile(r"\b(error|note|warning|remark): (.*)$")
EXPECTED = re.compile(
    r"expected-(error|note|warning|remark)(?:-re)?\s*(?:@[^\s{]*)?\s*"
    r"(?:\d+\s*)?\{\{(.*?)\}\}")
ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "'": "'", "0": "\0"}


def statement_end(text, start):
    """Index of the `;` ending the statement that contains `start`."""
    depth, i, n = 0, start, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth < 0:  # e.g. the end of a lambda body or call argument
                return i
        elif c == ";" and depth <= 0:
            return i
        i += 1
    return n


def unescape(body):
    return re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)),
                  body)


def tokenize(stmt):
    """Splits a statement into ('lit', text) and ('code', text) tokens;
    adjacent literals are merged."""
    tokens, pos = [], 0
    for m in re.finditer(r'"((?:[^"\\]|\\.)*)"', stmt):
        code = stmt[pos:m.start()]
        # A format string (llvm::formatv("{0:F1}", x)) prints a value.
        if re.search(r"formatv\s*\(\s*$", code):
            continue
        lit = unescape(m.group(1))
        if tokens and tokens[-1][0] == "lit" and not code.strip():
            tokens[-1] = ("lit", tokens[-1][1] + lit)
        else:
            if code:
                tokens.append(("code", code))
            tokens.append(("lit", lit))
        pos = m.end()
    if stmt[pos:]:
        tokens.append(("code", stmt[pos:]))
    return tokens


def variants(stmt):
    """Fragment lists of every message a statement can produce."""
    tokens = tokenize(stmt)
    slots, i = [], 0
    while i < len(tokens):
        kind, text = tokens[i]
        if (kind == "lit" and i + 2 < len(tokens) and
                tokens[i + 1][0] == "code" and
                tokens[i + 1][1].strip() == ":" and
                tokens[i + 2][0] == "lit" and i > 0 and
                tokens[i - 1][1].rstrip().endswith("?")):
            slots.append([text, tokens[i + 2][1]])
            i += 3
            continue
        if kind == "lit":
            slots.append([text])
        i += 1
    result = []
    for combo in itertools.product(*slots):
        frags = [f.strip() for f in combo if f.strip()]
        if frags:
            result.append(frags)
    return result


def extract(paths):
    """Yields (file, line, kind, fragments) for every diagnostic."""
    for path in paths:
        with open(path, encoding="utf-8") as f:
            # Line continuations (macros) would split adjacent literals.
            text = cxx_text.blank(f.read(), literals=False, preprocessor=False).replace("\\\n", " \n")
        pos = 0
        while True:
            m = EMITTERS.search(text, pos)
            if not m:
                break
            end = statement_end(text, m.start())
            stmt = text[m.start():end]
            line = text.count("\n", 0, m.start()) + 1
            # A note attached in the same statement is its own diagnostic.
            parts = re.split(r"\.\s*attachNote\s*\(", stmt)
            for k, part in enumerate(parts):
                kind = "note" if k > 0 or m.group(1) == "attachNote" else (
                    "warning" if m.group(1) == "emitWarning" else
                    "remark" if m.group(1) == "emitRemark" else "error")
                for frags in variants(part):
                    yield path, line, kind, frags
            pos = end + 1 if end > m.start() else m.end()


def collect_expectations(test_dir):
    expectations = []
    for dirpath, _, files in os.walk(test_dir):
        for name in sorted(files):
            if not name.endswith(".mlir"):
                continue
            path = os.path.join(dirpath, name)
            with open(path, encoding="utf-8") as f:
                lines = f.readlines()
            # An expected-failure test documents a bug; it covers nothing.
            if any(re.match(r"\s*//\s*XFAIL:", l) for l in lines):
                continue
            for lineno, line in enumerate(lines, 1):
                for m in EXPECTED.finditer(line):
                    expectations.append((m.group(1), m.group(2), path,
                                         lineno))
                m = CHECKED.search(line)
                if m and not EXPECTED.search(line):
                    # Without a severity (a message printed on its own, a
                    # pass option's error) it may quote any but a note.
                    sev = SEVERITY.search(m.group(1))
                    expectations.append(
                        (sev.group(1), sev.group(2), path, lineno) if sev else
                        ("any", m.group(1), path, lineno))
    return expectations


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("root", nargs="?", default=os.path.dirname(here),
                        help="maco source tree")
    parser.add_argument("--src", action="append",
                        help="directory of C++ files to scan (repeatable; "
                        "default: the DEFAULT_SOURCES under ROOT/lib)")
    parser.add_argument("--tests", help="test directory (default ROOT/test)")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="print every extracted diagnostic")
    args = parser.parse_args()

    src_dirs = args.src or [
        os.path.join(args.root, "lib", *d) for d in DEFAULT_SOURCES]
    sources = sorted(
        os.path.join(dirpath, n) for d in src_dirs
        for dirpath, _, files in os.walk(d) for n in files
        if n.endswith((".cpp", ".h")))
    if not sources:
        print("check-diagnostics: no C++ sources in " + ", ".join(src_dirs))
        return 2
    expectations = collect_expectations(args.tests or
                                        os.path.join(args.root, "test"))

    seen, missing, total = set(), [], 0
    for path, line, kind, frags in extract(sources):
        pattern = " ... ".join(frags)
        if (kind, pattern) in seen:
            continue
        seen.add((kind, pattern))
        total += 1
        # A quote may stop before the colon that introduces a streamed
        # value ("... nor a readable file: <why>").
        last = frags[-1].rstrip(": ") or frags[-1]
        regex = re.compile(
            ".*".join(re.escape(f) for f in frags[:-1] + [last]), re.S)
        where = "%s:%d" % (os.path.relpath(path, args.root), line)
        hits = [e for e in expectations
                if (e[0] == kind or (e[0] == "any" and kind != "note")) and
                regex.search(e[1])]
        if hits:
            if args.verbose:
                print("covered      %-7s %s: %s\n             by %s:%d" %
                      (kind, where, pattern,
                       os.path.relpath(hits[0][2], args.root), hits[0][3]))
        elif pattern in UNREACHABLE:
            print("unreachable  %-7s %s: %s\n             (%s)" %
                  (kind, where, pattern, UNREACHABLE[pattern]))
        else:
            missing.append((kind, where, pattern))
            if args.verbose:
                print("MISSING      %-7s %s: %s" % (kind, where, pattern))

    print("check-diagnostics: %d diagnostics in %d files, %d expectations, "
          "%d not covered" % (total, len(sources), len(expectations),
                              len(missing)))
    if missing:
        print("Diagnostics without an expected-error/expected-note test:")
        for kind, where, pattern in missing:
            print("  %s (%s): %s" % (where, kind, pattern))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
