// Placeholder until the tree difference lands; replaced wholesale.
extension NavigationState {
  package func difference(from expected: NavigationState, ignoringEntryIDs: Bool = false)
    -> String?
  {
    let actualText = description
    let expectedText = expected.description
    if actualText == expectedText { return nil }
    return "expected:\n\(expectedText)\nactual:\n\(actualText)"
  }
}
