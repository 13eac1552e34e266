#!/usr/bin/env bash
# Runs the presentation model test (Tests/WaypointHostTests/PresentationModelTests.swift)
# longer than `swift test` does: every combination of platform timings (16), both tree
# shapes, each seed, CHANGES random changes per run, checked against a simulated presenter
# with UIKit's rules. Prints the counts per combination.
#
#   scripts/presentation-model.sh [first-last] [changes]
#       # default: seeds 1-16, 1,600 changes per run: 51,200 changes per combination
#
# It runs the debug build: the test macros do not build with optimization on this toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."

seeds="${1:-1-16}"
changes="${2:-1600}"
case "$seeds" in
  *[!0-9-]* | "") echo "seeds must be first-last, for example 1-8" >&2; exit 2 ;;
esac
first="${seeds%%-*}"
last="${seeds##*-}"
echo "presentation model: seeds $first-$last, $changes changes per run," \
  "$(( (last - first + 1) * changes * 2 )) changes per combination"

export WAYPOINT_PRESENTATION_SEEDS="$first-$last" WAYPOINT_PRESENTATION_CHANGES="$changes"
args=(--filter 'WaypointHostTests.PresentationModelTests')
start=$(date +%s)
swift test "${args[@]}" 2>&1 | grep -E "presentation model|Test run|error"
echo "presentation model: passed in $(( $(date +%s) - start )) s (build included)"
