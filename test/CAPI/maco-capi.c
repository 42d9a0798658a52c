/*===- maco-capi.c - maco's C API, from C ----------------------------------===*
 *
 * Built as C11 into maco-capi-test (test/CAPI/CMakeLists.txt), linked with
 * libMACO-C.so only. It creates a context, registers the maco dialect and
 * the upstream dialects the program uses through the C API, parses a maco
 * program, runs maco-optimize built by mlirMacoBuildOptimizePipeline,
 * verifies and prints the result; then rejects bad pipeline options, and
 * lowers a program to the LLVM dialect with maco-to-cpu.
 *
 *===----------------------------------------------------------------------===*/

/* RUN: maco-capi-test 2>&1 | FileCheck %s
 */

#include "maco-c/Dialects.h"
#include "maco-c/Passes.h"

#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/Shard.h"
#include "mlir-c/Dialect/Tensor.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Transforms.h"

#include <stdio.h>
#include <stdlib.h>

static void printToStderr(MlirStringRef str, void *userData) {
  (void)userData;
  fwrite(str.data, 1, str.length, stderr);
}

static void check(int ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "maco-capi-test: %s failed\n", what);
    exit(1);
  }
}

/* A matmul that does not depend on an all-reduce: maco-optimize starts the
 * all-reduce, runs the matmul and waits after it. */
static const char *kOverlap =
    "shard.grid @world(shape = 4)\n"
    "func.func @step(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>,\n"
    "                %g: tensor<4096xf32>)\n"
    "    -> (tensor<64x64xf32>, tensor<4096xf32>) {\n"
    "  %s = maco.all_reduce %g on @world grid_axes = [0]\n"
    "       : tensor<4096xf32> -> tensor<4096xf32>\n"
    "  %zero = arith.constant 0.0 : f32\n"
    "  %e = tensor.empty() : tensor<64x64xf32>\n"
    "  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>)\n"
    "       -> tensor<64x64xf32>\n"
    "  %c = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>)\n"
    "       outs(%acc : tensor<64x64xf32>) -> tensor<64x64xf32>\n"
    "  return %c, %s : tensor<64x64xf32>, tensor<4096xf32>\n"
    "}\n";

static MlirModule parse(MlirContext ctx, const char *source) {
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(source));
  check(!mlirModuleIsNull(module), "parsing");
  return module;
}

/* The maco dialect and what the program uses, registered one by one. */
static void optimize(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirMacoRegisterDialect(registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__func__(), registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__arith__(), registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__tensor__(), registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__linalg__(), registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__shard__(), registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  MlirDialect maco =
      mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("maco"));
  check(!mlirDialectIsNull(maco), "loading the maco dialect");
  check(!mlirDialectIsNull(
            mlirDialectHandleLoadDialect(mlirGetDialectHandle__maco__(), ctx)),
        "mlirGetDialectHandle__maco__");

  MlirModule module = parse(ctx, kOverlap);
  MlirOperation op = mlirModuleGetOperation(module);

  /* maco-optimize names `canonicalize`. */
  mlirRegisterTransformsPasses();
  mlirMacoRegisterPasses();
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  check(mlirLogicalResultIsSuccess(mlirMacoBuildOptimizePipeline(
            opm, mlirStringRefCreateFromCString("guard=false"), printToStderr,
            NULL)),
        "mlirMacoBuildOptimizePipeline");
  // CHECK-LABEL: pipeline:
  // CHECK-SAME: maco-combine-collectives
  // CHECK-SAME: maco-async-collectives
  // CHECK-SAME: maco-schedule
  fprintf(stderr, "pipeline: ");
  mlirPrintPassPipeline(opm, printToStderr, NULL);
  fprintf(stderr, "\n");
  check(mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op)),
        "running maco-optimize");
  check(mlirOperationVerify(op), "verifying");
  // CHECK-LABEL: optimized:
  // CHECK: func.func @step
  // CHECK: %[[F:.*]] = maco.all_reduce_start %arg2 on @world grid_axes = [0]
  // CHECK: linalg.matmul
  // CHECK: maco.wait %[[F]]
  // CHECK: return
  fprintf(stderr, "optimized:\n");
  mlirOperationDump(op);

  /* Bad options: a message, a failure, nothing added. */
  // CHECK-LABEL: bad options:
  // CHECK-NEXT: for the --chunks option: 'many' value invalid
  // CHECK-NEXT: invalid maco-optimize options 'chunks=many'{{$}}
  // CHECK-NEXT: result: failure
  fprintf(stderr, "bad options:\n");
  MlirPassManager bad = mlirPassManagerCreate(ctx);
  MlirLogicalResult result = mlirMacoBuildOptimizePipeline(
      mlirPassManagerGetAsOpPassManager(bad),
      mlirStringRefCreateFromCString("chunks=many"), printToStderr, NULL);
  fprintf(stderr, "\nresult: %s\n",
          mlirLogicalResultIsFailure(result) ? "failure" : "success");
  // CHECK-NEXT: for the --chip option: requires a value
  // CHECK-NEXT: invalid maco-to-cuda options 'chip'{{$}}
  result = mlirMacoBuildToCudaPipeline(mlirPassManagerGetAsOpPassManager(bad),
                                       mlirStringRefCreateFromCString("chip"),
                                       printToStderr, NULL);
  check(mlirLogicalResultIsFailure(result), "rejecting bad maco-to-cuda "
                                            "options");
  fprintf(stderr, "\n");
  mlirPassManagerDestroy(bad);

  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
}

/* Everything registered, as the maco tools do; the three pipelines down to
 * the LLVM dialect. */
static const char *kMain = "shard.grid @world(shape = 2)\n"
                           "func.func @main() {\n"
                           "  %c = arith.constant 1.0 : f32\n"
                           "  %e = tensor.empty() : tensor<4xf32>\n"
                           "  %x = linalg.fill ins(%c : f32)\n"
                           "       outs(%e : tensor<4xf32>) -> tensor<4xf32>\n"
                           "  %s = maco.all_reduce %x on @world grid_axes = "
                           "[0] : tensor<4xf32> -> tensor<4xf32>\n"
                           "  return\n"
                           "}\n";

static void lower(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirMacoRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirMacoRegisterAllPasses();

  MlirModule module = parse(ctx, kMain);
  MlirOperation op = mlirModuleGetOperation(module);
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  mlirMacoBuildFrontendPipeline(opm);
  check(mlirLogicalResultIsSuccess(mlirMacoBuildOptimizePipeline(
            opm, mlirStringRefCreateFromCString(""), printToStderr, NULL)),
        "mlirMacoBuildOptimizePipeline");
  mlirMacoBuildToCpuPipeline(opm);
  check(mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op)),
        "running maco-frontend, maco-optimize, maco-to-cpu");
  check(mlirOperationVerify(op), "verifying");
  // CHECK-LABEL: lowered:
  // CHECK: llvm.func @main()
  // CHECK: llvm.call @maco_cg_all_reduce(
  // CHECK-NOT: maco.
  // CHECK: lowered: done
  fprintf(stderr, "lowered:\n");
  mlirOperationDump(op);
  fprintf(stderr, "lowered: done\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
}

int main(void) {
  optimize();
  lower();
  return 0;
}
