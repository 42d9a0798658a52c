#!/usr/bin/env python3
"""No function in lib/ may be longer than LIMIT (120) lines.

Usage: check-function-length.py [--limit N] [ROOT]

ROOT is the maco source tree (default: the parent of this script's
directory). Scans ROOT/lib/**/*.cpp and ROOT/lib/**/*.h for function
bodies and prints each one longer than the limit as

  lib/PATH:LINE: NAME is N lines (limit 120)

(LINE: where its name is; N: the lines from the body's `{` to its `}`, both
counted), and exits 1 if there is any; otherwise prints a summary.

Comments, string and character literals (raw strings too) and preprocessor
lines are blanked before braces are matched. A function body is a `{` at
namespace or class scope that follows a parameter list (`)` and possibly
qualifiers, a trailing return type or a constructor's initializer list);
everything inside it (lambdas, local classes) counts toward it. Braces of
namespaces, classes, structs, unions, enums and `extern "C"` are scopes that
are looked into; other braces at those scopes (initializers) are skipped.
"""
import pathlib
import re
import sys

import cxx_text  # scripts/cxx_text.py: comments, literals blanked out

LIMIT = 120


SCOPE = re.compile(r"^(?:template\s*<.*>\s*)?(?:\[\[.*\]\]\s*)?"
                   r"(?:(?:typedef|inline|static|export)\s+)*"
                   r'(?:namespace|class|struct|union|enum)\b|^extern\s*"[^"]*"',
                   re.S)
FUNC_TAIL = re.compile(
    r"(?:\)|\b(?:const|override|final|noexcept|mutable|volatile|"
    r"try)|&|&&|\))\s*$")
NAME = re.compile(
    r"((?:~?[A-Za-z_]\w*\s*(?:<[^(){};]*?>)?\s*::\s*)*"
    r"(?:operator\s*(?:\(\s*\)|\[\s*\]|[^\s\w(]+|[A-Za-z_][\w\s:<>*&]*?)"
    r"|~?[A-Za-z_]\w*))\s*\(")
NOT_NAMES = {"if", "for", "while", "switch", "return", "sizeof", "alignof",
             "alignas", "decltype", "__attribute__", "static_assert",
             "noexcept", "requires", "catch"}


def function_name(header):
    """The function's qualified name in its declaration header, or None
    where the header does not look like a function's."""
    for m in NAME.finditer(header):
        name = re.sub(r"\s+", "", m.group(1))
        if name.split("::")[-1] in NOT_NAMES:
            continue
        return name, m.start(1)
    return None


def depth0_colon(header):
    """Whether header has a constructor initializer list: a `:` after the
    parameter list's `)` at parenthesis depth 0 (not part of `::`)."""
    depth = 0
    seen_paren = False
    for k, ch in enumerate(header):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            seen_paren = True
        elif (ch == ":" and depth == 0 and seen_paren
              and header[k - 1:k] != ":" and header[k + 1:k + 2] != ":"):
            return True
    return False


def matching(text, i):
    """Index of the `}` closing the `{` at i (or len(text))."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "{":
            depth += 1
        elif text[j] == "}":
            depth -= 1
            if depth == 0:
                return j
    return len(text)


def functions(text):
    """Yields (name, offset of the name, offset of `{`, offset of `}`) for
    each function body in blanked text."""
    i, n = 0, len(text)
    start = 0  # where the current declaration's header starts
    while i < n:
        c = text[i]
        if c in ";":
            start = i + 1
        elif c == "}":
            start = i + 1  # the end of a scope
        elif c == ":" and text[i - 1:i] != ":" and text[i + 1:i + 2] != ":" \
                and re.search(r"\b(?:public|private|protected)\s*$",
                              text[start:i]):
            start = i + 1  # an access specifier
        elif c == "{":
            header = text[start:i].strip()
            close = matching(text, i)
            if SCOPE.match(header):
                start = i + 1  # look inside
            elif FUNC_TAIL.search(header) or (
                    "->" in header and "(" in header
                    and not header.rstrip().endswith("=")) or (
                    depth0_colon(header) and "(" in header):
                if (depth0_colon(header) and not FUNC_TAIL.search(header)
                        and re.search(r"[\w>]$", header)):
                    # A member's brace initializer in an initializer list:
                    # part of the header.
                    i = close + 1
                    continue
                found = function_name(header)
                if found:
                    name, at = found
                    yield name, start + len(text[start:i]) - len(
                        text[start:i].lstrip()) + at, i, close
                i = close + 1
                start = i
                continue
            else:
                # An initializer (`= {...}`, `T x{...}`): skipped.
                i = close + 1
                continue
        i += 1


def main(argv):
    limit = LIMIT
    args = list(argv[1:])
    if args[:1] == ["--limit"]:
        limit = int(args[1])
        args = args[2:]
    root = pathlib.Path(args[0]) if args else \
        pathlib.Path(__file__).resolve().parent.parent
    files = sorted(p for p in (root / "lib").rglob("*")
                   if p.suffix in (".cpp", ".h") and p.is_file())
    problems = []
    count = 0
    for path in files:
        rel = path.relative_to(root).as_posix()
        text = cxx_text.blank(path.read_text(errors="replace"))
        for name, at, open_, close in functions(text):
            count += 1
            length = text.count("\n", open_, close) + 1
            if length > limit:
                line = text.count("\n", 0, at) + 1
                problems.append(f"{rel}:{line}: {name} is {length} lines "
                                f"(limit {limit})")
    for p in problems:
        print(p)
    if problems:
        return 1
    print(f"no function longer than {limit} lines: {count} functions in "
          f"{len(files)} files under lib/")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
