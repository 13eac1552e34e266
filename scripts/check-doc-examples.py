#!/usr/bin/env python3
"""Type-checks every Swift example of the documentation against the package's public API.

    scripts/check-doc-examples.py [--jobs N] [--no-build] [-v] [FILE ...]

Reads, from the files as they are now (nothing is copied or committed):
- every ```swift block of README.md and of the DocC articles
  (Sources/Waypoint/Documentation.docc/*.md, Sources/WaypointHost/Documentation.docc/*.md,
  Sources/WaypointUI/Documentation.docc/*.md, Sources/WaypointTesting/Documentation.docc/*.md);
- every ```swift block inside the `///` doc comments of Sources/Waypoint,
  Sources/WaypointHost, Sources/WaypointUI and Sources/WaypointTesting.

Each article is compiled as one throwaway module under .build/doc-examples/ (the `///`
examples of the sources that share a context, as one module too), against the modules of
the debug build, importing only their public API (`Waypoint`; for WaypointHost also
`WaypointHost`; for WaypointUI `WaypointHost` and `WaypointUI` with SwiftUI, or SwiftUICompat
where SwiftUI does not exist; for WaypointTesting also `Testing` and `WaypointTesting`). An engine example that needs the host module fails, as it
would in an app that imports `Waypoint` only. Examples are fragments, so:
- a document's examples share a context: a preamble from scripts/doc-examples/NAME.swift
  that declares the names they assume (`router`, `Screen`, `links`, ...). A document's
  context is the first that exists of: the one named after the file (`README`,
  `DeepLinks`), the one named after its folder in Sources/Waypoint (`Links`; a folder of
  the same name in another module, Sources/WaypointUI/Links, has its module's), and its
  module's (`Waypoint`; `Waypoint WaypointHost` for Sources/WaypointHost; `Waypoint
  WaypointUI` for Sources/WaypointUI; `Waypoint WaypointTesting` for
  Sources/WaypointTesting). A markdown line `<!-- example: context NAME [NAME...] -->` sets the context of the blocks
  after it; in a Swift source, a line `// doc-examples: context NAME [NAME...]`.
- an article's blocks are read in order, so in markdown the declarations of a block (types,
  extensions, functions, imports) stay at file scope, where later blocks of the document
  can use them; a `///` example stands alone, so only what cannot be declared in a function
  (imports, extensions, protocols, `@main`) goes to file scope. Every other statement
  goes, in order, into a function of its own per block,
  `@MainActor func example_N() async throws { ... }`.
- a markdown block that is deliberately not compilable (a manifest, a fragment of the
  block above, output) is preceded by `<!-- example: skip REASON -->`; a reason is
  required. Text that is not Swift (output, shell, JSON) is fenced as something other than
  ```swift and is not read.

Diagnostics point at the documentation itself (`#sourceLocation`): file:line of the line
in the markdown or source file. Errors fail the run, and so do deprecation warnings (an
example must use the current spelling) and concurrency warnings (an error in an app built
with warnings as errors); other warnings (an unused value, a `var` never
mutated) are expected in fragments and ignored. Prints how many blocks were compiled per
file, and exits non-zero when a block fails to compile.
"""

import argparse
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTEXTS = os.path.join(ROOT, "scripts", "doc-examples")
OUT = os.path.join(ROOT, ".build", "doc-examples")


def files(*patterns):
    return sorted(os.path.relpath(path, ROOT) for pattern in patterns
                  for path in glob.glob(os.path.join(ROOT, pattern), recursive=True))


MODULES = ["Waypoint", "WaypointHost", "WaypointUI", "WaypointTesting"]
MARKDOWN = ["README.md"] + files(*(f"Sources/{module}/Documentation.docc/*.md"
                                   for module in MODULES))
SOURCES = files(*(f"Sources/{module}/**/*.swift" for module in MODULES))

FENCE = re.compile(r"^(\s*)(```+|~~~+)\s*(\S*)")
MARKER = re.compile(r"^\s*<!--\s*example:\s*(\w+)\s*(.*?)\s*-->\s*$")
SOURCE_MARKER = re.compile(r"^\s*//\s*doc-examples:\s*(\w+)\s*(.*?)\s*$")
DOC_LINE = re.compile(r"^(\s*)///( ?)(.*)$")
DECLARATION = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+|(?:public|package|internal|fileprivate|private|final|"
    r"static|nonisolated|indirect|open)\s+)*"
    r"(?:import|enum|struct|class|actor|protocol|extension|typealias|func)\b")
# What cannot be declared inside a function.
FILE_SCOPE_ONLY = re.compile(r"^(?:@[\w.]+(?:\([^)]*\))?\s+|\w+\s+)*(?:import|extension|protocol)\b|^@main\b")
ATTRIBUTES_ONLY = re.compile(r"^(?:@[\w.]+(?:\([^)]*\))?\s*)+$")


class Block:
    def __init__(self, path, line, lines, context):
        self.path = path  # repo-relative
        self.line = line  # 1-based line of the first code line
        self.lines = lines  # code lines, indentation and `///` removed
        self.context = context


class Document:
    def __init__(self, path, module):
        self.path = path
        self.module = module
        self.blocks = []
        self.skipped = []  # (line, reason)
        self.problems = []  # markers without a reason, unknown markers


def module_of(path):
    for module in MODULES:
        if path.startswith(f"Sources/{module}/"):
            return module
    return "Waypoint"


def default_context(path):
    """The first that exists of: the context named after the file, after its folder in
    Sources/Waypoint, and the module's (`Waypoint`; `Waypoint WaypointHost` for
    Sources/WaypointHost; `Waypoint WaypointUI` for Sources/WaypointUI)."""
    stem = os.path.splitext(os.path.basename(path))[0]
    # The folder contexts are the engine's: Links.swift is the context of Sources/Waypoint/Links.
    folder = os.path.basename(os.path.dirname(path)) if module_of(path) == "Waypoint" else ""
    for name in [stem, folder]:
        if name and os.path.exists(os.path.join(CONTEXTS, name + ".swift")) and \
                name not in MODULES:
            return [name]
    module = module_of(path)
    return ["Waypoint"] + ([module] if module != "Waypoint" else [])


def read_markdown(path):
    document = Document(path, module_of(path))
    context = default_context(path)
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        lines = file.read().split("\n")
    pending_skip = None
    index = 0
    while index < len(lines):
        line = lines[index]
        marker = MARKER.match(line)
        if marker:
            kind, argument = marker.group(1), marker.group(2)
            if kind == "context" and argument:
                context = argument.split()
            elif kind == "skip" and argument:
                pending_skip = (index + 1, argument)
            else:
                document.problems.append(
                    f"{path}:{index + 1}: `<!-- example: {kind} -->` needs "
                    + ("a reason" if kind == "skip" else "a context name" if kind == "context"
                       else "to be `context NAME` or `skip REASON`"))
            index += 1
            continue
        fence = FENCE.match(line)
        if not fence:
            if line.strip():
                pending_skip = None
            index += 1
            continue
        indent, ticks, language = fence.group(1), fence.group(2), fence.group(3)
        start = index + 1
        end = start
        while end < len(lines) and not re.match(
                r"^\s*" + re.escape(ticks[0]) + "{" + str(len(ticks)) + r",}\s*$", lines[end]):
            end += 1
        if language == "swift":
            if pending_skip:
                document.skipped.append((start, pending_skip[1]))
            else:
                code = [l[len(indent):] if l.startswith(indent) else l.lstrip()
                        for l in lines[start:end]]
                document.blocks.append(Block(path, start + 1, code, list(context)))
        pending_skip = None
        index = end + 1
    return document


def read_source(path):
    document = Document(path, module_of(path))
    context = default_context(path)
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        lines = file.read().split("\n")
    index = 0
    while index < len(lines):
        marker = SOURCE_MARKER.match(lines[index])
        if marker:
            if marker.group(1) == "context" and marker.group(2):
                context = marker.group(2).split()
            else:
                document.problems.append(
                    f"{path}:{index + 1}: `// doc-examples:` takes `context NAME`")
        doc = DOC_LINE.match(lines[index])
        fence = doc and FENCE.match(doc.group(3))
        if not fence:
            index += 1
            continue
        ticks, language = fence.group(2), fence.group(3)
        start = index + 1
        end = start
        code = []
        while end < len(lines):
            inner = DOC_LINE.match(lines[end])
            if not inner or re.match(r"^\s*" + re.escape(ticks) + r"\s*$", inner.group(3)):
                break
            code.append(inner.group(3))
            end += 1
        if language == "swift":
            document.blocks.append(Block(path, start + 1, code, list(context)))
        index = end + 1
    return document


def strip_strings_and_comments(line, in_block_comment):
    """The line without string literals and comments, and whether a /* */ stays open."""
    out = []
    i = 0
    while i < len(line):
        if in_block_comment:
            close = line.find("*/", i)
            if close < 0:
                return "".join(out), True
            i = close + 2
            in_block_comment = False
        elif line.startswith("//", i):
            break
        elif line.startswith("/*", i):
            in_block_comment = True
            i += 2
        elif line[i] == '"':
            i += 1
            while i < len(line) and line[i] != '"':
                i += 2 if line[i] == "\\" else 1
            i += 1
            out.append('""')
        else:
            out.append(line[i])
            i += 1
    return "".join(out), in_block_comment


def chunks(block):
    """Splits a block into top-level items: (is_declaration, first line index, lines)."""
    items = []
    depth = 0
    in_comment = False
    leading = []  # comment and attribute lines waiting for the item they belong to
    leading_start = None
    for offset, line in enumerate(block.lines):
        code, in_comment_after = strip_strings_and_comments(line, in_comment)
        stripped = code.strip()
        starts_item = depth == 0 and not in_comment
        if starts_item and stripped and stripped[0] in ".}])?:&|+" \
                and items:
            starts_item = False  # a modifier chain or a closing brace continues the item
        if starts_item and (not stripped or ATTRIBUTES_ONLY.match(stripped)):
            if leading_start is None:
                leading_start = offset
            leading.append(line)
        elif starts_item:
            first = leading_start if leading_start is not None else offset
            head = " ".join(l.strip() for l in leading if l.strip() and
                            not l.strip().startswith("//")) + " " + stripped
            items.append([bool(DECLARATION.match(head.strip())), first, leading + [line]])
            leading, leading_start = [], None
        else:
            if items:
                items[-1][2].extend(leading + [line])
            else:
                items.append([False, leading_start or 0, leading + [line]])
            leading, leading_start = [], None
        for character in code:
            if character in "([{":
                depth += 1
            elif character in ")]}":
                depth = max(depth - 1, 0)
        in_comment = in_comment_after
    if leading and items:
        items[-1][2].extend(leading)
    return items


def declaration_head(lines):
    """The code of an item's first lines up to its declaration keyword, comments left out."""
    return " ".join(line.strip() for line in lines
                    if line.strip() and not line.strip().startswith("//"))[:200]


def swift_path(path):
    return path.replace("\\", "\\\\").replace('"', '\\"')


def generate(document, directory):
    """Writes the document's examples; returns the contexts they need and the file."""
    def uses(module):
        return document.module == module or any(
            module in block.context for block in document.blocks)
    ui = uses("WaypointUI")
    host = ui or uses("WaypointHost")
    header = ["// Generated by scripts/check-doc-examples.py from " + document.path + ".", ""]
    if ui:
        header += ["#if canImport(SwiftUI)", "  import SwiftUI", "#else",
                   "  import SwiftUICompat", "#endif"]
    header += ["import Foundation", "import Waypoint"]
    if host:
        header += ["import WaypointHost"]
    if ui:
        header += ["import WaypointUI"]
    if uses("WaypointTesting"):
        # Its examples are tests' code: they assert with Swift Testing's `#expect`.
        header += ["import Testing", "import WaypointTesting"]
    header.append("")
    contexts = []
    for block in document.blocks:
        for name in block.context:
            if name not in contexts:
                contexts.append(name)
    for name in contexts:
        if not os.path.exists(os.path.join(CONTEXTS, name + ".swift")):
            raise SystemExit(f"{document.path}: no context {name} "
                             f"(scripts/doc-examples/{name}.swift)")
    slug = re.sub(r"[^A-Za-z0-9]+", "_", document.path)
    file_scope, functions = [], []
    markdown = document.path.endswith(".md")
    absolute = os.path.join(ROOT, document.path)
    for number, block in enumerate(document.blocks, start=1):
        statements = []
        for is_declaration, first, lines in chunks(block):
            # The header imports SwiftUI, or SwiftUICompat where SwiftUI does not exist.
            lines = ["// " + line if re.match(r"^\s*import\s+SwiftUI\s*$", line) else line
                     for line in lines]
            located = [f'#sourceLocation(file: "{swift_path(absolute)}", line: '
                       f"{block.line + first})"] + lines
            if is_declaration and (markdown or FILE_SCOPE_ONLY.match(declaration_head(lines))):
                file_scope += located + ["#sourceLocation()"]
            else:
                statements += located
        if statements:
            functions += [f"@MainActor func {slug}_example_{number}() async throws {{"] + statements + [
                "#sourceLocation()", "}", ""]
    generated = os.path.join(directory, slug + ".swift")
    with open(generated, "w", encoding="utf-8") as file:
        file.write("\n".join(header + file_scope + [""] + functions) + "\n")
    return contexts, generated


def build_products(build_args):
    # WaypointUI brings the engine and the host logic with it; WaypointTesting is on its own.
    for target in ["WaypointUI", "WaypointTesting"]:
        command = ["swift", "build", "--package-path", ROOT, "--target", target] + build_args
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            sys.stdout.write(result.stdout + result.stderr)
            raise SystemExit("check-doc-examples: the package does not build")
    bin_path = subprocess.run(
        ["swift", "build", "--package-path", ROOT, "--show-bin-path"] + build_args,
        capture_output=True, text=True, check=True).stdout.strip()
    return bin_path


# Warnings that fail the run as errors would: a deprecated spelling, and concurrency
# diagnostics (a main-actor call from nonisolated code is a warning only where the SDK
# marks the API `@preconcurrency`, and an error under `-warnings-as-errors`).
FAILING_WARNINGS = ("deprecated", "isolated", "Sendable", "data race")


def typecheck(files, bin_path):
    modules = os.path.join(bin_path, "Modules")
    if not os.path.isdir(modules):
        modules = bin_path
    command = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6",
               "-module-name", "DocExamples", "-I", modules] + files
    result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    output = result.stdout + result.stderr
    failures = []
    for line in output.splitlines():
        match = re.match(r"^(.*?):(\d+):(\d+): (error|warning): (.*)$", line)
        if not match:
            continue
        kind, message = match.group(4), match.group(5)
        if kind == "error" or any(word in message for word in FAILING_WARNINGS):
            failures.append(line.replace(ROOT + os.sep, ""))
    if result.returncode != 0 and not failures:
        failures.append(f"swiftc failed:\n{output}")
    return failures, output


def block_of(document, failure):
    """The block (file:line of its first code line) a diagnostic points into."""
    match = re.match(r"^(.*?):(\d+):", failure)
    if not match or match.group(1) != document.path:
        return None
    line = int(match.group(2))
    for block in document.blocks:
        if block.line <= line < block.line + len(block.lines):
            return f"{document.path}:{block.line}"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="*", help="only these documents (repo-relative)")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--no-build", action="store_true",
                        help="use the modules of the last debug build as they are")
    parser.add_argument("--build-args", default="",
                        help="extra arguments for `swift build`, e.g. '-Xswiftc -warnings-as-errors'")
    parser.add_argument("-v", "--verbose", action="store_true", help="print all diagnostics")
    arguments = parser.parse_args()
    started = time.monotonic()

    documents = [read_markdown(path) for path in MARKDOWN] + [
        read_source(path) for path in SOURCES]
    if arguments.files:
        wanted = {os.path.relpath(os.path.abspath(f), ROOT) for f in arguments.files}
        documents = [d for d in documents if d.path in wanted]
    problems = [problem for document in documents for problem in document.problems]

    build_args = arguments.build_args.split()
    if arguments.no_build:
        bin_path = subprocess.run(
            ["swift", "build", "--package-path", ROOT, "--show-bin-path"] + build_args,
            capture_output=True, text=True, check=True).stdout.strip()
    else:
        bin_path = build_products(build_args)
    built = time.monotonic()

    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT)
    # One module per article (its blocks share declarations). `///` examples stand alone
    # (their types are local to their functions), so the sources that share a context are
    # compiled as one module: one compiler run each instead of one per file.
    units = {}
    for document in documents:
        if document.blocks:
            directory = os.path.join(OUT, re.sub(r"[^A-Za-z0-9]+", "_", document.path))
            os.makedirs(directory)
            contexts, generated = generate(document, directory)
            key = (document.path,) if document.path.endswith(".md") else tuple(contexts)
            unit = units.setdefault(key, ([], contexts, []))
            unit[0].append(document)
            unit[2].append(generated)
    jobs = [(docs, [os.path.join(CONTEXTS, name + ".swift") for name in contexts] + generated)
            for docs, contexts, generated in units.values()]

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(arguments.jobs, 1)) as pool:
        checked = list(pool.map(lambda job: (job[0], *typecheck(job[1], bin_path)), jobs))
    results = []
    for docs, failures, output in checked:
        for document in docs:
            own = [f for f in failures if f.startswith(document.path + ":")]
            if document is docs[0]:  # the context's own diagnostics, once per module
                own += [f for f in failures
                        if not any(f.startswith(d.path + ":") for d in docs)]
            results.append((document, own, output if document is docs[0] else ""))
    failed_blocks = []
    total = 0
    for document, failures, output in sorted(results, key=lambda r: documents.index(r[0])):
        blocks = sorted({b for b in (block_of(document, f) for f in failures) if b})
        failed_blocks += blocks
        total += len(document.blocks)
        status = "ok" if not failures else (
            f"FAILED ({len(blocks)} of them)" if blocks else "FAILED (in its context)")
        skipped = f", {len(document.skipped)} skipped" if document.skipped else ""
        print(f"{document.path}: {len(document.blocks)} blocks compiled{skipped}: {status}")
        for failure in failures:
            print("  " + failure)
        if arguments.verbose and output.strip():
            print(output)
    for document in documents:
        for line, reason in document.skipped:
            print(f"skipped {document.path}:{line}: {reason}")
    for problem in problems:
        print("error: " + problem)
    elapsed = time.monotonic() - started
    print(f"{total} blocks in {len(results)} documents type-checked in {elapsed:.1f} s "
          f"({len(jobs)} compiler runs; build {built - started:.1f} s)")
    if failed_blocks or problems or any(f for _, f, _ in results):
        print("failed blocks: " + (", ".join(failed_blocks) or "see the diagnostics above"))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
