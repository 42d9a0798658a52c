// maco_import.torch.export (issue 41): examples/torch/export.py writes the
// committed programs, arguments and PyTorch eager's results again (the
// same torch and torch-mlir: python/requirements-torch.txt), and what the
// exporter cannot export is an error naming the module or op and where
// it is defined. Needs torch: MACO_WITH_TORCH=1 scripts/setup.sh.
//
// REQUIRES: torch
// RUN: rm -rf %t && mkdir -p %t
// RUN: %maco_torch_python %maco_src_root/examples/torch/export.py %t > %t.log
// RUN: cd %t && for d in mlp_tp2 mlp_tp4 attn_tp2 attn_tp4 embed_tp2 embed_tp4 block_train_dp2_tp2 lm_train_dp2_tp2; do for f in $d/args/*.npy $d/expected/*.npy $d/results.txt; do cmp $f %maco_src_root/examples/torch/$f || exit 1; done; done
// The programs are the same but for the locations (absolute paths).
// RUN: cd %t && for d in mlp_tp2 attn_tp4 block_train_dp2_tp2; do maco-opt $d/program.mlir -o $d.new.mlir && maco-opt %maco_src_root/examples/torch/$d/program.mlir -o $d.old.mlir && diff $d.new.mlir $d.old.mlir || exit 1; done
// RUN: ls %t/block_train_dp2_tp2/args | FileCheck %s --check-prefix=ARGS
// ARGS: 000_param_ln1.weight.npy
// ARGS: 015_input_x.npy
// ARGS-NEXT: 016_input_target.npy
//
// RUN: %maco_torch_python %S/Inputs/torch-errors.py 2>&1 | FileCheck %s
// CHECK: sequence: error: plan: SequenceParallel on module 'norm' (LayerNorm, defined at {{.*}}normalization.py:{{[0-9]+}}) is not supported; maco reads ColwiseParallel and RowwiseParallel
// CHECK: conv: error: plan: ColwiseParallel on module 'conv' (Conv1d, defined at {{.*}}conv.py:{{[0-9]+}}): torch applies it to nn.Linear and nn.Embedding only
// CHECK: missing: error: plan: 'fc3' names no submodule of MLP (defined at {{.*}}torch-errors.py:19)
// CHECK: indivisible: error: plan: ColwiseParallel on module 'fc1' splits weight dimension 0 of size 16 over tp = 3, which does not divide it
// CHECK: no-tp: error: a plan applies over the mesh axis 'tp', which mesh {'dp': 2} does not have
// CHECK: mesh: error: mesh: axis 'tp' has size 0; sizes are positive integers
// CHECK: dp: error: input #0 of shape (6, 8): its first dimension is split over dp = 4, which does not divide it
// CHECK: sort: error ({{.*}}torch-errors.py:33): torch-mlir left op tm_tensor.sort, which upstream MLIR has not
// CHECK: buffers: error: the forward updates buffer bn.running_mean (e.g. BatchNorm's running statistics in training mode); export the module in eval() mode
// CHECK: not-loss: error: train=True needs a forward that returns the scalar loss; MLP's returns a tensor of shape (6, 8)
