#!/usr/bin/env python3
"""libmaco_runtime.so must load on machines without CUDA: no NEEDED entry
may name a CUDA/NCCL/cuBLAS library."""
import subprocess
import sys

lib = sys.argv[1]
out = subprocess.run(["readelf", "-d", lib], capture_output=True, text=True,
                     check=True).stdout
needed = [l.split("[")[1].rstrip("]") for l in out.splitlines()
          if "(NEEDED)" in l]
bad = [n for n in needed if any(k in n for k in
                                ("cuda", "nccl", "cublas", "nvrtc"))]
if bad:
    print("FAIL check_no_cuda_deps: %s needs %s" % (lib, bad))
    sys.exit(1)
print("PASS check_no_cuda_deps: NEEDED = %s" % needed)
