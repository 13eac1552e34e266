/// How the errors' messages stay short whatever they quote: long text is cut in the middle
/// and long lists end with a count, so a message costs little to build, print or log,
/// even when the input it describes is huge.
extension CallText {
  /// The most items a list in a message shows before it ends with a count.
  package static let listedItems = 10
  /// The most bytes of UTF-8 one quoted piece of text keeps (a name, a path, a detail).
  package static let textLength = 200

  /// `items` separated by commas, each cut to ``textLength``; past ``listedItems`` items,
  /// the list ends with `… and 412 more`. `(none)` when there are no items.
  ///
  /// Only the items shown are turned into text.
  package static func list<Items: Collection>(
    _ items: Items, describing describe: (Items.Element) -> String
  ) -> String {
    guard !items.isEmpty else { return "(none)" }
    var shown = items.prefix(listedItems).map { clip(describe($0)) }
    let rest = items.count - shown.count
    if rest > 0 { shown.append("… and \(rest) more") }
    return shown.joined(separator: ", ")
  }

  /// Strings as a list (see ``list(_:describing:)``).
  package static func list(_ items: some Collection<String>) -> String {
    list(items) { $0 }
  }

  /// `text` when it has at most `limit` bytes of UTF-8; otherwise its first and last
  /// characters (`limit` characters in all) around the number of bytes left out.
  package static func clip(_ text: String, to limit: Int = textLength) -> String {
    let total = text.utf8.count
    guard total > limit else { return text }
    let head = text.prefix(limit * 2 / 3)
    let tail = text.suffix(limit / 3)
    let omitted = total - head.utf8.count - tail.utf8.count
    return "\(head)… (\(omitted) bytes) …\(tail)"
  }
}
