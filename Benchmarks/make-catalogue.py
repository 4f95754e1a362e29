#!/usr/bin/env python3
"""Writes a catalogue manifest of N jobs of six tags each, for Benchmarks/catalogue.sh.

usage: Benchmarks/make-catalogue.py N yaml|jsonl > manifest.{yaml,jsonl}

Each job draws 6 consecutive names of Benchmarks/Data/pypi_top3000.txt, starting at a
different place, to out/NNNNNNN.png at 300 px; the defaults give the width. YAML is a
block list of flow mappings, JSON Lines a defaults line and a line per job.
"""
import json
import os
import sys

count, form = int(sys.argv[1]), sys.argv[2]
here = os.path.dirname(os.path.abspath(__file__))
names = [line.strip() for line in open(os.path.join(here, "Data", "pypi_top3000.txt")) if line.strip()]
out = sys.stdout
if form == "yaml":
    out.write("defaults: {width: 300}\njobs:\n")
elif form == "jsonl":
    out.write('{"defaults": {"width": 300}}\n')
else:
    sys.exit("usage: make-catalogue.py N yaml|jsonl")
for i in range(count):
    start = (i * 37) % (len(names) - 6)
    tags = json.dumps(names[start:start + 6])
    output = f"out/{i // 10000:03d}/{i:07d}.png"
    if form == "yaml":
        out.write(f"  - {{output: {output}, tags: {tags}}}\n")
    else:
        out.write(f'{{"output": "{output}", "tags": {tags}}}\n')
