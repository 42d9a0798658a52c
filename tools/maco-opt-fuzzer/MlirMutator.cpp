//===- MlirMutator.cpp - structure-aware mutations of MLIR text -----------===//
//
// See MlirMutator.h for the mutations. Everything here is plain text
// scanning (no regex: the inputs are adversarial and std::regex recurses),
// bounded by the input's length.
//
//===----------------------------------------------------------------------===//

#include "MlirMutator.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <random>
#include <string_view>
#include <vector>

namespace mlir::maco::fuzz {
namespace {

using Rng = std::mt19937;

bool isIdent(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$';
}

size_t pick(Rng &rng, size_t n) {
  return std::uniform_int_distribution<size_t>(0, n - 1)(rng);
}

template <typename T> const T &pickOf(Rng &rng, const std::vector<T> &v) {
  return v[pick(rng, v.size())];
}

std::vector<std::string> splitLines(const std::string &text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) {
      if (start < text.size())
        lines.push_back(text.substr(start));
      break;
    }
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

std::string joinLines(const std::vector<std::string> &lines) {
  std::string out;
  for (const std::string &l : lines) {
    out += l;
    out += '\n';
  }
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
    s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
    s.remove_suffix(1);
  return s;
}

/// A line that holds one whole op: brackets balance, no region opens or
/// closes, not a terminator, block label, comment or symbol definition.
bool isWholeOpLine(std::string_view line) {
  std::string_view t = trim(line);
  if (t.empty() || t.front() == '}' || t.front() == '^' ||
      t.substr(0, 2) == "//" || t.back() == '{' || t.back() == ',')
    return false;
  for (std::string_view term :
       {"return", "func.return", "scf.yield", "linalg.yield", "func.func",
        "module", "shard.grid", "tensor.yield"})
    if (t.substr(0, term.size()) == term)
      return false;
  int depth = 0;
  for (char c : t) {
    if (c == '(' || c == '[' || c == '{' || c == '<')
      ++depth;
    else if (c == ')' || c == ']' || c == '}' || c == '>')
      --depth;
    if (depth < 0)
      return false;
  }
  return depth == 0;
}

/// Positions of the whole-word occurrences of `word` in `text`. A word may
/// follow the `x` of a shape (`4xf32`), not a sigil (`%f32`, `@f32`).
std::vector<size_t> findWord(const std::string &text, std::string_view word) {
  std::vector<size_t> hits;
  for (size_t p = text.find(word); p != std::string::npos;
       p = text.find(word, p + 1)) {
    size_t end = p + word.size();
    if (end < text.size() && isIdent(text[end]))
      continue;
    if (p > 0) {
      char before = text[p - 1];
      bool afterShapeX =
          before == 'x' && p > 1 &&
          (std::isdigit(static_cast<unsigned char>(text[p - 2])) ||
           text[p - 2] == '?');
      if ((isIdent(before) && !afterShapeX) || before == '%' || before == '@' ||
          before == '#' || before == '^' || before == '!')
        continue;
    }
    hits.push_back(p);
  }
  return hits;
}

std::string replaceAt(std::string text, size_t pos, size_t len,
                      std::string_view with) {
  return text.replace(pos, len, with);
}

/// Replaces every whole-word occurrence (right to left keeps offsets).
std::string replaceAllWords(std::string text, std::string_view from,
                            std::string_view to) {
  std::vector<size_t> hits = findWord(text, from);
  for (auto it = hits.rbegin(); it != hits.rend(); ++it)
    text.replace(*it, from.size(), to);
  return text;
}

/// One of `words` present in `text` becomes another one: everywhere when
/// `all`, else at one occurrence.
bool swapWord(std::string &text, const std::vector<std::string> &words,
              bool all, Rng &rng) {
  std::vector<std::string> present;
  for (const std::string &w : words)
    if (!findWord(text, w).empty())
      present.push_back(w);
  if (present.empty())
    return false;
  const std::string &from = pickOf(rng, present);
  std::string to = from;
  while (to == from)
    to = pickOf(rng, words);
  if (all) {
    text = replaceAllWords(text, from, to);
  } else {
    std::vector<size_t> hits = findWord(text, from);
    text = replaceAt(text, pickOf(rng, hits), from.size(), to);
  }
  return true;
}

bool mutateElementType(std::string &text, Rng &rng) {
  // Not `index`: upstream MLIR 22's parser crashes on linalg named ops
  // over index tensors (docs/reliability.md, "Upstream crashes").
  static const std::vector<std::string> types = {"f32", "f16", "bf16", "f64",
                                                 "i32", "i64", "i8",   "i1"};
  return swapWord(text, types, /*all=*/pick(rng, 4) != 0, rng);
}

bool mutateEnum(std::string &text, Rng &rng) {
  static const std::vector<std::string> reductions = {"sum", "prod", "max",
                                                      "min", "avg"};
  static const std::vector<std::string> algorithms = {
      "ring", "recursive_doubling", "tree", "direct"};
  if (pick(rng, 2) == 0)
    return swapWord(text, reductions, /*all=*/false, rng) ||
           swapWord(text, algorithms, /*all=*/false, rng);
  return swapWord(text, algorithms, /*all=*/false, rng) ||
         swapWord(text, reductions, /*all=*/false, rng);
}

/// A dimension of a shaped type: [begin, end) of its text.
struct Dim {
  size_t begin, end;
};

std::vector<Dim> findDims(const std::string &text) {
  std::vector<Dim> dims;
  for (std::string_view kind : {"tensor<", "memref<", "vector<"}) {
    for (size_t p = text.find(kind); p != std::string::npos;
         p = text.find(kind, p + 1)) {
      size_t q = p + kind.size();
      while (q < text.size()) {
        size_t b = q;
        if (text[q] == '?') {
          ++q;
        } else {
          while (q < text.size() &&
                 std::isdigit(static_cast<unsigned char>(text[q])))
            ++q;
        }
        if (q == b || q >= text.size() || text[q] != 'x')
          break;
        dims.push_back({b, q});
        ++q;
      }
    }
  }
  return dims;
}

bool mutateDimension(std::string &text, Rng &rng) {
  std::vector<Dim> dims = findDims(text);
  if (dims.empty())
    return false;
  static const std::vector<std::string> sizes = {
      "1", "2", "3", "4", "5", "6", "8", "12", "16", "0", "64", "?"};
  Dim chosen = pickOf(rng, dims);
  std::string from = text.substr(chosen.begin, chosen.end - chosen.begin);
  std::string to = from;
  while (to == from)
    to = pickOf(rng, sizes);
  // Mostly consistent (every dimension of that size), sometimes just one.
  bool all = pick(rng, 4) != 0;
  std::sort(dims.begin(), dims.end(),
            [](const Dim &a, const Dim &b) { return a.begin > b.begin; });
  for (const Dim &d : dims) {
    if (text.compare(d.begin, d.end - d.begin, from) != 0)
      continue;
    if (!all && d.begin != chosen.begin)
      continue;
    text.replace(d.begin, d.end - d.begin, to);
  }
  return true;
}

bool mutateGridShape(std::string &text, Rng &rng) {
  std::vector<std::pair<size_t, size_t>> spans;
  const std::string key = "shape = ";
  for (size_t p = text.find(key); p != std::string::npos;
       p = text.find(key, p + 1)) {
    size_t b = p + key.size(), q = b;
    while (q < text.size() &&
           (std::isdigit(static_cast<unsigned char>(text[q])) ||
            text[q] == 'x' || text[q] == '?'))
      ++q;
    if (q > b)
      spans.push_back({b, q});
  }
  if (spans.empty())
    return false;
  static const std::vector<std::string> shapes = {
      "1",   "2",   "3",   "4",   "8",   "?",     "2x2", "1x4",
      "4x1", "2x?", "?x2", "1x1", "3x1", "2x2x1", "0",   "2x0"};
  auto [b, e] = pickOf(rng, spans);
  text.replace(b, e - b, pickOf(rng, shapes));
  return true;
}

bool mutateAxes(std::string &text, Rng &rng) {
  std::vector<std::pair<size_t, size_t>> spans;
  for (size_t p = text.find('['); p != std::string::npos;
       p = text.find('[', p + 1)) {
    size_t q = p + 1;
    while (q < text.size() &&
           (std::isdigit(static_cast<unsigned char>(text[q])) ||
            text[q] == ',' || text[q] == ' '))
      ++q;
    if (q < text.size() && text[q] == ']' && q - p < 12)
      spans.push_back({p, q + 1});
  }
  if (spans.empty())
    return false;
  static const std::vector<std::string> axes = {
      "[]", "[0]", "[1]", "[0, 1]", "[1, 0]", "[2]", "[0, 0]", "[[0]]"};
  auto [b, e] = pickOf(rng, spans);
  text.replace(b, e - b, pickOf(rng, axes));
  return true;
}

bool mutateInteger(std::string &text, Rng &rng) {
  std::vector<std::pair<size_t, size_t>> spans;
  for (size_t p = 0; p < text.size(); ++p) {
    if (!std::isdigit(static_cast<unsigned char>(text[p])))
      continue;
    size_t q = p;
    while (q < text.size() && std::isdigit(static_cast<unsigned char>(text[q])))
      ++q;
    char before = p ? text[p - 1] : ' ';
    char after = q < text.size() ? text[q] : ' ';
    // Not part of a name (%a1, @f2, #map0, f32) nor a shape dimension.
    bool inName = isIdent(before) || before == '%' || before == '@' ||
                  before == '#' || before == '^';
    if (!inName && after != 'x' && after != '.' && !isIdent(after))
      spans.push_back({p, q});
    p = q;
  }
  if (spans.empty())
    return false;
  auto [b, e] = pickOf(rng, spans);
  long long v = 0;
  for (size_t i = b; i < e && i < b + 15; ++i)
    v = v * 10 + (text[i] - '0');
  std::vector<long long> options = {
      0, 1, 2, 3, 4, v + 1, v - 1, 2 * v, 255, 65536, 2147483648LL, -1};
  long long to = pickOf(rng, options);
  text.replace(b, e - b, std::to_string(to));
  return true;
}

/// Indices of the lines that hold one whole op.
std::vector<size_t> opLines(const std::vector<std::string> &lines) {
  std::vector<size_t> out;
  for (size_t i = 0; i < lines.size(); ++i)
    if (isWholeOpLine(lines[i]))
      out.push_back(i);
  return out;
}

/// The SSA names (`%foo`) in `s`, in order.
std::vector<std::pair<size_t, size_t>> ssaNames(std::string_view s) {
  std::vector<std::pair<size_t, size_t>> names;
  for (size_t p = 0; p < s.size(); ++p) {
    if (s[p] != '%')
      continue;
    size_t q = p + 1;
    while (q < s.size() && (isIdent(s[q]) || s[q] == '.' || s[q] == '#'))
      ++q;
    if (q > p + 1)
      names.push_back({p, q});
    p = q - 1;
  }
  return names;
}

bool duplicateOp(std::string &text, Rng &rng, unsigned salt) {
  std::vector<std::string> lines = splitLines(text);
  std::vector<size_t> ops = opLines(lines);
  if (ops.empty())
    return false;
  size_t i = pickOf(rng, ops);
  std::string copy = lines[i];
  size_t eq = copy.find(" = ");
  std::string_view t = trim(copy);
  if (!t.empty() && t.front() == '%' && eq != std::string::npos) {
    // Fresh names for the results (left of " = ").
    std::string results = copy.substr(0, eq);
    std::vector<std::pair<size_t, size_t>> names = ssaNames(results);
    for (auto it = names.rbegin(); it != names.rend(); ++it) {
      size_t end = it->second;
      // `%v:2` keeps its count.
      results.insert(end, "_dup" + std::to_string(salt));
    }
    copy = results + copy.substr(eq);
  }
  lines.insert(lines.begin() + i + 1, copy);
  text = joinLines(lines);
  return true;
}

/// A random one-op line and the SSA names it uses (right of " = ").
struct OpUses {
  size_t line, from;
  std::vector<std::pair<size_t, size_t>> uses; // relative to `from`
};

std::optional<OpUses> pickOpUses(const std::vector<std::string> &lines,
                                 Rng &rng) {
  std::vector<size_t> ops = opLines(lines);
  if (ops.empty())
    return std::nullopt;
  size_t i = pickOf(rng, ops);
  size_t eq = lines[i].find(" = ");
  size_t from = eq == std::string::npos ? 0 : eq + 3;
  return OpUses{i, from, ssaNames(std::string_view(lines[i]).substr(from))};
}

bool swapOperands(std::string &text, Rng &rng) {
  std::vector<std::string> lines = splitLines(text);
  std::optional<OpUses> op = pickOpUses(lines, rng);
  if (!op || op->uses.size() < 2)
    return false;
  size_t a = pick(rng, op->uses.size()), b = pick(rng, op->uses.size());
  if (a == b)
    return false;
  if (a > b)
    std::swap(a, b);
  std::string &line = lines[op->line];
  auto [ab, ae] = op->uses[a];
  auto [bb, be] = op->uses[b];
  std::string na = line.substr(op->from + ab, ae - ab);
  std::string nb = line.substr(op->from + bb, be - bb);
  // The later one first, so that the earlier offset stays valid.
  line.replace(op->from + bb, nb.size(), na);
  line.replace(op->from + ab, na.size(), nb);
  text = joinLines(lines);
  return true;
}

bool redirectUse(std::string &text, Rng &rng) {
  std::vector<std::string> lines = splitLines(text);
  std::vector<std::pair<size_t, size_t>> all = ssaNames(text);
  std::optional<OpUses> op = pickOpUses(lines, rng);
  if (!op || op->uses.empty() || all.empty())
    return false;
  auto [ub, ue] = pickOf(rng, op->uses);
  auto [nb, ne] = pickOf(rng, all);
  lines[op->line].replace(op->from + ub, ue - ub, text.substr(nb, ne - nb));
  text = joinLines(lines);
  return true;
}

bool deleteOp(std::string &text, Rng &rng) {
  std::vector<std::string> lines = splitLines(text);
  std::vector<size_t> ops = opLines(lines);
  if (ops.empty())
    return false;
  lines.erase(lines.begin() + pickOf(rng, ops));
  text = joinLines(lines);
  return true;
}

bool splice(std::string &text, const std::string &other, Rng &rng) {
  std::vector<std::string> lines = splitLines(text);
  std::vector<std::string> donor = splitLines(other);
  std::vector<size_t> ops = opLines(lines), donorOps = opLines(donor);
  if (ops.empty() || donorOps.empty())
    return false;
  lines.insert(lines.begin() + pickOf(rng, ops) + 1,
               donor[pickOf(rng, donorOps)]);
  text = joinLines(lines);
  return true;
}

} // namespace

std::string mutateMlir(const std::string &text, const std::string &other,
                       uint32_t seed) {
  Rng rng(seed);
  std::string out = text;
  unsigned count = 1 + pick(rng, 3);
  for (unsigned n = 0, tries = 0; n < count && tries < 16; ++tries) {
    bool done = false;
    switch (pick(rng, 12)) {
    case 0:
      done = mutateElementType(out, rng);
      break;
    case 1:
    case 2:
      done = mutateDimension(out, rng);
      break;
    case 3:
      done = mutateGridShape(out, rng);
      break;
    case 4:
      done = mutateEnum(out, rng);
      break;
    case 5:
      done = mutateAxes(out, rng);
      break;
    case 6:
      done = mutateInteger(out, rng);
      break;
    case 7:
      done = duplicateOp(out, rng, seed % 1000 + n);
      break;
    case 8:
      done = swapOperands(out, rng);
      break;
    case 9:
      done = redirectUse(out, rng);
      break;
    case 10:
      done = deleteOp(out, rng);
      break;
    case 11:
      done = splice(out, other, rng);
      break;
    }
    n += done;
  }
  return out;
}

} // namespace mlir::maco::fuzz
