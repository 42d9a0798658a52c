//===- GemmEpilogue.cpp - element-wise ops a GEMM can apply itself --------===//
//
// Algorithm (GemmEpilogue.h): from the GEMM's block argument `c`, up the
// chain of its single users while they are addf (or extf) and every addend
// of the resulting sum is `c`, the bias or residual argument, or one scalar
// from outside the body: that sum is `s`. Every use of `c`, the bias and the
// residual must be inside the sum. What the yield computes from `s` (the
// activation) is then evaluated at fixed points by a small interpreter of
// arith and math ops on doubles and compared with identity, ReLU and the
// tanh GELU; a body that uses any other op, or any other value than `s`
// and constants, is not an epilogue.
//
//===----------------------------------------------------------------------===//

#include "GemmEpilogue.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;

namespace {

/// The addends of `v` through addf and extf ops of `body` (whose ops go to
/// `tree`).
void addends(Value v, Block &body, SmallVectorImpl<Value> &out,
             SmallVectorImpl<Operation *> &tree) {
  Operation *def = v.getDefiningOp();
  if (def && def->getBlock() == &body &&
      isa<arith::AddFOp, arith::ExtFOp>(def)) {
    tree.push_back(def);
    for (Value operand : def->getOperands())
      addends(operand, body, out, tree);
    return;
  }
  out.push_back(v);
}

/// The leaves of one candidate sum, by role.
struct Leaves {
  int c = 0, bias = 0, residual = 0;
  Value scalar;
  bool ok = true;
};

Leaves classify(ArrayRef<Value> leaves, Block &body, BlockArgument c,
                BlockArgument bias, BlockArgument residual) {
  Leaves l;
  for (Value v : leaves) {
    if (v == c) {
      ++l.c;
    } else if (bias && v == bias) {
      ++l.bias;
    } else if (residual && v == residual) {
      ++l.residual;
    } else if (v.getParentBlock() != &body || matchPattern(v, m_Constant())) {
      // One scalar from outside the body (or a constant in it).
      l.ok &= !l.scalar && isa<FloatType>(v.getType());
      l.scalar = v;
    } else {
      l.ok = false;
    }
  }
  l.ok &= l.c == 1 && l.bias <= 1 && l.residual <= 1;
  return l;
}

/// Evaluates `v` with `s` = x, in double precision; std::nullopt for a
/// value that is neither `s`, a float constant, nor computed from them by
/// a known op.
struct Interpreter {
  Interpreter(Value s, double x) : s(s), x(x) {}
  Value s;
  double x;
  DenseMap<Value, double> memo;

  std::optional<double> eval(Value v) {
    if (v == s)
      return x;
    if (auto it = memo.find(v); it != memo.end())
      return it->second;
    FloatAttr cst;
    if (matchPattern(v, m_Constant(&cst)))
      return cst.getValueAsDouble();
    Operation *def = v.getDefiningOp();
    if (!def)
      return std::nullopt;
    SmallVector<double, 3> in;
    for (Value operand : def->getOperands()) {
      if (isa<arith::SelectOp>(def) && operand == def->getOperand(0)) {
        std::optional<bool> cond = evalCond(operand);
        if (!cond)
          return std::nullopt;
        in.push_back(*cond);
        continue;
      }
      std::optional<double> d = eval(operand);
      if (!d)
        return std::nullopt;
      in.push_back(*d);
    }
    std::optional<double> r = apply(def, in);
    if (r)
      memo[v] = *r;
    return r;
  }

  std::optional<bool> evalCond(Value v) {
    auto cmp = v.getDefiningOp<arith::CmpFOp>();
    if (!cmp)
      return std::nullopt;
    std::optional<double> a = eval(cmp.getLhs()), b = eval(cmp.getRhs());
    if (!a || !b)
      return std::nullopt;
    using P = arith::CmpFPredicate;
    switch (cmp.getPredicate()) {
    case P::OGT:
    case P::UGT:
      return *a > *b;
    case P::OGE:
    case P::UGE:
      return *a >= *b;
    case P::OLT:
    case P::ULT:
      return *a < *b;
    case P::OLE:
    case P::ULE:
      return *a <= *b;
    default:
      return std::nullopt;
    }
  }

  static std::optional<double> apply(Operation *op, ArrayRef<double> in) {
    using R = std::optional<double>;
    return llvm::TypeSwitch<Operation *, R>(op)
        .Case<arith::AddFOp>([&](auto) { return in[0] + in[1]; })
        .Case<arith::SubFOp>([&](auto) { return in[0] - in[1]; })
        .Case<arith::MulFOp>([&](auto) { return in[0] * in[1]; })
        .Case<arith::DivFOp>([&](auto) { return in[0] / in[1]; })
        .Case<arith::NegFOp>([&](auto) { return -in[0]; })
        .Case<arith::MaximumFOp, arith::MaxNumFOp>(
            [&](auto) { return std::max(in[0], in[1]); })
        .Case<arith::MinimumFOp, arith::MinNumFOp>(
            [&](auto) { return std::min(in[0], in[1]); })
        .Case<arith::SelectOp>([&](auto) { return in[0] ? in[1] : in[2]; })
        .Case<arith::ExtFOp, arith::TruncFOp>([&](auto) { return in[0]; })
        .Case<math::TanhOp>([&](auto) { return std::tanh(in[0]); })
        .Case<math::ErfOp>([&](auto) { return std::erf(in[0]); })
        .Case<math::ExpOp>([&](auto) { return std::exp(in[0]); })
        .Case<math::SqrtOp>([&](auto) { return std::sqrt(in[0]); })
        .Case<math::RsqrtOp>([&](auto) { return 1 / std::sqrt(in[0]); })
        .Case<math::AbsFOp>([&](auto) { return std::fabs(in[0]); })
        .Case<math::FmaOp>([&](auto) { return in[0] * in[1] + in[2]; })
        .Case<math::PowFOp>([&](auto) { return std::pow(in[0], in[1]); })
        .Default([](Operation *) { return R(); });
  }
};

double reference(int activation, double x) {
  switch (activation) {
  case 1:
    return x < 0 ? 0 : x;
  case 2:
    return 0.5 * x *
           (1 + std::tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)));
  default:
    return x;
  }
}

/// The activation that `y` computes from `s`, or std::nullopt.
std::optional<int> activationOf(Value s, Value y) {
  static const double points[] = {
      -10,  -6,   -4,   -3,    -2.5, -2,   -1.5, -1.2, -1,  -0.8, -0.6, -0.4,
      -0.3, -0.2, -0.1, -1e-3, 0,    1e-3, 0.1,  0.2,  0.3, 0.4,  0.6,  0.8,
      1,    1.2,  1.5,  2,     2.5,  3,    4,    6,    10,  0.05, -0.05};
  SmallVector<double> values;
  for (double x : points) {
    Interpreter in(s, x);
    std::optional<double> v = in.eval(y);
    if (!v || !std::isfinite(*v))
      return std::nullopt;
    values.push_back(*v);
  }
  for (int activation : {0, 1, 2}) {
    bool all = true;
    for (auto [x, v] : llvm::zip(points, values))
      all &= std::fabs(v - reference(activation, x)) <=
             1e-5 * std::max(1.0, std::fabs(x));
    if (all)
      return activation;
  }
  return std::nullopt;
}

} // namespace

std::optional<maco::EpilogueBody>
maco::matchEpilogueBody(Block &body, BlockArgument c, BlockArgument biasArg,
                        BlockArgument residualArg) {
  auto yield = dyn_cast<linalg::YieldOp>(body.getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return std::nullopt;
  // The largest sum of allowed addends that contains c.
  Value s = c;
  Leaves leaves;
  SmallVector<Operation *> tree;
  for (Value next = c; next.hasOneUse();) {
    Operation *user = *next.getUsers().begin();
    if (!isa<arith::AddFOp, arith::ExtFOp>(user))
      break;
    next = user->getResult(0);
    SmallVector<Value> values;
    SmallVector<Operation *> ops;
    addends(next, body, values, ops);
    Leaves l = classify(values, body, c, biasArg, residualArg);
    if (!l.ok)
      break;
    s = next;
    leaves = l;
    tree = ops;
  }
  if (s == c)
    leaves = classify({c}, body, c, biasArg, residualArg);
  // c (unless it is the sum), the bias and the residual are used only by
  // the sum.
  for (auto [arg, used] : {std::pair(c, s != c),
                           {biasArg, leaves.bias > 0},
                           {residualArg, leaves.residual > 0}})
    if (arg && used)
      for (Operation *user : arg.getUsers())
        if (!llvm::is_contained(tree, user))
          return std::nullopt;
  std::optional<int> activation = activationOf(s, yield.getOperand(0));
  if (!activation)
    return std::nullopt;
  EpilogueBody result;
  result.activation = *activation;
  if (leaves.bias)
    result.bias = biasArg;
  if (leaves.residual)
    result.residual = residualArg;
  result.scalar = leaves.scalar;
  return result;
}
