"""What the source checks share: the Swift files they read, the temporary tree their
self-tests write, how a self-test compares what it found with what it expected, and the
command line they all take.

Used by scripts/check-file-per-type.py and scripts/check-file-length.py; not a command.
"""

import os
import sys

SKIPPED_FOLDERS = {"SwiftUICompat", ".build"}


def swift_files(paths):
    """Every `.swift` file under `paths` (files or folders), skipping SwiftUICompat and
    .build, in a stable order."""
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for folder, subfolders, files in os.walk(path):
            subfolders[:] = sorted(d for d in subfolders if d not in SKIPPED_FOLDERS)
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(folder, name)


def write_tree(root, cases):
    """Writes each `relative path: text` of `cases` under `root`."""
    for relative, text in cases.items():
        path = os.path.join(root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)


def compare(expected, found, describe, caught):
    """Prints what a self-test missed and what it wrongly reported, each item formatted by
    `describe`, or the line `caught` when neither; returns whether nothing differed."""
    passed = True
    for miss in sorted(expected - found):
        print("self-test: not caught: " + describe(miss))
        passed = False
    for extra in sorted(found - expected):
        print("self-test: wrongly reported: " + describe(extra))
        passed = False
    if passed:
        print("self-test: " + caught)
    return passed


def run(arguments, usage, check, self_test, summary):
    """The command line of a check: `--self-test`, or the paths to check (by default every
    module under Sources/). Prints each line `check` returns, then `summary(count)` when
    there is any; returns the exit status."""
    if arguments == ["--self-test"]:
        return 0 if self_test() else 1
    if any(a.startswith("-") for a in arguments):
        print("\n".join(usage.strip().splitlines()[2:5]), file=sys.stderr)
        return 2
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    paths = arguments or [os.path.relpath(os.path.join(root, "Sources"))]
    lines = check(paths)
    for line in lines:
        print(line)
    if lines:
        print(summary(len(lines)))
        return 1
    return 0
