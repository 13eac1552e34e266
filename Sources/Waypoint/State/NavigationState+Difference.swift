extension NavigationState {
  /// How this tree differs from `expected`, in words, for a failure message; `nil` when the
  /// two are equal.
  ///
  /// The text compares the trees' text forms (``description``), line by line: a one-line
  /// summary, then the lines that differ, each with one line of context around it. A line
  /// only the expected tree has starts with `- `, a line only this tree has with `+ `, and a
  /// line both have with two spaces, each followed by the line as the tree prints it; `…`
  /// stands for the equal lines between two places that differ.
  ///
  /// ```
  /// 2 lines differ: 1 only in the expected tree (-), 1 only in the actual tree (+)
  ///   tabs, selected inbox
  /// -   stack inbox: #1 message(id: 1)
  /// +   stack inbox: #1 message(id: 2)
  ///     stack sent: empty
  /// ```
  ///
  /// With `ignoringEntryIDs`, every entry ID of both trees is read as the entry's position
  /// in its stack, from `#1` at the bottom, before the trees are compared and printed: two
  /// trees that show the same screens in the same places are then equal, whichever IDs a
  /// router gave them. (Every tree the public API builds has unique entry IDs, which this
  /// relies on.)
  ///
  /// Two different trees can have the same text form: routes of different types that print
  /// the same, a dialog's button values, a tab container that does not pop on reselect. The
  /// text then names the first stack that differs, and how, instead of lines.
  ///
  /// The text stays short whatever the trees' sizes: at most ``differenceLineLimit`` lines
  /// that differ are shown, and a long line is cut around the place where it first differs
  /// from its counterpart.
  ///
  /// - Parameters:
  ///   - expected: The tree this one should be.
  ///   - ignoringEntryIDs: Whether to compare entries by their positions instead of their
  ///     IDs.
  /// - Returns: `nil` when the trees are equal (with `ignoringEntryIDs`, equal once every
  ///   entry ID is its position); otherwise the summary and the lines that differ, separated
  ///   by newlines.
  /// - Complexity: O(*n* + *m*) for trees of *n* and *m* lines, for the lines both begin
  ///   and end with; the lines between are matched up in O((*n* + *m*) × *d*), where *d* is
  ///   the number of lines that differ. Past ``differenceSearchLimit`` lines between, they
  ///   are not matched up: all are shown as lines only one tree has.
  package func difference(from expected: NavigationState, ignoringEntryIDs: Bool = false)
    -> String?
  {
    let actual = ignoringEntryIDs ? numberingEntriesByPosition() : self
    let expected = ignoringEntryIDs ? expected.numberingEntriesByPosition() : expected
    guard actual != expected else { return nil }
    let note = ignoringEntryIDs ? " (entry IDs read as positions, #1 at the bottom)" : ""
    let old = expected.description.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.description.split(separator: "\n", omittingEmptySubsequences: false)
    guard old != new else {
      return "The trees print the same but differ\(note): "
        + Self.hiddenDifference(actual: actual, expected: expected)
    }
    let script = TextDifference(from: old.map(String.init), to: new.map(String.init))
    return script.summary(note: note) + "\n" + script.lines().joined(separator: "\n")
  }

  /// The most lines that differ a difference shows (see ``difference(from:ignoringEntryIDs:)``).
  package static let differenceLineLimit = 40

  /// The most lines, between the lines two trees begin and end with, that a difference
  /// matches up one by one (see ``difference(from:ignoringEntryIDs:)``).
  package static let differenceSearchLimit = 2_000

  /// This tree with every entry's ID replaced by its position in its stack, from 1 at the
  /// bottom; what is anchored to an entry follows it.
  func numberingEntriesByPosition() -> NavigationState {
    var positions: [EntryID: UInt64] = [:]
    forEachStack { stack in
      var position: UInt64 = 0
      for entry in stack.entries {
        position += 1
        positions[entry.id] = position
      }
    }
    return mapping(
      root: { $0 },
      entry: { entry in Entry(id: EntryID(positions[entry.id] ?? 0), route: entry.route) })
  }

  /// What differs between two trees whose text forms are the same: the first stack (depth
  /// first) that differs, and in what.
  private static func hiddenDifference(
    actual: NavigationState, expected: NavigationState
  ) -> String {
    let pairs = zip(actual.allStacks, expected.allStacks)
    guard let (mine, theirs) = pairs.first(where: { $0.0 != $0.1 }) else {
      return "a container differs in what the text leaves out (whether a tab container pops "
        + "a reselected tab to its root, a split container's settings)"
    }
    let stack = "stack \(CallText.quoted(mine.id.rawValue))"
    if mine.root != theirs.root {
      return "the root of \(stack) is "
        + routeDifference(actual: mine.root, expected: theirs.root)
    }
    if mine.entries != theirs.entries {
      for (index, (entry, other)) in zip(mine.entries, theirs.entries).enumerated()
      where entry != other {
        return "entry \(index + 1) of \(stack) is "
          + routeDifference(actual: entry.route, expected: other.route)
      }
    }
    if mine.dialog != theirs.dialog {
      return "the dialog \(stack) shows differs in what the text leaves out (its message, "
        + "its buttons' roles or values, its text fields, its anchor)"
    }
    return "the layer \(stack) presents differs in what the text leaves out"
  }

  /// Two routes that print the same, told apart by their types.
  private static func routeDifference(actual: AnyRoute?, expected: AnyRoute?) -> String {
    func typeName(_ route: AnyRoute?) -> String {
      route.map { String(reflecting: type(of: $0.base)) } ?? "none"
    }
    let text = CallText.clip(actual.map(\.description) ?? "none")
    let (mine, theirs) = (typeName(actual), typeName(expected))
    guard mine != theirs else {
      return "\(text) in both, of type \(mine), but the two values are not equal"
    }
    return "\(text) of type \(mine), expected \(theirs)"
  }
}

/// The lines of two texts, matched up: each line is in both, only in the first (removed) or
/// only in the second (added). What ``NavigationState/difference(from:ignoringEntryIDs:)``
/// prints.
struct TextDifference {
  enum Kind { case same, removed, added }

  /// Every line of both texts, in order; at one place, removed lines come before added ones.
  private(set) var script: [(kind: Kind, text: String)] = []

  /// The most bytes of UTF-8 a line keeps.
  static let lineLength = 1_000

  init(from old: [String], to new: [String]) {
    // The lines both texts begin and end with are matched without a search.
    let head = zip(old, new).prefix { $0 == $1 }.count
    let tail = zip(old[head...].reversed(), new[head...].reversed()).prefix { $0 == $1 }.count
    let oldMiddle = old[head..<(old.count - tail)]
    let newMiddle = new[head..<(new.count - tail)]
    script = old[..<head].map { (.same, $0) }
    let limit = NavigationState.differenceSearchLimit
    if oldMiddle.count + newMiddle.count <= limit {
      let steps = newMiddle.difference(from: oldMiddle)
      var removed = Set<Int>()
      var inserted = Set<Int>()
      for step in steps {
        switch step {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
      }
      // The offsets are the slices' own: they start at `head`.
      var (i, j) = (oldMiddle.startIndex, newMiddle.startIndex)
      while i < oldMiddle.endIndex || j < newMiddle.endIndex {
        if i < oldMiddle.endIndex, removed.contains(i - head) || j == newMiddle.endIndex {
          script.append((.removed, oldMiddle[i]))
          i += 1
        } else if j < newMiddle.endIndex, inserted.contains(j - head) || i == oldMiddle.endIndex {
          script.append((.added, newMiddle[j]))
          j += 1
        } else {
          script.append((.same, oldMiddle[i]))
          i += 1
          j += 1
        }
      }
    } else {
      script += oldMiddle.map { (.removed, $0) } + newMiddle.map { (.added, $0) }
    }
    script += old[(old.count - tail)...].map { (.same, $0) }
  }

  /// `2 lines differ: 1 only in the expected tree (-), 1 only in the actual tree (+)`.
  func summary(note: String) -> String {
    let removed = count(of: .removed)
    let added = count(of: .added)
    let total = removed + added
    return "\(total) \(total == 1 ? "line differs" : "lines differ")\(note): "
      + "\(removed) only in the expected tree (-), \(added) only in the actual tree (+)"
  }

  /// The lines that differ, with one line of context around each run of them; `…` for the
  /// equal lines left out between two runs. At most
  /// ``NavigationState/differenceLineLimit`` lines that differ.
  func lines() -> [String] {
    var shown = Set<Int>()
    for (index, line) in script.enumerated() where line.kind != .same {
      shown.formUnion([index - 1, index, index + 1].filter(script.indices.contains))
    }
    var output: [String] = []
    var differing = 0
    var last: Int?
    for index in shown.sorted() {
      let line = script[index]
      if line.kind != .same {
        differing += 1
        guard differing <= NavigationState.differenceLineLimit else { break }
      }
      if let last, index > last + 1 { output.append("  …") }
      last = index
      let marker =
        switch line.kind {
        case .same: "  "
        case .removed: "- "
        case .added: "+ "
        }
      output.append(marker + excerpt(at: index))
    }
    let total = count(of: .removed) + count(of: .added)
    if total > NavigationState.differenceLineLimit {
      output.append("… and \(total - NavigationState.differenceLineLimit) more lines that differ")
    }
    return output
  }

  /// The line at `index`, cut to ``lineLength`` bytes around where it first differs from its
  /// counterpart: the line at the same place in the other run of a removed and added pair.
  private func excerpt(at index: Int) -> String {
    let text = script[index].text
    guard text.utf8.count > Self.lineLength else { return text }
    guard let other = counterpart(of: index) else {
      return CallText.clip(text, to: Self.lineLength)
    }
    // Where the two lines part, in Unicode scalars; the excerpt starts a little before.
    let common = zip(text.unicodeScalars, other.unicodeScalars).prefix { $0 == $1 }.count
    let start = text.unicodeScalars.index(
      text.unicodeScalars.startIndex, offsetBy: max(0, common - 80))
    let rest = String(Substring(text.unicodeScalars[start...]))
    let lead = start == text.unicodeScalars.startIndex ? "" : "…"
    return lead + CallText.shorten(rest, to: Self.lineLength - lead.utf8.count)
  }

  /// The line that stands for the line at `index` on the other side: for the *k*th line of
  /// a run of removed lines, the *k*th line of the run of added lines right after it, and the
  /// other way round.
  private func counterpart(of index: Int) -> String? {
    let kind = script[index].kind
    guard kind != .same else { return nil }
    func runStart(_ index: Int, _ kind: Kind) -> Int {
      var start = index
      while start > 0, script[start - 1].kind == kind { start -= 1 }
      return start
    }
    func runEnd(_ index: Int, _ kind: Kind) -> Int {
      var end = index
      while end < script.count, script[end].kind == kind { end += 1 }
      return end
    }
    let start = runStart(index, kind)
    let others: Range<Int>
    if kind == .removed {
      let end = runEnd(index, .removed)
      others = end..<runEnd(end, .added)
    } else {
      others = runStart(start, .removed)..<start
    }
    let partner = others.lowerBound + index - start
    return others.contains(partner) ? script[partner].text : nil
  }

  /// How many lines of the script are of `kind`.
  private func count(of kind: Kind) -> Int {
    script.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }
  }
}
