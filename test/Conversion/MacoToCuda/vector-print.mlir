// REQUIRES: cuda, ptxas, mpi
// vector.print of vectors and a transfer_read of a kernel's result on the
// host: maco-to-cuda lowers them with convert-vector-to-scf after
// maco-gpu-compute-stream placed the host wait (before, vector.print of a
// vector stopped the translation to LLVM IR, as it did in maco-to-cpu).
// The wait comes before the read of the kernel's output.
// RUN: rm -rf %t && mkdir -p %t
// RUN: maco-opt %s --maco-to-cuda -o %t/prog.mlir --mlir-print-ir-after=maco-if-dialects 2> %t/after.mlir
// RUN: FileCheck %s --check-prefix=IR --input-file=%t/after.mlir
// RUN: maco-translate --mlir-to-llvmir %t/prog.mlir -o %t/prog.ll
// RUN: llc -O2 -filetype=obj -relocation-model=pic %t/prog.ll -o %t/prog.o
// RUN: llvm-objcopy --redefine-sym main=maco_program_main %t/prog.o
// RUN: cc %t/prog.o -o %t/prog -L%maco_lib_dir -lmaco_main -lmaco_cg -lmaco_runtime_cuda -lmaco_runtime -L%llvm_lib_dir -lmlir_c_runner_utils -lmlir_runner_utils -lm -Wl,-rpath,%maco_lib_dir:%llvm_lib_dir
// With a GPU: the kernel's sums, then the constant.
// RUN: %if gpu %{ %mpirun -np 1 %t/prog | FileCheck %s --check-prefix=OUT %}
// Here, and everywhere: the recording backend (kernels do not run): one
// launch, valid, and the host waits at most twice (the read's, the return's).
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 1 --mpirun "%mpirun" --bound 'host_syncs <= 2, launches == 1' %t/prog | FileCheck %s --check-prefix=REC
// REC: prog: rank 0: launches 1, host syncs {{[12]}}, {{.*}} violations 0
// REC: prog: PASS (1 ranks, 2 bounds)

// IR-LABEL: func.func @main()
// IR:       gpu.launch_func async
// IR:       call @maco_cg_host_sync()
// IR-NEXT:  vector.transfer_read
// IR:       scf.for
// IR:       vector.print {{.*}} : f32
// IR:       scf.for
// IR:       scf.for
// IR:       vector.print {{.*}} : i32
// IR-NOT:   vector.print {{.*}} : vector<
// OUT:      ( 2, 4, 6, 8 )
// OUT-NEXT: ( ( 1, 2 ), ( 3, 4 ) )
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>)
                  outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %s[%c0], %pad : tensor<4xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %m = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  vector.print %m : vector<2x2xi32>
  return
}
