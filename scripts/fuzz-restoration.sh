#!/usr/bin/env bash
# Fuzzes snapshot restoration with libFuzzer for N seconds (default 60).
#
#   scripts/fuzz-restoration.sh [seconds] [extra libFuzzer flags…]
#
# Builds Fuzz/Restoration/FuzzRestoration.swift with the engine's sources and the route
# types the tests share (Tests/WaypointTestSupport/SavedRoutes.swift, plain Swift) using
# `swiftc -sanitize=fuzzer,address`, seeds a corpus with valid snapshots from
# Fuzz/Restoration/corpus, and runs. Crashes are written to .build/fuzz/ as crash-*; rerun
# one with `.build/fuzz/fuzz-restoration .build/fuzz/crash-…`.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
out=.build/fuzz
mkdir -p "$out/corpus"
cp Fuzz/Restoration/corpus/* "$out/corpus/" 2>/dev/null || true

sources=$(find Sources/Waypoint -name '*.swift' | sort)
echo "building $out/fuzz-restoration"
swiftc -swift-version 6 -O -sanitize=fuzzer,address -parse-as-library -module-name Waypoint \
  -package-name Waypoint \
  $sources Tests/WaypointTestSupport/SavedRoutes.swift Fuzz/Restoration/FuzzRestoration.swift \
  -o "$out/fuzz-restoration"

echo "fuzzing for ${seconds}s"
"$out/fuzz-restoration" "$out/corpus" -max_total_time="$seconds" -max_len=4096 \
  -dict=Fuzz/Restoration/snapshot.dict -artifact_prefix="$out/" -print_final_stats=1 "$@"
