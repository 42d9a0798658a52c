// The JAX example (examples/jax) from its committed StableHLO to its
// results: imported, then run by maco-run on its entry function @main with
// JAX's inputs as .npy files (each rank reads its shard), on 2 and 4
// ranks, tensor-parallel (the MLP block), data-parallel (its training
// step) and both (the step on a 2x2 mesh); each result against JAX's (bit-exact, or within 1e-5 relative
// where the reduction order differs).
//
// REQUIRES: mpi, maco-import
// RUN: rm -rf %t && mkdir -p %t
// DEFINE: %{in} = --input=%maco_src_root/examples/jax/data/in_ln_scale.npy --input=%maco_src_root/examples/jax/data/in_ln_bias.npy --input=%maco_src_root/examples/jax/data/in_w1.npy --input=%maco_src_root/examples/jax/data/in_b1.npy --input=%maco_src_root/examples/jax/data/in_w2.npy --input=%maco_src_root/examples/jax/data/in_b2.npy --input=%maco_src_root/examples/jax/data/in_x.npy
// DEFINE: %{ref} = %maco_src_root/examples/jax/data
//
// RUN: %maco-import %maco_src_root/examples/jax/mlp_tp2.stablehlo.mlir -o %t/mlp_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/mlp_tp2.mlir --entry=main %{in} --output-dir=%t/tp2 | FileCheck %s --check-prefix=RUN-MLP
// RUN: %maco_python %S/Inputs/compare-npy.py %t/tp2/result0.npy %{ref}/mlp_out.npy | FileCheck %s --check-prefix=MLP
// RUN: %maco-import %maco_src_root/examples/jax/mlp_tp4.stablehlo.mlir -o %t/mlp_tp4.mlir
// RUN: %mpirun -np 4 maco-run %t/mlp_tp4.mlir --entry=main %{in} --output-dir=%t/tp4
// RUN: %maco_python %S/Inputs/compare-npy.py %t/tp4/result0.npy %{ref}/mlp_out.npy | FileCheck %s --check-prefix=MLP
//
// RUN: %maco-import %maco_src_root/examples/jax/train_dp2.stablehlo.mlir -o %t/train_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/train_dp2.mlir --entry=main %{in} --input=%{ref}/in_target.npy --output-dir=%t/dp2
// RUN: %maco_python %S/Inputs/compare-npy.py %t/dp2/result0.npy %{ref}/train_out0.npy %t/dp2/result1.npy %{ref}/train_out1.npy %t/dp2/result2.npy %{ref}/train_out2.npy %t/dp2/result3.npy %{ref}/train_out3.npy %t/dp2/result4.npy %{ref}/train_out4.npy %t/dp2/result5.npy %{ref}/train_out5.npy %t/dp2/result6.npy %{ref}/train_out6.npy | FileCheck %s --check-prefix=TRAIN
// RUN: %maco-import %maco_src_root/examples/jax/train_dp4.stablehlo.mlir -o %t/train_dp4.mlir
// RUN: %mpirun -np 4 maco-run %t/train_dp4.mlir --entry=main %{in} --input=%{ref}/in_target.npy --output-dir=%t/dp4
// RUN: %maco_python %S/Inputs/compare-npy.py %t/dp4/result0.npy %{ref}/train_out0.npy %t/dp4/result1.npy %{ref}/train_out1.npy %t/dp4/result2.npy %{ref}/train_out2.npy %t/dp4/result3.npy %{ref}/train_out3.npy %t/dp4/result4.npy %{ref}/train_out4.npy %t/dp4/result5.npy %{ref}/train_out5.npy %t/dp4/result6.npy %{ref}/train_out6.npy | FileCheck %s --check-prefix=TRAIN

//
// RUN: %maco-import %maco_src_root/examples/jax/train_dp2_tp2.stablehlo.mlir -o %t/train_dp2_tp2.mlir
// RUN: %mpirun -np 4 maco-run %t/train_dp2_tp2.mlir --entry=main %{in} --input=%{ref}/in_target.npy --output-dir=%t/dptp
// RUN: %maco_python %S/Inputs/compare-npy.py %t/dptp/result0.npy %{ref}/train_out0.npy %t/dptp/result1.npy %{ref}/train_out1.npy %t/dptp/result2.npy %{ref}/train_out2.npy %t/dptp/result3.npy %{ref}/train_out3.npy %t/dptp/result4.npy %{ref}/train_out4.npy %t/dptp/result5.npy %{ref}/train_out5.npy %t/dptp/result6.npy %{ref}/train_out6.npy | FileCheck %s --check-prefix=TRAIN

// RUN-MLP: @main result #0: float32 (8, 16) -> {{.*}}tp2/result0.npy

// MLP: mlp_out.npy: {{bit-exact|within 1e-5}}

// The six updated parameters and the loss.
// TRAIN: train_out0.npy: {{bit-exact|within 1e-5}}
// TRAIN: train_out1.npy: {{bit-exact|within 1e-5}}
// TRAIN: train_out2.npy: {{bit-exact|within 1e-5}}
// TRAIN: train_out3.npy: {{bit-exact|within 1e-5}}
// TRAIN: train_out4.npy: {{bit-exact|within 1e-5}}
// TRAIN: train_out5.npy: {{bit-exact|within 1e-5}}
// TRAIN: train_out6.npy: {{bit-exact|within 1e-5}}
