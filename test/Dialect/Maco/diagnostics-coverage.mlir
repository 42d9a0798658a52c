// RUN: python3 %maco_src_root/scripts/check-diagnostics.py %maco_src_root
