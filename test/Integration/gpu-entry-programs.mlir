// Imported programs with tensor arguments built for the GPU
// (`maco-compile --backend=cuda`) and run on 2 ranks on the recording
// backend (no GPU: kernels do not run, so results are not compared; the
// host code, its launches, copies, collectives and frees are real): each
// rank reads its shard of every .npy argument into memory the GPU can use
// (mgpuMemAlloc), the program runs, the results are gathered and written.
// Every launch within the hardware's limits, no free of a buffer queued
// work may use (scripts/gpu-record-check.py), no managed allocation (the
// results are device memory, which the entry copies), and the results
// written.
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
// TRAIN: train_dp2: rank 0: {{.*}} 0 managed{{.*}} violations 0
// TRAIN: train_dp2: rank 1: {{.*}} 0 managed{{.*}} violations 0
// TRAIN: train_dp2: PASS (2 ranks
// TRAIN-FILES: result0.npy
// TRAIN-FILES: result5.npy
//
// JAX's causal attention (a mask from the indices: a three-group kernel
// that fills one block) and sequence-parallel block, 2 ranks.
// RUN: %maco-import %maco_src_root/examples/jax/attn_tp2.stablehlo.mlir -o %t/attn2.mlir
// RUN: maco-compile --backend=cuda %t/attn2.mlir --entry=main -o %t/attn2
// RUN: %{check} %t/attn2 --input=%{jax}/attn/in0.npy --input=%{jax}/attn/in1.npy --input=%{jax}/attn/in2.npy --input=%{jax}/attn/in3.npy --input=%{jax}/attn/in4.npy --output-dir=%t/attn_out | FileCheck %s --check-prefix=ATTN
// ATTN: attn2: rank 0: {{.*}} 0 managed{{.*}} violations 0
// ATTN: attn2: PASS (2 ranks
// RUN: %maco-import %maco_src_root/examples/jax/sp_block2.stablehlo.mlir -o %t/sp2.mlir
// RUN: maco-compile --backend=cuda %t/sp2.mlir --entry=main -o %t/sp2
// RUN: %{check} %t/sp2 --input=%{jax}/sp_block/in0.npy --input=%{jax}/sp_block/in1.npy --input=%{jax}/sp_block/in2.npy --input=%{jax}/sp_block/in3.npy --input=%{jax}/sp_block/in4.npy --input=%{jax}/sp_block/in5.npy --input=%{jax}/sp_block/in6.npy --input=%{jax}/sp_block/in7.npy --input=%{jax}/sp_block/in8.npy --input=%{jax}/sp_block/in9.npy --input=%{jax}/sp_block/in10.npy --input=%{jax}/sp_block/in11.npy --input=%{jax}/sp_block/in12.npy --output-dir=%t/sp_out | FileCheck %s --check-prefix=SP
// SP: sp2: rank 0: {{.*}} 0 managed{{.*}} violations 0
// SP: sp2: PASS (2 ranks
//
// JAX's while loop (a training loop until the loss is small: the loss and
// the step counter are device memory carried by scf.while, read through
// mirrors), 2 ranks. The loss that decides the loop is copied to the
// device from a mirror freed at once: a rank that read it late would leave
// the loop at another step and hang its peer in a collective.
// RUN: %maco-import %maco_src_root/examples/jax/while_dp2.stablehlo.mlir -o %t/while2.mlir
// RUN: maco-compile --backend=cuda %t/while2.mlir --entry=main -o %t/while2
// RUN: %{check} --timeout 120 %t/while2 --input=%{jax}/while/in0.npy --input=%{jax}/while/in1.npy --input=%{jax}/while/in2.npy --input=%{jax}/while/in3.npy --input=%{jax}/while/in4.npy --output-dir=%t/while_out | FileCheck %s --check-prefix=WHILE
// WHILE: while2: rank 0: {{.*}} 0 managed{{.*}} violations 0
// WHILE: while2: PASS (2 ranks
//
// Two training programs of examples/jax/ops (export_training_ops.py).
// Clipping by the global norm: the two sums that maco-optimize combines
// into one started all-reduce are packed by host stores through a view
// the collective reads too; the collective gets the device buffer, not
// the host mirror the stores write (it got the freed mirror: heap
// corruption in the recording backend, a host pointer given to NCCL on a
// GPU). Dropout from a uint32 key: threefry's loop carries a word of the
// key argument (a view at a dynamic offset) that the host reads; its
// mirror is the prefix of the argument's buffer (it was a host access of
// device memory, which faults on a GPU).
// DEFINE: %{ops} = %maco_src_root/examples/jax/ops
// RUN: %maco-import %{ops}/clip_norm_tp2.stablehlo.mlir -o %t/clip.mlir
// RUN: maco-compile --backend=cuda %t/clip.mlir --entry=main -o %t/clip
// RUN: %{check} %t/clip --input=%{ops}/data/clip_norm_tp2_in0.npy --input=%{ops}/data/clip_norm_tp2_in1.npy --input=%{ops}/data/clip_norm_tp2_in2.npy --output-dir=%t/clip_out | FileCheck %s --check-prefix=CLIP
// CLIP: clip: rank 0: {{.*}} 0 managed{{.*}} events 4, violations 0
// CLIP: clip: PASS (2 ranks
// RUN: %maco-import %{ops}/dropout_dp2.stablehlo.mlir -o %t/dropout.mlir
// RUN: maco-compile --backend=cuda %t/dropout.mlir --entry=main -o %t/dropout
// RUN: %{check} %t/dropout --input=%{ops}/data/dropout_dp2_in0.npy --input=%{ops}/data/dropout_dp2_in1.npy --output-dir=%t/dropout_out | FileCheck %s --check-prefix=DROPOUT
// DROPOUT: dropout: rank 0: {{.*}} 0 managed{{.*}} violations 0
// DROPOUT: dropout: PASS (2 ranks
//
// PyTorch's tensor-parallel MLP (committed export, --input-dir).
// RUN: maco-compile --backend=cuda %maco_src_root/examples/torch/mlp_tp2/program.mlir --entry=main -o %t/mlp_tp2
// RUN: %{check} %t/mlp_tp2 --input-dir=%maco_src_root/examples/torch/mlp_tp2/args --output-dir=%t/mlp_out | FileCheck %s --check-prefix=MLP
// RUN: ls %t/mlp_out | FileCheck %s --check-prefix=MLP-FILES
// MLP: mlp_tp2: rank 0: {{.*}} 0 managed{{.*}} violations 0
// MLP: mlp_tp2: PASS (2 ranks
// MLP-FILES: result0.npy
//
// PyTorch's tiny LM training step on a 2 x 2 mesh (embedding split by the
// vocabulary, attention under a mask buffer, cross entropy; loss and
// gradients), 4 ranks.
// RUN: maco-compile --backend=cuda %maco_src_root/examples/torch/lm_train_dp2_tp2/program.mlir --entry=main -o %t/lm_train
// RUN: %python %maco_src_root/scripts/gpu-record-check.py --record-lib %maco_lib_dir/record --np 4 --mpirun "%mpirun" %t/lm_train --input-dir=%maco_src_root/examples/torch/lm_train_dp2_tp2/args --output-dir=%t/lm_out | FileCheck %s --check-prefix=LM
// RUN: ls %t/lm_out | FileCheck %s --check-prefix=LM-FILES
// LM-COUNT-4: lm_train: rank {{[0-3]}}: {{.*}} 0 managed{{.*}} violations 0
// LM: lm_train: PASS (4 ranks
// LM-FILES: result0.npy
