#!/usr/bin/env python3
"""Turns the GPU benchmark logs of bench/device/run-all.sh (part "tables")
into the markdown tables of docs/perf.md, "GPU machine".

    tables.py LOG_DIR [-o tables.md]

Reads every LOG_DIR/bench/*.out (the lines "maco-bench ..." of the
programs of bench/gpu/build.sh and "torch-bench ..." of
bench/gpu/torch_ref.py), LOG_DIR/machine.txt (the GPU's name, from
nvidia-smi) and LOG_DIR/gpu-bench.env (the sizes). A time is the median
over the timed runs of seconds / steps. Tables:
  1. element-wise (copy, bias + ReLU, add; f32) against the device-to-device
     copy bandwidth measured by PyTorch (y.copy_(x)); goal >= 80 %
  2. the tensor-parallel MLP layer, maco against PyTorch eager; goal <= 0.9x
  3. the bf16 MLP layer with its GEMM -> all-reduce in K chunks against
     unchunked; goal >= 0.95 at K = 4
  4. GEMM ∥ all-reduce on 2 ranks: sequential, optimized, each alone, the
     ideal max(compute, communication) and the overlap efficiency
A missing measurement is "—"; every table says whether its goal is met.
"""
import argparse
import glob
import os
import re
import statistics
import sys

LINE = re.compile(r"(maco|torch)-bench (\S+) (.*)$")


def parse_logs(log):
    """{(src, name, ranks): {"t": [seconds per step...], "checksum": float,
    "bytes": int, "elements": int}}; also the torch device line."""
    res, device = {}, None
    for path in sorted(glob.glob(os.path.join(log, "bench", "*.out"))):
        per_file = []
        ranks_in_file = None
        for raw in open(path, errors="replace"):
            m = LINE.search(raw.strip())
            if not m:
                continue
            src, name, rest = m.groups()
            if name == "device:":
                device = device or rest.split(",")[0].strip()
                continue
            if name.endswith(":"):  # "torch-bench: skipped: ..."
                continue
            kv = dict(tok.split("=", 1) for tok in rest.split() if "=" in tok)
            try:
                if "seconds" in kv:
                    ranks = int(kv.get("ranks", 1))
                    ranks_in_file = ranks
                    entry = res.setdefault((src, name, ranks), {"t": []})
                    entry["t"].append(float(kv["seconds"]) / int(kv["steps"]))
                    for k in ("bytes", "elements"):
                        if k in kv:
                            entry[k] = int(kv[k])
                elif "checksum" in kv:
                    per_file.append((src, name, float(kv["checksum"])))
            except ValueError:
                continue  # a line cut or mixed with another rank's output
        for src, name, value in per_file:
            key = (src, name, ranks_in_file or 1)
            res.setdefault(key, {"t": []})["checksum"] = value
    return res, device


def machine_gpu(log):
    try:
        lines = open(os.path.join(log, "machine.txt"), errors="replace").read().splitlines()
    except OSError:
        return None
    for i, line in enumerate(lines):
        if line.startswith("name, driver_version") and i + 1 < len(lines):
            parts = [p.strip() for p in lines[i + 1].split(",")]
            if len(parts) >= 2 and "failed" not in lines[i + 1].lower():
                return f"{parts[0]}, driver {parts[1]}" + (f", {parts[2]}" if len(parts) > 2 else "")
    return None


def read_env(log):
    env = {}
    try:
        for line in open(os.path.join(log, "gpu-bench.env")):
            for tok in line.split():
                if "=" in tok and not tok.startswith("#"):
                    k, v = tok.split("=", 1)
                    env[k] = v.strip('"')
    except OSError:
        pass
    return env


def med(res, src, name, ranks=1):
    e = res.get((src, name, ranks))
    return statistics.median(e["t"]) if e and e["t"] else None


def fmt(v, scale=1.0, digits=3):
    if v is None:
        return "—"
    x = v * scale
    if x >= 100:
        return f"{x:.0f}"
    return f"{x:.{digits}g}"


def verdict(ok, what):
    if ok is None:
        return f"goal ({what}): no data"
    return f"goal ({what}): {'met' if ok else 'MISSED'}"


def table_ew(res):
    out = ["| op | bytes per step | maco µs/step | maco GB/s | maco / copy bandwidth | PyTorch eager µs/step | PyTorch GB/s |",
           "| --- | --- | --- | --- | --- | --- | --- |"]
    ref_t = med(res, "torch", "ew-copy")
    ref_e = res.get(("torch", "ew-copy", 1), {})
    ref_src = "PyTorch y.copy_(x)"
    if ref_t is None:
        ref_t = med(res, "maco", "ew-copy")
        ref_e = res.get(("maco", "ew-copy", 1), {})
        ref_src = "maco's copy kernel (no PyTorch measurement)"
    ref_bw = ref_e.get("bytes") / ref_t / 1e9 if ref_t and ref_e.get("bytes") else None
    ok = None
    n = None
    for op in ("copy", "bias-relu", "add"):
        name = f"ew-{op}"
        m = res.get(("maco", name, 1), {})
        t = med(res, "maco", name)
        tt = med(res, "torch", name)
        nbytes = m.get("bytes") or res.get(("torch", name, 1), {}).get("bytes")
        n = n or m.get("elements")
        bw = nbytes / t / 1e9 if t and nbytes else None
        tbw = nbytes / tt / 1e9 if tt and nbytes else None
        ratio = bw / ref_bw if bw and ref_bw else None
        if op != "copy" and ratio is not None:
            ok = (ok is not False) and ratio >= 0.8
        out.append(f"| {op} | {fmt(nbytes, 1 / 2**20)} MiB | {fmt(t, 1e6)} | {fmt(bw)} | "
                   f"{'—' if ratio is None else f'{100 * ratio:.0f} %'} | {fmt(tt, 1e6)} | {fmt(tbw)} |")
    cs = res.get(("maco", "ew", 1), {}).get("checksum")
    head = (f"Element-wise, f32, {n or '?'} elements; bytes read + written per step; "
            f"copy bandwidth {fmt(ref_bw)} GB/s ({ref_src}). "
            + verdict(ok, "bias + ReLU and add ≥ 80 % of the copy bandwidth")
            + f". Checksum z[0,0] = {fmt(cs)} (expected 1.5).")
    return head, out


def table_mlp(res, env):
    out = ["| dtype | ranks | B × D × H | maco ms/step | PyTorch eager ms/step | maco / PyTorch | checksum maco / PyTorch (expected) |",
           "| --- | --- | --- | --- | --- | --- | --- |"]
    ok = None
    keys = sorted({(n, r) for s, n, r in res if s in ("maco", "torch") and re.fullmatch(r"mlp-(f32|bf16)", n)},
                  key=lambda k: (k[1], k[0]))
    for name, ranks in keys:
        t = med(res, "maco", name, ranks)
        tt = med(res, "torch", name, ranks)
        ratio = t / tt if t and tt else None
        if ratio is not None:
            ok = (ok is not False) and ratio <= 0.9
        cm = res.get(("maco", name, ranks), {}).get("checksum")
        ct = res.get(("torch", name, ranks), {}).get("checksum")
        size = "—"
        if env.get("MLP_B"):
            size = f"{env['MLP_B']} × {env['MLP_D']} × {int(env['MLP_HS']) * ranks}"
        out.append(f"| {name[4:]} | {ranks} | {size} | {fmt(t, 1e3)} | {fmt(tt, 1e3)} | "
                   f"{'—' if ratio is None else f'{ratio:.2f}'} | {fmt(cm)} / {fmt(ct)} ({1.5 * ranks:g}) |")
    head = ("Tensor-parallel MLP layer y = all_reduce(relu(x W1 + b1) W2), per-rank shards "
            "(H = HS × ranks), maco (maco-optimize, target h100-nvlink-8) against PyTorch eager on the same "
            "device. " + verdict(ok, "maco ≤ 0.9 × PyTorch") + ".")
    return head, out


def table_chunks(res):
    out = ["| ranks | variant | ms/step | unchunked / variant | checksum (expected) |",
           "| --- | --- | --- | --- | --- |"]
    ok = None
    ranks_seen = sorted({r for s, n, r in res if s == "maco" and n.startswith("mlp-bf16-")})
    for ranks in ranks_seen:
        base = med(res, "maco", "mlp-bf16-seq", ranks)
        rows = [("unchunked (no maco-optimize)", "mlp-bf16-seq"), ("maco-optimize (h100-nvlink-8)", "mlp-bf16")]
        rows += [(f"K = {k}", f"mlp-bf16-c{k}") for k in (1, 2, 4, 8)]
        for label, name in rows:
            t = med(res, "maco", name, ranks)
            if t is None and name != "mlp-bf16-seq":
                continue
            ratio = base / t if base and t else None
            if name == "mlp-bf16-c4" and ratio is not None:
                ok = (ok is not False) and ratio >= 0.95
            cs = res.get(("maco", name, ranks), {}).get("checksum")
            out.append(f"| {ranks} | {label} | {fmt(t, 1e3)} | {'—' if ratio is None else f'{ratio:.2f}'} | "
                       f"{fmt(cs)} ({1.5 * ranks:g}) |")
    head = ("bf16 MLP layer with its GEMM → all-reduce chain in K row chunks "
            "(maco-optimize{chunks=K guard=false}) against unchunked. "
            + verdict(ok, "≥ 0.95 at K = 4") + ".")
    return head, out


def table_car(res, env):
    t = {v: med(res, "maco", f"car-{v}", 2) for v in ("seq", "opt", "comp", "comm")}
    ideal = max(t["comp"], t["comm"]) if t["comp"] and t["comm"] else None
    speed = t["seq"] / t["opt"] if t["seq"] and t["opt"] else None
    eff = None
    if t["seq"] and t["opt"] and ideal and t["seq"] > ideal:
        eff = (t["seq"] - t["opt"]) / (t["seq"] - ideal)
    out = ["| T_seq ms | T_opt ms | T_comp ms | T_comm ms | ideal max(comp, comm) ms | T_seq / T_opt | overlap efficiency |",
           "| --- | --- | --- | --- | --- | --- | --- |",
           f"| {fmt(t['seq'], 1e3)} | {fmt(t['opt'], 1e3)} | {fmt(t['comp'], 1e3)} | {fmt(t['comm'], 1e3)} | "
           f"{fmt(ideal, 1e3)} | {'—' if speed is None else f'{speed:.2f}'} | "
           f"{'—' if eff is None else f'{100 * eff:.0f} %'} |"]
    size = ""
    if env.get("CAR_S"):
        size = (f" ({fmt(int(env['CAR_S']) * 4 / 2**20)} MiB f32 all-reduce beside two "
                f"{env['CAR_M']}³ f32 GEMMs per step)")
    head = ("GEMM ∥ all-reduce on 2 ranks sharing the GPU" + size + ": sequential (--no-optimize), "
            "optimized (maco-optimize: the all-reduce started on its own stream), each alone; "
            "overlap efficiency (T_seq − T_opt) / (T_seq − ideal).")
    cs = [fmt(res.get(("maco", f"car-{v}", 2), {}).get("checksum")) for v in ("seq", "opt", "comp", "comm")]
    head += f" Checksums seq/opt/comp/comm: {' / '.join(cs)} (expected 2 / 2 / 1 / 2)."
    if env.get("CAR_OPT_STARTS") == "0":
        head += (" Note: at these sizes maco-optimize kept the all-reduce blocking "
                 "(bench/gpu/build.sh found no all_reduce_start): T_opt is sequential too.")
    return head, out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("log")
    ap.add_argument("-o", "--output")
    a = ap.parse_args()
    res, tdev = parse_logs(a.log)
    env = read_env(a.log)
    gpu = machine_gpu(a.log) or tdev or "unknown device (no nvidia-smi line in machine.txt)"
    lines = [f"Device: {gpu}."]
    try:
        summary = open(os.path.join(a.log, "summary.txt"), errors="replace").read()
    except OSError:
        summary = ""
    if "record mode" in summary:
        lines.append("")
        lines.append("Record mode (no GPU: kernels and GEMMs do not run): the times below mean nothing; "
                     "this checks the scripts end to end.")
    for title, fn in (("Element-wise against the copy bandwidth", lambda: table_ew(res)),
                      ("Tensor-parallel MLP layer: maco against PyTorch eager", lambda: table_mlp(res, env)),
                      ("Chunked GEMM → all-reduce against unchunked", lambda: table_chunks(res)),
                      ("GEMM ∥ all-reduce on 2 ranks", lambda: table_car(res, env))):
        head, rows = fn()
        lines += ["", f"#### {title}", "", head, ""] + rows
    text = "\n".join(lines) + "\n"
    if a.output:
        open(a.output, "w").write(text)
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
