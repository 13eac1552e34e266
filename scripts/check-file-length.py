#!/usr/bin/env python3
"""Fails when a Swift source file is longer than 500 lines.

    python3 scripts/check-file-length.py               # every module under Sources/
    python3 scripts/check-file-length.py PATH ...      # files or folders
    python3 scripts/check-file-length.py --self-test   # the rule, on temporary files

A file of 500 lines or fewer can be read in one sitting; a longer one holds more than one
idea and is split, one type or one feature per file (see scripts/check-file-per-type.py),
in a folder named after the concept the files share. Every `.swift` file counts, its
comments and blank lines included: a line is a line to its reader.

Sources/SwiftUICompat is skipped: it mirrors the files of Apple's SwiftUI API, not ours.
So is .build.

Prints one line per long file, `file: N lines, more than 500; split it`, and exits 1 when
there is any; exits 0 and prints nothing otherwise.
"""

import os
import sys
import tempfile

from source_checks import compare, run, swift_files, write_tree

MAXIMUM = 500


def line_count(source):
    """The number of lines of `source`, a last line without a newline included."""
    return source.count("\n") + (1 if source and not source.endswith("\n") else 0)


def check(paths):
    """Every file under `paths` longer than the maximum, as `file: message` lines."""
    lines = []
    for path in swift_files(paths):
        with open(path, encoding="utf-8") as file:
            count = line_count(file.read())
        if count > MAXIMUM:
            lines.append(f"{path}: {count} lines, more than {MAXIMUM}; split it")
    return lines


def self_test():
    """Checks the rule on temporary files; returns whether it held."""
    cases = {
        # Caught: one line over, with or without a newline at the end.
        "Sources/M/Long.swift": "let x = 1\n" * (MAXIMUM + 1),
        "Sources/M/Nested/LongNoNewline.swift": "let x = 1\n" * MAXIMUM + "let y = 2",
        # Accepted: exactly the maximum, blank lines and comments included.
        "Sources/M/Exact.swift": "// A comment.\n\n" * (MAXIMUM // 2),
        "Sources/M/Empty.swift": "",
        # Not Swift: not checked.
        "Sources/M/Notes.md": "text\n" * (MAXIMUM + 1),
        # Skipped: the mirror of Apple's SwiftUI files, and build products.
        "Sources/SwiftUICompat/View.swift": "public protocol View {}\n" * (MAXIMUM + 1),
        "Sources/.build/Generated.swift": "let x = 1\n" * (MAXIMUM + 1),
    }
    expected = {
        ("Sources/M/Long.swift", MAXIMUM + 1),
        ("Sources/M/Nested/LongNoNewline.swift", MAXIMUM + 1),
    }
    with tempfile.TemporaryDirectory() as root:
        write_tree(root, cases)
        found = set()
        for line in check([os.path.join(root, "Sources")]):
            path, message = line.split(": ", 1)
            found.add((os.path.relpath(path, root), int(message.split()[0])))
    return compare(
        expected, found, lambda item: "%s (%d lines)" % item,
        f"{len(expected)} long files caught, nothing else reported")


def main(arguments):
    return run(
        arguments, __doc__, check, self_test,
        lambda count: f"{count} files are longer than {MAXIMUM} lines")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
