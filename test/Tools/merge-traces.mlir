// One trace for the whole job: scripts/merge-traces.py joins the per-rank
// MACO_TRACE files into one Perfetto file with a process per rank.
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir %t
// RUN: env MACO_TRACE=%t/run.json %mpirun -np 2 maco-run %maco_src_root/examples/overlap-start-wait.mlir > /dev/null
// RUN: %python %maco_src_root/scripts/merge-traces.py %t/run.json -o %t/all.json | FileCheck %s
// RUN: %python -c "import json; e = json.load(open('%t/all.json'))['traceEvents']; print(sorted({x['args']['name'] for x in e if x.get('ph') == 'M' and x.get('name') == 'process_name'}))" | FileCheck %s --check-prefix=NAMES
// RUN: echo '{}' > %t/bad.rank0.json
// RUN: not %python %maco_src_root/scripts/merge-traces.py %t/bad.rank0.json -o %t/x.json 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %python %maco_src_root/scripts/merge-traces.py %t/run.rank0.json %t/run.rank0.json -o %t/x.json 2>&1 | FileCheck %s --check-prefix=TWICE

// CHECK: merge-traces: 2 ranks (0, 1), {{[0-9]+}} events -> {{.*}}all.json
// NAMES: ['rank 0 (cpu)', 'rank 1 (cpu)']
// BAD: merge-traces: {{.*}}bad.rank0.json: not a maco trace
// TWICE: merge-traces: {{.*}}run.rank0.json and {{.*}}run.rank0.json both hold rank 0
