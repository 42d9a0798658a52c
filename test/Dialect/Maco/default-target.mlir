// RUN: maco-opt %s --split-input-file --maco-default-target=target=h100-nvlink-8 | FileCheck %s
// RUN: not maco-opt %s --split-input-file --maco-default-target=target=/no/such/target 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: maco-opt %s --split-input-file --maco-default-target | FileCheck %s --check-prefix=NONE

// A module without a target gets the option's.
// CHECK: module attributes {maco.target = "h100-nvlink-8"}
// NONE-NOT: maco.target = "h100-nvlink-8"
// BAD: maco: target option '/no/such/target' is neither a built-in target
module {
  func.func @f() {
    return
  }
}

// -----

// A module that names its own target keeps it.
// CHECK: module attributes {maco.target = "cpu-local"}
module attributes {maco.target = "cpu-local"} {
  func.func @g() {
    return
  }
}
