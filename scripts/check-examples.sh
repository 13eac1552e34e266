#!/usr/bin/env bash
# Type-checks the SwiftUI examples (Examples/SwiftUI/*.swift) on Linux, where SwiftUI does
# not exist, against the modules of the debug build: Waypoint, WaypointUI, and SwiftUICompat
# under the name SwiftUI.
#
#     scripts/check-examples.sh [--no-build]
#
# The examples `import SwiftUI`. Here that module is scripts/check-examples/SwiftUI.swift:
# it re-exports SwiftUICompat (the SwiftUI API WaypointUI uses, with Apple's iOS 17
# signatures) and declares the rest of the SwiftUI API the examples draw with. The examples
# are compiled as they are, in Swift 6 mode with warnings as errors, except that each
# `#Preview(...) {` line (a macro whose implementation ships with Xcode) becomes a main-actor
# value of the same closure, on the same line; diagnostics point at the examples' own lines.
#
# What this checks: every Waypoint and WaypointUI API the examples call, with its
# isolation and types, as the package builds today. What it cannot: that the examples'
# SwiftUI calls exist at iOS 17 as declared here; the Apple workflow
# (.github/workflows/apple.yml) type-checks the same files against Apple's SDKs.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

if [[ "${1:-}" != "--no-build" ]]; then
  swift build --target WaypointUI >/dev/null 2>&1 || {
    swift build --target WaypointUI 2>&1 | tail -30
    echo "check-examples: the package does not build" >&2
    exit 1
  }
fi
bin=$(swift build --show-bin-path)
modules="$bin/Modules"
[[ -d "$modules" ]] || modules="$bin"

out=.build/check-examples
rm -rf "$out"
mkdir -p "$out/Examples"

swiftc -emit-module -module-name SwiftUI -parse-as-library -swift-version 6 \
  -warnings-as-errors -I "$modules" -emit-module-path "$out/SwiftUI.swiftmodule" \
  scripts/check-examples/SwiftUI.swift

examples=(Examples/SwiftUI/*.swift)
copies=()
for example in "${examples[@]}"; do
  copy="$out/Examples/$(basename "$example")"
  {
    printf '#sourceLocation(file: "%s", line: 1)\n' "$root/$example"
    awk -v file="$(basename "$example" .swift)" '{
      if (match($0, /^#Preview(\(.*\))? *\{/)) {
        rest = substr($0, RLENGTH + 1)
        args = substr($0, 9, RLENGTH - 8)
        sub(/ *\{$/, "", args)
        if (args == "") args = "()"
        n += 1
        print "@MainActor let preview" n "Of" file " = ExamplePreview" args " {" rest
      } else {
        print
      }
    }' "$example"
  } >"$copy"
  copies+=("$copy")
done

status=0
swiftc -typecheck -swift-version 6 -warnings-as-errors -module-name Examples \
  -diagnostic-style llvm -I "$out" -I "$modules" "${copies[@]}" 2>&1 | sed "s|$root/||g" || status=$?
if [[ $status -ne 0 ]]; then
  echo "check-examples: Examples/SwiftUI does not type-check" >&2
  exit "$status"
fi
echo "Examples/SwiftUI: ${#examples[@]} files type-checked (Swift 6, warnings as errors)"
