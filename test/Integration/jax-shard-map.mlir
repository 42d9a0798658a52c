// shard_map programs exported from JAX 0.10.2 (examples/jax/
// export_transformer.py; issue 39), imported as maco.manual_computation
// with maco collectives, and run on 2 and 4 ranks against JAX's own
// results (computed on the programs' meshes): a ring all-gather-matmul by
// ppermute, a body with every collective JAX has (all_gather,
// psum_scatter, all_to_all, pmax, pmin, psum) between automatic code,
// and collectives over one axis of a 2 x 2 mesh. Each through maco-run
// with the default pipeline and with --no-optimize, and as a maco-compile
// executable. Tolerance: 1e-4 relative.
//
// REQUIRES: mpi, maco-import
// RUN: rm -rf %t && mkdir -p %t
// DEFINE: %{run} = env MPIRUN="%mpirun" MACO_TOOLS_DIR=%maco_tools_dir %maco_python %S/Inputs/run-jax-program.py
// DEFINE: %{data} = %maco_src_root/examples/jax/data
//
// RUN: %maco-import %maco_src_root/examples/jax/ring_2.stablehlo.mlir -o %t/ring2.mlir
// RUN: %maco-import %maco_src_root/examples/jax/ring_4.stablehlo.mlir -o %t/ring4.mlir
// RUN: %{run} 2 %t/ring2.mlir %{data}/ring_2 %t/ring2 | FileCheck %s --check-prefix=TWO
// RUN: %{run} 4 %t/ring4.mlir %{data}/ring_4 %t/ring4 | FileCheck %s --check-prefix=TWO
// RUN: %{run} 4 %t/ring4.mlir %{data}/ring_4 %t/ring4n -- --no-optimize | FileCheck %s --check-prefix=TWO
// RUN: %{run} --compile 2 %t/ring2.mlir %{data}/ring_2 %t/ring2c | FileCheck %s --check-prefix=TWO
//
// RUN: %maco-import %maco_src_root/examples/jax/smap_collectives_2.stablehlo.mlir -o %t/coll2.mlir
// RUN: %maco-import %maco_src_root/examples/jax/smap_collectives_4.stablehlo.mlir -o %t/coll4.mlir
// RUN: %{run} 2 %t/coll2.mlir %{data}/smap_collectives_2 %t/coll2 | FileCheck %s --check-prefix=TWO
// RUN: %{run} 4 %t/coll4.mlir %{data}/smap_collectives_4 %t/coll4 | FileCheck %s --check-prefix=TWO
// RUN: %{run} 2 %t/coll2.mlir %{data}/smap_collectives_2 %t/coll2n -- --no-optimize | FileCheck %s --check-prefix=TWO
// RUN: %{run} --compile 4 %t/coll4.mlir %{data}/smap_collectives_4 %t/coll4c | FileCheck %s --check-prefix=TWO
//
// RUN: %maco-import %maco_src_root/examples/jax/smap_mesh2d.stablehlo.mlir -o %t/mesh2d.mlir
// RUN: %{run} 4 %t/mesh2d.mlir %{data}/smap_mesh2d %t/mesh2d | FileCheck %s --check-prefix=TWO
// RUN: %{run} 4 %t/mesh2d.mlir %{data}/smap_mesh2d %t/mesh2dn -- --no-optimize | FileCheck %s --check-prefix=TWO
// RUN: %{run} --compile 4 %t/mesh2d.mlir %{data}/smap_mesh2d %t/mesh2dc | FileCheck %s --check-prefix=TWO
//
// TWO: 2 results within 0.0001 of JAX's
