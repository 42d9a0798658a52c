// The small training programs of examples/jax/export_training_ops.py
// (cross-entropy with integer labels and its scatter-add gradient, an
// embedding gradient, one-hot and boolean matmuls, Adam, argmax, dropout
// from a uint32 PRNG key, exact GELU, bf16 and f16 compute, clipping by the
// global norm, int8 quantization, masked attention, RMSNorm, cumulative
// sums along a split dimension, a scan over layers, jax.checkpoint, gathers
// and dynamic slices at indices out of bounds, logsumexp and variance over
// a split axis, random normals and sampling, integer and uint32
// arithmetic, bincount, gradient accumulation, argmax over logits split
// by vocabulary, one-hot lookups and scatter-adds with the table split by
// vocabulary, ids out of range, per batch element; convolutions,
// pooling, a convolution's kernel gradient, a small CNN's step; top_k with NaN and ties, over a
// split vocabulary, a mixture of experts' routing, a text CNN's step,
// top-1 routing with gathered expert weights; sorting: jnp.sort and
// argsort with NaN, -0 and ties, descending, keys with values, the median
// and quantiles of a tensor split by columns, along a split dimension, a
// mixture of experts' dispatch, top-p filtering; scatters that set:
// repeated and out-of-bounds ids, a mixture of experts' tokens put back in
// order, one element per row of split logits; top-p filtering over 1,000
// classes by argsort and a scatter back; lax.cummax and jnp.cumprod over
// split columns, jax.ops.segment_max and x.at[i].max(v); an argsort in a
// lax.scan's body), from their committed StableHLO to their results: imported, run by maco-run on 2 ranks with
// JAX's inputs (each rank reads its shard), each result against JAX's
// (bit-exact, or within 1e-5 relative where the reduction order differs).
// compare-npy.py exits 1 on a mismatch.
//
// REQUIRES: mpi, maco-import
// RUN: rm -rf %t && mkdir -p %t
// DEFINE: %{d} = %maco_src_root/examples/jax/ops/data

// RUN: %maco-import %maco_src_root/examples/jax/ops/xent_grad_dp2.stablehlo.mlir -o %t/xent_grad_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/xent_grad_dp2.mlir --entry=main --input=%{d}/xent_grad_dp2_in0.npy --input=%{d}/xent_grad_dp2_in1.npy --input=%{d}/xent_grad_dp2_in2.npy --output-dir=%t/xent_grad_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/xent_grad_dp2/result0.npy %{d}/xent_grad_dp2_ref0.npy %t/xent_grad_dp2/result1.npy %{d}/xent_grad_dp2_ref1.npy | FileCheck %s --check-prefix=XENT-GRAD-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/embed_grad_dp2.stablehlo.mlir -o %t/embed_grad_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/embed_grad_dp2.mlir --entry=main --input=%{d}/embed_grad_dp2_in0.npy --input=%{d}/embed_grad_dp2_in1.npy --output-dir=%t/embed_grad_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/embed_grad_dp2/result0.npy %{d}/embed_grad_dp2_ref0.npy | FileCheck %s --check-prefix=EMBED-GRAD-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/onehot_embed_dp2.stablehlo.mlir -o %t/onehot_embed_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/onehot_embed_dp2.mlir --entry=main --input=%{d}/onehot_embed_dp2_in0.npy --input=%{d}/onehot_embed_dp2_in1.npy --output-dir=%t/onehot_embed_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/onehot_embed_dp2/result0.npy %{d}/onehot_embed_dp2_ref0.npy | FileCheck %s --check-prefix=ONEHOT-EMBED-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/bool_matmul_dp2.stablehlo.mlir -o %t/bool_matmul_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/bool_matmul_dp2.mlir --entry=main --input=%{d}/bool_matmul_dp2_in0.npy --input=%{d}/bool_matmul_dp2_in1.npy --output-dir=%t/bool_matmul_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/bool_matmul_dp2/result0.npy %{d}/bool_matmul_dp2_ref0.npy | FileCheck %s --check-prefix=BOOL-MATMUL-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/adam_dp2.stablehlo.mlir -o %t/adam_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/adam_dp2.mlir --entry=main --input=%{d}/adam_dp2_in0.npy --input=%{d}/adam_dp2_in1.npy --input=%{d}/adam_dp2_in2.npy --input=%{d}/adam_dp2_in3.npy --input=%{d}/adam_dp2_in4.npy --output-dir=%t/adam_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/adam_dp2/result0.npy %{d}/adam_dp2_ref0.npy %t/adam_dp2/result1.npy %{d}/adam_dp2_ref1.npy %t/adam_dp2/result2.npy %{d}/adam_dp2_ref2.npy | FileCheck %s --check-prefix=ADAM-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/argmax_dp2.stablehlo.mlir -o %t/argmax_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/argmax_dp2.mlir --entry=main --input=%{d}/argmax_dp2_in0.npy --input=%{d}/argmax_dp2_in1.npy --output-dir=%t/argmax_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/argmax_dp2/result0.npy %{d}/argmax_dp2_ref0.npy %t/argmax_dp2/result1.npy %{d}/argmax_dp2_ref1.npy | FileCheck %s --check-prefix=ARGMAX-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/dropout_dp2.stablehlo.mlir -o %t/dropout_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/dropout_dp2.mlir --entry=main --input=%{d}/dropout_dp2_in0.npy --input=%{d}/dropout_dp2_in1.npy --output-dir=%t/dropout_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/dropout_dp2/result0.npy %{d}/dropout_dp2_ref0.npy | FileCheck %s --check-prefix=DROPOUT-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/gelu_erf_tp2.stablehlo.mlir -o %t/gelu_erf_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/gelu_erf_tp2.mlir --entry=main --input=%{d}/gelu_erf_tp2_in0.npy --input=%{d}/gelu_erf_tp2_in1.npy --input=%{d}/gelu_erf_tp2_in2.npy --output-dir=%t/gelu_erf_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/gelu_erf_tp2/result0.npy %{d}/gelu_erf_tp2_ref0.npy | FileCheck %s --check-prefix=GELU-ERF-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/mixed_bf16_dp2.stablehlo.mlir -o %t/mixed_bf16_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/mixed_bf16_dp2.mlir --entry=main --input=%{d}/mixed_bf16_dp2_in0.npy --input=%{d}/mixed_bf16_dp2_in1.npy --output-dir=%t/mixed_bf16_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/mixed_bf16_dp2/result0.npy %{d}/mixed_bf16_dp2_ref0.npy | FileCheck %s --check-prefix=MIXED-BF16-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/clip_norm_tp2.stablehlo.mlir -o %t/clip_norm_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/clip_norm_tp2.mlir --entry=main --input=%{d}/clip_norm_tp2_in0.npy --input=%{d}/clip_norm_tp2_in1.npy --input=%{d}/clip_norm_tp2_in2.npy --output-dir=%t/clip_norm_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/clip_norm_tp2/result0.npy %{d}/clip_norm_tp2_ref0.npy %t/clip_norm_tp2/result1.npy %{d}/clip_norm_tp2_ref1.npy %t/clip_norm_tp2/result2.npy %{d}/clip_norm_tp2_ref2.npy %t/clip_norm_tp2/result3.npy %{d}/clip_norm_tp2_ref3.npy | FileCheck %s --check-prefix=CLIP-NORM-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/quant_tp2.stablehlo.mlir -o %t/quant_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/quant_tp2.mlir --entry=main --input=%{d}/quant_tp2_in0.npy --output-dir=%t/quant_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/quant_tp2/result0.npy %{d}/quant_tp2_ref0.npy %t/quant_tp2/result1.npy %{d}/quant_tp2_ref1.npy | FileCheck %s --check-prefix=QUANT-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/mask_attn_dp2.stablehlo.mlir -o %t/mask_attn_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/mask_attn_dp2.mlir --entry=main --input=%{d}/mask_attn_dp2_in0.npy --input=%{d}/mask_attn_dp2_in1.npy --output-dir=%t/mask_attn_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/mask_attn_dp2/result0.npy %{d}/mask_attn_dp2_ref0.npy | FileCheck %s --check-prefix=MASK-ATTN-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/rmsnorm_tp2.stablehlo.mlir -o %t/rmsnorm_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/rmsnorm_tp2.mlir --entry=main --input=%{d}/rmsnorm_tp2_in0.npy --input=%{d}/rmsnorm_tp2_in1.npy --input=%{d}/rmsnorm_tp2_in2.npy --input=%{d}/rmsnorm_tp2_in3.npy --output-dir=%t/rmsnorm_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/rmsnorm_tp2/result0.npy %{d}/rmsnorm_tp2_ref0.npy | FileCheck %s --check-prefix=RMSNORM-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/cumsum_tp2.stablehlo.mlir -o %t/cumsum_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/cumsum_tp2.mlir --entry=main --input=%{d}/cumsum_tp2_in0.npy --output-dir=%t/cumsum_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/cumsum_tp2/result0.npy %{d}/cumsum_tp2_ref0.npy | FileCheck %s --check-prefix=CUMSUM-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/scan_layers_tp2.stablehlo.mlir -o %t/scan_layers_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/scan_layers_tp2.mlir --entry=main --input=%{d}/scan_layers_tp2_in0.npy --input=%{d}/scan_layers_tp2_in1.npy --input=%{d}/scan_layers_tp2_in2.npy --output-dir=%t/scan_layers_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/scan_layers_tp2/result0.npy %{d}/scan_layers_tp2_ref0.npy | FileCheck %s --check-prefix=SCAN-LAYERS-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/remat_dp2.stablehlo.mlir -o %t/remat_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/remat_dp2.mlir --entry=main --input=%{d}/remat_dp2_in0.npy --input=%{d}/remat_dp2_in1.npy --input=%{d}/remat_dp2_in2.npy --output-dir=%t/remat_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/remat_dp2/result0.npy %{d}/remat_dp2_ref0.npy %t/remat_dp2/result1.npy %{d}/remat_dp2_ref1.npy | FileCheck %s --check-prefix=REMAT-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/take_clip_dp2.stablehlo.mlir -o %t/take_clip_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/take_clip_dp2.mlir --entry=main --input=%{d}/take_clip_dp2_in0.npy --input=%{d}/take_clip_dp2_in1.npy --output-dir=%t/take_clip_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/take_clip_dp2/result0.npy %{d}/take_clip_dp2_ref0.npy | FileCheck %s --check-prefix=TAKE-CLIP-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/stats_tp2.stablehlo.mlir -o %t/stats_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/stats_tp2.mlir --entry=main --input=%{d}/stats_tp2_in0.npy --output-dir=%t/stats_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/stats_tp2/result0.npy %{d}/stats_tp2_ref0.npy %t/stats_tp2/result1.npy %{d}/stats_tp2_ref1.npy %t/stats_tp2/result2.npy %{d}/stats_tp2_ref2.npy | FileCheck %s --check-prefix=STATS-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/randn_dp2.stablehlo.mlir -o %t/randn_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/randn_dp2.mlir --entry=main --input=%{d}/randn_dp2_in0.npy --input=%{d}/randn_dp2_in1.npy --output-dir=%t/randn_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/randn_dp2/result0.npy %{d}/randn_dp2_ref0.npy | FileCheck %s --check-prefix=RANDN-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/categorical_dp2.stablehlo.mlir -o %t/categorical_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/categorical_dp2.mlir --entry=main --input=%{d}/categorical_dp2_in0.npy --input=%{d}/categorical_dp2_in1.npy --output-dir=%t/categorical_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/categorical_dp2/result0.npy %{d}/categorical_dp2_ref0.npy | FileCheck %s --check-prefix=CATEGORICAL-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/intops_dp2.stablehlo.mlir -o %t/intops_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/intops_dp2.mlir --entry=main --input=%{d}/intops_dp2_in0.npy --input=%{d}/intops_dp2_in1.npy --output-dir=%t/intops_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/intops_dp2/result0.npy %{d}/intops_dp2_ref0.npy %t/intops_dp2/result1.npy %{d}/intops_dp2_ref1.npy %t/intops_dp2/result2.npy %{d}/intops_dp2_ref2.npy | FileCheck %s --check-prefix=INTOPS-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/uint_ops_dp2.stablehlo.mlir -o %t/uint_ops_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/uint_ops_dp2.mlir --entry=main --input=%{d}/uint_ops_dp2_in0.npy --output-dir=%t/uint_ops_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/uint_ops_dp2/result0.npy %{d}/uint_ops_dp2_ref0.npy %t/uint_ops_dp2/result1.npy %{d}/uint_ops_dp2_ref1.npy | FileCheck %s --check-prefix=UINT-OPS-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/kvcache_dp2.stablehlo.mlir -o %t/kvcache_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/kvcache_dp2.mlir --entry=main --input=%{d}/kvcache_dp2_in0.npy --input=%{d}/kvcache_dp2_in1.npy --input=%{d}/kvcache_dp2_in2.npy --output-dir=%t/kvcache_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/kvcache_dp2/result0.npy %{d}/kvcache_dp2_ref0.npy %t/kvcache_dp2/result1.npy %{d}/kvcache_dp2_ref1.npy | FileCheck %s --check-prefix=KVCACHE-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/bincount_dp2.stablehlo.mlir -o %t/bincount_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/bincount_dp2.mlir --entry=main --input=%{d}/bincount_dp2_in0.npy --output-dir=%t/bincount_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/bincount_dp2/result0.npy %{d}/bincount_dp2_ref0.npy | FileCheck %s --check-prefix=BINCOUNT-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/grad_accum_dp2.stablehlo.mlir -o %t/grad_accum_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/grad_accum_dp2.mlir --entry=main --input=%{d}/grad_accum_dp2_in0.npy --input=%{d}/grad_accum_dp2_in1.npy --output-dir=%t/grad_accum_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/grad_accum_dp2/result0.npy %{d}/grad_accum_dp2_ref0.npy | FileCheck %s --check-prefix=GRAD-ACCUM-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/fp16_dp2.stablehlo.mlir -o %t/fp16_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/fp16_dp2.mlir --entry=main --input=%{d}/fp16_dp2_in0.npy --input=%{d}/fp16_dp2_in1.npy --output-dir=%t/fp16_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/fp16_dp2/result0.npy %{d}/fp16_dp2_ref0.npy | FileCheck %s --check-prefix=FP16-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/argmax_vocab_tp2.stablehlo.mlir -o %t/argmax_vocab_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/argmax_vocab_tp2.mlir --entry=main --input=%{d}/argmax_vocab_tp2_in0.npy --output-dir=%t/argmax_vocab_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/argmax_vocab_tp2/result0.npy %{d}/argmax_vocab_tp2_ref0.npy %t/argmax_vocab_tp2/result1.npy %{d}/argmax_vocab_tp2_ref1.npy | FileCheck %s --check-prefix=ARGMAX-VOCAB-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/embed_grad_tp2.stablehlo.mlir -o %t/embed_grad_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/embed_grad_tp2.mlir --entry=main --input=%{d}/embed_grad_tp2_in0.npy --input=%{d}/embed_grad_tp2_in1.npy --output-dir=%t/embed_grad_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/embed_grad_tp2/result0.npy %{d}/embed_grad_tp2_ref0.npy | FileCheck %s --check-prefix=EMBED-GRAD-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/onehot_lookup_tp2.stablehlo.mlir -o %t/onehot_lookup_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/onehot_lookup_tp2.mlir --entry=main --input=%{d}/onehot_lookup_tp2_in0.npy --input=%{d}/onehot_lookup_tp2_in1.npy --output-dir=%t/onehot_lookup_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/onehot_lookup_tp2/result0.npy %{d}/onehot_lookup_tp2_ref0.npy | FileCheck %s --check-prefix=ONEHOT-LOOKUP-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/onehot_oob_dp2.stablehlo.mlir -o %t/onehot_oob_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/onehot_oob_dp2.mlir --entry=main --input=%{d}/onehot_oob_dp2_in0.npy --input=%{d}/onehot_oob_dp2_in1.npy --output-dir=%t/onehot_oob_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/onehot_oob_dp2/result0.npy %{d}/onehot_oob_dp2_ref0.npy | FileCheck %s --check-prefix=ONEHOT-OOB-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/batched_onehot_dp2.stablehlo.mlir -o %t/batched_onehot_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/batched_onehot_dp2.mlir --entry=main --input=%{d}/batched_onehot_dp2_in0.npy --input=%{d}/batched_onehot_dp2_in1.npy --output-dir=%t/batched_onehot_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/batched_onehot_dp2/result0.npy %{d}/batched_onehot_dp2_ref0.npy | FileCheck %s --check-prefix=BATCHED-ONEHOT-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/conv1d_causal_dp2.stablehlo.mlir -o %t/conv1d_causal_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/conv1d_causal_dp2.mlir --entry=main --input=%{d}/conv1d_causal_dp2_in0.npy --input=%{d}/conv1d_causal_dp2_in1.npy --output-dir=%t/conv1d_causal_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/conv1d_causal_dp2/result0.npy %{d}/conv1d_causal_dp2_ref0.npy | FileCheck %s --check-prefix=CONV1D-CAUSAL-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/depthwise_conv1d_dp2.stablehlo.mlir -o %t/depthwise_conv1d_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/depthwise_conv1d_dp2.mlir --entry=main --input=%{d}/depthwise_conv1d_dp2_in0.npy --input=%{d}/depthwise_conv1d_dp2_in1.npy --output-dir=%t/depthwise_conv1d_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/depthwise_conv1d_dp2/result0.npy %{d}/depthwise_conv1d_dp2_ref0.npy | FileCheck %s --check-prefix=DEPTHWISE-CONV1D-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/conv1d_tp2.stablehlo.mlir -o %t/conv1d_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/conv1d_tp2.mlir --entry=main --input=%{d}/conv1d_tp2_in0.npy --input=%{d}/conv1d_tp2_in1.npy --output-dir=%t/conv1d_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/conv1d_tp2/result0.npy %{d}/conv1d_tp2_ref0.npy | FileCheck %s --check-prefix=CONV1D-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/patch_embed_dp2.stablehlo.mlir -o %t/patch_embed_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/patch_embed_dp2.mlir --entry=main --input=%{d}/patch_embed_dp2_in0.npy --input=%{d}/patch_embed_dp2_in1.npy --output-dir=%t/patch_embed_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/patch_embed_dp2/result0.npy %{d}/patch_embed_dp2_ref0.npy | FileCheck %s --check-prefix=PATCH-EMBED-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/pooling_dp2.stablehlo.mlir -o %t/pooling_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/pooling_dp2.mlir --entry=main --input=%{d}/pooling_dp2_in0.npy --output-dir=%t/pooling_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/pooling_dp2/result0.npy %{d}/pooling_dp2_ref0.npy %t/pooling_dp2/result1.npy %{d}/pooling_dp2_ref1.npy | FileCheck %s --check-prefix=POOLING-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/conv1d_grad_dp2.stablehlo.mlir -o %t/conv1d_grad_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/conv1d_grad_dp2.mlir --entry=main --input=%{d}/conv1d_grad_dp2_in0.npy --input=%{d}/conv1d_grad_dp2_in1.npy --output-dir=%t/conv1d_grad_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/conv1d_grad_dp2/result0.npy %{d}/conv1d_grad_dp2_ref0.npy %t/conv1d_grad_dp2/result1.npy %{d}/conv1d_grad_dp2_ref1.npy | FileCheck %s --check-prefix=CONV1D-GRAD-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/cnn_step_dp2.stablehlo.mlir -o %t/cnn_step_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/cnn_step_dp2.mlir --entry=main --input=%{d}/cnn_step_dp2_in0.npy --input=%{d}/cnn_step_dp2_in1.npy --input=%{d}/cnn_step_dp2_in2.npy --input=%{d}/cnn_step_dp2_in3.npy --output-dir=%t/cnn_step_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/cnn_step_dp2/result0.npy %{d}/cnn_step_dp2_ref0.npy %t/cnn_step_dp2/result1.npy %{d}/cnn_step_dp2_ref1.npy %t/cnn_step_dp2/result2.npy %{d}/cnn_step_dp2_ref2.npy | FileCheck %s --check-prefix=CNN-STEP-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/cnn2_step_dp2.stablehlo.mlir -o %t/cnn2_step_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/cnn2_step_dp2.mlir --entry=main --input=%{d}/cnn2_step_dp2_in0.npy --input=%{d}/cnn2_step_dp2_in1.npy --input=%{d}/cnn2_step_dp2_in2.npy --output-dir=%t/cnn2_step_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/cnn2_step_dp2/result0.npy %{d}/cnn2_step_dp2_ref0.npy %t/cnn2_step_dp2/result1.npy %{d}/cnn2_step_dp2_ref1.npy %t/cnn2_step_dp2/result2.npy %{d}/cnn2_step_dp2_ref2.npy | FileCheck %s --check-prefix=CNN2-STEP-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/grouped_conv_grad_dp2.stablehlo.mlir -o %t/grouped_conv_grad_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/grouped_conv_grad_dp2.mlir --entry=main --input=%{d}/grouped_conv_grad_dp2_in0.npy --input=%{d}/grouped_conv_grad_dp2_in1.npy --output-dir=%t/grouped_conv_grad_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/grouped_conv_grad_dp2/result0.npy %{d}/grouped_conv_grad_dp2_ref0.npy %t/grouped_conv_grad_dp2/result1.npy %{d}/grouped_conv_grad_dp2_ref1.npy | FileCheck %s --check-prefix=GROUPED-CONV-GRAD-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/conv_transpose_dp2.stablehlo.mlir -o %t/conv_transpose_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/conv_transpose_dp2.mlir --entry=main --input=%{d}/conv_transpose_dp2_in0.npy --input=%{d}/conv_transpose_dp2_in1.npy --output-dir=%t/conv_transpose_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/conv_transpose_dp2/result0.npy %{d}/conv_transpose_dp2_ref0.npy | FileCheck %s --check-prefix=CONV-TRANSPOSE-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/conv_in_channels_tp2.stablehlo.mlir -o %t/conv_in_channels_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/conv_in_channels_tp2.mlir --entry=main --input=%{d}/conv_in_channels_tp2_in0.npy --input=%{d}/conv_in_channels_tp2_in1.npy --output-dir=%t/conv_in_channels_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/conv_in_channels_tp2/result0.npy %{d}/conv_in_channels_tp2_ref0.npy | FileCheck %s --check-prefix=CONV-IN-CHANNELS-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/topk_dp2.stablehlo.mlir -o %t/topk_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/topk_dp2.mlir --entry=main --input=%{d}/topk_dp2_in0.npy --output-dir=%t/topk_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/topk_dp2/result0.npy %{d}/topk_dp2_ref0.npy %t/topk_dp2/result1.npy %{d}/topk_dp2_ref1.npy | FileCheck %s --check-prefix=TOPK-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/topk_vocab_tp2.stablehlo.mlir -o %t/topk_vocab_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/topk_vocab_tp2.mlir --entry=main --input=%{d}/topk_vocab_tp2_in0.npy --output-dir=%t/topk_vocab_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/topk_vocab_tp2/result0.npy %{d}/topk_vocab_tp2_ref0.npy %t/topk_vocab_tp2/result1.npy %{d}/topk_vocab_tp2_ref1.npy | FileCheck %s --check-prefix=TOPK-VOCAB-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/moe_route_dp2.stablehlo.mlir -o %t/moe_route_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/moe_route_dp2.mlir --entry=main --input=%{d}/moe_route_dp2_in0.npy --input=%{d}/moe_route_dp2_in1.npy --input=%{d}/moe_route_dp2_in2.npy --output-dir=%t/moe_route_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/moe_route_dp2/result0.npy %{d}/moe_route_dp2_ref0.npy | FileCheck %s --check-prefix=MOE-ROUTE-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/textcnn_step_dp2.stablehlo.mlir -o %t/textcnn_step_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/textcnn_step_dp2.mlir --entry=main --input=%{d}/textcnn_step_dp2_in0.npy --input=%{d}/textcnn_step_dp2_in1.npy --input=%{d}/textcnn_step_dp2_in2.npy --input=%{d}/textcnn_step_dp2_in3.npy --input=%{d}/textcnn_step_dp2_in4.npy --output-dir=%t/textcnn_step_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/textcnn_step_dp2/result0.npy %{d}/textcnn_step_dp2_ref0.npy %t/textcnn_step_dp2/result1.npy %{d}/textcnn_step_dp2_ref1.npy %t/textcnn_step_dp2/result2.npy %{d}/textcnn_step_dp2_ref2.npy %t/textcnn_step_dp2/result3.npy %{d}/textcnn_step_dp2_ref3.npy | FileCheck %s --check-prefix=TEXTCNN-STEP-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/switch_moe_dp2.stablehlo.mlir -o %t/switch_moe_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/switch_moe_dp2.mlir --entry=main --input=%{d}/switch_moe_dp2_in0.npy --input=%{d}/switch_moe_dp2_in1.npy --input=%{d}/switch_moe_dp2_in2.npy --output-dir=%t/switch_moe_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/switch_moe_dp2/result0.npy %{d}/switch_moe_dp2_ref0.npy | FileCheck %s --check-prefix=SWITCH-MOE-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/sort_dp2.stablehlo.mlir -o %t/sort_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/sort_dp2.mlir --entry=main --input=%{d}/sort_dp2_in0.npy --output-dir=%t/sort_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/sort_dp2/result0.npy %{d}/sort_dp2_ref0.npy %t/sort_dp2/result1.npy %{d}/sort_dp2_ref1.npy %t/sort_dp2/result2.npy %{d}/sort_dp2_ref2.npy | FileCheck %s --check-prefix=SORT-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/sort_pairs_dp2.stablehlo.mlir -o %t/sort_pairs_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/sort_pairs_dp2.mlir --entry=main --input=%{d}/sort_pairs_dp2_in0.npy --input=%{d}/sort_pairs_dp2_in1.npy --output-dir=%t/sort_pairs_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/sort_pairs_dp2/result0.npy %{d}/sort_pairs_dp2_ref0.npy %t/sort_pairs_dp2/result1.npy %{d}/sort_pairs_dp2_ref1.npy | FileCheck %s --check-prefix=SORT-PAIRS-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/median_tp2.stablehlo.mlir -o %t/median_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/median_tp2.mlir --entry=main --input=%{d}/median_tp2_in0.npy --output-dir=%t/median_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/median_tp2/result0.npy %{d}/median_tp2_ref0.npy %t/median_tp2/result1.npy %{d}/median_tp2_ref1.npy | FileCheck %s --check-prefix=MEDIAN-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/sort_vocab_tp2.stablehlo.mlir -o %t/sort_vocab_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/sort_vocab_tp2.mlir --entry=main --input=%{d}/sort_vocab_tp2_in0.npy --output-dir=%t/sort_vocab_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/sort_vocab_tp2/result0.npy %{d}/sort_vocab_tp2_ref0.npy %t/sort_vocab_tp2/result1.npy %{d}/sort_vocab_tp2_ref1.npy | FileCheck %s --check-prefix=SORT-VOCAB-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/moe_dispatch_dp2.stablehlo.mlir -o %t/moe_dispatch_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/moe_dispatch_dp2.mlir --entry=main --input=%{d}/moe_dispatch_dp2_in0.npy --input=%{d}/moe_dispatch_dp2_in1.npy --output-dir=%t/moe_dispatch_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/moe_dispatch_dp2/result0.npy %{d}/moe_dispatch_dp2_ref0.npy %t/moe_dispatch_dp2/result1.npy %{d}/moe_dispatch_dp2_ref1.npy | FileCheck %s --check-prefix=MOE-DISPATCH-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/top_p_dp2.stablehlo.mlir -o %t/top_p_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/top_p_dp2.mlir --entry=main --input=%{d}/top_p_dp2_in0.npy --output-dir=%t/top_p_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/top_p_dp2/result0.npy %{d}/top_p_dp2_ref0.npy | FileCheck %s --check-prefix=TOP-P-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/set_rows_dp2.stablehlo.mlir -o %t/set_rows_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/set_rows_dp2.mlir --entry=main --input=%{d}/set_rows_dp2_in0.npy --input=%{d}/set_rows_dp2_in1.npy --input=%{d}/set_rows_dp2_in2.npy --output-dir=%t/set_rows_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/set_rows_dp2/result0.npy %{d}/set_rows_dp2_ref0.npy | FileCheck %s --check-prefix=SET-ROWS-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/moe_combine_dp2.stablehlo.mlir -o %t/moe_combine_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/moe_combine_dp2.mlir --entry=main --input=%{d}/moe_combine_dp2_in0.npy --input=%{d}/moe_combine_dp2_in1.npy --output-dir=%t/moe_combine_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/moe_combine_dp2/result0.npy %{d}/moe_combine_dp2_ref0.npy | FileCheck %s --check-prefix=MOE-COMBINE-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/label_col_dp2.stablehlo.mlir -o %t/label_col_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/label_col_dp2.mlir --entry=main --input=%{d}/label_col_dp2_in0.npy --input=%{d}/label_col_dp2_in1.npy --output-dir=%t/label_col_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/label_col_dp2/result0.npy %{d}/label_col_dp2_ref0.npy | FileCheck %s --check-prefix=LABEL-COL-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/top_p_scatter_dp2.stablehlo.mlir -o %t/top_p_scatter_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/top_p_scatter_dp2.mlir --entry=main --input=%{d}/top_p_scatter_dp2_in0.npy --output-dir=%t/top_p_scatter_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/top_p_scatter_dp2/result0.npy %{d}/top_p_scatter_dp2_ref0.npy | FileCheck %s --check-prefix=TOP-P-SCATTER-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/cummax_tp2.stablehlo.mlir -o %t/cummax_tp2.mlir
// RUN: %mpirun -np 2 maco-run %t/cummax_tp2.mlir --entry=main --input=%{d}/cummax_tp2_in0.npy --output-dir=%t/cummax_tp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/cummax_tp2/result0.npy %{d}/cummax_tp2_ref0.npy %t/cummax_tp2/result1.npy %{d}/cummax_tp2_ref1.npy | FileCheck %s --check-prefix=CUMMAX-TP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/segment_max_dp2.stablehlo.mlir -o %t/segment_max_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/segment_max_dp2.mlir --entry=main --input=%{d}/segment_max_dp2_in0.npy --input=%{d}/segment_max_dp2_in1.npy --input=%{d}/segment_max_dp2_in2.npy --output-dir=%t/segment_max_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/segment_max_dp2/result0.npy %{d}/segment_max_dp2_ref0.npy %t/segment_max_dp2/result1.npy %{d}/segment_max_dp2_ref1.npy | FileCheck %s --check-prefix=SEGMENT-MAX-DP2
// RUN: %maco-import %maco_src_root/examples/jax/ops/sort_in_scan_dp2.stablehlo.mlir -o %t/sort_in_scan_dp2.mlir
// RUN: %mpirun -np 2 maco-run %t/sort_in_scan_dp2.mlir --entry=main --input=%{d}/sort_in_scan_dp2_in0.npy --output-dir=%t/sort_in_scan_dp2 > /dev/null
// RUN: %maco_python %S/Inputs/compare-npy.py %t/sort_in_scan_dp2/result0.npy %{d}/sort_in_scan_dp2_ref0.npy | FileCheck %s --check-prefix=SORT-IN-SCAN-DP2

// XENT-GRAD-DP2: xent_grad_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// XENT-GRAD-DP2: xent_grad_dp2_ref1.npy: {{bit-exact|within 1e-5}}

// EMBED-GRAD-DP2: embed_grad_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// ONEHOT-EMBED-DP2: onehot_embed_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// BOOL-MATMUL-DP2: bool_matmul_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// ADAM-DP2: adam_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// ADAM-DP2: adam_dp2_ref1.npy: {{bit-exact|within 1e-5}}
// ADAM-DP2: adam_dp2_ref2.npy: {{bit-exact|within 1e-5}}

// ARGMAX-DP2: argmax_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// ARGMAX-DP2: argmax_dp2_ref1.npy: {{bit-exact|within 1e-5}}

// DROPOUT-DP2: dropout_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// GELU-ERF-TP2: gelu_erf_tp2_ref0.npy: {{bit-exact|within 1e-5}}

// MIXED-BF16-DP2: mixed_bf16_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// CLIP-NORM-TP2: clip_norm_tp2_ref0.npy: {{bit-exact|within 1e-5}}
// CLIP-NORM-TP2: clip_norm_tp2_ref1.npy: {{bit-exact|within 1e-5}}
// CLIP-NORM-TP2: clip_norm_tp2_ref2.npy: {{bit-exact|within 1e-5}}
// CLIP-NORM-TP2: clip_norm_tp2_ref3.npy: {{bit-exact|within 1e-5}}

// QUANT-TP2: quant_tp2_ref0.npy: {{bit-exact|within 1e-5}}
// QUANT-TP2: quant_tp2_ref1.npy: {{bit-exact|within 1e-5}}

// MASK-ATTN-DP2: mask_attn_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// RMSNORM-TP2: rmsnorm_tp2_ref0.npy: {{bit-exact|within 1e-5}}

// CUMSUM-TP2: cumsum_tp2_ref0.npy: {{bit-exact|within 1e-5}}

// SCAN-LAYERS-TP2: scan_layers_tp2_ref0.npy: {{bit-exact|within 1e-5}}

// REMAT-DP2: remat_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// REMAT-DP2: remat_dp2_ref1.npy: {{bit-exact|within 1e-5}}

// TAKE-CLIP-DP2: take_clip_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// STATS-TP2: stats_tp2_ref0.npy: {{bit-exact|within 1e-5}}
// STATS-TP2: stats_tp2_ref1.npy: {{bit-exact|within 1e-5}}
// STATS-TP2: stats_tp2_ref2.npy: {{bit-exact|within 1e-5}}

// RANDN-DP2: randn_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// CATEGORICAL-DP2: categorical_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// INTOPS-DP2: intops_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// INTOPS-DP2: intops_dp2_ref1.npy: {{bit-exact|within 1e-5}}
// INTOPS-DP2: intops_dp2_ref2.npy: {{bit-exact|within 1e-5}}

// UINT-OPS-DP2: uint_ops_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// UINT-OPS-DP2: uint_ops_dp2_ref1.npy: {{bit-exact|within 1e-5}}

// KVCACHE-DP2: kvcache_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// KVCACHE-DP2: kvcache_dp2_ref1.npy: {{bit-exact|within 1e-5}}

// BINCOUNT-DP2: bincount_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// GRAD-ACCUM-DP2: grad_accum_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// FP16-DP2: fp16_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// ARGMAX-VOCAB-TP2: argmax_vocab_tp2_ref0.npy: {{bit-exact|within 1e-5}}
// ARGMAX-VOCAB-TP2: argmax_vocab_tp2_ref1.npy: {{bit-exact|within 1e-5}}

// EMBED-GRAD-TP2: embed_grad_tp2_ref0.npy: {{bit-exact|within 1e-5}}

// ONEHOT-LOOKUP-TP2: onehot_lookup_tp2_ref0.npy: {{bit-exact|within 1e-5}}

// ONEHOT-OOB-DP2: onehot_oob_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// BATCHED-ONEHOT-DP2: batched_onehot_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// CONV1D-CAUSAL-DP2: conv1d_causal_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// DEPTHWISE-CONV1D-DP2: depthwise_conv1d_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// CONV1D-TP2: conv1d_tp2_ref0.npy: {{bit-exact|within 1e-5}}

// PATCH-EMBED-DP2: patch_embed_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// POOLING-DP2: pooling_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// POOLING-DP2: pooling_dp2_ref1.npy: {{bit-exact|within 1e-5}}

// CONV1D-GRAD-DP2: conv1d_grad_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// CONV1D-GRAD-DP2: conv1d_grad_dp2_ref1.npy: {{bit-exact|within 1e-5}}

// CNN-STEP-DP2: cnn_step_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// CNN-STEP-DP2: cnn_step_dp2_ref1.npy: {{bit-exact|within 1e-5}}
// CNN-STEP-DP2: cnn_step_dp2_ref2.npy: {{bit-exact|within 1e-5}}

// CNN2-STEP-DP2: cnn2_step_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// CNN2-STEP-DP2: cnn2_step_dp2_ref1.npy: {{bit-exact|within 1e-5}}
// CNN2-STEP-DP2: cnn2_step_dp2_ref2.npy: {{bit-exact|within 1e-5}}

// GROUPED-CONV-GRAD-DP2: grouped_conv_grad_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// GROUPED-CONV-GRAD-DP2: grouped_conv_grad_dp2_ref1.npy: {{bit-exact|within 1e-5}}

// CONV-TRANSPOSE-DP2: conv_transpose_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// CONV-IN-CHANNELS-TP2: conv_in_channels_tp2_ref0.npy: {{bit-exact|within 1e-5}}

// TOPK-DP2: topk_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// TOPK-DP2: topk_dp2_ref1.npy: {{bit-exact|within 1e-5}}

// TOPK-VOCAB-TP2: topk_vocab_tp2_ref0.npy: {{bit-exact|within 1e-5}}
// TOPK-VOCAB-TP2: topk_vocab_tp2_ref1.npy: {{bit-exact|within 1e-5}}

// MOE-ROUTE-DP2: moe_route_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// TEXTCNN-STEP-DP2: textcnn_step_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// TEXTCNN-STEP-DP2: textcnn_step_dp2_ref1.npy: {{bit-exact|within 1e-5}}
// TEXTCNN-STEP-DP2: textcnn_step_dp2_ref2.npy: {{bit-exact|within 1e-5}}
// TEXTCNN-STEP-DP2: textcnn_step_dp2_ref3.npy: {{bit-exact|within 1e-5}}

// SWITCH-MOE-DP2: switch_moe_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// SORT-DP2: sort_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// SORT-DP2: sort_dp2_ref1.npy: {{bit-exact|within 1e-5}}
// SORT-DP2: sort_dp2_ref2.npy: {{bit-exact|within 1e-5}}

// SORT-PAIRS-DP2: sort_pairs_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// SORT-PAIRS-DP2: sort_pairs_dp2_ref1.npy: {{bit-exact|within 1e-5}}

// MEDIAN-TP2: median_tp2_ref0.npy: {{bit-exact|within 1e-5}}
// MEDIAN-TP2: median_tp2_ref1.npy: {{bit-exact|within 1e-5}}

// SORT-VOCAB-TP2: sort_vocab_tp2_ref0.npy: {{bit-exact|within 1e-5}}
// SORT-VOCAB-TP2: sort_vocab_tp2_ref1.npy: {{bit-exact|within 1e-5}}

// MOE-DISPATCH-DP2: moe_dispatch_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// MOE-DISPATCH-DP2: moe_dispatch_dp2_ref1.npy: {{bit-exact|within 1e-5}}

// TOP-P-DP2: top_p_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// SET-ROWS-DP2: set_rows_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// MOE-COMBINE-DP2: moe_combine_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// LABEL-COL-DP2: label_col_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// TOP-P-SCATTER-DP2: top_p_scatter_dp2_ref0.npy: {{bit-exact|within 1e-5}}

// CUMMAX-TP2: cummax_tp2_ref0.npy: {{bit-exact|within 1e-5}}
// CUMMAX-TP2: cummax_tp2_ref1.npy: {{bit-exact|within 1e-5}}

// SEGMENT-MAX-DP2: segment_max_dp2_ref0.npy: {{bit-exact|within 1e-5}}
// SEGMENT-MAX-DP2: segment_max_dp2_ref1.npy: {{bit-exact|within 1e-5}}

// SORT-IN-SCAN-DP2: sort_in_scan_dp2_ref0.npy: {{bit-exact|within 1e-5}}
