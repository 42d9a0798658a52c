#!/usr/bin/env python3
"""lib/ must reach the properties of the collectives (their ODS attribute
names, read from MacoOps.td) through CollectiveOpInterface or the generated
accessors, never by name: no getAttr("algorithm"), getAttrOfType<..>("root"),
setAttr("gather_axis", ..), getNamedAttr("pairs", ..), StringAttr::get(ctx,
"tag") and the like, and no getFromEither-style blocking/started
work-arounds. Prints one line per occurrence and exits 1, or prints a
summary."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
td = (root / "include/maco/Dialect/Maco/IR/MacoOps.td").read_text()
names = sorted(set(re.findall(r"Attr\b(?:<[^;$]*?>)?:\$(\w+)", td)))
expected = {"algorithm", "gather_axis", "scatter_axis", "split_axis",
            "concat_axis", "root", "pairs", "tag", "reduction", "stream"}
if not expected <= set(names):
    print("MacoOps.td: property names not found: "
          + ", ".join(sorted(expected - set(names))))
    sys.exit(1)

# Writes that are known and tolerated, as (file under lib/, name): none
# reads. ConsistentPointToPoint sets `stream` by name (to move to
# CollectiveOpInterface::setStreamId).
allowed_writes = {("Dialect/Maco/Transforms/ConsistentPointToPoint.cpp",
                   "stream")}

alt = "|".join(names)
call = re.compile(
    r"\b(?P<fn>(?:get|set|has|remove)(?:Inherent|Discardable)?Attr(?:OfType)?"
    r"|getNamedAttr|NamedAttribute|getAs|get)\s*(?:<[^<>()]*(?:<[^<>()]*>)?>)?"
    r"\s*\(\s*(?:[\w.&*>()-]+\s*,\s*)?\"(?P<name>" + alt + r")\"")
helpers = re.compile(r"\b(getFromEither|getAxisAttr)\b")
writes = {"setAttr", "setInherentAttr", "setDiscardableAttr", "getNamedAttr",
          "NamedAttribute"}

files = sorted(p for p in (root / "lib").rglob("*")
               if p.suffix in (".cpp", ".h", ".inc") and p.is_file())
problems = []
for path in files:
    rel = path.relative_to(root / "lib").as_posix()
    text = path.read_text()
    # Comments may name attributes.
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"),
                  text, flags=re.S)
    lines = [re.sub(r"//.*", "", l) for l in text.split("\n")]
    for no, line in enumerate(lines, 1):
        for m in call.finditer(line):
            if m["fn"] in writes and (rel, m["name"]) in allowed_writes:
                continue
            problems.append(f"lib/{rel}:{no}: '{m['name']}' by name: "
                            f"{m.group(0).strip()}")
        for m in helpers.finditer(line):
            problems.append(f"lib/{rel}:{no}: {m.group(1)}")
for p in problems:
    print(p)
if problems:
    sys.exit(1)
print(f"no string lookups of collective properties in {len(files)} files "
      f"under lib/ (properties: {', '.join(names)})")
