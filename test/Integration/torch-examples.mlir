// PyTorch modules exported with maco_import.torch.export (examples/torch/
// export.py; torch 2.15.0, torch-mlir 20261001; issue 41) with plans in
// PyTorch's own terms (ColwiseParallel, RowwiseParallel over "tp", the
// batch over "dp"), run with `maco-run --input-dir` against PyTorch
// eager's results: an MLP, causal attention with heads split over tp
// (F.scaled_dot_product_attention), an embedding split by vocabulary with
// a column-split head, each on 2 and 4 ranks, and a transformer block's
// training step on a 2 x 2 dp x tp mesh (the loss and 15 gradients), and
// a tiny language model's training step on that mesh.
// Default pipeline, --no-optimize, and maco-compile executables.
// Tolerance: 1e-4 relative.
//
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir -p %t
// DEFINE: %{run} = env MPIRUN="%mpirun" MACO_TOOLS_DIR=%maco_tools_dir %python %S/Inputs/run-jax-program.py
// DEFINE: %{ex} = %maco_src_root/examples/torch
//
// RUN: %{run} 2 %{ex}/mlp_tp2/program.mlir %{ex}/mlp_tp2 %t/mlp2 | FileCheck %s --check-prefix=ONE
// RUN: %{run} 4 %{ex}/mlp_tp4/program.mlir %{ex}/mlp_tp4 %t/mlp4 | FileCheck %s --check-prefix=ONE
// RUN: %{run} 2 %{ex}/mlp_tp2/program.mlir %{ex}/mlp_tp2 %t/mlp2n -- --no-optimize | FileCheck %s --check-prefix=ONE
// RUN: %{run} --compile 4 %{ex}/mlp_tp4/program.mlir %{ex}/mlp_tp4 %t/mlp4c | FileCheck %s --check-prefix=ONE
//
// RUN: %{run} 2 %{ex}/attn_tp2/program.mlir %{ex}/attn_tp2 %t/attn2 | FileCheck %s --check-prefix=ONE
// RUN: %{run} 4 %{ex}/attn_tp4/program.mlir %{ex}/attn_tp4 %t/attn4 | FileCheck %s --check-prefix=ONE
// RUN: %{run} 4 %{ex}/attn_tp4/program.mlir %{ex}/attn_tp4 %t/attn4n -- --no-optimize | FileCheck %s --check-prefix=ONE
// RUN: %{run} --compile 2 %{ex}/attn_tp2/program.mlir %{ex}/attn_tp2 %t/attn2c | FileCheck %s --check-prefix=ONE
//
// RUN: %{run} 2 %{ex}/embed_tp2/program.mlir %{ex}/embed_tp2 %t/embed2 | FileCheck %s --check-prefix=ONE
// RUN: %{run} 4 %{ex}/embed_tp4/program.mlir %{ex}/embed_tp4 %t/embed4 | FileCheck %s --check-prefix=ONE
// RUN: %{run} --compile 4 %{ex}/embed_tp4/program.mlir %{ex}/embed_tp4 %t/embed4c | FileCheck %s --check-prefix=ONE
// ONE: 1 results within 0.0001 of PyTorch eager's
//
// RUN: %{run} 4 %{ex}/block_train_dp2_tp2/program.mlir %{ex}/block_train_dp2_tp2 %t/block | FileCheck %s --check-prefix=TRAIN
// RUN: %{run} 4 %{ex}/block_train_dp2_tp2/program.mlir %{ex}/block_train_dp2_tp2 %t/blockn -- --no-optimize | FileCheck %s --check-prefix=TRAIN
// RUN: %{run} --compile 4 %{ex}/block_train_dp2_tp2/program.mlir %{ex}/block_train_dp2_tp2 %t/blockc | FileCheck %s --check-prefix=TRAIN
// TRAIN: 16 results within 0.0001 of PyTorch eager's
//
// A tiny language model's step: the token embedding split by vocabulary,
// nanoGPT-style attention (a causal-mask buffer), GELU(tanh), a
// column-split head, cross entropy (its gradient's scatter and the
// embeddings' become one-hot products).
// RUN: %{run} 4 %{ex}/lm_train_dp2_tp2/program.mlir %{ex}/lm_train_dp2_tp2 %t/lm | FileCheck %s --check-prefix=LM
// RUN: %{run} --compile 4 %{ex}/lm_train_dp2_tp2/program.mlir %{ex}/lm_train_dp2_tp2 %t/lmc | FileCheck %s --check-prefix=LM
// LM: 15 results within 0.0001 of PyTorch eager's
//
// The plan's collectives: the Rowwise layer's all-reduce (the MLP), and
// the dp x tp step's gradient all-reduces over dp.
// RUN: maco-opt %{ex}/mlp_tp2/program.mlir --maco-frontend | FileCheck %s --check-prefix=MLP
// MLP-COUNT-1: maco.all_reduce {{.*}} on @mesh grid_axes = [0] : tensor<8x32xf32>
// MLP-NOT: maco.all_gather
// RUN: maco-opt %{ex}/block_train_dp2_tp2/program.mlir --maco-frontend | FileCheck %s --check-prefix=BLOCK
// BLOCK: func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<16x32xf32>
// BLOCK: maco.all_reduce {{.*}} on @mesh grid_axes = [0]
