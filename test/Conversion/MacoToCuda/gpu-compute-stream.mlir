// RUN: maco-opt %s -split-input-file -maco-gpu-compute-stream | FileCheck %s
// RUN: maco-opt %s -split-input-file -maco-gpu-compute-stream=managed-results=true | FileCheck %s --check-prefix=MANAGED

// The compute stream comes from the runtime at the entry, after the
// module's configuration plus MACO_CG_GPU (2). The kernel, the copy and the
// frees become asynchronous on it. %dev is only used by kernels and a
// runtime call, %host by a copy and the host: both are device memory on
// the stream. The host reads %host through a mirror: a host buffer that
// one copy fills at the start of the ops without GPU work around the load
// (the free of %dev is one of them), a wait right before the load, no copy
// back (the load writes nothing), and no wait again before the public
// function returns.
// CHECK-LABEL: func.func @main
//       CHECK: call @maco_cg_require_abi(
//       CHECK: call @maco_cg_configure(%{{.*}}) : (i64) -> ()
//       CHECK: %[[GPU:.*]] = arith.constant 2 : i64
//  CHECK-NEXT: call @maco_cg_configure(%[[GPU]])
//  CHECK-NEXT: %[[H:.*]] = call @maco_cg_compute_stream() : () -> index
//  CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[H]] : index to i64
//  CHECK-NEXT: %[[P:.*]] = llvm.inttoptr %[[I]] : i64 to !llvm.ptr
//  CHECK-NEXT: %[[S:.*]] = builtin.unrealized_conversion_cast %[[P]] : !llvm.ptr to !gpu.async.token
//       CHECK: %[[DEV:.*]], %{{.*}} = gpu.alloc async [%[[S]]] () : memref<64xf32>
//       CHECK: %[[HOST:.*]], %{{.*}} = gpu.alloc async [%[[S]]] () : memref<64xf32>
//       CHECK: gpu.launch_func async [%[[S]]] @kernels::@fill
//       CHECK: call @maco_cg_all_reduce(
//       CHECK: gpu.memcpy async [%[[S]]] %[[HOST]], %[[DEV]]
//  CHECK-NEXT: %[[MIRROR:.*]] = memref.alloc() : memref<64xf32>
//  CHECK-NEXT: gpu.memcpy async [%[[S]]] %[[MIRROR]], %[[HOST]]
//  CHECK-NEXT: gpu.dealloc async [%[[S]]] %[[DEV]]
//  CHECK-NEXT: call @maco_cg_host_sync() : () -> ()
//  CHECK-NEXT: memref.load %[[MIRROR]]
//  CHECK-NEXT: memref.dealloc %[[MIRROR]]
//  CHECK-NEXT: gpu.dealloc async [%[[S]]] %[[HOST]]
//  CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%m: memref<64xf32>) kernel {
      gpu.return
    }
  }
  func.func private @maco_cg_require_abi(i64)
  func.func private @maco_cg_configure(i64)
  func.func private @maco_cg_all_reduce(index, index, i64, i32, i32, index, index)
  func.func @main(%comm: index) -> f32 {
    %c3 = arith.constant 3 : i64
    call @maco_cg_require_abi(%c3) : (i64) -> ()
    %c0_i64 = arith.constant 0 : i64
    call @maco_cg_configure(%c0_i64) : (i64) -> ()
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : i64
    %c0_i32 = arith.constant 0 : i32
    %dev = gpu.alloc host_shared () : memref<64xf32>
    %host = gpu.alloc host_shared () : memref<64xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%dev : memref<64xf32>)
    %p = memref.extract_aligned_pointer_as_index %dev : memref<64xf32> -> index
    call @maco_cg_all_reduce(%p, %p, %c64, %c0_i32, %c0_i32, %comm, %c0) : (index, index, i64, i32, i32, index, index) -> ()
    gpu.memcpy %host, %dev : memref<64xf32>, memref<64xf32>
    gpu.dealloc %dev : memref<64xf32>
    %x = memref.load %host[%c0] : memref<64xf32>
    gpu.dealloc %host : memref<64xf32>
    return %x : f32
  }
}

// -----

// A loop with a kernel: %a is device memory. The host's store in the
// body goes through a mirror: copied from the device (a later iteration
// finds the kernel's data there), a wait (the copy, and the work of the
// previous iteration), the store, a copy back, the free, then the kernel.
// After the loop, the load reads a mirror again. An address passed to a
// function that is not the runtime is a host access without a mirror:
// that buffer stays managed.
// CHECK-LABEL: func.func @loop
//       CHECK: %[[A:.*]], %{{.*}} = gpu.alloc async [%[[S:.*]]] () : memref<4xf32>
//       CHECK: scf.for
//  CHECK-NEXT: %[[M:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT: gpu.memcpy async [%[[S]]] %[[M]], %[[A]]
//  CHECK-NEXT: call @maco_cg_host_sync()
//  CHECK-NEXT: memref.store %{{.*}}, %[[M]]
//  CHECK-NEXT: gpu.memcpy async [%[[S]]] %[[A]], %[[M]]
//  CHECK-NEXT: memref.dealloc %[[M]]
//  CHECK-NEXT: gpu.launch_func async
//       CHECK: }
//  CHECK-NEXT: %[[N:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT: gpu.memcpy async [%[[S]]] %[[N]], %[[A]]
//  CHECK-NEXT: call @maco_cg_host_sync()
//  CHECK-NEXT: memref.load %[[N]]
//       CHECK: %[[B:.*]] = gpu.alloc  host_shared () : memref<4xf32>
//       CHECK: %[[Q:.*]] = memref.extract_aligned_pointer_as_index %[[B]]
//  CHECK-NEXT: call @consume(%[[Q]])
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%m: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func private @consume(index)
  func.func @loop(%n: index, %v: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a = gpu.alloc host_shared () : memref<4xf32>
    scf.for %i = %c0 to %n step %c1 {
      memref.store %v, %a[%c0] : memref<4xf32>
      gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    }
    %x = memref.load %a[%c0] : memref<4xf32>
    %b = gpu.alloc host_shared () : memref<4xf32>
    %q = memref.extract_aligned_pointer_as_index %b : memref<4xf32> -> index
    func.call @consume(%q) : (index) -> ()
    gpu.dealloc %b : memref<4xf32>
    gpu.dealloc %a : memref<4xf32>
    return %x : f32
  }
}

// -----

// Calls: a function with GPU work is called without a wait (it orders its
// own work) and leaves work pending; a private function does not wait
// before it returns (its callers do when they touch memory); a function
// without GPU work is a host access, here of an argument of the public
// @caller, which may be device memory (maco_entry passes device memory):
// through a mirror, not copied back (@host_only only reads). A function
// that only configures the runtime (no GPU work) still configures it for
// the GPU.
// CHECK-LABEL: func.func private @work
//       CHECK: gpu.launch_func async
//   CHECK-NOT: maco_cg_host_sync
//       CHECK: return
// CHECK-LABEL: func.func @caller
//   CHECK-NOT: maco_cg_host_sync
//       CHECK: call @work(%[[ARG:.*]]) :
//  CHECK-NEXT: %[[M:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT: gpu.memcpy async [%{{.*}}] %[[M]], %[[ARG]]
//  CHECK-NEXT: call @maco_cg_host_sync()
//  CHECK-NEXT: call @host_only(%[[M]])
//  CHECK-NEXT: memref.dealloc %[[M]]
//  CHECK-NEXT: return
// CHECK-LABEL: func.func @setup_only
//       CHECK: call @maco_cg_configure(%{{.*}})
//  CHECK-NEXT: %[[GPU:.*]] = arith.constant 2 : i64
//  CHECK-NEXT: call @maco_cg_configure(%[[GPU]])
//   CHECK-NOT: maco_cg_compute_stream
//       CHECK: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func private @maco_cg_configure(i64)
  func.func private @work(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
  func.func private @host_only(%a: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %x = memref.load %a[%c0] : memref<4xf32>
    return
  }
  func.func @caller(%a: memref<4xf32>) {
    func.call @work(%a) : (memref<4xf32>) -> ()
    func.call @host_only(%a) : (memref<4xf32>) -> ()
    return
  }
  func.func @setup_only() {
    %c0 = arith.constant 0 : i64
    call @maco_cg_configure(%c0) : (i64) -> ()
    return
  }
}

// -----

// A module without GPU work is left unchanged.
// CHECK-LABEL: func.func @cpu_only
//  CHECK-NEXT: %[[C:.*]] = arith.constant 0 : i64
//  CHECK-NEXT: call @maco_cg_configure(%[[C]])
//  CHECK-NEXT: arith.constant 0 : index
//  CHECK-NEXT: memref.load
//  CHECK-NEXT: return
module {
  func.func private @maco_cg_configure(i64)
  func.func @cpu_only(%a: memref<4xf32>) -> f32 {
    %c0_i64 = arith.constant 0 : i64
    call @maco_cg_configure(%c0_i64) : (i64) -> ()
    %c0 = arith.constant 0 : index
    %x = memref.load %a[%c0] : memref<4xf32>
    return %x : f32
  }
}

// -----

// Buffers between functions of the module: %a is only passed to @layer,
// whose argument only kernels read, and @layer's result only goes to a
// kernel and a free in @main: both are device memory. %b reaches @show,
// a host function: device memory too, which @show reads through a mirror
// made around the call (not copied back: @show only loads). @make's
// result is returned by the public @main: device memory, which @main's
// caller copies; with managed-results=true it stays managed (the caller
// reads it directly).
// CHECK-LABEL: func.func private @layer
//       CHECK: %[[R:.*]], %{{.*}} = gpu.alloc async [%{{.*}}] () : memref<64xf32>
//       CHECK: return %[[R]]
// CHECK-LABEL: func.func private @show
// CHECK-LABEL: func.func private @make
//       CHECK: %[[R:.*]], %{{.*}} = gpu.alloc async [%{{.*}}] () : memref<64xf32>
//       CHECK: return %[[R]]
// MANAGED-LABEL: func.func private @make
//       MANAGED: gpu.alloc  host_shared () : memref<64xf32>
// MANAGED-LABEL: func.func @main
// CHECK-LABEL: func.func @main
//       CHECK: %[[A:.*]], %{{.*}} = gpu.alloc async [%[[S:.*]]] () : memref<64xf32>
//       CHECK: %[[B:.*]], %{{.*}} = gpu.alloc async [%[[S]]] () : memref<64xf32>
//       CHECK: call @layer(%[[A]])
//       CHECK: %[[M:.*]] = memref.alloc() : memref<64xf32>
//  CHECK-NEXT: gpu.memcpy async [%[[S]]] %[[M]], %[[B]]
//       CHECK: call @maco_cg_host_sync()
//  CHECK-NEXT: call @show(%[[M]])
//  CHECK-NEXT: memref.dealloc %[[M]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%m: memref<64xf32>) kernel {
      gpu.return
    }
  }
  func.func private @maco_cg_require_abi(i64)
  func.func private @layer(%x: memref<64xf32>) -> memref<64xf32> {
    %c1 = arith.constant 1 : index
    %r = gpu.alloc host_shared () : memref<64xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<64xf32>)
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%r : memref<64xf32>)
    return %r : memref<64xf32>
  }
  func.func private @show(%x: memref<64xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %v = memref.load %x[%c0] : memref<64xf32>
    return %v : f32
  }
  func.func private @make() -> memref<64xf32> {
    %c1 = arith.constant 1 : index
    %r = gpu.alloc host_shared () : memref<64xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%r : memref<64xf32>)
    return %r : memref<64xf32>
  }
  func.func @main() -> (f32, memref<64xf32>) {
    %c3 = arith.constant 3 : i64
    call @maco_cg_require_abi(%c3) : (i64) -> ()
    %c1 = arith.constant 1 : index
    %a = gpu.alloc host_shared () : memref<64xf32>
    %b = gpu.alloc host_shared () : memref<64xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>)
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%b : memref<64xf32>)
    %r = call @layer(%a) : (memref<64xf32>) -> memref<64xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%r : memref<64xf32>)
    gpu.dealloc %r : memref<64xf32>
    gpu.dealloc %a : memref<64xf32>
    %v = call @show(%b) : (memref<64xf32>) -> f32
    gpu.dealloc %b : memref<64xf32>
    %m = call @make() : () -> memref<64xf32>
    return %v, %m : f32, memref<64xf32>
  }
}

// -----

// Mirrors. %acc is fresh when the host stores into it (nothing used it
// yet): its mirror needs no copy from the device, the store no wait, and
// the copy back follows. %r, chosen by an scf.if between two kernels'
// buffers, and a view of it are read by two loads and a print: one mirror
// of the root, one copy, one wait, the views rebuilt on the mirror, no
// copy back (loads and upstream's printer only read). Addresses stored as
// data (buffer deallocation's alias lists) touch no memory.
// CHECK-LABEL: func.func @mirrors
//       CHECK: %[[ACC:.*]], %{{.*}} = gpu.alloc async [%[[S:.*]]] () : memref<1xi32>
//  CHECK-NEXT: %[[M:.*]] = memref.alloc() : memref<1xi32>
//  CHECK-NEXT: memref.store %{{.*}}, %[[M]]
//  CHECK-NEXT: gpu.memcpy async [%[[S]]] %[[ACC]], %[[M]]
//  CHECK-NEXT: memref.dealloc %[[M]]
//       CHECK: %[[X:.*]], %{{.*}} = gpu.alloc async [%[[S]]] () : memref<8x8xf32>
//       CHECK: %[[Y:.*]], %{{.*}} = gpu.alloc async [%[[S]]] () : memref<8x8xf32>
//       CHECK: %[[R:.*]] = scf.if
//       CHECK: %[[N:.*]] = memref.alloc() : memref<8x8xf32>
//  CHECK-NEXT: gpu.memcpy async [%[[S]]] %[[N]], %[[R]]
//  CHECK-NEXT: %[[V:.*]] = memref.subview %[[N]][2, 0] [1, 8] [1, 1]
//  CHECK-NEXT: call @maco_cg_host_sync()
//  CHECK-NEXT: memref.load %[[N]]
//  CHECK-NEXT: memref.load %[[V]]
//       CHECK: %[[U:.*]] = memref.cast %[[N]]
//  CHECK-NEXT: call @printMemrefF32(%[[U]])
//  CHECK-NEXT: memref.dealloc %[[N]]
//   CHECK-NOT: gpu.memcpy
//       CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<2xindex>
//   CHECK-NOT: host_shared
//       CHECK: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%m: memref<8x8xf32>) kernel {
      gpu.return
    }
    gpu.func @count(%m: memref<1xi32>) kernel {
      gpu.return
    }
  }
  func.func private @maco_cg_require_abi(i64)
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @mirrors(%flag: i1) -> f32 {
    %c3 = arith.constant 3 : i64
    call @maco_cg_require_abi(%c3) : (i64) -> ()
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %acc = gpu.alloc host_shared () : memref<1xi32>
    memref.store %c0_i32, %acc[%c0] : memref<1xi32>
    gpu.launch_func @kernels::@count blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%acc : memref<1xi32>)
    %x = gpu.alloc host_shared () : memref<8x8xf32>
    %y = gpu.alloc host_shared () : memref<8x8xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<8x8xf32>)
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%y : memref<8x8xf32>)
    %r = scf.if %flag -> memref<8x8xf32> {
      scf.yield %x : memref<8x8xf32>
    } else {
      scf.yield %y : memref<8x8xf32>
    }
    %row = memref.subview %r[2, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: 16>>
    %a = memref.load %r[%c0, %c0] : memref<8x8xf32>
    %b = memref.load %row[%c1] : memref<8xf32, strided<[1], offset: 16>>
    %s = arith.addf %a, %b : f32
    %u = memref.cast %r : memref<8x8xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    %list = memref.alloc() : memref<2xindex>
    %px = memref.extract_aligned_pointer_as_index %x : memref<8x8xf32> -> index
    memref.store %px, %list[%c0] : memref<2xindex>
    memref.dealloc %list : memref<2xindex>
    gpu.dealloc %x : memref<8x8xf32>
    gpu.dealloc %y : memref<8x8xf32>
    gpu.dealloc %acc : memref<1xi32>
    return %s : f32
  }
}

// -----

// An scf.if whose branches yield casts of one identity type to a layout
// with a dynamic offset (what bufferization makes of JAX's rank-0
// conditionals): the result gets the identity type, cast back for its
// users, so the host load goes through a mirror of the result and both
// branches' buffers are device memory.
// CHECK-LABEL: func.func @if_casts
//       CHECK: %[[R:.*]] = scf.if %{{.*}} -> (memref<f32>) {
//  CHECK-NEXT:   scf.yield %{{.*}} : memref<f32>
//  CHECK-NEXT: } else {
//  CHECK-NEXT:   %[[E:.*]], %{{.*}} = gpu.alloc async
//  CHECK-NEXT:   scf.yield %[[E]] : memref<f32>
//       CHECK: %[[C:.*]] = memref.cast %[[R]] : memref<f32> to memref<f32, strided<[], offset: ?>>
//  CHECK-NEXT: gpu.launch_func async {{.*}} args(%[[C]] :
//       CHECK: %[[M:.*]] = memref.alloc() : memref<f32>
//  CHECK-NEXT: gpu.memcpy async [%{{.*}}] %[[M]], %[[R]]
//       CHECK: memref.load
//   CHECK-NOT: host_shared
//       CHECK: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add(%m: memref<f32, strided<[], offset: ?>>) kernel {
      gpu.return
    }
  }
  func.func private @maco_cg_require_abi(i64)
  func.func @if_casts(%flag: i1) -> f32 {
    %c3 = arith.constant 3 : i64
    call @maco_cg_require_abi(%c3) : (i64) -> ()
    %c1 = arith.constant 1 : index
    %a = gpu.alloc host_shared () : memref<f32>
    %r = scf.if %flag -> memref<f32, strided<[], offset: ?>> {
      %ca = memref.cast %a : memref<f32> to memref<f32, strided<[], offset: ?>>
      scf.yield %ca : memref<f32, strided<[], offset: ?>>
    } else {
      %b = gpu.alloc host_shared () : memref<f32>
      %cb = memref.cast %b : memref<f32> to memref<f32, strided<[], offset: ?>>
      scf.yield %cb : memref<f32, strided<[], offset: ?>>
    }
    gpu.launch_func @kernels::@add blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%r : memref<f32, strided<[], offset: ?>>)
    %v = memref.load %r[] : memref<f32, strided<[], offset: ?>>
    return %v : f32
  }
}

// -----

// A buffer carried by scf.while: %init and the loop's new buffer are
// device memory; the host reads the loop value in the condition through
// a mirror. Buffer deallocation compares addresses (arith.cmpi on
// extract_aligned_pointer_as_index) and branches on the result: a
// comparison carries no address, so this is no host touch.
// CHECK-LABEL: func.func @while_carried
//       CHECK: %[[I:.*]], %{{.*}} = gpu.alloc async
//       CHECK: scf.while (%[[A:.*]] = %[[I]])
//       CHECK:   %[[M:.*]] = memref.alloc() : memref<f32>
//  CHECK-NEXT:   gpu.memcpy async [%{{.*}}] %[[M]], %[[A]]
//       CHECK:   scf.condition
//       CHECK:   %[[N:.*]], %{{.*}} = gpu.alloc async
//       CHECK:   gpu.launch_func async
//       CHECK:   scf.yield %[[N]]
//   CHECK-NOT: host_shared
//       CHECK: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @step(%a: memref<f32>, %b: memref<f32>) kernel {
      gpu.return
    }
  }
  func.func private @maco_cg_require_abi(i64)
  func.func @while_carried(%limit: f32) -> f32 {
    %c3 = arith.constant 3 : i64
    call @maco_cg_require_abi(%c3) : (i64) -> ()
    %c1 = arith.constant 1 : index
    %init = gpu.alloc host_shared () : memref<f32>
    gpu.launch_func @kernels::@step blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%init : memref<f32>, %init : memref<f32>)
    %r = scf.while (%a = %init) : (memref<f32>) -> memref<f32> {
      %v = memref.load %a[] : memref<f32>
      %go = arith.cmpf olt, %v, %limit : f32
      scf.condition(%go) %a : memref<f32>
    } do {
    ^bb0(%a: memref<f32>):
      %n = gpu.alloc host_shared () : memref<f32>
      gpu.launch_func @kernels::@step blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<f32>, %n : memref<f32>)
      %pa = memref.extract_aligned_pointer_as_index %a : memref<f32> -> index
      %pn = memref.extract_aligned_pointer_as_index %n : memref<f32> -> index
      %same = arith.cmpi eq, %pa, %pn : index
      scf.if %same {
      } else {
        gpu.dealloc %a : memref<f32>
      }
      scf.yield %n : memref<f32>
    }
    %v = memref.load %r[] : memref<f32>
    gpu.dealloc %r : memref<f32>
    return %v : f32
  }
}

// -----

// The first host access is a load of an argument, before any GPU work, in
// a function whose runtime set-up this pass creates: the argument's
// mirror (copy, wait) comes after the compute stream, not before the
// set-up (a fuzzer finding: the copy used the stream before it existed).
// CHECK-LABEL: func.func @mirror_after_stream
//       CHECK: call @maco_cg_require_abi
//       CHECK: %[[S:.*]] = builtin.unrealized_conversion_cast {{.*}} to !gpu.async.token
//       CHECK: %[[M:.*]] = memref.alloc() : memref<i1>
//  CHECK-NEXT: gpu.memcpy async [%[[S]]] %[[M]], %arg1
//       CHECK: memref.load %[[M]][]
//       CHECK: gpu.launch_func async [%[[S]]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<16xf32>, %p: i1) kernel {
      gpu.return
    }
  }
  func.func @mirror_after_stream(%x: memref<16xf32>, %p: memref<i1>) {
    %c1 = arith.constant 1 : index
    %v = memref.load %p[] : memref<i1>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<16xf32>, %v : i1)
    return
  }
}

// -----

// Host stores pack two values into a buffer through views that a
// collective after them also reads (maco-optimize's combined all-reduce of
// two 0-d sums: JAX's global norm). The stores write the mirror through a
// view rebuilt on it; the collective reads the device buffer (it read the
// freed mirror: a host pointer given to NCCL).
// CHECK-LABEL: func.func @pack_then_collective
//       CHECK: %[[S:.*]] = builtin.unrealized_conversion_cast {{.*}} to !gpu.async.token
//       CHECK: %[[BUF:.*]], %{{.*}} = gpu.alloc async [%[[S]]] () : memref<2xf32>
//  CHECK-NEXT: %[[M:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT: %[[V0:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [0]
//  CHECK-NEXT: %[[MV0:.*]] = memref.reinterpret_cast %[[M]] to offset: [0]
//  CHECK-NEXT: memref.store %arg0, %[[MV0]][]
//       CHECK: %[[MV1:.*]] = memref.reinterpret_cast %[[M]] to offset: [1]
//  CHECK-NEXT: memref.store %arg1, %[[MV1]][]
//  CHECK-NEXT: gpu.memcpy async [%[[S]]] %[[BUF]], %[[M]]
//  CHECK-NEXT: memref.dealloc %[[M]]
//       CHECK: %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[V0]]
//  CHECK-NEXT: call @maco_cg_all_reduce(%[[P]], %[[P]],
module attributes {gpu.container_module} {
  func.func private @maco_cg_all_reduce(index, index, i64, i32, i32, index, index, i32)
  func.func private @maco_cg_stream(i64) -> index
  func.func @pack_then_collective(%x: f32, %y: f32, %comm: index) {
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %buf = gpu.alloc host_shared () : memref<2xf32>
    %v0 = memref.reinterpret_cast %buf to offset: [0], sizes: [], strides: [] : memref<2xf32> to memref<f32, strided<[]>>
    memref.store %x, %v0[] : memref<f32, strided<[]>>
    %v1 = memref.reinterpret_cast %buf to offset: [1], sizes: [], strides: [] : memref<2xf32> to memref<f32, strided<[], offset: 1>>
    memref.store %y, %v1[] : memref<f32, strided<[], offset: 1>>
    %s = call @maco_cg_stream(%c1_i64) : (i64) -> index
    %p = memref.extract_aligned_pointer_as_index %v0 : memref<f32, strided<[]>> -> index
    call @maco_cg_all_reduce(%p, %p, %c2_i64, %c0_i32, %c0_i32, %comm, %s, %c1_i32) : (index, index, i64, i32, i32, index, index, i32) -> ()
    gpu.dealloc %buf : memref<2xf32>
    return
  }
}

// -----

// A loop carries a view of an argument at a dynamic offset (threefry's
// key word in JAX's dropout) that the host reads in each iteration, beside
// a kernel. The mirror is the prefix of the view's base buffer up to its
// last element, copied as a 1-D buffer (gpu.memcpy copies from the aligned
// pointer, without the offset), and the load reads it through the view's
// offset (it read device memory: a fault on a GPU).
// CHECK-LABEL: func.func @strided_loop_view
//       CHECK: scf.for
//       CHECK: %[[BASE:.*]], %[[OFF:.*]] = memref.extract_strided_metadata %[[VIEW:.*]] : memref<i32, strided<[], offset: ?>>
//       CHECK: %[[END:.*]] = arith.addi %[[OFF]], %c1
//       CHECK: %[[FLAT:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [%[[END]]], strides: [1] : memref<i32> to memref<?xi32>
//  CHECK-NEXT: %[[M:.*]] = memref.alloc(%[[END]]) : memref<?xi32>
//  CHECK-NEXT: %[[MV:.*]] = memref.reinterpret_cast %[[M]] to offset: [%[[OFF]]], sizes: [], strides: [] : memref<?xi32> to memref<i32, strided<[], offset: ?>>
//  CHECK-NEXT: gpu.memcpy async [%{{.*}}] %[[M]], %[[FLAT]]
//       CHECK: memref.load %[[MV]][]
//       CHECK: memref.dealloc %[[M]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<16xi32>, %v: i32) kernel {
      gpu.return
    }
  }
  func.func @strided_loop_view(%key: memref<2xi32>, %x: memref<16xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %w = memref.subview %key[1] [1] [1] : memref<2xi32> to memref<1xi32, strided<[1], offset: 1>>
    %w0 = memref.collapse_shape %w [] : memref<1xi32, strided<[1], offset: 1>> into memref<i32, strided<[], offset: 1>>
    %wc = memref.cast %w0 : memref<i32, strided<[], offset: 1>> to memref<i32, strided<[], offset: ?>>
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %wc) -> (memref<i32, strided<[], offset: ?>>) {
      %v = memref.load %a[] : memref<i32, strided<[], offset: ?>>
      gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<16xi32>, %v : i32)
      scf.yield %a : memref<i32, strided<[], offset: ?>>
    }
    return
  }
}
