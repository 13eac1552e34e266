#!/usr/bin/env bash
# Fuzzes deep-link parsing with libFuzzer for a given number of seconds (default 60).
#
#   scripts/fuzz-links.sh [seconds] [extra libFuzzer options…]
#
# Compiles Fuzz/Links/FuzzLinks.swift with the engine's sources using
# `swiftc -sanitize=fuzzer,address`, seeds a corpus with a few links, and runs the fuzzer.
# Exits non-zero when the fuzzer finds a crash (the input is saved as
# .build/fuzz/crash-*; rerun it with `.build/fuzz/fuzz-links <file>`).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
out=.build/fuzz
mkdir -p "$out/corpus"

sources=$(find Sources/Waypoint -name '*.swift' | sort)
echo "== building $out/fuzz-links"
# shellcheck disable=SC2086
swiftc -sanitize=fuzzer,address -use-ld=lld -parse-as-library -swift-version 6 -O -g \
  -package-name Waypoint \
  -module-name WaypointFuzz $sources Fuzz/Links/FuzzLinks.swift -o "$out/fuzz-links"

i=0
for link in "myapp://users/42" "myapp://a/static/y" "https://example.com/users/1?tab=a" \
  "myapp://home/profile/3/settings?sheet=compose/about" "myapp://files/a%2Fb/c" \
  "myapp://section1/7/items/9/edit?q=x+y" "users/:id/**rest" "myapp://users/devxoul" \
  "https://shop.example.com:443/items/7?tag=a&tag[]=b#top" "http://localhost:8080/v1/x" \
  "https://a.b.example.org/open/1" "myapp://%C3%84pfel/1" "myapp://n/2.5" \
  "myapp://search?q=x&tag=a&tag%5B%5D=b#f" "myapp://home/item/3/search?sheet=item/4" \
  "https://*.example.com/:id<Int>/**rest" "[::1]:8443"; do
  printf '%s' "$link" >"$out/corpus/seed-$i"
  i=$((i + 1))
done

echo "== fuzzing for $seconds s"
"$out/fuzz-links" "$out/corpus" -dict=Fuzz/Links/links.dict -max_total_time="$seconds" \
  -max_len=4096 -artifact_prefix="$out/" -print_final_stats=1 "$@"
