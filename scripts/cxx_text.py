"""C++ source text with comments (and optionally string and character
literals and preprocessor lines) blanked out, for the scripts that read
maco's C++ as text (check-function-length.py, check-diagnostics.py).
Blanked characters become spaces and newlines stay, so that offsets and
line numbers are those of the original text."""

import re

RAW_STRING = re.compile(r'(?:u8|u|U|L)?R"([^()\\ ]{0,16})\(')


def _spaces(text):
    return re.sub(r"[^\n]", " ", text)


def blank(text, literals=True, preprocessor=True):
    """Returns `text` with comments replaced by spaces; also the contents of
    string and character literals (raw strings included; the quotes stay)
    unless `literals` is false, and preprocessor lines (with their
    continuations) unless `preprocessor` is false."""
    out = []
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if preprocessor and line_start and c == "#":
            j = i
            while j < n and text[j] != "\n":
                if text[j] == "\\" and j + 1 < n and text[j + 1] == "\n":
                    j += 2
                    continue
                j += 1
            out.append(_spaces(text[i:j]))
            i = j
            continue
        if c == "\n":
            line_start = True
            out.append(c)
            i += 1
            continue
        if c in " \t\r\f\v":
            out.append(c)
            i += 1
            continue
        line_start = False
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(_spaces(text[i:j]))
            i = j
        elif c == '"' or c == "'":
            # A raw string: R"delim( ... )delim", with an optional prefix.
            m = RAW_STRING.match(text, max(0, i - 3)) if c == '"' else None
            raw = m if m and m.end() > i and text[i - 1] == "R" else None
            if raw:
                end = text.find(")" + raw.group(1) + '"', raw.end())
                j = n if end < 0 else end + len(raw.group(1)) + 2
            elif c == "'" and i > 0 and text[i - 1].isalnum():
                # A digit separator (1'000).
                out.append(" " if literals else c)
                i += 1
                continue
            else:
                j = i + 1
                while j < n and text[j] != c and text[j] != "\n":
                    j += 2 if text[j] == "\\" else 1
                j = min(j + 1, n)
            if not literals:
                out.append(text[i:j])
            elif j - i >= 2:
                out.append(c + _spaces(text[i + 1:j - 1]) + c)
            else:
                out.append(" " * (j - i))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)
