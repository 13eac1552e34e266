/// How the errors' messages stay short whatever they quote: the one place where a message's
/// text is cut.
///
/// Every piece of text a message quotes is cut where it is made into text, by bytes of
/// UTF-8 at a Unicode scalar's boundary (never by `Character`: one grapheme cluster can
/// hold any number of scalars), and long lists end with a count. Every error's
/// `description`, and a ``NavigationFailure``'s, is then at most ``messageLength`` bytes,
/// so a message costs little to build, print or log, even when the input it describes is
/// huge.
extension CallText {
  /// The most bytes of UTF-8 a whole message has: an error's or a failure's `description`.
  package static let messageLength = 1024
  /// The most bytes of UTF-8 a failed call's text has (``NavigationCall/description``).
  package static let callLength = 400
  /// The most items a list in a message shows before it ends with a count.
  package static let listedItems = 10
  /// The most bytes of UTF-8 the items a list shows have in all, before it ends with a
  /// count.
  package static let listLength = 400
  /// The most bytes of UTF-8 one quoted piece of text keeps (a name, a path, a detail).
  package static let textLength = 200

  /// `items` separated by commas, each cut to ``textLength``; past ``listedItems`` items or
  /// ``listLength`` bytes, the list ends with `… and 412 more`. `(none)` when there are no
  /// items.
  ///
  /// Only the items shown are turned into text.
  package static func list<Items: Collection>(
    _ items: Items, describing describe: (Items.Element) -> String
  ) -> String {
    guard !items.isEmpty else { return "(none)" }
    return listing(items, describing: describe)
  }

  /// Strings as a list (see ``list(_:describing:)``).
  package static func list(_ items: some Collection<String>) -> String {
    list(items) { $0 }
  }

  /// `items` as ``list(_:describing:)`` shows them, but nothing at all for no items.
  package static func listing<Items: Collection>(
    _ items: Items, describing describe: (Items.Element) -> String
  ) -> String {
    var shown: [String] = []
    var length = 0
    for item in items.prefix(listedItems) {
      let text = clip(describe(item))
      // The first item is always shown; a later one only while the list stays short.
      if !shown.isEmpty, length + 2 + text.utf8.count > listLength { break }
      length += (shown.isEmpty ? 0 : 2) + text.utf8.count
      shown.append(text)
    }
    let rest = items.count - shown.count
    if rest > 0 { shown.append("… and \(rest) more") }
    return shown.joined(separator: ", ")
  }

  /// `text` when it has at most `limit` bytes of UTF-8; otherwise its first and last
  /// Unicode scalars around the number of bytes left out, `limit` bytes in all:
  /// `abc… (1200 bytes) …xyz`.
  package static func clip(_ text: String, to limit: Int = textLength) -> String {
    let total = text.utf8.count
    guard total > limit else { return text }
    // The count of bytes left out has at most as many digits as the whole count.
    let marker = "… ( bytes) …".utf8.count + String(total).utf8.count
    let room = max(0, limit - marker)
    let head = prefix(text, bytes: room * 2 / 3)
    let tail = suffix(text, bytes: room - head.utf8.count)
    let omitted = total - head.utf8.count - tail.utf8.count
    let clipped = "\(head)… (\(omitted) bytes) …\(tail)"
    // Only a limit too small for the marker itself leaves it longer.
    return clipped.utf8.count <= limit ? clipped : prefix(text, bytes: limit)
  }

  /// `text` when it has at most `limit` bytes of UTF-8; otherwise its first Unicode scalars
  /// and `…`, `limit` bytes in all.
  package static func shorten(_ text: String, to limit: Int = textLength) -> String {
    guard text.utf8.count > limit else { return text }
    let ellipsis = "…"
    return prefix(text, bytes: max(0, limit - ellipsis.utf8.count)) + ellipsis
  }

  /// A whole message, cut to ``messageLength`` bytes: what every error's and failure's
  /// `description` returns.
  package static func message(_ text: String) -> String {
    clip(text, to: messageLength)
  }

  /// The longest run of `text`'s first Unicode scalars that has at most `bytes` bytes of
  /// UTF-8.
  package static func prefix(_ text: String, bytes: Int) -> String {
    let scalars = text.unicodeScalars
    var end = scalars.startIndex
    var length = 0
    while end < scalars.endIndex {
      let size = UTF8.width(scalars[end])
      guard length + size <= bytes else { break }
      length += size
      end = scalars.index(after: end)
    }
    return String(Substring(scalars[..<end]))
  }

  /// The longest run of `text`'s last Unicode scalars that has at most `bytes` bytes of
  /// UTF-8.
  package static func suffix(_ text: String, bytes: Int) -> String {
    let scalars = text.unicodeScalars
    var start = scalars.endIndex
    var length = 0
    while start > scalars.startIndex {
      let before = scalars.index(before: start)
      let size = UTF8.width(scalars[before])
      guard length + size <= bytes else { break }
      length += size
      start = before
    }
    return String(Substring(scalars[start...]))
  }
}
