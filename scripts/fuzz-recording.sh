#!/usr/bin/env bash
# Fuzzes reading navigation recordings with libFuzzer for N seconds (default 60).
#
#   scripts/fuzz-recording.sh [seconds] [extra libFuzzer flags…]
#
# Builds Fuzz/Recording/FuzzRecording.swift with the engine's sources and the route types
# the tests share (Tests/WaypointTestSupport/SavedRoutes.swift, plain Swift) using
# `swiftc -sanitize=fuzzer,address`, seeds a corpus of its own with the valid recordings in
# Fuzz/Recording/corpus, and runs. Crashes, timeouts and out-of-memory inputs are written to
# .build/fuzz/ as crash-*, timeout-* and oom-*; rerun one with
# `.build/fuzz/fuzz-recording .build/fuzz/crash-…`.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
out=.build/fuzz
mkdir -p "$out/recording-corpus"
cp Fuzz/Recording/corpus/* "$out/recording-corpus/" 2>/dev/null || true

sources=$(find Sources/Waypoint -name '*.swift' | sort)
echo "building $out/fuzz-recording"
# shellcheck disable=SC2086
swiftc -swift-version 6 -O -sanitize=fuzzer,address -parse-as-library -module-name Waypoint \
  -package-name Waypoint \
  $sources Tests/WaypointTestSupport/SavedRoutes.swift Fuzz/Recording/FuzzRecording.swift \
  -o "$out/fuzz-recording"

echo "fuzzing for ${seconds}s"
# libFuzzer reports a crash itself (and keeps its input); Swift's backtracer would only
# slow that down.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
"$out/fuzz-recording" "$out/recording-corpus" -max_total_time="$seconds" -max_len=8192 \
  -timeout=10 -rss_limit_mb=2048 -dict=Fuzz/Recording/recording.dict -artifact_prefix="$out/" \
  -print_final_stats=1 "$@"
