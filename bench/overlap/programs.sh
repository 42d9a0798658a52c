# Sourced by bench/overlap/run.sh and build-aot.sh: the benchmark programs
# and their sizes, in one place.
#   overlap_programs DIR NP
# writes DIR/{car,tp}{,-comp,-comm}.mlir for a grid of NP ranks:
#   car       compute ∥ all-reduce: a 4 MiB all-reduce (S f32) beside two
#             M x M matmuls, independent of each other
#   tp        tensor-parallel MLP block, x: B x D, shards W1: D x H,
#             W2: H x D; B x D all-reduce (4 MiB). Per step 4*B*D*H flop
#             (8.6 GFLOP): about the time the all-reduce takes on a
#             400 Mbit/s link at 90-120 GFLOP/s (comm ≈ compute).
#   *-comp    the same program with the collective over a group of one
#             (grid axis 1 has size 1): no communication, T_comp
#   *-comm    negligible compute (M=8, H=8), the same collective: T_comm
overlap_programs() {
  local dir=$1 np=$2 here
  here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
  local car=(S=1048576 STEPS=8 "GRID=${np}x1") tp=(B=1024 D=1024 STEPS=8 "GRID=${np}x1")
  local inst=(python3 "$here/instantiate.py")
  "${inst[@]}" "$here/compute-allreduce.mlir.in" "$dir/car.mlir" AXES=[0] M=1024 "${car[@]}"
  "${inst[@]}" "$here/compute-allreduce.mlir.in" "$dir/car-comp.mlir" AXES=[1] M=1024 "${car[@]}"
  "${inst[@]}" "$here/compute-allreduce.mlir.in" "$dir/car-comm.mlir" AXES=[0] M=8 "${car[@]}"
  "${inst[@]}" "$here/tp-mlp.mlir.in" "$dir/tp.mlir" AXES=[0] H=2048 "${tp[@]}"
  "${inst[@]}" "$here/tp-mlp.mlir.in" "$dir/tp-comp.mlir" AXES=[1] H=2048 "${tp[@]}"
  "${inst[@]}" "$here/tp-mlp.mlir.in" "$dir/tp-comm.mlir" AXES=[0] H=8 "${tp[@]}"
}
