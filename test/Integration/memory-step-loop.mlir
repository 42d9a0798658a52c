// Memory of a compiled step loop must not grow with the number of steps.
// Inputs/step-loop.mlir (every collective kind, blocking, started and
// combined, a loop-carried all-reduced tensor, 16 KiB tensors) runs for 100
// and for 3000 steps on 2 ranks; each rank's peak RSS may grow by at most
// 8 MiB between the two (a buffer leaked per step would add 45 MiB or more;
// any leak of 2.9 KB per step fails), through maco-run with and without
// maco-optimize and as an ahead-of-time executable. The margin is there
// because a rank's peak RSS is bimodal, about 88 or 93.5 MB, independently
// of the number of steps (measured at 100, 1000 and 5000 steps alike).
// Every run prints the checksum of scripts/ref/step_loop.py.
// REQUIRES: mpi
// Peak RSS means nothing under ASan (shadow memory, quarantine).
// UNSUPPORTED: asan
// DEFINE: %{rss} = %python %maco_src_root/scripts/peak-rss.py
// RUN: rm -rf %t && mkdir %t
// RUN: sed -e 's/100 : index \/\/ STEPS/3000 : index/' %S/Inputs/step-loop.mlir > %t/long.mlir
// RUN: cp %S/Inputs/step-loop.mlir %t/short.mlir
//
// maco-run, with maco-optimize.
// RUN: %mpirun -np 2 %{rss} run %t/opt.short -- maco-run %t/short.mlir > %t/opt.short.out
// RUN: %mpirun -np 2 %{rss} run %t/opt.long -- maco-run %t/long.mlir > %t/opt.long.out
// RUN: %{rss} compare %t/opt.short %t/opt.long --max-growth-kb 8192 | FileCheck %s --check-prefix=RSS
//
// maco-run --no-optimize: same checksums.
// RUN: %mpirun -np 2 %{rss} run %t/noopt.short -- maco-run --no-optimize %t/short.mlir > %t/noopt.short.out
// RUN: %mpirun -np 2 %{rss} run %t/noopt.long -- maco-run --no-optimize %t/long.mlir > %t/noopt.long.out
// RUN: %{rss} compare %t/noopt.short %t/noopt.long --max-growth-kb 8192 | FileCheck %s --check-prefix=RSS
// RUN: diff %t/opt.short.out %t/noopt.short.out
// RUN: diff %t/opt.long.out %t/noopt.long.out
// RUN: %python %maco_src_root/scripts/ref/step_loop.py 100 > %t/ref.short.out
// RUN: %python %maco_src_root/scripts/ref/step_loop.py 3000 > %t/ref.long.out
// RUN: diff %t/ref.short.out %t/opt.short.out
// RUN: diff %t/ref.long.out %t/opt.long.out
//
// Ahead of time (maco-optimize, maco-to-cpu, llc, linked with the runtime).
// RUN: maco-opt %t/short.mlir --maco-optimize --maco-to-cpu | maco-translate --mlir-to-llvmir > %t/short.ll
// RUN: maco-opt %t/long.mlir --maco-optimize --maco-to-cpu | maco-translate --mlir-to-llvmir > %t/long.ll
// RUN: llc -filetype=obj -relocation-model=pic %t/short.ll -o %t/short.o
// RUN: llc -filetype=obj -relocation-model=pic %t/long.ll -o %t/long.o
// RUN: llvm-objcopy --redefine-sym main=maco_program_main %t/short.o
// RUN: llvm-objcopy --redefine-sym main=maco_program_main %t/long.o
// RUN: cc %t/short.o -o %t/short.exe -L%maco_lib_dir -lmaco_main -lmaco_cg -lmaco_runtime -L%llvm_lib_dir -lmlir_c_runner_utils -lm -Wl,-rpath,%maco_lib_dir:%llvm_lib_dir
// RUN: cc %t/long.o -o %t/long.exe -L%maco_lib_dir -lmaco_main -lmaco_cg -lmaco_runtime -L%llvm_lib_dir -lmlir_c_runner_utils -lm -Wl,-rpath,%maco_lib_dir:%llvm_lib_dir
// RUN: %mpirun -np 2 %{rss} run %t/aot.short -- %t/short.exe > %t/aot.short.out
// RUN: %mpirun -np 2 %{rss} run %t/aot.long -- %t/long.exe > %t/aot.long.out
// RUN: %{rss} compare %t/aot.short %t/aot.long --max-growth-kb 8192 | FileCheck %s --check-prefix=RSS
// RUN: diff %t/opt.short.out %t/aot.short.out
// RUN: diff %t/opt.long.out %t/aot.long.out

// RSS: rank 0: peak RSS
// RSS: rank 1: peak RSS
// RSS: OK: peak RSS growth
