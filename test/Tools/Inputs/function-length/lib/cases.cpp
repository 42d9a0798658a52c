// Cases for scripts/check-function-length.py, run with --limit 5
// (test/Tools/function-length.mlir). Not compiled.
#include "braces{.h"

namespace outer {
namespace {
/// Six lines with its braces, a multi-line signature: reported at its name.
static LogicalResult
multiLine(int a,
          int b) {
  int x = a;
  int y = b;
  x += y;
  return x + y;
}

/// Five lines: not reported. Braces in strings, characters and comments do
/// not count.
int fiveLines() {
  const char *s = "}}}"; // }
  char c = '}';          /* } */
  return R"x(})x"[0] + c + s[0];
}

struct S : Base<decltype(f(1))> {
  /// A constructor with an initializer list of braces.
  S(int a) : x{a}, y(a) {
    x += 1;
    y += 1;
    x += y;
    y += x;
  }
  /// Short members in a class: not reported.
  int get() const { return x; }
  auto trailing() const -> int { return y; }
  int x, y;
};

static const int table[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
                            11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
                            21, 22, 23, 24, 25, 26, 27, 28, 29, 30};
} // namespace

/// A lambda counts toward the function it is in.
void withLambda() {
  auto f = [&](int q) {
    return q + 1;
  };
  f(1);
}

bool operator==(const S &a, const S &b) {
  if (a.x != b.x)
    return false;
  if (a.y != b.y)
    return false;
  return true;
}
} // namespace outer

extern "C" {
void cFunction(void) {
  int i = 0;
  ++i;
  ++i;
  ++i;
}
}
