#!/usr/bin/env python3
"""Measured (MACO_TRACE, rank 0) vs predicted (maco-estimate) timeline of
one step of the optimized tensor-parallel MLP, as gnuplot data and an SVG.

usage: timeline.py MEASURED.rank0.json PREDICTED.json CHUNKS OUT.svg
"""
import json
import subprocess
import sys

meas_file, pred_file, chunks, out_svg = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
meas = [e for e in json.load(open(meas_file))["traceEvents"] if e.get("ph") == "X"]
pred = json.load(open(pred_file))["traceEvents"]
# Predicted: the process of @step.
pid = next(e["pid"] for e in pred if e.get("ph") == "M" and e["name"] == "process_name"
           and e["args"]["name"].startswith("@step"))
pred = [e for e in pred if e.get("ph") == "X" and e["pid"] == pid and e["name"] != "maco.wait"]
# Measured: the last step = the last `chunks` all-reduces and the 2*chunks
# GEMMs before them (two matmuls per chunk).
ar = sorted((e for e in meas if e["name"] == "all_reduce"), key=lambda e: e["ts"])[-chunks:]
gemms = sorted((e for e in meas if e["name"] == "gemm" and e["ts"] < ar[-1]["ts"]), key=lambda e: e["ts"])[-2 * chunks:]
t0 = gemms[0]["ts"]
pt0 = min(e["ts"] for e in pred if e["tid"] == 0 and "matmul" in e["name"])
rows = []
for e in gemms + ar:
    lane = 3 if e["name"] == "gemm" else 2
    rows.append((lane, (e["ts"] - t0) / 1000, e["dur"] / 1000))
for e in pred:
    if e["tid"] == 0 and "matmul" not in e["name"] and "generic" not in e["name"]:
        continue
    lane = 1 if e["tid"] == 0 else 0
    rows.append((lane, (e["ts"] - pt0) / 1000, e["dur"] / 1000))
with open(out_svg + ".dat", "w") as f:
    for lane, start, dur in rows:
        if start >= -1:
            f.write(f"{start + dur / 2:.4f} {lane} {dur / 2:.4f} 0.35\n")
span = max(s + d for _, s, d in rows)
gp = f"""
set terminal svg size 760,300
set output "{out_svg}"
set title "tensor-parallel MLP, one step, {chunks} chunks: measured (rank 0) vs predicted"
set xlabel "ms since the step's first matmul"
set ytics ("predicted comm" 0, "predicted compute" 1, "measured comm" 2, "measured compute" 3)
set yrange [-0.7:3.7]; set xrange [0:{span * 1.05:.2f}]; set grid x
set style fill solid 0.6 border
plot "{out_svg}.dat" using 1:2:3:4 with boxxyerror notitle
"""
subprocess.run(["gnuplot"], input=gp, text=True, check=True)
m_step = max(e["ts"] + e["dur"] for e in gemms + ar) - t0
p_step = max(e["ts"] + e["dur"] for e in pred) - pt0
print(f"measured step {m_step / 1000:.1f} ms, predicted {p_step / 1000:.1f} ms")
