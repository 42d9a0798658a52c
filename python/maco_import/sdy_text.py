"""Takes Shardy (`sdy`) out of StableHLO text, keeping what it says.

IREE's compiler (and its Python bindings) have no `sdy` dialect, so the
text must lose it before anything parses it. Every `sdy` construct is
either recorded and replaced by something that parses, or reported:

  sdy.mesh @m = <["a"=2]> ...          the line is blanked; the mesh is
                                       recorded (a grid)
  sdy.sharding = #sdy.sharding<...>    (argument, result attributes) becomes
                                       `maco_import.sharding = N : i64`, an
                                       index into the recorded shardings
  sdy.sharding = #sdy.sharding_per_value<[<...>, ...]>
                                       (op attribute) becomes
                                       `maco_import.shardings = array<i64: ...>`
  %y = sdy.sharding_constraint %x <...> : T
  %y = sdy.reshard %x <...> : T        become the generic op
                                       `"maco_import.constraint"(%x)
                                       {sharding = N : i64} : (T) -> T`
  %r:n = sdy.manual_computation(%a, ...) in_shardings=[...]
      out_shardings=[...] manual_axes={...} (%la: T, ...) {
    ...
    sdy.return %x, ... : T, ...
  } : (G, ...) -> (R, ...)         (shard_map) becomes, on the same lines,
      "maco_import.manual_begin"(%a, ...) {manual = N : i64} : (G, ...)
      -> () scf.execute_region { %la, ... = "maco_import.args"()
      {manual = N : i64} : () -> (T, ...)
    ...
    "maco_import.return"(%x, ...) : (T, ...) -> () scf.yield
  } %r:n = "maco_import.manual_end"() {manual = N : i64} : () -> (R, ...)
                                       N indexes the recorded manual
                                       computations (Manual). The body
                                       sits in a region of a registered op
                                       that is not a symbol table, so its
                                       calls still resolve; the importer
                                       outlines it into a function.
  anything else from sdy               an error naming it and its place

Replacements stay on their line, so every line keeps its number and the
locations of the remaining ops are those of the input file.
"""

import re

from .sharding import ImportError_, _Scanner, parse_sdy_mesh_body, parse_sdy_tensor_sharding


class Positions:
    """Offsets in a text to file:line:col."""

    def __init__(self, text, path):
        self.path = path
        self.starts = [0]
        for m in re.finditer("\n", text):
            self.starts.append(m.end())

    def __call__(self, pos):
        import bisect
        line = bisect.bisect_right(self.starts, pos) - 1
        return f"{self.path}:{line + 1}:{pos - self.starts[line] + 1}"


_IDENT = re.compile(r"[A-Za-z_][\w$.]*")


def _skip_string(text, i):
    i += 1
    while i < len(text) and text[i] != '"':
        i += 2 if text[i] == "\\" else 1
    return i + 1


class Manual:
    """A manual computation (shard_map): its mesh, the shardings of its
    operands and results, and where it was written."""

    def __init__(self, grid, in_shardings, out_shardings, loc):
        self.grid = grid
        self.in_shardings = in_shardings
        self.out_shardings = out_shardings
        self.loc = loc


def _sharding_list(sc, meshes, what):
    """`[<@m, [...]>, ...]` -> [Sharding]."""
    sc.expect("[", what)
    found = []
    if sc.accept("]"):
        return found
    while True:
        pos = sc.pos
        found.append(parse_sdy_tensor_sharding(sc, meshes, what))
        found[-1].loc = sc.where(pos)
        if sc.accept("]"):
            return found
        sc.expect(",", what)


def _skip_string_or_comment(text, i):
    """The position after the string or `//` comment starting at i, or None
    if none starts there."""
    if text[i] == '"':
        return _skip_string(text, i)
    if text.startswith("//", i):
        j = text.find("\n", i)
        return len(text) if j < 0 else j
    return None


def _matching_brace(text, i):
    """The position of the `}` closing the `{` at i (strings skipped)."""
    depth = 0
    n = len(text)
    while i < n:
        c = text[i]
        skipped = _skip_string_or_comment(text, i)
        if skipped is not None:
            i = skipped
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return -1


def _signature(text, pos, what, where):
    """`: (G, ...) -> (R, ...)` or `-> R` at pos (up to the end of the line
    or a top-level `loc(`): (operand types, result types, end)."""
    sc = _Scanner(text, pos, where)
    sc.expect(":", what)
    sc.skip_ws()
    end = text.find("\n", sc.pos)
    end = len(text) if end < 0 else end
    line = text[sc.pos:end]
    m = re.search(r"\sloc\(", line)
    if m:
        end = sc.pos + m.start()
        line = line[:m.start()]
    depth = 0
    for j, ch in enumerate(line):
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        elif depth == 0 and line.startswith("->", j):
            ins, outs = line[:j].strip(), line[j + 2:].strip()
            if not (ins.startswith("(") and ins.endswith(")")):
                break
            if not outs.startswith("("):
                outs = f"({outs})"
            return ins, outs, end
    raise ImportError_(f"malformed {what}: expected its type "
                       f"(operands) -> (results)", where(sc.pos))


def _manual_computation(text, sc, start, meshes, manuals, where):
    """Parses `sdy.manual_computation` from its operands up to the `{` of
    its body. Returns (the text replacing its start up to that `{`, the
    position after it, the position of the closing `}`, the text replacing
    that `}` and the op's type, where that type ends)."""
    what = "sdy.manual_computation"
    sc.skip_ws()
    if not sc.peek("("):
        sc.error(f"malformed {what}: expected its operands")
    operands = sc.balanced("(", ")")
    lists = {}  # parsed after manual_axes is checked
    for key in ("in_shardings", "out_shardings"):
        sc.expect(key, what)
        sc.expect("=", what)
        sc.skip_ws()
        lists[key] = sc.pos
        if not sc.peek("["):
            sc.error(f"malformed {what}: expected the list of {key}")
        sc.balanced("[", "]")
    sc.expect("manual_axes", what)
    sc.expect("=", what)
    sc.expect("{", what)
    axes = []
    if not sc.accept("}"):
        while True:
            axes.append(sc.string(what))
            if sc.accept("}"):
                break
            sc.expect(",", what)
    sc.skip_ws()
    if not sc.peek("("):
        sc.error(f"malformed {what}: expected its body's arguments")
    args_pos = sc.pos
    args = sc.balanced("(", ")")
    sc.skip_ws()
    if not sc.peek("{"):
        sc.error(f"malformed {what}: expected its body")
    body = sc.pos
    close = _matching_brace(text, body)
    if close < 0:
        sc.error(f"malformed {what}: its body has no closing brace", body)
    ins, outs, end = _signature(text, close + 1, what, where)
    grid = _manual_grid(text, lists, axes, meshes, start, where)
    labels = {key: _sharding_list(_Scanner(text, pos, where), meshes,
                                  f"{key} of {what}")
              for key, pos in lists.items()}
    manuals.append(Manual(grid, labels["in_shardings"],
                          labels["out_shardings"], where(start)))
    k = len(manuals) - 1
    names, types = [], []
    for part in _split_top(args[1:-1]):
        m = re.fullmatch(r"\s*(%[\w$.-]+)\s*:\s*(.*?)(\s+loc\(.*\))?\s*", part,
                         re.S)
        if not m:
            raise ImportError_(f"malformed {what}: body argument '{part}'",
                               where(args_pos))
        names.append(m.group(1))
        types.append(m.group(2))
    head = (f'"maco_import.manual_begin"{operands} {{manual = {k} : i64}} : '
            f'{ins} -> () scf.execute_region {{ ')
    if names:
        head += (f'{", ".join(names)} = "maco_import.args"() '
                 f'{{manual = {k} : i64}} : () -> ({", ".join(types)})')
    return head, body + 1, close, k, outs, end


def _split_top(text):
    """Splits at top-level commas."""
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur))
    return parts


def _manual_grid(text, lists, axes, meshes, start, where):
    """The mesh of a manual computation; every axis of it must be manual."""
    what = "sdy.manual_computation"
    grids = {}
    for pos in lists.values():
        for name in re.findall(r"<\s*@([\w$.-]+)",
                               _Scanner(text, pos).balanced("[", "]")):
            if name not in meshes:
                raise ImportError_(f"{what} refers to mesh @{name}, which no "
                                   f"sdy.mesh defines", where(pos))
            grids[name] = meshes[name]
    if len(grids) > 1:
        raise ImportError_(f"unsupported: {what} over several meshes "
                           f"({', '.join('@' + g for g in sorted(grids))})",
                           where(start))
    if not grids:
        if len(meshes) != 1:
            raise ImportError_(f"{what} without operands or results: maco "
                               f"cannot tell its mesh", where(start))
        grids = dict(meshes)
    grid = next(iter(grids.values()))
    for name in axes:
        if grid.axis_index(name) is None:
            raise ImportError_(f"{what}: manual axis \"{name}\" is not an "
                               f"axis of mesh @{grid.name}", where(start))
    automatic = [a for a, size in grid.axes if a not in axes and size > 1]
    if automatic:
        raise ImportError_(
            f"unsupported: a partially manual computation: mesh axes "
            f"{', '.join(repr(a) for a in automatic)} of @{grid.name} stay "
            f"automatic inside it (manual_axes = {{{', '.join(axes)}}}); maco "
            f"imports shard_map with every mesh axis manual (leave out "
            f"axis_names, or name every axis)", where(start))
    return grid


def _sdy_return(text, sc, where):
    """`sdy.return %a, %b : T, U [loc(...)]` -> the generic op's text."""
    end = text.find("\n", sc.pos)
    end = len(text) if end < 0 else end
    line = text[sc.pos:end]
    loc = ""
    m = re.search(r"\sloc\(", line)
    if m:
        loc = line[m.start():]
        line = line[:m.start()]
    if ":" in line:
        values, types = line.split(":", 1)
    else:
        values, types = line, ""
    values, types = values.strip(), types.strip()
    if bool(values) != bool(types):
        raise ImportError_("malformed sdy.return: values and types must come "
                           "together", where(sc.pos))
    return (f'"maco_import.return"({values}) : ({types}) -> () '
            f'scf.yield{loc}', end)


def strip_sdy(text, path):
    """Returns (new text, meshes {name: Grid}, shardings [Sharding],
    manual computations [Manual])."""
    where = Positions(text, path)
    meshes = {}
    shardings = []
    manuals = []
    pending = {}  # position of a manual computation's `}` -> its text
    out = []
    last = 0
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if i in pending:
            repl, end = pending.pop(i)
            out.append(text[last:i])
            out.append(repl)
            last = i = end
            continue
        skipped = _skip_string_or_comment(text, i)
        if skipped is not None:
            i = skipped
            continue
        if not (c == "s" or c == "#"):
            i += 1
            continue
        if i > 0 and (text[i - 1].isalnum() or text[i - 1] in "_$."):
            i += 1
            continue
        start = i
        hash_ = c == "#"
        m = _IDENT.match(text, i + 1 if hash_ else i)
        if not m:
            i += 1
            continue
        word = m.group()
        if not word.startswith("sdy."):
            i = m.end()
            continue
        sc = _Scanner(text, m.end(), where)
        if hash_:
            raise ImportError_(
                f"unsupported Shardy attribute #{word} here (maco imports "
                f"sdy.sharding on arguments, results and ops, "
                f"sdy.sharding_constraint and sdy.reshard)", where(start))
        if word == "sdy.mesh":
            name = sc.symbol("sdy.mesh")
            sc.expect("=", "sdy.mesh")
            grid = parse_sdy_mesh_body(sc, name)
            if name in meshes:
                raise ImportError_(f"mesh @{name} is defined twice", where(start))
            meshes[name] = grid
            # Its attribute dictionary (stablehlo.mesh, the same axes) and
            # location: the rest of the line.
            end = text.find("\n", sc.pos)
            end = n if end < 0 else end
            rest = text[sc.pos:end].strip()
            if rest and not (rest.startswith("{") or rest.startswith("loc(")):
                raise ImportError_(f"malformed sdy.mesh: unexpected '{rest[:30]}'",
                                   where(sc.pos))
            out.append(text[last:start])
            last = end
            i = end
            continue
        if word == "sdy.sharding":
            # An attribute: `sdy.sharding = #sdy.sharding<...>` or
            # `#sdy.sharding_per_value<[...]>`.
            sc.expect("=", "sdy.sharding attribute")
            sc.skip_ws()
            attr_pos = sc.pos
            if sc.accept("#sdy.sharding_per_value"):
                sc.expect("<", "#sdy.sharding_per_value")
                sc.expect("[", "#sdy.sharding_per_value")
                indices = []
                if not sc.accept("]"):
                    while True:
                        indices.append(len(shardings))
                        shardings.append(parse_sdy_tensor_sharding(sc, meshes))
                        shardings[-1].loc = where(attr_pos)
                        if sc.accept("]"):
                            break
                        sc.expect(",", "#sdy.sharding_per_value")
                sc.expect(">", "#sdy.sharding_per_value")
                repl = ("maco_import.shardings = array<i64"
                        + (": " + ", ".join(map(str, indices)) if indices else "")
                        + ">")
            elif sc.accept("#sdy.sharding"):
                shardings.append(parse_sdy_tensor_sharding(sc, meshes))
                shardings[-1].loc = where(attr_pos)
                repl = f"maco_import.sharding = {len(shardings) - 1} : i64"
            else:
                raise ImportError_("malformed sdy.sharding attribute: expected "
                                   "#sdy.sharding<...>", where(attr_pos))
            out.append(text[last:start])
            out.append(repl)
            last = i = sc.pos
            continue
        if word in ("sdy.sharding_constraint", "sdy.reshard"):
            # `%y = sdy.sharding_constraint %x <@m, [...]> : T [loc(...)]`
            operand = re.compile(r"\s*(%[\w$.#-]+)").match(text, sc.pos)
            if not operand:
                raise ImportError_(f"malformed {word}: expected an operand",
                                   where(sc.pos))
            sc.pos = operand.end()
            attr_pos = sc.pos
            sharding = parse_sdy_tensor_sharding(sc, meshes, word)
            sharding.loc = where(start)
            shardings.append(sharding)
            sc.skip_ws()
            if sc.peek("{"):
                raise ImportError_(f"unsupported: attributes on {word}",
                                   where(sc.pos))
            sc.expect(":", word)
            # The type: up to a top-level ` loc(` or the end of the line.
            sc.skip_ws()
            tstart = sc.pos
            depth = 0
            j = tstart
            while j < n and text[j] != "\n":
                ch = text[j]
                if ch in "<([{":
                    depth += 1
                elif ch in ">)]}":
                    depth -= 1
                elif ch == " " and depth == 0:
                    break
                j += 1
            type_text = text[tstart:j]
            if not type_text:
                raise ImportError_(f"malformed {word}: expected a type", where(tstart))
            out.append(text[last:start])
            out.append(f'"maco_import.constraint"({operand.group(1)}) '
                       f'{{sharding = {len(shardings) - 1} : i64}} : '
                       f'({type_text}) -> {type_text}')
            last = i = j
            continue
        if word == "sdy.manual_computation":
            # Its results are defined at its end: `%r:2 = ` moves there.
            line_start = text.rfind("\n", 0, start) + 1
            prefix = re.fullmatch(r"(\s*)(%[\w$.-]+(?::\d+)?)\s*=\s*",
                                  text[max(line_start, last):start])
            head, after, close, k, outs, end = _manual_computation(
                text, sc, start, meshes, manuals, where)
            results = f"{prefix.group(2)} = " if prefix else ""
            pending[close] = (f'}} {results}"maco_import.manual_end"() '
                              f'{{manual = {k} : i64}} : () -> {outs}', end)
            out.append(text[last:start - (len(prefix.group(0)) -
                                          len(prefix.group(1)) if prefix else 0)])
            out.append(head)
            last = i = after
            continue
        if word == "sdy.return":
            repl, end = _sdy_return(text, sc, where)
            out.append(text[last:start])
            out.append(repl)
            last = i = end
            continue
        raise ImportError_(
            f"unsupported Shardy op or attribute '{word}' (maco imports "
            f"sdy.mesh, sdy.sharding, sdy.sharding_constraint, sdy.reshard "
            f"and sdy.manual_computation (shard_map); sharding groups and "
            f"named computations are not imported)", where(start))
    if pending:
        raise ImportError_("malformed sdy.manual_computation: its body does "
                           "not end", where(min(pending)))
    out.append(text[last:])
    return "".join(out), meshes, shardings, manuals
