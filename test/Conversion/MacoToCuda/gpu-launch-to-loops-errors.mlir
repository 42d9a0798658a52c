// RUN: maco-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(maco-gpu-launch-to-loops))'

// Threads that communicate cannot run one after another.
func.func @barrier() {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @below {{maco-gpu-launch-to-loops: 'gpu.barrier' makes the threads of a block communicate; host loops run them one after another}}
    gpu.barrier
    gpu.terminator
  }
  return
}

// -----

func.func @blocks(%p: i1) {
  %c1 = arith.constant 1 : index
  // expected-error @below {{maco-gpu-launch-to-loops: a launch body of several blocks is not supported}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    cf.cond_br %p, ^a, ^b
  ^a:
    gpu.terminator
  ^b:
    gpu.terminator
  }
  return
}

// -----

func.func @async() {
  %c1 = arith.constant 1 : index
  %t = gpu.wait async
  // expected-error @below {{maco-gpu-launch-to-loops: asynchronous launches and memory attributions are not supported}}
  %d = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}
