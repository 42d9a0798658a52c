"""Time per step of bench/vs-torch's programs in PyTorch, on the CPU:

    time_torch.py eager|compile NAME THREADS     one process, THREADS threads
    mpirun -np N time_torch.py tp NAME 1         PyTorch's own tensor
                                                 parallelism: the plan applied
                                                 with parallelize_module over N
                                                 gloo ranks, one thread each

A step is the module's forward (tp_train: forward, backward, the gradients
read). Prints "NAME MODE ms/step", the median of 5 timings of 5 steps each
after 3 warm-up steps (the slowest rank's, between barriers, for tp)."""

import os
import sys
import time

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from models import programs  # noqa: E402


def done(t):
    """The local value of `t` once its collectives completed (DTensor
    outputs of parallelize_module are local tensors awaiting them)."""
    if hasattr(t, "to_local"):
        t = t.to_local()
    if hasattr(t, "wait"):
        t = t.wait()
    return t


def step_fn(module, inputs, train):
    if not train:
        return lambda: done(module(*inputs))

    params = list(module.parameters())

    def step():
        module.zero_grad(set_to_none=True)
        loss = module(*inputs)
        loss.backward()
        for p in params:
            done(p.grad)
        return done(loss)
    return step


def timed(step, barrier=lambda: None, reduce=lambda t: t):
    """ms per step: the median of 5 timings of 5 steps, after 3 warm-up
    steps (`reduce`: the slowest rank's time, for tp)."""
    for _ in range(3):
        step()
    samples = []
    for _ in range(5):
        barrier()
        t0 = time.perf_counter()
        for _ in range(5):
            step()
        barrier()
        samples.append(reduce((time.perf_counter() - t0) / 5))
    samples.sort()
    return samples[2] * 1e3


def main():
    mode, name, threads = sys.argv[1], sys.argv[2], int(sys.argv[3])
    torch.set_num_threads(threads)
    module, inputs, train, plan = programs()[name]
    if not train:
        torch.set_grad_enabled(False)
    if mode == "eager":
        ms = timed(step_fn(module, inputs, train))
    elif mode == "compile":
        ms = timed(step_fn(torch.compile(module), inputs, train))
    else:
        import torch.distributed as dist
        from torch.distributed.device_mesh import init_device_mesh
        from torch.distributed.tensor.parallel import parallelize_module
        rank = int(os.environ.get("OMPI_COMM_WORLD_RANK", "0"))
        size = int(os.environ.get("OMPI_COMM_WORLD_SIZE", "1"))
        os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
        os.environ.setdefault("MASTER_PORT", "29517")
        dist.init_process_group("gloo", rank=rank, world_size=size)
        mesh = init_device_mesh("cpu", (size,))
        parallelize_module(module, mesh, plan)

        def slowest(t):
            v = torch.tensor([t])
            dist.all_reduce(v, op=dist.ReduceOp.MAX)
            return float(v)
        ms = timed(step_fn(module, inputs, train), dist.barrier, slowest)
        dist.barrier()
        dist.destroy_process_group()
        if rank != 0:
            return
    print(f"{name} {mode} {ms:.3f}")


if __name__ == "__main__":
    main()
