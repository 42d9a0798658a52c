# maco from Python without MLIR's Python bindings (the distribution ships
# none): the C API in libMACO-C.so through ctypes (docs/integration.md,
# "The C API"). Parses a program, builds maco-optimize from its option
# string, runs it and prints the result.
#
# RUN: %python %s %maco_lib_dir/libMACO-C.so | FileCheck %s

import ctypes
import sys

lib = ctypes.CDLL(sys.argv[1])


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    @staticmethod
    def of(text):
        data = text.encode()
        return StringRef(data, len(data))


class LogicalResult(ctypes.Structure):
    _fields_ = [("value", ctypes.c_int8)]


# MlirContext, MlirModule, MlirOperation, MlirPassManager, ... are structs
# holding one pointer: passed and returned like a pointer.
Handle = ctypes.c_void_p
StringCallback = ctypes.CFUNCTYPE(None, StringRef, ctypes.c_void_p)


def fn(name, restype, *argtypes):
    f = getattr(lib, name)
    f.restype = restype
    f.argtypes = list(argtypes)
    return f


contextCreate = fn("mlirContextCreate", Handle)
contextDestroy = fn("mlirContextDestroy", None, Handle)
registryCreate = fn("mlirDialectRegistryCreate", Handle)
registryDestroy = fn("mlirDialectRegistryDestroy", None, Handle)
appendRegistry = fn("mlirContextAppendDialectRegistry", None, Handle, Handle)
macoRegisterAllDialects = fn("mlirMacoRegisterAllDialects", None, Handle)
macoRegisterAllPasses = fn("mlirMacoRegisterAllPasses", None)
moduleParse = fn("mlirModuleCreateParse", Handle, Handle, StringRef)
moduleOperation = fn("mlirModuleGetOperation", Handle, Handle)
moduleDestroy = fn("mlirModuleDestroy", None, Handle)
passManagerCreate = fn("mlirPassManagerCreate", Handle, Handle)
passManagerDestroy = fn("mlirPassManagerDestroy", None, Handle)
asOpPassManager = fn("mlirPassManagerGetAsOpPassManager", Handle, Handle)
runOnOp = fn("mlirPassManagerRunOnOp", LogicalResult, Handle, Handle)
buildOptimize = fn("mlirMacoBuildOptimizePipeline", LogicalResult, Handle,
                   StringRef, StringCallback, ctypes.c_void_p)
operationVerify = fn("mlirOperationVerify", ctypes.c_bool, Handle)
operationPrint = fn("mlirOperationPrint", None, Handle, StringCallback,
                    ctypes.c_void_p)

chunks = []
collect = StringCallback(
    lambda s, _: chunks.append(ctypes.string_at(s.data, s.length).decode()))


def take():
    text = "".join(chunks)
    chunks.clear()
    return text


PROGRAM = """
shard.grid @world(shape = 4)
func.func @step(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>,
                %g: tensor<4096xf32>) -> (tensor<64x64xf32>, tensor<4096xf32>) {
  %s = maco.all_reduce %g on @world grid_axes = [0]
       : tensor<4096xf32> -> tensor<4096xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>)
       outs(%acc : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c, %s : tensor<64x64xf32>, tensor<4096xf32>
}
"""

ctx = contextCreate()
registry = registryCreate()
macoRegisterAllDialects(registry)
appendRegistry(ctx, registry)
registryDestroy(registry)
macoRegisterAllPasses()

module = moduleParse(ctx, StringRef.of(PROGRAM))
assert module, "parse failed"
op = moduleOperation(module)

# CHECK: bad options: failure: invalid maco-optimize options 'chunks=many'
pm = passManagerCreate(ctx)
result = buildOptimize(asOpPassManager(pm), StringRef.of("chunks=many"),
                       collect, None)
print("bad options:", "failure:" if not result.value else "success:",
      take().splitlines()[0])
passManagerDestroy(pm)

# CHECK-LABEL: optimized:
# CHECK: %[[F:.*]] = maco.all_reduce_start %arg2 on @world
# CHECK: linalg.matmul
# CHECK: maco.wait %[[F]]
pm = passManagerCreate(ctx)
assert buildOptimize(asOpPassManager(pm), StringRef.of("guard=false"),
                     collect, None).value, take()
assert runOnOp(pm, op).value, "maco-optimize failed"
assert operationVerify(op)
operationPrint(op, collect, None)
print("optimized:")
print(take())

passManagerDestroy(pm)
moduleDestroy(module)
contextDestroy(ctx)
