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


def strip_sdy(text, path):
    """Returns (new text, meshes {name: Grid}, shardings [Sharding])."""
    where = Positions(text, path)
    meshes = {}
    shardings = []
    out = []
    last = 0
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i = _skip_string(text, i)
            continue
        if c == "/" and text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
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
        raise ImportError_(
            f"unsupported Shardy op or attribute '{word}' (maco imports "
            f"sdy.mesh, sdy.sharding, sdy.sharding_constraint and "
            f"sdy.reshard; manual computations (shard_map), sharding groups "
            f"and explicit collectives are not imported)", where(start))
    out.append(text[last:])
    return "".join(out), meshes, shardings
