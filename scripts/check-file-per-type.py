#!/usr/bin/env python3
"""Fails when a public type is declared in a file that is not named after it.

    python3 scripts/check-file-per-type.py               # every module under Sources/
    python3 scripts/check-file-per-type.py PATH ...      # files or folders
    python3 scripts/check-file-per-type.py --self-test   # the rules, on temporary files

One public type per file, the file named after it, as apple/swift-collections does: a
public or open top-level `struct`, `class`, `enum`, `protocol` or `actor` named `Name` is
declared in `Name.swift`, or in `Name+Feature.swift` (the base name of a file is its name
before the first `+` and before `.swift`). So a reader who knows a type's name knows its
file, and a file's name says what it holds.

What the check accepts:
- nested types (declared inside a type or inside an extension of it) stay with their
  parent: only declarations at file scope are checked;
- types that are not public or open (internal, package, fileprivate, private) may live
  beside the code that uses them;
- extensions are not declarations of a type: `public extension Router` may be in any file
  (name it `Router+Feature.swift` by convention; this check does not enforce that);
- a public `typealias` is a public name like a type and follows the same rule, except a
  deprecated or unavailable one (`@available(*, deprecated, renamed: "NewName")`), kept so
  that an old spelling still compiles: it may stay in the file of the type it names
  (`NewName.swift`, `NewName+Feature.swift`) as well as in a file of its own;
- every module keeps its deprecated spellings in a file named `Deprecations.swift`: there,
  any public declaration marked deprecated, unavailable or obsoleted (`@available(*,
  deprecated, renamed: "NewName") public typealias OldName = NewName`, a deprecated public
  type) is accepted, whatever its name; a public declaration there that is not deprecated
  follows the rule above.

Sources/SwiftUICompat is skipped: it mirrors the files of Apple's SwiftUI API, not ours.

The check reads code only: comments and the text of string literals (plain, multi-line,
raw) are blanked first, and what lies inside braces is nested. Prints one line per
misplaced type, `file:line: public struct Name is declared in File.swift; move it to
Name.swift`, and exits 1 when there is any; exits 0 and prints nothing otherwise.
"""

import os
import re
import sys
import tempfile

from source_checks import compare, run, swift_files, write_tree

KINDS = ("struct", "class", "enum", "protocol", "actor", "typealias")
# The file of a module's deprecated spellings, in any folder of the module.
DEPRECATIONS = "Deprecations.swift"

# Attributes and modifiers that may stand before a type's keyword, in any order.
ATTRIBUTE = r"@[A-Za-z_][\w.]*(?:\s*\((?:[^()]|\([^()]*\))*\))?"
MODIFIER = (
    r"(?:public|open|package|internal|fileprivate|private|final|indirect|nonisolated"
    r"|nonisolated\(unsafe\)|(?:public|open|package|internal|fileprivate|private)\(set\))"
)
DECLARATION = re.compile(
    r"(?<![\w.@])(?P<prefix>(?:(?:" + ATTRIBUTE + r"|" + MODIFIER + r")\s+)+)"
    r"(?P<kind>" + "|".join(KINDS) + r")\s+(?P<name>[A-Za-z_]\w*|`[^`]+`)"
)
DEPRECATED = re.compile(r"@available\s*\([^)]*\b(?:deprecated|unavailable|obsoleted)\b")
TARGET = re.compile(r"\s*(?:<[^=]*>)?\s*=\s*(?P<target>[A-Za-z_][\w.]*)")


def blank(source):
    """`source` with comments and the text of string literals replaced by spaces (newlines
    kept, so offsets and line numbers do not move). String delimiters stay; the code of an
    interpolation stays too."""
    out = list(source)
    n = len(source)

    def erase(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    def code(i, in_interpolation):
        """Reads code from `i`; inside an interpolation, until its closing parenthesis.
        Returns the offset after what it read."""
        parens = 0
        while i < n:
            c = source[i]
            if source.startswith("//", i):
                end = source.find("\n", i)
                end = n if end < 0 else end
                erase(i, end)
                i = end
            elif source.startswith("/*", i):
                start, depth, i = i, 1, i + 2
                while i < n and depth:
                    if source.startswith("/*", i):
                        depth, i = depth + 1, i + 2
                    elif source.startswith("*/", i):
                        depth, i = depth - 1, i + 2
                    else:
                        i += 1
                erase(start, i)
            elif c == '"' or (c == "#" and re.match(r'#+"', source[i:i + 64])):
                i = string(i)
            elif in_interpolation and c == "(":
                parens, i = parens + 1, i + 1
            elif in_interpolation and c == ")":
                if parens == 0:
                    return i + 1
                parens, i = parens - 1, i + 1
            else:
                i += 1
        return i

    def string(i):
        """Reads a string literal starting at `i` (its `#`s or its quote); returns the
        offset after it."""
        hashes = 0
        while source[i] == "#":
            hashes, i = hashes + 1, i + 1
        multiline = source.startswith('"""', i)
        quote = '"""' if multiline else '"'
        i += len(quote)
        close = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        start = i
        while i < n:
            if source.startswith(escape, i):
                after = i + len(escape)
                if after < n and source[after] == "(":
                    erase(start, i)
                    i = code(after + 1, True)
                    start = i
                else:
                    i = after + 1
            elif source.startswith(close, i):
                erase(start, i)
                return i + len(close)
            elif source[i] == "\n" and not multiline:
                break  # an unterminated literal: the compiler reports it, not this check
            else:
                i += 1
        erase(start, i)
        return i

    code(0, False)
    return "".join(out)


def file_scope(code):
    """`code` (already blanked) with everything inside braces replaced by spaces."""
    out = []
    depth = 0
    for c in code:
        if c == "{":
            depth += 1
            out.append(" ")
        elif c == "}":
            depth = max(depth - 1, 0)
            out.append(" ")
        elif depth and c != "\n":
            out.append(" ")
        else:
            out.append(c)
    return "".join(out)


def base_name(path):
    name = os.path.basename(path)
    if name.endswith(".swift"):
        name = name[: -len(".swift")]
    return name.split("+", 1)[0]


def violations(path, source):
    """(line, message) for each public top-level type of `source` misplaced in `path`."""
    scope = file_scope(blank(source))
    base = base_name(path)
    found = []
    for match in DECLARATION.finditer(scope):
        words = re.findall(r"@?[A-Za-z_]\w*", re.sub(ATTRIBUTE, " ", match["prefix"]))
        if "public" not in words and "open" not in words:
            continue
        name = match["name"].strip("`")
        if name == base:
            continue
        deprecated = DEPRECATED.search(match["prefix"]) is not None
        if deprecated and os.path.basename(path) == DEPRECATIONS:
            continue
        allowed = [name]
        if match["kind"] == "typealias" and deprecated:
            target = TARGET.match(scope, match.end())
            if target:
                replacement = target["target"].split(".")[-1]
                if replacement == base:
                    continue
                allowed.append(replacement)
        if deprecated:
            allowed.append(DEPRECATIONS[: -len(".swift")])
        line = source.count("\n", 0, match.start("kind")) + 1
        expected = " or ".join(f"{a}.swift" for a in allowed)
        found.append(
            (line, f"public {match['kind']} {name} is declared in "
             f"{os.path.basename(path)}; move it to {expected}")
        )
    return found


def check(paths):
    """Every violation under `paths`, as `file:line: message` lines."""
    lines = []
    for path in swift_files(paths):
        with open(path, encoding="utf-8") as file:
            source = file.read()
        for line, message in violations(path, source):
            lines.append(f"{path}:{line}: {message}")
    return lines


def self_test():
    """Checks the rules on temporary files; returns whether they all held."""
    cases = {
        # Caught: a public type in another type's file, whatever its kind and modifiers.
        "Sources/M/Wrong.swift": (
            "public struct Wrong {}\n"
            "public struct Misplaced {}\n"
            "@MainActor\npublic final class Model<Value: Sendable> {}\n"
            "open class Base {}\n"
            "public enum Kind: String { case a }\n"
            "public protocol Shape {}\n"
            "public actor Worker {}\n"
            "public indirect enum Tree { case leaf }\n"
            "final public class Ordered {}\n"
        ),
        # Accepted: nested types, extensions, internal types, text in comments and strings.
        "Sources/M/Parent.swift": (
            "/// A parent.\n"
            "public struct Parent {\n"
            "  public struct Nested {}\n"
            "  public enum Kind { case a }\n"
            "  let text = \"}\"\n"
            "}\n"
            "extension Parent {\n"
            "  public struct AlsoNested {}\n"
            "  public typealias Alias = Nested\n"
            "}\n"
            "// public struct InComment {}\n"
            "/* public struct InBlock { /* nested */ } */\n"
            "let plain = \"public struct InString { \\(Parent.self) \"\n"
            "let raw = #\"public struct InRaw { \"# + \"}\"\n"
            "let multi = \"\"\"\n  public struct InMultiline {\n  \\(\"}\")\n  \"\"\"\n"
            "struct Helper {}\n"
            "package struct Shared {}\n"
            "fileprivate enum Private {}\n"
            "public extension Parent { struct ExtensionNested {} }\n"
            "public func parent() -> Parent { Parent() }\n"
        ),
        # Accepted: a feature file of the type it extends.
        "Sources/M/Parent+Feature.swift": (
            "extension Parent {\n  public struct Feature {}\n}\n"
            "public struct Parent2Marker {}\n"
        ),
        # A deprecated alias may stay with its replacement; a plain public alias may not.
        "Sources/M/NewName.swift": (
            "public struct NewName {}\n"
            "@available(*, deprecated, renamed: \"NewName\")\n"
            "public typealias OldName = NewName\n"
            "public typealias OtherName = NewName\n"
        ),
        # The deprecated spellings of a module, in its Deprecations.swift, whatever their
        # names; a declaration there that is not deprecated is caught.
        "Sources/M/Deprecations.swift": (
            "@available(*, deprecated, renamed: \"NewName\")\n"
            "public typealias AncientName = NewName\n"
            "@available(*, unavailable, renamed: \"Parent.Nested\")\n"
            "public typealias FormerNested = Parent.Nested\n"
            "@available(*, deprecated, message: \"Use NewName.\")\n"
            "public struct RetiredType {}\n"
            "@available(iOS, deprecated: 17, obsoleted: 18)\n@MainActor\n"
            "public final class RetiredModel {}\n"
            "@available(*, deprecated)\n"
            "public func retired() {}\n"
            "public struct NotDeprecated {}\n"
            "public typealias PlainAlias = NewName\n"
        ),
        # Elsewhere, a deprecated type is caught like any other; so is a deprecated alias in
        # a file named neither after it nor after its replacement, or in a feature file
        # named Deprecations+Feature.swift.
        "Sources/M/Other.swift": (
            "@available(*, deprecated, message: \"Gone.\")\n"
            "public struct RetiredElsewhere {}\n"
            "@available(*, deprecated, renamed: \"NewName\")\n"
            "public typealias StrayName = NewName\n"
        ),
        "Sources/M/Deprecations+Links.swift": (
            "@available(*, deprecated, renamed: \"NewName\")\n"
            "public typealias LinkName = NewName\n"
        ),
        # Accepted: a file named after the type, with attributes before it.
        "Sources/M/Screen.swift": "@MainActor @preconcurrency\npublic final class Screen {}\n",
        # Skipped: the mirror of Apple's SwiftUI files.
        "Sources/SwiftUICompat/View.swift": "public protocol View {}\npublic struct Text {}\n",
    }
    expected = {
        ("Sources/M/Wrong.swift", 2, "Misplaced"),
        ("Sources/M/Wrong.swift", 4, "Model"),
        ("Sources/M/Wrong.swift", 5, "Base"),
        ("Sources/M/Wrong.swift", 6, "Kind"),
        ("Sources/M/Wrong.swift", 7, "Shape"),
        ("Sources/M/Wrong.swift", 8, "Worker"),
        ("Sources/M/Wrong.swift", 9, "Tree"),
        ("Sources/M/Wrong.swift", 10, "Ordered"),
        ("Sources/M/Parent+Feature.swift", 4, "Parent2Marker"),
        ("Sources/M/NewName.swift", 4, "OtherName"),
        ("Sources/M/Deprecations.swift", 12, "NotDeprecated"),
        ("Sources/M/Deprecations.swift", 13, "PlainAlias"),
        ("Sources/M/Other.swift", 2, "RetiredElsewhere"),
        ("Sources/M/Other.swift", 4, "StrayName"),
        ("Sources/M/Deprecations+Links.swift", 2, "LinkName"),
    }
    with tempfile.TemporaryDirectory() as root:
        write_tree(root, cases)
        found = set()
        for line in check([os.path.join(root, "Sources")]):
            location, message = line.split(": ", 1)
            path, number = location.rsplit(":", 1)
            name = message.split(" is declared")[0].split()[-1]
            found.add((os.path.relpath(path, root), int(number), name))
            if "move it to " + name + ".swift" not in message:
                print(f"self-test: the message does not name the expected file: {line}")
                return False
    return compare(
        expected, found, lambda item: "%s:%d %s" % item,
        f"{len(expected)} misplaced types caught, nothing else reported")


def main(arguments):
    return run(
        arguments, __doc__, check, self_test,
        lambda count: f"{count} public types are declared in a file not named after them")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
