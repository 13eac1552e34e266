#!/usr/bin/env bash
# Runs the engine tests under AddressSanitizer and ThreadSanitizer (Linux).
#
#   scripts/sanitize.sh [address] [thread]      # both when no sanitizer is named
#
# Each sanitizer builds in its own scratch path (.build/asan, .build/tsan), so the plain
# debug build is left alone and reruns are incremental. The tests run are those matching
# SANITIZE_FILTER (default: the WaypointTests and WaypointHostTests targets, the engine's
# and the host logic's tests; set it to an empty string to run every test target). Exits
# non-zero when a test fails or a sanitizer reports anything; the full log of each run is
# kept as .build/<scratch>/sanitize.log.
set -euo pipefail
cd "$(dirname "$0")/.."

export SWIFTPM_ENABLE_PLUGINS=0
# Any report fails the run: ASan stops at its first error; TSan reports every race, then
# exits with 66 so the run fails. LeakSanitizer stays off: Swift keeps enum tags in the
# spare bits of pointers (a `Data` in an array, for one), which hides live objects from
# it, and XCTest's own harness does not free its suites at exit, so it reports leaks that
# are not there.
export ASAN_OPTIONS="${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=0}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0:exitcode=66:second_deadlock_stack=1}"

filter="${SANITIZE_FILTER-(WaypointTests|WaypointHostTests)\.}"
# The differential test of deferred calls compares 10,000 random sequences in a plain run;
# under a sanitizer, which is many times slower, 1,000 are enough to find a race.
export WAYPOINT_DEFERRED_SEQUENCES="${WAYPOINT_DEFERRED_SEQUENCES:-1000}"
# Sanitizers make every frame several times larger: the tests that run operations on a
# 512 KB stack (a debug build's budget, checked by the plain test run) get 2 MB here.
export WAYPOINT_SMALL_STACK_KB="${WAYPOINT_SMALL_STACK_KB:-2048}"
if [ "$#" -eq 0 ]; then set -- address thread; fi

status=0
for sanitizer in "$@"; do
  case "$sanitizer" in
    address) scratch=.build/asan ;;
    thread) scratch=.build/tsan ;;
    *)
      echo "unknown sanitizer \"$sanitizer\"; use address or thread" >&2
      exit 2
      ;;
  esac
  mkdir -p "$scratch"
  log="$scratch/sanitize.log"
  build=(--sanitize="$sanitizer" --scratch-path "$scratch")
  tests=("${build[@]}" --skip-build)
  if [ -n "$filter" ]; then tests+=(--filter "$filter"); fi

  printf '\n== %s sanitizer: build\n' "$sanitizer"
  start=$SECONDS
  swift build --build-tests "${build[@]}" 2>&1 | tee "$log"
  built=$((SECONDS - start))

  printf '\n== %s sanitizer: test\n' "$sanitizer"
  start=$SECONDS
  set +e
  swift test "${tests[@]}" 2>&1 | tee -a "$log"
  result=${PIPESTATUS[0]}
  set -e
  tested=$((SECONDS - start))

  # A report that did not change the exit status (a leak at exit, a race in a test that
  # passed) still fails the run.
  if grep -Eq '^(==[0-9]+==)?(ERROR|WARNING): (Address|Thread|Leak|UndefinedBehavior)Sanitizer' "$log" \
    || grep -q '^SUMMARY: .*Sanitizer' "$log"; then
    echo "== $sanitizer sanitizer: reports found; see $log" >&2
    result=1
  fi
  if [ "$result" -ne 0 ]; then
    echo "== $sanitizer sanitizer: FAILED (exit $result)" >&2
    status=1
  fi
  printf '== %s sanitizer: build %d s, test %d s, %s\n' "$sanitizer" "$built" "$tested" \
    "$([ "$result" -eq 0 ] && echo clean || echo 'NOT clean')"
done
exit "$status"
