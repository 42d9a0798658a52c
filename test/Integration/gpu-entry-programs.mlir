// Imported programs with tensor arguments built for the GPU
// (`maco-compile --backend=cuda`) and run on 2 ranks on the recording
// backend (no GPU: kernels do not run, so results are not compared; the
// host code, its launches, copies, collectives and frees are real): each
// rank reads its shard of every .npy argument into memory the GPU can use
// (mgpuMemAlloc), the program runs, the results are gathered and written.
// Every launch within the hardware's limits, no free of a buffer queued
// work may use (scripts/gpu-record-check.py), and the results written.
//
// REQUIRES: cuda, ptxas, mpi, maco-import
// RUN: rm -rf %t && mkdir -p %t
// DEFINE: %{jax} = %maco_src_root/examples/jax/data
// DEFINE: %{check} = %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 2 --mpirun "%mpirun"
//
// JAX's training step on 2 ranks (data-parallel: gradients all-reduced).
// RUN: %maco-import %maco_src_root/examples/jax/train_dp2.stablehlo.mlir -o %t/train_dp2.mlir
// RUN: maco-compile --backend=cuda %t/train_dp2.mlir --entry=main -o %t/train_dp2
// RUN: %{check} %t/train_dp2 --input=%{jax}/in_ln_scale.npy --input=%{jax}/in_ln_bias.npy --input=%{jax}/in_w1.npy --input=%{jax}/in_b1.npy --input=%{jax}/in_w2.npy --input=%{jax}/in_b2.npy --input=%{jax}/in_x.npy --input=%{jax}/in_target.npy --output-dir=%t/train_out | FileCheck %s --check-prefix=TRAIN
// RUN: ls %t/train_out | FileCheck %s --check-prefix=TRAIN-FILES
// TRAIN: train_dp2: rank 0: {{.*}} violations 0
// TRAIN: train_dp2: rank 1: {{.*}} violations 0
// TRAIN: train_dp2: PASS (2 ranks
// TRAIN-FILES: result0.npy
// TRAIN-FILES: result5.npy
//
// PyTorch's tensor-parallel MLP (committed export, --input-dir).
// RUN: maco-compile --backend=cuda %maco_src_root/examples/torch/mlp_tp2/program.mlir --entry=main -o %t/mlp_tp2
// RUN: %{check} %t/mlp_tp2 --input-dir=%maco_src_root/examples/torch/mlp_tp2/args --output-dir=%t/mlp_out | FileCheck %s --check-prefix=MLP
// RUN: ls %t/mlp_out | FileCheck %s --check-prefix=MLP-FILES
// MLP: mlp_tp2: rank 0: {{.*}} violations 0
// MLP: mlp_tp2: PASS (2 ranks
// MLP-FILES: result0.npy
//
// PyTorch's tiny LM training step on a 2 x 2 mesh (embedding split by the
// vocabulary, attention under a mask buffer, cross entropy; loss and
// gradients), 4 ranks.
// RUN: maco-compile --backend=cuda %maco_src_root/examples/torch/lm_train_dp2_tp2/program.mlir --entry=main -o %t/lm_train
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 4 --mpirun "%mpirun" %t/lm_train --input-dir=%maco_src_root/examples/torch/lm_train_dp2_tp2/args --output-dir=%t/lm_out | FileCheck %s --check-prefix=LM
// RUN: ls %t/lm_out | FileCheck %s --check-prefix=LM-FILES
// LM-COUNT-4: lm_train: rank {{[0-3]}}: {{.*}} violations 0
// LM: lm_train: PASS (4 ranks
// LM-FILES: result0.npy
