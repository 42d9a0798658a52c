#!/usr/bin/env python3
"""Instantiate a benchmark template: replace @NAME@ by the given values.

usage: instantiate.py TEMPLATE OUT NAME=VALUE...
"""
import re
import sys

src, dst, *pairs = sys.argv[1:]
text = open(src).read()
for pair in pairs:
    name, value = pair.split("=", 1)
    text = text.replace("@%s@" % name, value)
left = re.findall(r"@[A-Z]+@", text)
if left:
    sys.exit("instantiate.py: unset parameters %s in %s" % (sorted(set(left)), src))
open(dst, "w").write(text)
