#!/usr/bin/env python3
"""docs/runtime.md ("Conventions") against runtime.h: how many exported
functions return maco_rt_status_t, and which ones do not (each must be
named in the paragraph that lists them). Prints one line per problem and
exits 1, or prints a summary."""
import re
import sys

root = sys.argv[1]
header = open(f"{root}/runtime/include/maco/runtime/runtime.h").read()
doc = open(f"{root}/docs/runtime.md").read()
header = re.sub(r"/\*.*?\*/", " ", header, flags=re.S)
exports = re.findall(r"MACO_RT_EXPORT\s+([^;{(]*?)\b(maco_rt_\w+)\s*\(", header)
status = [n for t, n in exports if "maco_rt_status_t" in t]
other = [n for t, n in exports if "maco_rt_status_t" not in t]
problems = []
m = re.search(r"Every function that can fail \((\d+) of the (\d+) exported\)",
              doc)
if not m:
    problems.append("docs/runtime.md does not say how many exports return a status")
elif (int(m.group(1)), int(m.group(2))) != (len(status), len(exports)):
    problems.append(f"docs/runtime.md says {m.group(1)} of {m.group(2)}; "
                    f"runtime.h has {len(status)} of {len(exports)}")
para = doc[m.end():doc.find("\n* ", m.end())] if m else ""
for name in other:
    if f"`{name}`" not in para:
        problems.append(f"docs/runtime.md does not name {name} among the "
                        "exports that return no status")
for p in problems:
    print(p)
if problems:
    sys.exit(1)
print(f"runtime exports: {len(exports)}, {len(status)} return a status, "
      f"{len(other)} do not: {', '.join(other)}")
