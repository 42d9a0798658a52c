//===- Dialects.cpp - C API for the maco dialect --------------------------===//

#include "maco-c/Dialects.h"

#include "maco/InitAllDialects.h"
#include "maco/InitMaco.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"

using namespace mlir;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Maco, maco, maco::MacoDialect)

void mlirMacoRegisterDialect(MlirDialectRegistry registry) {
  maco::registerMacoDialect(*unwrap(registry));
}

void mlirMacoRegisterAllDialects(MlirDialectRegistry registry) {
  maco::registerAllDialects(*unwrap(registry));
}
