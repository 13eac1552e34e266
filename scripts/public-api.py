#!/usr/bin/env python3
"""Counts the public API of the package's library modules from the symbol graph.

Runs `swift package dump-symbol-graph --minimum-access-level public` (skip it with
`--no-dump` to read the graphs of the last run), then prints, per module: the public
symbols (declarations written in the source and not deprecated; deprecated ones, and members
the compiler synthesizes, such as `!=` from `Equatable`, are counted apart), the public
types, and the public members of `Router` (its own and its extensions', each overload
counted, deprecated ones left out).

    python3 scripts/public-api.py            # summary
    python3 scripts/public-api.py --list     # also every type and every Router member
"""

import argparse
import collections
import glob
import json
import os
import platform
import subprocess
import sys

MODULES = ["Waypoint", "WaypointHost", "WaypointUI", "WaypointTesting", "WaypointDemoKit"]
TYPE_KINDS = {
    "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias",
    "swift.actor", "swift.associatedtype",
}
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def dump():
    env = dict(os.environ, SWIFTPM_ENABLE_PLUGINS="0")
    # Test modules cannot be dumped without a test build; their failure is not ours.
    subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def graph_dir():
    arch = platform.machine()
    found = sorted(glob.glob(os.path.join(ROOT, ".build", "*", "symbolgraph")))
    found = [d for d in found if arch in d] or found
    if not found:
        sys.exit("no symbol graphs under .build; run without --no-dump")
    return found[0]


def load(directory, module):
    """The module's own graph and the graphs of its extensions to other modules."""
    symbols, relationships = [], []
    files = [os.path.join(directory, module + ".symbols.json")]
    files += sorted(glob.glob(os.path.join(directory, module + "@*.symbols.json")))
    for path in files:
        if not os.path.exists(path):
            continue
        with open(path) as handle:
            graph = json.load(handle)
        symbols += graph.get("symbols", [])
        relationships += graph.get("relationships", [])
    return symbols, relationships


def is_synthesized(symbol):
    return "::SYNTHESIZED::" in symbol["identifier"]["precise"]


def is_deprecated(symbol):
    """Whether the symbol is deprecated (`@available(*, deprecated...)` or a version)."""
    return any(
        entry.get("isUnconditionallyDeprecated") or "deprecated" in entry
        for entry in symbol.get("availability", []))


def name(symbol):
    return ".".join(symbol["pathComponents"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-dump", action="store_true", help="read the last graphs")
    parser.add_argument("--list", action="store_true", help="list types and Router's members")
    args = parser.parse_args()
    if not args.no_dump:
        dump()
    directory = graph_dir()

    totals = collections.Counter()
    print(f"{'module':<18}{'symbols':>9}{'deprecated':>12}{'synthesized':>13}{'types':>7}")
    listings = {}
    router_members = None
    for module in MODULES:
        symbols, relationships = load(directory, module)
        public = [s for s in symbols if s.get("accessLevel") in ("public", "open")]
        written = [s for s in public if not is_synthesized(s)]
        own = [s for s in written if not is_deprecated(s)]
        deprecated = len(written) - len(own)
        types = sorted(name(s) for s in own if s["kind"]["identifier"] in TYPE_KINDS)
        synthesized = len(public) - len(written)
        print(f"{module:<18}{len(own):>9}{deprecated:>12}{synthesized:>13}{len(types):>7}")
        totals.update(
            symbols=len(own), deprecated=deprecated, synthesized=synthesized, types=len(types))
        listings[module] = types
        router = [s for s in own if s["pathComponents"] == ["Router"]
                  and s["kind"]["identifier"] == "swift.class"]
        if router:
            router_id = router[0]["identifier"]["precise"]
            by_id = {s["identifier"]["precise"]: s for s in own}
            router_members = sorted(
                name(by_id[r["source"]])[len("Router."):]
                for r in relationships
                if r["kind"] == "memberOf" and r["target"] == router_id and r["source"] in by_id)
    print(f"{'total':<18}{totals['symbols']:>9}{totals['deprecated']:>12}"
          f"{totals['synthesized']:>13}{totals['types']:>7}")
    if router_members is not None:
        print(f"\nRouter: {len(router_members)} public members")
        for member in router_members:
            print(f"  {member}")
    if args.list:
        for module, types in listings.items():
            print(f"\n{module} types ({len(types)}):")
            for type_name in types:
                print(f"  {type_name}")


if __name__ == "__main__":
    main()
