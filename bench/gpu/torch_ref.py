#!/usr/bin/env python3
"""PyTorch references of the GPU benchmarks (bench/gpu/*.mlir.in), eager
mode, same sizes and element types, timed the same way: the host clock
around STEPS steps after the host waited for the GPU
(torch.cuda.synchronize), REPS timed runs after one untimed run.

    torch_ref.py ew  --rows R --cols C [--steps S] [--reps N]
    torch_ref.py mlp --B B --D D --HS HS [--dtypes f32,bf16]
                     [--steps-f32 S] [--steps-bf16 S] [--reps N] [--port P]

Prints lines in the format of the maco programs, with "torch-bench":
    torch-bench ew-copy elements=N bytes=8N steps=S seconds=T
    torch-bench ew-bias-relu ... / ew-add ... / ew checksum=1.5
    torch-bench mlp-bf16 ranks=N steps=S seconds=T / mlp-bf16 checksum=C

ew: y.copy_(x) (the device-to-device copy the element-wise table compares
against), y = relu(x + b) and z = x + y as eager writes them (the bias add
and the ReLU are two kernels in eager mode; maco fuses them).

mlp: the tensor-parallel layer y = all_reduce(relu(x @ W1 + b1) @ W2) with
this rank's shards (W1: D x HS, b1: HS, W2: HS x D), x: B x D, the same
values as mlp.mlir.in (checksum 1.5 x ranks). Ranks come from Open MPI's
environment (run under mpirun; each rank gets its own NCCL_HOSTID from
run-all.sh so that several ranks can share one GPU) or default to 1; the
all-reduce goes through torch.distributed (NCCL on the GPU, gloo with
--device cpu), also at world size 1 as in the maco program. f32 GEMMs are
full FP32 (TF32 off), as maco's cuBLAS calls.

--device cpu runs everything on the CPU (to test this script without a
GPU; the times mean nothing there). Exit status 3 if torch cannot be
imported (the line "torch-bench: skipped: ..." says why).
"""
import argparse
import os
import sys
import time


def parse():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=["ew", "mlp"])
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--rows", type=int, default=65536)
    ap.add_argument("--cols", type=int, default=1024)
    ap.add_argument("--steps", type=int, default=50)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--B", type=int, default=4096)
    ap.add_argument("--D", type=int, default=4096)
    ap.add_argument("--HS", type=int, default=16384)
    ap.add_argument("--dtypes", default="f32,bf16")
    ap.add_argument("--steps-f32", type=int, default=5)
    ap.add_argument("--steps-bf16", type=int, default=20)
    ap.add_argument("--port", type=int, default=29517)
    return ap.parse_args()


def out(line):
    print(line, flush=True)


def main():
    a = parse()
    try:
        import torch
    except Exception as e:  # pylint: disable=broad-except
        out(f"torch-bench: skipped: cannot import torch: {e}")
        return 3
    dev = torch.device(a.device)
    cuda = dev.type == "cuda"
    if cuda:
        if not torch.cuda.is_available():
            out("torch-bench: skipped: torch.cuda.is_available() is False")
            return 3
        torch.backends.cuda.matmul.allow_tf32 = False
        torch.backends.cudnn.allow_tf32 = False

    def sync():
        if cuda:
            torch.cuda.synchronize()

    def timed(name, extra, steps, fn):
        """REPS + 1 runs of STEPS calls of fn, the first untimed."""
        for rep in range(a.reps + 1):
            sync()
            t0 = time.perf_counter()
            for _ in range(steps):
                fn()
            sync()
            dt = time.perf_counter() - t0
            if rep > 0 and extra is not None:
                out(f"torch-bench {name} {extra} steps={steps} seconds={dt:.6g}")

    if a.what == "ew":
        if cuda:
            torch.cuda.set_device(0)
            out(f"torch-bench device: {torch.cuda.get_device_name(0)}, torch {torch.__version__}")
        n = a.rows * a.cols
        x = torch.ones(a.rows, a.cols, dtype=torch.float32, device=dev)
        y = torch.zeros_like(x)
        z = torch.zeros_like(x)
        b = torch.full((a.cols,), -0.5, dtype=torch.float32, device=dev)
        e = f"elements={n} bytes={8 * n}"
        timed("ew-copy", e, a.steps, lambda: y.copy_(x))
        state = {}

        def bias_relu():
            state["y"] = torch.relu(x + b)

        timed("ew-bias-relu", e, a.steps, bias_relu)
        y.copy_(state["y"])
        timed("ew-add", f"elements={n} bytes={12 * n}", a.steps,
              lambda: torch.add(x, y, out=z))
        sync()
        out(f"torch-bench ew checksum={float(z[0, 0]):.6g}")
        return 0

    # The MLP layer.
    import torch.distributed as dist
    world = int(os.environ.get("OMPI_COMM_WORLD_SIZE", "1"))
    rank = int(os.environ.get("OMPI_COMM_WORLD_RANK", "0"))
    if cuda:
        torch.cuda.set_device(rank % torch.cuda.device_count())
    dist.init_process_group("nccl" if cuda else "gloo",
                            init_method=f"tcp://127.0.0.1:{a.port}",
                            rank=rank, world_size=world)
    if rank == 0 and cuda:
        try:
            v = torch.cuda.nccl.version()
            nccl = ".".join(map(str, v)) if isinstance(v, (tuple, list)) else str(v)
        except Exception:  # pylint: disable=broad-except
            nccl = "?"
        out(f"torch-bench device: {torch.cuda.get_device_name()}, torch {torch.__version__}, nccl {nccl}")
    types = {"f32": torch.float32, "bf16": torch.bfloat16}
    for t in a.dtypes.split(","):
        dt = types[t]
        steps = a.steps_f32 if t == "f32" else a.steps_bf16
        x = torch.ones(a.B, a.D, dtype=dt, device=dev)
        w1 = torch.full((a.D, a.HS), 1.0 / a.D, dtype=dt, device=dev)
        b1 = torch.full((a.HS,), 0.5, dtype=dt, device=dev)
        w2 = torch.full((a.HS, a.D), 1.0 / a.HS, dtype=dt, device=dev)
        res = {}

        def layer():
            h = torch.relu(x @ w1 + b1)
            y = h @ w2
            dist.all_reduce(y)
            res["y"] = y

        timed(f"mlp-{t}", f"ranks={world}" if rank == 0 else None, steps, layer)
        sync()
        if rank == 0:
            out(f"torch-bench mlp-{t} checksum={float(res['y'][0, 0]):.6g}")
        del x, w1, b1, w2, res
    dist.barrier()
    dist.destroy_process_group()
    return 0


if __name__ == "__main__":
    sys.exit(main())
