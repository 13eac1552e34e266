#!/usr/bin/env python3
"""Runs the benchmarks behind the README's performance goals several times, interleaved,
and prints the median of each goal's figure with the range of the runs.

    python3 scripts/bench-medians.py [--runs 5] [--bench PATH] [--out DIR]

A round runs `waypoint-bench ops`, `links`, `restoration` and `screens` once each, in
that order, with `--json`; the next round starts again with `ops`. A load that comes and
goes so weighs on every benchmark alike. Every ratio is taken within one run, where both
sides were measured in the same round-robin, and the table gives the median of those
ratios: a ratio is never made of two runs' figures.

Without --bench the benchmarks are built in release mode first (in Benchmarks/.build, or
--scratch-path DIR). --out keeps each run's JSON; the table goes to standard output.

The goal for registering 10,000 patterns is 5 ms on a machine where `6783d03` took 10:
with --baseline PATH (a `waypoint-bench` built from `6783d03`), each round also runs that
build's `links`, and the table gives this tree's time over that one's (goal: 0.5).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCHMARKS = ["ops", "links", "restoration", "screens"]


def link_row(run, n):
    """The `links` result for N = n."""
    return next(row for row in run["links"]["results"] if row["n"] == n)


def match_over_split(run, n):
    row = link_row(run, n)
    return row["match_ns"] / row["split_ns"]


def largest_over_smallest(run):
    matches = [row["match_ns"] for row in run["links"]["results"]]
    return max(matches) / min(matches)


def register_route_over_register(run, n):
    row = next(row for row in run["links"]["register_route"] if row["n"] == n)
    return row["register_route_ms"] / row["register_ms"]


def adversarial_fail(run, k):
    return next(row["fail_ns"] for row in run["links"]["adversarial"] if row["k"] == k)


def register_over_baseline(run):
    if "baseline_links" not in run:
        return None
    baseline = next(row for row in run["baseline_links"]["results"] if row["n"] == 10000)
    return link_row(run, 10000)["register_ms"] / baseline["register_ms"]


def screens_growth(run):
    lookup = run["screens"]["lookup_scope_ns"]
    return lookup["screens_32000"] / lookup["screens_2000"]


# (row, goal, the figure of one run, whether a figure meets the goal, format)
ROWS = [
    ("push + pop with an event observer / plain router, depth 1", "≤ 1.3",
     lambda r: r["ops"]["push_pop_over_pathrouter"]["depth_1"], lambda v: v <= 1.3, "{:.2f}"),
    ("  depth 1,000", "≤ 1.3",
     lambda r: r["ops"]["push_pop_over_pathrouter"]["depth_1000"], lambda v: v <= 1.3, "{:.2f}"),
    ("  depth 100,000", "≤ 1.3",
     lambda r: r["ops"]["push_pop_over_pathrouter"]["depth_100000"], lambda v: v <= 1.3,
     "{:.2f}"),
    ("push + pop with an event observer, ns, depth 1,000", "",
     lambda r: r["ops"]["push_pop_ns"]["depth_1000"], None, "{:.0f}"),
    ("plain router push + pop, ns, depth 1,000", "",
     lambda r: r["ops"]["pathrouter_ns"]["depth_1000"], None, "{:.0f}"),
    ("push + pop without an event observer / plain router, depth 1", "≤ 1.0",
     lambda r: r["ops"]["push_pop_no_event_observer_over_pathrouter"]["depth_1"],
     lambda v: v <= 1.0, "{:.2f}"),
    ("  depth 1,000", "≤ 1.0",
     lambda r: r["ops"]["push_pop_no_event_observer_over_pathrouter"]["depth_1000"],
     lambda v: v <= 1.0, "{:.2f}"),
    ("  depth 100,000", "≤ 1.0",
     lambda r: r["ops"]["push_pop_no_event_observer_over_pathrouter"]["depth_100000"],
     lambda v: v <= 1.0, "{:.2f}"),
    ("re-armed every pair / plain router re-armed (each view reads `depth`)", "≤ 1.5",
     lambda r: r["ops"]["rearmed_over_pathrouter"], lambda v: v <= 1.5, "{:.2f}"),
    ("  the router's view also reading another stack", "",
     lambda r: r["ops"].get("rearmed_reading_other_stack_over_pathrouter"), None, "{:.2f}"),
    ("heap per entry, bytes (Waypoint)", "≤ 56",
     lambda r: r["ops"]["memory_bytes_per_entry"]["waypoint"], lambda v: v <= 56, "{:.1f}"),
    ("heap per entry, bytes (plain router)", "",
     lambda r: r["ops"]["memory_bytes_per_entry"]["pathrouter"], None, "{:.1f}"),
    ("readers fired by a push (of 14)", "changed stack + depth",
     lambda r: r["ops"]["readers_fired_on_push"]["fired"], lambda v: v <= 3, "{:.0f}"),
    ("recorder attached / observer only, depth 1,000", "≤ 1.15",
     lambda r: r["ops"]["recorder"]["over_observer_only"]["depth_1000"], lambda v: v <= 1.15,
     "{:.2f}"),
    ("snapshot encode + decode / plain JSON", "≤ 1.0",
     lambda r: r["restoration"]["snapshot_ns"] / r["restoration"]["floor_ns"],
     lambda v: v <= 1.0, "{:.2f}"),
    ("link match / split, N = 10", "≤ 0.45",
     lambda r: match_over_split(r, 10), lambda v: v <= 0.45, "{:.2f}"),
    ("  N = 100", "≤ 0.45", lambda r: match_over_split(r, 100), lambda v: v <= 0.45, "{:.2f}"),
    ("  N = 1,000", "≤ 0.45",
     lambda r: match_over_split(r, 1000), lambda v: v <= 0.45, "{:.2f}"),
    ("  N = 10,000", "≤ 0.45",
     lambda r: match_over_split(r, 10000), lambda v: v <= 0.45, "{:.2f}"),
    ("link match, largest / smallest N", "≤ 1.3",
     largest_over_smallest, lambda v: v <= 1.3, "{:.2f}"),
    ("register 10,000 patterns, ms", "",
     lambda r: link_row(r, 10000)["register_ms"], None, "{:.2f}"),
    ("register 10,000 patterns / the same at 6783d03", "≤ 0.5",
     register_over_baseline, lambda v: v <= 0.5, "{:.2f}"),
    ("registerRoute / register, 4,000 patterns", "≤ 2",
     lambda r: register_route_over_register(r, 4000), lambda v: v <= 2, "{:.2f}"),
    ("failing link, 4^k patterns, ns, k = 6", "bounded",
     lambda r: adversarial_fail(r, 6), None, "{:.0f}"),
    ("  k = 8", "bounded", lambda r: adversarial_fail(r, 8), None, "{:.0f}"),
    ("scope lookup, 32,000 / 2,000 screens", "≤ 2",
     screens_growth, lambda v: v <= 2, "{:.2f}"),
    ("index heap per entry, bytes, 32,000 screens", "",
     lambda r: r["screens"]["index_bytes_per_entry"]["screens_32000"], None, "{:.1f}"),
]


def build(scratch):
    command = ["swift", "build", "-c", "release", "--package-path",
               os.path.join(ROOT, "Benchmarks")]
    if scratch:
        command += ["--scratch-path", scratch]
    subprocess.run(command, check=True, stdout=sys.stderr)
    path = subprocess.run(command + ["--show-bin-path"], check=True, capture_output=True,
                          text=True).stdout.strip()
    return os.path.join(path, "waypoint-bench")


def run_once(bench, name):
    output = subprocess.run([bench, name, "--json"], check=True, capture_output=True,
                            text=True).stdout
    lines = [line for line in output.splitlines() if line.strip()]
    if not lines:
        sys.exit(f"waypoint-bench {name} printed nothing: run it alone to see why")
    return json.loads(lines[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--bench", help="a built waypoint-bench; built when not given")
    parser.add_argument("--scratch-path", help="where to build the benchmarks")
    parser.add_argument("--out", help="a directory for each run's JSON")
    parser.add_argument("--baseline", help="a waypoint-bench built from 6783d03")
    arguments = parser.parse_args()
    if arguments.runs < 1:
        sys.exit("--runs must be at least 1")
    bench = arguments.bench or build(arguments.scratch_path)
    runs = []
    for index in range(arguments.runs):
        run = {}
        for name in BENCHMARKS:
            print(f"round {index + 1} of {arguments.runs}: {name}", file=sys.stderr)
            run[name] = run_once(bench, name)
            if name == "links" and arguments.baseline:
                print(f"round {index + 1} of {arguments.runs}: links at 6783d03",
                      file=sys.stderr)
                run["baseline_links"] = run_once(arguments.baseline, "links")
        runs.append(run)
        if arguments.out:
            os.makedirs(arguments.out, exist_ok=True)
            with open(os.path.join(arguments.out, f"run-{index + 1}.json"), "w") as file:
                json.dump(run, file, indent=1)
    print(f"| measure | goal | median of {len(runs)} | runs (lowest–highest) | met |")
    print("|---|---|---|---|---|")
    for label, goal, figure, meets, form in ROWS:
        values = [value for value in (figure(run) for run in runs) if value is not None]
        if not values:
            continue
        median = statistics.median(values)
        spread = f"{form.format(min(values))}–{form.format(max(values))}"
        met = "" if meets is None else ("yes" if meets(median) else "no")
        print(f"| {label} | {goal} | {form.format(median)} | {spread} | {met} |")


if __name__ == "__main__":
    main()
