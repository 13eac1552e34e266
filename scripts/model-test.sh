#!/usr/bin/env bash
# Runs the reference-model test (Tests/WaypointTests/ModelTests*.swift) over a range of
# seeds: every seed is 25,000 random actions on a tree of tabs and 25,000 on a tree whose
# content is a split container (selections, layout, width changes, sheets, a split in a
# sheet), each checked against a simple model of the tree and against observation trackers
# that must fire exactly when what they read changed.
#
#   scripts/model-test.sh [first-last] [debug|release]    # default: 1-40 (1,000,000 actions), debug
#
# A failure names its seed and step; rerun that seed alone with `scripts/model-test.sh 104-104`.
# The release build is a scratch path of its own (.build/model-release), built with testing
# enabled, so the plain debug build is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."

seeds="${1:-1-40}"
configuration="${2:-debug}"
case "$seeds" in
  *[!0-9-]* | "" ) echo "seeds must be first-last, for example 1-40" >&2; exit 2 ;;
esac
first="${seeds%%-*}"
last="${seeds##*-}"
echo "model test: seeds $first-$last, 25,000 actions each on tabs and on a split container," \
  "$(( (last - first + 1) * 25000 )) of each ($configuration)"

export WAYPOINT_MODEL_SEEDS="$first-$last"
args=(--filter 'WaypointTests.ModelTests')
if [ "$configuration" = release ]; then
  args+=(-c release -Xswiftc -enable-testing --scratch-path .build/model-release)
fi
start=$(date +%s)
swift test "${args[@]}"
echo "model test: seeds $first-$last passed in $(( $(date +%s) - start )) s (build included)"
